import EndpointRuntime
import Foundation

/// A server of the conformance suite, started once per test process by `scripts/test-server`
/// on 127.0.0.1 and a free port.
///
/// The script serves until its standard input closes. This process holds the only writing end
/// of that pipe, kept open until the process ends, so the server stops when the test process
/// ends, however it ends.
public struct TestServer: Sendable {
    /// The base URL, e.g. `http://127.0.0.1:41215`.
    public let url: URL

    /// The scripts' processes and pipes, kept for the life of the test process.
    private final class Running: @unchecked Sendable {
        private let lock = NSLock()
        private var objects: [AnyObject] = []
        func keep(_ object: AnyObject) { lock.withLock { objects.append(object) } }
    }

    private static let running = Running()

    /// The repository's root folder.
    public static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Starts `scripts/test-server <name>` and waits for the URL it prints.
    ///
    /// - Throws: ``StartFailure`` when the script does not print a URL (the framework is not
    ///   installed, say: run scripts/bootstrap).
    public static func start(_ name: String) throws -> TestServer {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", repositoryRoot.appendingPathComponent("scripts/test-server").path, name]
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
            throw StartFailure(description: "scripts/test-server \(name) did not start (run scripts/bootstrap)")
        }
        running.keep(process)
        running.keep(input)
        return TestServer(url: url)
    }

    /// The server did not start.
    public struct StartFailure: Error, CustomStringConvertible {
        public var description: String
    }

    /// The bytes at `path` on the server, e.g. its OpenAPI document.
    public func fetch(_ path: String) async throws -> Data {
        let client = APIClient(baseURL: url)
        return try await client.send(RawGet(path: path))
    }

    private struct RawGet: APIRequest {
        typealias Response = Data
        var method: HTTPMethod { .get }
        var path: String
    }
}
