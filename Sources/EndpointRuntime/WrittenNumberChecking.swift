import Foundation

/// A value whose numbers decoding checks against the JSON text they were read from, for
/// generated code: `Double`, `Float`, `Decimal` and the integers, and optionals, arrays, `[String: T]`
/// dictionaries and ``Nullable`` values of them.
///
/// Generated models call `checked(in:forKey:)` after decoding a member whose type holds such
/// a number; the check does nothing unless the document was scanned by
/// `JSONDecoder.decodeExactly(_:from:)` (as every ``APIClient`` response is), and
/// costs one lookup when the document has no number a `Double` would round.
public protocol WrittenNumberChecking {
    /// Throws when a number the value holds, decoded at `path`, is not the number written there.
    ///
    /// - Parameter path: The coding path the value was decoded from.
    /// - Throws: `DecodingError.dataCorrupted` naming the path and the written number.
    func checkWrittenNumbers(at path: [any CodingKey]) throws

    /// Whether the value may hold a number that a `Double` holds exactly but the value does
    /// not (a `Float`), so that it is checked even when no number of the document would round
    /// as a `Double`; `false` unless a `Float` is inside.
    static var mayRoundExactDoubles: Bool { get }
}

extension WrittenNumberChecking {
    /// `false`: only a `Float` rounds numbers a `Double` holds exactly.
    public static var mayRoundExactDoubles: Bool { false }

    /// Whether decoding the document being decoded on this task has a number this type may round.
    private static var mayRound: Bool {
        guard let numbers = WrittenNumbers.current else { return false }
        return mayRoundExactDoubles || !numbers.texts.isEmpty
    }

    /// The value, once its numbers are checked against the text of the member `key`.
    ///
    /// - Throws: `DecodingError.dataCorrupted` when a number would be rounded.
    public func checked<Key>(in container: KeyedDecodingContainer<Key>, forKey key: Key) throws -> Self {
        if Self.mayRound { try checkWrittenNumbers(at: container.codingPath + [key]) }
        return self
    }

    /// The value, once its numbers are checked against the text of the single value.
    ///
    /// - Throws: `DecodingError.dataCorrupted` when a number would be rounded.
    public func checked(in container: any SingleValueDecodingContainer) throws -> Self {
        if Self.mayRound { try checkWrittenNumbers(at: container.codingPath) }
        return self
    }

    /// The value, once its numbers are checked against the text of the array element just
    /// decoded from `container` (the one before its `currentIndex`): an item of a tuple
    /// (JSON Schema `prefixItems`) or one of the items after them.
    ///
    /// - Throws: `DecodingError.dataCorrupted` when a number would be rounded.
    public func checked(in container: any UnkeyedDecodingContainer) throws -> Self {
        if Self.mayRound {
            try checkWrittenNumbers(at: container.codingPath + [ElementKey(container.currentIndex - 1)])
        }
        return self
    }
}

extension Double: WrittenNumberChecking {
    /// Refuses a written number whose value is not this `Double`'s shortest text.
    public func checkWrittenNumbers(at path: [any CodingKey]) throws { try WrittenNumbers.check(self, at: path) }
}

extension Decimal: WrittenNumberChecking {
    /// Refuses a written number with more significant digits than a `Decimal` holds (38, or 39
    /// below 2¹²⁸), which `JSONDecoder` would cut short.
    public func checkWrittenNumbers(at path: [any CodingKey]) throws { try WrittenNumbers.check(self, at: path) }
}

extension WrittenNumberChecking where Self: BinaryInteger {
    /// Refuses a written number that is not this whole number: `JSONDecoder` reads
    /// `7.0000000000000000001` as `7` and `12345678901234567890e-2` as `123456789012345678`.
    public func checkWrittenNumbers(at path: [any CodingKey]) throws { try WrittenNumbers.check(self, at: path) }
}

extension Int: WrittenNumberChecking {}
extension Int32: WrittenNumberChecking {}
extension Int64: WrittenNumberChecking {}
extension UInt64: WrittenNumberChecking {}

extension Float: WrittenNumberChecking {
    /// Refuses a written number whose value is not this `Float`'s shortest text: anything of
    /// more than about 7 significant digits (`16777217`, `0.123456789`), which even an exact
    /// `Double` may be.
    public func checkWrittenNumbers(at path: [any CodingKey]) throws { try WrittenNumbers.check(self, at: path) }

    /// Whether decoding checks every `Float`, whatever the `Double` scan found: yes.
    public static var mayRoundExactDoubles: Bool { true }
}

extension Optional: WrittenNumberChecking where Wrapped: WrittenNumberChecking {
    /// Checks the wrapped value, if any.
    public func checkWrittenNumbers(at path: [any CodingKey]) throws { try self?.checkWrittenNumbers(at: path) }

    /// Whether the wrapped type may round a number a `Double` holds exactly.
    public static var mayRoundExactDoubles: Bool { Wrapped.mayRoundExactDoubles }
}

extension Nullable: WrittenNumberChecking where Wrapped: WrittenNumberChecking {
    /// Checks the value, unless it is `null`.
    public func checkWrittenNumbers(at path: [any CodingKey]) throws {
        if case .value(let wrapped) = self { try wrapped.checkWrittenNumbers(at: path) }
    }

    /// Whether the wrapped type may round a number a `Double` holds exactly.
    public static var mayRoundExactDoubles: Bool { Wrapped.mayRoundExactDoubles }
}

extension Array: WrittenNumberChecking where Element: WrittenNumberChecking {
    /// Checks each element at its index.
    public func checkWrittenNumbers(at path: [any CodingKey]) throws {
        for (index, element) in enumerated() { try element.checkWrittenNumbers(at: path + [ElementKey(index)]) }
    }

    /// Whether the element type may round a number a `Double` holds exactly.
    public static var mayRoundExactDoubles: Bool { Element.mayRoundExactDoubles }
}

extension Dictionary: WrittenNumberChecking where Key == String, Value: WrittenNumberChecking {
    /// Checks each value at its key.
    public func checkWrittenNumbers(at path: [any CodingKey]) throws {
        for (key, value) in self { try value.checkWrittenNumbers(at: path + [AnyCodingKey(stringValue: key)]) }
    }

    /// Whether the value type may round a number a `Double` holds exactly.
    public static var mayRoundExactDoubles: Bool { Value.mayRoundExactDoubles }
}

/// The coding key of an array element as `JSONDecoder` makes it: `Index <n>`, with the index
/// as its `intValue`.
struct ElementKey: CodingKey {
    let stringValue: String
    let intValue: Int?
    init(_ index: Int) { (stringValue, intValue) = ("Index \(index)", index) }
    init?(stringValue: String) { nil }
    init?(intValue: Int) { self.init(intValue) }
}
