import Foundation
import EndpointRuntime

/// The httpbin server the real-server tests talk to.
///
/// `$HTTPBIN_URL` wins when set (e.g. a server someone started by hand). Otherwise the first test
/// that needs it starts `scripts/httpbin-server`, once per test process: gunicorn on 127.0.0.1 and
/// a free port. The script serves until its standard input closes, and this process holds the
/// only writing end of that pipe, so the server stops when the test process exits, however it
/// exits; nothing is left running.
enum HTTPBin {
    /// The base URL, e.g. `http://127.0.0.1:41215`.
    static var url: URL {
        get throws { try server.get() }
    }

    /// A client for httpbin with the given middlewares and timeout.
    static func client(timeout: Double = 30, middlewares: [any Middleware] = []) throws -> APIClient {
        APIClient(baseURL: try url, timeout: timeout, middlewares: middlewares)
    }

    private static let server: Result<URL, any Error> = Result {
        if let text = ProcessInfo.processInfo.environment["HTTPBIN_URL"], let url = URL(string: text) {
            return url
        }
        return try LocalServer.start()
    }
}

/// The running `scripts/httpbin-server` process; kept alive for the whole test process.
private final class LocalServer {
    struct StartFailure: Error, CustomStringConvertible {
        var description: String
    }

    private let process: Process
    private let input: Pipe
    nonisolated(unsafe) private static var running: LocalServer?

    private init(process: Process, input: Pipe) {
        self.process = process
        self.input = input
    }

    static func start() throws -> URL {
        let root = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
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
            throw StartFailure(description: "scripts/httpbin-server did not start (is httpbin installed? run scripts/bootstrap)")
        }
        running = LocalServer(process: process, input: input)
        return url
    }
}
