import Foundation
import Testing
import EndpointRuntime

/// Responses from a real httpbin server: status codes, bodies, compression, redirects, timeouts,
/// cancellation, downloads and a concurrent burst.
@Suite struct HTTPBinResponseTests {
    @Test(arguments: [200, 204])
    func emptySuccessBodiesDecodeAsEmptyResponse(_ code: Int) async throws {
        let response = try await HTTPBin.client().send(TestRequest(.get, "/status/\(code)", as: EmptyResponse.self))
        #expect(response == EmptyResponse())
    }

    @Test func aBodyForEmptyResponseFailsClearly() async throws {
        let error = await apiError { try await HTTPBin.client().send(TestRequest(.get, "/get", as: EmptyResponse.self)) }
        guard case .decodingFailed(let response, _)? = error else {
            Issue.record("expected decodingFailed, got \(String(describing: error))")
            return
        }
        #expect(!response.body.isEmpty)
        #expect(error?.description.contains("Expected an empty body for EmptyResponse") == true)
    }

    @Test func redirectStatus301IsFollowed() async throws {
        let echo = try await HTTPBin.client().send(TestRequest(.get, "/status/301", as: Echo<NoJSON>.self))
        #expect(echo.url.hasSuffix("/get"))
    }

    @Test(arguments: [400, 401, 404, 422, 429, 500, 502, 503])
    func unacceptableStatusesThrowWithStatusAndHeaderFields(_ code: Int) async throws {
        let error = await apiError { try await HTTPBin.client().send(TestRequest(.get, "/status/\(code)", as: Echo<NoJSON>.self)) }
        guard case .unacceptableStatus(let response, let errorResponse as HTTPResponse)? = error else {
            Issue.record("expected unacceptableStatus, got \(String(describing: error))")
            return
        }
        #expect(response.statusCode == code)
        #expect(errorResponse.statusCode == code)
        #expect(response.value(forHeaderField: "server") != nil)
        #expect(error?.description.hasPrefix("The server responded with status \(code)") == true)
        if code == 401 {
            #expect(response.value(forHeaderField: "www-authenticate")?.hasPrefix("Basic") == true)
        }
    }

    struct Slideshow: Decodable, Sendable {
        struct Show: Decodable, Sendable { var title: String }
        var slideshow: Show
    }

    @Test func aNonJSONContentTypeIsRejectedWhereJSONIsExpected() async throws {
        let error = await apiError { try await HTTPBin.client().send(TestRequest(.get, "/html", as: Slideshow.self)) }
        guard case .unexpectedContentType(let response, "application/json")? = error else {
            Issue.record("expected unexpectedContentType, got \(String(describing: error))")
            return
        }
        #expect(response.value(forHeaderField: "content-type")?.hasPrefix("text/html") == true)
        #expect(String(decoding: response.body, as: UTF8.self).contains("Herman Melville"))
    }

    @Test func aMismatchedBodyFailsWithTheDecodingError() async throws {
        struct Wrong: Decodable, Sendable { var missing: Int }
        let error = await apiError { try await HTTPBin.client().send(TestRequest(.get, "/json", as: Wrong.self)) }
        guard case .decodingFailed(let response, .keyNotFound(let key, _))? = error else {
            Issue.record("expected keyNotFound, got \(String(describing: error))")
            return
        }
        #expect(key.stringValue == "missing")
        #expect(response.statusCode == 200)
        #expect(String(decoding: response.body, as: UTF8.self).contains("slideshow"))
        #expect(error?.description.contains("the key \"missing\" is missing") == true)
    }

    @Test func textAndRawBytesNeedNoJSON() async throws {
        let client = try HTTPBin.client()
        let text = try await client.send(TestRequest(.get, "/robots.txt", as: String.self))
        #expect(text.contains("Disallow: /deny"))
        let bytes = try await client.send(TestRequest(.get, "/bytes/300", as: Data.self))
        #expect(bytes.count == 300)
    }

    struct Gzipped: Decodable, Sendable { var gzipped: Bool; var method: String }

    @Test func gzipBodiesAreDecompressed() async throws {
        let response = try await HTTPBin.client().send(TestRequest(.get, "/gzip", as: Gzipped.self))
        #expect(response.gzipped)
        #expect(response.method == "GET")
    }

    @Test func redirectsAreFollowed() async throws {
        let echo = try await HTTPBin.client().send(TestRequest(.get, "/redirect/5", as: Echo<NoJSON>.self))
        #expect(echo.url.hasSuffix("/get"))
    }

    @Test func tooManyRedirectsFail() async throws {
        let error = await apiError { try await HTTPBin.client().send(TestRequest(.get, "/redirect/25", as: Echo<NoJSON>.self)) }
        guard case .transportFailed(let underlying as URLError)? = error, underlying.code == .httpTooManyRedirects else {
            Issue.record("expected transportFailed, got \(String(describing: error))")
            return
        }
    }

    @Test func aSlowResponseTimesOut() async throws {
        let error = await apiError { try await HTTPBin.client(timeout: 1).send(TestRequest(.get, "/delay/4", as: Echo<NoJSON>.self)) }
        guard case .transportFailed(let underlying as URLError)? = error else {
            Issue.record("expected a transport URLError, got \(String(describing: error))")
            return
        }
        #expect(underlying.code == .timedOut)
        #expect(error?.description == "The request timed out.")
    }

    /// The cancel comes from a Dispatch thread, not from this test's task: a full run can keep
    /// the test's task waiting longer than the server's 10-second delay, and then the answer
    /// would arrive before the cancel is even made.
    @Test(arguments: [0, 0.5])
    func cancellingTheTaskCancelsTheRequest(secondsAfterTheMiddleware delay: Double) async throws {
        let sending = CancellableTask()
        let spy = SpyMiddleware { _ in DispatchQueue.global().asyncAfter(deadline: .now() + delay) { sending.cancel() } }
        let client = try HTTPBin.client(middlewares: [spy])
        let task = Task { await apiError { try await client.send(TestRequest(.get, "/delay/10", as: Echo<NoJSON>.self)) } }
        sending.set(task)
        let error = await task.value
        guard case .cancelled? = error else {
            Issue.record("expected cancelled, got \(String(describing: error))")
            return
        }
    }

    @Test func cancellingACompletionHandlerRequestCancelsIt() async throws {
        let started = AsyncStream<Void>.makeStream()
        let spy = SpyMiddleware { _ in started.continuation.yield() }
        let client = try HTTPBin.client(middlewares: [spy])
        let result = await withCheckedContinuation { (continuation: CheckedContinuation<Result<Echo<NoJSON>, APIError>, Never>) in
            let handle = client.send(TestRequest(.get, "/delay/10", as: Echo<NoJSON>.self)) { continuation.resume(returning: $0) }
            Task {
                for await _ in started.stream { break }
                handle.cancel()
                #expect(handle.isCancelled)
            }
        }
        guard case .failure(.cancelled) = result else {
            Issue.record("expected cancelled, got \(result)")
            return
        }
    }

    @Test func completionHandlerDeliversTheResponse() async throws {
        let client = try HTTPBin.client()
        let result = await withCheckedContinuation { (continuation: CheckedContinuation<Result<Echo<NoJSON>, APIError>, Never>) in
            client.send(TestRequest(.patch, "/anything", as: Echo<NoJSON>.self)) { continuation.resume(returning: $0) }
        }
        #expect(try result.get().method == "PATCH")
    }

    @Test func bytesDownloadToAFile() async throws {
        let client = try HTTPBin.client()
        let destination = FileManager.default.temporaryDirectory.appendingPathComponent("download-\(UUID()).bin")
        try Data("old contents".utf8).write(to: destination)
        defer { try? FileManager.default.removeItem(at: destination) }
        let response = try await client.download(TestRequest(.get, "/bytes/102400", as: Data.self), to: destination)
        #expect(response.statusCode == 200)
        #expect(response.body.isEmpty)
        #expect(try Data(contentsOf: destination).count == 102_400)
        // /bytes is random (its seed is shared by concurrent requests); /range has known content.
        _ = try await client.download(TestRequest(.get, "/range/100000", as: Data.self), to: destination)
        let alphabet = Array("abcdefghijklmnopqrstuvwxyz".utf8)
        #expect(try Data(contentsOf: destination) == Data((0..<100_000).map { alphabet[$0 % 26] }))
    }

    @Test func aFailedDownloadLeavesNoFile() async throws {
        let destination = FileManager.default.temporaryDirectory.appendingPathComponent("download-\(UUID()).bin")
        let error = await apiError { try await HTTPBin.client().download(TestRequest(.get, "/status/404", as: Data.self), to: destination) }
        #expect(statusCode(of: error) == 404)
        #expect(!FileManager.default.fileExists(atPath: destination.path))
    }

    @Test func aBurstOf100ConcurrentRequestsAllAnswerCorrectly() async throws {
        let client = try HTTPBin.client()
        let answers = try await withThrowingTaskGroup(of: (Int, Echo<NoJSON>).self) { group in
            for index in 0..<100 {
                group.addTask {
                    var request = TestRequest(.get, "/anything/\(index)", as: Echo<NoJSON>.self)
                    request.queryItems.append("index", index)
                    return (index, try await client.send(request))
                }
            }
            return try await group.reduce(into: [Int: Echo<NoJSON>]()) { $0[$1.0] = $1.1 }
        }
        #expect(answers.count == 100)
        for (index, echo) in answers {
            #expect(echo.args == ["index": .one(String(index))])
            #expect(echo.url.hasSuffix("/anything/\(index)?index=\(index)"))
        }
    }
}

/// A task that a Dispatch thread can cancel, even before the task is stored.
private final class CancellableTask: @unchecked Sendable {
    private let lock = NSLock()
    private var task: Task<APIError?, Never>?
    private var isCancelled = false

    func set(_ task: Task<APIError?, Never>) {
        if lock.withLock({ self.task = task; return isCancelled }) { task.cancel() }
    }

    func cancel() {
        lock.withLock { isCancelled = true; return task }?.cancel()
    }
}
