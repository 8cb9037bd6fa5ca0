import Foundation

extension APIClient {
    /// Checks the status code and decodes the body into the request's response type.
    ///
    /// - Throws: ``APIError/unacceptableStatus(statusCode:headerFields:body:errorBody:)``,
    ///   ``APIError/unexpectedContentType(_:body:)`` or ``APIError/decodingFailed(body:error:)``.
    func decode<R: APIRequest>(_: R.Type, from response: HTTPResponse, request: R) throws(APIError) -> R.Response {
        guard acceptableStatusCodes.contains(response.statusCode) else { throw unacceptable(response, request: request) }
        let body = response.body
        if R.Response.self == EmptyResponse.self, body.isEmpty, let empty = EmptyResponse() as? R.Response {
            return empty
        }
        if let data = body as? R.Response { return data }
        if R.Response.self == String.self, let text = String(data: body, encoding: .utf8) as? R.Response { return text }
        guard expectsJSON(R.Response.self) else {
            let reason = R.Response.self == String.self ? "The response body is not UTF-8 text"
                : "Expected an empty body for EmptyResponse, found \(body.count) bytes"
            throw .decodingFailed(body: body, error: .dataCorrupted(.init(codingPath: [], debugDescription: reason)))
        }
        if let contentType = response.value(forHeaderField: "Content-Type"), !Self.isJSON(contentType) {
            throw .unexpectedContentType(contentType, body: body)
        }
        if body.isEmpty {
            throw .decodingFailed(body: body, error: .dataCorrupted(.init(
                codingPath: [], debugDescription: "The response body is empty; expected JSON for \(R.Response.self)")))
        }
        do {
            return try decoder.decode(R.Response.self, from: body)
        } catch let error as DecodingError {
            throw .decodingFailed(body: body, error: error)
        } catch {
            throw .decodingFailed(body: body, error: .dataCorrupted(.init(codingPath: [], debugDescription: "\(error)", underlyingError: error)))
        }
    }

    /// Whether a `Content-Type` value names JSON: `application/json` or a `+json` structured
    /// syntax suffix (RFC 6839 §3.1), parameters ignored, case-insensitive (RFC 9110 §8.3.1).
    static func isJSON(_ contentType: String) -> Bool {
        let mediaType = contentType.split(separator: ";", maxSplits: 1).first.map(String.init) ?? ""
        let normalized = mediaType.trimmingCharacters(in: .whitespaces).lowercased()
        return normalized == "application/json" || (normalized.hasPrefix("application/") && normalized.hasSuffix("+json"))
    }
}
