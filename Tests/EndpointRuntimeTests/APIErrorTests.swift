import Foundation
import Testing
import EndpointRuntime

/// What people read, and how callers switch on the cases.
@Suite struct APIErrorTests {
    struct Post: Decodable, Sendable { var id: Int }
    struct Page: Decodable, Sendable { var items: [Post] }

    @Test func callersCanCatchCasesDirectly() async {
        let client = scriptedClient(ScriptedTransport([.response(jsonResponse(404, #"{"error":"gone"}"#))]))
        do {
            _ = try await client.send(TestRequest(.get, "/posts/1", as: Post.self))
            Issue.record("a 404 was accepted")
        } catch .unacceptableStatus(let response, _) {
            #expect(response.statusCode == 404)
            #expect(response.body == Data(#"{"error":"gone"}"#.utf8))
        } catch {
            Issue.record("expected unacceptableStatus, got \(error)")
        }
    }

    @Test func messagesSayWhatHappened() async throws {
        let notFound = await apiError {
            try await scriptedClient(ScriptedTransport([.response(jsonResponse(404, ""))])).send(TestRequest(.get, "/x", as: Post.self))
        }
        // The reason phrase is Foundation's: "Not Found" on Linux, "not found" on Darwin.
        #expect(notFound?.description.lowercased() == "the server responded with status 404 (not found).")
        #expect(notFound?.errorDescription == notFound?.description)

        let missing = await apiError {
            try await scriptedClient(ScriptedTransport([.response(jsonResponse(200, #"{"items":[{}]}"#))])).send(TestRequest(.get, "/x", as: Page.self))
        }
        #expect(missing?.description == #"The response (status 200, 14 bytes) could not be decoded: the key "id" is missing at items.0."#)

        #expect(APIError.invalidURL("ftp://x").description == #"The request URL "ftp://x" is not a valid http or https URL."#)
        // A URL that is a valid http(s) URL was refused for its query or fragment only.
        #expect(APIError.invalidURL("https://api.example.com/v1?key=1").description
                == #"The server URL "https://api.example.com/v1?key=1" has a query or fragment, which the request path would land in; give the server URL without them."#)
        #expect(APIError.invalidURL("https://api.example.com/v1#top").description.hasPrefix("The server URL "))
        #expect(APIError.invalidURL("https://exa mple.com/v1?key=1").description.hasSuffix("is not a valid http or https URL."))
        #expect(APIError.cancelled.localizedDescription == "The request was cancelled.")
        #expect(APIError.transportFailed(URLError(.timedOut)).description == "The request timed out.")
        let page = HTTPResponse(statusCode: 502, headerFields: ["content-type": "text/html"], body: Data(count: 3))
        #expect(APIError.unexpectedContentType(page, expected: "application/json").description
                == #"Expected application/json, got Content-Type "text/html" with status 502 (3 bytes)."#)
    }
}
