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
                      "12345678901234567e3", "-4.35", "1e0000000002", "2.5E-00000000000000000001", "1.0", "0.1e1",
                      "100000000000000000000000.0", "-0e5"])
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

    /// `Float`s anywhere a `Double` is checked: in arrays, dictionaries, `Nullable`s and union
    /// variants. `16777217` and `0.123456789` are exact `Double`s, so only a `Float` check sees them.
    struct Floats: Decodable {
        var list: [Float]?
        var table: [String: Float]?
        var level: Nullable<Float>?
        var grid: [[Float]]?
        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            list = try container.decodeIfPresent([Float].self, forKey: "list").checked(in: container, forKey: "list")
            table = try container.decodeIfPresent([String: Float].self, forKey: "table").checked(in: container, forKey: "table")
            level = try container.decodeIfPresent(Nullable<Float>.self, forKey: "level").checked(in: container, forKey: "level")
            grid = try container.decodeIfPresent([[Float]].self, forKey: "grid").checked(in: container, forKey: "grid")
        }
    }

    enum FloatOrText: Decodable {
        case number(Float)
        case text(String)
        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            var attempts = VariantAttempts()
            if let value = attempts.decode(Float.self, named: "Float", from: container) { self = .number(value); return }
            if let value = attempts.decode(String.self, named: "String", from: container) { self = .text(value); return }
            throw attempts.noMatch(for: "FloatOrText", in: container)
        }
    }

    @Test func floatsInsideArraysDictionariesNullablesAndVariantsRefuseWhatTheyWouldRound() throws {
        let exact = try JSONDecoder().decodeExactly(Floats.self, from: Data(#"{"list": [0.1, 16777216], "table": {"a": 2.5}, "level": 0.5, "grid": [[1e-3]]}"#.utf8))
        #expect(exact.list == [0.1, 16_777_216] && exact.table == ["a": 2.5] && exact.level == .value(0.5) && exact.grid == [[0.001]])
        #expect(refusal(Floats.self, #"{"list": [0.5, 16777217]}"#)?.path == "list.1")
        #expect(refusal(Floats.self, #"{"table": {"a": 1, "b": 0.123456789}}"#)?.path == "table.b")
        #expect(refusal(Floats.self, #"{"level": 16777217}"#)?.path == "level")
        #expect(refusal(Floats.self, #"{"grid": [[1], [2, 16777217]]}"#)?.path == "grid.1.1")
        #expect(refusal(FloatOrText.self, "16777217") != nil)
        guard case .number(0.25)? = try? JSONDecoder().decodeExactly(FloatOrText.self, from: Data("0.25".utf8)) else {
            Issue.record("0.25 is a Float"); return
        }
    }

    /// Integers anywhere: `JSONDecoder` reads `12345678901234567890e-2` as `123456789012345678`
    /// and `7.0000000000000000001` as `7`; written as a whole number, any spelling is its value.
    @Test func integersRefuseDigitsTheyWouldDrop() throws {
        #expect(try JSONDecoder().decodeExactly([Int64].self, from: Data("[1e2, 7.0, -0, 9223372036854775807]".utf8)) == [100, 7, 0, .max])
        #expect(try JSONDecoder().decodeExactly(UInt64.self, from: Data("18446744073709551615".utf8)) == .max)
        #expect(refusal(Int.self, "12345678901234567890e-2")?.description.contains("cannot be held exactly by Int") == true)
        #expect(refusal([Int32].self, "[1, 7.0000000000000000001]")?.path == "1")
        #expect(refusal([String: Int64].self, #"{"a": 1, "b": 1.00000000000000000001e1}"#)?.path == "b")
        #expect(refusal(UInt64.self, "18446744073709551615.5") != nil)
        let response = APIResponse<GetPrice>(statusCode: 200, headerFields: ["X-Count": "7.0000000000000000001"], body: try price(#"{"amount": 1}"#))
        #expect(throws: APIError.self) { try response.headerField("X-Count", as: Int.self, format: .literal) }
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

    /// A `Float` constant (`const: 0.5` on `format: float`): `16777217` is an exact `Double`, so
    /// only the `Float` scan sees that it would round to the constant `16777216`.
    struct FixedFloat: Decodable {
        init(from decoder: any Decoder) throws {
            try decoder.container(keyedBy: AnyCodingKey.self).verifyConstant(16_777_216 as Float, forKey: AnyCodingKey(stringValue: "size"), isRequired: true)
        }
    }

    @Test func aFloatConstantIsNotMatchedByANumberThatOnlyRoundsToIt() throws {
        _ = try JSONDecoder().decodeExactly(FixedFloat.self, from: Data(#"{"size": 16777216}"#.utf8))
        let refused = refusal(FixedFloat.self, #"{"size": 16777217}"#)
        #expect(refused?.path == "size")
        #expect(refused?.description.contains("16777217") == true, "\(String(describing: refused))")
    }

    /// A number beyond what a `Decimal` holds (±3.4 × 10^165 and beyond, or below 10^-128)
    /// is refused with a message that names it and the limit, not "not valid JSON".
    @Test func aDecimalOutOfRangeSaysSo() throws {
        for (json, number) in [(#"{"amount": 1, "total": 1e200}"#, "1e200"), (#"{"amount": 1, "total": -4e165}"#, "-4e165")] {
            let refused = refusal(Price.self, json)
            #expect(refused?.path == "total", "\(String(describing: refused))")
            #expect(refused?.description.contains(number) == true, "\(String(describing: refused))")
            #expect(refused?.description.contains("Decimal") == true, "\(String(describing: refused))")
            #expect(refused?.description.contains("not valid JSON") == false, "\(String(describing: refused))")
        }
        #expect(try price(#"{"amount": 1, "total": 1e100}"#).total == Decimal(sign: .plus, exponent: 100, significand: 1))
    }

    /// A type's own refusal at the root (as a union that no variant matches throws) is kept as
    /// it is, even when the document holds a number beyond a `Decimal`: only `JSONDecoder`'s
    /// "not valid JSON" is turned into the message that names the number.
    @Test func aRootRefusalOfTheTypeItselfIsNotBlamedOnANumber() {
        struct NoVariant: Decodable {
            init(from decoder: any Decoder) throws {
                let container = try decoder.singleValueContainer()
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "no variant matches")
            }
        }
        do {
            _ = try JSONDecoder().decodeExactly(NoVariant.self, from: Data(#"{"distance": 1e200, "kind": "other"}"#.utf8))
            Issue.record("decoded")
        } catch DecodingError.dataCorrupted(let context) {
            #expect(context.debugDescription == "no variant matches", "\(context.debugDescription)")
        } catch {
            Issue.record("got \(error)")
        }
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

    /// A deep document of many numbers keeps one path step per number, not a copy of its path
    /// each, and finds each number by its path.
    @Test func deepPathsAreKeptOnceEach() throws {
        let depth = 500, count = 10_000
        let numbers = (0..<count).map { "900719925474\(String(format: "%04d", $0))3" }
        let json = String(repeating: #"{"a":["#, count: depth / 2) + numbers.joined(separator: ",") + String(repeating: "]}", count: depth / 2)
        let scanned = WrittenNumbers(scanning: Data(json.utf8))
        #expect(scanned.texts.count == count)
        #expect(scanned.paths.stepCount == depth - 1 + count)
        var path: [any CodingKey] = []
        for _ in 0..<(depth / 2 - 1) { path += [AnyCodingKey(stringValue: "a"), ElementKey(0)] }
        path += [AnyCodingKey(stringValue: "a"), ElementKey(1234)]
        #expect(scanned.text(at: path) == numbers[1234])
        #expect(scanned.text(at: Array(path.dropLast())) == nil)
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

    /// The `Float` scan's shortcut (at most 6 characters and no exponent: exact) agrees with
    /// reading the number as a `Float` and comparing its shortest text.
    @Test func theShortFloatShortcutAgreesWithReadingTheFloat() throws {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<20_000 {
            var text = String((0..<Int.random(in: 1...5, using: &generator)).map { _ in Character(String(Int.random(in: 0...9, using: &generator))) })
            if Bool.random(using: &generator) { text.insert(".", at: text.index(text.startIndex, offsetBy: Int.random(in: 1...text.count))) }
            if text.hasSuffix(".") { text.removeLast() }
            if text.count < 6, Bool.random(using: &generator) { text = "-" + text }
            let float = try #require(Float(text))
            #expect(DecimalText(float.description) == DecimalText(text), "\(text)")
            #expect(WrittenNumbers.Scanner.isExactFloat(text), "\(text)")
        }
        for text in ["1234567.3", "16777217", "1e39", "1e-46", "0.123456789"] { #expect(!WrittenNumbers.Scanner.isExactFloat(text), "\(text)") }
        for text in ["1234567.5", "16777216", "3.4028235e38", "1e-45", "0.1"] { #expect(WrittenNumbers.Scanner.isExactFloat(text), "\(text)") }
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
