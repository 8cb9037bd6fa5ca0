import EndpointRuntime
import Foundation
import Testing

/// The generated requests, through the parts of the runtime contract they use.
@Suite struct RequestTests {
    @Test func pathParametersAreEncodedOnceAndEnumsByRawValue() {
        #expect(Basics.GetPost(id: 42).path == "/posts/42")
        #expect(Basics.GetPost(id: 42).method == .get)
        #expect(Basics.PostsByStatus(status: .published, when: Date(timeIntervalSince1970: 0)).path.hasPrefix("/statuses/published/posts/"))
        let hostile = Hostile.Hostile2(id: "a/b?c#d", requestBody: Hostile.Text(quoteKey: "", plain: ""))
        #expect(hostile.path == "/a%22b/%5C(c)/%22%22%22d/\(PathParameter.encode("a/b?c#d"))/%C3%BCber%25zz*/")
        #expect(!hostile.path.contains("a/b"))
    }

    @Test func headerFieldsAndCookies() {
        let create = Basics.CreatePost(requestBody: .init(userId: 1, title: "t", body: "b"), idempotencyKey: "k", xCount: 3)
        #expect(create.headerFields == ["Idempotency-Key": "k", "X-Count": "3"])
        #expect(Basics.CreatePost(requestBody: .init(userId: 1, title: "t", body: "b"), xCount: 0).headerFields == ["X-Count": "0"])
        let pet = OpenAPIFeatures.GetPet(petId: ._2, xPriorities: [._1, .minus1], session: "a b;c", theme: .high)
        #expect(pet.path == "/pets/2")
        #expect(pet.headerFields["X-Priorities"] == "1,-1")
        #expect(pet.headerFields["Cookie"] == "session=\(PathParameter.encode("a b;c")); theme=high")
        #expect(pet.headerFields["Cookie"]?.contains(" b") == false)
        let hostile = Hostile.Hostile2(id: "1", requestBody: .init(quoteKey: "", plain: ""), xEvil: "e", xRaw: .unknown("\"\"\""))
        #expect(hostile.headerFields == ["X-Evil`|'": "e", "X-#'raw": "\"\"\""])
    }

    @Test func bodiesUseTheDeclaredEncoding() {
        guard case .json? = Basics.CreatePost(requestBody: .init(userId: 1, title: "t", body: "b"), xCount: 0).body else {
            Issue.record("not a JSON body")
            return
        }
        guard case .form? = Bodies.SignIn(requestBody: .init(username: "u", password: "p", scope: .read)).body,
              case .multipart? = Bodies.UploadAvatar(id: UUID(), requestBody: .init(userName: "u", image: Data([1]), labels: ["a"])).body,
              case .data(let bytes, let contentType)? = OpenAPIFeatures.UploadPhoto(petId: 1, requestBody: Data([1, 2])).body
        else {
            Issue.record("a body has the wrong encoding")
            return
        }
        #expect(bytes == Data([1, 2]) && contentType == "image/png")
        #expect(Bodies.MaybeJSON().body == nil)
        #expect(Bodies.Nothing().body == nil)
    }

    /// What a caller writes: a `switch` over a generated error enum with every case and no
    /// `default:`; a status the spec adds later is a compile error here, not a silent miss.
    static func describe(_ error: Basics.GetPost.ErrorResponse) -> String {
        switch error {
        case .notFound(let problem): "404: \(problem.message)"
        case .default(let statusCode, let problem): "\(statusCode): \(problem.message)"
        }
    }

    @Test func errorResponsesAreOneCasePerStatus() async throws {
        let request = Basics.GetPost(id: 1)
        func response(_ statusCode: Int, _ body: String, type: String = "application/json") -> HTTPResponse {
            HTTPResponse(statusCode: statusCode, headerFields: ["Content-Type": type], body: Data(body.utf8))
        }
        let gone = #"{"message":"gone"}"#
        #expect(Self.describe(try request.decodeErrorResponse(response(404, gone), decoder: JSONDecoder())) == "404: gone")
        #expect(Self.describe(try request.decodeErrorResponse(response(503, gone), decoder: JSONDecoder())) == "503: gone")
        #expect(throws: APIError.self) { try request.decodeErrorResponse(response(404, "<html>", type: "text/html"), decoder: JSONDecoder()) }

        // Through the client: the thrown error carries the enum.
        let client = APIClient(server: APIServer(url: "http://example.invalid"), transport: Answer(response: response(404, gone)))
        do {
            _ = try await client.send(request)
            Issue.record("a 404 was accepted")
        } catch {
            let described = error.errorResponse(for: request).map(Self.describe)
            #expect(described == "404: gone")
        }
    }

    @Test func namespacesCarryServersHeadersAndCoding() {
        #expect(Basics.servers == [APIServer(url: "https://api.example.com/v1", description: "production"),
                                   APIServer(url: "http://127.0.0.1:3000", description: "A server on this machine.")])
        #expect(Basics.defaultHeaderFields == ["Accept": "application/json", "User-Agent": "EndpointGen"])
        #expect(Hostile.servers.count == 2)
        #expect(Sharded.servers.isEmpty)
        _ = Bookshop.coding
        let middlewares: [any Middleware] = [
            OpenAPIFeatures.bearerAuthMiddleware(token: "t"), OpenAPIFeatures.basicMiddleware(username: "u", password: "p"),
            OpenAPIFeatures.apiKeyMiddleware(key: "k"), OpenAPIFeatures.queryKeyMiddleware(key: "k"), AuthService.accessTokenMiddleware(token: "t"),
        ]
        #expect(middlewares.count == 5)
    }

    @Test func serverVariablesAreChosenWhenTheClientIsMade() {
        #expect(OpenAPIFeatures.servers.map(\.url) == ["https://pets.example.com", "https://eu.pets.example.com/v1"])
        #expect(OpenAPIFeatures.server().url == "https://eu.pets.example.com/v1")
        #expect(OpenAPIFeatures.server(region: .apSouth, version: "v2").url == "https://ap-south.pets.example.com/v2")
        #expect(OpenAPIFeatures.ServerRegion.allCases.map(\.rawValue) == ["eu", "us", "ap-south"])
    }

    @Test func anOperationsOwnServerReplacesTheClients() async throws {
        let transport = RecordingTransport()
        let client = APIClient(server: OpenAPIFeatures.servers[0], transport: transport)
        var upload = OpenAPIFeatures.UploadPhoto(petId: 7, requestBody: Data([1]))
        #expect(upload.server?.url == "https://uploads.example.com/photos")
        _ = try await client.send(upload)
        upload.server = OpenAPIFeatures.UploadPhoto.server(origin: "https://uploads.eu.example.com")
        _ = try await client.send(upload)
        _ = try? await client.send(OpenAPIFeatures.GetPet(petId: ._2, xPriorities: [], session: "s"))  // no body: only the URL counts here
        #expect(transport.urls == [
            "https://uploads.example.com/photos/pets/7/photo",
            "https://uploads.eu.example.com/photos/pets/7/photo",
            "https://pets.example.com/pets/2",
        ])
    }
}

extension RequestTests {
    @Test func multipartPartsCarryTheirHeaderFieldsAndContentTypes() async throws {
        let transport = RecordingTransport()
        let client = APIClient(server: OpenAPIFeatures.servers[0], transport: transport)
        let form = OpenAPIFeatures.PhotoForm(photo: FilePart(data: Data("png".utf8), filename: "p.png"), caption: "Zoë")
        _ = try await client.send(OpenAPIFeatures.PostPhoto(requestBody: form, photoXChecksum: 42, captionXLanguage: "fr"))
        _ = try await client.send(OpenAPIFeatures.PostPhoto(requestBody: form, captionXLanguage: "de"))
        let sent = transport.requests
        try #require(sent.count == 2)
        let boundary = try #require(sent[0].value(forHeaderField: "Content-Type")?.components(separatedBy: "boundary=").last)
        let expected = "--\(boundary)\r\nContent-Disposition: form-data; name=\"photo\"; filename=\"p.png\"\r\n"
            + "Content-Type: image/png\r\nX-Checksum: 42\r\n\r\npng\r\n"
            + "--\(boundary)\r\nContent-Disposition: form-data; name=\"caption\"\r\n"
            + "Content-Type: text/plain; charset=utf-8\r\nX-Language: fr\r\n\r\nZoë\r\n--\(boundary)--\r\n"
        #expect(sent[0].body == .data(Data(expected.utf8)))
        // An optional header field without a value is not sent.
        guard case .data(let second)? = sent[1].body else { throw CancellationError() }
        #expect(!String(decoding: second, as: UTF8.self).contains("X-Checksum"))
        #expect(String(decoding: second, as: UTF8.self).contains("X-Language: de\r\n"))
        // A value that could end the part's header is never sent.
        await #expect(throws: APIError.self) {
            _ = try await client.send(OpenAPIFeatures.PostPhoto(requestBody: form, captionXLanguage: "fr\r\nX-Evil: 1"))
        }
        #expect(transport.requests.count == 2)
    }
}

/// A transport that answers every request with an empty 204 and keeps the requests it was
/// given (a unit test of URL and body building; the HTTP tests use a real server).
final class RecordingTransport: HTTPTransport, @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [HTTPRequest] = []

    var urls: [String] { lock.withLock { recorded.map(\.url.absoluteString) } }
    var requests: [HTTPRequest] { lock.withLock { recorded } }

    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        lock.withLock { recorded.append(request) }
        return HTTPResponse(statusCode: 204)
    }
}

/// A transport that answers every request with the same response.
private struct Answer: HTTPTransport {
    let response: HTTPResponse
    func send(_ request: HTTPRequest) async throws -> HTTPResponse { response }
}
