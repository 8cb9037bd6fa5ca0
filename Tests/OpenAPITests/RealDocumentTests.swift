import Foundation
import Testing
@testable import EndpointGenCore

/// Reads the real OpenAPI documents of `shared/specs/real` (beside the package's
/// checkout) and requires that none yields an error. Warnings are allowed; the figures are
/// printed per document.
@Suite struct RealDocumentTests {
    static let folder: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("../shared/specs/real").standardizedFileURL

    static let documents = [
        "oai-petstore.yaml", "oai-petstore-expanded.yaml", "oai-uspto.yaml",
        "swift-openapi-generator-petstore.yaml", "createapi-edgecases.yaml", "wikimedia.yaml",
        "asana.yaml", "twilio-api-v2010.yaml", "square-connect.yaml", "github-rest-api.yaml",
        "openai.yaml",
    ]

    @Test(arguments: documents)
    func readsWithoutErrors(_ name: String) throws {
        let path = Self.folder.appendingPathComponent(name).path
        #expect(FileManager.default.fileExists(atPath: path), "missing \(path): the real documents are expected in <package root>/../shared/specs/real")
        guard FileManager.default.fileExists(atPath: path) else { return }
        let diagnostics = DiagnosticCollector()
        let start = Date()
        let bytes = try OpenAPIReader.readFile(path)
        let document = try YAMLReader.read(bytes, file: path)
        let parsed = Date()
        let spec = OpenAPIReader.read(document: document, diagnostics: diagnostics)
        let end = Date()
        let errors = diagnostics.diagnostics.filter { $0.severity == .error }
        let warnings = diagnostics.diagnostics.filter { $0.severity == .warning }
        print(String(format: "%@: %d operations, %d models, %d warnings, read in %.3f s (YAML %.3f s + OpenAPI %.3f s)",
                     name, spec?.endpoints.count ?? -1, spec?.models.count ?? -1, warnings.count,
                     end.timeIntervalSince(start), parsed.timeIntervalSince(start), end.timeIntervalSince(parsed)))
        if ProcessInfo.processInfo.environment["OPENAPI_PRINT_WARNINGS"] != nil {
            for warning in warnings { print("  \(warning)") }
        }
        #expect(errors.isEmpty, "\(errors.map(\.description).joined(separator: "\n"))")
        #expect(spec != nil)
        UnsupportedWording.check(diagnostics.diagnostics)
    }

    @Test(arguments: ["swift-openapi-generator-petstore.yaml", "createapi-edgecases.yaml"])
    func readsDeterministically(_ name: String) {
        let path = Self.folder.appendingPathComponent(name).path
        guard FileManager.default.fileExists(atPath: path) else {
            Issue.record("missing \(path)")
            return
        }
        let first = OpenAPIReader.read(file: path, diagnostics: DiagnosticCollector())
        let second = OpenAPIReader.read(file: path, diagnostics: DiagnosticCollector())
        #expect(first != nil)
        #expect(first == second)
    }

    /// The generator takes every real document without an error (compiling the output is
    /// beyond a unit test: the github document alone is ~2,000 files).
    @Test(arguments: documents)
    func generatesWithoutErrors(_ name: String) {
        let path = Self.folder.appendingPathComponent(name).path
        guard FileManager.default.fileExists(atPath: path) else {
            Issue.record("missing \(path)")
            return
        }
        guard let spec = OpenAPIReader.read(file: path, diagnostics: DiagnosticCollector()) else {
            Issue.record("\(name) did not read")
            return
        }
        let start = Date()
        let result = Generator.generate(specs: [spec])
        let errors = result.diagnostics.filter { $0.severity == .error }
        print(String(format: "%@: generated %d files (%d requests, %d models), %d generator warnings, %.3f s",
                     name, result.files.count, result.endpointCount, result.modelCount,
                     result.diagnostics.count - errors.count, Date().timeIntervalSince(start)))
        #expect(errors.isEmpty, "\(errors.map(\.description).joined(separator: "\n"))")
        #expect(!result.files.isEmpty)
        UnsupportedWording.check(result.diagnostics)
    }
}
