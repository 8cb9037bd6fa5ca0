import EndpointGenCore
import Foundation
import Testing

/// Replays the inputs fuzzing found (and the committed seeds) through the checks of the fuzz
/// harnesses in `Fuzz/`, so a crash or hang that was fixed stays fixed.
@Suite struct FuzzRegressionTests {
    /// The YAML reader returns a document or positioned errors for each input.
    @Test(arguments: Paths.fuzzInputs("yaml"))
    func yamlInputIsReadOrRejectedWithPositions(_ input: URL) throws {
        let bytes = try [UInt8](Data(contentsOf: input))
        do {
            _ = try YAMLReader.read(bytes, file: "fuzz.yaml")
        } catch {
            expectPositionedErrors(error.diagnostics, inputSize: bytes.count)
        }
    }

    /// The spec loader returns a spec without errors or positioned errors for each input of the
    /// `loader` and `spec` targets, and generation from a loaded spec keeps its promises.
    @Test(arguments: Paths.fuzzInputs("loader") + Paths.fuzzInputs("spec"))
    func specInputIsLoadedOrRejectedWithPositions(_ input: URL) throws {
        let bytes = try [UInt8](Data(contentsOf: input))
        let diagnostics = DiagnosticCollector()
        let spec = SpecLoader.load(bytes: bytes, file: "fuzz.yaml", diagnostics: diagnostics)
        if diagnostics.hasErrors {
            expectPositionedErrors(diagnostics.diagnostics, inputSize: bytes.count)
            return
        }
        let loaded = try #require(spec)
        // What the `spec` harness checks after loading: generation fails with positioned errors
        // and no files, or gives files at plain relative paths, each with the header.
        let result = Generator.generate(specs: [loaded])
        if result.hasErrors {
            #expect(result.files.isEmpty)
            expectPositionedErrors(result.diagnostics, inputSize: bytes.count)
            return
        }
        #expect(!result.files.isEmpty)
        for (path, text) in result.files {
            let components = path.split(separator: "/", omittingEmptySubsequences: false)
            #expect(!path.hasPrefix("/") && !components.contains("..") && !components.contains(".") && !components.contains(""), "\(path)")
            #expect(text.hasPrefix(Generator.headerMarker), "\(path)")
        }
    }

    @Test func everyTargetHasARegressionFolder() {
        for target in ["yaml", "loader", "spec", "openapi"] {
            var isFolder: ObjCBool = false
            let path = Paths.fixtures.appendingPathComponent("fuzz-regressions/\(target)").path
            #expect(FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue, "\(path)")
        }
    }
}

/// Expects what the fuzz harnesses check: at least one error, and every position 1-based and
/// within the input (a line per byte at most).
func expectPositionedErrors(_ diagnostics: [Diagnostic], inputSize: Int, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    #expect(diagnostics.contains { $0.severity == .error }, "no error among \(diagnostics)", sourceLocation: sourceLocation)
    for diagnostic in diagnostics {
        guard let location = diagnostic.location else { continue }
        #expect(location.line >= 1 && location.column >= 1 && location.line <= inputSize + 1,
                "impossible position: \(diagnostic)", sourceLocation: sourceLocation)
    }
}
