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
    /// associated text is what was tried; or the server URL has a query or fragment, which the
    /// path would land in: the associated text is the server URL (`description` says which).
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
    /// - response: The response: status code (100–599), header fields and whole raw body.
    /// - errorResponse: What the request's ``APIRequest/decodeErrorResponse(_:decoder:)`` made of
    ///   it: a generated error enum, or the response itself. Read it typed with
    ///   ``errorResponse(for:)``. When the body is not the one declared for the status (FastAPI's
    ///   `{"detail": "Not Found"}` where the 404 declares another model), an
    ///   ``UndecodedErrorResponse`` that keeps why.
    case unacceptableStatus(HTTPResponse, errorResponse: any Sendable)
    /// The response's media type is not the one expected: the `Content-Type` is neither
    /// `application/json` nor a `+json` type (RFC 6839 §3.1) although JSON is expected, or it is
    /// not the stream format the request reads.
    ///
    /// - response: The response, with its status, its `Content-Type` and its raw body.
    /// - expected: The media type expected, e.g. `application/json`.
    case unexpectedContentType(HTTPResponse, expected: String)
    /// The response body did not decode into the type declared for its status; the response
    /// (status, header fields, raw body) and the decoding error are kept. For an element of a
    /// ``ResponseStream``, the body is that element's bytes.
    case decodingFailed(HTTPResponse, DecodingError)
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
            // A valid http(s) URL is refused only as a server URL with a query or fragment
            // (`APIClient` would put the request path inside it).
            if let url = URL(string: text), ["http", "https"].contains(url.scheme?.lowercased()), url.host?.isEmpty == false,
               text.contains("?") || text.contains("#") {
                return "The server URL \"\(text)\" has a query or fragment, which the request path would land in; give the server URL without them."
            }
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
        case .unacceptableStatus(let response, let errorResponse):
            let reason = HTTPURLResponse.localizedString(forStatusCode: response.statusCode)
            var text = "The server responded with status \(response.statusCode) (\(reason))."
            if let undecoded = errorResponse as? UndecodedErrorResponse {
                text += " Its body is not the one declared for the status: \(undecoded.failure)"
                if let snippet = Self.snippet(response.body) { text += " Body: \(snippet)" }
            } else if !(errorResponse is HTTPResponse) {
                text += " Error: \(errorResponse)"
            } else if let snippet = Self.snippet(response.body) {
                text += " Body: \(snippet)"
            }
            return text
        case .unexpectedContentType(let response, let expected):
            let received = response.value(forHeaderField: "Content-Type") ?? "none"
            return "Expected \(expected), got Content-Type \"\(received)\" with status \(response.statusCode) (\(response.body.count) bytes)."
        case .decodingFailed(let response, let error):
            return "The response (status \(response.statusCode), \(response.body.count) bytes) could not be decoded: \(Self.explain(error))"
        case .cancelled:
            return "The request was cancelled."
        }
    }

    /// The response of ``unacceptableStatus(_:errorResponse:)``,
    /// ``unexpectedContentType(_:expected:)`` and ``decodingFailed(_:_:)``; `nil` for the cases
    /// where no response arrived.
    public var response: HTTPResponse? {
        switch self {
        case .unacceptableStatus(let response, _), .unexpectedContentType(let response, _), .decodingFailed(let response, _):
            return response
        case .invalidURL, .invalidHeaderField, .encodingFailed, .transportFailed, .cancelled:
            return nil
        }
    }

    /// The typed error response of `request`'s type, when this error is an unacceptable status of
    /// such a request; `nil` otherwise (a transport, encoding or decoding failure, say, or an
    /// error body that is not the declared one: an ``UndecodedErrorResponse``).
    ///
    /// Switch over it to handle each error response the API declares:
    ///
    /// ```swift
    /// let request = Shop.GetPet(id: 7)
    /// do {
    ///     show(try await client.send(request))
    /// } catch {
    ///     switch error.errorResponse(for: request) {
    ///     case .notFound(let problem)?: showMissing(problem)
    ///     case .undocumented(let response)?: report(response.statusCode)
    ///     case nil: throw error
    ///     }
    /// }
    /// ```
    public func errorResponse<R: APIRequest>(for request: R) -> R.ErrorResponse? {
        guard case .unacceptableStatus(_, let errorResponse) = self else { return nil }
        return errorResponse as? R.ErrorResponse
    }

    /// The error for one thrown by a middleware, the transport or a body stream: an `APIError` as
    /// it is, a cancellation as ``cancelled``, anything else as ``transportFailed(_:)``.
    init(_ error: any Error) {
        switch error {
        case let error as APIError: self = error
        case is CancellationError: self = .cancelled
        case let error as URLError where error.code == .cancelled: self = .cancelled
        default: self = Task.isCancelled ? .cancelled : .transportFailed(error)
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

/// The error response of ``APIError/unacceptableStatus(_:errorResponse:)`` when the body is not
/// the one the request declares for its status: a body that does not decode as the declared type
/// (FastAPI answers an unknown route with `{"detail": "Not Found"}` where the 404 declares another
/// model), or a `Content-Type` other than the declared one (a proxy's HTML page).
///
/// The status stays reachable as an unacceptable status, the raw body stays in the error's
/// ``APIError/response``, and the failure says why the body was not the declared one.
/// ``APIError/errorResponse(for:)`` is `nil` for it, since there is no typed value to give.
public struct UndecodedErrorResponse: Sendable, CustomStringConvertible {
    /// Why the body is not the declared one: ``APIError/decodingFailed(_:_:)`` (with the
    /// `DecodingError`) or ``APIError/unexpectedContentType(_:expected:)``.
    public let failure: APIError

    /// The failure's sentence.
    public var description: String { failure.description }
}
