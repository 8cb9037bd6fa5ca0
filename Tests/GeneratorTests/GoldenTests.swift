import Foundation
import Testing
@testable import EndpointGenCore

/// Golden files: each case's generated output must equal its `expected/` folder byte for byte.
/// Re-record with scripts/update-goldens.
@Suite struct GoldenTests {
    /// The folders of Fixtures/valid that hold a spec.yaml.
    static let specCases: [String] = {
        let folder = GoldenFiles.fixtures.appendingPathComponent("valid")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter {
            FileManager.default.fileExists(atPath: folder.appendingPathComponent($0).appendingPathComponent("spec.yaml").path)
        }.sorted()
    }()

    /// The stems of the example specs in Specs/.
    static let exampleSpecs: [String] = {
        let folder = GoldenFiles.repositoryRoot.appendingPathComponent("Specs")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".yaml") }.map { String($0.dropLast(5)) }.sorted()
    }()

    @Test func fixturesAreFound() {
        #expect(Self.specCases.count >= 6)
        #expect(Self.exampleSpecs.count >= 3)
    }

    @Test(arguments: specCases)
    func specCase(_ name: String) throws {
        let folder = GoldenFiles.fixtures.appendingPathComponent("valid").appendingPathComponent(name)
        let options = try Self.options(in: folder)
        let result = Generator.generate(specFiles: [folder.appendingPathComponent("spec.yaml").path], options: options)
        #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty, "\(result.diagnostics)")
        try GoldenFiles.check(result.files, against: folder.appendingPathComponent("expected"))
    }

    @Test(arguments: exampleSpecs)
    func exampleSpec(_ stem: String) throws {
        let spec = GoldenFiles.repositoryRoot.appendingPathComponent("Specs").appendingPathComponent(stem + ".yaml")
        let result = Generator.generate(specFiles: [spec.path])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        try GoldenFiles.check(result.files, against: GoldenFiles.fixtures.appendingPathComponent("specs").appendingPathComponent(stem).appendingPathComponent("expected"))
    }

    @Test func openAPIFeatures() throws {
        let result = Generator.generate(specs: [Build.openAPIFeatures()])
        #expect(!result.hasErrors, "\(result.diagnostics)")
        #expect(result.diagnostics.map(\.message) == ["the default value of 'wrong' does not fit its type 'Int?' and is ignored"])
        try GoldenFiles.check(result.files, against: GoldenFiles.fixtures.appendingPathComponent("built/openapi-features/expected"))
    }

    /// Options from the case's arguments.txt (extra command-line flags), if any.
    static func options(in folder: URL) throws -> GenerationOptions {
        let url = folder.appendingPathComponent("arguments.txt")
        guard let data = FileManager.default.contents(atPath: url.path) else { return GenerationOptions() }
        let flags = String(decoding: data, as: UTF8.self).split(whereSeparator: \.isWhitespace).map(String.init)
        return try Command.parseGenerate(["spec.yaml", "--output", "x"] + flags).options
    }
}
