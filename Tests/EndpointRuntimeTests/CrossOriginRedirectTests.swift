import EndpointRuntime
import Foundation
import Testing

/// RFC 9110 §15.4: credentials that the auth middlewares add reach the origin the client was
/// made for and not another origin (RFC 6454: scheme, host and port) it is redirected to. Two
/// real servers: the misbehaving server redirects, httpbin (another port, so another origin)
/// echoes what it received. Bearer, basic, and API keys in a header field, the query and a
/// cookie.
@Suite struct CrossOriginRedirectTests {
    /// Adds `Proxy-Authorization` and a credential of its own, `X-Session`, which it lists in
    /// ``HTTPRequest/credentialHeaderFields``, and an ordinary header field, `X-Trace`.
    struct SessionMiddleware: Middleware {
        func intercept(_ request: HTTPRequest,
                       next: @Sendable (HTTPRequest) async throws -> HTTPResponse) async throws -> HTTPResponse {
            var request = request
            request.setValue("Basic cHJveHk6cGFzcw==", forHeaderField: "Proxy-Authorization")
            request.setValue("session-secret", forHeaderField: "X-Session")
            request.credentialHeaderFields.insert("x-session")
            request.setValue("trace-1", forHeaderField: "X-Trace")
            return try await next(request)
        }
    }

    static let credentials: [[any Middleware]] = [
        [BasicAuthMiddleware(username: "user", password: "basic-secret"), SessionMiddleware(),
         APIKeyMiddleware(name: "X-API-Key", key: "header-secret", in: .header),
         APIKeyMiddleware(name: "api_key", key: "query-secret", in: .query),
         APIKeyMiddleware(name: "session", key: "cookie-secret", in: .cookie)],
        [BearerTokenMiddleware(token: "bearer-secret")],
    ]

    /// Header fields the echo shows that hold a secret, and query parameters that do.
    static func secrets(in echo: Echo<NoJSON>) -> [String] {
        echo.headers.filter { $0.value.contains("secret") || $0.key.lowercased().contains("auth") }.map(\.key).sorted()
            + echo.args.keys.filter { $0 == "api_key" }
    }

    @Test func credentialsAreNotSentToAnotherOrigin() async throws {
        let other = try HTTPBin.url
        for middlewares in Self.credentials {
            try await withMisbehavingServer { server in
                let client = APIClient(baseURL: server, middlewares: middlewares)
                var request = TestRequest(.get, "/redirect", as: Echo<NoJSON>.self)
                request.queryItems.append("to", other.appendingPathComponent("anything").absoluteString + "?page=2")
                let echo = try await client.send(request)
                #expect(echo.url.hasPrefix(other.absoluteString), "\(echo.url)")
                #expect(Self.secrets(in: echo) == [], "sent to another origin: \(echo.headers), \(echo.args)")
                #expect(echo.args == ["page": .one("2")])
                if middlewares.count > 1 { #expect(echo.header("X-Trace") == "trace-1") }
            }
        }
    }

    /// The same middlewares on a redirect within httpbin's origin, and without a redirect:
    /// the credentials are there (the query key only without a redirect, since the `Location`
    /// has a query of its own).
    @Test func credentialsStayOnTheSameOrigin() async throws {
        for middlewares in Self.credentials {
            let client = try HTTPBin.client(middlewares: middlewares)
            let direct = try await client.send(TestRequest(.get, "/anything", as: Echo<NoJSON>.self))
            var redirect = TestRequest(.get, "/redirect-to", as: Echo<NoJSON>.self)
            redirect.queryItems.append("url", "/anything?page=2")
            let redirected = try await client.send(redirect)
            if middlewares.count > 1 {
                #expect(Self.secrets(in: direct) == ["Authorization", "Cookie", "Proxy-Authorization", "X-Api-Key", "X-Session", "api_key"])
                #expect(Self.secrets(in: redirected) == ["Authorization", "Cookie", "Proxy-Authorization", "X-Api-Key", "X-Session"])
            } else {
                #expect(direct.header("Authorization") == "Bearer bearer-secret")
                #expect(redirected.header("Authorization") == "Bearer bearer-secret")
            }
        }
    }
}
