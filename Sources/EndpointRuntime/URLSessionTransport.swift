import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The default transport, built on `URLSession` (`FoundationNetworking` on Linux).
///
/// It follows up to 20 redirects, decodes gzip and deflate bodies, cancels the `URLSession` task
/// when the Swift task that sends is cancelled, and streams ``HTTPBody/file(_:)`` bodies and
/// downloads from and to disk.
///
/// On Linux, FoundationNetworking counts timeouts in whole seconds, so a timeout is rounded up
/// to the next whole second there; and a 401 response that asks for HTTP Basic authentication
/// (`WWW-Authenticate: Basic`) would stall its task, so this transport answers the challenge by
/// returning that 401 response, with its header fields and an empty body.
public final class URLSessionTransport: HTTPTransport {
    private let session: URLSession

    /// Creates a transport with its own session.
    ///
    /// - Parameter configuration: The session configuration; defaults to `.ephemeral` (no
    ///   cookies, cache or credentials stored on disk).
    public init(configuration: URLSessionConfiguration = .ephemeral) {
        session = URLSession(configuration: configuration)
    }

    deinit { session.finishTasksAndInvalidate() }

    /// Sends a request with a `URLSession` data, upload or download task.
    ///
    /// - Throws: `URLError` when no complete response arrived (`.cancelled` when the calling
    ///   task was cancelled); a file system error when a download cannot be moved into place.
    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        var urlRequest = URLRequest(url: request.url)
        urlRequest.httpMethod = request.method.rawValue
        #if canImport(FoundationNetworking)
        urlRequest.timeoutInterval = request.timeout.rounded(.up)
        #else
        urlRequest.timeoutInterval = request.timeout
        #endif
        for (name, value) in request.headerFields { urlRequest.setValue(value, forHTTPHeaderField: name) }
        let box = ExchangeDelegate()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<HTTPResponse, any Error>) in
                let finish: @Sendable (Data?, URLResponse?, (any Error)?) -> Void = { data, response, error in
                    box.finish()
                    if let http = response as? HTTPURLResponse {
                        continuation.resume(returning: Self.response(http, body: data ?? Data()))
                    } else if let failure = box.challengeResponse {
                        continuation.resume(returning: Self.response(failure, body: Data()))
                    } else {
                        continuation.resume(throwing: error ?? URLError(.badServerResponse))
                    }
                }
                let task: URLSessionTask
                if let destination = request.downloadDestination {
                    task = session.downloadTask(with: urlRequest) { location, response, error in
                        guard let location, error == nil else { return finish(nil, response, error) }
                        do {
                            try? FileManager.default.removeItem(at: destination)
                            try FileManager.default.moveItem(at: location, to: destination)
                            finish(Data(), response, nil)
                        } catch {
                            box.finish()
                            continuation.resume(throwing: error)
                        }
                    }
                } else if case .file(let url) = request.body {
                    task = session.uploadTask(with: urlRequest, fromFile: url, completionHandler: finish)
                } else if case .data(let data) = request.body {
                    task = session.uploadTask(with: urlRequest, from: data, completionHandler: finish)
                } else {
                    task = session.dataTask(with: urlRequest, completionHandler: finish)
                }
                box.start(task)
            }
        } onCancel: {
            box.cancel()
        }
    }

    private static func response(_ http: HTTPURLResponse, body: Data) -> HTTPResponse {
        var fields: [String: String] = [:]
        for case let (name as String, value as String) in http.allHeaderFields { fields[name] = value }
        return HTTPResponse(statusCode: http.statusCode, headerFields: fields, body: body)
    }
}

/// The task delegate of one exchange. It holds the `URLSessionTask`, so that cancellation, which
/// can come before the task exists, reaches it; and it keeps the 401 response of an HTTP
/// authentication challenge. A lock guards every mutable property.
private final class ExchangeDelegate: NSObject, URLSessionTaskDelegate, @unchecked Sendable {
    private let lock = NSLock()
    private var task: URLSessionTask?
    private var isCancelled = false
    private var failureResponse: HTTPURLResponse?

    /// The 401 response of an authentication challenge this delegate declined, if any.
    var challengeResponse: HTTPURLResponse? { lock.withLock { failureResponse } }

    func start(_ task: URLSessionTask) {
        task.delegate = self
        let cancelled = lock.withLock {
            self.task = task
            return isCancelled
        }
        cancelled ? task.cancel() : task.resume()
    }

    /// Lets go of the task once it has completed. The task holds this delegate, so keeping the
    /// task as well would be a reference cycle that leaks both (about 3 KB per request).
    func finish() {
        lock.withLock { task = nil }
    }

    func cancel() {
        let task = lock.withLock {
            isCancelled = true
            return self.task
        }
        task?.cancel()
    }

    /// Follows a redirect, without the credentials when it leads to another origin (scheme, host
    /// or port): RFC 9110 §15.4 lets a client drop `Authorization` there, and sending a token
    /// to a host the API did not name would leak it.
    func urlSession(_ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
                    newRequest request: URLRequest, completionHandler: @escaping (URLRequest?) -> Void) {
        completionHandler(Self.redirect(request, from: response.url ?? task.originalRequest?.url))
    }

    /// The request to send for a redirect from `origin`: unchanged within the same origin;
    /// without `Authorization`, `Proxy-Authorization` and `Cookie` across origins.
    static func redirect(_ request: URLRequest, from origin: URL?) -> URLRequest {
        guard let origin, let target = request.url else { return request }
        func key(_ url: URL) -> String {
            let scheme = url.scheme?.lowercased() ?? ""
            let port = url.port ?? (scheme == "https" ? 443 : 80)
            return "\(scheme)://\(url.host?.lowercased() ?? ""):\(port)"
        }
        guard key(origin) != key(target) else { return request }
        var stripped = request
        for name in ["Authorization", "Proxy-Authorization", "Cookie"] {
            stripped.setValue(nil, forHTTPHeaderField: name)
        }
        return stripped
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didReceive challenge: URLAuthenticationChallenge,
                    completionHandler: @escaping (URLSession.AuthChallengeDisposition, URLCredential?) -> Void) {
        #if canImport(FoundationNetworking)
        if let response = challenge.failureResponse as? HTTPURLResponse, response.statusCode == 401 {
            // FoundationNetworking stalls on a Basic challenge it has no credential for; end the
            // task and hand back the 401 response instead (its body is lost).
            lock.withLock { failureResponse = response }
            return completionHandler(.cancelAuthenticationChallenge, nil)
        }
        #endif
        completionHandler(.performDefaultHandling, nil)
    }
}
