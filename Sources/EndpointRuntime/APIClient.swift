import Foundation

/// Sends ``APIRequest`` values and decodes their responses.
///
/// A client is a value: make one per server and share it freely. Each request goes through the
/// middlewares in order, then the transport; the response is checked against the acceptable
/// status codes and decoded with the client's JSON decoder.
public struct APIClient: Sendable {
    /// The base URL text that request paths are appended to.
    public let serverURL: String
    /// The HTTP stack requests are sent through.
    public let transport: any HTTPTransport
    /// Encodes `.json` request bodies, configured from the coding rules.
    public let encoder: JSONEncoder
    /// Decodes responses and error bodies, configured from the coding rules.
    public let decoder: JSONDecoder
    /// Header fields sent with every request, unless the request sets the same name.
    public let headerFields: [String: String]
    /// How long to wait for a response, in seconds.
    public let timeout: Double
    /// The status codes whose responses are decoded as the response type; others throw
    /// ``APIError/unacceptableStatus(_:errorResponse:)``.
    public let acceptableStatusCodes: Range<Int>
    /// The middlewares, outermost first.
    public let middlewares: [any Middleware]

    /// Creates a client for a server of the API.
    ///
    /// - Parameters:
    ///   - server: The server; its URL is checked when a request is sent.
    ///   - transport: The HTTP stack; defaults to a new ``URLSessionTransport``.
    ///   - coding: The JSON coding rules; defaults to ISO 8601 dates and unconverted keys.
    ///   - headerFields: Header fields for every request, e.g. the API's default ones; defaults
    ///     to none.
    ///   - timeout: Seconds to wait for each response; defaults to 60.
    ///   - acceptableStatusCodes: The status codes treated as success; defaults to `200..<300`.
    ///   - middlewares: Hooks around every exchange, outermost first; defaults to none.
    public init(server: APIServer, transport: any HTTPTransport = URLSessionTransport(),
                coding: JSONCoding = JSONCoding(), headerFields: [String: String] = [:],
                timeout: Double = 60, acceptableStatusCodes: Range<Int> = 200..<300,
                middlewares: [any Middleware] = []) {
        serverURL = server.url
        self.transport = transport
        encoder = coding.makeEncoder()
        decoder = coding.makeDecoder()
        self.headerFields = headerFields
        self.timeout = timeout
        self.acceptableStatusCodes = acceptableStatusCodes
        self.middlewares = middlewares
    }

    /// Creates a client for a base URL; the parameters are those of
    /// ``init(server:transport:coding:headerFields:timeout:acceptableStatusCodes:middlewares:)``.
    public init(baseURL: URL, transport: any HTTPTransport = URLSessionTransport(),
                coding: JSONCoding = JSONCoding(), headerFields: [String: String] = [:],
                timeout: Double = 60, acceptableStatusCodes: Range<Int> = 200..<300,
                middlewares: [any Middleware] = []) {
        self.init(server: APIServer(url: baseURL.absoluteString), transport: transport, coding: coding,
                  headerFields: headerFields, timeout: timeout,
                  acceptableStatusCodes: acceptableStatusCodes, middlewares: middlewares)
    }

    /// Sends a request and decodes its response body.
    ///
    /// Cancelling the calling task cancels the HTTP exchange.
    ///
    /// - Parameter request: The request.
    /// - Returns: The body as the request's ``APIRequest/decodeResponse(_:decoder:)`` makes it:
    ///   for a `Decodable` response, ``EmptyResponse`` from an empty body, `Data` as the raw
    ///   bytes, `String` as UTF-8 text, any other type from JSON.
    /// - Throws: ``APIError``: `.invalidURL`, `.invalidHeaderField` or `.encodingFailed` before
    ///   anything is sent; `.transportFailed` or `.cancelled` during the exchange;
    ///   `.unacceptableStatus`, `.unexpectedContentType` or `.decodingFailed` for the response.
    public func send<R: APIRequest>(_ request: R) async throws(APIError) -> R.Response {
        try await response(for: request).body
    }

    /// Sends a request and returns its response whole: status code, header fields and decoded
    /// body.
    ///
    /// Redirects (301, 302, 303, 307, 308) are followed as ``send(_:)`` follows them; the result
    /// is the final response. For a ``StreamingResponse`` (a ``ResponseStream``), the call returns
    /// as soon as the header fields arrive, and the body is read while it is iterated.
    ///
    /// - Parameters:
    ///   - request: The request.
    ///   - progress: Called with the bytes sent and received so far, on an arbitrary thread,
    ///     while the exchange runs; defaults to `nil`. To read it as an `AsyncSequence`, yield
    ///     into an `AsyncStream` continuation.
    /// - Returns: The response.
    /// - Throws: ``APIError`` as ``send(_:)`` does.
    public func response<R: APIRequest>(for request: R,
                                        progress: (@Sendable (TransferProgress) -> Void)? = nil) async throws(APIError) -> APIResponse<R> {
        let streams = R.Response.self is any StreamingResponse.Type
        let response = try await exchange(request) { http in
            http.streamsResponseBody = streams
            http.progress = progress
        }
        guard acceptableStatusCodes.contains(response.statusCode) else {
            throw unacceptable(try await response.collected(), request: request)
        }
        let body = try await request.decodeResponse(response, decoder: decoder)
        return APIResponse(statusCode: response.statusCode, headerFields: response.headerFields, body: body, decoder: decoder)
    }

    /// Sends a request and writes the response body to a file, without holding it in memory.
    ///
    /// - Parameters:
    ///   - request: The request; its `Response` type is not used.
    ///   - destination: A `file:` URL; an existing file there is replaced. On an unacceptable
    ///     status nothing is left there: the body is in the thrown error instead.
    ///   - progress: Called with the bytes sent and received so far, as for
    ///     ``response(for:progress:)``; defaults to `nil`.
    /// - Returns: The response, whose `body` is empty.
    /// - Throws: ``APIError`` as ``send(_:)`` does, except the decoding cases.
    public func download<R: APIRequest>(_ request: R, to destination: URL,
                                        progress: (@Sendable (TransferProgress) -> Void)? = nil) async throws(APIError) -> HTTPResponse {
        var response = try await exchange(request) { http in
            http.downloadDestination = destination
            http.progress = progress
        }
        guard acceptableStatusCodes.contains(response.statusCode) else {
            response.body = (try? Data(contentsOf: destination)) ?? Data()
            try? FileManager.default.removeItem(at: destination)
            throw unacceptable(response, request: request)
        }
        return response
    }

    /// Builds the HTTP request, runs it through the middlewares, the redirects and the
    /// transport, and maps every failure, those of a streamed body included, to an ``APIError``.
    private func exchange<R: APIRequest>(_ request: R, configure: (inout HTTPRequest) -> Void) async throws(APIError) -> HTTPResponse {
        var http = try makeHTTPRequest(request)
        configure(&http)
        defer { if case .file(let url)? = http.body, case .multipart? = request.body { try? FileManager.default.removeItem(at: url) } }
        let transport = self.transport
        var next: @Sendable (HTTPRequest) async throws -> HTTPResponse = { request in
            try await Self.sendFollowingRedirects(request, through: transport)
        }
        for middleware in middlewares.reversed() {
            next = { [next] request in try await middleware.intercept(request, next: next) }
        }
        do {
            var response = try await next(http)
            if let stream = response.bodyStream {
                response.bodyStream = ResponseStream(next: {
                    var chunks = stream.makeAsyncIterator()
                    return {
                        do {
                            let chunk = try await chunks.next()
                            if chunk == nil, Task.isCancelled { throw APIError.cancelled }
                            return chunk
                        } catch {
                            throw APIError(error)
                        }
                    }
                })
            }
            return response
        } catch {
            throw APIError(error)
        }
    }

    /// The error for a response whose status is not acceptable: its error response; an
    /// ``UndecodedErrorResponse`` when its body is not the one declared for its status, so that
    /// the status stays an unacceptable status; any other error that making it threw.
    func unacceptable<R: APIRequest>(_ response: HTTPResponse, request: R) -> APIError {
        do {
            return .unacceptableStatus(response, errorResponse: try request.decodeErrorResponse(response, decoder: decoder))
        } catch {
            switch error {
            case .decodingFailed, .unexpectedContentType: return .unacceptableStatus(response, errorResponse: UndecodedErrorResponse(failure: error))
            default: return error
            }
        }
    }
}
