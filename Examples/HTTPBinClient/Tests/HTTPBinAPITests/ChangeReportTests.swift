import Foundation
import Testing

/// What regenerating this package's client prints after a change to its spec: a copy of
/// Sources/HTTPBinAPI (its spec and its committed Generated folder, whose .endpointgen-manifest
/// records the client's Swift API) is regenerated from a changed spec with the arguments the
/// command plugin uses, and the report must say, in Swift terms, what the app has to change.
@Suite struct ChangeReportTests {
    /// Examples/HTTPBinClient.
    static let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The endpointgen tool the plugins run: SwiftPM's build of it next to the tests, or the
    /// one `ENDPOINTGEN_PREBUILT_TOOL` names (an artifact bundle in the root package, as
    /// scripts/test sets it; Package.swift of the root package).
    static func tool() -> URL? {
        if let bundle = ProcessInfo.processInfo.environment["ENDPOINTGEN_PREBUILT_TOOL"] {
            let root = package.deletingLastPathComponent().deletingLastPathComponent()
            return URL(fileURLWithPath: bundle, relativeTo: root).appendingPathComponent("bin/endpointgen")
        }
        let folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        return [folder, Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent()]
            .flatMap { [$0.appendingPathComponent("endpointgen-tool"), $0.appendingPathComponent("endpointgen")] }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// The next version of the API: an endpoint gone, one new, a response property that may
    /// now be missing, a request property that must now be sent, a new enum value.
    static let changes: [(old: String, new: String)] = [
        ("  delay:\n    method: GET\n    path: /delay/{seconds}\n    summary: Answers after a delay of at most 10 seconds.\n    pathParams:\n      seconds: Int\n    response: GetEcho\n",
         "  base64:\n    method: GET\n    path: /base64/{value}\n    summary: Decodes base64url text.\n    pathParams:\n      value: String\n    response: String\n"),
        ("        type: String\n        description: The caller's IP address.", "        type: String?\n        description: The caller's IP address."),
        ("      remember: Bool?", "      remember: Bool"),
        ("    enum: [all, draft]", "    enum: [all, draft, final]"),
    ]

    @Test func regeneratingAfterASpecChangePrintsWhatTheAppMustChange() throws {
        guard let tool = Self.tool() else {
            Issue.record("endpointgen was not built next to the tests; run `swift build --build-tests` first")
            return
        }
        let target = Self.package.appendingPathComponent("Sources/HTTPBinAPI")
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("httpbin-change-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: work) }
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: target.appendingPathComponent("Generated"), to: work.appendingPathComponent("Generated"))
        var spec = try String(contentsOf: target.appendingPathComponent("httpbin.yaml"), encoding: .utf8)
        for (old, new) in Self.changes {
            #expect(spec.components(separatedBy: old).count == 2, "'\(old)' is not in httpbin.yaml once")
            spec = spec.replacingOccurrences(of: old, with: new)
        }
        try Data(spec.utf8).write(to: work.appendingPathComponent("httpbin.yaml"))

        let process = Process()
        process.executableURL = tool
        process.currentDirectoryURL = work
        process.arguments = ["generate", "httpbin.yaml", "--output", "Generated"]
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let errorText = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0 && errorText.isEmpty, "\(errorText)")
        let report = text.split(separator: "\n", omittingEmptySubsequences: false).dropFirst().joined(separator: "\n")
        #expect(report == """
            endpointgen: API changes since the last generation: 4 breaking changes, 1 other change
            Breaking changes:
              HTTPBin.Delay: endpoint removed (GET /delay/{seconds})
                old  struct Delay: APIRequest  httpbin.yaml (endpoints.delay)
              HTTPBin.IPAddress.origin: became optional: String is now String?; code that reads it must unwrap it
                old  var origin: String   httpbin.yaml (models.IPAddress)
                new  var origin: String?  httpbin.yaml (models.IPAddress)
              HTTPBin.Login.remember: became required: Bool? is now Bool; callers of the initializer must pass it
                old  var remember: Bool?  httpbin.yaml (models.Login)
                new  var remember: Bool   httpbin.yaml (models.Login)
              HTTPBin.SlideType.final: enum case added; a switch without a default case must handle it
                new  case final // "final"  httpbin.yaml (models.SlideType)
            Other changes:
              HTTPBin.Base64: endpoint added (GET /base64/{value})
                new  struct Base64: APIRequest  httpbin.yaml (endpoints.base64)

            """, "\(text)")
    }
}
