import EndpointRuntime
import Foundation
import Testing

/// The wire-shapes golden against a local httpbin, whose `/anything` echoes the header fields
/// and query items it received: credentials go only where an operation's security asks for
/// them, a path key's query is sent as constant query items and its fragment never, and a
/// required nullable body sends `null`.
@Suite(.serialized) struct WireShapesTests {
    /// A client holding every scheme's credentials, as one app configured once would.
    func client() throws -> APIClient {
        try LocalHTTPBin.client(appending: "anything", coding: WireShapes.coding, middlewares: [
            WireShapes.bearerAuthMiddleware(token: "bearer-token"),
            WireShapes.basicAuthMiddleware(username: "ann", password: "secret"),
            WireShapes.apiKeyMiddleware(key: "key-1"),
            WireShapes.oauthMiddleware(token: { "oauth-token" }),
        ])
    }

    /// What httpbin received: the `Authorization` field and the `api_key` item, `nil` when absent.
    func credentials(_ request: some APIRequest) async throws -> (authorization: String?, key: HTTPBin.JSONValue?, echo: HTTPBin.Echo) {
        let echo = try await client().send(Echoed(base: request))
        return (echo.headers["Authorization"], echo.args["api_key"], echo)
    }

    @Test func anOperationWithoutSecurityGetsNoCredentials() async throws {
        // FastAPI's shape: the document declares security on some routes, none on /health.
        #expect(WireShapes.Health().security == [])
        let health = try await credentials(WireShapes.Health())
        #expect(health.authorization == nil)
        #expect(health.key == nil)
        let open = try await credentials(WireShapes.PublicNotes())
        #expect(open.authorization == nil)
        #expect(open.key == nil)
    }

    @Test func anOperationGetsOnlyTheSchemesItsRequirementNames() async throws {
        let me = try await credentials(WireShapes.Me())
        #expect(me.authorization == "Bearer bearer-token")
        #expect(me.key == nil)
        let keyed = try await credentials(WireShapes.Keyed(page: 2))
        #expect(keyed.authorization == nil)
        #expect(keyed.key == .string("key-1"))
        #expect(keyed.echo.args["page"] == .string("2"))
        let both = try await credentials(WireShapes.Both())
        #expect(both.authorization == "Basic " + Data("ann:secret".utf8).base64EncodedString())
        #expect(both.key == .string("key-1"))
    }

    /// OAuth 2 and OpenID Connect send the provider's access token as a bearer token; the
    /// client picks the first alternative whose schemes it holds (here `oauth`).
    @Test func anOAuthSchemeSendsTheProvidersToken() async throws {
        let delegated = try await credentials(WireShapes.Delegated())
        #expect(delegated.authorization == "Bearer oauth-token")
        let onlyOpenID = try LocalHTTPBin.client(appending: "anything", coding: WireShapes.coding, middlewares: [
            WireShapes.openIDMiddleware(token: { "id-token" }),
        ])
        let echo = try await onlyOpenID.send(Echoed(base: WireShapes.Delegated()))
        #expect(echo.headers["Authorization"] == "Bearer id-token")
        let none = try await onlyOpenID.send(Echoed(base: WireShapes.Health()))
        #expect(none.headers["Authorization"] == nil)
    }

    /// `/responses?beta=true&mode=a%20b&tag=x&tag=y`: the path is `/responses`, the items go
    /// before the operation's own parameters; the plain `/responses` sends none of them.
    @Test func aPathKeysQueryIsSentAsConstantQueryItems() async throws {
        let beta = try await client().send(Echoed(base: WireShapes.CreateBetaResponse(stream: true)))
        #expect(beta.url.hasSuffix("/anything/responses?beta=true&mode=a%20b&tag=x&tag=y&stream=true"), "\(beta.url)")
        #expect(beta.args == ["beta": .string("true"), "mode": .string("a b"), "tag": .array([.string("x"), .string("y")]), "stream": .string("true")])
        let plain = try await client().send(Echoed(base: WireShapes.CreateResponse(stream: true)))
        #expect(plain.url.hasSuffix("/anything/responses?stream=true"), "\(plain.url)")
        #expect(WireShapes.CreateBetaResponse.operation.pathTemplate == "/responses")
    }

    /// A fragment is never sent: `/#X-Amz-Target=…` goes to `/`, `/files/{id}#add_link` to
    /// `/files/{id}`, each its own request type.
    @Test func aPathKeysFragmentIsNeverSent() async throws {
        #expect(WireShapes.ListThings().path == "/")
        #expect(WireShapes.AddFileLink(id: "a b").path == "/files/a%20b")
        #expect(WireShapes.UpdateFile(id: "a b").path == "/files/a%20b")
        let linked = try await client().send(Echoed(base: WireShapes.AddFileLink(id: "7")))
        #expect(linked.url.hasSuffix("/anything/files/7"), "\(linked.url)")
        // httpbin answers `/anything/` with 404, so the server URL here ends in a segment of its own.
        let things = try LocalHTTPBin.client(appending: "anything/service", coding: WireShapes.coding)
        let listed = try await things.send(Echoed(base: WireShapes.ListThings()))
        #expect(listed.url.hasSuffix("/anything/service/"), "\(listed.url)")
        #expect(listed.method == "POST")
    }

    /// A required body whose schema is nullable: `nil` is sent as the JSON `null`; an optional
    /// one sends no body for `nil`.
    @Test func aRequiredNullableBodySendsNull() async throws {
        let cleared = try await client().send(Echoed(base: WireShapes.PutNote(id: 1, requestBody: nil)))
        #expect(cleared.data == "null")
        #expect(cleared.headers["Content-Type"] == "application/json")
        let stored = try await client().send(Echoed(base: WireShapes.PutNote(id: 1, requestBody: .init(text: "hi"))))
        #expect(stored.json == .object(["text": .string("hi")]))
        let absent = try await client().send(Echoed(base: WireShapes.PatchNote(id: 1)))
        #expect(absent.data == "")
        #expect(absent.headers["Content-Type"] == nil)
    }
}
