import Foundation

/// The attempts to decode one value as each variant of a `oneOf` or `anyOf`, with the reason
/// each failed, for generated code.
///
/// A `oneOf` without a discriminator keeps the first variant that decodes; an `anyOf` keeps
/// every one. When none decodes, ``noMatch(for:in:)`` makes the error that says why, variant
/// by variant, e.g. `the value is none of the variants of Shape: Circle: the key "radius" is
/// missing; Square: expected a number at "side"`.
public struct VariantAttempts: Sendable {
    /// `<variant>: <reason>` for each variant that did not decode, in the order tried.
    public private(set) var failures: [String] = []
    /// How many variants decoded.
    public private(set) var matchCount = 0

    /// Creates an empty record.
    public init() {}

    /// Decodes the value as one variant.
    ///
    /// - Parameters:
    ///   - type: The variant's type.
    ///   - name: The variant's name for the error message (its Swift type).
    ///   - container: The container holding the value.
    /// - Returns: The value, or `nil` when it is not this variant (the reason is kept).
    public mutating func decode<Value: Decodable>(_ type: Value.Type, named name: String, from container: any SingleValueDecodingContainer) -> Value? {
        attempt(named: name) { try container.decode(type) }
    }

    /// Decodes the value as one variant whose numbers are checked against the JSON text
    /// (``WrittenNumberChecking``): a number the variant would round is not that variant.
    ///
    /// - Parameters:
    ///   - type: The variant's type.
    ///   - name: The variant's name for the error message (its Swift type).
    ///   - container: The container holding the value.
    /// - Returns: The value, or `nil` when it is not this variant (the reason is kept).
    public mutating func decode<Value: Decodable & WrittenNumberChecking>(_ type: Value.Type, named name: String, from container: any SingleValueDecodingContainer) -> Value? {
        attempt(named: name) { try container.decode(type).checked(in: container) }
    }

    private mutating func attempt<Value>(named name: String, _ read: () throws -> Value) -> Value? {
        do {
            let value = try read()
            matchCount += 1
            return value
        } catch {
            failures.append("\(name): \(Self.reason(error))")
            return nil
        }
    }

    /// The error for a value that is none of the variants.
    ///
    /// - Parameters:
    ///   - typeName: The Swift name of the `oneOf`/`anyOf` type.
    ///   - container: The container holding the value.
    /// - Returns: A `DecodingError.dataCorrupted` at the container's coding path whose
    ///   description lists each variant's reason.
    public func noMatch(for typeName: String, in container: any SingleValueDecodingContainer) -> DecodingError {
        let reasons = failures.isEmpty ? "" : ": " + failures.joined(separator: "; ")
        return DecodingError.dataCorruptedError(in: container, debugDescription: "the value is none of the variants of \(typeName)\(reasons)")
    }

    /// Why a variant did not decode: the error's own text, and where in the value.
    static func reason(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return "\(error)" }
        let context: DecodingError.Context
        var text: String
        switch error {
        case .keyNotFound(let key, let found):
            (context, text) = (found, "the key \"\(key.stringValue)\" is missing")
        case .typeMismatch(let type, let found):
            (context, text) = (found, "expected " + describe(type))
        case .valueNotFound(let type, let found):
            (context, text) = (found, "expected " + describe(type) + ", found null")
        case .dataCorrupted(let found):
            (context, text) = (found, found.debugDescription)
        @unknown default:
            return "\(error)"
        }
        let path = context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }.filter { !$0.isEmpty }
        if !path.isEmpty { text += " at \"\(path.joined(separator: "."))\"" }
        return text
    }

    /// A type as a message names it: a keyed container's type is "an object", an unkeyed
    /// one's "an array".
    private static func describe(_ type: Any.Type) -> String {
        if type == [String: Any].self { return "an object" }
        if type == [Any].self { return "an array" }
        return "\(type)"
    }
}

/// Writes the variants an `anyOf` value holds as one JSON value, for generated code.
///
/// Variants that are objects are merged into one JSON object (a key two of them hold is
/// written with the later one's value; decoded values agree, since both read it from the same
/// object). A variant that is not an object (a string, number, array) is written alone: when
/// several hold a value, they were read from the same JSON value, and the first is written.
/// Call ``encodeObject(_:)`` for every object variant first, then ``encodeValue(_:)``, then
/// ``finish()``.
public struct MergedVariants {
    private let typeName: String
    private let encoder: any Encoder
    private var wroteObject = false
    private var wroteValue = false

    /// Starts writing an `anyOf` value.
    ///
    /// - Parameters:
    ///   - typeName: The Swift name of the `anyOf` type, for error messages.
    ///   - encoder: The encoder of the `anyOf` value.
    public init(of typeName: String, to encoder: any Encoder) {
        self.typeName = typeName
        self.encoder = encoder
    }

    /// Merges a variant that encodes as a JSON object, when it holds a value. A dictionary
    /// variant is written in the order of its keys (its own order changes from run to run), so
    /// that the same value is always the same form or query.
    /// - Throws: The variant's own `EncodingError`.
    public mutating func encodeObject<Value: Encodable>(_ value: Value?) throws {
        guard let value else { return }
        if let members = value as? [String: any Encodable] {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            for (key, member) in members.sorted(by: { $0.key < $1.key }) { try container.encode(member, forKey: AnyCodingKey(stringValue: key)) }
        } else {
            try value.encode(to: encoder)
        }
        wroteObject = true
    }

    /// Writes a variant that is not an object, when it holds a value and none was written.
    /// - Throws: `EncodingError.invalidValue` when an object variant also holds a value (one
    ///   JSON value cannot be both); the variant's own `EncodingError`.
    public mutating func encodeValue<Value: Encodable>(_ value: Value?) throws {
        guard let value, !wroteValue else { return }
        if wroteObject {
            throw EncodingError.invalidValue(value, .init(codingPath: encoder.codingPath, debugDescription: "\(typeName) holds an object variant and a \(Value.self), which no one JSON value can be"))
        }
        var container = encoder.singleValueContainer()
        try container.encode(value)
        wroteValue = true
    }

    /// Ends the value.
    /// - Throws: `EncodingError.invalidValue` when no variant holds a value (an `anyOf` value
    ///   matches at least one).
    public func finish() throws {
        guard wroteObject || wroteValue else {
            throw EncodingError.invalidValue(typeName, .init(codingPath: encoder.codingPath, debugDescription: "\(typeName) holds no variant; set at least one"))
        }
    }
}

extension KeyedDecodingContainer {
    /// Checks a constant property (OpenAPI 3.1 `const`, or an `enum` of one value): the key
    /// holds exactly `expected`, or is absent (or `null`) when the property is not required.
    ///
    /// - Parameters:
    ///   - expected: The one value the property can have.
    ///   - key: The property's key.
    ///   - isRequired: Whether the key must be present.
    /// - Throws: `DecodingError.keyNotFound` when a required key is absent;
    ///   `DecodingError.dataCorrupted` naming both values when it holds another value (with
    ///   `decodeExactly`, also a number that only rounds to it: ``WrittenNumbers``); the
    ///   type's `DecodingError` when it holds another type.
    public func verifyConstant<Value: Decodable & Equatable>(_ expected: Value, forKey key: Key, isRequired: Bool) throws {
        if !isRequired, try !contains(key) || decodeNil(forKey: key) { return }
        let found = try decode(Value.self, forKey: key)
        // A `Float` rounds numbers a `Double` holds exactly, so it is checked whatever the
        // `Double` scan found (``WrittenNumberChecking/mayRoundExactDoubles``).
        if let numbers = WrittenNumbers.current, let number = found as? any WrittenNumberChecking,
           !numbers.texts.isEmpty || type(of: number).mayRoundExactDoubles {
            try number.checkWrittenNumbers(at: codingPath + [key])
        }
        guard found == expected else {
            throw DecodingError.dataCorruptedError(forKey: key, in: self, debugDescription: "expected the constant \(Self.describe(expected)), found \(Self.describe(found))")
        }
    }

    private static func describe<Value>(_ value: Value) -> String {
        value is String ? "\"\(value)\"" : "\(value)"
    }
}

/// A UUID written the way RFC 9562 §4 asks, in lower case (`e621e1f8-c36c-495a-93fc-0c247a3e6e5f`);
/// Foundation's `UUID` writes upper case. Generated code encodes `UUID` properties through it.
/// Decoding stays `UUID`'s own, which reads either case.
public struct LowercaseUUID: Encodable, Hashable, Sendable {
    /// The UUID.
    public var uuid: UUID

    /// Wraps a UUID.
    public init(_ uuid: UUID) {
        self.uuid = uuid
    }

    /// Writes the lower-case text as a JSON string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(uuid.uuidString.lowercased())
    }
}
