// libFuzzer's entry point for the one fuzz binary `scripts/fuzz` builds: every harness of
// `Fuzz/` is compiled in, and `ENDPOINTGEN_FUZZ_TARGET` (set by the script) picks the one that
// gets the inputs, so the EndpointGenCore sources are compiled once for every target.

import Foundation

/// The harness of each target, by the name of its file in `Fuzz/`.
private let harnesses: [String: @Sendable ([UInt8]) -> Void] = [
    "yaml": fuzzYAMLReader,
    "loader": fuzzSpecLoader,
    "spec": fuzzSpecLoaderAndGenerator,
    "openapi": fuzzOpenAPIReaderAndGenerator,
]

/// The harness `ENDPOINTGEN_FUZZ_TARGET` names, chosen once; an unknown or missing name stops
/// the process before the first input.
private let selectedHarness: @Sendable ([UInt8]) -> Void = {
    let name = ProcessInfo.processInfo.environment["ENDPOINTGEN_FUZZ_TARGET"] ?? ""
    guard let harness = harnesses[name] else {
        FuzzCheck.trap("ENDPOINTGEN_FUZZ_TARGET is '\(name)', not one of \(harnesses.keys.sorted())")
    }
    return harness
}()

/// libFuzzer's entry point: hands one input to the selected harness.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    selectedHarness(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
    return 0
}
