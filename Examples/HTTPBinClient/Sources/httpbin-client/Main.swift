import EndpointRuntime
import Foundation
import HTTPBinAPI

/// Calls every endpoint of Specs/httpbin.yaml on a live httpbin through the generated client
/// and prints one line per call: `ok` or `FAIL`, the endpoint, and what came back.
///
/// Usage: `httpbin-client [BASE_URL]`. The base URL is the argument, else the `HTTPBIN_URL`
/// environment variable, else the spec's first server. Exit status 0 when every call did what
/// was expected, 1 when any failed, 2 for a bad base URL.
@main
struct HTTPBinClientMain {
    static func main() async {
        let arguments = CommandLine.arguments.dropFirst()
        if arguments.contains("-h") || arguments.contains("--help") {
            print("usage: httpbin-client [BASE_URL]   (default: $HTTPBIN_URL, else \(HTTPBin.servers.first?.url ?? "none"))")
            return
        }
        let text = arguments.first
            ?? ProcessInfo.processInfo.environment["HTTPBIN_URL"]
            ?? HTTPBin.servers.first?.url
            ?? ""
        guard let baseURL = URL(string: text), let scheme = baseURL.scheme, ["http", "https"].contains(scheme), baseURL.host != nil else {
            FileHandle.standardError.write(Data("httpbin-client: '\(text)' is not an http(s) base URL\n".utf8))
            exit(2)
        }
        print("httpbin at \(baseURL.absoluteString)")
        var calls = Calls(baseURL: baseURL)
        await calls.runAll()
        print("\(calls.succeeded) calls succeeded, \(calls.failed) failed")
        exit(calls.failed == 0 ? 0 : 1)
    }
}
