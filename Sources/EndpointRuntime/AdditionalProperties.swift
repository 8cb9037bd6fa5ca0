import Foundation

/// A coding key of any name: how generated models read and write the members of a JSON
/// object, their properties' keys written as string literals (`forKey: "created_at"`) and the
/// keys that are not among their properties (OpenAPI `additionalProperties` beside
/// `properties`).
///
/// One key type for every model instead of a `CodingKeys` enum per model keeps a large
/// client's build smaller: each such enum is about 30 functions of machine code.
public struct AnyCodingKey: CodingKey, Hashable, Sendable, ExpressibleByStringLiteral {
    /// The key as it is in the JSON object.
    public var stringValue: String
    /// Always `nil`: JSON object keys are strings.
    public var intValue: Int? { nil }

    /// Creates a key from its text.
    public init(stringValue: String) { self.stringValue = stringValue }

    /// Creates a key from a string literal, the JSON key exactly as written.
    public init(stringLiteral value: String) { self.stringValue = value }

    /// Creates a key from an integer's decimal text.
    public init(intValue: Int) { self.stringValue = String(intValue) }
}

extension Decoder {
    /// The members of the JSON object being decoded whose keys are not in `known` (the JSON
    /// keys of the model's properties), each decoded as `Value`.
    ///
    /// - Parameters:
    ///   - type: The type of every value.
    ///   - known: The keys the model's properties take.
    /// - Returns: The other members by key; empty when there are none.
    /// - Throws: `DecodingError` when the value is not an object or a member is not a `Value`.
    public func additionalProperties<Value: Decodable>(_ type: Value.Type, excluding known: Set<String>) throws -> [String: Value] {
        try otherMembers(excluding: known) { try $0.decode(Value.self, forKey: $1) }
    }

    /// Reads the members of the JSON object being decoded that are not properties, checking
    /// each number against the JSON text (``WrittenNumberChecking``).
    ///
    /// - Parameters:
    ///   - type: The type of every other member's value.
    ///   - known: The keys the model's properties take.
    /// - Returns: The other members by key.
    /// - Throws: `DecodingError` when a member is not a `Value`, or holds a number it would round.
    public func additionalProperties<Value: Decodable & WrittenNumberChecking>(_ type: Value.Type, excluding known: Set<String>) throws -> [String: Value] {
        try otherMembers(excluding: known) { try $0.decode(Value.self, forKey: $1).checked(in: $0, forKey: $1) }
    }

    private func otherMembers<Value>(excluding known: Set<String>,
                                     _ read: (KeyedDecodingContainer<AnyCodingKey>, AnyCodingKey) throws -> Value) throws -> [String: Value] {
        let container = try self.container(keyedBy: AnyCodingKey.self)
        var values: [String: Value] = [:]
        for key in container.allKeys where !known.contains(key.stringValue) {
            values[key.stringValue] = try read(container, key)
        }
        return values
    }
}

extension Encoder {
    /// Writes `values` as members of the JSON object being encoded, beside the model's
    /// properties, in the order of their keys (so the same value is always written the same way).
    ///
    /// - Parameters:
    ///   - values: The members by key.
    ///   - known: The keys the model's properties take.
    /// - Throws: `EncodingError.invalidValue` when a key is one of `known`: the object cannot
    ///   hold both that member and the property.
    public func encodeAdditionalProperties<Value: Encodable>(_ values: [String: Value], excluding known: Set<String>) throws {
        var container = self.container(keyedBy: AnyCodingKey.self)
        for key in values.keys.sorted() {
            guard let value = values[key] else { continue }
            if known.contains(key) {
                throw EncodingError.invalidValue(value, EncodingError.Context(
                    codingPath: codingPath + [AnyCodingKey(stringValue: key)],
                    debugDescription: "the additional property '\(key)' has the key of a property of the model; the JSON object cannot hold both"))
            }
            try container.encode(value, forKey: AnyCodingKey(stringValue: key))
        }
    }
}
