import Foundation

/// One event of a `text/event-stream` body, as the WHATWG HTML standard defines it
/// ("Server-sent events", "Interpreting an event stream").
public struct ServerSentEvent: Sendable, Hashable {
    /// The event type: the `event` field, or `message` when the event has none.
    public var event: String
    /// The values of the event's `data` fields, joined with LF.
    public var data: String
    /// The last event ID: the value of the latest `id` field so far in the stream, which carries
    /// over to later events; `nil` while there was none.
    public var id: String?
    /// The reconnection time, in milliseconds, that a `retry` field of this event asked for.
    public var retry: Int?

    /// Creates an event.
    ///
    /// - Parameters:
    ///   - event: The event type; defaults to `message`.
    ///   - data: The data.
    ///   - id: The last event ID; defaults to `nil`.
    ///   - retry: The reconnection time in milliseconds; defaults to `nil`.
    public init(event: String = "message", data: String, id: String? = nil, retry: Int? = nil) {
        self.event = event
        self.data = data
        self.id = id
        self.retry = retry
    }
}

extension HTTPResponse {
    /// The events of a `text/event-stream` body, each as soon as the blank line that ends it
    /// arrives.
    ///
    /// The body is read as the WHATWG HTML standard says: UTF-8 (a malformed byte becomes
    /// U+FFFD), one leading byte order mark ignored; lines end with CRLF, LF or CR; a line
    /// starting with `:` is a comment; one space after a field's colon is dropped; `data` lines
    /// join with LF; an `id` containing NUL and a `retry` that is not all digits are ignored, as
    /// are unknown fields; an event without `data` is not dispatched; an event the body ends
    /// in, before its blank line, is dropped.
    ///
    /// - Returns: The events, in order.
    /// - Throws: ``APIError/unexpectedContentType(_:expected:)`` when the `Content-Type` is
    ///   present and not `text/event-stream`.
    public func serverSentEvents() throws(APIError) -> ResponseStream<ServerSentEvent> {
        if let mediaType, mediaType != "text/event-stream" {
            throw .unexpectedContentType(self, expected: "text/event-stream")
        }
        let bytes = bytes
        return ResponseStream(next: {
            var reader = RecordReader(bytes)
            var isFirstLine = true, afterCR = false
            var event = "", data: String?, lastEventID: String?, retry: Int?
            return {
                while let (line, terminator) = try await reader.next(endingAt: { $0 == 0x0A || $0 == 0x0D }) {
                    guard let terminator else { return nil }
                    if afterCR, terminator == 0x0A, line.isEmpty {
                        afterCR = false
                        continue
                    }
                    afterCR = terminator == 0x0D
                    var bytes = line
                    if isFirstLine, bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
                    isFirstLine = false
                    if bytes.isEmpty {
                        defer { (event, data, retry) = ("", nil, nil) }
                        guard let text = data else { continue }
                        return ServerSentEvent(event: event.isEmpty ? "message" : event, data: String(text.dropLast()),
                                               id: lastEventID, retry: retry)
                    }
                    guard bytes.first != 0x3A else { continue }
                    let colon = bytes.firstIndex(of: 0x3A) ?? bytes.endIndex
                    var value = bytes[colon...].dropFirst()
                    if value.first == 0x20 { value = value.dropFirst() }
                    let text = String(decoding: value, as: UTF8.self)
                    switch String(decoding: bytes[..<colon], as: UTF8.self) {
                    case "event": event = text
                    case "data": data = (data ?? "") + text + "\n"
                    case "id" where !text.contains("\0"): lastEventID = text
                    case "retry" where !text.isEmpty && text.utf8.allSatisfy({ (0x30...0x39).contains($0) }): retry = Int(text)
                    default: break
                    }
                }
                return nil
            }
        })
    }

    /// The `data` of each event of a `text/event-stream` body, decoded as JSON while the events
    /// arrive.
    ///
    /// Many APIs end their streams with an event whose data is not JSON at all, e.g. `[DONE]`.
    /// So the last event of the body ends the stream, without an element, when its data is not
    /// a JSON text (RFC 8259 §2) and is one word of letters, digits, `_` or `-` that starts
    /// with a letter, alone or in brackets: `DONE`, `[DONE]`, `[END]`. Text such as an error
    /// message (`Internal error`) is not a word, so it fails as below. Such an event anywhere else, data that starts like JSON but is
    /// malformed (`{"text":`, `[1,`), and JSON that is not a value of `T` fail the iteration
    /// with ``APIError/decodingFailed(_:_:)``, so a mistake never passes for the end. An event
    /// that could be the marker is reported only once the next one, or the end, has arrived.
    ///
    /// - Parameters:
    ///   - type: The type each event's data decodes as.
    ///   - decoder: The client's JSON decoder.
    ///   - terminator: Data that ends the stream at once, wherever it comes, instead of being
    ///     decoded; defaults to `nil`, none.
    /// - Returns: The decoded values, in order; an event whose data does not decode fails the
    ///   iteration with ``APIError/decodingFailed(_:_:)``, its `body` the event's data.
    /// - Throws: ``APIError/unexpectedContentType(_:expected:)`` as ``serverSentEvents()`` does.
    public func serverSentEvents<T: Decodable & Sendable>(of type: T.Type, decoder: JSONDecoder,
                                                          terminator: String? = nil) throws(APIError) -> ResponseStream<T> {
        let events = try serverSentEvents()
        return ResponseStream(next: {
            var iterator = events.makeAsyncIterator()
            var isDone = false
            var following: ServerSentEvent?
            return {
                if following == nil, !isDone { following = try await iterator.next() }
                guard let event = following.take(), event.data != terminator else {
                    isDone = true
                    return nil
                }
                do {
                    return try element(event.data.utf8).decodeJSON(as: T.self, decoder: decoder)
                } catch where isEndMarker(event.data) {
                    following = try await iterator.next()
                    guard following == nil else { throw error }
                    isDone = true
                    return nil
                }
            }
        })
    }
}

/// Whether the data of an event is an end-of-stream marker such as `[DONE]`: not JSON, and one
/// ASCII word (letters, digits, `_`, `-`, starting with a letter), alone or in brackets.
private func isEndMarker(_ data: String) -> Bool {
    var word = Substring(data.trimmingCharacters(in: .whitespaces))
    if word.first == "[", word.last == "]" { word = word.dropFirst().dropLast() }
    return word.first.map { $0.isASCII && $0.isLetter } == true
        && word.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-") }
        && (try? JSONSerialization.jsonObject(with: Data(data.utf8), options: .fragmentsAllowed)) == nil
}
