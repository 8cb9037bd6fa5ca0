import Foundation

/// A response body read while it arrives: byte chunks, server-sent events, or decoded values.
///
/// Iterate it once, with `for try await`. Iteration throws ``APIError``: `.transportFailed` when
/// the connection fails before the body ends, `.cancelled` when the iterating task is cancelled,
/// `.decodingFailed` for an element that does not decode (its `body` is that element's bytes).
/// Cancelling the iterating task, or dropping the stream, stops the exchange and closes its
/// connection.
public struct ResponseStream<Element: Sendable>: AsyncSequence, Sendable {
    private let makeNext: @Sendable () -> () async throws -> Element?

    /// Creates a stream of the elements of another asynchronous sequence, for transports and tests.
    ///
    /// - Parameter sequence: The elements; iterated once, when the stream is.
    public init<Base: AsyncSequence & Sendable>(_ sequence: Base) where Base.Element == Element {
        makeNext = {
            var iterator = sequence.makeAsyncIterator()
            return { try await iterator.next() }
        }
    }

    init(next makeNext: @escaping @Sendable () -> () async throws -> Element?) {
        self.makeNext = makeNext
    }

    /// Starts the iteration.
    public func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(nextElement: makeNext())
    }

    /// The iterator of a ``ResponseStream``.
    public struct AsyncIterator: AsyncIteratorProtocol {
        let nextElement: () async throws -> Element?

        /// The next element, or `nil` at the end of the body.
        ///
        /// - Throws: ``APIError``, as described for ``ResponseStream``.
        public mutating func next() async throws -> Element? {
            try await nextElement()
        }
    }
}

/// The response body split at a terminator byte, record by record, as the bytes arrive.
struct RecordReader {
    private var chunks: ResponseStream<Data>.AsyncIterator
    private var buffer: [UInt8] = []
    private var start = 0
    private var isAtEnd = false

    init(_ bytes: ResponseStream<Data>) {
        chunks = bytes.makeAsyncIterator()
    }

    /// The bytes up to the next terminator and that terminator; at the end of the body, the
    /// bytes after the last terminator (if any) with a `nil` terminator; then `nil`.
    mutating func next(endingAt isTerminator: (UInt8) -> Bool) async throws -> (record: ArraySlice<UInt8>, terminator: UInt8?)? {
        var scanned = start
        while true {
            if let end = buffer[scanned...].firstIndex(where: isTerminator) {
                defer { start = end + 1 }
                return (buffer[start..<end], buffer[end])
            }
            if isAtEnd {
                guard start < buffer.count else { return nil }
                defer { start = buffer.count }
                return (buffer[start...], nil)
            }
            buffer.removeSubrange(..<start)
            start = 0
            scanned = buffer.count
            if let chunk = try await chunks.next() { buffer.append(contentsOf: chunk) } else { isAtEnd = true }
        }
    }
}

extension HTTPResponse {
    /// The body as byte chunks while they arrive: ``bodyStream``, or ``body`` as one chunk when
    /// the transport did not stream.
    public var bytes: ResponseStream<Data> {
        let body = body
        return bodyStream ?? ResponseStream(AsyncStream { chunks in
            if !body.isEmpty { chunks.yield(body) }
            chunks.finish()
        })
    }

    /// The values of a JSON Lines (`application/jsonl`) or NDJSON (`application/x-ndjson`) body,
    /// each decoded while its line arrives.
    ///
    /// Lines end with LF (a CR before it is dropped); blank lines are skipped; the last line
    /// needs no LF, but a line cut short fails to decode.
    ///
    /// - Parameters:
    ///   - type: The type of each value.
    ///   - decoder: The client's JSON decoder.
    /// - Returns: The values, in order.
    /// - Throws: ``APIError/unexpectedContentType(_:expected:)`` when the `Content-Type` is not a
    ///   JSON type (its subtype contains `json`).
    public func jsonLines<T: Decodable & Sendable>(of type: T.Type, decoder: JSONDecoder) throws(APIError) -> ResponseStream<T> {
        try decodedRecords(expected: "application/jsonl", terminator: 0x0A, decoder: decoder) { record in
            var line = record
            if line.last == 0x0D { line = line.dropLast() }
            return line.allSatisfy { [0x20, 0x09, 0x0D].contains($0) } ? nil : line
        }
    }

    /// The values of a JSON text sequence (`application/json-seq`, RFC 7464), each decoded while
    /// it arrives.
    ///
    /// Each value follows an RS byte (0x1E) and ends with LF; one that does not end with LF was
    /// cut short (RFC 7464 §2.4) and fails to decode. Empty records are skipped (§2.1).
    ///
    /// - Parameters:
    ///   - type: The type of each value.
    ///   - decoder: The client's JSON decoder.
    /// - Returns: The values, in order.
    /// - Throws: ``APIError/unexpectedContentType(_:expected:)`` when the `Content-Type` is not a
    ///   JSON type.
    public func jsonSequence<T: Decodable & Sendable>(of type: T.Type, decoder: JSONDecoder) throws(APIError) -> ResponseStream<T> {
        try decodedRecords(expected: "application/json-seq", terminator: 0x1E, decoder: decoder) { record throws(DecodingError) in
            guard !record.isEmpty else { return nil }
            guard record.last == 0x0A else {
                throw .dataCorrupted(.init(codingPath: [], debugDescription: "The JSON text does not end with LF: it was cut short (RFC 7464 §2.4)"))
            }
            return record
        }
    }

    /// Decodes the records of the body that `select` keeps (it returns `nil` to skip one, and
    /// throws for one that is malformed).
    private func decodedRecords<T: Decodable & Sendable>(
        expected: String, terminator: UInt8, decoder: JSONDecoder,
        select: @escaping @Sendable (ArraySlice<UInt8>) throws(DecodingError) -> ArraySlice<UInt8>?
    ) throws(APIError) -> ResponseStream<T> {
        if let mediaType, !mediaType.contains("json") { throw .unexpectedContentType(self, expected: expected) }
        let bytes = bytes
        return ResponseStream(next: {
            var reader = RecordReader(bytes)
            return {
                while let (record, _) = try await reader.next(endingAt: { $0 == terminator }) {
                    let json: ArraySlice<UInt8>?
                    do throws(DecodingError) { json = try select(record) } catch { throw APIError.decodingFailed(element(record), error) }
                    guard let json else { continue }
                    return try element(json).decodeJSON(as: T.self, decoder: decoder)
                }
                return nil
            }
        })
    }

    /// One element of the streamed body as a response of its own, for decoding it and for the
    /// error when it does not decode: this status and these header fields, `bytes` as the body.
    func element(_ bytes: some Sequence<UInt8>) -> HTTPResponse {
        HTTPResponse(statusCode: statusCode, headerFields: headerFields, body: Data(bytes))
    }

    /// The whole response: the body read to its end when it is streamed (``bodyStream`` is then
    /// `nil`), else the response as it is.
    ///
    /// - Throws: ``APIError/transportFailed(_:)`` when the connection fails before the body
    ///   ends; ``APIError/cancelled``.
    public func collected() async throws(APIError) -> HTTPResponse {
        guard let bodyStream else { return self }
        var whole = self
        whole.bodyStream = nil
        do {
            for try await chunk in bodyStream { whole.body.append(chunk) }
        } catch {
            throw APIError(error)
        }
        return whole
    }

    /// The media type of the `Content-Type` header field, lowercased, without parameters
    /// (RFC 9110 §8.3.1), e.g. `text/event-stream`; `nil` when there is none.
    public var mediaType: String? {
        value(forHeaderField: "Content-Type").map {
            ($0.split(separator: ";", maxSplits: 1).first.map(String.init) ?? "").trimmingCharacters(in: .whitespaces).lowercased()
        }
    }
}
