import EndpointRuntime
import Foundation
import HTTPBinAPI

extension Calls {
    /// The endpoints that answer with particular bodies: delayed, binary, nested JSON, gzip.
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
    }
}
