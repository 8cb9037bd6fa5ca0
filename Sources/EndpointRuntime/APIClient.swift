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
    /// ``APIError/unacceptableStatus(statusCode:headerFields:body:errorBody:)``.
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

    /// Sends a request and decodes its response.
    ///
    /// Cancelling the calling task cancels the HTTP exchange.
    ///
    /// - Parameter request: The request.
    /// - Returns: The decoded response: ``EmptyResponse`` from an empty body, `Data` as the raw
    ///   bytes, `String` as UTF-8 text, any other type from JSON.
    /// - Throws: ``APIError``: `.invalidURL`, `.invalidHeaderField` or `.encodingFailed` before
    ///   anything is sent; `.transportFailed` or `.cancelled` during the exchange;
    ///   `.unacceptableStatus`, `.unexpectedContentType` or `.decodingFailed` for the response.
    public func send<R: APIRequest>(_ request: R) async throws(APIError) -> R.Response {
        let response = try await exchange(request, downloadDestination: nil)
        return try decode(R.self, from: response, request: request)
    }

    /// Sends a request and writes the response body to a file, without holding it in memory.
    ///
    /// - Parameters:
    ///   - request: The request; its `Response` type is not used.
    ///   - destination: A `file:` URL; an existing file there is replaced. On an unacceptable
    ///     status nothing is left there: the body is in the thrown error instead.
    /// - Returns: The response, whose `body` is empty.
    /// - Throws: ``APIError`` as ``send(_:)`` does, except the decoding cases.
    public func download<R: APIRequest>(_ request: R, to destination: URL) async throws(APIError) -> HTTPResponse {
        var response = try await exchange(request, downloadDestination: destination)
        guard acceptableStatusCodes.contains(response.statusCode) else {
            response.body = (try? Data(contentsOf: destination)) ?? Data()
            try? FileManager.default.removeItem(at: destination)
            throw unacceptable(response, request: request)
        }
        return response
    }

    /// Builds the HTTP request, runs it through the middlewares and the transport, and maps
    /// every failure to an ``APIError``.
    private func exchange<R: APIRequest>(_ request: R, downloadDestination: URL?) async throws(APIError) -> HTTPResponse {
        var http = try makeHTTPRequest(request)
        http.downloadDestination = downloadDestination
        defer { if case .file(let url)? = http.body, case .multipart? = request.body { try? FileManager.default.removeItem(at: url) } }
        let transport = self.transport
        var next: @Sendable (HTTPRequest) async throws -> HTTPResponse = { request in
            try checkHeaderFields(request.headerFields)
            try Task.checkCancellation()
            return try await transport.send(request)
        }
        for middleware in middlewares.reversed() {
            next = { [next] request in try await middleware.intercept(request, next: next) }
        }
        do {
            return try await next(http)
        } catch let error as APIError {
            throw error
        } catch is CancellationError {
            throw .cancelled
        } catch let error as URLError where error.code == .cancelled {
            throw .cancelled
        } catch {
            throw Task.isCancelled ? .cancelled : .transportFailed(error)
        }
    }

    func unacceptable<R: APIRequest>(_ response: HTTPResponse, request: R) -> APIError {
        .unacceptableStatus(statusCode: response.statusCode, headerFields: response.headerFields, body: response.body,
                            errorBody: request.errorBody(statusCode: response.statusCode, data: response.body, decoder: decoder))
    }
}
