import EndpointRuntime
import EndpointRuntimeTesting
import Foundation
import Testing

/// The example values of the golden case `valid/examples`, compiled: each equals what the
/// runtime decodes from the same example written as JSON, with the API's coding rules. This
/// is the twin of the generator's example writer: a value written differently from how the
/// decoder reads the wire fails here.
@Suite struct ExampleValueTests {
    func decode<T: Decodable>(_ type: T.Type, _ json: String) throws -> T {
        try Samples.coding.makeDecoder().decode(T.self, from: Data(json.utf8))
    }

    @Test func petExampleIsWhatItsJSONDecodesTo() throws {
        let json = """
            {"id": 7, "name": "Rex", "born_at": "2024-05-01T12:00:00Z", "status": "sold", "weight": 12.5,
             "price": 19.99, "photo": "https://example.com/pets/7.png", "chip": "5E3E3C5C-6B8A-4C58-9A52-2F1B1D0C6A11",
             "thumbnail": "AQID", "extra": {"colors": ["brown", 3, null, true], "nested": {}}, "scores": {"agility": 9},
             "owner": {"name": "Ann"}, "shape": "circle", "ignored": "this key is not a property, as a decoder ignores it"}
            """
        let decoded = try decode(Samples.Pet.self, json)
        #expect(Samples.Pet.example == decoded)
        // Decimal: the exact digits, not the nearest Double.
        #expect(Samples.Pet.example.price == Decimal(string: "19.99"))
        #expect(Samples.Pet.example.thumbnail == Data([1, 2, 3]))
    }

    @Test func namedExamples() throws {
        let minimal = try decode(Samples.Pet.self, #"{"id": 8, "name": "Tom", "born_at": "2023-01-02t08:30:00.123456789+02:00", "status": "on-hold"}"#)
        #expect(Samples.Pet.examples["minimal"] == minimal)
        #expect(Samples.Pet.examples["example"] == Samples.Pet.example)
        #expect(Samples.Pet.examples.count == 2, "the two examples that do not fit are left out")
        #expect(Samples.Status.examples == ["example": .available, "unknown": .unknown("on-hold")])
        #expect(Samples.Level.example == (try decode(Samples.Level.self, "2")))
        #expect(Samples.Shape.example == (try decode(Samples.Shape.self, #"{"name": "Square"}"#)))
        #expect(Samples.tagsExample == ["new", "42"])
    }

    @Test func responseExamplesBorrowTheModelsExample() {
        #expect(Samples.GetPet.exampleResponses == ["example": Samples.Pet.example])
        #expect(Samples.ListPets.exampleResponses == ["example": [Samples.Pet.example]])
        #expect(Samples.ListTags.exampleResponses == ["example": Samples.tagsExample])
    }

    /// Every example response served by the stub transport, encoded with the API's coding
    /// rules and decoded by the client: each arrives as the value the spec gives.
    @Test func aStubAnswersEveryRequestFromTheSpecsExamples() async throws {
        let stub = StubTransport(coding: Samples.coding)
        try await stub.answerWithExamples(of: Samples.exampleRequests)
        let client = APIClient(server: APIServer(url: "https://samples.test"), transport: stub, coding: Samples.coding)
        #expect(try await client.send(Samples.GetPet(id: 7)) == Samples.Pet.example)
        #expect(try await client.send(Samples.ListPets()) == [Samples.Pet.example])
        #expect(try await client.send(Samples.ListTags()) == Samples.tagsExample)
        let paths = await stub.requests.map(\.path)
        #expect(paths == ["/pets/7", "/pets", "/tags"])
        #expect(Samples.GetPet.operation == APIOperation(method: .get, pathTemplate: "/pets/{id}"))
    }
}
