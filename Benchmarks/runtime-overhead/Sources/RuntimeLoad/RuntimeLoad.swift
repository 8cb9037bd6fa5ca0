// Sends N requests (10,000 unless given), C at a time (64), to a local httpbin through APIClient,
// then through bare URLSession, and prints the errors and the growth of resident memory of each;
// then sends N more through each in alternating rounds, C at a time, and prints the ratio of
// their times (APIClient / URLSession). Usage: RuntimeLoad BASE_URL [N] [C] [ROUNDS=6]
import EchoRequests
import EndpointRuntime
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The resident set size of this process in kilobytes (`VmRSS` of /proc/self/status), or 0.
func residentKilobytes() -> Int {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
    for line in status.split(separator: "\n") where line.hasPrefix("VmRSS:") {
        return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
    }
    return 0
}

/// Sends `count` requests with `send`, `concurrency` at a time; returns the seconds taken and the
/// errors, by description.
func load(_ count: Int, concurrency: Int, _ send: @escaping @Sendable () async throws -> Echo) async -> (seconds: Double, errors: [String: Int]) {
    let clock = ContinuousClock()
    let start = clock.now
    var errors: [String: Int] = [:]
    await withTaskGroup(of: String?.self) { group in
        func add() {
            group.addTask {
                do {
                    let echo = try await send()
                    return echo.args["q"] == "a+b c" ? nil : "wrong echo \(echo.args)"
                } catch {
                    return "\(error)"
                }
            }
        }
        for _ in 0..<min(concurrency, count) { add() }
        var started = min(concurrency, count)
        while let result = await group.next() {
            if let result { errors[result, default: 0] += 1 }
            if started < count {
                add()
                started += 1
            }
        }
    }
    let elapsed = clock.now - start
    return (Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18, errors)
}

@main
enum RuntimeLoad {
    static func main() async throws {
        let arguments = CommandLine.arguments
        guard arguments.count >= 2, let base = URL(string: arguments[1]),
              let url = URL(string: base.absoluteString + "/get?page=2&q=a%2Bb%20c") else {
            throw Failure(description: "usage: RuntimeLoad BASE_URL [N] [CONCURRENCY] [ROUNDS]")
        }
        let count = arguments.count > 2 ? Int(arguments[2]) ?? 10_000 : 10_000
        let concurrency = arguments.count > 3 ? Int(arguments[3]) ?? 64 : 64
        let rounds = arguments.count > 4 ? Int(arguments[4]) ?? 6 : 6
        let client = APIClient(baseURL: base)
        let bare = BareClient(url: url)
        let viaClient: @Sendable () async throws -> Echo = { try await client.send(GetEcho()) }
        let viaBare: @Sendable () async throws -> Echo = { try await bare.send() }

        // Warm up connections, code paths and the allocator's per-thread arenas.
        _ = await load(2_000, concurrency: concurrency, viaClient)
        _ = await load(2_000, concurrency: concurrency, viaBare)
        for (name, send) in [("APIClient", viaClient), ("URLSession", viaBare)] {
            let before = residentKilobytes()
            let run = await load(count, concurrency: concurrency, send)
            let after = residentKilobytes()
            print("\(name): \(count) requests, \(concurrency) at a time: \(String(format: "%.2f", run.seconds)) s, " +
                  "\(run.errors.values.reduce(0, +)) errors")
            for (error, times) in run.errors.sorted(by: { $0.value > $1.value }) { print("  \(times) × \(error)") }
            print(String(format: "  resident memory: before %d KB, after %d KB, growth %d KB (%.1f MB)",
                         before, after, after - before, Double(after - before) / 1024))
        }

        var clientTotal = 0.0, bareTotal = 0.0, bareErrors = 0
        let perRound = max(1, count / rounds)
        print("round  APIClient(s)  URLSession(s)  ratio   (\(perRound) requests each, \(concurrency) at a time)")
        for round in 1...rounds {
            // Which side goes first alternates, so that a change of load hits both alike.
            let first = await load(perRound, concurrency: concurrency, round.isMultiple(of: 2) ? viaClient : viaBare)
            let second = await load(perRound, concurrency: concurrency, round.isMultiple(of: 2) ? viaBare : viaClient)
            let (clientRun, bareRun) = round.isMultiple(of: 2) ? (first, second) : (second, first)
            clientTotal += clientRun.seconds
            bareTotal += bareRun.seconds
            bareErrors += bareRun.errors.values.reduce(0, +)
            print(String(format: "%5d  %12.3f  %13.3f  %5.3f", round, clientRun.seconds, bareRun.seconds, clientRun.seconds / bareRun.seconds))
        }
        print(String(format: "total  %12.3f  %13.3f  %5.3f   (URLSession errors: %d)", clientTotal, bareTotal, clientTotal / bareTotal, bareErrors))
        print(String(format: "ratio APIClient/URLSession under load: %.3f", clientTotal / bareTotal))
    }
}
