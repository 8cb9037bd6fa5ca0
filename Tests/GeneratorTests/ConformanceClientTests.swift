import Foundation
import Testing
@testable import EndpointGenCore

/// The conformance suite's committed clients (Tests/Conformance/*Client/Generated) are what the
/// generator makes of the committed OpenAPI documents today: a change to the templates or the
/// generator not followed by `scripts/update-conformance` fails here. (That the documents are
/// still what the servers write is checked by the conformance tests, which run the servers.)
@Suite struct ConformanceClientTests {
    @Test(arguments: ["FastAPIClient/openapi.json", "DjangoClient/openapi.yaml"])
    func committedCodeIsUpToDate(_ document: String) throws {
        let spec = GoldenFiles.repositoryRoot.appendingPathComponent("Tests/Conformance/" + document)
        let generated = spec.deletingLastPathComponent().appendingPathComponent("Generated")
        // The default conformances (Hashable), as scripts/update-conformance generates them: the
        // tests compare values sent and received.
        let check = Command.run(["generate", spec.path, "--output", generated.path, "--check"])
        #expect(check.exitCode == 0, "\(generated.path) is stale; run scripts/update-conformance:\n\(check.standardOutput)\(check.standardError)")
        #expect(GoldenFiles.read(generated).allSatisfy { $0.value.hasPrefix(Generator.headerMarker) })
    }
}
