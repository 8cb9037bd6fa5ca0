import Foundation
import Testing
import EndpointRuntime

/// Requests against a real httpbin server: what the server received is exactly what was meant.
@Suite struct HTTPBinRequestTests {
    static let awkward = "a+b c&d=e#f/g?h%i;j,k 'ü' Zoë 🎉"

    @Test(arguments: [HTTPMethod.get, .post, .put, .delete, .patch, .trace])
    func methodsReachTheServer(_ method: HTTPMethod) async throws {
        let echo = try await HTTPBin.client().send(TestRequest(method, "/anything", as: Echo<NoJSON>.self))
        #expect(echo.method == method.rawValue)
    }

    @Test func headAndOptionsAnswerWithoutABody() async throws {
        let client = try HTTPBin.client()
        #expect(try await client.send(TestRequest(.head, "/anything", as: EmptyResponse.self)) == EmptyResponse())
        let allowed = try await client.download(TestRequest(.options, "/anything", as: EmptyResponse.self),
                                                to: FileManager.default.temporaryDirectory.appendingPathComponent("options-\(UUID())"))
        #expect(allowed.statusCode == 200)
        #expect(allowed.value(forHeaderField: "allow")?.contains("PATCH") == true)
        #expect(try await client.send(TestRequest(.options, "/anything", as: EmptyResponse.self)) == EmptyResponse())
    }

    @Test func connectIsSentAsConnect() async throws {
        // httpbin routes no CONNECT; its 405 and Allow list show the method arrived as sent.
        let error = await apiError { try await HTTPBin.client().send(TestRequest(.connect, "/anything", as: EmptyResponse.self)) }
        guard case .unacceptableStatus(let response, _)? = error, response.statusCode == 405 else {
            Issue.record("expected 405, got \(String(describing: error))")
            return
        }
        #expect(response.value(forHeaderField: "allow")?.contains("CONNECT") == false)
    }

    @Test func queryItemsArriveExactly() async throws {
        var request = TestRequest(.get, "/anything", as: Echo<NoJSON>.self)
        request.queryItems.append("text", Self.awkward)
        request.queryItems.append("id", [1, 2, 3])
        request.queryItems.append("tags", ["x&y", "z"], explode: false)
        request.queryItems.append("flag", false)
        request.queryItems.append("at", Date(timeIntervalSince1970: 0))
        request.queryItems.append("missing", Optional<String>.none)
        let echo = try await HTTPBin.client().send(request)
        #expect(echo.args == [
            "text": .one(Self.awkward),
            "id": .many(["1", "2", "3"]),
            "tags": .one("x&y,z"),
            "flag": .one("false"),
            "at": .one("1970-01-01T00:00:00Z"),
        ])
    }

    @Test func pathParametersStayOneSegment() async throws {
        let path = "/anything/\(PathParameter.encode("a/b?c#d e%f"))/end"
        let echo = try await HTTPBin.client().send(TestRequest(.get, path, as: Echo<NoJSON>.self))
        // WSGI hands the app a decoded path, so httpbin cannot tell %2F from "/" (the exact
        // bytes sent are checked in PathParameterTests); "?" and "#" did not start a query or a
        // fragment, and "%" arrived as itself.
        #expect(echo.url.hasSuffix("/anything/a/b%3Fc%23d%20e%f/end"))
        #expect(echo.args.isEmpty)
    }

    @Test func headerFieldsArrive() async throws {
        let client = APIClient(baseURL: try HTTPBin.url, headerFields: ["X-Default": "from client", "X-Shared": "client"])
        var request = TestRequest(.get, "/anything", as: Echo<NoJSON>.self)
        request.headerFields = ["X-Test": "a+b=c; d, \"e\"", "x-shared": "request"]
        let echo = try await client.send(request)
        #expect(echo.header("X-Test") == "a+b=c; d, \"e\"")
        #expect(echo.header("X-Default") == "from client")
        #expect(echo.header("X-Shared") == "request")
        #expect(echo.header("Accept") == "application/json")
    }

    struct Payload: Codable, Equatable, Sendable {
        var text: String
        var count: Int
        var ratio: Double
        var tags: [String]
        var when: Date
        var nested: [String: Bool]
    }

    @Test func jsonBodyArrivesExactly() async throws {
        let payload = Payload(text: Self.awkward, count: -3, ratio: 0.5, tags: ["+", "&"],
                              when: Date(timeIntervalSince1970: 1_714_564_800), nested: ["ok": true])
        var request = TestRequest(.post, "/anything", as: Echo<Payload>.self)
        request.body = .json(payload)
        let echo = try await HTTPBin.client().send(request)
        #expect(echo.json == payload)
        #expect(echo.header("Content-Type") == "application/json")
        #expect(echo.data?.contains(#""when":"2024-05-01T12:00:00Z""#) == true)
    }

    @Test func formBodyArrivesExactly() async throws {
        var form = QueryItems()
        form.append("text", Self.awkward)
        form.append("plus", "+")
        form.append("list", ["a b", "c+d"])
        var request = TestRequest(.put, "/anything", as: Echo<NoJSON>.self)
        request.body = .form(form)
        let echo = try await HTTPBin.client().send(request)
        #expect(echo.form == ["text": .one(Self.awkward), "plus": .one("+"), "list": .many(["a b", "c+d"])])
        #expect(echo.header("Content-Type") == "application/x-www-form-urlencoded")
    }

    @Test func formBytesAndJSONParametersArriveExactly() async throws {
        struct Filter: Codable, Equatable, Sendable { var name: String; var tags: [String] }
        let filter = Filter(name: Self.awkward, tags: ["a,b", "c&d"])
        let header = Filter(name: "a+b; c, \"d\" /e", tags: [])
        var request = TestRequest(.post, "/anything", as: Echo<NoJSON>.self)
        request.queryItems.append("filter", ParameterValue(json: filter))
        request.headerFields = ["X-Filter": ParameterValue(json: header).headerFieldValue(name: "X-Filter")]
        var form = QueryItems()
        form.append("raw", bytes: Data(Self.awkward.utf8))
        form.append("base64", Data([0xFB, 0xFF, 0x00]).base64EncodedString())
        request.body = .form(form)
        let echo = try await HTTPBin.client().send(request)
        guard case .one(let query)? = echo.args["filter"], let field = echo.header("X-Filter"),
              case .one(let raw)? = echo.form?["raw"], case .one(let base64)? = echo.form?["base64"] else {
            Issue.record("missing in the echo: \(echo.args), \(String(describing: echo.form))")
            return
        }
        #expect(try JSONDecoder().decode(Filter.self, from: Data(query.utf8)) == filter)
        #expect(try JSONDecoder().decode(Filter.self, from: Data(field.utf8)) == header)
        #expect(raw == Self.awkward)
        #expect(Data(base64Encoded: base64) == Data([0xFB, 0xFF, 0x00]))
    }

    @Test func formFieldsOfEveryStyleArriveAsTheServerReadsThem() async throws {
        var form = QueryItems()
        form.append("metadata", ParameterValue(dictionary: ["order": Self.awkward, "a]b": "x"]), style: .deepObject)
        form.append("tags", ["a b", "c"], explode: false)
        form.append("expand", ["x", "y"])
        var request = TestRequest(.post, "/anything", as: Echo<NoJSON>.self)
        request.body = .form(form)
        let echo = try await HTTPBin.client().send(request)
        #expect(echo.form == [
            "metadata[a]b]": .one("x"), "metadata[order]": .one(Self.awkward),
            "tags": .one("a b,c"), "expand": .many(["x", "y"]),
        ])
    }

    @Test func deepObjectBracketsArriveAsTheServerReadsThem() async throws {
        // The Rails / `qs` convention for arrays and nested objects; httpbin keeps the names as sent.
        var form = QueryItems()
        form.append("expand", ["a", Self.awkward], style: .deepObject)
        form.append("shipping", ParameterValue(nested: [
            "address": ParameterValue(nested: ["city": ParameterValue(Self.awkward), "lines": ParameterValue(["1", "2"])]),
            "name": ParameterValue("x"),
        ]), style: .deepObject)
        var request = TestRequest(.post, "/anything", as: Echo<NoJSON>.self)
        request.body = .form(form)
        let echo = try await HTTPBin.client().send(request)
        #expect(echo.form == [
            "expand[]": .many(["a", Self.awkward]), "shipping[address][city]": .one(Self.awkward),
            "shipping[address][lines][]": .many(["1", "2"]), "shipping[name]": .one("x"),
        ])
    }

    @Test func aJSONHeaderHoldingNonASCIIArrivesAsTheSameJSON() async throws {
        // A header field carries ASCII only (RFC 9110 §5.5); JSON text escapes the rest as \\u.
        let value = ["name": Self.awkward, "Zoë 🎉": "\u{7F}\u{0}"]
        var request = TestRequest(.get, "/anything", as: Echo<NoJSON>.self)
        request.headerFields = ["X-Filter": ParameterValue(json: value).headerFieldValue(name: "X-Filter")]
        let echo = try await HTTPBin.client().send(request)
        let field = try #require(echo.header("X-Filter"))
        #expect(field.unicodeScalars.allSatisfy { (0x20..<0x7F).contains($0.value) }, "\(field)")
        #expect(try JSONDecoder().decode([String: String].self, from: Data(field.utf8)) == value)
    }

    @Test func keysHoldingTheQuerysDelimitersArriveExactly() async throws {
        // Object keys (a dictionary's, or property names from a spec) are percent-encoded as
        // values are: `&`, `=`, `%`, `#`, `+` and non-ASCII in a key do not split or change it.
        let key = "k&e=y%2B #+ü🎉"
        var request = TestRequest(.post, "/anything", as: Echo<NoJSON>.self)
        request.queryItems.append("exploded", ParameterValue(dictionary: [key: Self.awkward]))
        request.queryItems.append("meta", ParameterValue(dictionary: [key: Self.awkward]), style: .deepObject)
        var form = QueryItems()
        form.append(key, Self.awkward)
        form.append("deep", ParameterValue(nested: [key: ParameterValue([key: Self.awkward])]), style: .deepObject)
        form.append("json", ParameterValue(json: [key: Self.awkward]))
        request.body = .form(form)
        let echo = try await HTTPBin.client().send(request)
        #expect(echo.args == [key: .one(Self.awkward), "meta[\(key)]": .one(Self.awkward)])
        var received = echo.form ?? [:]
        guard case .one(let json)? = received.removeValue(forKey: "json") else {
            Issue.record("no JSON field in \(echo.form)")
            return
        }
        #expect(try JSONDecoder().decode([String: String].self, from: Data(json.utf8)) == [key: Self.awkward])
        #expect(received == [key: .one(Self.awkward), "deep[\(key)][\(key)]": .one(Self.awkward)])
    }

    @Test func aTextPartArrivesInTheCharsetItsContentTypeNames() async throws {
        // The server decodes a text part by its charset (werkzeug does); UTF-8 bytes sent as
        // ISO-8859-1 would read as "ZoÃ«".
        var form = MultipartFormData()
        form.append("latin", "Zoë ½ ÿ", contentType: "text/plain; charset=ISO-8859-1")
        form.append("ascii", "a+b c", contentType: "text/plain;charset=\"us-ascii\"")
        form.append("utf8", Self.awkward, contentType: "text/plain; charset=utf-8")
        var request = TestRequest(.post, "/anything", as: Echo<NoJSON>.self)
        request.body = .multipart(form)
        let echo = try await HTTPBin.client().send(request)
        #expect(echo.form == ["latin": .one("Zoë ½ ÿ"), "ascii": .one("a+b c"), "utf8": .one(Self.awkward)])
    }

    @Test func multipartBodyArrivesExactlyAndStreamsFiles() async throws {
        let fileURL = FileManager.default.temporaryDirectory.appendingPathComponent("upload-\(UUID()).txt")
        let fileText = String(repeating: "line \(Self.awkward)\n", count: 5_000) // ~200 KB, several chunks
        try Data(fileText.utf8).write(to: fileURL)
        defer { try? FileManager.default.removeItem(at: fileURL) }
        var form = MultipartFormData()
        form.append("text", Self.awkward)
        form.append("number", 42)
        form.append("memory", data: Data("in memory +&=".utf8), filename: "m.txt", contentType: "text/plain")
        form.append("disk", fileURL: fileURL, contentType: "text/plain")
        var request = TestRequest(.post, "/anything", as: Echo<NoJSON>.self)
        request.body = .multipart(form)
        let bodies = Recorder<HTTPBody?>()
        let spy = SpyMiddleware { bodies.append($0.body) }
        let echo = try await HTTPBin.client(middlewares: [spy]).send(request)
        #expect(echo.form == ["text": .one(Self.awkward), "number": .one("42")])
        #expect(echo.files == ["memory": .one("in memory +&="), "disk": .one(fileText)])
        guard case .file(let streamed)?? = bodies.all.first else {
            Issue.record("a body with a file part was not sent from a file: \(bodies.all)")
            return
        }
        #expect(!FileManager.default.fileExists(atPath: streamed.path), "the temporary body file was left behind")
    }

    @Test func multipartValuesOfAnyShapeArriveAsTextOrJSONParts() async throws {
        struct Meta: Encodable, Sendable { var when: Date }
        var form = MultipartFormData()
        form.append("meta", json: Meta(when: Date(timeIntervalSince1970: 0)))  // the client's date format
        form.append("tags", json: ["a", "b"])
        form.append("model", json: Self.awkward)  // a JSON string: its text, without quotes
        form.append("count", json: 3)
        form.append("skipped", json: String?.none)
        var request = TestRequest(.post, "/anything", as: Echo<NoJSON>.self)
        request.body = .multipart(form)
        let echo = try await HTTPBin.client().send(request)
        #expect(echo.form == [
            "meta": .one(#"{"when":"1970-01-01T00:00:00Z"}"#),
            "tags": .one(#"["a","b"]"#),
            "model": .one(Self.awkward),
            "count": .one("3"),
        ])
    }

    @Test func rawDataBodyArrivesWithItsMediaType() async throws {
        var request = TestRequest(.post, "/anything", as: Echo<NoJSON>.self)
        request.body = .data(Data("plain text ü".utf8), contentType: "text/plain; charset=utf-8")
        let echo = try await HTTPBin.client().send(request)
        #expect(echo.data == "plain text ü")
        #expect(echo.header("Content-Type") == "text/plain; charset=utf-8")
    }
}

/// Calls a closure with every request that passes.
struct SpyMiddleware: Middleware {
    let see: @Sendable (HTTPRequest) -> Void
    func intercept(_ request: HTTPRequest,
                   next: @Sendable (HTTPRequest) async throws -> HTTPResponse) async throws -> HTTPResponse {
        see(request)
        return try await next(request)
    }
}
