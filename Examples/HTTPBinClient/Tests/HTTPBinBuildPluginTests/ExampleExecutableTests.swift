import Foundation
import Testing

/// The `httpbin-client` executable (the command plugin's committed client) against a real local
/// httpbin: every call succeeds, one `ok` line each. `swift test` builds the executable with the
/// tests; it is found next to the test bundle.
@Suite struct ExampleExecutableTests {
    @Test func everyCallSucceeds() async throws {
        let folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let executable = [folder, Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent()]
            .map { $0.appendingPathComponent("httpbin-client") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
        guard let executable else {
            Issue.record("httpbin-client was not built next to the tests (\(folder.path)); run `swift build` first")
            return
        }
        let process = Process()
        process.executableURL = executable
        process.arguments = [try LocalServer.baseURL().absoluteString]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n")
        #expect(process.terminationStatus == 0, "\(lines.joined(separator: "\n"))")
        #expect(!lines.contains { $0.hasPrefix("FAIL") })
        // One line per call of Sources/httpbin-client (25 calls over the spec's 23 endpoints).
        #expect(lines.filter { $0.hasPrefix("ok ") }.count == 25)
        #expect(lines.last == "25 calls succeeded, 0 failed")
    }
}
