import Foundation
@testable import EndpointGenCore

/// Paths and helpers shared by the spec loader tests.
enum TestSupport {
    /// The package's root folder, found from this file's path.
    static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Every `.yaml` file of `Specs/`, sorted by name.
    static func specFiles() throws -> [URL] {
        let folder = packageRoot.appendingPathComponent("Specs")
        return try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".yaml") }
            .sorted()
            .map { folder.appendingPathComponent($0) }
    }

    /// Loads YAML text as `spec.yaml`; returns the spec and the sorted diagnostics as printed.
    static func load(_ yaml: String, file: String = "spec.yaml") -> (spec: Spec?, output: [String]) {
        let diagnostics = DiagnosticCollector()
        let spec = SpecLoader.load(bytes: Array(yaml.utf8), file: file, diagnostics: diagnostics)
        return (spec, diagnostics.sorted.map(\.description))
    }
}
