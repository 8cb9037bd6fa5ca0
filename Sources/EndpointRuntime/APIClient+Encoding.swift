import Foundation

extension APIClient {
    /// Builds the HTTP request for an ``APIRequest``: URL, header fields and encoded body.
    ///
    /// - Throws: ``APIError/invalidURL(_:)`` when the URL is not an absolute http(s) URL;
    ///   ``APIError/invalidHeaderField(name:)``; ``APIError/encodingFailed(_:)``.
    func makeHTTPRequest<R: APIRequest>(_ request: R) throws(APIError) -> HTTPRequest {
        var text = request.server?.url ?? serverURL
        while text.hasSuffix("/") { text.removeLast() }
        text += request.path
        let query = request.queryItems
        if !query.isEmpty { text += "?" + query.percentEncodedString }
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(),
              scheme == "http" || scheme == "https", url.host?.isEmpty == false else {
            throw .invalidURL(text)
        }
        var http = HTTPRequest(method: request.method, url: url, timeout: timeout)
        for (name, value) in headerFields { http.setValue(value, forHeaderField: name) }
        if expectsJSON(R.Response.self), http.value(forHeaderField: "Accept") == nil {
            http.setValue("application/json", forHeaderField: "Accept")
        }
        if let body = request.body {
            do {
                let (encoded, contentType) = try body.encoded(with: encoder)
                http.body = encoded
                http.setValue(contentType, forHeaderField: "Content-Type")
            } catch {
                throw .encodingFailed(error)
            }
        }
        for (name, value) in request.headerFields { http.setValue(value, forHeaderField: name) }
        do {
            try checkHeaderFields(http.headerFields)
        } catch {
            if case .file(let url)? = http.body, case .multipart? = request.body { try? FileManager.default.removeItem(at: url) }
            throw error
        }
        return http
    }
}

/// Checks header fields before they are sent: names must be RFC 9110 §5.6.2 tokens, values must
/// not contain CR, LF or NUL (RFC 9110 §5.5), so no value can add a header field of its own.
///
/// - Throws: ``APIError/invalidHeaderField(name:)`` for the first bad field.
func checkHeaderFields(_ fields: [String: String]) throws(APIError) {
    let tokenSymbols = Set("!#$%&'*+-.^_`|~".unicodeScalars)
    for (name, value) in fields {
        let nameIsToken = !name.isEmpty && name.unicodeScalars.allSatisfy {
            $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || tokenSymbols.contains($0))
        }
        guard nameIsToken, !value.unicodeScalars.contains(where: { $0 == "\r" || $0 == "\n" || $0 == "\0" }) else {
            throw .invalidHeaderField(name: name)
        }
    }
}
