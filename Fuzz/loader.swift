// libFuzzer harness for the endpoint spec loader alone (YAML → Spec with diagnostics), faster
// per input than the `spec` target, which also generates. Built by `scripts/fuzz` into one binary.

/// The `loader` target: loads one input as a spec file and checks that a failure is
/// reported as positioned errors and that success leaves no error.
func fuzzSpecLoader(_ bytes: [UInt8]) {
    let diagnostics = DiagnosticCollector()
    let spec = SpecLoader.load(bytes: bytes, file: "fuzz.yaml", diagnostics: diagnostics)
    if diagnostics.hasErrors {
        FuzzCheck.positioned(diagnostics.diagnostics, inputSize: bytes.count)
    } else if spec == nil {
        FuzzCheck.trap("no spec and no error")
    }
}
