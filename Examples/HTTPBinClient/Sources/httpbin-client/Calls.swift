import EndpointRuntime
import Foundation
import HTTPBinAPI

/// One call per endpoint of the httpbin spec, each checked against what httpbin answers.
struct Calls {
    /// A call that returned, but not what it should have.
    struct Unexpected: Error, CustomStringConvertible {
        var description: String
    }

    let client: APIClient
    let baseURL: URL
    private(set) var succeeded = 0
    private(set) var failed = 0

    init(baseURL: URL) {
        self.baseURL = baseURL
        client = Self.client(baseURL)
    }

    /// A client with the spec's coding rules and default header fields, and extra middlewares.
    static func client(_ baseURL: URL, middlewares: [any Middleware] = []) -> APIClient {
        HTTPBin.client(baseURL: baseURL, middlewares: middlewares)
    }

    /// Runs one call and prints its line: `ok` and the summary `body` returned, or `FAIL` and why.
    mutating func call(_ endpoint: String, _ body: () async throws -> String) async {
        let label = endpoint.padding(toLength: 34, withPad: " ", startingAt: 0)
        do {
            let summary = try await body()
            succeeded += 1
            print("ok    \(label) \(summary)")
        } catch {
            failed += 1
            print("FAIL  \(label) \(error)")
        }
    }

    /// Every endpoint of the spec, in the spec's order.
    mutating func runAll() async {
        await echoes()
        await requestInfo()
        await statusAndAuth()
        await responses()
    }
}

/// Fails the call in progress unless `condition` holds; `message` tells what came back instead.
func expect(_ condition: Bool, _ message: @autoclosure () -> String) throws {
    if !condition { throw Calls.Unexpected(description: message()) }
}

extension HTTPBin.JSONValue {
    /// The value in short JSON-like text, for printing.
    var brief: String {
        switch self {
        case .null: return "null"
        case .bool(let value): return String(value)
        case .number(let value): return value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
        case .string(let value): return "\"\(value)\""
        case .array(let values): return "[" + values.map(\.brief).joined(separator: ", ") + "]"
        case .object(let members):
            return "{" + members.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value.brief)" }.joined(separator: ", ") + "}"
        }
    }
}

extension Dictionary where Key == String, Value == HTTPBin.JSONValue {
    /// The members in short JSON-like text, sorted by key, for printing.
    var brief: String { HTTPBin.JSONValue.object(self).brief }
}
