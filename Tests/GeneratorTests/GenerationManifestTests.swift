import Foundation
import Testing
@testable import EndpointGenCore

/// The generation manifest and the change report that `generate` prints from it.
@Suite struct GenerationManifestTests {
    /// The specs of the repository and of the generator's golden cases.
    static let specs: [String] = {
        let root = GoldenFiles.repositoryRoot
        var paths = ["Specs/books.yaml", "Specs/httpbin.yaml", "Specs/jsonplaceholder.yaml"].map { root.appendingPathComponent($0).path }
        paths += GoldenTests.specCases.map { GoldenFiles.fixtures.appendingPathComponent("valid/\($0)/spec.yaml").path }
        paths += ["oai-petstore", "createapi-edgecases", "swift-openapi-generator-petstore"].map {
            GoldenTests.realDocumentsFolder.appendingPathComponent($0 + ".yaml").path
        }
        return paths
    }()

    @Test(arguments: specs)
    func aManifestReadsBackAsTheSameAPI(_ spec: String) throws {
        let result = Generator.generate(specFiles: [spec])
        #expect(!result.hasErrors, "\(result.diagnostics)")
        let surface = try #require(result.surface)
        let text = try #require(result.manifest)
        let read = try GenerationManifest.surface(from: text)
        let report = APIComparison.compare(read, surface)
        #expect(report.isEmpty, "\(report.text())")
        #expect(GenerationManifest.text(of: read) == text)
    }

    @Test func theManifestOfTheBooksExample() throws {
        let result = Generator.generate(specFiles: [GoldenFiles.repositoryRoot.appendingPathComponent("Specs/books.yaml").path])
        let manifest = try #require(result.manifest)
        #expect(manifest.hasPrefix(Generator.headerMarker))
        #expect(manifest.contains("\n{\"API\": \"Bookshop\", "), "\(manifest)")
        #expect(!manifest.contains(":1"), "no line numbers: \(manifest)")
    }

    @Test func unreadableManifests() throws {
        let header = Generator.headerMarker + ": x\n" + GenerationManifest.formatLine + "\n"
        func reason(_ text: String) -> String? {
            do {
                _ = try GenerationManifest.surface(from: text)
                return nil
            } catch {
                return error.description
            }
        }
        #expect(reason("{}\n") == "line 1: not a manifest written by endpointgen")
        #expect(reason(Generator.headerMarker + "\n// format 2\n") == "line 2: a manifest format this version does not read")
        #expect(reason(header + "{\"API\": \"A\"}\n    {\"model\": \"B\"}\n") == "line 4: indented deeper than the line before allows")
        #expect(reason(header + "{\"API\": \"A\"}\n  {\"model\": \"B\", \"property\": \"c\"}\n") == "line 4: not a declaration")
        #expect(reason(header + "{\"API\": \"A\"\n") == "line 3: not a declaration")
        #expect(reason(header + "{\"gadget\": \"A\"}\n") == "line 3: not a declaration")
        // A line indented with a tab is at the top level, where only an API is; an API is never
        // a member (read as it was, these made a report of every declaration removed).
        #expect(reason(header + "{\"API\": \"A\"}\n\t{\"model\": \"B\"}\n") == "line 4: not a declaration")
        #expect(reason(header + "{\"model\": \"B\"}\n") == "line 3: not a declaration")
        #expect(reason(header + "{\"API\": \"A\"}\n  {\"API\": \"B\"}\n") == "line 4: not a declaration")
        #expect(reason(header) == nil)
    }

    /// `blog.yaml` generated, then changed and generated again into the same folder.
    @Test func regenerationPrintsTheReport() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let spec = folder.file("blog.yaml").path, output = folder.file("Generated").path
        try folder.write("blog.yaml", APIChangeTests.blog)
        let first = Command.run(["generate", spec, "--output", output])
        #expect(first.exitCode == 0)
        #expect(!first.standardOutput.contains("API changes"), "a first generation prints nothing extra")
        try folder.write("blog.yaml", APIChangeTests.blog(with: [
            ("      title: String?\n      body", "      title: String\n      body"),
            ("  deletePost:\n    method: DELETE\n    path: /posts/{id}\n    pathParams:\n      id: Int\n", ""),
        ]))
        let breaking = """
            Breaking changes:
              Blog.DeletePost: endpoint removed (DELETE /posts/{id})
                old  struct DeletePost: APIRequest  blog.yaml (endpoints.deletePost)
              Blog.Post.title: became required: String? is now String; callers of the initializer must pass it
                old  var title: String?  blog.yaml (models.Post)
                new  var title: String   blog.yaml (models.Post)

            """
        let check = Command.run(["generate", spec, "--output", output, "--check"])
        #expect(check.exitCode == 1)
        #expect(check.standardOutput.contains("endpointgen: generating would make 2 breaking changes, 0 other changes to the Swift API since the last generation\n" + breaking),
                "\(check.standardOutput)")
        let second = Command.run(["generate", spec, "--output", output])
        #expect(second.exitCode == 0)
        #expect(second.standardOutput.hasSuffix(" unchanged, 1 removed\n"
            + "endpointgen: API changes since the last generation: 2 breaking changes, 0 other changes\n" + breaking), "\(second.standardOutput)")
        // The manifest was rewritten: a third run reports nothing.
        let third = Command.run(["generate", spec, "--output", output])
        #expect(!third.standardOutput.contains("API changes") && third.standardOutput.contains(" 0 files written"), "\(third.standardOutput)")
    }

    /// An OpenAPI document generated, then changed and generated again: the old places are
    /// where the user finds them in that document (JSON pointers, as the doc comments' remarks
    /// write them), not paths of the endpoint-spec format.
    @Test func regenerationOfAnOpenAPIDocumentNamesItsPlaces() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let spec = folder.file("pets.yaml").path, output = folder.file("Generated").path
        let securedPetstore = APIChangeTests.petstore + """
              securitySchemes:
                token: {type: http, scheme: bearer}

            """
        try folder.write("pets.yaml", securedPetstore)
        #expect(Command.run(["generate", spec, "--output", output]).exitCode == 0)
        // The usual places are left out of the manifest: the API's says it is an OpenAPI document.
        let manifest = try #require(folder.read("Generated/" + GenerationManifest.fileName))
        #expect(manifest.contains("{\"API\": \"Pets\", \"detail\": \"dates: ISO 8601\", \"spec\": \"#/info\", \"file\": \"pets.yaml\"}\n"), "\(manifest)")
        #expect(manifest.components(separatedBy: "\"spec\"").count == 2, "\(manifest)")
        var changed = securedPetstore
        for (old, new) in [
            ("    delete:\n      operationId: deletePet\n", "    put:\n      operationId: replacePet\n"),
            ("required: [id, name]", "required: [id, name, tag]"),
            ("  - url: https://pets.example.com\n", "  - url: https://api.pets.example.com\n"),
            ("  securitySchemes:\n    token: {type: http, scheme: bearer}\n", ""),
        ] {
            #expect(changed.components(separatedBy: old).count == 2, "'\(old)'")
            changed = changed.replacingOccurrences(of: old, with: new)
        }
        try folder.write("pets.yaml", changed)
        let second = Command.run(["generate", spec, "--output", output])
        #expect(second.exitCode == 0)
        for line in [
            "    old  struct DeletePet: APIRequest  pets.yaml (#/paths/~1pets~1{id}/delete)\n",
            "    old  var tag: String?  pets.yaml (#/components/schemas/Pet)\n",
            // Both sides named alike: no line the old side lacks, no path the user did not give.
            "    new  var tag: String   pets.yaml (#/components/schemas/Pet)\n",
            "    old  APIServer(url: \"https://pets.example.com\")  pets.yaml (#/servers)\n",
            "    old  static func tokenMiddleware(token: String) -> BearerTokenMiddleware  pets.yaml (#/components/securitySchemes/token)\n",
        ] {
            #expect(second.standardOutput.contains(line), "\(second.standardOutput)")
        }
        #expect(!second.standardOutput.contains("(endpoints.") && !second.standardOutput.contains("(models.")
            && !second.standardOutput.contains("(api)"), "\(second.standardOutput)")
    }

    @Test func anUnreadableManifestIsAWarningAndWrittenAgain() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let spec = folder.file("blog.yaml").path, output = folder.file("Generated").path
        try folder.write("blog.yaml", APIChangeTests.blog)
        #expect(Command.run(["generate", spec, "--output", output]).exitCode == 0)
        let manifest = "Generated/" + GenerationManifest.fileName
        try folder.write(manifest, Generator.headerMarker + "\n// format 1: one declaration per line, JSON, indented under its parent\n{oops\n")
        let outcome = Command.run(["generate", spec, "--output", output])
        #expect(outcome.exitCode == 0)
        #expect(outcome.standardError == "\(output)/\(GenerationManifest.fileName):3:1: warning: the manifest cannot be read: not a declaration; no API change report this time (the manifest is written again)\n")
        #expect(outcome.standardOutput.contains("1 file written"), "\(outcome.standardOutput)")
        #expect(try GenerationManifest.surface(from: folder.read(manifest) ?? "").apis.count == 1)
        // A file of that name that endpointgen did not write is left alone, and nothing is written.
        try folder.write(manifest, "my notes\n")
        let mine = Command.run(["generate", spec, "--output", output])
        #expect(mine.exitCode == 1 && folder.read(manifest) == "my notes\n")
        #expect(mine.standardError.contains("exists and was not generated by endpointgen"), "\(mine.standardError)")
        // The warning before that error does not promise to write the manifest again.
        #expect(!mine.standardError.contains("written again"), "\(mine.standardError)")
        try folder.write(manifest, "")
        let empty = Command.run(["generate", spec, "--output", output])
        #expect(empty.exitCode == 1 && !empty.standardError.contains("written again"), "\(empty.standardError)")
    }

    /// A manifest whose line breaks a checkout turned into Windows' (Git's `core.autocrlf`)
    /// still gives the report (it said the manifest was not endpointgen's and gave none).
    @Test func aManifestWithWindowsLineBreaksIsRead() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let spec = folder.file("blog.yaml").path, output = folder.file("Generated").path
        try folder.write("blog.yaml", APIChangeTests.blog)
        #expect(Command.run(["generate", spec, "--output", output]).exitCode == 0)
        let manifest = "Generated/" + GenerationManifest.fileName
        let text = try #require(folder.read(manifest))
        try folder.write(manifest, text.replacingOccurrences(of: "\n", with: "\r\n"))
        try folder.write("blog.yaml", APIChangeTests.blog(with: [("      title: String?\n      body", "      title: String\n      body")]))
        let outcome = Command.run(["generate", spec, "--output", output])
        #expect(outcome.exitCode == 0)
        #expect(outcome.standardError.isEmpty, "\(outcome.standardError)")
        #expect(outcome.standardOutput.contains("API changes since the last generation: 1 breaking change, 0 other changes\n"), "\(outcome.standardOutput)")
        #expect(outcome.standardOutput.contains("Blog.Post.title: became required"), "\(outcome.standardOutput)")
    }

    @Test func aTemporaryManifestLeftByAKilledRunIsRemoved() {
        #expect(OutputWriter.isLeftoverTemporary("Generated/..endpointgen-manifest.4242.tmp"))
        #expect(!OutputWriter.isLeftoverTemporary("Generated/.endpointgen-manifest"))
        #expect(!OutputWriter.isLeftoverTemporary("Generated/..notes.4242.tmp"))
    }
}
