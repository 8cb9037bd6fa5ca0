import EndpointGenCore
import Foundation
import Testing

/// Hostile sizes and shapes in a spec file end as an error with a position, never a crash, a
/// hang or memory without bound.
@Suite struct ResourceBoundsTests {
    /// The diagnostics of loading `text` as `spec.yaml`, one per line.
    func load(_ text: String) -> (spec: Spec?, printed: String) {
        load(Array(text.utf8))
    }

    func load(_ bytes: [UInt8]) -> (spec: Spec?, printed: String) {
        let diagnostics = DiagnosticCollector()
        let spec = SpecLoader.load(bytes: bytes, file: "spec.yaml", diagnostics: diagnostics)
        return (spec, diagnostics.sorted.map(\.description).joined(separator: "\n"))
    }

    /// "Billion laughs" inside a spec: nine levels of nine aliases under a model's description.
    @Test func anAliasBombIsRejectedAtTheAliasThatPassesTheBudget() {
        var lines = ["api: Bomb", "x-laughs:", #"  a: &a ["lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol"]"#]
        for (previous, name) in zip("abcdefgh", "bcdefghi") {
            let aliases = Array(repeating: "*\(previous)", count: 9).joined(separator: ", ")
            lines.append("  \(name): &\(name) [\(aliases)]")
        }
        let result = load(lines.joined(separator: "\n") + "\n")
        #expect(result.spec == nil)
        #expect(result.printed.hasPrefix("spec.yaml:9:10: error: aliases expand to more than 1000000 nodes"), "\(result.printed)")
    }

    @Test func deepNestingIsRejectedAtTheLevelThatPassesTheLimit() {
        let text = "api: Deep\nmodels:\n  M:\n    properties:\n      p: " + String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000) + "\n"
        let result = load(text)
        #expect(result.spec == nil)
        // Depth 4 at `p:`'s value; the 257th level is the 253rd bracket.
        #expect(result.printed == "spec.yaml:5:262: error: the document nests deeper than 256 levels", "\(result.printed)")
    }

    /// The YAML reader reads it (see YAMLLimitsTests); the loader rejects it at its position.
    @Test func aHundredMegabyteScalarIsRejectedAtItsPosition() {
        var bytes = Array("api: Big\ndescription: ".utf8)
        bytes.append(contentsOf: repeatElement(UInt8(ascii: "a"), count: 100_000_000))
        bytes.append(contentsOf: Array("\nendpoints: {}\n".utf8))
        let result = load(bytes)
        #expect(result.spec == nil)
        #expect(result.printed == "spec.yaml:2:14: error: this value is 100000000 bytes long; a YAML value may hold at most 1048576 bytes (1 MiB)")
    }

    @Test func valuesUpToOneMebibyteAreAcceptedAndOneByteMoreIsNot() {
        let fits = "api: Big\ndescription: " + String(repeating: "é", count: YAMLLimits.default.maxScalarBytes / 2) + "\n"
        #expect(load(fits).printed == "")
        let long = "api: Big\ndescription: " + String(repeating: "é", count: YAMLLimits.default.maxScalarBytes / 2) + "a\n"
        #expect(load(long).printed == "spec.yaml:2:14: error: this value is 1048577 bytes long; a YAML value may hold at most 1048576 bytes (1 MiB)")
    }
}
