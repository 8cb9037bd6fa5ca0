import Foundation
import Testing
@testable import EndpointGenCore

/// The example package's committed client (Examples/HTTPBinClient/Sources/HTTPBinAPI/Generated)
/// is what the generator makes of Specs/httpbin.yaml today: a change to the spec, the templates
/// or the generator that is not followed by
/// `swift package --allow-writing-to-package-directory generate-endpoints` fails here.
@Suite struct ExampleClientTests {
    static let target = GoldenFiles.repositoryRoot.appendingPathComponent("Examples/HTTPBinClient/Sources/HTTPBinAPI")
    static let regenerate = "run `swift package --allow-writing-to-package-directory generate-endpoints` in Examples/HTTPBinClient"

    @Test func theTargetsSpecIsTheRepositorysHTTPBinSpec() throws {
        let spec = Self.target.appendingPathComponent("httpbin.yaml")
        let resolved = spec.resolvingSymlinksInPath().standardizedFileURL.path
        let original = GoldenFiles.repositoryRoot.appendingPathComponent("Specs/httpbin.yaml").resolvingSymlinksInPath().standardizedFileURL.path
        #expect(resolved == original)
        #expect(try Data(contentsOf: spec) == Data(contentsOf: URL(fileURLWithPath: original)))
    }

    @Test func committedCodeIsUpToDate() throws {
        // The arguments the command plugin passes for this target (it has no endpointgen.yaml).
        #expect(!FileManager.default.fileExists(atPath: Self.target.appendingPathComponent("endpointgen.yaml").path))
        let check = Command.run([
            "generate", Self.target.appendingPathComponent("httpbin.yaml").path,
            "--output", Self.target.appendingPathComponent("Generated").path, "--check",
        ])
        #expect(check.exitCode == 0, "Generated/ is stale; \(Self.regenerate):\n\(check.standardOutput)\(check.standardError)")
    }

    @Test func generatedFolderHoldsOnlyGeneratedFiles() throws {
        let folder = Self.target.appendingPathComponent("Generated")
        let files = GoldenFiles.read(folder)
        #expect(files.count > 30)
        for (name, text) in files {
            #expect(text.hasPrefix(Generator.headerMarker), "\(name) was not written by endpointgen")
        }
    }
}
