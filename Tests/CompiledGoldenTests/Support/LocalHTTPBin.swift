import EndpointRuntime
import Foundation

/// A local httpbin for the live tests: `$HTTPBIN_URL` when set, else `scripts/test-server httpbin`
/// started once per test process. The script serves until its standard input closes; this
/// process holds the only writing end, so the server stops when the tests end.
enum LocalHTTPBin {
    struct Unavailable: Error, CustomStringConvertible {
        var description: String
    }

    /// A client for the server, with the generated API's coding rules.
    static func client() throws -> APIClient {
        APIClient(baseURL: try baseURL.get(), coding: HTTPBin.coding, headerFields: HTTPBin.defaultHeaderFields)
    }

    /// A client whose base URL is the server's URL followed by `path` (e.g. `anything`, the echo
    /// route that answers any method and path below it), with another API's coding rules.
    static func client(appending path: String, coding: JSONCoding, middlewares: [any Middleware] = []) throws -> APIClient {
        APIClient(baseURL: try baseURL.get().appendingPathComponent(path), coding: coding, middlewares: middlewares)
    }

    private static let baseURL: Result<URL, any Error> = Result {
        if let text = ProcessInfo.processInfo.environment["HTTPBIN_URL"], let url = URL(string: text) { return url }
        return try startTestServer("httpbin")
    }

    /// Starts `scripts/test-server NAME` and returns the URL it prints; the server stops when
    /// this process ends (it serves until its standard input, held here, closes).
    static func startTestServer(_ name: String) throws -> URL {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", root.appendingPathComponent("scripts/test-server").path, name]
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
            throw Unavailable(description: "scripts/test-server \(name) did not start (run scripts/bootstrap)")
        }
        Keeper.keep(process: process, input: input)
        return url
    }

    /// Holds the server processes and the write ends of their input for the life of the test process.
    private final class Keeper: Sendable {
        nonisolated(unsafe) private static var kept: [Any] = []
        static func keep(process: Process, input: Pipe) { kept += [process, input] }
    }
}
