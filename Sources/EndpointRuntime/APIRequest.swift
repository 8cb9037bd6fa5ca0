import Foundation

/// One operation of an API: the parts of an HTTP request and the type its response decodes to.
///
/// Generated code declares one conformance per operation; hand-written ones work the same way.
/// Send it with ``APIClient/send(_:)``.
public protocol APIRequest: Sendable {
    /// The type the response body decodes to. Use ``EmptyResponse`` for operations without a
    /// body, `Data` for the raw bytes, or `String` for text decoded as UTF-8.
    associatedtype Response: Decodable & Sendable

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

    /// Decodes the typed error body the API declares for a status code (or for `default`).
    ///
    /// - Parameters:
    ///   - statusCode: The response's status code (100–599).
    ///   - data: The raw response body.
    ///   - decoder: The client's JSON decoder.
    /// - Returns: The decoded error body, or `nil` when none is declared for `statusCode` or
    ///   the body does not decode. The default implementation returns `nil`.
    func errorBody(statusCode: Int, data: Data, decoder: JSONDecoder) -> (any Decodable & Sendable)?
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
    /// No typed error body: always `nil`.
    public func errorBody(statusCode: Int, data: Data, decoder: JSONDecoder) -> (any Decodable & Sendable)? { nil }
}

/// The response type of operations whose response has no body.
///
/// The client produces it from an empty body (a 204, or a 200 with no bytes, or any response to
/// HEAD); a non-empty body fails with ``APIError/decodingFailed(body:error:)``. Decoding it from
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
