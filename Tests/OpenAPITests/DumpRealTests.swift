import Foundation
import Testing
@testable import EndpointGenCore

/// Prints the spec of one real document when `OPENAPI_DUMP=<file name>` is set (a reading
/// aid, not a check).
@Test func dumpRealDocumentWhenAsked() {
    guard let name = ProcessInfo.processInfo.environment["OPENAPI_DUMP"] else { return }
    let path = RealDocumentTests.folder.appendingPathComponent(name).path
    let diagnostics = DiagnosticCollector()
    guard let spec = OpenAPIReader.read(file: path, diagnostics: diagnostics) else { return }
    print(SpecDump.models(spec))
    print(SpecDump.endpoints(spec))
}

/// Writes the generated client of every real document under `OPENAPI_GENERATE_TO=<folder>`
/// (one subfolder per document), so it can be compiled by hand, for example with
/// `swiftc -typecheck -swift-version 6 -warnings-as-errors -I .build/debug/Modules <files>`
/// (a reading aid, not a check).
@Test func writeGeneratedClientsWhenAsked() throws {
    guard let output = ProcessInfo.processInfo.environment["OPENAPI_GENERATE_TO"] else { return }
    for name in RealDocumentTests.documents {
        let path = RealDocumentTests.folder.appendingPathComponent(name).path
        guard let spec = OpenAPIReader.read(file: path, diagnostics: DiagnosticCollector()) else { continue }
        let folder = URL(fileURLWithPath: output).appendingPathComponent(name)
        for (file, text) in Generator.generate(specs: [spec]).files {
            let url = folder.appendingPathComponent(file)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
    }
}
