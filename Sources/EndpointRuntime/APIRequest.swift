import Foundation

/// One operation of an API: the parts of an HTTP request, and what its responses become.
///
/// Generated code declares one conformance per operation; hand-written ones work the same way.
/// Send it with ``APIClient/send(_:)`` or ``APIClient/response(for:progress:)``.
public protocol APIRequest: Sendable {
    /// What a response with an acceptable status (by default 2xx) becomes: a `Decodable` body
    /// type (``EmptyResponse`` for none, `Data` for the raw bytes, `String` for UTF-8 text), a
    /// ``ResponseStream`` of elements read while they arrive, or any type that
    /// ``decodeResponse(_:decoder:)`` makes, such as an enum with one case per status.
    associatedtype Response: Sendable

    /// What a response with any other status becomes, carried by
    /// ``APIError/unacceptableStatus(_:errorResponse:)``: the raw ``HTTPResponse`` by default;
    /// generated code declares an enum with one case per documented status, range (`4XX`,
    /// `5XX`) and `default`, and an `undocumented` case that keeps the response. Read it with
    /// ``APIError/errorResponse(for:)``.
    associatedtype ErrorResponse: Sendable = HTTPResponse

    /// The request method.
    var method: HTTPMethod { get }

    /// The path relative to the server URL, starting with `/`, with path parameters already
    /// substituted and each value encoded once by ``PathParameter/encode(_:)``. The client
    /// appends it to the server URL's path without encoding it again.
    var path: String { get }

    /// The query parameters, in order. Defaults to none.
    var queryItems: QueryItems { get }

    /// Header fields of this request; they override the client's default header fields with the
    /// same name (compared case-insensitively, RFC 9110 §5.1). Defaults to none.
    var headerFields: [String: String] { get }

    /// The request body, or `nil` for none (the default).
    var body: RequestBody? { get }

    /// The security requirements of the operation (OpenAPI `security`, the operation's else
    /// the document's; Security Requirement Objects, 3.0.4 §4.7.30): alternatives, any one of
    /// which authorizes the request, each the names of the security schemes (their keys in
    /// `components.securitySchemes`) that must all be used together, e.g.
    /// `[["bearerAuth"], ["apiKey", "basicAuth"]]`. An empty alternative means that no
    /// authentication is also accepted. `nil` (the default, as for hand-written requests)
    /// declares nothing, and every auth middleware acts; `[]` needs no authentication, and none
    /// acts. See ``AuthenticationMiddleware``.
    var security: [Set<String>]? { get }

    /// The server to send this request to instead of the client's, or `nil` (the default) for
    /// the client's. Generated requests of operations that have their own servers (OpenAPI
    /// `servers` of an operation or path item) set it to the operation's first server.
    var server: APIServer? { get }

    /// Makes the response value from a response whose status is acceptable.
    ///
    /// The default, for a `Decodable` response, is ``HTTPResponse/decodeBody(as:decoder:)``.
    ///
    /// - Parameters:
    ///   - response: The response; its ``HTTPResponse/bodyStream`` is set, and its body still
    ///     arriving, when `Response` is a ``StreamingResponse``.
    ///   - decoder: The client's JSON decoder.
    /// - Throws: ``APIError/unexpectedContentType(_:expected:)`` or
    ///   ``APIError/decodingFailed(_:_:)`` when the body is not what the API declares; what
    ///   ``HTTPResponse/collected()`` throws.
    func decodeResponse(_ response: HTTPResponse, decoder: JSONDecoder) async throws(APIError) -> Response

    /// Makes the error value from a response whose status is not acceptable; the default, for
    /// ``HTTPResponse``, returns the response.
    ///
    /// - Parameters:
    ///   - response: The response, its whole body read.
    ///   - decoder: The client's JSON decoder.
    /// - Throws: ``APIError/unexpectedContentType(_:expected:)`` or
    ///   ``APIError/decodingFailed(_:_:)`` when the body is not the type the API declares for
    ///   the status: a body that does not decode is reported, never dropped.
    func decodeErrorResponse(_ response: HTTPResponse, decoder: JSONDecoder) throws(APIError) -> ErrorResponse
}

extension APIRequest {
    /// No query parameters.
    public var queryItems: QueryItems { QueryItems() }
    /// No header fields beyond the client's.
    public var headerFields: [String: String] { [:] }
    /// No request body.
    public var body: RequestBody? { nil }
    /// No security declared: every auth middleware acts.
    public var security: [Set<String>]? { nil }
    /// The client's server.
    public var server: APIServer? { nil }
}

extension APIRequest where Response: Decodable {
    /// Decodes the body as `Response` with ``HTTPResponse/decodeBody(as:decoder:)``.
    public func decodeResponse(_ response: HTTPResponse, decoder: JSONDecoder) throws(APIError) -> Response {
        try response.decodeBody(as: Response.self, decoder: decoder)
    }
}

extension APIRequest where ErrorResponse == HTTPResponse {
    /// Returns the response itself.
    public func decodeErrorResponse(_ response: HTTPResponse, decoder: JSONDecoder) throws(APIError) -> HTTPResponse {
        response
    }
}

/// The response type of operations whose response has no body.
///
/// The client produces it from an empty body (a 204, or a 200 with no bytes, or any response to
/// HEAD); a non-empty body fails with ``APIError/decodingFailed(_:_:)``. Decoding it from
/// any other `Decoder` always throws, since there is nothing to decode it from.
public struct EmptyResponse: Decodable, Sendable, Hashable {
    /// Creates the empty response.
    public init() {}

    /// Always throws: an empty response is made from an empty body by the client, not decoded.
    ///
    /// - Throws: `DecodingError.dataCorrupted`, always.
    public init(from decoder: any Decoder) throws {
        throw DecodingError.dataCorrupted(.init(
            codingPath: decoder.codingPath,
            debugDescription: "EmptyResponse expects an empty body; the response has content"))
    }
}
