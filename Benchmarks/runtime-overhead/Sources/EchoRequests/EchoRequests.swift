// The request both runtime benchmarks send (GET /get?page=2&q=a%2Bb%20c to httpbin), through
// APIClient and through bare URLSession.
import EndpointRuntime
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// What httpbin's `/get` echoes: the query and the URL.
public struct Echo: Decodable, Sendable {
    public var args: [String: String]
    public var url: String
}

/// GET /get?page=2&q=a%2Bb%20c, decoded as `Echo`.
public struct GetEcho: APIRequest {
    public typealias Response = Echo
    public init() {}
    public var method: HTTPMethod { .get }
    public var path: String { "/get" }
    public var queryItems: QueryItems {
        var items = QueryItems()
        items.append("page", 2)
        items.append("q", "a+b c")
        return items
    }
}

/// A benchmark that cannot go on.
public struct Failure: Error, CustomStringConvertible {
    public var description: String
    public init(description: String) { self.description = description }
}

/// The same request made the way hand-written code does it with URLSession alone.
public struct BareClient: Sendable {
    public let session = URLSession(configuration: .ephemeral)
    public let url: URL

    public init(url: URL) { self.url = url }

    /// Sends the request and decodes the echo.
    public func send() async throws -> Echo {
        var request = URLRequest(url: url)
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        let (data, response) = try await session.data(for: request)
        guard let http = response as? HTTPURLResponse, (200..<300).contains(http.statusCode) else {
            throw Failure(description: "unexpected response \(response)")
        }
        return try JSONDecoder().decode(Echo.self, from: data)
    }
}
