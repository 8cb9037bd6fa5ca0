/// A hook around every exchange: it can change the request, look at or replace the response,
/// send the request again, or throw.
///
/// The client runs its middlewares in order: the first one sees the request first and the
/// response last. Auth, retry, token refresh and logging are middlewares.
public protocol Middleware: Sendable {
    /// Handles one exchange.
    ///
    /// - Parameters:
    ///   - request: The request, as built by the client and the middlewares before this one.
    ///   - next: Sends a request through the rest of the chain and the transport; it may be
    ///     called more than once (to retry) or not at all (to answer without the network).
    /// - Returns: The response to hand to the middlewares before this one.
    /// - Throws: Whatever `next` throws, or an error of the middleware's own. An ``APIError``
    ///   reaches the caller as it is; any other error as ``APIError/transportFailed(_:)``, or
    ///   ``APIError/cancelled`` for a `CancellationError`.
    func intercept(_ request: HTTPRequest,
                   next: @Sendable (HTTPRequest) async throws -> HTTPResponse) async throws -> HTTPResponse
}
