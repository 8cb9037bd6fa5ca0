import Foundation

/// Reports every exchange to a closure: one line when the request goes out and one when its
/// response (or error) comes back.
///
/// Lines show the method, the URL without its query (query values may hold secrets such as API
/// keys), the status code, the body size in bytes and the time taken in milliseconds; never a
/// header field or a body. For example `→ GET https://api.example.com/posts` and
/// `← 200 GET https://api.example.com/posts (512 bytes, 38 ms)`.
public struct LoggingMiddleware: Middleware {
    private let log: @Sendable (String) -> Void

    /// Creates the middleware.
    ///
    /// - Parameter log: Receives each line; called on any thread.
    public init(log: @escaping @Sendable (String) -> Void) {
        self.log = log
    }

    /// Logs the request, sends it, logs the outcome.
    public func intercept(_ request: HTTPRequest,
                          next: @Sendable (HTTPRequest) async throws -> HTTPResponse) async throws -> HTTPResponse {
        var components = URLComponents(url: request.url, resolvingAgainstBaseURL: false)
        components?.query = nil
        let target = "\(request.method.rawValue) \(components?.string ?? request.url.path)"
        log("→ \(target)")
        let start = ContinuousClock.now
        func elapsed() -> Int { Int((ContinuousClock.now - start) / .milliseconds(1)) }
        do {
            let response = try await next(request)
            log("← \(response.statusCode) \(target) (\(response.body.count) bytes, \(elapsed()) ms)")
            return response
        } catch {
            log("← failed \(target) after \(elapsed()) ms: \(error)")
            throw error
        }
    }
}
