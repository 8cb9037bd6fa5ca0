import Foundation

/// Adds `Authorization: Bearer <token>` (RFC 6750 §2.1) and, when it can refresh the token,
/// refreshes it once and retries once on a 401 response.
public struct BearerTokenMiddleware: Middleware {
    private let token: @Sendable () async throws -> String
    private let refresher: TokenRefresher?

    /// Creates the middleware.
    ///
    /// - Parameters:
    ///   - token: Returns the current access token; called for every request. It may throw,
    ///     which fails the request with ``APIError/transportFailed(_:)``.
    ///   - refresh: Obtains a new token after a 401 response (e.g. with a refresh token) and
    ///     returns it; the request is then sent once more with it. Concurrent 401s share one
    ///     refresh. `nil` (the default) never refreshes. If it throws, the request fails with
    ///     that error.
    public init(token: @escaping @Sendable () async throws -> String,
                refresh: (@Sendable () async throws -> String)? = nil) {
        self.token = token
        refresher = refresh.map(TokenRefresher.init)
    }

    /// Creates the middleware with a fixed token that is never refreshed.
    public init(token: String) {
        self.init(token: { token })
    }

    /// Adds the token; on a 401 with a refresh hook, refreshes and sends once more.
    public func intercept(_ request: HTTPRequest,
                          next: @Sendable (HTTPRequest) async throws -> HTTPResponse) async throws -> HTTPResponse {
        var request = request
        let used = try await token()
        request.setValue("Bearer \(used)", forHeaderField: "Authorization")
        let response = try await next(request)
        guard response.statusCode == 401, let refresher else { return response }
        let fresh = try await refresher.refresh(replacing: used)
        request.setValue("Bearer \(fresh)", forHeaderField: "Authorization")
        return try await next(request)
    }
}

/// Runs one refresh at a time: callers whose token was already replaced get the new one.
private actor TokenRefresher {
    private let refresh: @Sendable () async throws -> String
    private var current: Task<String, any Error>?
    private var latest: String?

    init(_ refresh: @escaping @Sendable () async throws -> String) { self.refresh = refresh }

    func refresh(replacing used: String) async throws -> String {
        if let latest, latest != used { return latest }
        if let current { return try await current.value }
        let task = Task { try await refresh() }
        current = task
        defer { current = nil }
        let token = try await task.value
        latest = token
        return token
    }
}

/// Adds HTTP Basic authentication, `Authorization: Basic base64(user:password)` (RFC 7617 §2),
/// with the credentials encoded as UTF-8 (RFC 7617 §2.1).
public struct BasicAuthMiddleware: Middleware {
    private let value: String

    /// Creates the middleware.
    ///
    /// - Parameters:
    ///   - username: The user-id; must not contain `:` (RFC 7617 §2), which would end it early.
    ///   - password: The password.
    public init(username: String, password: String) {
        value = "Basic " + Data("\(username):\(password)".utf8).base64EncodedString()
    }

    /// Adds the `Authorization` header field.
    public func intercept(_ request: HTTPRequest,
                          next: @Sendable (HTTPRequest) async throws -> HTTPResponse) async throws -> HTTPResponse {
        var request = request
        request.setValue(value, forHeaderField: "Authorization")
        return try await next(request)
    }
}

/// Adds an API key as a header field or a query parameter (OpenAPI `apiKey` security scheme,
/// `in: header` or `in: query`).
public struct APIKeyMiddleware: Middleware {
    /// Where the key goes.
    public enum Location: Sendable {
        /// A header field with the given name, listed in the request's
        /// ``HTTPRequest/credentialHeaderFields`` so that a redirect to another origin drops it.
        case header
        /// A query parameter with the given name, percent-encoded like every query value.
        case query
    }

    private let name: String
    private let key: String
    private let location: Location

    /// Creates the middleware.
    ///
    /// - Parameters:
    ///   - name: The header field or query parameter name, e.g. `X-API-Key` or `api_key`.
    ///   - key: The key.
    ///   - location: `.header` or `.query`.
    public init(name: String, key: String, in location: Location) {
        self.name = name
        self.key = key
        self.location = location
    }

    /// Adds the key.
    public func intercept(_ request: HTTPRequest,
                          next: @Sendable (HTTPRequest) async throws -> HTTPResponse) async throws -> HTTPResponse {
        var request = request
        switch location {
        case .header:
            request.setValue(key, forHeaderField: name)
            request.credentialHeaderFields.insert(name)
        case .query:
            let pair = percentEncoded(name) + "=" + percentEncoded(key)
            let text = request.url.absoluteString
            let separator = request.url.query == nil ? "?" : "&"
            guard let url = URL(string: text + separator + pair) else { throw APIError.invalidURL(text) }
            request.url = url
        }
        return try await next(request)
    }
}
