/// A request sent with a completion handler, which can be cancelled.
public struct CancellableRequest: Sendable {
    let task: Task<Void, Never>

    /// Cancels the request. The completion handler is then called with
    /// ``APIError/cancelled``, unless the response had already arrived.
    public func cancel() { task.cancel() }

    /// Whether ``cancel()`` was called.
    public var isCancelled: Bool { task.isCancelled }
}

extension APIClient {
    /// Sends a request and calls a completion handler with the result, for code that does not
    /// use Swift concurrency.
    ///
    /// - Parameters:
    ///   - request: The request.
    ///   - completion: Called exactly once, on an arbitrary thread, with the decoded response or
    ///     the ``APIError`` that ``send(_:)`` would throw.
    /// - Returns: A handle whose ``CancellableRequest/cancel()`` cancels the HTTP exchange.
    @discardableResult
    public func send<R: APIRequest>(_ request: R,
                                    completion: @escaping @Sendable (Result<R.Response, APIError>) -> Void) -> CancellableRequest {
        CancellableRequest(task: Task {
            do throws(APIError) {
                completion(.success(try await send(request)))
            } catch {
                completion(.failure(error))
            }
        })
    }
}
