import Foundation
import Testing
@testable import EndpointGenCore

/// The YAML of the format reference (`Sources/endpointgen/EndpointGen.docc/Spec*.md`), of its
/// getting-started article and of the README is valid where it belongs, so the documentation
/// cannot drift from the loader unnoticed.
@Suite struct DocsExampleTests {
    static let catalog = "Sources/endpointgen/EndpointGen.docc/"
    /// The documents whose YAML blocks are endpoint specs or parts of one.
    static let documents = ["SpecFormat.md", "SpecTypes.md", "SpecModels.md", "SpecEndpoints.md", "GettingStarted.md"]
        .map { catalog + $0 } + ["README.md"]

    static func yamlBlocks(of document: String) throws -> [String] {
        let text = try String(contentsOf: TestSupport.packageRoot.appendingPathComponent(document), encoding: .utf8)
        return text.components(separatedBy: "```yaml\n").dropFirst().compactMap { $0.components(separatedBy: "```").first }
    }

    @Test func theReferenceExampleLoadsClean() throws {
        let blocks = try Self.yamlBlocks(of: Self.catalog + "SpecFormat.md")
        let whole = try #require(blocks.first { $0.hasPrefix("api:") })
        let (spec, output) = TestSupport.load(whole)
        #expect(output == [])
        #expect(spec?.endpoints.first?.name.value == "getPost")
    }

    /// Every YAML snippet is valid where it belongs: a snippet is wrapped, by its indentation,
    /// into a top-level spec (0), an `endpoints:` entry (2), an endpoint (4) or a model's
    /// properties (6). Models the snippets name without defining them are the only errors
    /// allowed.
    @Test(arguments: documents) func everySnippetIsValidInItsPlace(_ document: String) throws {
        var snippets = 0
        for snippet in try Self.yamlBlocks(of: document) {
            let first = snippet.prefix { $0 == " " }.count
            let wrapped: String
            switch first {
            case 0: wrapped = snippet.hasPrefix("api:") ? snippet : "api: Doc\n" + snippet
            case 2: wrapped = "api: Doc\nendpoints:\n" + snippet
            case 4: wrapped = "api: Doc\nendpoints:\n  e:\n    method: POST\n    path: /e/{id}\n" + snippet
            default: wrapped = "api: Doc\nmodels:\n  M:\n    properties:\n" + snippet
            }
            let (_, output) = TestSupport.load(wrapped)
            let unexpected = output.filter { !$0.contains("error: unknown type") }
            #expect(unexpected == [], "\(document) snippet:\n\(snippet)")
            snippets += 1
        }
        #expect(snippets >= 1, "\(document) has no YAML snippet")
    }
}
