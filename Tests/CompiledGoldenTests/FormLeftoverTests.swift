import EndpointRuntime
import Foundation
import Testing

/// The forms golden's bodies that were raw bytes you encode before: a dictionary of raw bytes
/// (each key its bytes percent-encoded), a free-form body whose `encoding` map writes some keys
/// in their own way, and choice bodies (`oneOf`, `anyOf`) sent as the fields of the variant they
/// hold. Written by the real runtime, and read back by a local httpbin.
@Suite(.serialized) struct FormLeftoverTests {
    let shapes = FormShapesTests()

    @Test func aDictionaryOfRawBytesSendsEachKeyAsItsOctets() async throws {
        let body: [String: Data] = ["b": Data([0x00, 0xFF, 0x41, 0x2B]), "a&b": Data("ü =".utf8), "e": Data()]
        #expect(await shapes.sent(Forms.PostRawBlobs(requestBody: body)) == "a%26b=%C3%BC%20%3D&b=%00%FFA%2B&e=")
        let echo = try LocalHTTPBin.client(appending: "anything", coding: Forms.coding)
        let read = try await echo.send(Echoed(base: Forms.PostRawBlobs(requestBody: ["a&b": Data("ü + =".utf8), "x": Data("1".utf8)])))
        #expect(read.form == ["a&b": .string("ü + ="), "x": .string("1")])
    }

    @Test func keysOfAnEncodingMapAreWrittenByTheirEntries() async throws {
        let body: [String: [String]] = ["joined": ["a", "b"], "piped": ["c", "d"], "bracketed": ["e", "f"], "json": ["g"],
                                        "reserved": ["/x?y"], "plain": ["h", "i"]]
        #expect(await shapes.sent(Forms.PostEncodedKeys(requestBody: body))
                == "bracketed%5B%5D=e&bracketed%5B%5D=f&joined=a,b&json=%5B%22g%22%5D&piped=c%7Cd&reserved=/x?y&plain=h&plain=i")
        let echo = try LocalHTTPBin.client(appending: "anything", coding: Forms.coding)
        let read = try await echo.send(Echoed(base: Forms.PostEncodedKeys(requestBody: body)))
        #expect(read.form == ["bracketed[]": .array([.string("e"), .string("f")]), "joined": .string("a,b"), "json": .string(#"["g"]"#),
                              "piped": .string("c|d"), "reserved": .string("/x?y"), "plain": .array([.string("h"), .string("i")])])
        // A key of the map that is absent writes nothing; the others still go.
        #expect(await shapes.sent(Forms.PostEncodedKeys(requestBody: ["plain": ["z"]])) == "plain=z")
    }

    @Test func aChoiceBodySendsTheFieldsOfItsVariant() async throws {
        let card = Forms.PostPaymentBody.card(Forms.Card(number: "4242 4242"))
        let transfer = Forms.PostPaymentBody.transfer(Forms.Transfer(iban: "DE89", tags: ["a", "b c"]))
        #expect(await shapes.sent(Forms.PostPayment(requestBody: card)) == "kind=card&number=4242%204242")
        #expect(await shapes.sent(Forms.PostPayment(requestBody: transfer)) == "kind=transfer&iban=DE89&tags=a&tags=b%20c")
        let echo = try LocalHTTPBin.client(appending: "anything", coding: Forms.coding)
        let read = try await echo.send(Echoed(base: Forms.PostPayment(requestBody: transfer)))
        #expect(read.form == ["kind": .string("transfer"), "iban": .string("DE89"), "tags": .array([.string("a"), .string("b c")])])
        // A variant that keeps undeclared members (no `additionalProperties: false`) is still
        // sent flat, its members after the properties: `tags=a`, not `tags[]=a`, which
        // FastAPI, Django and Go read as another field.
        let more = Forms.PostPaymentBody.transfer(Forms.Transfer(iban: "DE89", tags: ["a"], additionalProperties: ["note": .string("x y")]))
        #expect(await shapes.sent(Forms.PostPayment(requestBody: more)) == "kind=transfer&iban=DE89&tags=a&note=x%20y")
        let readMore = try await echo.send(Echoed(base: Forms.PostPayment(requestBody: more)))
        #expect(readMore.form == ["kind": .string("transfer"), "iban": .string("DE89"), "tags": .string("a"), "note": .string("x y")])
    }
}
