/// An HTTP request method.
///
/// Covers the eight methods of RFC 9110 §9.3 and `PATCH` from RFC 5789. The raw value is the
/// method token exactly as it appears on the request line.
public enum HTTPMethod: String, Sendable, Hashable, CaseIterable {
    /// Transfers a current representation of the target resource (RFC 9110 §9.3.1).
    case get = "GET"
    /// Like GET, but the server sends no content (RFC 9110 §9.3.2).
    case head = "HEAD"
    /// Has the target resource process the enclosed representation (RFC 9110 §9.3.3).
    case post = "POST"
    /// Replaces the target resource's state with the enclosed representation (RFC 9110 §9.3.4).
    case put = "PUT"
    /// Removes the association between the target resource and its state (RFC 9110 §9.3.5).
    case delete = "DELETE"
    /// Establishes a tunnel to the server identified by the target (RFC 9110 §9.3.6).
    case connect = "CONNECT"
    /// Describes the communication options for the target resource (RFC 9110 §9.3.7).
    case options = "OPTIONS"
    /// Performs a message loop-back test along the path to the target (RFC 9110 §9.3.8).
    case trace = "TRACE"
    /// Applies a partial modification to the target resource (RFC 5789).
    case patch = "PATCH"

    /// Whether the method is idempotent, so that repeating a request is safe (RFC 9110 §9.2.2):
    /// GET, HEAD, PUT, DELETE, OPTIONS and TRACE. `RetryMiddleware` retries only these.
    public var isIdempotent: Bool {
        [.get, .head, .put, .delete, .options, .trace].contains(self)
    }
}
