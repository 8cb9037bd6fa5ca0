import EndpointRuntime
import Foundation
import HTTPBinAPI

extension Calls {
    /// The endpoints that answer with particular bodies: delayed, binary, nested JSON, gzip, a
    /// stream of JSON lines, and header fields read typed.
    mutating func responses() async {
        let client = self.client

        await call("GET /delay/{seconds}") {
            let echo = try await client.send(HTTPBin.Delay(seconds: 1))
            return "answered after 1 s, url \(echo.url)"
        }
        await call("GET /bytes/{count}") {
            let bytes = try await client.send(HTTPBin.Bytes(count: 16, seed: 42))
            try expect(bytes.count == 16, "\(bytes.count) bytes")
            return "\(bytes.count) bytes: \(bytes.map { String(format: "%02x", $0) }.joined())"
        }
        await call("GET /json") {
            let document = try await client.send(HTTPBin.Json())
            let show = document.slideshow
            return "\"\(show.title)\" by \(show.author), \(show.slides.count) slides"
        }
        await call("GET /gzip") {
            let answer = try await client.send(HTTPBin.Gzip())
            try expect(answer.gzipped, "gzipped false")
            return "gzipped \(answer.gzipped), method \(answer.method)"
        }
        await call("GET /stream/{count}") {
            // JSON Lines, each line decoded as it arrives.
            var ids: [Int] = []
            for try await line in try await client.send(HTTPBin.Stream(count: 3)) { ids.append(line.id) }
            try expect(ids == [0, 1, 2], "ids \(ids)")
            return "3 lines streamed, ids \(ids.map(String.init).joined(separator: ", "))"
        }
        await call("GET /response-headers") {
            // The whole response: status, header fields (typed as the spec declares them), body.
            let response = try await client.response(for: HTTPBin.ResponseHeaders(xRequestCount: 7, eTag: "\"v1\""))
            let count = try response.xRequestCount
            try expect(count == 7, "X-Request-Count \(String(describing: count))")
            return "status \(response.statusCode), X-Request-Count \(count ?? 0), ETag \(try response.eTag ?? "none")"
        }
    }
}
