// Sends many requests through EndpointRuntime's APIClient to a local server, good answers and
// bad ones mixed, and prints the resident memory before and after: a leak per request shows as
// growth proportional to the number of requests. Built and run by scripts/check-runtime-memory.
//
//   RuntimeMemory BASE-URL [REQUESTS]

import EndpointRuntime
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A GET of a fixed path.
struct Get<Response: Decodable & Sendable>: APIRequest {
    var path: String
    var headerFields: [String: String] = [:]
    var method: HTTPMethod { .get }
}

/// The good answer of `/ok`.
struct Item: Decodable, Sendable {
    var id: Int
    var name: String
    var status: String
}

/// The resident set size of this process in kilobytes (`VmRSS` of /proc/self/status), or 0.
func residentKilobytes() -> Int {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
    for line in status.split(separator: "\n") where line.hasPrefix("VmRSS:") {
        return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
    }
    return 0
}

/// Sends one round of the mix: one request per kind of answer. Returns how many failed as expected.
func round(_ client: APIClient) async -> (succeeded: Int, failed: Int) {
    var succeeded = 0, failed = 0
    func count<T>(_ operation: () async throws -> T) async {
        do { _ = try await operation(); succeeded += 1 } catch { failed += 1 }
    }
    await count { try await client.send(Get<Item>(path: "/ok")) }
    await count { try await client.send(Get<Item>(path: "/malformed-json")) }
    await count { try await client.send(Get<Item>(path: "/html-200")) }
    await count { try await client.send(Get<Item>(path: "/status/503")) }
    await count { try await client.send(Get<EmptyResponse>(path: "/no-content")) }
    await count { try await client.send(Get<Item>(path: "/truncated")) }
    await count { try await client.send(Get<Item>(path: "/redirect-same-host", headerFields: ["Authorization": "Bearer x"])) }
    await count { try await client.send(Get<[Int]>(path: "/reset")) }
    return (succeeded, failed)
}

let arguments = CommandLine.arguments
guard arguments.count >= 2, let base = URL(string: arguments[1]) else {
    print("usage: RuntimeMemory BASE-URL [REQUESTS]")
    exit(2)
}
let total = arguments.count >= 3 ? Int(arguments[2]) ?? 1000 : 1000
let client = APIClient(baseURL: base, timeout: 10)
let perRound = 8
// Warm up: caches, the URLSession, lazily created runtime state.
for _ in 0..<(100 / perRound) { _ = await round(client) }
let before = residentKilobytes()
var succeeded = 0, failed = 0
for _ in 0..<(total / perRound) {
    let result = await round(client)
    succeeded += result.succeeded
    failed += result.failed
}
let after = residentKilobytes()
print("requests: \(succeeded + failed) after 100 warm-up (\(succeeded) succeeded, \(failed) failed as the server misbehaved)")
print("resident memory: before \(before) KB, after \(after) KB, growth \(after - before) KB (\(String(format: "%.2f", Double(after - before) / Double(max(1, succeeded + failed)))) KB per request)")
