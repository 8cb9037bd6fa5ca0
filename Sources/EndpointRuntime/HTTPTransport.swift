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
    /// How long to wait for the response's next bytes, in seconds: the exchange fails when
    /// nothing arrives for that long, however long the whole response takes.
    public var timeout: Double
    /// When set, the transport writes the response body to this file (replacing any file there)
    /// instead of returning it in ``HTTPResponse/body``.
    public var downloadDestination: URL?
    /// The names of header fields that carry credentials besides `Authorization`,
    /// `Proxy-Authorization` and `Cookie`, e.g. an API key's `X-API-Key`: the client removes
    /// them, as it removes those three, before it follows a redirect to another origin (RFC 9110
    /// §15.4). ``APIKeyMiddleware`` lists its header field here; a middleware of your own that
    /// adds a credential in another header field should list it too. Defaults to none.
    public var credentialHeaderFields: Set<String> = []
    /// The security schemes the client chose for this request from its
    /// ``APIRequest/security``, which ``AuthenticationMiddleware``s follow: `nil` when the
    /// request declares nothing (every auth middleware acts), empty when it needs no
    /// authentication.
    public var authenticationSchemes: Set<String>?
    /// When `true` (and no ``downloadDestination`` is set), the transport returns as soon as the
    /// response's header fields arrive and hands the body over in ``HTTPResponse/bodyStream`` as
    /// its bytes arrive. Defaults to `false`.
    public var streamsResponseBody = false
    /// Called as the request body is sent and the response body arrives, on an arbitrary
    /// thread; `nil` (the default) for none.
    public var progress: (@Sendable (TransferProgress) -> Void)?

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
        headerFields.value(forHeaderField: name)
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
    /// whose body is in the request's ``HTTPRequest/downloadDestination``, and for a streamed
    /// body.
    public var body: Data
    /// The body as its bytes arrive, when the request asked for it with
    /// ``HTTPRequest/streamsResponseBody`` and the transport streams; else `nil`.
    public var bodyStream: ResponseStream<Data>?

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
        headerFields.value(forHeaderField: name)
    }
}

/// The HTTP stack the client sends requests through: the one place to plug in another one.
///
/// ``URLSessionTransport`` is the default; tests and users can put in their own.
public protocol HTTPTransport: Sendable {
    /// Sends one request and returns its response, a redirect (3xx) included: the client
    /// follows redirects itself (RFC 9110 §15.4).
    ///
    /// Implementations decode `Content-Encoding`, honour ``HTTPRequest/timeout`` (the longest
    /// wait for the next bytes), ``HTTPRequest/downloadDestination`` and
    /// ``HTTPRequest/progress``, and stop the exchange when the calling task is cancelled. One
    /// that cannot stream may ignore ``HTTPRequest/streamsResponseBody`` and return the whole
    /// body in ``HTTPResponse/body``.
    ///
    /// - Parameter request: The request to send.
    /// - Returns: The response, whatever its status code.
    /// - Throws: `CancellationError` (or `URLError.cancelled`) when cancelled; any other error
    ///   when no complete response arrived.
    func send(_ request: HTTPRequest) async throws -> HTTPResponse
}
