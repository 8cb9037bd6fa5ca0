import Foundation

/// A response with an acceptable status, whole: its status code, its header fields and its
/// decoded body, as ``APIClient/response(for:progress:)`` returns it.
///
/// Generated code adds the header fields an operation's responses declare as typed properties,
/// in an extension `where Request == ThatOperation`.
public struct APIResponse<Request: APIRequest>: Sendable {
    /// The status code (100–599).
    public var statusCode: Int
    /// The response header fields. Use ``value(forHeaderField:)`` to look one up
    /// case-insensitively.
    public var headerFields: [String: String]
    /// The decoded body, as ``APIClient/send(_:)`` returns it.
    public var body: Request.Response

    /// Creates a response.
    ///
    /// - Parameters:
    ///   - statusCode: The status code (100–599).
    ///   - headerFields: The header fields.
    ///   - body: The decoded body.
    public init(statusCode: Int, headerFields: [String: String], body: Request.Response) {
        self.statusCode = statusCode
        self.headerFields = headerFields
        self.body = body
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
