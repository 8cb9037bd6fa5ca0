// libFuzzer harness for the OpenAPI reader and the generator: bytes in, positioned
// diagnostics or Swift files out. Built by `scripts/fuzz openapi SECONDS` together with the
// EndpointGenCore sources.

/// libFuzzer's entry point: reads one input as the OpenAPI document `api/root.yaml` and, when
/// it reads without errors, generates Swift from it.
///
/// `$ref`s to files see an in-memory folder: `api/root.yaml` and `api/other.yaml` both hold
/// the input (so references across files, and cycles through them, are exercised); any other
/// path is unreadable. Nothing touches the disk.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOpenAPIReaderAndGenerator(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let diagnostics = DiagnosticCollector()
    let spec = OpenAPIReader.read(file: "api/root.yaml", diagnostics: diagnostics) { path in
        guard path == "api/root.yaml" || path == "api/other.yaml" else {
            throw OpenAPIReader.FileNotReadable(path: path)
        }
        return bytes
    }
    if diagnostics.hasErrors {
        FuzzCheck.positioned(diagnostics.diagnostics, inputSize: bytes.count)
        return 0
    }
    guard let spec else { FuzzCheck.trap("no spec and no error") }
    FuzzCheck.generated(Generator.generate(specs: [spec]), inputSize: bytes.count)
    return 0
}
