// libFuzzer harness for the endpoint spec loader and the generator: bytes in, positioned
// diagnostics or Swift files out. Built by `scripts/fuzz spec SECONDS` together with the
// EndpointGenCore sources.

/// libFuzzer's entry point: loads one input as a spec file and, when it loads without errors,
/// generates Swift from it, checking the promises of both stages.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSpecLoaderAndGenerator(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let diagnostics = DiagnosticCollector()
    let spec = SpecLoader.load(bytes: bytes, file: "fuzz.yaml", diagnostics: diagnostics)
    if diagnostics.hasErrors {
        FuzzCheck.positioned(diagnostics.diagnostics, inputSize: bytes.count)
        return 0
    }
    guard let spec else { FuzzCheck.trap("no spec and no error") }
    FuzzCheck.generated(Generator.generate(specs: [spec]), inputSize: bytes.count)
    return 0
}
