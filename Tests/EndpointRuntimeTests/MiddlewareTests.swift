import Foundation
import Testing
@testable import EndpointRuntime

/// Auth middlewares against httpbin's auth endpoints.
@Suite struct AuthMiddlewareTests {
    struct Authenticated: Decodable, Sendable {
        var authenticated: Bool
        var token: String?
        var user: String?
    }

    @Test func bearerTokenIsAccepted() async throws {
        let client = try HTTPBin.client(middlewares: [BearerTokenMiddleware(token: "s3cr3t-token")])
        let response = try await client.send(TestRequest(.get, "/bearer", as: Authenticated.self))
        #expect(response.authenticated)
        #expect(response.token == "s3cr3t-token")
    }

    @Test func missingBearerTokenIsA401() async throws {
        let error = await apiError { try await HTTPBin.client().send(TestRequest(.get, "/bearer", as: Authenticated.self)) }
        #expect(statusCode(of: error) == 401)
    }

    @Test func basicAuthIsAccepted() async throws {
        let client = try HTTPBin.client(middlewares: [BasicAuthMiddleware(username: "zoë", password: "p@ss w:rd")])
        let path = "/basic-auth/\(PathParameter.encode("zoë"))/\(PathParameter.encode("p@ss w:rd"))"
        let response = try await client.send(TestRequest(.get, path, as: Authenticated.self))
        #expect(response.authenticated)
        #expect(response.user == "zoë")
    }

    @Test func wrongBasicCredentialsAreA401WithTheChallenge() async throws {
        let client = try HTTPBin.client(middlewares: [BasicAuthMiddleware(username: "user", password: "wrong")])
        let error = await apiError { try await client.send(TestRequest(.get, "/basic-auth/user/right", as: Authenticated.self)) }
        guard case .unacceptableStatus(let response, _)? = error, response.statusCode == 401 else {
            Issue.record("expected 401, got \(String(describing: error))")
            return
        }
        #expect(response.value(forHeaderField: "www-authenticate") == #"Basic realm="Fake Realm""#)
    }

    @Test func apiKeyGoesInAHeaderOrTheQuery() async throws {
        let header = try HTTPBin.client(middlewares: [APIKeyMiddleware(name: "X-API-Key", key: "k+y/1", in: .header)])
        #expect(try await header.send(TestRequest(.get, "/anything", as: Echo<NoJSON>.self)).header("X-API-Key") == "k+y/1")
        let query = try HTTPBin.client(middlewares: [APIKeyMiddleware(name: "api_key", key: "k+y&z=1", in: .query)])
        var request = TestRequest(.get, "/anything", as: Echo<NoJSON>.self)
        request.queryItems.append("other", "x")
        let echo = try await query.send(request)
        #expect(echo.args == ["api_key": .one("k+y&z=1"), "other": .one("x")])
        let bare = try await query.send(TestRequest(.get, "/anything", as: Echo<NoJSON>.self))
        #expect(bare.args == ["api_key": .one("k+y&z=1")])
    }

    @Test func loggingReportsRequestAndResponseWithoutTheQuery() async throws {
        let lines = Recorder<String>()
        let client = try HTTPBin.client(middlewares: [LoggingMiddleware { lines.append($0) }])
        var request = TestRequest(.get, "/anything/log", as: Echo<NoJSON>.self)
        request.queryItems.append("secret", "hunter2")
        _ = try await client.send(request)
        let base = try HTTPBin.url.absoluteString
        #expect(lines.all.count == 2)
        #expect(lines.all.first == "→ GET \(base)/anything/log")
        #expect(lines.all.last?.hasPrefix("← 200 GET \(base)/anything/log (") == true)
        #expect(!lines.all.joined().contains("hunter2"))
    }
}

/// Token refresh, with a scripted transport that accepts only the token "new".
@Suite struct TokenRefreshTests {
    final class TokenStore: @unchecked Sendable {
        private let lock = NSLock()
        private var value = "old"
        private(set) var refreshes = 0
        var token: String { lock.withLock { value } }
        func refresh() -> String {
            lock.withLock {
                refreshes += 1
                value = "new"
                return value
            }
        }
    }

    static func onlyNewToken() -> ScriptedTransport {
        ScriptedTransport([.decide { request in
            request.value(forHeaderField: "Authorization") == "Bearer new" ? jsonResponse(200) : jsonResponse(401)
        }])
    }

    @Test func a401RefreshesOnceAndRetriesOnce() async throws {
        let store = TokenStore()
        let transport = Self.onlyNewToken()
        let client = scriptedClient(transport, middlewares: [BearerTokenMiddleware(token: { store.token }, refresh: { store.refresh() })])
        _ = try await client.send(TestRequest(.get, "/me", as: [String: String].self))
        #expect(store.refreshes == 1)
        #expect(transport.requests.map { $0.value(forHeaderField: "Authorization") } == ["Bearer old", "Bearer new"])
        _ = try await client.send(TestRequest(.get, "/me", as: [String: String].self))
        #expect(store.refreshes == 1)
    }

    @Test func aSecond401IsReturnedNotRetried() async throws {
        let transport = ScriptedTransport([.response(jsonResponse(401))])
        let refreshes = Recorder<Int>()
        let client = scriptedClient(transport, middlewares: [BearerTokenMiddleware(token: { "t" }, refresh: { refreshes.append(1); return "u" })])
        let error = await apiError { try await client.send(TestRequest(.get, "/me", as: [String: String].self)) }
        #expect(statusCode(of: error) == 401)
        #expect(transport.requests.count == 2)
        #expect(refreshes.all.count == 1)
    }

    @Test func concurrent401sShareOneRefresh() async throws {
        let store = TokenStore()
        let client = scriptedClient(Self.onlyNewToken(), middlewares: [BearerTokenMiddleware(token: { store.token }, refresh: { store.refresh() })])
        try await withThrowingTaskGroup(of: Void.self) { group in
            for _ in 0..<20 { group.addTask { _ = try await client.send(TestRequest(.get, "/me", as: [String: String].self)) } }
            try await group.waitForAll()
        }
        #expect(store.refreshes == 1)
    }
}

/// Retry, with a scripted transport and a recorded (not real) sleep.
@Suite struct RetryMiddlewareTests {
    static func client(_ transport: ScriptedTransport, sleeps: Recorder<Double>, attempts: Int = 3) -> APIClient {
        scriptedClient(transport, middlewares: [RetryMiddleware(maximumAttempts: attempts, baseDelay: 1, maximumDelay: 60) { sleeps.append($0) }])
    }

    @Test(arguments: [429, 502, 503, 504])
    func retryableStatusesAreRetriedWithBackoff(_ code: Int) async throws {
        let transport = ScriptedTransport([.response(jsonResponse(code)), .response(jsonResponse(code)), .response(jsonResponse(200, #"{"ok":"yes"}"#))])
        let sleeps = Recorder<Double>()
        let response = try await Self.client(transport, sleeps: sleeps).send(TestRequest(.get, "/x", as: [String: String].self))
        #expect(response == ["ok": "yes"])
        #expect(transport.requests.count == 3)
        #expect(sleeps.all.count == 2)
        #expect((0.5...1).contains(sleeps.all[0]))
        #expect((1...2).contains(sleeps.all[1]))
    }

    @Test func attemptsAreBounded() async throws {
        let transport = ScriptedTransport([.response(jsonResponse(503))])
        let sleeps = Recorder<Double>()
        let error = await apiError { try await Self.client(transport, sleeps: sleeps, attempts: 4).send(TestRequest(.get, "/x", as: EmptyResponse.self)) }
        #expect(statusCode(of: error) == 503)
        #expect(transport.requests.count == 4)
        #expect(sleeps.all.count == 3)
    }

    @Test func retryAfterSecondsIsHonoured() async throws {
        let transport = ScriptedTransport([.response(jsonResponse(429, headerFields: ["Retry-After": "7"])), .response(jsonResponse(200))])
        let sleeps = Recorder<Double>()
        _ = try await Self.client(transport, sleeps: sleeps).send(TestRequest(.get, "/x", as: [String: String].self))
        #expect(sleeps.all == [7])
    }

    @Test func retryAfterLongerThanTheMaximumIsNotWaitedFor() async throws {
        let transport = ScriptedTransport([.response(jsonResponse(503, headerFields: ["retry-after": "3600"])), .response(jsonResponse(200))])
        let sleeps = Recorder<Double>()
        let error = await apiError { try await Self.client(transport, sleeps: sleeps).send(TestRequest(.get, "/x", as: EmptyResponse.self)) }
        #expect(statusCode(of: error) == 503)
        #expect(sleeps.all.isEmpty)
    }

    @Test func retryAfterReadsSecondsAndHTTPDates() throws {
        let now = try #require(RFC3339.date(from: "2015-10-21T07:26:00Z"))
        #expect(RetryMiddleware.retryAfter("120", now: now) == 120)
        #expect(RetryMiddleware.retryAfter("Wed, 21 Oct 2015 07:28:00 GMT", now: now) == 120)
        #expect(RetryMiddleware.retryAfter("Wed, 21 Oct 2015 07:20:00 GMT", now: now) == 0)
        #expect(RetryMiddleware.retryAfter("soon", now: now) == nil)
        #expect(RetryMiddleware.retryAfter("-5", now: now) == nil)
    }

    @Test func nonIdempotentMethodsAreNotRetried() async throws {
        let transport = ScriptedTransport([.response(jsonResponse(503)), .response(jsonResponse(200))])
        let sleeps = Recorder<Double>()
        let error = await apiError { try await Self.client(transport, sleeps: sleeps).send(TestRequest(.post, "/x", as: EmptyResponse.self)) }
        #expect(statusCode(of: error) == 503)
        #expect(transport.requests.count == 1)
    }

    @Test func transientTransportFailuresAreRetried() async throws {
        let transport = ScriptedTransport([.failure(.timedOut), .failure(.networkConnectionLost), .response(jsonResponse(200))])
        let sleeps = Recorder<Double>()
        _ = try await Self.client(transport, sleeps: sleeps).send(TestRequest(.put, "/x", as: [String: String].self))
        #expect(transport.requests.count == 3)
    }

    @Test func otherTransportFailuresAreNot() async throws {
        let transport = ScriptedTransport([.failure(.badURL), .response(jsonResponse(200))])
        let sleeps = Recorder<Double>()
        let error = await apiError { try await Self.client(transport, sleeps: sleeps).send(TestRequest(.get, "/x", as: EmptyResponse.self)) }
        guard case .transportFailed(let underlying as URLError)? = error else {
            Issue.record("expected transportFailed, got \(String(describing: error))")
            return
        }
        #expect(underlying.code == .badURL)
        #expect(transport.requests.count == 1)
    }

    @Test func aRealServer503IsRetried() async throws {
        let sent = Recorder<Int>()
        let sleeps = Recorder<Double>()
        let client = try HTTPBin.client(middlewares: [
            RetryMiddleware(maximumAttempts: 3, baseDelay: 0.01) { sleeps.append($0) },
            SpyMiddleware { _ in sent.append(1) },
        ])
        let error = await apiError { try await client.send(TestRequest(.delete, "/status/503", as: EmptyResponse.self)) }
        #expect(statusCode(of: error) == 503)
        #expect(sent.all.count == 3)
        #expect(sleeps.all.count == 2)
    }
}

/// Responses made up by a scripted transport: what only a made-up response can show.
@Suite struct ScriptedResponseTests {
    struct Problem: Decodable, Sendable, Equatable { var message: String }

    @Test func jsonWithAPlusJSONMediaTypeIsAccepted() async throws {
        let response = HTTPResponse(statusCode: 200, headerFields: ["content-type": "application/problem+json; charset=utf-8"],
                                    body: Data(#"{"message":"ok"}"#.utf8))
        let problem = try await scriptedClient(ScriptedTransport([.response(response)])).send(TestRequest(.get, "/x", as: Problem.self))
        #expect(problem.message == "ok")
    }

    @Test func anEmptyBodyForAJSONTypeFailsClearly() async throws {
        let transport = ScriptedTransport([.response(HTTPResponse(statusCode: 200, headerFields: ["Content-Type": "application/json"]))])
        let error = await apiError { try await scriptedClient(transport).send(TestRequest(.get, "/x", as: Problem.self)) }
        #expect(error?.description.contains("The response body is empty; expected JSON for Problem") == true)
    }
}
