import EndpointRuntime
import Foundation
import Testing

/// The generated httpbin client (golden of Specs/httpbin.yaml) against a real local httpbin,
/// through the real runtime: what the server received is what the request meant.
@Suite(.serialized) struct LiveHTTPBinTests {
    @Test func pathQueryHeaderAndJSONBody() async throws {
        let client = try LocalHTTPBin.client()
        let request = HTTPBin.Anything(segment: "a/b?c#d %", requestBody: .init(text: "\"\"\" \\(x) */", count: 3, tags: ["ü", "+"]),
                                       q: "x&y=z+1", xRequestID: "id-1")
        let echo = try await client.send(request)
        #expect(request.path == "/anything/a%2Fb%3Fc%23d%20%25")
        // httpbin rebuilds `url` from the decoded path; `?` and `#` of the segment stayed in the path.
        #expect(echo.url.contains("/anything/a/b%3Fc%23d%20%?q=x%26y%3Dz%2B1"))
        #expect(echo.args == ["q": .string("x&y=z+1")])
        #expect(echo.json == .object(["text": .string("\"\"\" \\(x) */"), "count": .number(3), "tags": .array([.string("ü"), .string("+")])]))
        #expect(echo.method == "POST")
    }

    @Test func headerParameters() async throws {
        let echo = try await LocalHTTPBin.client().send(HTTPBin.Headers(xCustom: "a \"quoted\" value"))
        #expect(echo.headers["X-Custom"] == "a \"quoted\" value")
        #expect(echo.headers["Accept"] == "application/json")
    }

    @Test func repeatedQueryItems() async throws {
        let echo = try await LocalHTTPBin.client().send(HTTPBin.Get(tag: ["a", "b c"]))
        #expect(echo.args["tag"] == .array([.string("a"), .string("b c")]))
    }

    @Test func formAndMultipartBodies() async throws {
        let client = try LocalHTTPBin.client()
        let form = try await client.send(HTTPBin.PostForm(requestBody: .init(username: "ann & bob", password: "p=1+1", remember: true)))
        #expect(form.form?["username"] == .string("ann & bob"))
        #expect(form.form?["password"] == .string("p=1+1"))
        #expect(form.form?["remember"] == .string("true"))
        let upload = try await client.send(HTTPBin.PostMultipart(requestBody: .init(title: "T", file: Data("hello".utf8))))
        #expect(upload.form?["title"] == .string("T"))
        #expect(upload.files?["file"] == .string("hello"))
    }

    /// A generated stream endpoint: JSON Lines read while they arrive.
    @Test func jsonLinesStream() async throws {
        var ids: [Int] = []
        for try await line in try await LocalHTTPBin.client().send(HTTPBin.Stream(count: 5)) {
            #expect(line.url.hasSuffix("/stream/5"))
            ids.append(line.id)
        }
        #expect(ids == [0, 1, 2, 3, 4])
    }

    /// Generated typed response header fields, read from the whole response.
    @Test func typedResponseHeaderFields() async throws {
        let response = try await LocalHTTPBin.client().response(for: HTTPBin.ResponseHeaders(xRequestCount: 3, eTag: #""v2""#))
        #expect(response.statusCode == 200)
        #expect(try response.xRequestCount == 3)
        #expect(try response.eTag == #""v2""#)
        #expect(response.body["X-Request-Count"] == .string("3"))
    }

    @Test func anErrorStatusIsAnAPIError() async throws {
        let client = try LocalHTTPBin.client()
        do {
            _ = try await client.send(HTTPBin.Status(code: 404))
            Issue.record("a 404 did not throw")
        } catch {
            guard case .unacceptableStatus(let response, _) = error else {
                Issue.record("unexpected error \(error)")
                return
            }
            #expect(response.statusCode == 404)
        }
        _ = try await client.send(HTTPBin.Status(code: 204))
    }
}
