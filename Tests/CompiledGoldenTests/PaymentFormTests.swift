import EndpointRuntime
import Foundation
import Testing

/// Payment-style forms (the shape of Stripe's API) from the forms golden: nested fields with
/// deepObject's brackets, each an object or a value (`""` clears it), a range filter that is
/// an object or a number, and objects inside a field with no style (its JSON text). Written by
/// the real runtime and read back by a server that reads brackets (`scripts/test-server
/// brackets`: qs-codec, the qs library's reading, which Express uses; Rack and PHP nest the
/// same names the same way).
@Suite(.serialized) struct PaymentFormTests {
    /// What the bracket-reading echo server answers: the query and the form as it read them,
    /// and the body as it arrived.
    struct Read: Decodable {
        var query: Forms.JSONValue
        var form: Forms.JSONValue
        var body: String
    }

    /// A request sent as `base` is, whose response is what the echo server read.
    struct Echoed<Base: APIRequest>: APIRequest {
        typealias Response = Read
        var base: Base
        var method: HTTPMethod { base.method }
        var path: String { base.path }
        var queryItems: QueryItems { base.queryItems }
        var body: RequestBody? { base.body }
    }

    static let server = Result { try LocalHTTPBin.startTestServer("brackets") }

    func echo(_ request: some APIRequest) async throws -> Read {
        let client = APIClient(baseURL: try Self.server.get(), coding: Forms.coding)
        return try await client.send(Echoed(base: request))
    }

    static let card = Forms.CardDetails(number: "4242 4242", expMonth: 12, address: .init(city: "Zürich", lines: ["a&b", "c"]))

    @Test func nestedFieldsAreReadAsTheObjectsTheyWere() async throws {
        let charge = Forms.CreateCharge(requestBody: .init(
            amount: 2000, card: .init(cardDetails: Self.card), metadata: .init(stringDictionary: ["order": "42", "note": "x=y", "b": "1", "c": "2"]),
            expand: ["customer", "invoice"], items: [.init(sku: "a", quantity: 1), .init(sku: "b", quantity: 2, note: "gift")]))
        let echoed = try await echo(charge)
        #expect(echoed.body.removingPercentEncoding == "amount=2000&card[number]=4242 4242&card[exp_month]=12&card[address][city]=Zürich"
            + "&card[address][lines][]=a&b&card[address][lines][]=c&metadata[b]=1&metadata[c]=2&metadata[note]=x=y&metadata[order]=42"
            + "&expand[]=customer&expand[]=invoice&items[0][sku]=a&items[0][quantity]=1&items[1][sku]=b&items[1][quantity]=2&items[1][note]=gift")
        #expect(echoed.form == .object([
            "amount": .string("2000"),
            "card": .object(["number": .string("4242 4242"), "exp_month": .string("12"),
                             "address": .object(["city": .string("Zürich"), "lines": .array([.string("a&b"), .string("c")])])]),
            "metadata": .object(["order": .string("42"), "note": .string("x=y"), "b": .string("1"), "c": .string("2")]),
            "expand": .array([.string("customer"), .string("invoice")]),
            "items": .array([.object(["sku": .string("a"), "quantity": .string("1")]),
                             .object(["sku": .string("b"), "quantity": .string("2"), "note": .string("gift")])]),
        ]))
    }

    @Test func theOtherVariantIsSentAsOneValueAndTheEmptyStringClearsAField() async throws {
        let charge = Forms.CreateCharge(requestBody: .init(amount: 5, card: .init(string: "card_1"), metadata: .init(variant2: .empty)))
        let echoed = try await echo(charge)
        #expect(echoed.body == "amount=5&card=card_1&metadata=")
        #expect(echoed.form == .object(["amount": .string("5"), "card": .string("card_1"), "metadata": .string("")]))
        // An anyOf value that is an object and a string at once has no form: the request is refused, not guessed.
        let both = Forms.CreateCharge(requestBody: .init(amount: 5, metadata: .init(stringDictionary: ["a": "b"], variant2: .empty)))
        await #expect(throws: APIError.self) { try await echo(both) }
    }

    /// Keys a bracket-reading server would read as another structure: metadata keyed only by
    /// array indices (`metadata[5]=x`, which it reads as the array `["x"]`, the key lost), and
    /// a key whose `]` carries a combining mark (`metadata[]́]=x`, read as an array). The client
    /// refuses both; the same bytes sent as they would have gone show why.
    @Test func metadataThatWouldBeReadAsAnArrayIsRefused() async throws {
        for (keys, wire) in [(["5"], "metadata%5B5%5D=x"), (["0", "1"], "metadata%5B0%5D=x&metadata%5B1%5D=x"),
                             (["]\u{301}"], "metadata%5B%5D%CC%81%5D=x")] {
            let charge = Forms.CreateCharge(requestBody: .init(amount: 1, metadata: .init(stringDictionary: Dictionary(uniqueKeysWithValues: keys.map { ($0, "x") }))))
            await #expect(throws: APIError.self) { try await echo(charge) }
            struct Raw: APIRequest {
                typealias Response = Read
                var wire: String
                var method: HTTPMethod { .post }
                var path: String { "/" }
                var body: RequestBody? { .data(Data(wire.utf8), contentType: "application/x-www-form-urlencoded") }
            }
            let read = try await APIClient(baseURL: try Self.server.get(), coding: Forms.coding).send(Raw(wire: wire))
            guard case .object(let form) = read.form, case .array? = form["metadata"] else {
                Issue.record("\(wire) was read as \(read.form)")
                continue
            }
        }
        // One key that is not an index makes it an object, sent and read as one.
        let mixed = try await echo(Forms.CreateCharge(requestBody: .init(amount: 1, metadata: .init(stringDictionary: ["0": "x", "a": "y"]))))
        #expect(mixed.form == .object(["amount": .string("1"), "metadata": .object(["0": .string("x"), "a": .string("y")])]))
    }

    @Test func aRangeFilterIsAnObjectOrANumber() async throws {
        let range = try await echo(Forms.ListCharges(created: .range(.init(gt: 1, lt: 2))))
        #expect(range.query == .object(["created": .object(["gt": .string("1"), "lt": .string("2")])]))
        let exact = try await echo(Forms.ListCharges(created: .int(5)))
        #expect(exact.query == .object(["created": .string("5")]))
        let none = try await echo(Forms.ListCharges())
        #expect(none.query == .object([:]))
    }

    @Test func objectsInAFieldWithNoStyleAreItsJSONText() async throws {
        let profile = Forms.PostProfile(requestBody: .init(name: "n", address: .init(city: "Köln", geo: .init(lat: 50.9)),
                                                           lines: [.init(sku: "a", quantity: 1)]))
        let echoed = try await echo(profile)
        #expect(echoed.form == .object([
            "name": .string("n"),
            "address": .string(#"{"city":"K\u00f6ln","geo":{"lat":50.9}}"#),
            "lines": .string(#"[{"quantity":1,"sku":"a"}]"#),
        ]))
    }
}
