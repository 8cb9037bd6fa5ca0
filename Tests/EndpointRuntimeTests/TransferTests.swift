import EndpointRuntime
import Foundation
import Testing

/// Uploads from files, downloads to files, progress, and redirects the client follows itself,
/// against the misbehaving server's `/upload`, `/huge`, `/redirect` and `/echo`.
@Suite struct TransferTests {
    /// `/upload`'s answer: the size and CRC-32 of the body it read.
    struct Received: Decodable, Sendable, Equatable { var bytes: Int; var crc32: UInt32 }

    @Test func aFileUploadsFromDiskWithProgress() async throws {
        let data = Data((0..<3_000_000).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ $0 >> 12) })
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("upload-\(UUID().uuidString)")
        try data.write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        try await withMisbehavingServer { server in
            var request = TestRequest(.post, "/upload", as: Received.self)
            request.body = .file(file, contentType: "application/octet-stream")
            let progress = Recorder<TransferProgress>()
            let received = try await APIClient(baseURL: server).response(for: request, progress: progress.append).body
            #expect(received == Received(bytes: data.count, crc32: crc32(data)))
            let sent = progress.all.map(\.bytesSent)
            #expect(sent.count > 1 && sent == sent.sorted(), "\(sent)")
            #expect(progress.all.last?.bytesSent == Int64(data.count))
            #expect(progress.all.last?.totalBytesToSend == Int64(data.count))
        }
    }

    @Test func aFileThatCannotBeOpenedFailsBeforeSending() async throws {
        var request = TestRequest(.post, "/upload", as: Received.self)
        request.body = .file(URL(fileURLWithPath: "/nonexistent/\(UUID().uuidString)"), contentType: "text/plain")
        let transport = ScriptedTransport([.response(jsonResponse(200))])
        let error = await apiError { try await scriptedClient(transport).send(request) }
        guard case .encodingFailed? = error else {
            Issue.record("expected encodingFailed, got \(String(describing: error))")
            return
        }
        #expect(transport.requests.isEmpty)
    }

    @Test func aDownloadReportsItsProgress() async throws {
        try await withMisbehavingServer { server in
            var request = TestRequest(.get, "/huge", as: Data.self)
            request.queryItems.append("bytes", 2_000_000)
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("download-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: file) }
            let progress = Recorder<TransferProgress>()
            _ = try await APIClient(baseURL: server).download(request, to: file, progress: progress.append)
            #expect(try Data(contentsOf: file).count == 2_000_000)
            let last = progress.all.last
            #expect(last?.bytesSent == 0 && last?.totalBytesToSend == 0)
            #expect(last?.bytesReceived == 2_000_000 && last?.totalBytesToReceive == 2_000_000)
        }
    }

    /// `/echo`'s answer.
    struct Echoed: Decodable, Sendable { var method: String; var headers: [String: String]; var body: String }

    /// RFC 9110 §15.4: 303 makes a GET, 301 and 302 turn POST (only) into GET, 307 and 308 keep
    /// the method and the body.
    @Test(arguments: [(303, "POST", "GET"), (302, "POST", "GET"), (301, "POST", "GET"), (302, "PUT", "PUT"),
                      (307, "POST", "POST"), (308, "PATCH", "PATCH"), (303, "HEAD", "HEAD")])
    func redirectsChangeTheMethodAsRFC9110Says(_ status: Int, _ method: String, _ expected: String) async throws {
        try await withMisbehavingServer { server in
            let client = APIClient(baseURL: server)
            var request = TestRequest(HTTPMethod(rawValue: method) ?? .get, "/redirect", as: Echoed.self)
            request.queryItems.append("status", status)
            request.queryItems.append("to", "/echo")
            request.body = method == "HEAD" ? nil : .json(["name": "Rex"])
            guard method != "HEAD" else {
                var head = TestRequest(.head, "/redirect", as: EmptyResponse.self)
                head.queryItems = request.queryItems
                _ = try await client.send(head)
                return
            }
            let echoed = try await client.send(request)
            #expect(echoed.method == expected)
            let keepsBody = expected == method
            #expect(echoed.body == (keepsBody ? #"{"name":"Rex"}"# : ""))
            #expect((echoed.headers["Content-Type"] == "application/json") == keepsBody, "\(echoed.headers)")
        }
    }

    @Test func a307ResendsAFileBody() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("resend-\(UUID().uuidString)")
        let data = Data(repeating: 0x61, count: 100_000)
        try data.write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        try await withMisbehavingServer { server in
            var request = TestRequest(.post, "/redirect", as: Received.self)
            request.queryItems.append("status", 307)
            request.queryItems.append("to", "/upload")
            request.body = .file(file, contentType: "text/plain")
            let received = try await APIClient(baseURL: server).send(request)
            #expect(received == Received(bytes: data.count, crc32: crc32(data)))
        }
    }

    /// A `Location` that is not an http(s) URL is not followed: the redirect is the answer.
    @Test func aRedirectToAnotherSchemeIsTheResponse() async throws {
        try await withMisbehavingServer { server in
            var request = TestRequest(.get, "/redirect", as: Echoed.self)
            request.queryItems.append("to", "myapp://callback?code=1")
            let error = await apiError { try await APIClient(baseURL: server).send(request) }
            #expect(error?.response?.statusCode == 302)
            #expect(error?.response?.value(forHeaderField: "Location") == "myapp://callback?code=1")
        }
    }
}

/// The CRC-32 (ISO-HDLC, as zlib computes it) of `data`.
func crc32(_ data: Data) -> UInt32 {
    let table = (0..<256).map { (byte: UInt32) in
        (0..<8).reduce(byte) { value, _ in value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
    }
    return ~data.reduce(~UInt32(0)) { crc, byte in table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
}
