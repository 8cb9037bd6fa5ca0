import EndpointRuntime
import Foundation
import Testing

/// The generated clients of the real OpenAPI documents (goldens of oai-petstore,
/// oai-petstore-expanded and createapi-edgecases) sent through the real runtime to a local
/// httpbin, with the base URL `<httpbin>/anything`: httpbin echoes the method, URL, query,
/// headers and body it received, so each test checks that the request arrived as the document
/// describes it.
@Suite(.serialized) struct LiveRealDocumentTests {
    func echo<R: APIRequest>(_ request: R, coding: JSONCoding) async throws -> HTTPBin.Echo {
        try await LocalHTTPBin.client(appending: "anything", coding: coding).send(Echoed(base: request))
    }

    @Test func petstoreListPetsSendsTheLimitQuery() async throws {
        let echo = try await echo(OAIPetstore.ListPets(limit: 7), coding: OAIPetstore.coding)
        #expect(echo.method == "GET")
        #expect(echo.url.hasSuffix("/anything/pets?limit=7"), "\(echo.url)")
        #expect(echo.args == ["limit": .string("7")])
        #expect(echo.json == nil)
        let none = try await self.echo(OAIPetstore.ListPets(), coding: OAIPetstore.coding)
        #expect(none.url.hasSuffix("/anything/pets"), "\(none.url)")
        #expect(none.args.isEmpty)
    }

    @Test func petstoreCreatePetsPostsThePetAsJSON() async throws {
        let pet = OAIPetstore.Pet(id: 9_007_199_254_740_991, name: "Rex \"the\" dog")
        let echo = try await echo(OAIPetstore.CreatePets(requestBody: pet), coding: OAIPetstore.coding)
        #expect(echo.method == "POST")
        #expect(echo.url.hasSuffix("/anything/pets"), "\(echo.url)")
        #expect(echo.headers["Content-Type"] == "application/json")
        // The optional `tag` is left out; 2^53 - 1 is the largest id a free-form number holds.
        #expect(echo.json == .object(["id": .number(9_007_199_254_740_991), "name": .string("Rex \"the\" dog")]))
        let sent = try #require(echo.data)
        let decoded = try OAIPetstore.coding.makeDecoder().decode(OAIPetstore.Pet.self, from: Data(sent.utf8))
        #expect(decoded == pet)
    }

    /// A read-modify-write: a pet a newer server sent, with members the document does not
    /// declare, changed and sent back; the server receives every member it sent.
    @Test func membersTheDocumentDoesNotDeclareAreSentBack() async throws {
        let fromServer = #"{"id":1,"name":"Rex","color":"brown","owner":{"name":"Ann","since":null},"vaccinations":[2021,2024]}"#
        var pet = try OAIPetstore.coding.makeDecoder().decode(OAIPetstore.Pet.self, from: Data(fromServer.utf8))
        pet.name = "Rex II"
        let echo = try await echo(OAIPetstore.CreatePets(requestBody: pet), coding: OAIPetstore.coding)
        #expect(echo.json == .object([
            "id": .number(1), "name": .string("Rex II"), "color": .string("brown"),
            "owner": .object(["name": .string("Ann"), "since": .null]), "vaccinations": .array([.number(2021), .number(2024)]),
        ]))
        let sent = try OAIPetstore.coding.makeDecoder().decode(OAIPetstore.Pet.self, from: Data(try #require(echo.data).utf8))
        #expect(sent == pet)
    }

    /// httpbin echoes an int64 id of 2^53 + 1 exactly; the echo's free-form `json` (a `Double`
    /// number) cannot hold it, so the response is refused with the integer named, not rounded.
    @Test func petstoreCreatePetsEchoOfAnInexactIntegerIsRefused() async throws {
        let pet = OAIPetstore.Pet(id: 9_007_199_254_740_993, name: "Rex")
        do {
            _ = try await echo(OAIPetstore.CreatePets(requestBody: pet), coding: OAIPetstore.coding)
            Issue.record("the echo of id 9007199254740993 decoded; its json number must have been rounded")
        } catch let error as APIError {
            #expect("\(error)".contains("9007199254740993"), "\(error)")
        }
    }

    @Test func petstoreShowPetByIdEncodesThePathParameterOnce() async throws {
        let request = OAIPetstore.ShowPetById(petId: "a/b c?")
        #expect(request.path == "/pets/a%2Fb%20c%3F")
        let echo = try await echo(request, coding: OAIPetstore.coding)
        #expect(echo.method == "GET")
        #expect(echo.args.isEmpty, "the '?' of the id stayed in the path")
        #expect(echo.url.contains("/anything/pets/a"), "\(echo.url)")
    }

    @Test func expandedFindPetsRepeatsTheTagsQuery() async throws {
        let echo = try await echo(OAIPetstoreExpanded.FindPets(tags: ["dog", "cat & mouse"], limit: 2), coding: OAIPetstoreExpanded.coding)
        #expect(echo.method == "GET")
        #expect(echo.args == ["tags": .array([.string("dog"), .string("cat & mouse")]), "limit": .string("2")])
    }

    @Test func expandedAddPetAndDeletePet() async throws {
        let added = try await echo(OAIPetstoreExpanded.AddPet(requestBody: .init(name: "Kit", tag: "cat")), coding: OAIPetstoreExpanded.coding)
        #expect(added.method == "POST")
        #expect(added.url.hasSuffix("/anything/pets"), "\(added.url)")
        #expect(added.json == .object(["name": .string("Kit"), "tag": .string("cat")]))
        let deleted = try await echo(OAIPetstoreExpanded.DeletePet(id: -42), coding: OAIPetstoreExpanded.coding)
        #expect(deleted.method == "DELETE")
        #expect(deleted.url.hasSuffix("/anything/pets/-42"), "\(deleted.url)")
        #expect(deleted.json == nil)
    }

    @Test func edgeCasesFindPetsByStatusJoinsWithCommas() async throws {
        // `style: form, explode: false`: one `status` item, values joined by commas.
        let echo = try await echo(EdgeCases.FindPetsByStatus(status: [.available, .sold, .unknown("x y")]), coding: EdgeCases.coding)
        #expect(echo.method == "GET")
        #expect(echo.url.contains("/anything/pet/findByStatus?status="), "\(echo.url)")
        #expect(echo.args == ["status": .string("available,sold,x y")])
        // A value holding the comma would arrive as two: the request is not sent.
        await #expect(throws: APIError.self) {
            try await self.echo(EdgeCases.FindPetsByStatus(status: [.available, .unknown("x,y")]), coding: EdgeCases.coding)
        }
    }

    @Test func edgeCasesUpdatePetWithFormSendsAFormBody() async throws {
        let request = EdgeCases.UpdatePetWithForm(petId: 5, requestBody: .init(name: "Ann & Bob", status: "sold=1"))
        let echo = try await echo(request, coding: EdgeCases.coding)
        #expect(echo.method == "POST")
        #expect(echo.url.hasSuffix("/anything/pet/5"), "\(echo.url)")
        #expect(echo.headers["Content-Type"]?.hasPrefix("application/x-www-form-urlencoded") == true)
        #expect(echo.form == ["name": .string("Ann & Bob"), "status": .string("sold=1")])
        let empty = try await self.echo(EdgeCases.UpdatePetWithForm(petId: 5), coding: EdgeCases.coding)
        #expect(empty.form == [:] || empty.form == nil)
    }

    @Test func edgeCasesGetOrderByIdKeepsTheLiteralPrefix() async throws {
        let echo = try await echo(EdgeCases.GetOrderById(orderId: 3), coding: EdgeCases.coding)
        #expect(echo.method == "GET")
        #expect(echo.url.hasSuffix("/anything/store/order/order-3"), "\(echo.url)")
    }
}

/// Sends a generated request unchanged, but decodes httpbin's echo instead of the API's response.
struct Echoed<Base: APIRequest>: APIRequest {
    typealias Response = HTTPBin.Echo
    var base: Base
    var method: HTTPMethod { base.method }
    var path: String { base.path }
    var queryItems: QueryItems { base.queryItems }
    var headerFields: [String: String] { base.headerFields }
    var body: RequestBody? { base.body }
    var security: [Set<String>]? { base.security }
}
