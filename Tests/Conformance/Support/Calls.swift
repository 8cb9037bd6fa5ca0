import EndpointRuntime
import Foundation
import Testing

extension TestServer {
    /// A client for this server.
    ///
    /// - Parameters:
    ///   - coding: The API's coding rules (its namespace's `coding`).
    ///   - middlewares: The middlewares; defaults to none.
    public func client(coding: JSONCoding, middlewares: [any Middleware] = []) -> APIClient {
        APIClient(baseURL: url, coding: coding, middlewares: middlewares)
    }
}

/// A date-time read as a client with `coding` reads one from a server.
public func dateTime(_ text: String, coding: JSONCoding) throws -> Date {
    try coding.makeDecoder().decode([Date].self, from: Data("[\"\(text)\"]".utf8))[0]
}

/// The status and typed error response (`R.ErrorResponse`) of the `unacceptableStatus` error
/// that sending `request` throws, or `nil` when it throws another error or none (recorded as an
/// issue).
public func unacceptable<R: APIRequest>(_ request: R, on client: APIClient) async -> (status: Int, errorResponse: R.ErrorResponse)? {
    do {
        let value = try await client.send(request)
        Issue.record("expected an error status, got \(value)")
    } catch {
        if case .unacceptableStatus(let response, _) = error, let errorResponse = error.errorResponse(for: request) {
            return (response.statusCode, errorResponse)
        }
        Issue.record("expected an error status, got \(error)")
    }
    return nil
}

/// Checks that the server serves, at `path`, the document committed at `committed` (relative to
/// Tests/Conformance) byte for byte: the framework's own output, as the client was generated from.
public func expectCommittedDocument(_ committed: String, servedBy server: TestServer, at path: String) async throws {
    let file = TestServer.repositoryRoot.appendingPathComponent("Tests/Conformance/" + committed)
    let live = try await server.fetch(path)
    #expect(live == (try Data(contentsOf: file)),
            "the server now writes another document than \(committed): run scripts/update-conformance --fetch")
}
