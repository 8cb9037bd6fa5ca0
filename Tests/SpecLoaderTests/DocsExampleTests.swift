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
}
