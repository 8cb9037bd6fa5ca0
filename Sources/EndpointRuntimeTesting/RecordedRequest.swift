import EndpointRuntime
import Foundation

/// A request a ``StubTransport`` received, for a test to check what the code under test sent.
public struct RecordedRequest: Sendable {
    /// The request as the client sent it to the transport, after every middleware.
    public var request: HTTPRequest
    /// The operation it was matched to, or `nil` when none of the registered ones matched.
    public var operation: APIOperation?

    /// The request method.
    public var method: HTTPMethod { request.method }
    /// The absolute URL, query included.
    public var url: URL { request.url }
    /// The URL's path, percent-encoded as sent: `/v1/posts/42`.
    public var path: String {
        URLComponents(url: request.url, resolvingAgainstBaseURL: false)?.percentEncodedPath ?? request.url.path
    }
    /// The query items in order, names and values percent-decoded; empty without a query.
    public var queryItems: [URLQueryItem] {
        URLComponents(url: request.url, resolvingAgainstBaseURL: false)?.queryItems ?? []
    }
    /// The header fields as sent.
    public var headerFields: [String: String] { request.headerFields }

    /// The body bytes (a file body read from its file), or `nil` without a body.
    public var body: Data?

    /// The values of the query items named `name`, in order: `["a", "b"]` for `tag=a&tag=b`.
    public func queryValues(named name: String) -> [String] {
        queryItems.filter { $0.name == name }.map { $0.value ?? "" }
    }

    /// The value of a header field, its name compared case-insensitively (RFC 9110 §5.1).
    public func value(forHeaderField name: String) -> String? {
        request.value(forHeaderField: name)
    }

    /// The body decoded from JSON.
    /// - Parameters:
    ///   - type: The type to decode, for example the request's body model.
    ///   - coding: The JSON rules (use the API's, for example `Blog.coding`); the defaults unless given.
    /// - Throws: ``StubTransport/Failure/noBody`` without a body; `DecodingError` when it does not decode.
    public func decodedBody<T: Decodable>(as type: T.Type, coding: JSONCoding = JSONCoding()) throws -> T {
        guard let body else { throw StubTransport.Failure.noBody(method: method, url: url) }
        return try coding.makeDecoder().decode(T.self, from: body)
    }
}
