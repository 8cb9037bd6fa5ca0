import EndpointRuntime
import Foundation
import Testing

/// An operation declared the way generated code declares one with several success statuses and
/// typed error responses, written by hand so that the runtime's shape is tested on its own:
/// `GET /respond` of the misbehaving server answers with the status and body its query asks for.
enum Shop {
    struct Pet: Codable, Sendable, Equatable { var id: Int; var name: String }
    struct Problem: Codable, Sendable, Equatable { var message: String; var code: Double? = nil }

    struct GetPet: APIRequest {
        /// The success responses: one case per status.
        enum Response: Sendable, Equatable {
            case ok(Pet)
            case created(Pet)
            case noContent
            case undocumented(statusCode: Int)
        }

        /// The error responses: 404, the rest of 4XX, and any other status.
        enum ErrorResponse: Sendable {
            case notFound(Problem)
            case clientError(statusCode: Int, Problem)
            case undocumented(HTTPResponse)
        }

        var queryItems: QueryItems
        var method: HTTPMethod { .get }
        var path: String { "/respond" }

        /// Asks the server for `status` with `body`.
        init(status: Int, body: String = "", type: String = "application/json") {
            queryItems = QueryItems()
            queryItems.append("status", status)
            queryItems.append("body", body)
            queryItems.append("type", type)
        }

        func decodeResponse(_ response: HTTPResponse, decoder: JSONDecoder) throws(APIError) -> Response {
            switch response.statusCode {
            case 200: .ok(try response.decodeBody(as: Pet.self, decoder: decoder))
            case 201: .created(try response.decodeBody(as: Pet.self, decoder: decoder))
            case 204: .noContent
            default: .undocumented(statusCode: response.statusCode)
            }
        }

        func decodeErrorResponse(_ response: HTTPResponse, decoder: JSONDecoder) throws(APIError) -> ErrorResponse {
            switch response.statusCode {
            case 404: .notFound(try response.decodeBody(as: Problem.self, decoder: decoder))
            case 400...499: .clientError(statusCode: response.statusCode, try response.decodeBody(as: Problem.self, decoder: decoder))
            default: .undocumented(response)
            }
        }
    }
}

/// Decoded as generated models are: each number checked against the text it was read from.
extension Shop.Pet {
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        id = try container.decode(Int.self, forKey: "id").checked(in: container, forKey: "id")
        name = try container.decode(String.self, forKey: "name")
    }
}

extension Shop.Problem {
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        message = try container.decode(String.self, forKey: "message")
        code = try container.decodeIfPresent(Double.self, forKey: "code").checked(in: container, forKey: "code")
    }
}

@Suite struct TypedResponseTests {
    /// What a caller writes: an exhaustive `switch` over the request's error responses, without
    /// `default:`, so that the compiler points at a status the code forgets.
    func explain(_ error: APIError, of request: Shop.GetPet) -> String {
        switch error.errorResponse(for: request) {
        case .notFound(let problem)?: "not found: \(problem.message)"
        case .clientError(let statusCode, let problem)?: "client error \(statusCode): \(problem.message)"
        case .undocumented(let response)?: "undocumented \(response.statusCode): \(String(decoding: response.body, as: UTF8.self))"
        case nil: "no error response: \(error)"
        }
    }

    @Test func eachSuccessStatusIsItsOwnCase() async throws {
        try await withMisbehavingServer { server in
            let client = APIClient(baseURL: server)
            let pet = #"{"id":7,"name":"Rex"}"#
            let ok = try await client.send(Shop.GetPet(status: 200, body: pet))
            #expect(ok == .ok(Shop.Pet(id: 7, name: "Rex")))
            let created = try await client.send(Shop.GetPet(status: 201, body: pet))
            #expect(created == .created(Shop.Pet(id: 7, name: "Rex")))
            let noContent = try await client.send(Shop.GetPet(status: 204))
            #expect(noContent == .noContent)
            let accepted = try await client.send(Shop.GetPet(status: 202))
            #expect(accepted == .undocumented(statusCode: 202))
        }
    }

    @Test func eachErrorStatusIsItsOwnCase() async throws {
        try await withMisbehavingServer { server in
            let client = APIClient(baseURL: server)
            func outcome(_ request: Shop.GetPet) async -> String {
                do {
                    return "succeeded: \(try await client.send(request))"
                } catch {
                    return explain(error, of: request)
                }
            }
            #expect(await outcome(Shop.GetPet(status: 404, body: #"{"message":"no pet 7"}"#)) == "not found: no pet 7")
            #expect(await outcome(Shop.GetPet(status: 409, body: #"{"message":"taken"}"#)) == "client error 409: taken")
            #expect(await outcome(Shop.GetPet(status: 503, body: "busy", type: "text/plain")) == "undocumented 503: busy")
        }
    }

    /// The body an error response of the request's type would carry, or why it has none: what a
    /// caller that handles errors by status reads.
    func undecoded(_ error: APIError?) -> (status: Int, body: Data, failure: APIError)? {
        guard case .unacceptableStatus(let response, let errorResponse)? = error,
              let undecoded = errorResponse as? UndecodedErrorResponse else { return nil }
        return (response.statusCode, response.body, undecoded.failure)
    }

    /// A declared error body that does not decode stays an unacceptable status, with the raw
    /// body and the decoding failure kept: FastAPI's `{"detail": "Not Found"}` where the 404
    /// declares another model, or an HTML page where JSON is declared.
    @Test func anErrorBodyThatIsNotTheDeclaredOneKeepsItsStatusBodyAndFailure() async throws {
        try await withMisbehavingServer { server in
            let client = APIClient(baseURL: server)
            let request = Shop.GetPet(status: 404, body: #"{"detail":"Not Found"}"#)
            let missing = await apiError { try await client.send(request) }
            guard let (status, body, failure) = undecoded(missing), case .decodingFailed(let response, .keyNotFound(let key, _)) = failure else {
                Issue.record("expected an undecoded error response, got \(String(describing: missing))")
                return
            }
            #expect(status == 404 && body == Data(#"{"detail":"Not Found"}"#.utf8))
            #expect(response.statusCode == 404 && key.stringValue == "message")
            #expect(missing?.errorResponse(for: request) == nil)
            #expect(missing?.response?.statusCode == 404)
            #expect(missing?.description == """
                The server responded with status 404 (Not Found). Its body is not the one declared for the status: \
                The response (status 404, 22 bytes) could not be decoded: the key "message" is missing at the top level. \
                Body: {"detail":"Not Found"}
                """)

            let page = await apiError { try await client.send(Shop.GetPet(status: 404, body: "<html>", type: "text/html")) }
            guard let (pageStatus, pageBody, pageFailure) = undecoded(page), case .unexpectedContentType(let html, "application/json") = pageFailure else {
                Issue.record("expected an undecoded error response, got \(String(describing: page))")
                return
            }
            #expect(pageStatus == 404 && pageBody == Data("<html>".utf8) && html.body == pageBody)
        }
    }

    /// A number a success case or a typed error body would round, sent by a real server, is a
    /// decoding failure that keeps the status and the body as they arrived.
    @Test func numbersThatWouldRoundInAnyStatusAreRefusedWithTheStatusAndBody() async throws {
        try await withMisbehavingServer { server in
            let client = APIClient(baseURL: server)
            let spelled = try await client.send(Shop.GetPet(status: 201, body: #"{"id":1e2,"name":"A"}"#))
            #expect(spelled == .created(Shop.Pet(id: 100, name: "A")))
            for (status, body) in [(200, #"{"id":12345678901234567890e-2,"name":"A"}"#), (201, #"{"id":7.0000000000000000001,"name":"A"}"#),
                                   (404, #"{"message":"gone","code":0.1000000000000000000001}"#),
                                   (418, #"{"message":"tea","code":9007199254740993}"#)] {
                let error = await apiError { try await client.send(Shop.GetPet(status: status, body: body)) }
                let failure = status < 400 ? error : undecoded(error)?.failure
                guard case .decodingFailed(let response, .dataCorrupted(let context))? = failure else {
                    Issue.record("\(status): expected dataCorrupted, got \(String(describing: error))"); continue
                }
                #expect(response.statusCode == status && response.body == Data(body.utf8))
                #expect(context.debugDescription.contains("cannot be held exactly"), "\(context.debugDescription)")
            }
        }
    }

    @Test func theWholeResponseHasStatusHeaderFieldsAndBody() async throws {
        try await withMisbehavingServer { server in
            let response = try await APIClient(baseURL: server).response(for: Shop.GetPet(status: 201, body: #"{"id":1,"name":"A"}"#))
            #expect(response.statusCode == 201)
            #expect(response.value(forHeaderField: "server")?.hasPrefix("MisbehavingServer") == true)
            #expect(response.value(forHeaderField: "CONTENT-LENGTH") == "19")
            #expect(response.body == .created(Shop.Pet(id: 1, name: "A")))
        }
    }

    /// Typed header fields, as generated properties read them: strings whole (an entity tag
    /// keeps its quotes), numbers and lists by their JSON form, dates with the client's coding.
    @Test func headerFieldsDecodeByTheirDeclaredType() async throws {
        var request = TestRequest(.get, "/response-headers", as: Data.self)
        for (name, value) in [("X-Count", "42"), ("ETag", "\"v1\""), ("X-Ids", "1, 2,3"), ("X-Tags", "a b, c"),
                              ("X-When", "2026-01-02T03:04:05Z"), ("X-Bad", "4 2")] {
            request.queryItems.append(name, value)
        }
        let response = try await HTTPBin.client().response(for: request)
        #expect(try response.headerField("x-count", as: Int.self, format: .literal) == 42)
        #expect(try response.headerField("ETag", as: String.self, format: .string) == "\"v1\"")
        #expect(try response.headerField("X-Ids", as: [Int].self, format: .literals) == [1, 2, 3])
        #expect(try response.headerField("X-Tags", as: [String].self, format: .strings) == ["a b", "c"])
        #expect(try response.headerField("X-When", as: Date.self, format: .string) == Date(timeIntervalSince1970: 1_767_323_045))
        #expect(try response.headerField("X-Missing", as: Int.self, format: .literal) == nil)
        do {
            _ = try response.headerField("X-Bad", as: Int.self, format: .literal)
            Issue.record("'4 2' read as an Int")
        } catch {
            guard case .decodingFailed(let field, _) = error else {
                Issue.record("got \(error)")
                return
            }
            #expect(field.body == Data("4 2".utf8))
            #expect(error.description.contains("The header field X-Bad does not decode as Int"))
        }
    }

    /// Without a declared `ErrorResponse`, the error response is the raw response.
    @Test func theDefaultErrorResponseIsTheResponse() async throws {
        let client = scriptedClient(ScriptedTransport([.response(jsonResponse(422, #"{"message":"too long"}"#))]))
        let request = TestRequest(.post, "/x", as: EmptyResponse.self)
        let error = await apiError { try await client.send(request) }
        let response = error?.errorResponse(for: request)
        #expect(response?.statusCode == 422)
        #expect(response?.body == Data(#"{"message":"too long"}"#.utf8))
        #expect(error?.response?.statusCode == 422)
    }
}
