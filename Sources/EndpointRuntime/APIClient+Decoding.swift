import Foundation

extension APIClient {
    /// Checks the status code and decodes the body into the request's response type.
    ///
    /// `Data` is the raw body; `String` is the body as UTF-8 text, or, when the `Content-Type`
    /// is JSON, the JSON string the body holds; ``EmptyResponse`` needs an empty body; any other
    /// type is decoded from JSON.
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
        let contentType = response.value(forHeaderField: "Content-Type")
        // A `String` response is the body's text, unless the server says it is JSON: then the
        // body is a JSON string (`"a \"b\""`), decoded below like any other JSON value.
        let isString = R.Response.self == String.self
        if isString, !(contentType.map(Self.isJSON) ?? false) {
            guard let text = String(data: body, encoding: .utf8) as? R.Response else {
                throw .decodingFailed(body: body, error: .dataCorrupted(.init(codingPath: [], debugDescription: "The response body is not UTF-8 text")))
            }
            return text
        }
        guard isString || expectsJSON(R.Response.self) else {
            throw .decodingFailed(body: body, error: .dataCorrupted(.init(
                codingPath: [], debugDescription: "Expected an empty body for EmptyResponse, found \(body.count) bytes")))
        }
        if let contentType, !Self.isJSON(contentType) {
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
