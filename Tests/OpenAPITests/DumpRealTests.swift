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
