import EndpointRuntime
import Foundation
import HTTPBinAPI

extension Calls {
    /// The method endpoints and `/anything`: what httpbin echoes is what was sent.
    mutating func echoes() async {
        let message = HTTPBin.Message(text: "hello, httpbin", count: 3, tags: ["swift", "yaml"])
        let sent = HTTPBin.JSONValue.object(["text": .string(message.text), "count": .number(3),
                                             "tags": .array([.string("swift"), .string("yaml")])])
        let client = self.client

        await call("GET /get") {
            let echo = try await client.send(HTTPBin.Get(showEnv: nil, tag: ["a", "b c"]))
            try expect(echo.args["tag"] == .array([.string("a"), .string("b c")]), "args \(echo.args.brief)")
            return "args \(echo.args.brief)"
        }
        await call("HEAD /get") {
            _ = try await client.send(HTTPBin.Head())
            return "no body"
        }
        await call("POST /post (JSON)") {
            let echo = try await client.send(HTTPBin.Post(requestBody: message))
            try expect(echo.json == sent, "json \(echo.json?.brief ?? "nil")")
            return "json \(echo.json?.brief ?? "nil")"
        }
        await call("POST /post (form)") {
            let login = HTTPBin.Login(username: "ann", password: "p=1&2", remember: true)
            let echo = try await client.send(HTTPBin.PostForm(requestBody: login))
            try expect(echo.form?["password"] == .string("p=1&2"), "form \(echo.form?.brief ?? "nil")")
            return "form \(echo.form?.brief ?? "nil")"
        }
        await call("POST /post (multipart)") {
            let upload = HTTPBin.Upload(title: "notes", file: Data("file contents".utf8))
            let echo = try await client.send(HTTPBin.PostMultipart(requestBody: upload))
            try expect(echo.files?["file"] == .string("file contents"), "files \(echo.files?.brief ?? "nil")")
            return "form \(echo.form?.brief ?? "nil"), files \(echo.files?.brief ?? "nil")"
        }
        await call("PUT /put") {
            let echo = try await client.send(HTTPBin.Put(requestBody: message))
            try expect(echo.json == sent, "json \(echo.json?.brief ?? "nil")")
            return "json \(echo.json?.brief ?? "nil")"
        }
        await call("PATCH /patch") {
            let echo = try await client.send(HTTPBin.Patch(requestBody: message))
            try expect(echo.json == sent, "json \(echo.json?.brief ?? "nil")")
            return "json \(echo.json?.brief ?? "nil")"
        }
        await call("DELETE /delete") {
            let echo = try await client.send(HTTPBin.Delete())
            return "url \(echo.url)"
        }
        // httpbin hides an X-Request-ID header field from its echo (it treats it as a proxy's).
        await call("POST /anything/{segment}") {
            let request = HTTPBin.Anything(segment: "a b/c", requestBody: message, q: "x&y", xRequestID: "req-1")
            let echo = try await client.send(request)
            try expect(echo.method == "POST" && echo.args["q"] == .string("x&y"), "method \(echo.method ?? "nil"), args \(echo.args.brief)")
            return "\(echo.method ?? "?") \(echo.url)"
        }
    }
}
