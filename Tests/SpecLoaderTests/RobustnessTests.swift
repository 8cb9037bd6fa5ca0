import Foundation
import Testing
@testable import EndpointGenCore

/// Truncated and garbled versions of every spec in `Specs/` are reported, never crash the
/// loader: a crash would end this test process. Each variant must also keep the loader's
/// promises: `nil` only with an error, every diagnostic inside the file's lines.
@Suite struct RobustnessTests {
    /// A small deterministic generator (SplitMix64), so every run tries the same variants.
    struct SplitMix64: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// Loads one variant and checks the invariants; returns whether an error was reported.
    @discardableResult
    static func check(_ bytes: [UInt8], _ label: @autoclosure () -> String) -> Bool {
        let diagnostics = DiagnosticCollector()
        let spec = SpecLoader.load(bytes: bytes, file: "spec.yaml", diagnostics: diagnostics)
        if spec == nil {
            #expect(diagnostics.hasErrors, "nil without an error: \(label())")
        }
        let lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).count
        for diagnostic in diagnostics.diagnostics {
            if let location = diagnostic.location {
                #expect(location.file == "spec.yaml" && location.line >= 1 && location.line <= lines + 1 && location.column >= 1, "\(diagnostic) outside the file: \(label())")
            }
        }
        return diagnostics.hasErrors
    }

    @Test(arguments: try TestSupport.specFiles().map(\.lastPathComponent))
    func everyTruncationIsReportedOrValid(_ name: String) throws {
        let bytes = try [UInt8](Data(contentsOf: TestSupport.packageRoot.appendingPathComponent("Specs/\(name)")))
        var withErrors = 0
        for length in 0..<bytes.count {
            if Self.check(Array(bytes[0..<length]), "\(name) cut at \(length)") { withErrors += 1 }
        }
        // Cutting inside a key, a type or a required mapping is an error; only cuts at a few
        // places (such as between two whole endpoints) leave a valid spec.
        #expect(withErrors * 2 > bytes.count, "\(withErrors) of \(bytes.count) truncations reported an error")
        print("\(name): \(withErrors) of \(bytes.count) truncations reported errors")
    }

    @Test(arguments: try TestSupport.specFiles().map(\.lastPathComponent))
    func garbledBytesAreReportedNotCrashed(_ name: String) throws {
        let original = try [UInt8](Data(contentsOf: TestSupport.packageRoot.appendingPathComponent("Specs/\(name)")))
        var random = SplitMix64(state: 0x5EED_0000 &+ UInt64(original.count))
        // Bytes that matter to YAML and to the spec format, and some that are never valid.
        let interesting: [UInt8] = Array("[]{}:?-#&*!|>'\"%@` \t\n/,".utf8) + [0x00, 0x7F, 0xC3, 0xFF, 0xFE, 0x80]
        var withErrors = 0
        let variants = 400
        for variant in 0..<variants {
            var bytes = original
            let edits = Int.random(in: 1...4, using: &random)
            for _ in 0..<edits where !bytes.isEmpty {
                let at = Int.random(in: 0..<bytes.count, using: &random)
                switch Int.random(in: 0..<5, using: &random) {
                case 0: bytes[at] ^= UInt8(1 << Int.random(in: 0..<8, using: &random))
                case 1: bytes.remove(at: at)
                case 2: bytes.insert(interesting[Int.random(in: 0..<interesting.count, using: &random)], at: at)
                case 3: bytes[at] = interesting[Int.random(in: 0..<interesting.count, using: &random)]
                default:
                    let end = min(bytes.count, at + Int.random(in: 1...40, using: &random))
                    bytes.insert(contentsOf: bytes[at..<end], at: Int.random(in: 0...bytes.count, using: &random))
                }
            }
            if Self.check(bytes, "\(name) variant \(variant)") { withErrors += 1 }
        }
        // Some edits land in comments or descriptions and leave a valid spec; most do not.
        #expect(withErrors * 3 > variants, "only \(withErrors) of \(variants) garbled variants reported an error")
        print("\(name): \(withErrors) of \(variants) garbled variants reported errors")
    }

    @Test func hostileYAMLIsReported() {
        let cases: [String] = [
            "",  // no document
            "\u{FEFF}api: X\n",
            "api: X\0\n",
            String(repeating: "[", count: 10_000),
            "a: &a [x, x, x, x, x, x, x, x, x, x]\nb: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a, *a]\nc: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b, *b]\nd: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c, *c]\ne: &e [*d, *d, *d, *d, *d, *d, *d, *d, *d, *d]\nf: [*e, *e, *e, *e, *e, *e, *e, *e, *e, *e]\n",
            "api: X\nmodels:\n  A: *unknown\n",
            "api: X\nmodels: &m\n  A:\n    type: [A]\n  B: *m\n",
        ]
        for (index, text) in cases.enumerated() {
            Self.check(Array(text.utf8), "hostile case \(index)")
        }
        Self.check([0xFF, 0xFE, 0x00, 0x61], "UTF-16 bytes")
        Self.check([0x61, 0x70, 0x69, 0x3A, 0x20, 0xC3, 0x28, 0x0A], "invalid UTF-8")
    }

    @Test func deepTypeTextIsAnErrorNotAStackOverflow() {
        let yaml = "api: X\nmodels:\n  A:\n    type: \"" + String(repeating: "[", count: 100_000) + "Int\"\n"
        let (spec, output) = TestSupport.load(yaml)
        #expect(spec != nil)
        #expect(output == ["spec.yaml:4:44: error: the type nests deeper than 32 levels"])
    }

    @Test func longAliasChainsAreFollowedWithoutRecursion() {
        // Built in code: the YAML text of 100 000 models would take long to read, and the
        // point is the validator's walk, which must not recurse once per alias.
        let count = 100_000
        func at(_ line: Int) -> EndpointGenCore.SourceLocation { EndpointGenCore.SourceLocation(file: "spec.yaml", line: line, column: 3) }
        let models = (0..<count).map { index in
            Spec.Model(name: Located("A\(index)", at: at(index + 1)), kind: .alias(Located(.optional(.array(.model("A\((index + 1) % count)"))), at: at(index + 1))))
        }
        let diagnostics = DiagnosticCollector()
        SpecValidator(spec: Spec(file: "spec.yaml", api: Located("X", at: at(1)), models: models), diagnostics: diagnostics).validate()
        #expect(diagnostics.diagnostics.count == 1)
        #expect(diagnostics.diagnostics.first?.message == "alias 'A0' refers to itself: 'A0' → 'A1' → 'A2' → 'A3' → 'A4' → 'A5' → … (99994 more) → 'A0'; an alias cycle must pass through an object model")
        #expect(diagnostics.diagnostics.first?.notes.count == 5)
    }
}
