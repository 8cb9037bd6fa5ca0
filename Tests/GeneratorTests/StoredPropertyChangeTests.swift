import Foundation
import Testing
@testable import EndpointGenCore

/// `storedProperties: let` in the API surface: the manifest records the keyword, and switching
/// from `var` to `let` (callers can no longer assign) is a breaking change of `--check` and the
/// report; `let` to `var` an added ability.
@Suite struct StoredPropertyChangeTests {
    static let spec = """
        api: Blog
        models:
          Post:
            properties:
              title: String?
        endpoints:
          getPost:
            method: GET
            path: /posts/{id}
            pathParams:
              id: Int
            response: Post

        """

    @Test func varToLetIsBreakingAndLetToVarIsNot() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let spec = folder.file("blog.yaml").path, output = folder.file("Generated").path
        try folder.write("blog.yaml", Self.spec)
        // A `var` generation writes no keyword, as the versions before it did.
        #expect(Command.run(["generate", spec, "--output", output]).exitCode == 0)
        let varManifest = try #require(folder.read("Generated/" + GenerationManifest.fileName))
        #expect(!varManifest.contains("\"let\"") && varManifest.contains("{\"property\": \"title\", \"type\": \"String?\"}\n"), "\(varManifest)")

        let check = Command.run(["generate", spec, "--output", output, "--check", "--stored-properties", "let"])
        #expect(check.exitCode == 1)
        #expect(check.standardOutput.contains(
            "endpointgen: generating would make 2 breaking changes, 0 other changes to the Swift API since the last generation\n"),
            "\(check.standardOutput)")
        for lines in [
            "  Blog.Post.title: now let: code that assigns it no longer compiles\n"
                + "    old  var title: String?  blog.yaml (models.Post)\n"
                + "    new  let title: String?  blog.yaml (models.Post)\n",
            "  Blog.GetPost.id: now let: code that assigns it no longer compiles\n"
                + "    old  var id: Int  blog.yaml (endpoints.getPost)\n"
                + "    new  let id: Int  blog.yaml (endpoints.getPost)\n",
        ] {
            #expect(check.standardOutput.contains(lines), "\(check.standardOutput)")
        }
        #expect(folder.read("Generated/" + GenerationManifest.fileName) == varManifest, "--check writes nothing")

        // Generated with `let`: the manifest says so, and reads back as the same API.
        #expect(Command.run(["generate", spec, "--output", output, "--stored-properties", "let"]).exitCode == 0)
        let letManifest = try #require(folder.read("Generated/" + GenerationManifest.fileName))
        #expect(letManifest.contains("{\"property\": \"title\", \"let\": true, \"type\": \"String?\"}\n"), "\(letManifest)")
        #expect(letManifest.contains("{\"parameter\": \"id\", \"id\": \"path id\", \"let\": true, \"type\": \"Int\", \"required\": true}\n"), "\(letManifest)")
        let again = Command.run(["generate", spec, "--output", output, "--check", "--stored-properties", "let"])
        #expect(again.exitCode == 0, "\(again.standardOutput)")

        // Back to `var`: an added ability, not a breaking change (`--check` lists breaking ones only).
        let back = Command.run(["generate", spec, "--output", output, "--check"])
        #expect(back.exitCode == 1 && !back.standardOutput.contains("breaking change"), "\(back.standardOutput)")
        let regenerated = Command.run(["generate", spec, "--output", output])
        #expect(regenerated.standardOutput.contains(
            "endpointgen: API changes since the last generation: 0 breaking changes, 2 other changes\n"), "\(regenerated.standardOutput)")
        #expect(regenerated.standardOutput.contains("  Blog.Post.title: now var: callers may assign it\n"
            + "    old  let title: String?  blog.yaml (models.Post)\n"), "\(regenerated.standardOutput)")
    }

    /// The config file's `storedProperties: let` is what `generate` reads from it.
    @Test func theConfigFileSwitchIsReported() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("blog.yaml", Self.spec)
        try folder.write("endpointgen.yaml", "specs: [blog.yaml]\n")
        let config = folder.file("endpointgen.yaml").path, output = folder.file("Generated").path
        #expect(Command.run(["generate", "--config", config, "--output", output]).exitCode == 0)
        try folder.write("endpointgen.yaml", "specs: [blog.yaml]\nstoredProperties: let\n")
        let check = Command.run(["generate", "--config", config, "--output", output, "--check"])
        #expect(check.exitCode == 1)
        #expect(check.standardOutput.contains("2 breaking changes") && check.standardOutput.contains("Blog.Post.title: now let"), "\(check.standardOutput)")
    }

    @Test func manifestsOfEarlierVersionsStillRead() throws {
        let header = Generator.headerMarker + ": x\n" + GenerationManifest.formatLine + "\n"
        // No keyword: `var`. A constant written out in full (as before `"let"`) is still a `let`.
        let earlier = try GenerationManifest.surface(from: header + """
            {"API": "Blog", "file": "blog.yaml"}
              {"model": "Post"}
                {"property": "title", "type": "String?"}
                {"property": "kind", "swift": "let kind: String", "type": "String", "detail": "constant \\"post\\""}

            """)
        let members = try #require(earlier.apis.first?.children.first?.children)
        #expect(members.map(\.swift) == ["var title: String?", "let kind: String"])
        let written = GenerationManifest.text(of: earlier)
        #expect(written.contains("{\"property\": \"kind\", \"let\": true, \"type\": \"String\", \"detail\": \"constant \\\"post\\\"\"}\n"), "\(written)")
        #expect(APIComparison.compare(earlier, try GenerationManifest.surface(from: written)).isEmpty)
        // `let` on a declaration that has no `var` form is not a declaration.
        #expect(throws: GenerationManifest.ReadError.self) {
            try GenerationManifest.surface(from: header + "{\"API\": \"Blog\", \"let\": true}\n")
        }
    }

    /// A format 1 manifest (before `let` was recorded) said `var` for every member, also under
    /// `storedProperties: let`: the first generation after an upgrade compares no keywords, so it
    /// reports no false breaking change, and writes format 2.
    @Test func aFormatOneManifestReportsNoKeywordChange() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let spec = folder.file("blog.yaml").path, output = folder.file("Generated").path
        try folder.write("blog.yaml", Self.spec)
        #expect(Command.run(["generate", spec, "--output", output, "--stored-properties", "let"]).exitCode == 0)
        let path = "Generated/" + GenerationManifest.fileName
        let current = try #require(folder.read(path))
        #expect(current.contains("\n" + GenerationManifest.formatLine + "\n") && current.contains("\"let\": true"))
        // What the previous version wrote for the same files.
        let formatOne = current.replacingOccurrences(of: GenerationManifest.formatLine, with: GenerationManifest.formatLine1)
            .replacingOccurrences(of: "\"let\": true, ", with: "")
        try folder.write(path, formatOne)
        #expect(try GenerationManifest.surface(from: formatOne).recordsStorageKeywords == false)

        let check = Command.run(["generate", spec, "--output", output, "--check", "--stored-properties", "let"])
        #expect(!check.standardOutput.contains("breaking change") && !check.standardOutput.contains("now let"), "\(check.standardOutput)")
        let regenerated = Command.run(["generate", spec, "--output", output, "--stored-properties", "let"])
        #expect(regenerated.exitCode == 0 && !regenerated.standardOutput.contains("now let"), "\(regenerated.standardOutput)")
        #expect(folder.read(path) == current, "the manifest is written again in format 2")
        // Against format 2, the same switch is reported again.
        let toVar = Command.run(["generate", spec, "--output", output])
        #expect(toVar.standardOutput.contains("Blog.Post.title: now var: callers may assign it"), "\(toVar.standardOutput)")
    }

    @Test func oneParameterPredicateForOrderAndSequences() {
        let parameterKinds = APISurface.Declaration.Kind.allCases.filter(\.isInitializerParameter)
        #expect(parameterKinds == [.property, .parameter, .requestBody])
    }
}
