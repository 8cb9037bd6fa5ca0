import EndpointRuntime
import Foundation
import Testing

/// The stream formats parsed from bodies split into chunks at every byte, so that no boundary
/// (a CRLF, a byte order mark, a UTF-8 sequence, a JSON value) depends on where a chunk ends.
@Suite struct StreamParsingTests {
    /// WHATWG HTML, "Interpreting an event stream": a BOM, a comment, CRLF and CR line ends,
    /// one space after the colon dropped (not two), `data` lines joined, an `id` that persists,
    /// an `id` with NUL ignored, `retry` only when all digits, a field without a colon, an
    /// event without data not dispatched, an unknown field, a malformed UTF-8 byte, and an
    /// event the body ends in dropped.
    static let eventStream = Data("\u{FEFF}: a comment\r\nevent: add\r\ndata: first\r\ndata:  second\r\nid: 1\r\n\r\n".utf8)
        + Data("data:x\rretry: 3000\rretry: 1s\r\r".utf8)
        + Data("id: a\u{0}b\ndata\n\nevent: no-data\n\nmystery: field\ndata: ".utf8) + Data([0xFF]) + Data("\n\n".utf8)
        + Data("data: cut off before its blank line".utf8)

    static let expectedEvents = [
        ServerSentEvent(event: "add", data: "first\n second", id: "1"),
        ServerSentEvent(data: "x", id: "1", retry: 3000),
        ServerSentEvent(data: "", id: "1"),
        ServerSentEvent(data: "\u{FFFD}", id: "1"),
    ]

    @Test func serverSentEventsFollowTheHTMLStandardWhereverChunksEnd() async throws {
        for split in splits(of: Self.eventStream) {
            let events = try await collect(try streamed(split, type: "text/event-stream").serverSentEvents())
            #expect(events == Self.expectedEvents, "split \(split.map(\.count))")
        }
    }

    struct Number: Decodable, Sendable, Equatable { var n: Int }

    @Test func jsonLinesSkipBlankLinesAndNeedNoFinalLineFeed() async throws {
        let body = Data("{\"n\":1}\r\n\n  \n{\"n\":2}\n{\"n\":3}".utf8)
        for split in splits(of: body) {
            let numbers = try await collect(try streamed(split, type: "application/x-ndjson").jsonLines(of: Number.self, decoder: JSONDecoder()))
            #expect(numbers == [Number(n: 1), Number(n: 2), Number(n: 3)], "split \(split.map(\.count))")
        }
    }

    @Test func aJSONLineCutShortFailsWithItsBytes() async throws {
        let response = streamed([Data("{\"n\":1}\n{\"n\":".utf8)], type: "application/jsonl")
        var numbers = try response.jsonLines(of: Number.self, decoder: JSONDecoder()).makeAsyncIterator()
        #expect(try await numbers.next() == Number(n: 1))
        let error = await apiError { try await numbers.next() }
        guard case .decodingFailed(let element, _)? = error else {
            Issue.record("expected decodingFailed, got \(String(describing: error))")
            return
        }
        #expect(element.body == Data("{\"n\":".utf8) && element.statusCode == 200)
    }

    /// RFC 7464: each value follows RS and ends with LF; empty records are skipped; a value
    /// without its LF was cut short.
    @Test func jsonSequencesSplitAtRecordSeparators() async throws {
        let body = Data("\u{1E}{\"n\":1}\n\u{1E}\u{1E}{\"n\":2}\n\u{1E}3".utf8)
        for split in splits(of: body) {
            var iterator = try streamed(split, type: "application/json-seq").jsonSequence(of: Number.self, decoder: JSONDecoder())
                .makeAsyncIterator()
            #expect(try await iterator.next() == Number(n: 1))
            #expect(try await iterator.next() == Number(n: 2))
            let error = await apiError { try await iterator.next() }
            #expect(error?.description.contains("cut short (RFC 7464 §2.4)") == true, "\(String(describing: error))")
        }
    }

    struct Chunk: Decodable, Sendable, Equatable { var text: String }

    @Test func eventDataDecodesAsJSONUntilTheTerminator() async throws {
        let body = Data("data: {\"text\":\"a\"}\n\nevent: delta\ndata: {\"text\":\"b\"}\n\ndata: [DONE]\n\ndata: after\n\n".utf8)
        let chunks = try streamed([body], type: "text/event-stream; charset=utf-8")
            .serverSentEvents(of: Chunk.self, decoder: JSONDecoder(), terminator: "[DONE]")
        #expect(try await collect(chunks) == [Chunk(text: "a"), Chunk(text: "b")])

        let unterminated = try streamed([body], type: "text/event-stream").serverSentEvents(of: Chunk.self, decoder: JSONDecoder())
        var iterator = unterminated.makeAsyncIterator()
        _ = try await iterator.next()
        _ = try await iterator.next()
        let error = await apiError { try await iterator.next() }
        guard case .decodingFailed(let element, _)? = error else {
            Issue.record("expected decodingFailed, got \(String(describing: error))")
            return
        }
        #expect(element.body == Data("[DONE]".utf8))
    }

    /// The last event's data, when it is not JSON at all (`[DONE]`, whatever the event type),
    /// ends the stream; the values before it all arrive.
    @Test func aFinalEventThatIsNotJSONEndsTheStream() async throws {
        for ending in ["data: [DONE]\n\n", "event: done\ndata: [DONE]\n\n", "data: DONE\r\n\r\n: a comment after it\n"] {
            let body = Data("data: {\"text\":\"a\"}\n\ndata: {\"text\":\"b\"}\n\n\(ending)".utf8)
            for split in splits(of: body) {
                let chunks = try streamed(split, type: "text/event-stream").serverSentEvents(of: Chunk.self, decoder: JSONDecoder())
                #expect(try await collect(chunks) == [Chunk(text: "a"), Chunk(text: "b")], "\(ending.debugDescription), split \(split.map(\.count))")
            }
        }
    }

    /// Data that is not JSON before another event, malformed JSON (even at the end: an object,
    /// an array, empty data), and JSON of another shape (`"[DONE]"` is a JSON string) all fail
    /// to decode: none of them is taken for the end marker.
    @Test func eventsThatDoNotDecodeFailUnlessNotJSONAtTheEnd() async throws {
        let cases: [(body: String, failing: String, before: [Chunk])] = [
            ("data: [DONE]\n\ndata: {\"text\":\"b\"}\n\n", "[DONE]", []),
            ("data: {\"text\":\"a\"}\n\ndata: {\"text\":\n\ndata: {\"text\":\"c\"}\n\n", "{\"text\":", [Chunk(text: "a")]),
            ("data: {\"text\":\"a\"}\n\ndata: {\"text\":\"b\"\n\n", "{\"text\":\"b\"", [Chunk(text: "a")]),
            ("data: {\"text\":\"a\"}\n\ndata: {\"done\":true}\n\n", "{\"done\":true}", [Chunk(text: "a")]),
            ("data: \"[DONE]\"\n\n", "\"[DONE]\"", []),
            ("data: [1,\n\n", "[1,", []),
            ("data:\n\n", "", []),
            ("data: {\"text\":\"a\"}\n\ndata: Internal error\n\n", "Internal error", [Chunk(text: "a")]),
            ("data: [DONE\n\n", "[DONE", []),
        ]
        for (body, failing, before) in cases {
            var chunks = try streamed([Data(body.utf8)], type: "text/event-stream")
                .serverSentEvents(of: Chunk.self, decoder: JSONDecoder()).makeAsyncIterator()
            for expected in before { #expect(try await chunks.next() == expected) }
            let error = await apiError { try await chunks.next() }
            guard case .decodingFailed(let element, _)? = error else {
                Issue.record("\(body.debugDescription): expected decodingFailed, got \(String(describing: error))")
                continue
            }
            #expect(element.body == Data(failing.utf8), "\(body.debugDescription)")
        }
    }

    @Test func aBodyOfAnotherMediaTypeIsRejectedBeforeReading() {
        let html = streamed([Data("<html>".utf8)], type: "text/html")
        #expect(throws: APIError.self) { try html.serverSentEvents() }
        #expect(throws: APIError.self) { try html.jsonLines(of: Number.self, decoder: JSONDecoder()) }
        do {
            _ = try streamed([], type: "application/json").serverSentEvents()
            Issue.record("JSON accepted as an event stream")
        } catch {
            guard case .unexpectedContentType(_, "text/event-stream") = error else {
                Issue.record("got \(error)")
                return
            }
        }
    }
}

/// A 200 response with the given `Content-Type` whose body arrives as `chunks`.
func streamed(_ chunks: [Data], type: String) -> HTTPResponse {
    var response = HTTPResponse(statusCode: 200, headerFields: ["Content-Type": type])
    response.bodyStream = ResponseStream(AsyncStream { continuation in
        for chunk in chunks { continuation.yield(chunk) }
        continuation.finish()
    })
    return response
}

/// `data` whole, cut in two at every byte, and cut into single bytes.
func splits(of data: Data) -> [[Data]] {
    var result = (0...data.count).map { [data.prefix($0), data.dropFirst($0)].map { Data($0) } }
    result.append(data.map { Data([$0]) })
    return result
}

/// Every element of a stream.
func collect<Element>(_ stream: ResponseStream<Element>) async throws -> [Element] {
    var elements: [Element] = []
    for try await element in stream { elements.append(element) }
    return elements
}
