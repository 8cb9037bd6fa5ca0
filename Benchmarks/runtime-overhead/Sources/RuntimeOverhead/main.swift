// Sends the same N GET requests to a local httpbin through APIClient and through bare URLSession,
// interleaved request by request, and prints the time of each and their ratio (APIClient / URLSession).
// Usage: RuntimeOverhead BASE_URL [N=1000] [ROUNDS=6]
import EndpointRuntime
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

struct Echo: Decodable, Sendable {
    var args: [String: String]
    var url: String
}

struct GetEcho: APIRequest {
    typealias Response = Echo
    var method: HTTPMethod { .get }
    var path: String { "/get" }
    var queryItems: QueryItems {
        var items = QueryItems()
        items.append("page", 2)
        items.append("q", "a+b c")
        return items
    }
}

struct Failure: Error, CustomStringConvertible { var description: String }

let arguments = CommandLine.arguments
guard arguments.count >= 2, let base = URL(string: arguments[1]),
      let url = URL(string: base.absoluteString + "/get?page=2&q=a%2Bb%20c") else {
    throw Failure(description: "usage: RuntimeOverhead BASE_URL [N] [ROUNDS]")
}
let count = arguments.count > 2 ? Int(arguments[2]) ?? 1000 : 1000
let rounds = arguments.count > 3 ? Int(arguments[3]) ?? 6 : 6

let client = APIClient(baseURL: base)
let session = URLSession(configuration: .ephemeral)
let decoder = JSONDecoder()

/// One request the way hand-written code does it with URLSession alone.
func bare() async throws -> Echo {
    var request = URLRequest(url: url)
    request.setValue("application/json", forHTTPHeaderField: "Accept")
    let (data, response) = try await session.data(for: request)
    guard let http = response as? HTTPURLResponse, (200..<300).contains(http.statusCode) else {
        throw Failure(description: "unexpected response \(response)")
    }
    return try decoder.decode(Echo.self, from: data)
}

/// Seconds taken by one call of `body`, whose answer is checked.
func time(_ body: () async throws -> Echo) async throws -> Double {
    let clock = ContinuousClock()
    let start = clock.now
    let echo = try await body()
    let elapsed = clock.now - start
    guard echo.args["q"] == "a+b c" else { throw Failure(description: "wrong echo \(echo)") }
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
}

for _ in 0..<50 {  // warm up connections and code paths
    _ = try await client.send(GetEcho())
    _ = try await bare()
}

var clientTotal = 0.0, bareTotal = 0.0
var ratios: [Double] = []
print("round  APIClient(s)  URLSession(s)  ratio   (\(count) requests each, \(base.absoluteString)/get)")
for round in 1...rounds {
    // Requests alternate one by one, and which of a pair goes first alternates too, so a change
    // in machine load (two shared cores) hits both sides alike.
    var clientTime = 0.0, bareTime = 0.0
    for index in 0..<count {
        if (index + round).isMultiple(of: 2) {
            clientTime += try await time { try await client.send(GetEcho()) }
            bareTime += try await time(bare)
        } else {
            bareTime += try await time(bare)
            clientTime += try await time { try await client.send(GetEcho()) }
        }
    }
    clientTotal += clientTime
    bareTotal += bareTime
    ratios.append(clientTime / bareTime)
    print(String(format: "%5d  %12.3f  %13.3f  %5.3f", round, clientTime, bareTime, clientTime / bareTime))
}
let median = ratios.sorted()[ratios.count / 2]
print(String(format: "total  %12.3f  %13.3f  %5.3f", clientTotal, bareTotal, clientTotal / bareTotal))
print(String(format: "ratio APIClient/URLSession: %.3f (total), %.3f (median of rounds)", clientTotal / bareTotal, median))
