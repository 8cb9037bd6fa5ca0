import EndpointRuntime
import Foundation
import Testing

/// The generated responses of Fixtures/valid/responses (an OpenAPI document): one case per 2xx
/// status, error enums with ranges and `default`, streams, and typed response header fields,
/// fed with made-up responses.
@Suite struct ResponseTests {
    func response(_ statusCode: Int, _ body: String = "", type: String = "application/json",
                  headerFields: [String: String] = [:]) -> HTTPResponse {
        HTTPResponse(statusCode: statusCode, headerFields: headerFields.merging(["Content-Type": type]) { a, _ in a },
                     body: Data(body.utf8))
    }

    /// A switch over every success case, without `default:`.
    static func describe(_ created: Responses.CreatePet.Response) -> String {
        switch created {
        case .created(let pet): "created \(pet.name)"
        case .accepted(let job): "job \(job.id)"
        case .noContent: "nothing"
        case .undocumented(let response): "status \(response.statusCode)"
        }
    }

    /// A switch over every error case, without `default:`.
    static func describe(_ error: Responses.CreatePet.ErrorResponse) -> String {
        switch error {
        case .conflict(let problem): "conflict: \(problem.title ?? "")"
        case .clientError(let statusCode, let problem): "\(statusCode): \(problem.title ?? "")"
        case .serverError(let statusCode, let text): "\(statusCode): \(text)"
        case .undocumented(let response): "undocumented \(response.statusCode)"
        }
    }

    @Test func eachStatusIsItsCase() async throws {
        let request = Responses.CreatePet(requestBody: Responses.Pet(name: "Rex"))
        let decoder = JSONDecoder()
        #expect(Self.describe(try request.decodeResponse(response(201, #"{"name":"Rex"}"#), decoder: decoder)) == "created Rex")
        #expect(Self.describe(try request.decodeResponse(response(202, #"{"id":"j1"}"#), decoder: decoder)) == "job j1")
        #expect(Self.describe(try request.decodeResponse(response(204), decoder: decoder)) == "nothing")
        #expect(Self.describe(try request.decodeResponse(response(203), decoder: decoder)) == "status 203")
        #expect(Self.describe(try request.decodeErrorResponse(response(409, #"{"title":"taken"}"#, type: "application/problem+json"), decoder: decoder)) == "conflict: taken")
        #expect(Self.describe(try request.decodeErrorResponse(response(422, #"{"title":"bad"}"#), decoder: decoder)) == "422: bad")
        #expect(Self.describe(try request.decodeErrorResponse(response(503, "down", type: "text/plain"), decoder: decoder)) == "503: down")
        #expect(Self.describe(try request.decodeErrorResponse(response(302), decoder: decoder)) == "undocumented 302")
        #expect(throws: APIError.self) { try request.decodeErrorResponse(response(409, "<html>", type: "text/html"), decoder: decoder) }
    }

    @Test func headerFieldsAreTypedProperties() throws {
        let fields = ["X-Total-Count": "1234567890123", "x-page-ids": "1,2, 3", "ETag": #"W/"abc""#,
                      "Last-Modified": "2026-12-01T10:00:00Z", "X-Cursor": #"after,"x y""#]
        let page = APIResponse<Responses.ListPets>(statusCode: 200, headerFields: fields, body: [])
        #expect(try page.xTotalCount == 1_234_567_890_123)
        #expect(try page.xPageIds == [1, 2, 3])
        #expect(try page.eTag == #"W/"abc""#)
        #expect(try page.lastModified == Date(timeIntervalSince1970: 1_796_119_200))
        #expect(try page.xCursor == #"after,"x y""#)
        let created = APIResponse<Responses.CreatePet>(statusCode: 201, headerFields: ["X-Rate-Limit-Remaining": "many"], body: .noContent)
        #expect(try created.location == nil)
        #expect(throws: APIError.self) { try created.xRateLimitRemaining }
    }

    @Test func streamsAndTheirAlternative() async throws {
        let decoder = JSONDecoder()
        var events = response(200, type: "text/event-stream")
        events.bodyStream = ResponseStream(AsyncStream { continuation in
            continuation.yield(Data("data: {\"delta\":\"Hel\"}\n\ndata: {\"del".utf8))
            continuation.yield(Data("ta\":\"lo\"}\n\n".utf8))
            continuation.finish()
        })
        switch try await Responses.Complete().decodeResponse(events, decoder: decoder) {
        case .stream(let chunks):
            var text = ""
            for try await chunk in chunks { text += chunk.delta }
            #expect(text == "Hello")
        case .body(let completion):
            Issue.record("read as a whole body: \(completion)")
        }
        switch try await Responses.Complete().decodeResponse(response(200, #"{"text":"Hello"}"#), decoder: decoder) {
        case .body(let completion): #expect(completion.text == "Hello")
        case .stream: Issue.record("read as a stream")
        }
        let lines = response(200, "{\"message\":\"a\"}\n{\"message\":\"b\"}\n", type: "application/x-ndjson")
        var messages: [String] = []
        for try await entry in try Responses.TailLog().decodeResponse(lines, decoder: decoder) { messages.append(entry.message) }
        #expect(messages == ["a", "b"])
        #expect(Responses.WatchEvents().headerFields["Accept"] == "text/event-stream")
        #expect(Responses.Complete().headerFields["Accept"] == "application/json, text/event-stream")
    }
}
