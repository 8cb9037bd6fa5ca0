import Foundation
import Testing
@testable import EndpointGenCore

/// The embedded default templates and user overrides.
@Suite struct TemplateTests {
    @Test func embeddedTemplatesMatchTheTemplatesFolder() throws {
        let folder = GoldenFiles.repositoryRoot.appendingPathComponent("Templates")
        var sources: [String: String] = [:]
        for file in try FileManager.default.contentsOfDirectory(atPath: folder.path) where file.hasSuffix(".mustache") {
            let data = try #require(FileManager.default.contents(atPath: folder.appendingPathComponent(file).path))
            sources[String(file.dropLast(".mustache".count))] = String(decoding: data, as: UTF8.self)
        }
        #expect(sources == DefaultTemplates.sources, "Sources/EndpointGenCore/Render/DefaultTemplates.swift is stale: run scripts/embed-templates")
        for name in TemplateSet.entryPoints { #expect(sources[name] != nil) }
    }

    @Test func aFolderOverridesSomeTemplatesAndAddsPartials() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("file.mustache", "// custom file\n{{#declarations}}\n{{{.}}}\n{{/declarations}}\n")
        try folder.write("namespace.mustache", "{{access}} enum {{namespace}} { {{>extra}} }\n")
        try folder.write("extra.mustache", "static let custom = true")
        let result = Generator.generate(specs: [Build.spec("Tiny", endpoints: [Build.endpoint("ping", .get, "/ping")])],
                                        options: GenerationOptions(templatesDirectory: folder.path))
        #expect(!result.hasErrors, "\(result.diagnostics)")
        let namespace = try #require(result.files["Tiny/Tiny.swift"])
        #expect(namespace.hasPrefix(Generator.headerMarker))
        #expect(namespace.hasSuffix("\n// custom file\npublic enum Tiny { static let custom = true }\n"))
        #expect(result.files["Tiny/Requests/Tiny.Ping.swift"]?.contains("public struct Ping: APIRequest") == true)
    }

    @Test func templateErrorsPointAtTheTemplate() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("model.mustache", "line one\n{{#isObject}}never closed\n")
        let result = Generator.generate(specs: [Build.spec("Tiny")], options: GenerationOptions(templatesDirectory: folder.path))
        #expect(result.hasErrors)
        #expect(result.files.isEmpty)
        let location = try #require(result.diagnostics.first?.location)
        #expect(location.file == folder.file("model.mustache").path)
        #expect(location.line == 2)
    }

    @Test func accessLevelReachesEveryDeclaration() {
        let result = Generator.generate(specs: [Build.spec("Tiny", models: [Build.object("M", [Build.property("a", Build.int)])])],
                                        options: GenerationOptions(access: .package))
        let model = result.files["Tiny/Models/Tiny.M.swift"] ?? ""
        #expect(model.contains("package struct M"))
        #expect(model.contains("package var a: Int"))
        #expect(model.contains("package init("))
        #expect(!model.contains("public"))
    }
}
