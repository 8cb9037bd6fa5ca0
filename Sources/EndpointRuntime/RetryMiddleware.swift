import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Retries idempotent requests (RFC 9110 §9.2.2) that failed in a way that may pass on a second
/// try: status 429, 502, 503 or 504, or a transport error such as a timeout or a lost connection.
///
/// Waits between attempts with exponential backoff and jitter, or as long as a `Retry-After`
/// header field says (RFC 9110 §10.2.3, seconds or an HTTP-date). Attempts are bounded; when they
/// run out, the last response or error reaches the caller. A `Retry-After` longer than
/// `maximumDelay` is not waited for: the response is returned at once.
public struct RetryMiddleware: Middleware {
    /// The status codes retried: 429, 502, 503, 504.
    public static let retryableStatusCodes: Set<Int> = [429, 502, 503, 504]

    private let maximumAttempts: Int
    private let baseDelay: Double
    private let maximumDelay: Double
    private let sleep: @Sendable (Double) async throws -> Void

    /// Creates the middleware.
    ///
    /// - Parameters:
    ///   - maximumAttempts: How many times a request is sent at most, first try included;
    ///     defaults to 3. Values below 1 count as 1.
    ///   - baseDelay: The wait before the second attempt, in seconds, doubled for each further
    ///     attempt, each wait drawn at random between half and all of it; defaults to 0.5.
    ///     Negative values count as 0.
    ///   - maximumDelay: The longest wait, in seconds; defaults to 30. Negative values count as 0.
    ///   - sleep: Waits the given number of seconds; defaults to `Task.sleep`, which throws
    ///     `CancellationError` when the task is cancelled. Tests pass their own.
    public init(maximumAttempts: Int = 3, baseDelay: Double = 0.5, maximumDelay: Double = 30,
                sleep: @escaping @Sendable (Double) async throws -> Void = { seconds in
                    try await Task.sleep(nanoseconds: UInt64(min(max(0, seconds), 1e9) * 1e9))
                }) {
        self.maximumAttempts = max(1, maximumAttempts)
        self.baseDelay = max(0, baseDelay)
        self.maximumDelay = max(0, maximumDelay)
        self.sleep = sleep
    }

    /// Sends the request, and again after a wait while it may succeed and attempts remain.
    public func intercept(_ request: HTTPRequest,
                          next: @Sendable (HTTPRequest) async throws -> HTTPResponse) async throws -> HTTPResponse {
        guard request.method.isIdempotent else { return try await next(request) }
        var attempt = 1
        while true {
            let backoff = min(maximumDelay, baseDelay * pow(2, Double(attempt - 1))) * Double.random(in: 0.5...1)
            do {
                let response = try await next(request)
                guard attempt < maximumAttempts, Self.retryableStatusCodes.contains(response.statusCode) else {
                    return response
                }
                let delay = response.value(forHeaderField: "Retry-After").flatMap { Self.retryAfter($0) } ?? backoff
                guard delay <= maximumDelay else { return response }
                try await sleep(delay)
            } catch let error as URLError where attempt < maximumAttempts && Self.isTransient(error) {
                try await sleep(backoff)
            }
            attempt += 1
        }
    }

    private static func isTransient(_ error: URLError) -> Bool {
        [.timedOut, .networkConnectionLost, .cannotConnectToHost, .notConnectedToInternet,
         .dnsLookupFailed, .cannotFindHost].contains(error.code)
    }

    /// The wait a `Retry-After` value asks for, in seconds (RFC 9110 §10.2.3): a number of
    /// seconds, or an IMF-fixdate (RFC 9110 §5.6.7) measured from now; `nil` when unreadable.
    static func retryAfter(_ value: String, now: Date = Date()) -> Double? {
        let text = value.trimmingCharacters(in: .whitespaces)
        if let seconds = Int(text), seconds >= 0 { return Double(seconds) }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
        return formatter.date(from: text).map { max(0, $0.timeIntervalSince(now)) }
    }
}
