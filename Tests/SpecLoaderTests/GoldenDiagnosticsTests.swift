import Foundation
import Testing
@testable import EndpointGenCore

/// Each folder of `Fixtures/invalid/` holds a `spec.yaml` with mistakes and the exact
/// diagnostics the loader must print for it, `diagnostics.txt`, compared byte for byte.
/// The file is loaded under the relative name `spec.yaml`, so the golden does not depend on
/// where the package is checked out.
@Suite struct GoldenDiagnosticsTests {
    static let folder = TestSupport.packageRoot.appendingPathComponent("Tests/SpecLoaderTests/Fixtures/invalid")

    static func cases() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    }

    @Test func thereAreAtLeast25Cases() {
        #expect(Self.cases().count >= 25)
    }

    @Test(arguments: cases())
    func diagnosticsMatchTheGolden(_ name: String) throws {
        let directory = Self.folder.appendingPathComponent(name)
        let bytes = try [UInt8](Data(contentsOf: directory.appendingPathComponent("spec.yaml")))
        let diagnostics = DiagnosticCollector()
        _ = SpecLoader.load(bytes: bytes, file: "spec.yaml", diagnostics: diagnostics)
        #expect(diagnostics.hasErrors || diagnostics.diagnostics.contains { $0.severity == .warning }, "an invalid case must produce a diagnostic")
        let output = diagnostics.sorted.map { "\($0)\n" }.joined()
        GoldenFile.check(output, against: directory.appendingPathComponent("diagnostics.txt"))
    }
}
