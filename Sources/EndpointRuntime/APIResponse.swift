import Foundation

/// A response with an acceptable status, whole: its status code, its header fields and its
/// decoded body, as ``APIClient/response(for:progress:)`` returns it.
///
/// Generated code adds the header fields an operation's responses declare as typed properties,
/// in an extension `where Request == ThatOperation`, each read with
/// ``headerField(_:as:format:)``.
public struct APIResponse<Request: APIRequest>: Sendable {
    /// The status code (100–599).
    public var statusCode: Int
    /// The response header fields. Use ``value(forHeaderField:)`` to look one up
    /// case-insensitively.
    public var headerFields: [String: String]
    /// The decoded body, as ``APIClient/send(_:)`` returns it.
    public var body: Request.Response
    /// Decodes typed header fields: the client's, with the API's date format.
    let decoder: JSONDecoder

    /// Creates a response.
    ///
    /// - Parameters:
    ///   - statusCode: The status code (100–599).
    ///   - headerFields: The header fields.
    ///   - body: The decoded body.
    ///   - decoder: Decodes typed header fields; defaults to a `JSONDecoder` with ISO 8601 dates.
    public init(statusCode: Int, headerFields: [String: String], body: Request.Response,
                decoder: JSONDecoder = JSONCoding().makeDecoder()) {
        self.statusCode = statusCode
        self.headerFields = headerFields
        self.body = body
        self.decoder = decoder
    }

    /// How the text of a header field maps to JSON for ``headerField(_:as:format:)``.
    public enum HeaderFieldFormat: Sendable {
        /// One string, or a type decoded from one (a date, a UUID, a URL, a string enum): the
        /// whole text, spaces and quotes included.
        case string
        /// One number or Boolean: the text as a JSON literal.
        case literal
        /// A comma-separated list (OpenAPI's `simple` style, RFC 6570 §3.2.2) of strings, each
        /// without the spaces around it.
        case strings
        /// A comma-separated list of numbers or Booleans.
        case literals
    }

    /// The typed value of a header field the API declares, decoded with the client's decoder.
    ///
    /// - Parameters:
    ///   - name: The header field name, compared case-insensitively.
    ///   - type: The type of the value (an array for the list formats).
    ///   - format: How the text maps to JSON.
    /// - Returns: The value; `nil` when the response has no such header field.
    /// - Throws: ``APIError/decodingFailed(_:_:)`` when the text is not a `type`, or is a number
    ///   that `type` cannot hold exactly (``WrittenNumbers``); its response's body is the text.
    public func headerField<T: Decodable>(_ name: String, as type: T.Type, format: HeaderFieldFormat) throws(APIError) -> T? {
        guard let text = value(forHeaderField: name) else { return nil }
        let isList = format == .strings || format == .literals
        var items = isList ? text.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) } : [text]
        if format == .string || format == .strings {
            items = items.map { String(decoding: (try? JSONEncoder().encode($0)) ?? Data(), as: UTF8.self) }
        }
        do {
            return try decoder.decodeExactly(T.self, from: Data((isList ? "[" + items.joined(separator: ",") + "]" : items[0]).utf8))
        } catch {
            throw .decodingFailed(HTTPResponse(statusCode: statusCode, headerFields: headerFields, body: Data(text.utf8)), .dataCorrupted(.init(
                codingPath: [], debugDescription: "The header field \(name) does not decode as \(T.self): \(error)", underlyingError: error)))
        }
    }

    /// The value of a header field, its name compared case-insensitively (RFC 9110 §5.1); `nil`
    /// when absent.
    public func value(forHeaderField name: String) -> String? {
        headerFields.value(forHeaderField: name)
    }
}

/// A response type whose value holds a body still arriving, such as ``ResponseStream``.
///
/// For a request whose `Response` conforms, the client asks the transport to stream the body
/// (``HTTPRequest/streamsResponseBody``) and calls ``APIRequest/decodeResponse(_:decoder:)``
/// as soon as the header fields arrive. Generated enums with a stream case conform.
public protocol StreamingResponse: Sendable {}

extension ResponseStream: StreamingResponse {}

/// How far an exchange has come: bytes of the request body sent and of the response body
/// received.
public struct TransferProgress: Sendable, Hashable {
    /// The request body bytes sent so far.
    public var bytesSent: Int64
    /// The size of the request body in bytes; 0 without a body.
    public var totalBytesToSend: Int64
    /// The response body bytes received so far (after any `Content-Encoding` is decoded).
    public var bytesReceived: Int64
    /// The size of the response body in bytes, from its `Content-Length`; `nil` while the
    /// response has not arrived, or when it has no `Content-Length` or is content-encoded.
    public var totalBytesToReceive: Int64?
}

extension [String: String] {
    /// The value of the header field `name`, compared case-insensitively (RFC 9110 §5.1).
    func value(forHeaderField name: String) -> String? {
        first { $0.key.caseInsensitiveCompare(name) == .orderedSame }?.value
    }
}
