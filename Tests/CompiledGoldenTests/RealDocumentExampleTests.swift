import EndpointRuntime
import Foundation
import Testing

/// The `example` values of the real documents with goldens (the list is checked against the
/// documents by GeneratorTests' RealDocumentExampleInventoryTests), each decoded with the
/// generated type and encoded back; the JSON must be the same value.
@Suite struct RealDocumentExampleTests {
    /// Decodes `json` as `T` with the API's coding rules, encodes it, and compares the JSON values.
    func roundTrip<T: Codable>(_ type: T.Type, _ json: String, coding: JSONCoding) throws -> T {
        let value = try coding.makeDecoder().decode(T.self, from: Data(json.utf8))
        let encoded = try coding.makeEncoder().encode(value)
        let original = try JSONSerialization.jsonObject(with: Data(json.utf8), options: .fragmentsAllowed) as? NSObject
        let again = try JSONSerialization.jsonObject(with: encoded, options: .fragmentsAllowed) as? NSObject
        #expect(original != nil)
        #expect(original == again, "\(String(decoding: encoded, as: UTF8.self))")
        return value
    }

    /// createapi-edgecases `#/components/schemas/Pet/properties/name`: `example: doggie`.
    @Test func petNameExample() throws {
        let name = try roundTrip(String.self, #""doggie""#, coding: EdgeCases.coding)
        #expect(name == "doggie")
        // The same value where the schema puts it: a Pet's `name`.
        let pet = try roundTrip(EdgeCases.Pet.self, #"{"name":"doggie","photoUrls":[]}"#, coding: EdgeCases.coding)
        #expect(pet.name == "doggie")
        #expect(pet.photoUrls.isEmpty)
        #expect(pet.id == nil)
    }
}
