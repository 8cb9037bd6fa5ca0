import EndpointRuntime
import Foundation
import Testing

/// The runtime pieces generated unions and constants use: `VariantAttempts`, `MergedVariants`,
/// `verifyConstant` and `LowercaseUUID`, with hand-written types shaped like generated ones.
@Suite struct VariantCodingTests {
    struct Circle: Codable, Equatable { var radius: Double }
    struct Label: Codable, Equatable { var text: String }

    /// A `oneOf` without a discriminator, as the default template writes it.
    enum Shape: Decodable, Equatable {
        case circle(Circle)
        case number(Int)

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            var attempts = VariantAttempts()
            if let value = attempts.decode(Circle.self, named: "Circle", from: container) {
                self = .circle(value)
                return
            }
            if let value = attempts.decode(Int.self, named: "Int", from: container) {
                self = .number(value)
                return
            }
            throw attempts.noMatch(for: "Shape", in: container)
        }
    }

    /// An `anyOf` without a discriminator, as the default template writes it.
    struct Tagged: Codable, Equatable {
        var circle: Circle?
        var label: Label?
        var name: String?

        init(circle: Circle? = nil, label: Label? = nil, name: String? = nil) {
            self.circle = circle
            self.label = label
            self.name = name
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            var attempts = VariantAttempts()
            circle = attempts.decode(Circle.self, named: "Circle", from: container)
            label = attempts.decode(Label.self, named: "Label", from: container)
            name = attempts.decode(String.self, named: "String", from: container)
            if attempts.matchCount == 0 { throw attempts.noMatch(for: "Tagged", in: container) }
        }

        func encode(to encoder: any Encoder) throws {
            var merged = MergedVariants(of: "Tagged", to: encoder)
            try merged.encodeObject(circle)
            try merged.encodeObject(label)
            try merged.encodeValue(name)
            try merged.finish()
        }
    }

    /// An object with a constant, as the default template writes it.
    struct Message: Codable, Equatable {
        var role: String { "user" }
        var kind: String { "note" }
        var text: String

        private enum CodingKeys: String, CodingKey { case role, kind, text }

        init(text: String) { self.text = text }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            try container.verifyConstant("user", forKey: .role, isRequired: true)
            try container.verifyConstant("note", forKey: .kind, isRequired: false)
            text = try container.decode(String.self, forKey: .text)
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode("user", forKey: .role)
            try container.encode("note", forKey: .kind)
            try container.encode(text, forKey: .text)
        }
    }

    func decode<T: Decodable>(_ type: T.Type, _ json: String) throws -> T {
        try JSONDecoder().decode(T.self, from: Data(json.utf8))
    }

    func encode<T: Encodable>(_ value: T) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    func dataCorruptedDescription(_ body: () throws -> Void) -> String? {
        do {
            try body()
            return nil
        } catch DecodingError.dataCorrupted(let context) {
            return context.debugDescription
        } catch {
            return "\(error)"
        }
    }

    @Test func aOneOfKeepsTheFirstVariantThatDecodesAndSaysWhyEachFailed() throws {
        #expect(try decode(Shape.self, #"{"radius":2}"#) == .circle(.init(radius: 2)))
        #expect(try decode(Shape.self, "7") == .number(7))
        let message = dataCorruptedDescription { _ = try decode(Shape.self, #"{"radius":"big"}"#) }
        #expect(message == #"the value is none of the variants of Shape: Circle: expected Double at "radius"; Int: expected Int"#)
        let missing = dataCorruptedDescription { _ = try decode(Shape.self, "{}") }
        #expect(missing?.contains(#"Circle: the key "radius" is missing"#) == true, "\(String(describing: missing))")
    }

    @Test func anAnyOfKeepsEveryVariantAndMergesObjectsBack() throws {
        let both = try decode(Tagged.self, #"{"radius":1,"text":"one"}"#)
        #expect(both == Tagged(circle: .init(radius: 1), label: .init(text: "one")))
        #expect(try encode(both) == #"{"radius":1,"text":"one"}"#)
        let name = try decode(Tagged.self, #""plain""#)
        #expect(name == Tagged(name: "plain"))
        #expect(try encode(name) == #""plain""#)
        let none = dataCorruptedDescription { _ = try decode(Tagged.self, "true") }
        #expect(none == "the value is none of the variants of Tagged: Circle: expected an object; Label: expected an object; String: expected String")
    }

    @Test func anAnyOfRefusesToWriteNothingOrAnObjectBesideAnotherValue() {
        #expect(throws: EncodingError.self) { try encode(Tagged()) }
        #expect(throws: EncodingError.self) { try encode(Tagged(circle: .init(radius: 1), name: "x")) }
    }

    @Test func constantsAreCheckedWhenDecodedAndAlwaysWritten() throws {
        #expect(try decode(Message.self, #"{"role":"user","text":"hi"}"#) == Message(text: "hi"))
        #expect(try decode(Message.self, #"{"role":"user","kind":null,"text":"hi"}"#) == Message(text: "hi"))
        #expect(try encode(Message(text: "hi")) == #"{"kind":"note","role":"user","text":"hi"}"#)
        let other = dataCorruptedDescription { _ = try decode(Message.self, #"{"role":"admin","text":"hi"}"#) }
        #expect(other == #"expected the constant "user", found "admin""#)
        let kind = dataCorruptedDescription { _ = try decode(Message.self, #"{"role":"user","kind":"memo","text":"hi"}"#) }
        #expect(kind == #"expected the constant "note", found "memo""#)
        #expect(throws: DecodingError.self) { try decode(Message.self, #"{"text":"hi"}"#) }
        #expect(throws: DecodingError.self) { try decode(Message.self, #"{"role":null,"text":"hi"}"#) }
    }

    @Test func uuidsAreWrittenInLowerCase() throws {
        let uuid = try #require(UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"))
        #expect(try encode([LowercaseUUID(uuid)]) == #"["e621e1f8-c36c-495a-93fc-0c247a3e6e5f"]"#)
        #expect(try decode([UUID].self, #"["e621e1f8-c36c-495a-93FC-0C247A3E6E5F"]"#) == [uuid])
        #expect(uuid.parameterText == "e621e1f8-c36c-495a-93fc-0c247a3e6e5f")
    }
}
