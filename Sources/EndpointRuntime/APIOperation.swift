import Foundation

/// What tells an endpoint's requests apart on the wire: its method and its path template.
///
/// Generated request types name theirs in ``OperationRequest/operation``, so a test transport
/// (EndpointRuntimeTesting's `StubTransport`) or a middleware can tell which endpoint an
/// ``HTTPRequest`` is for.
public struct APIOperation: Sendable, Hashable, CustomStringConvertible {
    /// The request method.
    public var method: HTTPMethod
    /// The path template as the spec writes it, relative to the server URL: `/posts/{id}`.
    public var pathTemplate: String

    /// Creates an operation.
    /// - Parameters:
    ///   - method: The request method.
    ///   - pathTemplate: The path template, starting with `/`; each `{name}` stands for one
    ///     path segment.
    public init(method: HTTPMethod, pathTemplate: String) {
        self.method = method
        self.pathTemplate = pathTemplate
    }

    /// `GET /posts/{id}`.
    public var description: String { "\(method.rawValue) \(pathTemplate)" }

    /// How many of a request's last path segments the template matches, or `nil` when the
    /// request is not for this operation.
    ///
    /// The method must be the same, and the template's segments must match the last segments
    /// of the URL's path (the server URL's own path comes before them): a literal segment
    /// equal to the URL's segment once both are percent-decoded, a `{name}` segment any
    /// non-empty segment (RFC 3986 §3.3).
    /// - Returns: The number of literal segments matched, for choosing the most specific of
    ///   several matching operations, or `nil`.
    public func match(_ request: HTTPRequest) -> Int? {
        guard request.method == method else { return nil }
        let template = Self.segments(pathTemplate)
        let path = Self.segments(URLComponents(url: request.url, resolvingAgainstBaseURL: false)?.percentEncodedPath ?? request.url.path)
        guard path.count >= template.count else { return nil }
        var literals = 0
        for (pattern, segment) in zip(template, path.suffix(template.count)) {
            if pattern.hasPrefix("{") && pattern.hasSuffix("}") {
                guard !segment.isEmpty else { return nil }
            } else {
                guard (pattern.removingPercentEncoding ?? pattern) == (segment.removingPercentEncoding ?? segment) else { return nil }
                literals += 1
            }
        }
        return literals
    }

    /// The segments of a path, without the empty one before its leading `/`.
    private static func segments(_ path: String) -> [String] {
        var parts = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        if parts.first == "" { parts.removeFirst() }
        return parts
    }
}

/// A request type that names the endpoint it calls. Generated request types conform.
public protocol OperationRequest: APIRequest {
    /// The endpoint's method and path template.
    static var operation: APIOperation { get }
}

/// A request type with the spec's example responses, declared beside the generated request
/// types whose spec gives examples (in `<API>/Examples/`, unless examples are turned off).
public protocol ExampleResponding: OperationRequest {
    /// The type of the example bodies (the response body's type).
    associatedtype ExampleBody: Encodable & Sendable

    /// The status code the examples are documented under: the endpoint's success status.
    static var exampleStatusCode: Int { get }

    /// The example bodies by name (`example` for an unnamed one).
    static var exampleResponses: [String: ExampleBody] { get }
}
