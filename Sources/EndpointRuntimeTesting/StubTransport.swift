import EndpointRuntime
import Foundation

/// An ``HTTPTransport`` for tests: it answers from responses registered per request type or
/// from the spec's examples, and records every request it receives.
///
/// ```swift
/// let stub = StubTransport(coding: Blog.coding)
/// await stub.respond(to: Blog.GetPost.self, with: try .json(Blog.Post.example, coding: Blog.coding))
/// await stub.respond(to: Blog.DeletePost.self, with: StubResponse(statusCode: 404))
/// let client = APIClient(server: APIServer(url: "https://blog.test"), transport: stub, coding: Blog.coding)
/// let post = try await client.send(Blog.GetPost(id: 1))
/// let sent = await stub.requests
/// #expect(sent.first?.path == "/posts/1")
/// ```
///
/// A request is matched to the registered operations (``APIOperation``) by method and path
/// template; when several match, the one with the most literal path segments wins, then the
/// one registered last. Its answer is the registered response for that operation, or the
/// next of a sequence of them, or what a handler returns. A request that matches nothing
/// fails with ``Failure/unanswered(method:url:registered:)``, which the client reports as a
/// transport failure.
public actor StubTransport: HTTPTransport {
    /// Why a stub could not answer.
    public enum Failure: Error, CustomStringConvertible {
        /// No registered operation matches the request.
        case unanswered(method: HTTPMethod, url: URL, registered: [APIOperation])
        /// ``answerWithExamples(of:named:)`` found no example of that name.
        case noExample(operation: APIOperation, name: String?, available: [String])
        /// ``RecordedRequest/decodedBody(as:coding:)`` on a request without a body.
        case noBody(method: HTTPMethod, url: URL)

        /// What went wrong, one line.
        public var description: String {
            switch self {
            case .unanswered(let method, let url, let registered):
                let list = registered.map(\.description).joined(separator: ", ")
                return "StubTransport has no answer for \(method.rawValue) \(url.absoluteString); registered: \(list.isEmpty ? "none" : list)"
            case .noExample(let operation, let name, let available):
                return "\(operation) has no example\(name.map { " named '\($0)'" } ?? ""); the spec gives \(available.isEmpty ? "none" : available.joined(separator: ", "))"
            case .noBody(let method, let url):
                return "\(method.rawValue) \(url.absoluteString) was sent without a body"
            }
        }
    }

    /// How a registered operation answers.
    private enum Answer {
        case fixed([StubResponse])
        case handler(@Sendable (RecordedRequest) async throws -> StubResponse)
    }

    private struct Registration {
        var operation: APIOperation
        var answer: Answer
        var answered = 0
    }

    private let coding: JSONCoding
    private var registrations: [Registration] = []
    /// Every request received, in order, answered or not.
    public private(set) var requests: [RecordedRequest] = []

    /// Creates a stub that answers nothing until told.
    /// - Parameter coding: The JSON rules for bodies given as values (the API's, for example
    ///   `Blog.coding`, so dates are written as the API writes them); the defaults unless given.
    public init(coding: JSONCoding = JSONCoding()) {
        self.coding = coding
    }

    // MARK: Registering answers

    /// Answers every request of `type` with `response`.
    public func respond<R: OperationRequest>(to type: R.Type, with response: StubResponse) {
        register(R.operation, .fixed([response]))
    }

    /// Answers the requests of `type` with `responses` in turn, the last one again once they
    /// run out: for retries, or a list that changes after a create.
    public func respond<R: OperationRequest>(to type: R.Type, withEach responses: [StubResponse]) {
        register(R.operation, .fixed(responses))
    }

    /// Answers every request of `type` with its response body encoded as JSON by the stub's
    /// coding rules (a `String` or `Data` body is sent as it is).
    /// - Parameters:
    ///   - type: The request type.
    ///   - body: The body.
    ///   - statusCode: The status; 200 unless given.
    ///   - delay: How long to wait before answering; zero unless given.
    /// - Throws: `EncodingError` when the body cannot be encoded.
    public func respond<R: OperationRequest, Body: Encodable & Sendable>(to type: R.Type, body: Body, statusCode: Int = 200, delay: Duration = .zero) throws {
        register(R.operation, .fixed([try .json(body, statusCode: statusCode, coding: coding, delay: delay)]))
    }

    /// Answers every request of `type` with what `handler` returns for it; an error it throws
    /// is thrown by the transport.
    public func respond<R: OperationRequest>(to type: R.Type, handler: @escaping @Sendable (RecordedRequest) async throws -> StubResponse) {
        register(R.operation, .handler(handler))
    }

    /// Answers every request of `type` with one of the spec's example responses, with the
    /// status code the spec documents it under.
    /// - Parameters:
    ///   - type: A generated request type whose spec gives examples.
    ///   - name: The example's name; the first one (`example`, or the first named) unless given.
    /// - Throws: ``Failure/noExample(operation:name:available:)`` when there is no such example;
    ///   `EncodingError` when it cannot be encoded.
    public func answerWithExamples<R: ExampleResponding>(of type: R.Type, named name: String? = nil) throws {
        let examples = R.exampleResponses
        let chosen = name ?? (examples["example"] != nil ? "example" : examples.keys.sorted().first)
        guard let chosen, let body = examples[chosen] else {
            throw Failure.noExample(operation: R.operation, name: name, available: examples.keys.sorted())
        }
        register(R.operation, .fixed([try .json(body, statusCode: R.exampleStatusCode, coding: coding)]))
    }

    /// Answers the requests of every type in `types` with its first example response: the
    /// whole API at once, from `<API>.exampleRequests`.
    /// - Throws: What ``answerWithExamples(of:named:)`` throws.
    public func answerWithExamples(of types: [any ExampleResponding.Type]) throws {
        for type in types { try answerWithExamples(of: type) }
    }

    /// Forgets every registered answer and recorded request.
    public func reset() {
        registrations = []
        requests = []
    }

    /// The requests received for `type`'s operation, in order.
    public func requests<R: OperationRequest>(for type: R.Type) -> [RecordedRequest] {
        requests.filter { $0.operation == R.operation }
    }

    private func register(_ operation: APIOperation, _ answer: Answer) {
        registrations.removeAll { $0.operation == operation }
        registrations.append(Registration(operation: operation, answer: answer))
    }

    // MARK: HTTPTransport

    /// Records the request and answers it as registered: the whole body at once (a request
    /// that asks for a streamed body gets it whole, as HTTPTransport allows), written to the
    /// request's download destination when it has one.
    /// - Throws: ``Failure/unanswered(method:url:registered:)`` when nothing matches; a
    ///   registered failure; `CancellationError` when the task is cancelled during a delay; an
    ///   error writing a download's file.
    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        var best: (index: Int, literals: Int)?
        for (index, registration) in registrations.enumerated() {
            guard let literals = registration.operation.match(request) else { continue }
            if best == nil || literals >= (best?.literals ?? 0) { best = (index, literals) }
        }
        let recorded = RecordedRequest(request: request, operation: best.map { registrations[$0.index].operation }, body: Self.bodyBytes(request.body))
        requests.append(recorded)
        guard let index = best?.index else {
            throw Failure.unanswered(method: request.method, url: request.url, registered: registrations.map(\.operation))
        }
        let response: StubResponse
        switch registrations[index].answer {
        case .fixed(let responses):
            let turn = registrations[index].answered
            registrations[index].answered += 1
            response = responses[min(turn, responses.count - 1)]
        case .handler(let handler):
            response = try await handler(recorded)
        }
        if response.delay > .zero { try await Task.sleep(for: response.delay) }
        switch response.outcome {
        case .response(var answer):
            // A download gets its body in the file the request names, as HTTPTransport requires.
            if let destination = request.downloadDestination {
                try answer.body.write(to: destination)
                answer.body = Data()
            }
            return answer
        case .failure(let error): throw error
        }
    }

    /// The bytes of a request body: in memory, or read from its file.
    private static func bodyBytes(_ body: HTTPBody?) -> Data? {
        guard let body else { return nil }
        switch body {
        case .data(let data): return data
        case .file(let url): return FileManager.default.contents(atPath: url.path)
        }
    }
}
