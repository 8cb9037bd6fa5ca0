import Foundation

extension HTTPResponse {
    /// Decodes the body as the type an API declares for it.
    ///
    /// `Data` is the raw body; `String` is the body as UTF-8 text, or, when the `Content-Type`
    /// is JSON, the JSON string the body holds; ``EmptyResponse`` needs an empty body; any other
    /// type is decoded from JSON, and a `Content-Type`, when present, must then be JSON.
    ///
    /// - Parameters:
    ///   - type: The type of the body.
    ///   - decoder: The client's JSON decoder.
    /// - Throws: ``APIError/unexpectedContentType(_:expected:)`` or
    ///   ``APIError/decodingFailed(_:_:)``.
    public func decodeBody<T: Decodable>(as type: T.Type, decoder: JSONDecoder) throws(APIError) -> T {
        if T.self == EmptyResponse.self, body.isEmpty, let empty = EmptyResponse() as? T {
            return empty
        }
        if let data = body as? T { return data }
        // A `String` response is the body's text, unless the server says it is JSON: then the
        // body is a JSON string (`"a \"b\""`), decoded below like any other JSON value.
        let isJSON = mediaType.map { $0 == "application/json" || ($0.hasPrefix("application/") && $0.hasSuffix("+json")) }
        if T.self == String.self, isJSON != true {
            guard let text = String(data: body, encoding: .utf8) as? T else {
                throw .decodingFailed(self, .dataCorrupted(.init(codingPath: [], debugDescription: "The response body is not UTF-8 text")))
            }
            return text
        }
        guard T.self == String.self || expectsJSON(T.self) else {
            throw .decodingFailed(self, .dataCorrupted(.init(
                codingPath: [], debugDescription: "Expected an empty body for EmptyResponse, found \(body.count) bytes")))
        }
        if isJSON == false { throw .unexpectedContentType(self, expected: "application/json") }
        if body.isEmpty {
            throw .decodingFailed(self, .dataCorrupted(.init(
                codingPath: [], debugDescription: "The response body is empty; expected JSON for \(T.self)")))
        }
        return try decodeJSON(as: T.self, decoder: decoder)
    }

    /// Decodes the body as JSON, whatever the `Content-Type`, refusing a number that the
    /// Swift type would round (``WrittenNumbers``).
    ///
    /// - Throws: ``APIError/decodingFailed(_:_:)``.
    func decodeJSON<T: Decodable>(as type: T.Type, decoder: JSONDecoder) throws(APIError) -> T {
        do {
            return try decoder.decodeExactly(T.self, from: body)
        } catch let error as DecodingError {
            throw .decodingFailed(self, error)
        } catch {
            throw .decodingFailed(self, .dataCorrupted(.init(codingPath: [], debugDescription: "\(error)", underlyingError: error)))
        }
    }
}

/// Whether responses of this type are read as JSON (so `Accept` and `Content-Type` apply).
func expectsJSON(_ type: Any.Type) -> Bool {
    type != EmptyResponse.self && type != Data.self && type != String.self && !(type is any StreamingResponse.Type)
}
