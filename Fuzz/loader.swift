// libFuzzer harness for the endpoint spec loader alone (YAML → Spec with diagnostics), faster
// per input than the `spec` target, which also generates. Built by `scripts/fuzz loader SECONDS`.

/// libFuzzer's entry point: loads one input as a spec file and checks that a failure is
/// reported as positioned errors and that success leaves no error.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSpecLoader(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let diagnostics = DiagnosticCollector()
    let spec = SpecLoader.load(bytes: bytes, file: "fuzz.yaml", diagnostics: diagnostics)
    if diagnostics.hasErrors {
        FuzzCheck.positioned(diagnostics.diagnostics, inputSize: bytes.count)
    } else if spec == nil {
        FuzzCheck.trap("no spec and no error")
    }
    return 0
}
