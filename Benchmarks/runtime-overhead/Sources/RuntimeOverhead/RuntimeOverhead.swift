// Sends the same N GET requests to a local httpbin through APIClient and through bare URLSession,
// interleaved request by request, and prints the time of each and their ratio
// (APIClient / URLSession). Usage: RuntimeOverhead BASE_URL [N=1000] [ROUNDS=6]
import EchoRequests
import EndpointRuntime
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Answers every request with the same canned response: isolates the client's own work.
struct CannedTransport: HTTPTransport {
    let response: HTTPResponse
    func send(_ request: HTTPRequest) async throws -> HTTPResponse { response }
}

@main
enum RuntimeOverhead {
    /// Seconds taken by one call of `body`, whose answer is checked.
    static func time(_ body: @Sendable () async throws -> Echo) async throws -> Double {
        let clock = ContinuousClock()
        let start = clock.now
        let echo = try await body()
        let elapsed = clock.now - start
        guard echo.args["q"] == "a+b c" else { throw Failure(description: "wrong echo \(echo)") }
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    }

    static func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

    static func main() async throws {
        let arguments = CommandLine.arguments
        guard arguments.count >= 2, let base = URL(string: arguments[1]),
              let url = URL(string: base.absoluteString + "/get?page=2&q=a%2Bb%20c") else {
            throw Failure(description: "usage: RuntimeOverhead BASE_URL [N] [ROUNDS]")
        }
        let count = arguments.count > 2 ? Int(arguments[2]) ?? 1000 : 1000
        let rounds = arguments.count > 3 ? Int(arguments[3]) ?? 6 : 6
        let client = APIClient(baseURL: base)
        let bare = BareClient(url: url)
        let viaClient: @Sendable () async throws -> Echo = { try await client.send(GetEcho()) }
        let viaBare: @Sendable () async throws -> Echo = { try await bare.send() }

        for _ in 0..<50 {  // warm up connections and code paths
            _ = try await viaClient()
            _ = try await viaBare()
        }
        var clientTotal = 0.0, bareTotal = 0.0
        var roundRatios: [Double] = [], clientTimes: [Double] = [], bareTimes: [Double] = []
        print("round  APIClient(s)  URLSession(s)  ratio   (\(count) requests each, \(url.absoluteString))")
        for round in 1...rounds {
            // Requests alternate one by one, and which of a pair goes first alternates too, so a
            // change in machine load (two shared cores) hits both sides alike.
            var clientTime = 0.0, bareTime = 0.0
            for index in 0..<count {
                let first = (index + round).isMultiple(of: 2)
                let a = try await time(first ? viaClient : viaBare)
                let b = try await time(first ? viaBare : viaClient)
                clientTimes.append(first ? a : b)
                bareTimes.append(first ? b : a)
                clientTime += first ? a : b
                bareTime += first ? b : a
            }
            clientTotal += clientTime
            bareTotal += bareTime
            roundRatios.append(clientTime / bareTime)
            print(String(format: "%5d  %12.3f  %13.3f  %5.3f", round, clientTime, bareTime, clientTime / bareTime))
        }
        print(String(format: "total  %12.3f  %13.3f  %5.3f", clientTotal, bareTotal, clientTotal / bareTotal))
        print(String(format: "median request: APIClient %.1f µs, URLSession %.1f µs",
                     median(clientTimes) * 1e6, median(bareTimes) * 1e6))
        print(String(format: "ratio APIClient/URLSession: %.3f (total time), %.3f (median request), %.3f (median round)",
                     clientTotal / bareTotal, median(clientTimes) / median(bareTimes), median(roundRatios)))

        let (sample, _) = try await bare.session.data(for: URLRequest(url: url))
        let canned = APIClient(baseURL: base, transport: CannedTransport(response: HTTPResponse(
            statusCode: 200, headerFields: ["Content-Type": "application/json"], body: sample)))
        let decoder = JSONDecoder()
        let clock = ContinuousClock()
        let decodeStart = clock.now
        for _ in 0..<count { _ = try decoder.decode(Echo.self, from: sample) }
        let decodeTime = clock.now - decodeStart
        let cannedStart = clock.now
        for _ in 0..<count { _ = try await canned.send(GetEcho()) }
        let cannedTime = clock.now - cannedStart
        func microseconds(_ duration: Duration) -> Double {
            (Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18) * 1e6 / Double(count)
        }
        print(String(format: "without network: APIClient %.1f µs per request, of which JSON decoding %.1f µs",
                     microseconds(cannedTime), microseconds(decodeTime)))
    }
}
