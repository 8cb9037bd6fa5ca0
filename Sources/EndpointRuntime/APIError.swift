import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Everything that can go wrong when sending a request, as cases a caller can switch on.
///
/// `errorDescription` and `description` give a sentence a person understands; the associated
/// values keep what a program needs (status code, header fields, raw body, underlying error).
public enum APIError: Error, Sendable {
    /// The request URL could not be built from the server URL, the path and the query: the
    /// associated text is what was tried.
    case invalidURL(String)
    /// A header field name is not an RFC 9110 §5.1 token, or its value contains CR, LF or NUL
    /// (RFC 9110 §5.5), which could smuggle in other header fields. The request was not sent.
    case invalidHeaderField(name: String)
    /// The request body could not be encoded (an `EncodingError`, or a file part that cannot be
    /// read). The request was not sent.
    case encodingFailed(any Error)
    /// The transport failed before a complete response arrived: no connection, a timeout
    /// (`URLError.timedOut`), too many redirects. The underlying error is kept.
    case transportFailed(any Error)
    /// The status code is not acceptable (by default, not 2xx).
    ///
    /// - statusCode: The status code (100–599).
    /// - headerFields: The response header fields.
    /// - body: The raw response body.
    /// - errorBody: The typed error body the request declares for this status, when it decoded.
    case unacceptableStatus(statusCode: Int, headerFields: [String: String], body: Data,
                            errorBody: (any Decodable & Sendable)?)
    /// The response is not JSON (its `Content-Type` is neither `application/json` nor a
    /// `+json` type, RFC 6839 §3.1) although the request expects JSON.
    case unexpectedContentType(String, body: Data)
    /// The response body did not decode into the response type; the raw body is kept.
    case decodingFailed(body: Data, error: DecodingError)
    /// The request was cancelled: its Swift task or its ``CancellableRequest`` was cancelled.
    case cancelled
}

extension APIError: LocalizedError, CustomStringConvertible {
    /// A sentence that says what went wrong, for people.
    public var errorDescription: String? { description }

    /// A sentence that says what went wrong, for people.
    public var description: String {
        switch self {
        case .invalidURL(let text):
            return "The request URL \"\(text)\" is not a valid http or https URL."
        case .invalidHeaderField(let name):
            return "The header field \"\(name)\" has an invalid name or a value with a line break; the request was not sent."
        case .encodingFailed(let error):
            return "The request body could not be encoded: \(error)"
        case .transportFailed(let error):
            if let error = error as? URLError, error.code == .timedOut {
                return "The request timed out."
            }
            return "The request failed before a response arrived: \(error.localizedDescription)"
        case .unacceptableStatus(let statusCode, _, let body, let errorBody):
            let reason = HTTPURLResponse.localizedString(forStatusCode: statusCode)
            var text = "The server responded with status \(statusCode) (\(reason))."
            if let errorBody {
                text += " Error: \(errorBody)"
            } else if let snippet = Self.snippet(body) {
                text += " Body: \(snippet)"
            }
            return text
        case .unexpectedContentType(let contentType, let body):
            return "Expected a JSON response, got Content-Type \"\(contentType)\" (\(body.count) bytes)."
        case .decodingFailed(let body, let error):
            return "The response (\(body.count) bytes) could not be decoded: \(Self.explain(error))"
        case .cancelled:
            return "The request was cancelled."
        }
    }

    private static func snippet(_ body: Data) -> String? {
        guard !body.isEmpty, let text = String(data: body.prefix(200), encoding: .utf8) else { return nil }
        return body.count > 200 ? text + "…" : text
    }

    private static func explain(_ error: DecodingError) -> String {
        func path(_ context: DecodingError.Context) -> String {
            context.codingPath.isEmpty ? "the top level" : context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".")
        }
        switch error {
        case .keyNotFound(let key, let context):
            return "the key \"\(key.stringValue)\" is missing at \(path(context))."
        case .typeMismatch(let type, let context):
            return "expected \(type) at \(path(context)): \(context.debugDescription)"
        case .valueNotFound(let type, let context):
            return "expected \(type) at \(path(context)), found null."
        case .dataCorrupted(let context):
            return "\(context.debugDescription) (at \(path(context)))"
        @unknown default:
            return "\(error)"
        }
    }
}
