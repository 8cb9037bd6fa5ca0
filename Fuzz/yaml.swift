// libFuzzer harness for the YAML reader: arbitrary bytes in, a tree or positioned
// diagnostics out. Built by `scripts/fuzz` into one binary with the EndpointGenCore
// sources (one module, so internal declarations are visible).

/// The `yaml` target: reads one input and checks the reader's promises about it.
///
/// The reader must return a document or throw diagnostics, each an error with a 1-based
/// position inside the input; anything else (a crash, a sanitizer report, a position of 0)
/// stops the fuzzer with the input saved.
func fuzzYAMLReader(_ bytes: [UInt8]) {
    do {
        _ = try YAMLReader.read(bytes, file: "fuzz.yaml")
    } catch {
        FuzzCheck.positioned(error.diagnostics, inputSize: bytes.count)
    }
}
