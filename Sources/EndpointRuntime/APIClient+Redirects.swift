import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension APIClient {
    /// The most redirects followed for one request before it fails (as browsers and `URLSession`
    /// do).
    static let maximumRedirects = 20

    /// Sends a request through the transport and follows the redirects it answers with.
    ///
    /// - Throws: ``APIError/invalidHeaderField(name:)`` for a bad header field;
    ///   `CancellationError` when the task is cancelled between two hops;
    ///   `URLError(.httpTooManyRedirects)` after ``maximumRedirects`` redirects; what the
    ///   transport throws.
    static func sendFollowingRedirects(_ request: HTTPRequest, through transport: any HTTPTransport) async throws -> HTTPResponse {
        var request = request
        for _ in 0...maximumRedirects {
            try checkHeaderFields(request.headerFields)
            try Task.checkCancellation()
            let response = try await transport.send(request)
            guard let next = redirect(request, after: response) else { return response }
            request = next
        }
        throw URLError(.httpTooManyRedirects)
    }

    /// The request to send after a redirect, as RFC 9110 §15.4 says; `nil` when `response` is not
    /// a redirect to follow (another status, no `Location`, or one that is not an http(s) URL),
    /// so that it is the final response.
    ///
    /// 303 changes the method to GET (HEAD stays HEAD), 301 and 302 change POST to GET (§15.4.2,
    /// §15.4.3); a GET made so loses the body and its content header fields (§15.4, point 6).
    /// 307 and 308 keep the method and body. Across origins (scheme, host or port, RFC 6454
    /// §4), `Authorization`, `Proxy-Authorization`, `Cookie` and the request's
    /// ``HTTPRequest/credentialHeaderFields`` are dropped, so that credentials never reach a host
    /// the API did not name (§15.4, point 3). A query API key is never carried over: the new URL
    /// is the `Location` resolved against the request's (RFC 3986 §5.2), which takes the query
    /// of the `Location`, not the request's, unless the `Location` is empty or only a fragment,
    /// so of the same origin.
    static func redirect(_ request: HTTPRequest, after response: HTTPResponse) -> HTTPRequest? {
        let status = response.statusCode
        guard status == 301 || status == 302 || status == 303 || status == 307 || status == 308,
              let location = response.value(forHeaderField: "Location"),
              let url = URL(string: location, relativeTo: request.url)?.absoluteURL,
              ["http", "https"].contains(url.scheme?.lowercased()), url.host?.isEmpty == false else {
            return nil
        }
        var next = request
        next.url = url
        if (status == 303 && request.method != .head) || ((status == 301 || status == 302) && request.method == .post) {
            next.method = .get
            next.body = nil
            for name in ["Content-Type", "Content-Length", "Content-Encoding", "Content-Language", "Content-Location"] {
                next.setValue(nil, forHeaderField: name)
            }
        }
        func origin(_ url: URL) -> String {
            let scheme = url.scheme?.lowercased() ?? ""
            return "\(scheme)://\(url.host?.lowercased() ?? ""):\(url.port ?? (scheme == "https" ? 443 : 80))"
        }
        if origin(request.url) != origin(url) {
            for name in ["Authorization", "Proxy-Authorization", "Cookie"] + request.credentialHeaderFields {
                next.setValue(nil, forHeaderField: name)
            }
        }
        return next
    }
}
