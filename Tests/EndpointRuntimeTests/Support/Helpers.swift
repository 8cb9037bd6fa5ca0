import Foundation
import Testing
@testable import EndpointRuntime

/// The error an operation throws, or `nil` when it succeeds (any error but an `APIError` is
/// recorded as a test issue).
func apiError<T>(_ operation: () async throws -> T) async -> APIError? {
    do {
        _ = try await operation()
        return nil
    } catch let error as APIError {
        return error
    } catch {
        Issue.record("expected an APIError, got \(error)")
        return nil
    }
}

/// The status code of an `unacceptableStatus` error, or `nil` for any other outcome.
func statusCode(of error: APIError?) -> Int? {
    if case .unacceptableStatus(let response, _)? = error { return response.statusCode }
    return nil
}

/// An in-memory transport for unit tests of middlewares: answers each request with the next
/// scripted outcome (the last one repeats) and records every request it got.
/// A lock guards its state (Synchronization's Mutex needs macOS 15; the package supports 13).
final class ScriptedTransport: HTTPTransport, @unchecked Sendable {
    enum Outcome: Sendable {
        case response(HTTPResponse)
        case failure(URLError.Code)
        case decide(@Sendable (HTTPRequest) -> HTTPResponse)
    }

    private let lock = NSLock()
    private var outcomes: [Outcome]
    private var received: [HTTPRequest] = []

    init(_ outcomes: [Outcome]) {
        self.outcomes = outcomes
    }

    /// The requests received so far, in order.
    var requests: [HTTPRequest] { lock.withLock { received } }

    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        let outcome = lock.withLock {
            received.append(request)
            return outcomes.count > 1 ? outcomes.removeFirst() : outcomes[0]
        }
        switch outcome {
        case .response(let response): return response
        case .failure(let code): throw URLError(code)
        case .decide(let answer): return answer(request)
        }
    }
}

/// Collects values from concurrent code; a lock guards them.
final class Recorder<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Value] = []
    func append(_ value: Value) { lock.withLock { values.append(value) } }
    var all: [Value] { lock.withLock { values } }
}

/// A client over a scripted transport, for tests that need no server.
func scriptedClient(_ transport: ScriptedTransport, middlewares: [any Middleware] = []) -> APIClient {
    APIClient(server: APIServer(url: "http://example.invalid/api"), transport: transport, middlewares: middlewares)
}

/// A JSON response with the given status code and body text.
func jsonResponse(_ statusCode: Int, _ body: String = "{}", headerFields: [String: String] = [:]) -> HTTPResponse {
    HTTPResponse(statusCode: statusCode, headerFields: headerFields.merging(["Content-Type": "application/json"]) { a, _ in a },
                 body: Data(body.utf8))
}
