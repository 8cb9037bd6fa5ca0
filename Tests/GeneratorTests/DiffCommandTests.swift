import Foundation
import Testing
@testable import EndpointGenCore

/// `endpointgen diff` on the command line: output formats, exit status, usage errors, and the
/// golden report of a realistic change to a large real document.
@Suite struct DiffCommandTests {
    /// A folder with `old/blog.yaml` and `new/blog.yaml`, a post's title made required.
    static func versions() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("old/blog.yaml", APIChangeTests.blog)
        try folder.write("new/blog.yaml", APIChangeTests.blog(with: [("      title: String?\n      body", "      title: String\n      body"), ("  Status:\n", "  Tag:\n    properties:\n      name: String\n  Status:\n")]))
        return folder
    }

    @Test func textReportAndExitStatus() throws {
        let folder = try Self.versions()
        defer { folder.remove() }
        let old = folder.file("old/blog.yaml").path, new = folder.file("new/blog.yaml").path
        let plain = Command.run(["diff", old, new])
        #expect(plain.exitCode == 0 && plain.standardError.isEmpty)
        #expect(plain.standardOutput == """
            endpointgen: \(old) → \(new): 1 breaking change, 1 other change
            Breaking changes:
              Blog.Post.title: became required: String? is now String; callers of the initializer must pass it
                old  var title: String?  \(old):10:7
                new  var title: String   \(new):10:7
            Other changes:
              Blog.Tag: model added
                new  struct Tag  \(new):19:3

            """)
        let failing = Command.run(["diff", old, new, "--fail-on", "breaking"])
        #expect(failing.exitCode == 1 && failing.standardOutput == plain.standardOutput)
        #expect(failing.standardError == "endpointgen: failing because of --fail-on breaking\n")
        #expect(Command.run(["diff", old, old, "--fail-on", "any"]).exitCode == 0)
        #expect(Command.run(["diff", old, new, "--fail-on", "any"]).exitCode == 1)
        #expect(Command.run(["diff", old, new, "--fail-on", "never"]).exitCode == 0)
        #expect(Command.run(["diff", old, old]).standardOutput == "endpointgen: \(old) → \(old): no change to the Swift API\n")
    }

    /// A folder that holds both versions of one API: one error that says so, naming both.
    @Test func aFolderWithTwoVersionsOfOneAPISaysSo() throws {
        let folder = try Self.versions()
        defer { folder.remove() }
        try folder.write("both/blog.yaml", try String(contentsOf: folder.file("old/blog.yaml"), encoding: .utf8))
        try folder.write("both/blog2.yaml", try String(contentsOf: folder.file("new/blog.yaml"), encoding: .utf8))
        let outcome = Command.run(["diff", folder.file("both").path, folder.file("new").path])
        #expect(outcome.exitCode == 1)
        let both = folder.file("both").path
        #expect(outcome.standardError.components(separatedBy: "both declare the API").count == 2, "\(outcome.standardError)")
        #expect(outcome.standardError.contains("\(both)/blog2.yaml and \(both)/blog.yaml both declare the API 'Blog'"), "\(outcome.standardError)")
        #expect(!outcome.standardError.contains("same Swift name"), "\(outcome.standardError)")
    }

    @Test func jsonReport() throws {
        let folder = try Self.versions()
        defer { folder.remove() }
        let old = folder.file("old/blog.yaml").path, new = folder.file("new/blog.yaml").path
        let outcome = Command.run(["diff", old, new, "--format", "json"])
        #expect(outcome.exitCode == 0)
        let report = try JSONDecoder().decode(APIChangeReport.self, from: Data(outcome.standardOutput.utf8))
        #expect(report.breaking.map(\.swiftName) == ["Blog.Post.title"] && report.nonBreaking.map(\.swiftName) == ["Blog.Tag"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8)) as? [String: Any])
        let first = try #require((object["breaking"] as? [[String: Any]])?.first)
        #expect(first["kind"] as? String == "becameRequired" && first["isBreaking"] as? Bool == true)
        #expect((first["old"] as? [String: Any])?["location"] as? String == "\(old):10:7")
        #expect((first["new"] as? [String: Any])?["specPath"] as? String == "models.Post.properties.title")
    }

    @Test func configNamesApplyToBothVersions() throws {
        let folder = try Self.versions()
        defer { folder.remove() }
        try folder.write("endpointgen.yaml", "names:\n  Post: Article\n")
        let outcome = Command.run(["diff", folder.file("old/blog.yaml").path, folder.file("new/blog.yaml").path, "--config", folder.file("endpointgen.yaml").path])
        #expect(outcome.standardOutput.contains("  Blog.Article.title: became required"), "\(outcome.standardOutput)")
    }

    /// With the operations that use `Post` filtered out, as `generate` would leave them out, the
    /// change to `Post.title` is no change to the client; the model no operation uses stays.
    @Test func configOperationsFilterBothVersions() throws {
        let folder = try Self.versions()
        defer { folder.remove() }
        try folder.write("endpointgen.yaml", "operations:\n  exclude:\n    operationIds: [getPost, createPost]\n")
        let old = folder.file("old/blog.yaml").path, new = folder.file("new/blog.yaml").path
        let outcome = Command.run(["diff", old, new, "--config", folder.file("endpointgen.yaml").path, "--fail-on", "breaking"])
        #expect(outcome.exitCode == 0 && outcome.standardError.isEmpty, "\(outcome.standardError)")
        #expect(outcome.standardOutput == """
            endpointgen: \(old) → \(new): 0 breaking changes, 1 other change
            Other changes:
              Blog.Tag: model added
                new  struct Tag  \(new):19:3

            """)
    }

    @Test func mistakes() throws {
        let folder = try Self.versions()
        defer { folder.remove() }
        let old = folder.file("old/blog.yaml").path
        #expect(Command.run(["diff", old]).standardError.hasPrefix("endpointgen: error: diff takes two specs (or folders of specs), OLD and NEW, not 1\n"))
        #expect(Command.run(["diff", old, old, "--format", "xml"]).exitCode == 2)
        #expect(Command.run(["diff", old, old, "--fail-on", "sometimes"]).standardError.hasPrefix("endpointgen: error: --fail-on must be breaking, any or never, not 'sometimes'\n"))
        try folder.write("bad.yaml", "api: Blog\nmodels:\n  Post:\n    properties:\n      id: Integer\n")
        let bad = Command.run(["diff", old, folder.file("bad.yaml").path])
        #expect(bad.exitCode == 1 && bad.standardOutput.isEmpty)
        #expect(bad.standardError.contains("bad.yaml:5:11: error: "), "\(bad.standardError)")
        #expect(bad.standardError.hasSuffix("endpointgen: 1 error; nothing was compared\n"))
        #expect(Command.run(["diff", "--help"]).standardOutput.contains("--fail-on W"))
    }

}

/// The golden report of a realistic change to a large real document (re-recorded by
/// scripts/update-goldens with the other goldens).
extension GoldenTests {
    /// A realistic change to GitHub's REST API description (3 MB), made on a copy at run time
    /// (the copy is not committed): an endpoint removed, one added, a property made required,
    /// another's type changed.
    @Test func githubChangeReport() throws {
        let original = Self.realDocumentsFolder.appendingPathComponent("github-rest-api.yaml")
        try #require(FileManager.default.fileExists(atPath: original.path),
                     "missing \(original.path): the real documents are expected in <package root>/../shared/specs/real")
        let text = try String(contentsOf: original, encoding: .utf8)
        var changed = text
        /// Replaces the first `old` after `anchor`, which must be in the document once.
        func replace(_ old: String, with new: String, after anchor: String) throws {
            #expect(changed.components(separatedBy: anchor).count == 2, "'\(anchor)' is not in the document once")
            let start = try #require(changed.range(of: anchor))
            let range = try #require(changed.range(of: old, range: start.upperBound..<changed.endIndex))
            changed.replaceSubrange(range, with: new)
        }
        // The endpoint GET /zen removed, GET /licenses/{license}/summary added in its place.
        let zen = try #require(changed.range(of: "  \"/zen\":\n")), components = try #require(changed.range(of: "\ncomponents:\n"))
        changed.replaceSubrange(zen.lowerBound..<components.lowerBound, with: """
              "/licenses/{license}/summary":
                get:
                  summary: Get a license summary
                  operationId: licenses/get-summary
                  parameters:
                  - name: license
                    in: path
                    required: true
                    schema:
                      type: string
                  responses:
                    '200':
                      description: Response
                      content:
                        application/json:
                          schema:
                            "$ref": "#/components/schemas/license-simple"
            """)
        // license-simple: node_id becomes an integer, html_url required.
        try replace("node_id:\n          type: string\n", with: "node_id:\n          type: integer\n", after: "\n    license-simple:\n")
        try replace("      - node_id\n", with: "      - node_id\n      - html_url\n", after: "\n    license-simple:\n")
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("old/github-rest-api.yaml", text)
        try folder.write("new/github-rest-api.yaml", changed)
        // Read once (the command's own output is tested on small specs above).
        let result = APIDiff.compare(old: folder.file("old/github-rest-api.yaml").path, new: folder.file("new/github-rest-api.yaml").path)
        #expect(!result.diagnostics.contains { $0.severity == .error }, "\(result.diagnostics)")
        let report = try #require(result.report)
        let relative = { (output: String) in output.replacingOccurrences(of: folder.path + "/", with: "") }
        try GoldenFiles.check(["report.txt": relative(report.summary + "\n" + report.text()), "report.json": relative(report.json())],
                              against: GoldenFiles.fixtures.appendingPathComponent("changes/github"))
    }
}
