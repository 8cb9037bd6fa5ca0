import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The default transport, built on `URLSession` (`FoundationNetworking` on Linux).
///
/// It hands redirects to the client instead of following them, decodes gzip and deflate bodies,
/// cancels the `URLSession` task when the Swift task that sends is cancelled or a streamed body
/// is dropped, uploads ``HTTPBody/file(_:)`` bodies from disk, writes downloads to disk as they
/// arrive, streams response bodies when asked, and reports progress.
///
/// On Linux, FoundationNetworking counts timeouts in whole seconds, so a timeout is rounded up
/// to the next whole second there. A 401 response that asks for HTTP Basic authentication
/// (`WWW-Authenticate: Basic`) would stall its task there, so this transport answers the
/// challenge by returning that 401 response, with its header fields and an empty body. And
/// FoundationNetworking stops the process (a `fatalError`: "Received callback for HTTP
/// redirection, but we're not waiting for it") when a task is cancelled or times out while it
/// waits for the delegate to decide about a redirect; so there this transport never answers: it
/// returns the redirect response (header fields, empty body) and cancels the task, and the
/// crash cannot happen.
public final class URLSessionTransport: HTTPTransport {
    private let session: URLSession
    private let exchanges = Exchanges()

    /// Creates a transport with its own session.
    ///
    /// - Parameter configuration: The session configuration; defaults to `.ephemeral` (no
    ///   cookies, cache or credentials stored on disk).
    public init(configuration: URLSessionConfiguration = .ephemeral) {
        session = URLSession(configuration: configuration, delegate: exchanges, delegateQueue: nil)
    }

    deinit { session.finishTasksAndInvalidate() }

    /// Sends a request with a `URLSession` data or upload task.
    ///
    /// - Throws: `URLError` when no complete response arrived (`.cancelled` when the calling
    ///   task was cancelled); a file system error when a download cannot be written.
    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        var urlRequest = URLRequest(url: request.url)
        urlRequest.httpMethod = request.method.rawValue
        #if canImport(FoundationNetworking)
        urlRequest.timeoutInterval = request.timeout.rounded(.up)
        #else
        urlRequest.timeoutInterval = request.timeout
        #endif
        for (name, value) in request.headerFields { urlRequest.setValue(value, forHTTPHeaderField: name) }
        let exchange = Exchange(request)
        // A plain exchange takes one hop through the session's (serial) delegate queue, its
        // completion handler; one that streams, downloads or reports progress needs the
        // delegate's calls for each part of the response.
        let finish: (@Sendable (Data?, URLResponse?, (any Error)?) -> Void)?
        if request.streamsResponseBody || request.downloadDestination != nil || request.progress != nil {
            finish = nil
        } else {
            finish = { [exchanges] data, response, error in exchanges.finish(exchange, data, response, error) }
        }
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                let task = switch (request.body, finish) {
                case (.file(let url)?, let finish?): session.uploadTask(with: urlRequest, fromFile: url, completionHandler: finish)
                case (.data(let data)?, let finish?): session.uploadTask(with: urlRequest, from: data, completionHandler: finish)
                case (nil, let finish?): session.dataTask(with: urlRequest, completionHandler: finish)
                case (.file(let url)?, nil): session.uploadTask(with: urlRequest, fromFile: url)
                case (.data(let data)?, nil): session.uploadTask(with: urlRequest, from: data)
                case (nil, nil): session.dataTask(with: urlRequest)
                }
                // Redirects and authentication challenges of completion-handler tasks.
                if finish != nil { task.delegate = exchanges }
                exchanges.start(task, exchange, continuation)
            }
        } onCancel: {
            exchange.cancel()
        }
    }
}

/// The session's delegate: it hands each task's events to the ``Exchange`` of that task. A lock
/// guards the table.
private final class Exchanges: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    private let lock = NSLock()
    private var running: [Int: Exchange] = [:]

    func start(_ task: URLSessionTask, _ exchange: Exchange, _ continuation: CheckedContinuation<HTTPResponse, any Error>) {
        lock.withLock { running[task.taskIdentifier] = exchange }
        if !exchange.start(task, continuation) { _ = self.exchange(of: task, removing: true) }
    }

    /// Ends the exchange of a completion-handler task.
    func finish(_ exchange: Exchange, _ data: Data?, _ response: URLResponse?, _ error: (any Error)?) {
        lock.withLock {
            if let key = running.first(where: { $0.value === exchange })?.key { running[key] = nil }
        }
        if let response { exchange.receive(response) }
        if let data { exchange.receive(data) }
        exchange.complete(error)
    }

    private func exchange(of task: URLSessionTask, removing: Bool = false) -> Exchange? {
        lock.withLock { removing ? running.removeValue(forKey: task.taskIdentifier) : running[task.taskIdentifier] }
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
                    completionHandler: @escaping (URLSession.ResponseDisposition) -> Void) {
        exchange(of: dataTask)?.receive(response)
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        exchange(of: dataTask)?.receive(data)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didSendBodyData bytesSent: Int64,
                    totalBytesSent: Int64, totalBytesExpectedToSend: Int64) {
        exchange(of: task)?.sent(bytesSent, of: totalBytesExpectedToSend)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
                    newRequest request: URLRequest, completionHandler: @escaping (URLRequest?) -> Void) {
        #if canImport(FoundationNetworking)
        exchange(of: task, removing: true)?.redirected(response)
        #else
        completionHandler(nil)
        #endif
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didReceive challenge: URLAuthenticationChallenge,
                    completionHandler: @escaping (URLSession.AuthChallengeDisposition, URLCredential?) -> Void) {
        #if canImport(FoundationNetworking)
        if let response = challenge.failureResponse as? HTTPURLResponse, response.statusCode == 401 {
            // FoundationNetworking stalls on a Basic challenge it has no credential for; end the
            // task and hand back the 401 response instead (its body is lost).
            exchange(of: task)?.challenged(response)
            return completionHandler(.cancelAuthenticationChallenge, nil)
        }
        #endif
        completionHandler(.performDefaultHandling, nil)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        exchange(of: task, removing: true)?.complete(error)
    }
}

/// One request's exchange: its task, the response as it arrives, and the continuation that
/// hands the response over (once the header fields arrive when the body is streamed, else once
/// the body is complete). A lock guards every mutable property.
private final class Exchange: @unchecked Sendable {
    private let request: HTTPRequest
    private let lock = NSLock()
    private var continuation: CheckedContinuation<HTTPResponse, any Error>?
    private var task: URLSessionTask?
    private var isCancelled = false
    private var head: HTTPResponse?
    private var body = Data()
    private var file: FileHandle?
    private var fileError: (any Error)?
    private var stream: AsyncThrowingStream<Data, any Error>.Continuation?
    private var challengeResponse: HTTPURLResponse?
    private var progress = TransferProgress(bytesSent: 0, totalBytesToSend: 0, bytesReceived: 0, totalBytesToReceive: nil)

    init(_ request: HTTPRequest) {
        self.request = request
    }

    /// Resumes the task, or ends the exchange at once with `URLError.cancelled` when it was
    /// cancelled before it started (FoundationNetworking need not end a task that never ran).
    /// Returns whether the task runs.
    func start(_ task: URLSessionTask, _ continuation: CheckedContinuation<HTTPResponse, any Error>) -> Bool {
        let cancelled = lock.withLock {
            self.task = task
            self.continuation = continuation
            if isCancelled { resume(.failure(URLError(.cancelled))) }
            return isCancelled
        }
        cancelled ? task.cancel() : task.resume()
        return !cancelled
    }

    func cancel() {
        lock.withLock {
            isCancelled = true
            return task
        }?.cancel()
    }

    func receive(_ response: URLResponse) {
        guard let http = response as? HTTPURLResponse else { return }
        let failed = lock.withLock {
            let head = Self.response(http)
            self.head = head
            let length = http.expectedContentLength
            progress.totalBytesToReceive = length >= 0 && head.value(forHeaderField: "Content-Encoding") == nil ? length : nil
            if let destination = request.downloadDestination {
                do { file = try FileHandle.creatingFile(at: destination) } catch { fileError = error }
            } else if request.streamsResponseBody {
                let (bytes, stream) = AsyncThrowingStream<Data, any Error>.makeStream()
                stream.onTermination = { [weak self] termination in
                    if case .cancelled = termination { self?.cancel() }
                }
                self.stream = stream
                var streamed = head
                streamed.bodyStream = ResponseStream(bytes)
                resume(.success(streamed))
            }
            return fileError != nil
        }
        if failed { cancel() }
    }

    func receive(_ data: Data) {
        let (report, failed) = lock.withLock {
            progress.bytesReceived += Int64(data.count)
            if let stream {
                stream.yield(data)
            } else if let file {
                if fileError == nil {
                    do { try file.write(contentsOf: data) } catch { fileError = error }
                }
            } else {
                body.append(data)
            }
            return (progress, fileError != nil)
        }
        if failed { return cancel() }
        request.progress?(report)
    }

    func sent(_ count: Int64, of total: Int64) {
        let report = lock.withLock {
            progress.bytesSent += count
            progress.totalBytesToSend = max(total, progress.bytesSent)
            return progress
        }
        request.progress?(report)
    }

    func challenged(_ response: HTTPURLResponse) {
        lock.withLock { challengeResponse = response }
    }

    /// Ends the exchange with a redirect response, without the body that URLSession still holds.
    func redirected(_ response: HTTPURLResponse) {
        lock.withLock { resume(.success(Self.response(response))) }
        cancel()
    }

    func complete(_ error: (any Error)?) {
        lock.withLock {
            task = nil
            try? file?.close()
            // A declined authentication challenge ends the task with an error, but its 401
            // response is the answer. A task cancelled before it ended is cancelled, even when
            // FoundationNetworking let it run to the end (it can miss a cancel that comes while
            // the task is starting).
            let error: (any Error)? = isCancelled ? URLError(.cancelled) : fileError ?? (challengeResponse == nil ? error : nil)
            head = head ?? challengeResponse.map(Self.response)
            if let stream {
                stream.finish(throwing: error)
            } else if let error {
                if let destination = request.downloadDestination, file != nil { try? FileManager.default.removeItem(at: destination) }
                resume(.failure(error))
            } else if var head {
                head.body = body
                resume(.success(head))
            } else {
                resume(.failure(URLError(.badServerResponse)))
            }
            body = Data()
        }
    }

    /// Hands the result over, once; the lock must be held.
    private func resume(_ result: Result<HTTPResponse, any Error>) {
        continuation?.resume(with: result)
        continuation = nil
    }

    private static func response(_ http: HTTPURLResponse) -> HTTPResponse {
        var fields: [String: String] = [:]
        for case let (name as String, value as String) in http.allHeaderFields { fields[name] = value }
        return HTTPResponse(statusCode: http.statusCode, headerFields: fields)
    }
}
