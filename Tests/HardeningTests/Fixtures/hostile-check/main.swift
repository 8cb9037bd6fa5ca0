// The run-time half of HostileSpecTests: compiled with the client generated from the hostile
// spec (and Names.swift, which the test writes with the generated Swift names), it checks that
// every hostile string comes back unchanged, printing one line per check (`ok ...` or
// `FAIL ...`) and exiting 1 if any failed.
//
//   hostile-check EXPECTATIONS.json

import EndpointRuntime
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

struct Expectations: Decodable {
    var enumValues: [String]
    var propertyNames: [String]
    var serverURL: String
    var serverDescription: String
    var headerName: String
    var headerValue: String
    var parameterHeaderName: String
    var queryName: String
    var queryValue: String
    var path: String
    var httpbin: String
}

nonisolated(unsafe) var failures = 0

func check(_ condition: Bool, _ what: String, _ detail: @autoclosure () -> String = "") {
    if condition {
        print("ok   \(what)")
    } else {
        failures += 1
        print("FAIL \(what): \(detail())")
    }
}

func json(_ value: some Encodable) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    return try encoder.encode(value)
}

let arguments = CommandLine.arguments
guard arguments.count == 2, let data = FileManager.default.contents(atPath: arguments[1]),
      let expected = try? JSONDecoder().decode(Expectations.self, from: data) else {
    print("usage: hostile-check EXPECTATIONS.json")
    exit(2)
}

// Enum values: each is a declared case (not the fallback), and survives a JSON round trip.
for value in expected.enumValues {
    let mood = API.Mood(rawValue: value)
    var isFallback = false
    if case .unknown = mood { isFallback = true }
    check(!isFallback && mood.rawValue == value, "enum value \(value.debugDescription) is a declared case", "\(mood)")
}
do {
    let decoded = try JSONDecoder().decode([API.Mood].self, from: try json(expected.enumValues))
    let again = try JSONDecoder().decode([String].self, from: try json(decoded))
    check(again == expected.enumValues, "enum values round-trip through JSON", "\(again)")
} catch {
    check(false, "enum values decode", "\(error)")
}

// Property names are the JSON keys, exactly.
do {
    var object: [String: String] = [:]
    for (index, name) in expected.propertyNames.enumerated() { object[name] = "value \(index)" }
    let text = try JSONDecoder().decode(API.Text.self, from: try json(object))
    let again = try JSONDecoder().decode([String: String].self, from: try json(text))
    check(again == object, "property names are the JSON keys", "\(again.keys.sorted())")
} catch {
    check(false, "a model with hostile property names decodes", "\(error)")
}

// The server URL and the default header field, as values.
check(API.servers.map(\.url) == [expected.serverURL], "server URL", "\(API.servers)")
check(API.servers.map(\.description) == [expected.serverDescription], "server description", "\(API.servers)")
check(API.defaultHeaderFields == [expected.headerName: expected.headerValue], "default header field", "\(API.defaultHeaderFields)")

// A request to the real httpbin: the header fields, the query item and the path arrive intact.
guard let base = URL(string: expected.httpbin) else { exit(2) }
let client = APIClient(baseURL: base, headerFields: API.defaultHeaderFields, timeout: 30)
let request = makeEcho(query: expected.queryValue, header: expected.headerValue)
do {
    let echoed = try await client.send(request)
    func header(_ name: String) -> String? {
        echoed.headers.first { $0.key.lowercased() == name.lowercased() }?.value
    }
    check(header(expected.headerName) == expected.headerValue, "default header field sent", "\(echoed.headers)")
    check(header(expected.parameterHeaderName) == expected.headerValue, "header parameter sent", "\(echoed.headers)")
    check(echoed.args == [expected.queryName: expected.queryValue], "query item sent", "\(echoed.args)")
    let path = URLComponents(string: echoed.url)?.path
    check(path == expected.path, "path sent", "\(echoed.url) → \(path ?? "nil")")
} catch {
    check(false, "the echo request succeeds", "\(error)")
}
exit(failures == 0 ? 0 : 1)
