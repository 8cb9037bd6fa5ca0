import EndpointRuntime
import Foundation

/// An answer a ``StubTransport`` gives: a status, header fields and a body, after an optional
/// delay; or a failure, as if the network failed.
public struct StubResponse: Sendable {
    /// What the transport does.
    enum Outcome: Sendable {
        case response(HTTPResponse)
        case failure(any Error)
    }

    let outcome: Outcome
    /// How long the transport waits before answering; zero unless given.
    public var delay: Duration

    /// A response with a raw body.
    /// - Parameters:
    ///   - statusCode: The status code (100–599); 200 unless given.
    ///   - headerFields: The header fields; none unless given.
    ///   - body: The body bytes; empty unless given.
    ///   - delay: How long to wait before answering; zero unless given.
    public init(statusCode: Int = 200, headerFields: [String: String] = [:], body: Data = Data(), delay: Duration = .zero) {
        outcome = .response(HTTPResponse(statusCode: statusCode, headerFields: headerFields, body: body))
        self.delay = delay
    }

    /// A failure: the transport throws `error` instead of answering, as `URLSession` throws a
    /// `URLError` when the network is down. The client reports it as a transport failure.
    /// - Parameters:
    ///   - error: What the transport throws, for example `URLError(.notConnectedToInternet)`.
    ///   - delay: How long to wait before failing; zero unless given.
    public static func failure(_ error: any Error, delay: Duration = .zero) -> StubResponse {
        StubResponse(outcome: .failure(error), delay: delay)
    }

    private init(outcome: Outcome, delay: Duration) {
        self.outcome = outcome
        self.delay = delay
    }

    /// A JSON response: `value` encoded with `coding` (use the API's, for example
    /// `Blog.coding`, so dates are written as the API writes them), `Content-Type:
    /// application/json`.
    /// - Parameters:
    ///   - value: The body; a `String` or `Data` is sent as it is, as text or bytes.
    ///   - statusCode: The status code; 200 unless given.
    ///   - headerFields: More header fields; none unless given.
    ///   - coding: The JSON rules; the defaults (ISO 8601 dates) unless given.
    ///   - delay: How long to wait before answering; zero unless given.
    /// - Throws: `EncodingError` when `value` cannot be encoded.
    public static func json(_ value: some Encodable, statusCode: Int = 200, headerFields: [String: String] = [:],
                            coding: JSONCoding = JSONCoding(), delay: Duration = .zero) throws -> StubResponse {
        let (body, contentType): (Data, String)
        switch value {
        case let text as String: (body, contentType) = (Data(text.utf8), "text/plain; charset=utf-8")
        case let data as Data: (body, contentType) = (data, "application/octet-stream")
        default: (body, contentType) = (try coding.makeEncoder().encode(value), "application/json")
        }
        var fields = headerFields
        if !fields.keys.contains(where: { $0.caseInsensitiveCompare("Content-Type") == .orderedSame }) {
            fields["Content-Type"] = contentType
        }
        return StubResponse(statusCode: statusCode, headerFields: fields, body: body, delay: delay)
    }
}
