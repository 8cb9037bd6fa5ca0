import Foundation
import Testing
@testable import EndpointRuntime

@Suite struct PathParameterTests {
    enum Color: String, QueryValue { case deepRed = "deep red" }
    enum Level: Int, QueryValue { case high = 3 }

    @Test func reservedCharactersCannotChangeThePath() {
        #expect(PathParameter.encode("a/b?c#d%e f") == "a%2Fb%3Fc%23d%25e%20f")
        // A whole value of dots would be a dot segment (RFC 3986 §5.2.4); dots inside a value stay.
        #expect(PathParameter.encode("..") == "%2E%2E")
        #expect(PathParameter.encode(".") == "%2E")
        #expect(PathParameter.encode("...") == "...")
        #expect(PathParameter.encode("a..b") == "a..b")
        #expect(PathParameter.encode("-._~AZaz09") == "-._~AZaz09")
        #expect(PathParameter.encode("ü+&=") == "%C3%BC%2B%26%3D")
    }

    @Test func everyValueTypeHasOneTextForm() throws {
        #expect(PathParameter.encode(42) == "42")
        #expect(PathParameter.encode(Int32(-7)) == "-7")
        #expect(PathParameter.encode(Int64.max) == "9223372036854775807")
        #expect(PathParameter.encode(1.5) == "1.5")
        #expect(PathParameter.encode(Float(0.25)) == "0.25")
        #expect(PathParameter.encode(true) == "true")
        #expect(PathParameter.encode(Decimal(string: "12.50") ?? 0) == "12.5")
        #expect(PathParameter.encode(Date(timeIntervalSince1970: 1_714_564_800)) == "2024-05-01T12%3A00%3A00Z")
        let url = try #require(URL(string: "https://x.org/a?b=c"))
        #expect(PathParameter.encode(url) == "https%3A%2F%2Fx.org%2Fa%3Fb%3Dc")
        let uuid = try #require(UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"))
        // RFC 9562 §4: UUIDs are written in lower case.
        #expect(PathParameter.encode(uuid) == "e621e1f8-c36c-495a-93fc-0c247a3e6e5f")
        #expect(PathParameter.encode(Color.deepRed) == "deep%20red")
        #expect(PathParameter.encode(Level.high) == "3")
    }
}

@Suite struct QueryItemsTests {
    @Test func reservedCharactersAndNonASCIIArePercentEncoded() {
        var query = QueryItems()
        query.append("q", "a+b c&d=e#f/g?h")
        query.append("name", "Zoë 🎉")
        #expect(query.percentEncodedString == "q=a%2Bb%20c%26d%3De%23f%2Fg%3Fh&name=Zo%C3%AB%20%F0%9F%8E%89")
    }

    @Test func nilAppendsNothingAndOrderIsKept() {
        var query = QueryItems()
        query.append("b", 2)
        query.append("skipped", Optional<String>.none)
        query.append("skippedList", Optional<[Int]>.none)
        query.append("a", true)
        #expect(query.percentEncodedString == "b=2&a=true")
        #expect(query.items.map(\.name) == ["b", "a"])
    }

    @Test func arraysRepeatOrJoinWithCommas() {
        var query = QueryItems()
        query.append("id", [1, 2])
        query.append("tag", ["x,y", "z"], explode: false)
        query.append("none", [String](), explode: false)
        #expect(query.percentEncodedString == "id=1&id=2&tag=x%2Cy,z")
        #expect(query.items.last?.value == "x,y,z")
    }
}

@Suite struct RequestBuildingTests {
    let client = APIClient(server: APIServer(url: "https://api.example.com/v1/"),
                           headerFields: ["Accept-Language": "en", "X-Default": "client"])

    @Test func pathIsAppendedToTheServerPathWithTheQuery() throws {
        var request = TestRequest(.get, "/posts/\(PathParameter.encode("a/b"))", as: NoJSON.self)
        request.queryItems.append("q", "x y")
        let http = try client.makeHTTPRequest(request)
        #expect(http.url.absoluteString == "https://api.example.com/v1/posts/a%2Fb?q=x%20y")
        #expect(http.method == .get)
        #expect(http.value(forHeaderField: "accept") == "application/json")
        #expect(http.timeout == 60)
    }

    @Test func requestHeaderFieldsOverrideTheClientsCaseInsensitively() throws {
        var request = TestRequest(.post, "/x", as: String.self)
        request.headerFields = ["x-default": "request"]
        request.body = .data(Data([1, 2]), contentType: "application/octet-stream")
        let http = try client.makeHTTPRequest(request)
        #expect(http.headerFields.filter { $0.key.lowercased() == "x-default" } == ["x-default": "request"])
        #expect(http.value(forHeaderField: "Content-Type") == "application/octet-stream")
        #expect(http.value(forHeaderField: "Accept") == nil)
        #expect(http.body == .data(Data([1, 2])))
    }

    @Test func headerValuesWithLineBreaksAreRejectedBeforeSending() async {
        let transport = ScriptedTransport([.response(jsonResponse(200))])
        let client = scriptedClient(transport)
        for value in ["a\r\nX-Injected: 1", "a\nb", "a\rb"] {
            var request = TestRequest(.get, "/x", as: EmptyResponse.self)
            request.headerFields = ["X-Bad": value]
            let error = await apiError { try await client.send(request) }
            guard case .invalidHeaderField(let name)? = error else {
                Issue.record("expected invalidHeaderField, got \(String(describing: error))")
                continue
            }
            #expect(name == "X-Bad")
        }
        var badName = TestRequest(.get, "/x", as: EmptyResponse.self)
        badName.headerFields = ["Bad Name": "v"]
        guard case .invalidHeaderField? = await apiError({ try await client.send(badName) }) else {
            Issue.record("a header name with a space was accepted")
            return
        }
        #expect(transport.requests.isEmpty)
    }

    @Test func headerValuesAddedByAMiddlewareAreCheckedToo() async {
        let transport = ScriptedTransport([.response(jsonResponse(200))])
        let client = scriptedClient(transport, middlewares: [BearerTokenMiddleware(token: "abc\r\nX-Evil: 1")])
        let error = await apiError { try await client.send(TestRequest(.get, "/x", as: EmptyResponse.self)) }
        guard case .invalidHeaderField("Authorization")? = error else {
            Issue.record("expected invalidHeaderField(Authorization), got \(String(describing: error))")
            return
        }
        #expect(transport.requests.isEmpty)
    }

    /// A server URL with a query or fragment would take the request path into it
    /// (`https://api.example.com/v1?key=1` + `/x` is `/v1` with the query `key=1/x`): refused.
    @Test(arguments: ["not a url", "ftp://example.com", "/relative", "http://", "https://api.example.com/v1?key=1",
                      "https://api.example.com/v1#top", "https://api.example.com/v1?"])
    func invalidServerURLsFailWithInvalidURL(_ url: String) async {
        let client = APIClient(server: APIServer(url: url))
        let error = await apiError { try await client.send(TestRequest(.get, "/x", as: EmptyResponse.self)) }
        guard case .invalidURL? = error else {
            Issue.record("expected invalidURL for \(url), got \(String(describing: error))")
            return
        }
    }

    /// OpenAPI 3.0.4 §4.7.5: a server URL may be relative to where the description is served.
    @Test func aRelativeServerIsResolvedAgainstTheOriginTheCallerGives() {
        let server = APIServer(url: "/api/rest_v1", description: "REST")
        #expect(server.resolved(against: "https://en.wikipedia.org") == APIServer(url: "https://en.wikipedia.org/api/rest_v1", description: "REST"))
        #expect(server.resolved(against: "https://en.wikipedia.org/").url == "https://en.wikipedia.org/api/rest_v1")
        #expect(server.resolved(against: "http://localhost:8080/docs/openapi.yaml").url == "http://localhost:8080/api/rest_v1")
        // RFC 3986 §5.2: a path without `/` is relative to the description's folder, `//` keeps
        // only the scheme.
        #expect(APIServer(url: "v1").resolved(against: "https://host.example/docs/openapi.yaml").url == "https://host.example/docs/v1")
        #expect(APIServer(url: "v1").resolved(against: "https://host.example").url == "https://host.example/v1")
        #expect(APIServer(url: "//cdn.example.com/v1").resolved(against: "https://host.example").url == "https://cdn.example.com/v1")
        #expect(APIServer(url: "https://api.example.com").resolved(against: "https://other.example").url == "https://api.example.com")
        // RFC 3986 §5.2.2: an empty reference is the base itself, without its fragment; `..`
        // segments stop at the root (§5.2.4).
        #expect(APIServer(url: "").resolved(against: "https://host.example").url == "https://host.example")
        #expect(APIServer(url: "").resolved(against: "https://host.example/api/#top").url == "https://host.example/api/")
        #expect(APIServer(url: "../../../x").resolved(against: "https://host.example/docs/openapi.yaml").url == "https://host.example/x")
    }

    @Test func aRequestsRelativeServerIsOnTheClientsOrigin() throws {
        var request = TestRequest(.get, "/x", as: NoJSON.self)
        request.server = APIServer(url: "/upload/v2")
        #expect(try client.makeHTTPRequest(request).url.absoluteString == "https://api.example.com/upload/v2/x")
        request.server = APIServer(url: "https://up.example.com")
        #expect(try client.makeHTTPRequest(request).url.absoluteString == "https://up.example.com/x")
        // `?q` resolves to the client's URL with a query, which the path cannot follow.
        request.server = APIServer(url: "?q")
        #expect(throws: APIError.self) { try client.makeHTTPRequest(request) }
    }

    @Test func formBodyIsPercentEncoded() throws {
        var form = QueryItems()
        form.append("q", "a+b c")
        var request = TestRequest(.post, "/x", as: EmptyResponse.self)
        request.body = .form(form)
        let http = try client.makeHTTPRequest(request)
        #expect(http.body == .data(Data("q=a%2Bb%20c".utf8)))
        #expect(http.value(forHeaderField: "Content-Type") == "application/x-www-form-urlencoded")
    }

    @Test func multipartBodyFollowsRFC7578() throws {
        var form = MultipartFormData()
        form.append("ti\"t\\le", "Zoë \"q\"")
        form.append("blob", data: Data("xyz".utf8), filename: "a.bin")
        form.append("skipped", Optional<Int>.none)
        var request = TestRequest(.post, "/x", as: EmptyResponse.self)
        request.body = .multipart(form)
        let http = try client.makeHTTPRequest(request)
        let b = form.boundary
        #expect(http.value(forHeaderField: "Content-Type") == "multipart/form-data; boundary=\(b)")
        let expected = "--\(b)\r\nContent-Disposition: form-data; name=\"ti\\\"t\\\\le\"\r\n\r\nZoë \"q\"\r\n"
            + "--\(b)\r\nContent-Disposition: form-data; name=\"blob\"; filename=\"a.bin\"\r\n"
            + "Content-Type: application/octet-stream\r\n\r\nxyz\r\n--\(b)--\r\n"
        #expect(http.body == .data(Data(expected.utf8)))
    }

    @Test func formBytesArePercentEncodedByteByByte() throws {
        var form = QueryItems()
        form.append("raw", bytes: Data([0x00, 0xFF, 0x2B, 0x20, 0x61, 0x7E, 0x25]))
        form.append("none", bytes: nil)
        form.append("base64", Data([0xFB, 0xFF]).base64EncodedString())
        var request = TestRequest(.post, "/x", as: EmptyResponse.self)
        request.body = .form(form)
        // `+` and `/` of base64 are encoded too, so they do not read back as a space or a path.
        #expect(try client.makeHTTPRequest(request).body == .data(Data("raw=%00%FF%2B%20a~%25&base64=%2B%2F8%3D".utf8)))
    }

    @Test func aJSONParameterIsItsJSONTextInEveryLocation() throws {
        struct Filter: Codable, Sendable { var role: String; var tags: [String]; var when: Date }
        let value = ParameterValue(json: Filter(role: "a b/c", tags: ["x,y"], when: Date(timeIntervalSince1970: 0)))
        let text = #"{"role":"a b/c","tags":["x,y"],"when":"1970-01-01T00:00:00Z"}"#
        #expect(value.headerFieldValue(name: "X-Filter") == text)
        var query = QueryItems()
        query.append("filter", value, style: .form, explode: false)
        #expect(query.items.map(\.value) == [text])
        #expect(query.percentEncodedString.hasPrefix("filter=%7B%22role%22%3A%22a%20b%2Fc%22%2C%22tags%22%3A%5B%22x%2Cy%22%5D"))
        #expect(PathParameter.encode(value, name: "filter", style: .label, explode: true).hasPrefix(".%7B%22role%22"))
        #expect(ParameterValue(json: "plain") == ParameterValue("\"plain\""))
    }

    @Test func aJSONParameterThatCannotBeEncodedIsAProblemOfTheRequest() {
        // The client reads a request's parameters with a collector (see makeHTTPRequest).
        let problems = SerializationProblems()
        let value = SerializationProblems.$current.withValue(problems) { ParameterValue(json: Double.nan) }
        #expect(value == ParameterValue(""))
        #expect(problems.all.count == 1)
        #expect(problems.all.first?.hasPrefix("a JSON parameter value cannot be encoded") == true)
    }

    @Test func aFilePartCarriesItsFileNameAndMediaType() throws {
        var form = MultipartFormData()
        form.append("photo", file: FilePart(data: Data("png".utf8), filename: "ü.png", contentType: "image/png"))
        form.append("raw", file: FilePart(data: Data("x".utf8)), contentType: "text/csv")
        form.append("none", file: nil)
        var request = TestRequest(.post, "/x", as: EmptyResponse.self)
        request.body = .multipart(form)
        let b = form.boundary
        let expected = "--\(b)\r\nContent-Disposition: form-data; name=\"photo\"; filename=\"ü.png\"\r\n"
            + "Content-Type: image/png\r\n\r\npng\r\n"
            + "--\(b)\r\nContent-Disposition: form-data; name=\"raw\"; filename=\"raw\"\r\n"
            + "Content-Type: text/csv\r\n\r\nx\r\n--\(b)--\r\n"
        #expect(try client.makeHTTPRequest(request).body == .data(Data(expected.utf8)))
        // As JSON, a file part is its bytes in base64, as Data is.
        let json = try JSONEncoder().encode([FilePart(data: Data("hi".utf8), filename: "a")])
        #expect(String(decoding: json, as: UTF8.self) == #"["aGk="]"#)
        #expect(try JSONDecoder().decode([FilePart].self, from: json) == [FilePart(data: Data("hi".utf8))])
    }

    @Test func partHeaderFieldsAndContentTypesAreWrittenAsGiven() throws {
        struct Meta: Encodable, Sendable { var a: Int }
        var form = MultipartFormData()
        form.append("log", "line", contentType: "text/plain; charset=utf-8",
                    headerFields: ["X-Log-Type": "structured", "X-Skipped": nil, "Content-Type": "text/html"])
        form.append("photo", file: FilePart(data: Data("p".utf8), filename: "p.png"), contentType: "image/png",
                    headerFields: ["X-Rate": "2"])
        form.append("meta", json: Meta(a: 1), contentType: "application/json")
        form.append("quoted", json: "text", contentType: "application/json")  // a JSON string keeps its quotes
        form.append("plain", json: "text")                                     // OpenAPI's default: text
        var request = TestRequest(.post, "/x", as: EmptyResponse.self)
        request.body = .multipart(form)
        let b = form.boundary
        let expected = "--\(b)\r\nContent-Disposition: form-data; name=\"log\"\r\n"
            + "Content-Type: text/plain; charset=utf-8\r\nX-Log-Type: structured\r\n\r\nline\r\n"
            + "--\(b)\r\nContent-Disposition: form-data; name=\"photo\"; filename=\"p.png\"\r\n"
            + "Content-Type: image/png\r\nX-Rate: 2\r\n\r\np\r\n"
            + "--\(b)\r\nContent-Disposition: form-data; name=\"meta\"\r\nContent-Type: application/json\r\n\r\n{\"a\":1}\r\n"
            + "--\(b)\r\nContent-Disposition: form-data; name=\"quoted\"\r\nContent-Type: application/json\r\n\r\n\"text\"\r\n"
            + "--\(b)\r\nContent-Disposition: form-data; name=\"plain\"\r\n\r\ntext\r\n--\(b)--\r\n"
        #expect(try client.makeHTTPRequest(request).body == .data(Data(expected.utf8)))
    }

    /// What the client reports when it refuses to send a multipart body made by `append`
    /// (nothing reaches the transport), or `nil` (with an issue) when it sends it.
    func refusal(_ append: (inout MultipartFormData) -> Void) async -> String? {
        let transport = ScriptedTransport([.response(jsonResponse(200))])
        var form = MultipartFormData()
        append(&form)
        var request = TestRequest(.post, "/x", as: EmptyResponse.self)
        request.body = .multipart(form)
        let error = await apiError { try await scriptedClient(transport).send(request) }
        #expect(transport.requests.isEmpty)
        guard case .encodingFailed(let underlying)? = error else {
            Issue.record("expected encodingFailed, got \(String(describing: error))")
            return nil
        }
        return "\(underlying)"
    }

    @Test func aPartHeaderValueThatCouldEndTheHeaderIsNeverSent() async {
        for (name, value) in [("X-Log-Type", "a\r\nX-Evil: 1"), ("X-Log-Type", "a\nb"), ("Bad Name", "a")] {
            let message = await refusal { $0.append("log", "line", headerFields: [name: value]) }
            #expect(message?.contains("'\(name)' of a multipart part") == true, "\(String(describing: message))")
        }
    }

    @Test func aPartContentTypeThatCouldEndTheHeaderIsNeverSent() async {
        // Removing the line break would send another media type ("text/plainX-Evil: 1").
        let evil = "text/plain\r\nX-Evil: 1"
        let parts: [(String, (inout MultipartFormData) -> Void)] = [
            ("text", { $0.append("log", "line", contentType: evil) }),
            ("data", { $0.append("log", data: Data("x".utf8), contentType: evil) }),
            ("file", { $0.append("log", file: FilePart(data: Data("x".utf8), contentType: "image/png\nX: 1")) }),
            ("json", { $0.append("log", json: ["a": 1], contentType: evil) }),
        ]
        for (kind, append) in parts {
            let message = await refusal(append)
            #expect(message?.contains("the Content-Type of the multipart part 'log'") == true, "\(kind): \(String(describing: message))")
        }
    }

    @Test func aTextPartItsCharsetCannotHoldIsNeverSent() async {
        let latin = await refusal { $0.append("log", "🎉", contentType: "text/plain; charset=iso-8859-1") }
        #expect(latin?.contains("the text of the multipart part 'log' cannot be written in charset iso-8859-1") == true, "\(String(describing: latin))")
        let ascii = await refusal { $0.append("log", "é", contentType: "text/plain; charset=US-ASCII") }
        #expect(ascii?.contains("cannot be written in charset US-ASCII") == true, "\(String(describing: ascii))")
        let unknown = await refusal { $0.append("log", "a", contentType: "text/plain; charset=x-klingon") }
        #expect(unknown?.contains("charset x-klingon") == true, "\(String(describing: unknown))")
    }

    /// The charsets a text part is written in. The generator warns about every other one at
    /// generation (`FieldRules.textPartCharsets`, whose test lists the same names): change both.
    static let textPartCharsets = ["utf-8", "utf8", "us-ascii", "ascii", "iso-8859-1", "iso_8859-1", "latin1"]

    @Test func aTextPartIsWrittenInEachCharsetTheGeneratorAllows() async throws {
        for charset in Self.textPartCharsets + ["UTF-8", "\"Latin1\""] {
            var form = MultipartFormData()
            form.append("log", "abc", contentType: "text/plain; charset=\(charset)")
            let transport = ScriptedTransport([.response(jsonResponse(204, ""))])
            var request = TestRequest(.post, "/x", as: EmptyResponse.self)
            request.body = .multipart(form)
            _ = try await scriptedClient(transport).send(request)
            #expect(transport.requests.count == 1, "\(charset)")
        }
        let refused = await refusal { $0.append("log", "abc", contentType: "text/plain; charset=utf-16") }
        #expect(refused?.contains("charset utf-16") == true)
    }

    @Test func aPartNameOrFileNameHoldingAnEncodedQuoteOrLineBreakIsNeverSent() async {
        // werkzeug (httpbin) decodes %22, %0D and %0A (RFC 7578 §2) in a name (it reads
        // name="100%22" as `100"`): the same text in a name would read as another.
        for name in ["100%22", "a%0db", "a%0Ab"] {
            let message = await refusal { $0.append(name, "x") }
            #expect(message?.contains("the name \"\(name)\" of a multipart part") == true, "\(String(describing: message))")
        }
        let file = await refusal { $0.append("upload", data: Data("x".utf8), filename: "50%22off.txt") }
        #expect(file?.contains("the file name \"50%22off.txt\" of a multipart part") == true, "\(String(describing: file))")
    }

    @Test func anUnreadableFilePartFailsWithEncodingFailed() async {
        let transport = ScriptedTransport([.response(jsonResponse(200))])
        var form = MultipartFormData()
        form.append("file", fileURL: URL(fileURLWithPath: "/nonexistent/\(UUID())"))
        var request = TestRequest(.post, "/x", as: EmptyResponse.self)
        request.body = .multipart(form)
        let error = await apiError { try await scriptedClient(transport).send(request) }
        guard case .encodingFailed? = error else {
            Issue.record("expected encodingFailed, got \(String(describing: error))")
            return
        }
        #expect(transport.requests.isEmpty)
        let leftovers = (try? FileManager.default.contentsOfDirectory(atPath: NSTemporaryDirectory())) ?? []
        #expect(!leftovers.contains("\(form.boundary).multipart"))
    }
}
