import Foundation

/// A middleware that authenticates requests with one security scheme of an API.
///
/// The client picks one alternative of a request's ``APIRequest/security`` (see
/// ``HTTPRequest/authenticationSchemes``), and a middleware acts only when that alternative
/// names its ``securityScheme``, so one client can hold bearer, basic and API-key credentials
/// for the operations that want each. A middleware made without a scheme name acts on every
/// request that asks for some authentication or declares nothing.
public protocol AuthenticationMiddleware: Middleware {
    /// The name of the security scheme it serves (its key in `components.securitySchemes`), or
    /// `nil` to serve any request that asks for authentication.
    var securityScheme: String? { get }
}

extension AuthenticationMiddleware {
    /// Whether this middleware authenticates `request`: the request declares no security
    /// (`nil`), or the alternative the client chose names this middleware's scheme (or, for a
    /// middleware without a scheme name, any scheme).
    public func authenticates(_ request: HTTPRequest) -> Bool {
        guard let schemes = request.authenticationSchemes else { return true }
        guard let securityScheme else { return !schemes.isEmpty }
        return schemes.contains(securityScheme)
    }
}

extension APIClient {
    /// The schemes of the alternative of `requirements` that the request is sent with: the
    /// first non-empty one whose schemes the client's named ``AuthenticationMiddleware``s all
    /// serve, else the empty one (no authentication) when listed, else the first; `nil` when
    /// the request declares nothing, and empty for `[]`.
    func authenticationSchemes(for requirements: [Set<String>]?) -> Set<String>? {
        guard let requirements else { return nil }
        let served = Set(middlewares.compactMap { ($0 as? any AuthenticationMiddleware)?.securityScheme })
        return requirements.first { !$0.isEmpty && $0.isSubset(of: served) }
            ?? requirements.first { $0.isEmpty } ?? requirements.first ?? []
    }
}

/// Adds `Authorization: Bearer <token>` (RFC 6750 §2.1) and, when it can refresh the token,
/// refreshes it once and retries once on a 401 response.
public struct BearerTokenMiddleware: AuthenticationMiddleware {
    /// The security scheme it serves, or `nil` for any.
    public let securityScheme: String?
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
    ///   - securityScheme: The name of the scheme it serves (see ``AuthenticationMiddleware``);
    ///     defaults to `nil`, every request that asks for authentication.
    public init(token: @escaping @Sendable () async throws -> String,
                refresh: (@Sendable () async throws -> String)? = nil, securityScheme: String? = nil) {
        self.securityScheme = securityScheme
        self.token = token
        refresher = refresh.map(TokenRefresher.init)
    }

    /// Creates the middleware with a fixed token that is never refreshed.
    ///
    /// - Parameters:
    ///   - token: The access token.
    ///   - securityScheme: The name of the scheme it serves; defaults to `nil`, any.
    public init(token: String, securityScheme: String? = nil) {
        self.init(token: { token }, securityScheme: securityScheme)
    }

    /// Adds the token when the request wants this scheme; on a 401 with a refresh hook,
    /// refreshes and sends once more.
    public func intercept(_ request: HTTPRequest,
                          next: @Sendable (HTTPRequest) async throws -> HTTPResponse) async throws -> HTTPResponse {
        guard authenticates(request) else { return try await next(request) }
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
public struct BasicAuthMiddleware: AuthenticationMiddleware {
    /// The security scheme it serves, or `nil` for any.
    public let securityScheme: String?
    private let value: String

    /// Creates the middleware.
    ///
    /// - Parameters:
    ///   - username: The user-id; must not contain `:` (RFC 7617 §2), which would end it early.
    ///   - password: The password.
    ///   - securityScheme: The name of the scheme it serves (see ``AuthenticationMiddleware``);
    ///     defaults to `nil`, every request that asks for authentication.
    public init(username: String, password: String, securityScheme: String? = nil) {
        self.securityScheme = securityScheme
        value = "Basic " + Data("\(username):\(password)".utf8).base64EncodedString()
    }

    /// Adds the `Authorization` header field when the request wants this scheme.
    public func intercept(_ request: HTTPRequest,
                          next: @Sendable (HTTPRequest) async throws -> HTTPResponse) async throws -> HTTPResponse {
        guard authenticates(request) else { return try await next(request) }
        var request = request
        request.setValue(value, forHeaderField: "Authorization")
        return try await next(request)
    }
}

/// Adds `Authorization: <scheme> <credentials>` (RFC 9110 §11.4) for an HTTP authentication
/// scheme other than Bearer and Basic: OpenAPI `type: http` with any other `scheme`, such as
/// `Digest` (RFC 7616), `HOBA` (RFC 7486) or a scheme of the API's own.
///
/// The middleware writes the scheme and whatever credentials you give, as RFC 9110 §11.4's
/// `credentials` (`auth-scheme [ 1*SP ( token68 / #auth-param ) ]`); it does not compute them.
/// A scheme that answers a challenge (Digest's `nonce` in a 401's `WWW-Authenticate`) needs
/// the credentials for each request: the closure gets the request (its method and URL) and
/// may keep the last challenge it saw. Credentials holding CR, LF or NUL are refused with
/// ``APIError/invalidHeaderField(name:)`` before the request is sent, as every header field is.
public struct AuthorizationMiddleware: AuthenticationMiddleware {
    /// The security scheme it serves, or `nil` for any.
    public let securityScheme: String?
    private let scheme: String
    private let credentials: @Sendable (HTTPRequest) async throws -> String

    /// Creates the middleware with credentials made for each request.
    ///
    /// - Parameters:
    ///   - scheme: The authentication scheme as sent, e.g. `Digest` (a token, RFC 9110 §11.1;
    ///     compared case-insensitively by servers).
    ///   - credentials: Returns what follows the scheme and one space for a request (empty: the
    ///     scheme alone); called for every request it authenticates. It may throw, which fails
    ///     the request with ``APIError/transportFailed(_:)``.
    ///   - securityScheme: The name of the scheme it serves (see ``AuthenticationMiddleware``);
    ///     defaults to `nil`, every request that asks for authentication.
    public init(scheme: String, credentials: @escaping @Sendable (HTTPRequest) async throws -> String, securityScheme: String? = nil) {
        self.securityScheme = securityScheme
        self.scheme = scheme
        self.credentials = credentials
    }

    /// Creates the middleware with fixed credentials.
    ///
    /// - Parameters:
    ///   - scheme: The authentication scheme as sent, e.g. `HOBA`.
    ///   - credentials: What follows the scheme and one space (empty: the scheme alone).
    ///   - securityScheme: The name of the scheme it serves; defaults to `nil`, any.
    public init(scheme: String, credentials: String, securityScheme: String? = nil) {
        self.init(scheme: scheme, credentials: { _ in credentials }, securityScheme: securityScheme)
    }

    /// Adds the `Authorization` header field when the request wants this scheme.
    public func intercept(_ request: HTTPRequest,
                          next: @Sendable (HTTPRequest) async throws -> HTTPResponse) async throws -> HTTPResponse {
        guard authenticates(request) else { return try await next(request) }
        var request = request
        let written = try await credentials(request)
        request.setValue(written.isEmpty ? scheme : scheme + " " + written, forHeaderField: "Authorization")
        return try await next(request)
    }
}

/// Adds an API key as a header field, a query parameter or a cookie (OpenAPI `apiKey` security
/// scheme, `in: header`, `in: query` or `in: cookie`).
public struct APIKeyMiddleware: AuthenticationMiddleware {
    /// Where the key goes.
    public enum Location: Sendable {
        /// A header field with the given name, listed in the request's
        /// ``HTTPRequest/credentialHeaderFields`` so that a redirect to another origin drops it.
        case header
        /// A query parameter with the given name, percent-encoded like every query value.
        case query
        /// A cookie with the given name, added to the `Cookie` header field after any cookies
        /// already there; the key is encoded as ``ParameterValue/cookiePairs(name:explode:)``
        /// encodes values.
        case cookie
    }

    /// The security scheme it serves, or `nil` for any.
    public let securityScheme: String?

    private let name: String
    private let key: String
    private let location: Location

    /// Creates the middleware.
    ///
    /// - Parameters:
    ///   - name: The header field, query parameter or cookie name, e.g. `X-API-Key` or `api_key`.
    ///   - key: The key.
    ///   - location: `.header`, `.query` or `.cookie`.
    ///   - securityScheme: The name of the scheme it serves (see ``AuthenticationMiddleware``);
    ///     defaults to `nil`, every request that asks for authentication.
    public init(name: String, key: String, in location: Location, securityScheme: String? = nil) {
        self.securityScheme = securityScheme
        self.name = name
        self.key = key
        self.location = location
    }

    /// Adds the key when the request wants this scheme.
    public func intercept(_ request: HTTPRequest,
                          next: @Sendable (HTTPRequest) async throws -> HTTPResponse) async throws -> HTTPResponse {
        guard authenticates(request) else { return try await next(request) }
        var request = request
        switch location {
        case .header:
            request.setValue(key, forHeaderField: name)
            request.credentialHeaderFields.insert(name)
        case .query:
            let pair = percentEncoded(name) + "=" + percentEncoded(key)
            let text = request.url.absoluteString
            let separator = request.url.query == nil ? "?" : "&"
            guard let url = URL(string: text + separator + pair) else { throw APIError.invalidURL(text + separator + pair) }
            request.url = url
        case .cookie:
            let pair = ParameterValue(key).cookiePairs(name: name)
            request.setValue(request.value(forHeaderField: "Cookie").map { $0 + "; " + pair } ?? pair, forHeaderField: "Cookie")
        }
        return try await next(request)
    }
}
