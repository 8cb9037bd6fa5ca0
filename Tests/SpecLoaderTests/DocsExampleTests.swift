import Foundation
import Testing
@testable import EndpointGenCore

/// The complete example at the top of the format reference (`docs/spec-format.md`) loads
/// without a diagnostic, so the reference cannot drift from the loader unnoticed.
@Suite struct DocsExampleTests {
    @Test func theReferenceExampleLoadsClean() throws {
        let text = try String(contentsOf: TestSupport.packageRoot.appendingPathComponent("docs/spec-format.md"), encoding: .utf8)
        let blocks = text.components(separatedBy: "```yaml\n").dropFirst().compactMap { $0.components(separatedBy: "```").first }
        let whole = try #require(blocks.first { $0.hasPrefix("api:") })
        let (spec, output) = TestSupport.load(whole)
        #expect(output == [])
        #expect(spec?.endpoints.first?.name.value == "getPost")
    }

    /// Every YAML snippet of the reference is valid where it belongs: a snippet is wrapped,
    /// by its indentation, into a top-level spec (0), an `endpoints:` entry (2), an endpoint
    /// (4) or a model's properties (6). Models the snippets name without defining them are
    /// the only errors allowed.
    @Test func everySnippetIsValidInItsPlace() throws {
        let text = try String(contentsOf: TestSupport.packageRoot.appendingPathComponent("docs/spec-format.md"), encoding: .utf8)
        var snippets = 0
        for block in text.components(separatedBy: "```yaml\n").dropFirst() {
            guard let raw = block.components(separatedBy: "```").first else { continue }
            let snippet = raw
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
            #expect(unexpected == [], "snippet:\n\(snippet)")
            snippets += 1
        }
        #expect(snippets >= 20)
    }
}
