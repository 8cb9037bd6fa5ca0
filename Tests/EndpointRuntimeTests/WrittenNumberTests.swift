import Foundation
import Testing
@testable import EndpointRuntime

/// Numbers a Swift type cannot hold as written are refused, not rounded (``WrittenNumbers``).
/// The models below decode as generated models do: `decode` then `checked(in:forKey:)`.
@Suite struct WrittenNumberTests {
    struct Price: Decodable, Sendable {
        var amount: Double
        var discount: Double?
        var history: [[Double]]?
        var rates: [String: Double]?
        var level: Nullable<Double>?
        var weight: Float?
        var total: Decimal?

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            amount = try container.decode(Double.self, forKey: "amount").checked(in: container, forKey: "amount")
            discount = try container.decodeIfPresent(Double.self, forKey: "discount").checked(in: container, forKey: "discount")
            history = try container.decodeIfPresent([[Double]].self, forKey: "history").checked(in: container, forKey: "history")
            rates = try container.decodeIfPresent([String: Double].self, forKey: "rates").checked(in: container, forKey: "rates")
            level = try container.decodeIfPresent(Nullable<Double>.self, forKey: "level").checked(in: container, forKey: "level")
            weight = try container.decodeIfPresent(Float.self, forKey: "weight").checked(in: container, forKey: "weight")
            total = try container.decodeIfPresent(Decimal.self, forKey: "total").checked(in: container, forKey: "total")
        }
    }

    /// A `oneOf` of a number and a string, as the template decodes it.
    enum Amount: Decodable {
        case number(Double)
        case text(String)

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            var attempts = VariantAttempts()
            if let value = attempts.decode(Double.self, named: "Double", from: container) { self = .number(value); return }
            if let value = attempts.decode(String.self, named: "String", from: container) { self = .text(value); return }
            throw attempts.noMatch(for: "Amount", in: container)
        }
    }

    /// An object whose other members are numbers (`additionalProperties: {type: number}`).
    struct Scores: Decodable {
        var others: [String: Double]
        init(from decoder: any Decoder) throws {
            others = try decoder.additionalProperties(Double.self, excluding: [])
        }
    }

    func price(_ json: String) throws -> Price {
        try JSONDecoder().decodeExactly(Price.self, from: Data(json.utf8))
    }

    /// The coding path and description of the `dataCorrupted` error decoding throws.
    func refusal<T: Decodable>(_ type: T.Type, _ json: String) -> (path: String, description: String)? {
        do {
            _ = try JSONDecoder().decodeExactly(T.self, from: Data(json.utf8))
            return nil
        } catch DecodingError.dataCorrupted(let context) {
            return (WrittenNumbers.describe(context.codingPath), context.debugDescription)
        } catch {
            Issue.record("expected dataCorrupted, got \(error)")
            return nil
        }
    }

    @Test(arguments: ["0.1", "1e-7", "19.99", "-0.0", "0", "-0", "100", "1E+2", "1.7976931348623157e308", "5e-324",
                      "2.2250738585072014e-308", "1e-130", "0.30000000000000004", "123456789012345", "9007199254740992",
                      "1.0000000000000000000000000000000000000000", "0.000000000000000000000000000000000000000000000000000000001",
                      "12345678901234567e3", "-4.35"])
    func everyOrdinaryDoubleIsAccepted(_ text: String) throws {
        let decoded = try price(#"{"amount": \#(text)}"#).amount
        #expect(decoded == Double(text))
        #expect(WrittenNumbers.Scanner.isExactDouble(text))
    }

    @Test(arguments: ["12345678901234567890", "0.1000000000000000000001", "9007199254740993", "-9007199254740993",
                      "1.00000000000000000000000000000000000000001", "4.9406564584124654e-324",
                      "123456789012345678901234567890123456789012"])
    func aNumberADoubleWouldRoundIsRefusedNamingThePathAndTheNumber(_ text: String) throws {
        let refused = refusal(Price.self, #"{"amount": \#(text)}"#)
        #expect(refused?.path == "amount")
        #expect(refused?.description.contains(text) == true)
        #expect(!WrittenNumbers.Scanner.isExactDouble(text))
    }

    @Test func numbersInOptionalsArraysDictionariesAndNullablesAreChecked() throws {
        let exact = try price(#"{"amount": 1, "discount": 0.5, "history": [[1.5, 2], []], "rates": {"a": 0.25}, "level": null}"#)
        #expect(exact.history == [[1.5, 2], []] && exact.rates == ["a": 0.25] && exact.level == .null)
        let big = "9007199254740993"
        #expect(refusal(Price.self, #"{"amount": 1, "discount": \#(big)}"#)?.path == "discount")
        #expect(refusal(Price.self, #"{"amount": 1, "history": [[1, 2], [3, \#(big)]]}"#)?.path == "history.1.1")
        #expect(refusal(Price.self, #"{"amount": 1, "rates": {"x y": 2, "z": \#(big)}}"#)?.path == "rates.z")
        #expect(refusal(Price.self, #"{"amount": 1, "level": \#(big)}"#)?.path == "level")
        // A key written with escapes is the key it reads as.
        #expect(refusal(Price.self, #"{"amount": 1, "rates": {"\u007a": \#(big)}}"#)?.path == "rates.z")
        // The same number under a key the model does not read changes nothing.
        #expect(try price(#"{"amount": 1, "other": \#(big), "more": {"rates": [\#(big)]}}"#).amount == 1)
    }

    @Test func numbersInsideArraysOfObjectsAreFoundByTheirPath() throws {
        let json = #"[{"amount": 1}, {"amount": 2, "rates": {"a": 1}}, {"amount": 0.1000000000000000000001}]"#
        do {
            _ = try JSONDecoder().decodeExactly([Price].self, from: Data(json.utf8))
            Issue.record("expected a refusal")
        } catch DecodingError.dataCorrupted(let context) {
            #expect(WrittenNumbers.describe(context.codingPath) == "2.amount")
        }
    }

    @Test func aFloatRefusesWhatItWouldRound() throws {
        #expect(try price(#"{"amount": 1, "weight": 0.1}"#).weight == 0.1)
        #expect(try price(#"{"amount": 1, "weight": 16777216}"#).weight == 16_777_216)
        #expect(refusal(Price.self, #"{"amount": 1, "weight": 16777217}"#)?.description.contains("Float") == true)
        #expect(refusal(Price.self, #"{"amount": 1, "weight": 0.123456789}"#)?.path == "weight")
    }

    @Test func aDecimalRefusesMoreDigitsThanItHolds() throws {
        let fits = "340282366920938463463374607431768211455" // 39 digits, below 2^128
        #expect(try price(#"{"amount": 1, "total": \#(fits)}"#).total?.description == fits)
        #expect(try price(#"{"amount": 1, "total": 0.1000000000000000000001}"#).total?.description == "0.1000000000000000000001")
        // JSONDecoder cuts these short (…450, and 1) without a word.
        #expect(refusal(Price.self, #"{"amount": 1, "total": 340282366920938463463374607431768211456}"#)?.path == "total")
        #expect(refusal(Price.self, #"{"amount": 1, "total": 1.00000000000000000000000000000000000000001}"#)?.path == "total")
    }

    @Test func aUnionVariantThatWouldRoundIsNotThatVariant() throws {
        guard case .number(0.25)? = try? JSONDecoder().decodeExactly(Amount.self, from: Data("0.25".utf8)) else {
            Issue.record("0.25 is a number"); return
        }
        let refused = refusal(Amount.self, "12345678901234567890")
        #expect(refused?.description.contains("Double: the number 12345678901234567890") == true)
    }

    @Test func otherMembersAreChecked() throws {
        #expect(try JSONDecoder().decodeExactly(Scores.self, from: Data(#"{"a": 1.5}"#.utf8)).others == ["a": 1.5])
        #expect(refusal(Scores.self, #"{"a": 1.5, "b": 12345678901234567890}"#)?.path == "b")
    }

    /// An object whose `rate` is the constant 0.1 (`const: 0.1`), as generated models check it.
    struct Fixed: Decodable {
        init(from decoder: any Decoder) throws {
            try decoder.container(keyedBy: AnyCodingKey.self).verifyConstant(0.1, forKey: AnyCodingKey(stringValue: "rate"), isRequired: true)
        }
    }

    @Test func aConstantIsNotMatchedByANumberThatOnlyRoundsToIt() throws {
        _ = try JSONDecoder().decodeExactly(Fixed.self, from: Data(#"{"rate": 0.1}"#.utf8))
        _ = try JSONDecoder().decodeExactly(Fixed.self, from: Data(#"{"rate": 1e-1}"#.utf8))
        #expect(refusal(Fixed.self, #"{"rate": 0.1000000000000000000001}"#)?.path == "rate")
    }

    @Test func aTopLevelNumberOrArrayOfNumbersIsChecked() throws {
        #expect(try JSONDecoder().decodeExactly(Double.self, from: Data("0.1".utf8)) == 0.1)
        #expect(try JSONDecoder().decodeExactly([Double].self, from: Data("[1, 2.5]".utf8)) == [1, 2.5])
        #expect(refusal(Double.self, "9007199254740993")?.path == "")
        #expect(refusal([Double].self, "[1, 9007199254740993]")?.path == "1")
        #expect(refusal([String: [Decimal]].self, #"{"a": [1, 1.00000000000000000000000000000000000000001]}"#)?.path == "a.1")
    }

    @Test func aResponseHeaderFieldNumberThatWouldRoundIsRefused() throws {
        let response = APIResponse<GetPrice>(statusCode: 200, headerFields: ["X-Rate": "12345678901234567890", "X-Rates": "0.5, 9007199254740993"],
                                             body: try price(#"{"amount": 1}"#))
        for (name, read) in [("X-Rate", { () throws(APIError) in _ = try response.headerField("X-Rate", as: Double.self, format: .literal) }),
                             ("X-Rates", { () throws(APIError) in _ = try response.headerField("X-Rates", as: [Double].self, format: .literals) })] {
            do {
                try read()
                Issue.record("\(name) was rounded")
            } catch {
                guard case .decodingFailed(let field, _) = error else { Issue.record("got \(error)"); continue }
                #expect(field.body == Data((response.headerFields[name] ?? "").utf8))
                #expect(error.description.contains("cannot be held exactly by Double"), "\(error.description)")
            }
        }
    }

    /// Text that is not JSON, or JSON at its limits, is scanned without a crash; the decoder
    /// reports what is wrong.
    @Test func hostileTextIsScannedSafely() throws {
        for text in [#"{"amount": 1"#, #"{"amount": "#, #"{"a\"#, "-", "--1", "1e", "1e+", "1e999999999999", ".5", "1.2.3",
                     String(repeating: "[", count: 100_000), String(repeating: "9", count: 200_000), #"{"amount": 1}}}]]"#] {
            _ = WrittenNumbers(scanning: Data(text.utf8))
            #expect(throws: (any Error).self, "\(text.prefix(20))") { try JSONDecoder().decodeExactly(Price.self, from: Data(text.utf8)) }
        }
        #expect(refusal(Price.self, #"{"amount": 1e999999999999}"#) != nil)
        #expect(refusal(Price.self, #"{"amount": \#(String(repeating: "1", count: 5_000))}"#) != nil) // JSONDecoder refuses it itself
        // Both of two members of one key are checked, whichever the decoder keeps.
        #expect(refusal(Price.self, #"{"amount": 0.1000000000000000000001, "amount": 1}"#)?.path == "amount")
    }

    @Test func aPlainDecodeChecksNothing() throws {
        let rounded = try JSONDecoder().decode(Price.self, from: Data(#"{"amount": 9007199254740993}"#.utf8))
        #expect(rounded.amount == 9_007_199_254_740_992)
    }

    @Test func stringsAndKeysThatLookLikeNumbersAreNotNumbers() throws {
        let json = #"{"12345678901234567890": 1, "amount": 2, "rates": {"a": 3}, "s": "0.1000000000000000000001 \" 9007199254740993"}"#
        #expect(try price(json).amount == 2)
        #expect(WrittenNumbers(scanning: Data(json.utf8)).texts.isEmpty)
    }

    /// The scanner's shortcut (at most 15 characters and no exponent: exact) agrees with the
    /// general comparison it skips.
    @Test func theShortNumberShortcutAgreesWithTheFullCheck() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<20_000 {
            let digits = Int.random(in: 1...14, using: &generator)
            var text = String((0..<digits).map { _ in Character(String(Int.random(in: 0...9, using: &generator))) })
            if Bool.random(using: &generator) { text.insert(".", at: text.index(text.startIndex, offsetBy: Int.random(in: 1...digits))) }
            if text.hasSuffix(".") { text += "5" }
            if Bool.random(using: &generator) { text = "-" + text }
            #expect(WrittenNumbers.Scanner.isExactDouble(text), "\(text)")
        }
    }

    @Test func aResponseNumberThatWouldRoundIsADecodingFailureWithTheStatusAndBody() async throws {
        let body = #"{"amount": 12345678901234567890}"#
        let transport = ScriptedTransport([.response(jsonResponse(200, body))])
        let error = await apiError { try await scriptedClient(transport).send(GetPrice()) }
        guard case .decodingFailed(let response, .dataCorrupted(let context))? = error else {
            Issue.record("expected decodingFailed, got \(String(describing: error))"); return
        }
        #expect(response.statusCode == 200 && response.body == Data(body.utf8))
        #expect(context.debugDescription.contains("12345678901234567890") && context.debugDescription.contains("\"amount\""))
    }

    struct GetPrice: APIRequest {
        var method: HTTPMethod { .get }
        var path: String { "/price" }
        func decodeResponse(_ response: HTTPResponse, decoder: JSONDecoder) throws(APIError) -> Price {
            try response.decodeBody(as: Price.self, decoder: decoder)
        }
    }
}
