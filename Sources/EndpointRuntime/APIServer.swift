/// A base URL of an API, as the spec gives it (OpenAPI `servers[].url`).
///
/// The URL is kept as text so that generated code never force-unwraps a URL; an invalid one
/// surfaces as ``APIError/invalidURL(_:)`` when a request is sent.
public struct APIServer: Sendable, Hashable {
    /// The base URL, e.g. `https://api.example.com/v1`; request paths are appended to its path.
    public var url: String
    /// What the server is, e.g. "Production"; for people, not used by the client.
    public var description: String?

    /// Creates a server.
    ///
    /// - Parameters:
    ///   - url: The absolute `http` or `https` base URL.
    ///   - description: What the server is; defaults to `nil`.
    public init(url: String, description: String? = nil) {
        self.url = url
        self.description = description
    }
}
