import Foundation

/// An HTTP request as a transport and middlewares see it: everything resolved, ready to send.
public struct HTTPRequest: Sendable {
    /// The request method.
    public var method: HTTPMethod
    /// The absolute URL, query included, already percent-encoded.
    public var url: URL
    /// The header fields. Use ``value(forHeaderField:)`` and ``setValue(_:forHeaderField:)`` to
    /// treat names case-insensitively (RFC 9110 §5.1).
    public var headerFields: [String: String]
    /// The body, or `nil` for none.
    public var body: HTTPBody?
    /// How long to wait for the response, in seconds.
    public var timeout: Double
    /// When set, the transport writes the response body to this file (replacing any file there)
    /// instead of returning it in ``HTTPResponse/body``.
    public var downloadDestination: URL?
    /// The security schemes the client chose for this request from its
    /// ``APIRequest/security``, which ``AuthenticationMiddleware``s follow: `nil` when the
    /// request declares nothing (every auth middleware acts), empty when it needs no
    /// authentication.
    public var authenticationSchemes: Set<String>?

    /// Creates a request.
    ///
    /// - Parameters:
    ///   - method: The request method.
    ///   - url: The absolute, percent-encoded URL.
    ///   - headerFields: The header fields; defaults to none.
    ///   - body: The body; defaults to none.
    ///   - timeout: Seconds to wait for the response; defaults to 60.
    ///   - downloadDestination: A file to write the response body to; defaults to `nil`.
    public init(method: HTTPMethod, url: URL, headerFields: [String: String] = [:], body: HTTPBody? = nil,
                timeout: Double = 60, downloadDestination: URL? = nil) {
        self.method = method
        self.url = url
        self.headerFields = headerFields
        self.body = body
        self.timeout = timeout
        self.downloadDestination = downloadDestination
    }

    /// The value of a header field, its name compared case-insensitively; `nil` when absent.
    public func value(forHeaderField name: String) -> String? {
        headerFields.first { $0.key.caseInsensitiveCompare(name) == .orderedSame }?.value
    }

    /// Sets a header field, replacing any field whose name differs only in case; `nil` removes it.
    public mutating func setValue(_ value: String?, forHeaderField name: String) {
        for key in headerFields.keys where key.caseInsensitiveCompare(name) == .orderedSame {
            headerFields[key] = nil
        }
        headerFields[name] = value
    }
}

/// An HTTP response as a transport returns it.
public struct HTTPResponse: Sendable {
    /// The status code (100–599).
    public var statusCode: Int
    /// The header fields. Use ``value(forHeaderField:)`` to look one up case-insensitively.
    public var headerFields: [String: String]
    /// The body, already decoded from any `Content-Encoding` such as gzip; empty for a download,
    /// whose body is in the request's ``HTTPRequest/downloadDestination``.
    public var body: Data

    /// Creates a response.
    ///
    /// - Parameters:
    ///   - statusCode: The status code (100–599).
    ///   - headerFields: The header fields; defaults to none.
    ///   - body: The body; defaults to empty.
    public init(statusCode: Int, headerFields: [String: String] = [:], body: Data = Data()) {
        self.statusCode = statusCode
        self.headerFields = headerFields
        self.body = body
    }

    /// The value of a header field, its name compared case-insensitively; `nil` when absent.
    public func value(forHeaderField name: String) -> String? {
        headerFields.first { $0.key.caseInsensitiveCompare(name) == .orderedSame }?.value
    }
}

/// The HTTP stack the client sends requests through: the one place to plug in another one.
///
/// ``URLSessionTransport`` is the default; tests and users can put in their own.
public protocol HTTPTransport: Sendable {
    /// Sends a request and returns the final response, after following redirects.
    ///
    /// Implementations follow redirects (RFC 9110 §15.4), decode `Content-Encoding`, honour
    /// ``HTTPRequest/timeout`` and ``HTTPRequest/downloadDestination``, and stop the exchange
    /// when the calling task is cancelled.
    ///
    /// - Parameter request: The request to send.
    /// - Returns: The response, whatever its status code.
    /// - Throws: `CancellationError` (or `URLError.cancelled`) when cancelled; any other error
    ///   when no complete response arrived.
    func send(_ request: HTTPRequest) async throws -> HTTPResponse
}
