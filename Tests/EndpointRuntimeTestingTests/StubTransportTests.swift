import EndpointRuntime
import EndpointRuntimeTesting
import Foundation
import Testing

/// Hand-written request types of a small API, as the generator writes them: each names its
/// operation, and one has example responses.
enum Notes {
    struct Note: Codable, Hashable, Sendable {
        var id: Int
        var text: String
        var created: Date
    }

    struct Problem: Codable, Hashable, Sendable {
        var message: String
    }

    struct GetNote: OperationRequest, ExampleResponding {
        typealias Response = Note
        static let operation = APIOperation(method: .get, pathTemplate: "/notes/{id}")
        static let exampleStatusCode = 200
        static let exampleResponses: [String: Note] = [
            "example": Note(id: 1, text: "First", created: Date(timeIntervalSince1970: 1_714_564_800)),
            "second": Note(id: 2, text: "Second", created: Date(timeIntervalSince1970: 1_714_651_200)),
        ]
        var id: Int
        var method: HTTPMethod { .get }
        var path: String { "/notes/\(id)" }
    }

    struct GetLatestNote: OperationRequest {
        typealias Response = Note
        static let operation = APIOperation(method: .get, pathTemplate: "/notes/latest")
        var method: HTTPMethod { .get }
        var path: String { "/notes/latest" }
    }

    struct CreateNote: OperationRequest {
        typealias Response = Note
        static let operation = APIOperation(method: .post, pathTemplate: "/notes")
        var text: String
        var tags: [String]
        var method: HTTPMethod { .post }
        var path: String { "/notes" }
        var queryItems: QueryItems {
            var items = QueryItems()
            items.append("tag", tags)
            return items
        }
        var headerFields: [String: String] { ["X-Request-ID": "abc"] }
        var body: RequestBody? { .json(["text": text]) }
    }

    static let coding = JSONCoding(dates: .secondsSince1970)

    static func client(_ stub: StubTransport) -> APIClient {
        APIClient(server: APIServer(url: "https://notes.test/v1"), transport: stub, coding: coding)
    }
}

@Suite struct StubTransportTests {
    @Test func answersARegisteredTypeAndRecordsWhatWasSent() async throws {
        let stub = StubTransport(coding: Notes.coding)
        let note = Notes.Note(id: 9, text: "Hello", created: Date(timeIntervalSince1970: 0))
        try await stub.respond(to: Notes.CreateNote.self, body: note, statusCode: 201)
        let created = try await Notes.client(stub).send(Notes.CreateNote(text: "Hello", tags: ["a", "b"]))
        #expect(created == note)
        let sent = await stub.requests(for: Notes.CreateNote.self)
        let request = try #require(sent.first)
        #expect(sent.count == 1)
        #expect(request.method == .post && request.path == "/v1/notes")
        #expect(request.queryValues(named: "tag") == ["a", "b"])
        #expect(request.value(forHeaderField: "x-request-id") == "abc")
        #expect(request.value(forHeaderField: "Content-Type") == "application/json")
        #expect(try request.decodedBody(as: [String: String].self) == ["text": "Hello"])
        #expect(request.operation == Notes.CreateNote.operation)
    }

    @Test func answersFromTheSpecsExamples() async throws {
        let stub = StubTransport(coding: Notes.coding)
        try await stub.answerWithExamples(of: Notes.GetNote.self)
        #expect(try await Notes.client(stub).send(Notes.GetNote(id: 1)) == Notes.GetNote.exampleResponses["example"])
        try await stub.answerWithExamples(of: Notes.GetNote.self, named: "second")
        #expect(try await Notes.client(stub).send(Notes.GetNote(id: 2)).text == "Second")
        await #expect(throws: StubTransport.Failure.self) { try await stub.answerWithExamples(of: Notes.GetNote.self, named: "third") }
        do {
            try await stub.answerWithExamples(of: Notes.GetNote.self, named: "third")
        } catch {
            #expect("\(error)" == "GET /notes/{id} has no example named 'third'; the spec gives example, second")
        }
    }

    @Test func answersWithAStatusAndAnErrorBody() async throws {
        let stub = StubTransport(coding: Notes.coding)
        await stub.respond(to: Notes.GetNote.self, with: try .json(Notes.Problem(message: "No such note"), statusCode: 404))
        do {
            _ = try await Notes.client(stub).send(Notes.GetNote(id: 7))
            Issue.record("a 404 must throw")
        } catch {
            guard case .unacceptableStatus(let response, _) = error else {
                Issue.record("expected an unacceptable status, got \(error)")
                return
            }
            #expect(response.statusCode == 404 && response.value(forHeaderField: "content-type") == "application/json")
            #expect(try JSONDecoder().decode(Notes.Problem.self, from: response.body) == Notes.Problem(message: "No such note"))
        }
    }

    @Test func failsAsTheNetworkFails() async throws {
        let stub = StubTransport()
        await stub.respond(to: Notes.GetNote.self, with: .failure(URLError(.notConnectedToInternet)))
        do {
            _ = try await Notes.client(stub).send(Notes.GetNote(id: 1))
            Issue.record("a failure must throw")
        } catch {
            guard case .transportFailed(let underlying as URLError) = error else {
                Issue.record("expected a transport failure, got \(error)")
                return
            }
            #expect(underlying.code == .notConnectedToInternet)
        }
    }

    @Test func aDelayedAnswerCanBeCancelled() async throws {
        let stub = StubTransport(coding: Notes.coding)
        try await stub.respond(to: Notes.GetNote.self, body: Notes.GetNote.exampleResponses["example"], delay: .seconds(600))
        let task = Task { try await Notes.client(stub).send(Notes.GetNote(id: 1)) }
        while await stub.requests.isEmpty { await Task.yield() }
        task.cancel()
        let result = await task.result
        guard case .failure(let error as APIError) = result, case .cancelled = error else {
            Issue.record("expected the request to be cancelled, got \(result)")
            return
        }
    }

    @Test func answersInTurnAndFromAHandler() async throws {
        let stub = StubTransport(coding: Notes.coding)
        let first = Notes.Note(id: 1, text: "one", created: Date(timeIntervalSince1970: 0))
        await stub.respond(to: Notes.GetNote.self, withEach: [StubResponse(statusCode: 503), try .json(first, coding: Notes.coding)])
        let client = Notes.client(stub)
        await #expect(throws: APIError.self) { try await client.send(Notes.GetNote(id: 1)) }
        #expect(try await client.send(Notes.GetNote(id: 1)) == first)
        #expect(try await client.send(Notes.GetNote(id: 1)) == first, "the last answer repeats")
        await stub.respond(to: Notes.GetNote.self) { request in
            let id = Int(request.path.split(separator: "/").last ?? "") ?? 0
            return try .json(Notes.Note(id: id, text: "note \(id)", created: Date(timeIntervalSince1970: 0)), coding: Notes.coding)
        }
        #expect(try await client.send(Notes.GetNote(id: 42)).text == "note 42")
    }

    @Test func theMostSpecificOperationWinsAndUnansweredRequestsFail() async throws {
        let stub = StubTransport(coding: Notes.coding)
        let latest = Notes.Note(id: 5, text: "latest", created: Date(timeIntervalSince1970: 0))
        try await stub.answerWithExamples(of: Notes.GetNote.self)
        try await stub.respond(to: Notes.GetLatestNote.self, body: latest)
        let client = Notes.client(stub)
        #expect(try await client.send(Notes.GetLatestNote()) == latest, "/notes/latest is a literal path; /notes/{id} matches it too")
        #expect(try await client.send(Notes.GetNote(id: 3)).id == 1)
        do {
            _ = try await client.send(Notes.CreateNote(text: "x", tags: []))
            Issue.record("an unanswered request must throw")
        } catch {
            guard case .transportFailed(let underlying as StubTransport.Failure) = error else {
                Issue.record("expected the stub's failure, got \(error)")
                return
            }
            #expect(underlying.description == "StubTransport has no answer for POST https://notes.test/v1/notes; registered: GET /notes/{id}, GET /notes/latest")
        }
        #expect(await stub.requests.count == 3, "unanswered requests are recorded too")
        await stub.reset()
        #expect(await stub.requests.isEmpty)
    }

    @Test func operationsMatchByMethodAndPathTemplate() {
        func request(_ method: HTTPMethod, _ url: String) -> HTTPRequest {
            HTTPRequest(method: method, url: URL(string: url) ?? URL(fileURLWithPath: "/"))
        }
        let operation = APIOperation(method: .get, pathTemplate: "/users/{name}/repos")
        #expect(operation.match(request(.get, "https://api.test/users/ann/repos?page=2")) == 2)
        #expect(operation.match(request(.get, "https://api.test/v3/users/a%20b/repos")) == 2)
        #expect(operation.match(request(.post, "https://api.test/users/ann/repos")) == nil)
        #expect(operation.match(request(.get, "https://api.test/users//repos")) == nil)
        #expect(operation.match(request(.get, "https://api.test/users/ann")) == nil)
        #expect(APIOperation(method: .get, pathTemplate: "/caf%C3%A9").match(request(.get, "https://api.test/caf%c3%a9")) == 1)
        #expect(operation.description == "GET /users/{name}/repos")
    }
}
