import EndpointRuntime
import Foundation
import HTTPBinBuildPluginAPI
import Testing

/// The client that the EndpointGenPlugin build tool plugin generated from httpbin.yaml at build
/// time (nothing of it is committed: this module holds only the spec and HTTPBin+Client.swift),
/// used against a real local httpbin. If the plugin did not run, this file does not compile.
@Suite(.serialized) struct BuildPluginClientTests {
    @Test func requestsAreBuiltFromTheSpec() {
        let request = HTTPBin.Anything(segment: "a b/c", requestBody: .init(text: "t", count: 1, tags: []), q: "x&y")
        #expect(request.method == .post)
        #expect(request.path == "/anything/a%20b%2Fc")
        #expect(request.queryItems.percentEncodedString == "q=x%26y")
        #expect(HTTPBin.Status(code: 418).path == "/status/418")
        #expect(HTTPBin.servers.first?.url == "http://127.0.0.1:8080")
    }

    @Test func queryAndJSONBodyReachTheServer() async throws {
        let client = HTTPBin.client(baseURL: try LocalServer.baseURL())
        let get = try await client.send(HTTPBin.Get(tag: ["a", "b c"]))
        #expect(get.args["tag"] == .array([.string("a"), .string("b c")]))
        let post = try await client.send(HTTPBin.Post(requestBody: .init(text: "ü \"q\"", count: 2, tags: ["x"])))
        #expect(post.json == .object(["text": .string("ü \"q\""), "count": .number(2), "tags": .array([.string("x")])]))
    }

    @Test func formMultipartAndBinaryBodies() async throws {
        let client = HTTPBin.client(baseURL: try LocalServer.baseURL())
        let form = try await client.send(HTTPBin.PostForm(requestBody: .init(username: "a&b", password: "p=1")))
        #expect(form.form?["username"] == .string("a&b"))
        #expect(form.form?["password"] == .string("p=1"))
        let upload = try await client.send(HTTPBin.PostMultipart(requestBody: .init(title: "T", file: Data("xyz".utf8))))
        #expect(upload.files?["file"] == .string("xyz"))
        let bytes = try await client.send(HTTPBin.Bytes(count: 24, seed: 7))
        #expect(bytes.count == 24)
    }

    @Test func authAndStatusCodes() async throws {
        let baseURL = try LocalServer.baseURL()
        let authorized = HTTPBin.client(baseURL: baseURL, middlewares: [BasicAuthMiddleware(username: "u", password: "p w")])
        let answer = try await authorized.send(HTTPBin.BasicAuth(user: "u", password: "p w"))
        #expect(answer.authenticated && answer.user == "u")
        do {
            _ = try await HTTPBin.client(baseURL: baseURL).send(HTTPBin.Bearer())
            Issue.record("/bearer without a token did not fail")
        } catch {
            guard case .unacceptableStatus(let response, _) = error else {
                Issue.record("unexpected error \(error)")
                return
            }
            #expect(response.statusCode == 401)
        }
    }

    @Test func nestedModelsAndEnums() async throws {
        let document = try await HTTPBin.client(baseURL: try LocalServer.baseURL()).send(HTTPBin.Json())
        #expect(document.slideshow.slides.count == 2)
        #expect(document.slideshow.slides.map(\.type.rawValue) == ["all", "all"])  // the enums are not Equatable by default
    }
}
