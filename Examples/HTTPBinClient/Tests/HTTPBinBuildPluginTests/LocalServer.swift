import Foundation

/// The httpbin these tests call: `$HTTPBIN_URL` when set, else a server started once per test
/// process by the repository's scripts/httpbin-server, which serves until its standard input
/// closes. This process holds the only writing end of that input, so the server stops when the
/// tests end, even if they crash.
enum LocalServer {
    struct Unavailable: Error, CustomStringConvertible {
        var description: String
    }

    /// The server's base URL, e.g. `http://127.0.0.1:40123`.
    static func baseURL() throws -> URL { try started.get() }

    private static let started: Result<URL, any Error> = Result {
        if let text = ProcessInfo.processInfo.environment["HTTPBIN_URL"], let url = URL(string: text) { return url }
        // Tests/HTTPBinBuildPluginTests/LocalServer.swift → Examples/HTTPBinClient → the repository.
        var root = URL(fileURLWithPath: #filePath)
        for _ in 0..<5 { root.deleteLastPathComponent() }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", root.appendingPathComponent("scripts/httpbin-server").path]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        var line = Data()
        while !line.contains(UInt8(ascii: "\n")) {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            line += chunk
        }
        let text = String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard let url = URL(string: text), url.host != nil else {
            throw Unavailable(description: "scripts/httpbin-server did not start (run scripts/bootstrap)")
        }
        Keeper.keep([process, input])
        return url
    }

    /// Keeps the server process and the writing end of its input alive until the process exits.
    private final class Keeper: Sendable {
        nonisolated(unsafe) private static var kept: [Any] = []
        static func keep(_ objects: [Any]) { kept = objects }
    }
}
