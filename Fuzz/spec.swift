// libFuzzer harness for the endpoint spec loader and the generator: bytes in, positioned
// diagnostics or Swift files out. Built by `scripts/fuzz` into one binary with the
// EndpointGenCore sources.

/// The `spec` target: loads one input as a spec file and, when it loads without errors,
/// generates Swift from it, checking the promises of both stages.
func fuzzSpecLoaderAndGenerator(_ bytes: [UInt8]) {
    let diagnostics = DiagnosticCollector()
    let spec = SpecLoader.load(bytes: bytes, file: "fuzz.yaml", diagnostics: diagnostics)
    if diagnostics.hasErrors {
        FuzzCheck.positioned(diagnostics.diagnostics, inputSize: bytes.count)
        return
    }
    guard let spec else { FuzzCheck.trap("no spec and no error") }
    FuzzCheck.generated(Generator.generate(specs: [spec]), inputSize: bytes.count)
}
