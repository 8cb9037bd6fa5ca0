// libFuzzer harness for the OpenAPI reader and the generator: bytes in, positioned
// diagnostics or Swift files out. Built by `scripts/fuzz` into one binary with the
// EndpointGenCore sources.

/// The `openapi` target: reads one input as the OpenAPI document `api/root.yaml` and, when
/// it reads without errors, generates Swift from it.
///
/// `$ref`s to files see an in-memory folder: `api/root.yaml` and `api/other.yaml` both hold
/// the input (so references across files, and cycles through them, are exercised); any other
/// path is unreadable. Nothing touches the disk.
func fuzzOpenAPIReaderAndGenerator(_ bytes: [UInt8]) {
    let diagnostics = DiagnosticCollector()
    let spec = OpenAPIReader.read(file: "api/root.yaml", diagnostics: diagnostics) { path in
        guard path == "api/root.yaml" || path == "api/other.yaml" else {
            throw OpenAPIReader.FileNotReadable(path: path)
        }
        return bytes
    }
    if diagnostics.hasErrors {
        FuzzCheck.positioned(diagnostics.diagnostics, inputSize: bytes.count)
        return
    }
    guard let spec else { FuzzCheck.trap("no spec and no error") }
    FuzzCheck.generated(Generator.generate(specs: [spec]), inputSize: bytes.count)
}
