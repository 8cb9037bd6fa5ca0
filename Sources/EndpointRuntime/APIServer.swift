import Foundation

/// A base URL of an API, as the spec gives it (OpenAPI `servers[].url`).
///
/// The URL is kept as text so that generated code never force-unwraps a URL; an invalid one
/// surfaces as ``APIError/invalidURL(_:)`` when a request is sent.
///
/// An OpenAPI document may give a server URL relative to where the document is served
/// (OpenAPI 3.0.4 §4.7.5: `/api/rest_v1`). Such a server is kept as written; make it absolute
/// with ``resolved(against:)`` before you pass it to ``APIClient``. A request whose own server
/// (an operation's `servers`) is relative is sent to that path on the client's origin.
public struct APIServer: Sendable, Hashable {
    /// The base URL, e.g. `https://api.example.com/v1`; request paths are appended to its path.
    public var url: String
    /// What the server is, e.g. "Production"; for people, not used by the client.
    public var description: String?

    /// Creates a server.
    ///
    /// - Parameters:
    ///   - url: The absolute `http` or `https` base URL, without query or fragment (a client
    ///     refuses those with ``APIError/invalidURL(_:)``), or a URL relative to where the API
    ///     description is served (see ``resolved(against:)``).
    ///   - description: What the server is; defaults to `nil`.
    public init(url: String, description: String? = nil) {
        self.url = url
        self.description = description
    }

    /// This server with its URL made absolute: resolved against `base` as RFC 3986 §5.2
    /// resolves a relative reference. `/api` lands on the base's origin, `v1` in the base's
    /// folder, `//cdn.example.com/v1` takes the base's scheme, and the empty URL is the base
    /// itself without its fragment.
    ///
    /// - Parameter base: Where the API description is served, or just its origin (scheme,
    ///   host and port), e.g. `https://en.wikipedia.org`.
    /// - Returns: The server with an absolute URL and the same description; this server
    ///   unchanged when its URL already has a scheme, or when either text is not a URL (the
    ///   client then reports ``APIError/invalidURL(_:)`` when a request is sent).
    public func resolved(against base: String) -> APIServer {
        // RFC 3986 §5.2.2: an empty reference is the base without its fragment (Foundation
        // makes no URL of the empty string).
        if url.isEmpty, var baseURL = URLComponents(string: base), baseURL.scheme != nil {
            baseURL.fragment = nil
            return APIServer(url: baseURL.string ?? base, description: description)
        }
        guard let reference = URLComponents(string: url), reference.scheme == nil,
              let baseURL = URL(string: base), baseURL.scheme != nil,
              let absolute = URL(string: url, relativeTo: baseURL)?.absoluteString else { return self }
        return APIServer(url: absolute, description: description)
    }
}
