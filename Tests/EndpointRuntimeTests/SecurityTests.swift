import Foundation
import Testing
@testable import EndpointRuntime

/// Per-operation security: each auth middleware acts only on the requests whose chosen security
/// requirement names its scheme, so one client holds several credentials.
@Suite struct SecurityRequirementTests {
    struct Request: APIRequest {
        typealias Response = EmptyResponse
        var method: HTTPMethod { .get }
        var path: String { "/secure" }
        var security: [Set<String>]?
        var headerFields: [String: String] = [:]
    }

    /// What the server received: the Authorization, X-Key and Cookie fields and the query.
    func received(_ security: [Set<String>]?, middlewares: [any Middleware], headerFields: [String: String] = [:]) async throws -> [String] {
        let transport = ScriptedTransport([.response(HTTPResponse(statusCode: 204))])
        _ = try await scriptedClient(transport, middlewares: middlewares).send(Request(security: security, headerFields: headerFields))
        let request = try #require(transport.requests.last)
        return ["Authorization", "X-Key", "Cookie"].map { request.value(forHeaderField: $0) ?? "-" } + [request.url.query ?? "-"]
    }

    let named: [any Middleware] = [
        BearerTokenMiddleware(token: "t0k", securityScheme: "bearer"),
        BasicAuthMiddleware(username: "u", password: "p", securityScheme: "basic"),
        APIKeyMiddleware(name: "X-Key", key: "h", in: .header, securityScheme: "headerKey"),
        APIKeyMiddleware(name: "key", key: "q", in: .query, securityScheme: "queryKey"),
        APIKeyMiddleware(name: "key", key: "c 1", in: .cookie, securityScheme: "cookieKey"),
    ]

    @Test func eachRequestGetsOnlyTheCredentialsItsRequirementNames() async throws {
        #expect(try await received([["bearer"]], middlewares: named) == ["Bearer t0k", "-", "-", "-"])
        #expect(try await received([["basic"]], middlewares: named) == ["Basic dTpw", "-", "-", "-"])
        #expect(try await received([["headerKey"]], middlewares: named) == ["-", "h", "-", "-"])
        #expect(try await received([["queryKey"]], middlewares: named) == ["-", "-", "-", "key=q"])
        #expect(try await received([["cookieKey"]], middlewares: named) == ["-", "-", "key=c%201", "-"])
        #expect(try await received([["headerKey", "cookieKey"]], middlewares: named) == ["-", "h", "key=c%201", "-"])
    }

    @Test func theFirstAlternativeTheClientCanServeIsChosen() async throws {
        #expect(try await received([["oauth"], ["basic"], ["bearer"]], middlewares: named) == ["Basic dTpw", "-", "-", "-"])
        // Optional authentication ({} listed) still sends credentials the client holds…
        #expect(try await received([[], ["bearer"]], middlewares: named) == ["Bearer t0k", "-", "-", "-"])
        // …and none when it holds none for the other alternatives.
        #expect(try await received([[], ["oauth"]], middlewares: named) == ["-", "-", "-", "-"])
        // No alternative can be served: the first is tried (here, without a credential).
        #expect(try await received([["oauth"], ["other"]], middlewares: named) == ["-", "-", "-", "-"])
    }

    @Test func noSecurityMeansNoCredentialsAndUndeclaredMeansAll() async throws {
        #expect(try await received([], middlewares: named) == ["-", "-", "-", "-"])
        let undeclared = try await received(nil, middlewares: named)
        #expect(undeclared == ["Basic dTpw", "h", "key=c%201", "key=q"]) // today's rule: every middleware, in order
    }

    @Test func aMiddlewareWithoutASchemeNameServesEveryRequestThatAsksForAuthentication() async throws {
        let unnamed: [any Middleware] = [BearerTokenMiddleware(token: "any")]
        #expect(try await received([["bearer"]], middlewares: unnamed) == ["Bearer any", "-", "-", "-"])
        #expect(try await received([["whatever"], ["other"]], middlewares: unnamed) == ["Bearer any", "-", "-", "-"])
        // With no named middleware, the client cannot know it serves "whatever": it sends none.
        #expect(try await received([["whatever"], []], middlewares: unnamed) == ["-", "-", "-", "-"])
        #expect(try await received(nil, middlewares: unnamed) == ["Bearer any", "-", "-", "-"])
        #expect(try await received([], middlewares: unnamed) == ["-", "-", "-", "-"])
    }

    @Test func anotherHTTPSchemeSendsTheSchemeAndTheCallersCredentials() async throws {
        let digest: [any Middleware] = [
            AuthorizationMiddleware(scheme: "Digest", credentials: { request in "username=\"u\", uri=\"\(request.url.path)\"" }, securityScheme: "digest"),
            AuthorizationMiddleware(scheme: "HOBA", credentials: "", securityScheme: "hoba"),
        ]
        let sent = try await received([["digest"]], middlewares: digest)
        #expect(sent == [#"Digest username="u", uri="/api/secure""#, "-", "-", "-"], "\(sent)")
        #expect(try await received([["hoba"]], middlewares: digest) == ["HOBA", "-", "-", "-"])
        #expect(try await received([["other"]], middlewares: digest) == ["-", "-", "-", "-"])
        // Credentials that would end the header field are refused before anything is sent.
        let smuggling: [any Middleware] = [AuthorizationMiddleware(scheme: "Custom", credentials: "a\r\nX-Key: b")]
        await #expect(throws: APIError.self) { try await received([["custom"]], middlewares: smuggling) }
    }

    @Test func aCookieKeyJoinsTheRequestsCookies() async throws {
        let sent = try await received([["cookieKey"]], middlewares: named, headerFields: ["Cookie": "theme=dark"])
        #expect(sent[2] == "theme=dark; key=c%201")
    }
}
