import EndpointRuntime
import Foundation
import HTTPBinAPI

extension Calls {
    /// The endpoints that tell the caller about its own request: headers, IP, user agent,
    /// cookies, and a fresh UUID.
    mutating func requestInfo() async {
        let client = self.client

        await call("GET /headers") {
            let echo = try await client.send(HTTPBin.Headers(xCustom: "a \"quoted\" value"))
            try expect(echo.headers["X-Custom"] == "a \"quoted\" value", "headers \(echo.headers)")
            return "X-Custom: \(echo.headers["X-Custom"] ?? "nil"), Accept: \(echo.headers["Accept"] ?? "nil")"
        }
        await call("GET /ip") {
            let address = try await client.send(HTTPBin.Ip())
            try expect(!address.origin.isEmpty, "empty origin")
            return "origin \(address.origin)"
        }
        await call("GET /user-agent") {
            let agent = try await client.send(HTTPBin.UserAgent())
            return "user-agent \(agent.userAgent)"
        }
        await call("GET /uuid") {
            let answer = try await client.send(HTTPBin.Uuid())
            return "uuid \(answer.uuid.uuidString)"
        }
        await call("GET /cookies") {
            let answer = try await client.send(HTTPBin.Cookies(cookie: "flavour=oatmeal; count=2"))
            try expect(answer.cookies == ["flavour": "oatmeal", "count": "2"], "cookies \(answer.cookies)")
            return "cookies \(answer.cookies.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ", "))"
        }
    }

    /// `/status/{code}`, `/bearer` and `/basic-auth`, with and without what they require.
    mutating func statusAndAuth() async {
        let client = self.client
        let baseURL = self.baseURL

        await call("GET /status/{code} 204") {
            _ = try await client.send(HTTPBin.Status(code: 204))
            return "204, empty response"
        }
        await call("GET /status/{code} 418") {
            try await expectStatus(418) { _ = try await client.send(HTTPBin.Status(code: 418)) }
        }
        await call("GET /bearer") {
            let authorized = Self.client(baseURL, middlewares: [BearerTokenMiddleware(token: "token-123")])
            let answer = try await authorized.send(HTTPBin.Bearer())
            try expect(answer.authenticated && answer.token == "token-123", "answer \(answer)")
            return "authenticated \(answer.authenticated), token \(answer.token ?? "nil")"
        }
        await call("GET /bearer without a token") {
            try await expectStatus(401) { _ = try await client.send(HTTPBin.Bearer()) }
        }
        await call("GET /basic-auth/{user}/{password}") {
            let authorized = Self.client(baseURL, middlewares: [BasicAuthMiddleware(username: "ann", password: "s3cret")])
            let answer = try await authorized.send(HTTPBin.BasicAuth(user: "ann", password: "s3cret"))
            try expect(answer.authenticated && answer.user == "ann", "answer \(answer)")
            return "authenticated \(answer.authenticated), user \(answer.user ?? "nil")"
        }
    }
}

/// Runs `body`, which must fail with `APIError.unacceptableStatus` of status `code`; returns the
/// line to print.
func expectStatus(_ code: Int, _ body: () async throws -> Void) async throws -> String {
    do {
        try await body()
    } catch let error as APIError {
        guard case .unacceptableStatus(let response, _) = error, response.statusCode == code else { throw error }
        return "APIError.unacceptableStatus(\(code)), as expected"
    }
    throw Calls.Unexpected(description: "succeeded, expected status \(code)")
}
