// Sends N requests (20,000 unless given), 64 at a time, through redirects of the misbehaving test
// server (302 to the same host; 307 with a body), cancels half of them after a random 0–3 ms and
// gives each 1 s, so that cancellations and timeouts land while a redirect is being handled.
// FoundationNetworking used to stop the process there ("Received callback for HTTP redirection,
// but we're not waiting for it"); this prints how the requests ended, and reaching the end is
// the test. Usage: RedirectStress BASE_URL [N]
import EndpointRuntime
import Foundation

struct Redirected: APIRequest {
    typealias Response = Data
    var method: HTTPMethod
    var path: String
    var queryItems = QueryItems()
    var body: RequestBody?
}

@main
enum RedirectStress {
    static func main() async {
        let arguments = CommandLine.arguments
        guard arguments.count >= 2, let base = URL(string: arguments[1]) else {
            print("usage: RedirectStress BASE_URL [N]")
            exit(2)
        }
        let count = arguments.count > 2 ? Int(arguments[2]) ?? 20_000 : 20_000
        let client = APIClient(baseURL: base, timeout: 1)
        var temporary = Redirected(method: .post, path: "/redirect", body: .json(["name": "Rex"]))
        temporary.queryItems.append("status", 307)
        temporary.queryItems.append("to", "/echo")
        let requests = [Redirected(method: .get, path: "/redirect-same-host"), temporary]
        var outcomes: [String: Int] = [:]
        await withTaskGroup(of: String.self) { group in
            func add(_ index: Int) {
                group.addTask {
                    let exchange = Task { try await client.send(requests[index % 2]) }
                    if index.isMultiple(of: 4) || index % 4 == 1 {
                        try? await Task.sleep(nanoseconds: UInt64.random(in: 0...3_000_000))
                        exchange.cancel()
                    }
                    do {
                        _ = try await exchange.value
                        return "answered"
                    } catch let error as APIError {
                        if case .cancelled = error { return "cancelled" }
                        return "\(error)"
                    } catch {
                        return "\(error)"
                    }
                }
            }
            for index in 0..<min(64, count) { add(index) }
            var next = min(64, count)
            while let outcome = await group.next() {
                outcomes[outcome, default: 0] += 1
                if next < count {
                    add(next)
                    next += 1
                }
            }
        }
        print("\(count) requests through redirects, half cancelled after 0–3 ms, 1 s timeout; no crash:")
        for (outcome, times) in outcomes.sorted(by: { $0.value > $1.value }) { print(String(format: "%8d  %@", times, outcome)) }
    }
}
