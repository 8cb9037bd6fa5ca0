import EndpointRuntime
import Foundation

// Hand-written next to the generated code (which is in Generated/): the generator never
// touches this file. The build-tool-plugin target links this same file.

extension HTTPBin {
    /// A client for an httpbin server with the spec's JSON coding rules and default header
    /// fields (`Accept: application/json`).
    ///
    /// - Parameters:
    ///   - baseURL: The server, e.g. `http://127.0.0.1:8080`; paths are appended to it.
    ///   - timeout: Seconds to wait for each response; defaults to 30.
    ///   - middlewares: Hooks around every exchange (auth, retry, logging), outermost first.
    /// - Returns: The client; it sends nothing until a request is sent through it.
    public static func client(baseURL: URL, timeout: Double = 30, middlewares: [any Middleware] = []) -> APIClient {
        APIClient(baseURL: baseURL, coding: coding, headerFields: defaultHeaderFields,
                  timeout: timeout, middlewares: middlewares)
    }
}
