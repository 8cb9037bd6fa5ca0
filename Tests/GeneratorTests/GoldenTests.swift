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
        // Hashable, as the round trips of CompiledGoldenTests compare values with ==.
        var options = GenerationOptions()
        options.conformances = [.hashable]
        let result = Generator.generate(specs: [Build.openAPIFeatures()], options: options)
        #expect(!result.hasErrors, "\(result.diagnostics)")
        #expect(result.diagnostics.map(\.message) == ["the default value of 'wrong' cannot be written as a value of its type 'Int?'; it is ignored"])
        try GoldenFiles.check(result.files, against: GoldenFiles.fixtures.appendingPathComponent("built/openapi-features/expected"))
    }

    /// Options from the case's arguments.txt (extra command-line flags) and endpointgen.yaml
    /// (a config file, its paths relative to the case's folder), if any.
    static func options(in folder: URL) throws -> GenerationOptions {
        let url = folder.appendingPathComponent("arguments.txt")
        let flags = FileManager.default.contents(atPath: url.path).map {
            String(decoding: $0, as: UTF8.self).split(whereSeparator: \.isWhitespace).map(String.init)
        } ?? []
        var arguments = try Command.parseGenerate(["spec.yaml", "--output", "x"] + flags)
        let config = folder.appendingPathComponent("endpointgen.yaml").path
        if FileManager.default.fileExists(atPath: config) {
            arguments = arguments.applying(try ConfigFile.load(config))
        }
        return arguments.options
    }
}

/// The hostile-text golden really holds every hazard, in every place spec text reaches the output.
@Suite struct HostileFixtureTests {
    static let hazards = ["*/", "\"\"\"", "\\(", "\\", "\n", "#\""]

    @Test func everyHazardIsInTheSpec() throws {
        let path = GoldenFiles.fixtures.appendingPathComponent("valid/hostile-text/spec.yaml").path
        let diagnostics = DiagnosticCollector()
        let spec = try #require(SpecLoader.load(contentsOf: path, diagnostics: diagnostics))
        #expect(!diagnostics.hasErrors)
        let enumValues = spec.models.flatMap { model -> [String] in
            if case .enumeration(let values) = model.kind { return values.map(\.value.value) }
            return []
        }.joined()
        let propertyKeys = spec.models.flatMap { model -> [String] in
            if case .object(let properties) = model.kind { return properties.map(\.name.value) + properties.compactMap(\.key?.value) }
            return []
        }.joined()
        for hazard in Self.hazards {
            #expect(spec.description?.contains(hazard) == true, "description lacks \(hazard)")
            #expect(enumValues.contains(hazard), "enum values lack \(hazard)")
            #expect(propertyKeys.contains(hazard), "JSON keys lack \(hazard)")
        }
        for hazard in ["*/", "\"\"\"", "\\("] {
            #expect(spec.servers.contains { $0.url.value.contains(hazard) || ($0.description ?? "").contains(hazard) }, "servers lack \(hazard)")
            #expect(spec.endpoints.contains { $0.path.value.contains(hazard) }, "paths lack \(hazard)")
            #expect(spec.headers.contains { $0.value.value.contains(hazard) }, "header values lack \(hazard)")
        }
    }
}
