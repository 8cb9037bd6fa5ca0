import EndpointRuntime
import Foundation
import Testing

/// Streamed bodies from a real server (`/stream`, `/endless` of the misbehaving server): read as
/// the bytes arrive, cut off mid-event, cancelled.
@Suite struct StreamingServerTests {
    /// What `/stream` sends: `chunks` as one chunk each, `delay` seconds apart.
    struct Script: Encodable, Sendable {
        var chunks: [String]
        var type = "text/event-stream"
        var status = 200
        var delay = 0.0
        var cut = false
        var hold = false
    }

    /// A request whose response is a stream, as generated code declares one.
    struct StreamRequest<Element: Sendable>: APIRequest {
        typealias Response = ResponseStream<Element>
        var method = HTTPMethod.post
        var path = "/stream"
        var body: RequestBody?
        let decode: @Sendable (HTTPResponse, JSONDecoder) throws(APIError) -> ResponseStream<Element>

        func decodeResponse(_ response: HTTPResponse, decoder: JSONDecoder) throws(APIError) -> Response {
            try decode(response, decoder)
        }
    }

    static func events(_ script: Script) -> StreamRequest<ServerSentEvent> {
        StreamRequest(body: .json(script)) { response, _ throws(APIError) in try response.serverSentEvents() }
    }

    /// The second event is sent only after the client, having read the first, asks `/release`
    /// (or 30 s later, saying when). Had the client waited for the whole body, the first bytes
    /// could not reach it before the server gave up holding the second. Their arrival is timed
    /// by the progress handler, which runs on URLSession's queue: a full test run can keep the
    /// test's own tasks waiting for a thread longer than 30 s.
    @Test func eventsArriveWhileTheBodyIsStillComing() async throws {
        try await withMisbehavingServer { server in
            let client = APIClient(baseURL: server)
            let script = Script(chunks: ["data: 1\n\n", "data: 2\n\n"], hold: true)
            let arrivals = Recorder<Double>()
            let response = try await client.response(for: Self.events(script), progress: { step in
                if step.bytesReceived > 0 { arrivals.append(Date().timeIntervalSince1970) }
            })
            var events = response.body.makeAsyncIterator()
            let first = try await events.next()
            #expect(first?.data == "1")
            _ = try await client.send(TestRequest(.get, "/release", as: Data.self))
            let second = try await events.next()
            if let gaveUp = second?.data.split(separator: " ").last.flatMap({ Double($0) }), second?.data.hasPrefix("not released") == true {
                let firstBytes = try #require(arrivals.all.first)
                #expect(firstBytes < gaveUp, "the first event arrived after the server stopped holding the second")
            } else {
                #expect(second?.data == "2")
            }
            let end = try await events.next()
            #expect(end == nil)
        }
    }

    struct Delta: Decodable, Sendable, Equatable { var content: String }

    /// Events decoded as generated code decodes a JSON event stream.
    static func deltas(_ script: Script) -> StreamRequest<Delta> {
        StreamRequest(body: .json(script)) { response, decoder throws(APIError) in
            try response.serverSentEvents(of: Delta.self, decoder: decoder)
        }
    }

    /// A chat-completion stream as OpenAI sends it, ending with `data: [DONE]`: every value
    /// arrives, then the stream ends without an error.
    @Test func aDoneEventEndsAJSONStream() async throws {
        try await withMisbehavingServer { server in
            let script = Script(chunks: ["data: {\"content\":\"Hel\"}\n\n", "data: {\"content\":\"lo\"}\n\n", "data: [DONE]\n\n"], delay: 0.05)
            let deltas = try await collect(APIClient(baseURL: server).send(Self.deltas(script)))
            #expect(deltas == [Delta(content: "Hel"), Delta(content: "lo")])
        }
    }

    /// A malformed event in the middle of a stream is a decoding error carrying its data, even
    /// when the stream ends with `[DONE]`, and the values after it still arrive; a `[DONE]`
    /// after which the connection breaks is a transport failure, not the end.
    @Test func aMalformedEventOrABrokenConnectionIsNeverTakenForTheEnd() async throws {
        try await withMisbehavingServer { server in
            let client = APIClient(baseURL: server)
            let malformed = Script(chunks: ["data: {\"content\":\"Hel\"}\n\n", "data: {\"content\":\n\n", "data: {\"content\":\"lo\"}\n\n",
                                            "data: [DONE]\n\n"], delay: 0.05)
            var deltas = try await client.send(Self.deltas(malformed)).makeAsyncIterator()
            #expect(try await deltas.next() == Delta(content: "Hel"))
            let error = await apiError { try await deltas.next() }
            guard case .decodingFailed(let element, _)? = error else {
                Issue.record("expected decodingFailed, got \(String(describing: error))")
                return
            }
            #expect(element.body == Data("{\"content\":".utf8))
            #expect(try await deltas.next() == Delta(content: "lo"))
            #expect(try await deltas.next() == nil)

            let cut = Script(chunks: ["data: {\"content\":\"Hel\"}\n\n", "data: [DONE]\n\n"], delay: 0.05, cut: true)
            var beforeTheCut = try await client.send(Self.deltas(cut)).makeAsyncIterator()
            #expect(try await beforeTheCut.next() == Delta(content: "Hel"))
            let broken = await apiError { try await beforeTheCut.next() }
            guard case .transportFailed? = broken else {
                Issue.record("expected transportFailed, got \(String(describing: broken))")
                return
            }
        }
    }

    @Test func slowJSONLinesSplitMidValueArriveWhole() async throws {
        struct Tick: Decodable, Sendable, Equatable { var n: Int }
        try await withMisbehavingServer { server in
            let script = Script(chunks: ["{\"n\":1}\n{\"n\"", ":2}\n", "{\"n\":3}\n"], type: "application/x-ndjson", delay: 0.2)
            let request = StreamRequest(body: .json(script)) { response, decoder throws(APIError) in
                try response.jsonLines(of: Tick.self, decoder: decoder)
            }
            let response = try await APIClient(baseURL: server).response(for: request)
            #expect(response.value(forHeaderField: "Transfer-Encoding") == "chunked")
            let ticks = try await collect(response.body)
            #expect(ticks == [Tick(n: 1), Tick(n: 2), Tick(n: 3)])
        }
    }

    /// The events before the cut arrive; then the iteration fails, rather than ending as if the
    /// stream were complete.
    @Test func aStreamCutMidEventFailsAfterTheCompleteEvents() async throws {
        try await withMisbehavingServer { server in
            let script = Script(chunks: ["data: 1\n\n", "data: 2\nda"], delay: 0.1, cut: true)
            var events = try await APIClient(baseURL: server).send(Self.events(script)).makeAsyncIterator()
            let beforeTheCut = try await events.next()
            #expect(beforeTheCut?.data == "1")
            let error = await apiError { try await events.next() }
            guard case .transportFailed? = error else {
                Issue.record("expected transportFailed, got \(String(describing: error))")
                return
            }
        }
    }

    @Test func anErrorStatusReadsTheWholeBodyIntoTheError() async throws {
        try await withMisbehavingServer { server in
            let script = Script(chunks: ["{\"error\":", "\"overloaded\"}"], type: "application/json", status: 503)
            let error = await apiError { try await APIClient(baseURL: server).send(Self.events(script)) }
            #expect(error?.response?.statusCode == 503)
            #expect(error?.response?.body == Data(#"{"error":"overloaded"}"#.utf8))
        }
    }

    /// Cancelling the task that reads an endless stream ends the exchange: the server sees the
    /// connection close. So does dropping a stream that is no longer read.
    @Test func cancellingOrDroppingTheStreamClosesTheConnection() async throws {
        try await withMisbehavingServer { server in
            let client = APIClient(baseURL: server)
            let endless = StreamRequest<ServerSentEvent>(method: .get, path: "/endless") { response, _ throws(APIError) in
                try response.serverSentEvents()
            }
            let reading = Task {
                var count = 0
                for try await _ in try await client.send(endless) {
                    count += 1
                    if count == 3 { withUnsafeCurrentTask { $0?.cancel() } }
                }
                return count
            }
            let outcome = await apiError { try await reading.value }
            guard case .cancelled? = outcome else {
                Issue.record("expected cancelled, got \(String(describing: outcome))")
                return
            }
            #expect(try await closedStreams(client, atLeast: 1) >= 1)

            var events = try await client.send(endless).makeAsyncIterator()
            _ = try await events.next()
            events = ResponseStream(AsyncStream<ServerSentEvent> { $0.finish() }).makeAsyncIterator()
            let afterTheDrop = try await events.next()
            #expect(afterTheDrop == nil)
            #expect(try await closedStreams(client, atLeast: 2) >= 2)
        }
    }

    struct StreamCounts: Decodable, Sendable { var open: Int; var closed: Int }

    /// `/streams`' count of ended `/endless` answers, once it reaches `count` (or after 10 s).
    func closedStreams(_ client: APIClient, atLeast count: Int) async throws -> Int {
        for _ in 0..<100 {
            let counts = try await client.send(TestRequest(.get, "/streams", as: StreamCounts.self))
            if counts.closed >= count { return counts.closed }
            try await Task.sleep(nanoseconds: 100_000_000)
        }
        return try await client.send(TestRequest(.get, "/streams", as: StreamCounts.self)).closed
    }
}
