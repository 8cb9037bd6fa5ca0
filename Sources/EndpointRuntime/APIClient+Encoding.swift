import Foundation

extension APIClient {
    /// Builds the HTTP request for an ``APIRequest``: URL, header fields and encoded body. Its
    /// header fields are checked, with those the middlewares add, before each hop is sent
    /// (`checkHeaderFields(_:)`, in `sendFollowingRedirects`).
    ///
    /// - Throws: ``APIError/invalidURL(_:)`` when the URL is not an absolute http(s) URL, or
    ///   the server URL has a query or fragment (the path would land in it);
    ///   ``APIError/encodingFailed(_:)``.
    func makeHTTPRequest<R: APIRequest>(_ request: R) throws(APIError) -> HTTPRequest {
        let problems = SerializationProblems()
        let (path, query, fields, body) = SerializationProblems.$current.withValue(problems) {
            (request.path, request.queryItems, request.headerFields, request.body)
        }
        if let problem = problems.all.first {
            throw .encodingFailed(EncodingError.invalidValue(problem, .init(codingPath: [], debugDescription: problem)))
        }
        // A request's relative server (an operation's `servers`, OpenAPI 3.0.4 §4.7.5) is on the client's origin.
        var text = request.server.map { $0.resolved(against: serverURL).url } ?? serverURL
        // The path goes after the server's path: a server with a query or fragment would take it in.
        guard !text.contains("?"), !text.contains("#") else { throw .invalidURL(text) }
        while text.hasSuffix("/") { text.removeLast() }
        text += path
        if !query.isEmpty { text += "?" + query.percentEncodedString }
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(),
              scheme == "http" || scheme == "https", url.host?.isEmpty == false else {
            throw .invalidURL(text)
        }
        var http = HTTPRequest(method: request.method, url: url, timeout: timeout)
        http.authenticationSchemes = authenticationSchemes(for: request.security)
        for (name, value) in headerFields { http.setValue(value, forHeaderField: name) }
        if expectsJSON(R.Response.self), http.value(forHeaderField: "Accept") == nil {
            http.setValue("application/json", forHeaderField: "Accept")
        }
        if let body {
            do {
                let (encoded, contentType) = try body.encoded(with: encoder)
                http.body = encoded
                http.setValue(contentType, forHeaderField: "Content-Type")
            } catch {
                throw .encodingFailed(error)
            }
        }
        for (name, value) in fields { http.setValue(value, forHeaderField: name) }
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
