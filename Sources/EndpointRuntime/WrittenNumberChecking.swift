import Foundation

/// A value whose numbers decoding checks against the JSON text they were read from, for
/// generated code: `Double`, `Float` and `Decimal`, and optionals, arrays, `[String: T]`
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
}

extension WrittenNumberChecking {
    /// The value, once its numbers are checked against the text of the member `key`.
    ///
    /// - Throws: `DecodingError.dataCorrupted` when a number would be rounded.
    public func checked<Key>(in container: KeyedDecodingContainer<Key>, forKey key: Key) throws -> Self {
        if WrittenNumbers.current?.texts.isEmpty == false { try checkWrittenNumbers(at: container.codingPath + [key]) }
        return self
    }

    /// The value, once its numbers are checked against the text of the single value.
    ///
    /// - Throws: `DecodingError.dataCorrupted` when a number would be rounded.
    public func checked(in container: any SingleValueDecodingContainer) throws -> Self {
        if WrittenNumbers.current?.texts.isEmpty == false { try checkWrittenNumbers(at: container.codingPath) }
        return self
    }

    /// The value, once its numbers are checked against the text of the array element just
    /// decoded from `container` (the one before its `currentIndex`): an item of a tuple
    /// (JSON Schema `prefixItems`) or one of the items after them.
    ///
    /// A `Float` element is checked as the other types are (refused when it is not an exact
    /// `Double`), not also as a `Float`.
    ///
    /// - Throws: `DecodingError.dataCorrupted` when a number would be rounded.
    public func checked(in container: any UnkeyedDecodingContainer) throws -> Self {
        if WrittenNumbers.current?.texts.isEmpty == false {
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

extension Float: WrittenNumberChecking {
    /// Refuses a written number that is not even an exact `Double`. A number that is, but is
    /// not an exact `Float` (`16777217`), is refused by `checked(in:forKey:)`, which reads
    /// the member as a `Double` too.
    public func checkWrittenNumbers(at path: [any CodingKey]) throws { try WrittenNumbers.check(self, at: path) }

    /// The value, once checked to be the number the member `key` holds: the same number as the
    /// member read as an exact `Double`.
    ///
    /// - Throws: `DecodingError.dataCorrupted` when the number would be rounded.
    public func checked<Key>(in container: KeyedDecodingContainer<Key>, forKey key: Key) throws -> Float {
        guard WrittenNumbers.current != nil else { return self }
        try checkFloat(against: container.decode(Double.self, forKey: key), at: container.codingPath + [key])
        return self
    }

    /// The value, once checked to be the number the single value holds.
    ///
    /// - Throws: `DecodingError.dataCorrupted` when the number would be rounded.
    public func checked(in container: any SingleValueDecodingContainer) throws -> Float {
        guard WrittenNumbers.current != nil else { return self }
        try checkFloat(against: container.decode(Double.self), at: container.codingPath)
        return self
    }

    private func checkFloat(against double: Double, at path: [any CodingKey]) throws {
        try WrittenNumbers.check(double, at: path)
        guard DecimalText(description) != DecimalText(double.description) else { return }
        throw DecodingError.dataCorrupted(.init(codingPath: path, debugDescription:
            "the number \(double) at \"\(WrittenNumbers.describe(path))\" cannot be held exactly by Float (it would become \(self))"))
    }
}

extension Optional: WrittenNumberChecking where Wrapped: WrittenNumberChecking {
    /// Checks the wrapped value, if any.
    public func checkWrittenNumbers(at path: [any CodingKey]) throws { try self?.checkWrittenNumbers(at: path) }
}

extension Optional where Wrapped == Float {
    /// The value, once checked as `Float.checked(in:forKey:)` does when there is one.
    ///
    /// - Throws: `DecodingError.dataCorrupted` when the number would be rounded.
    public func checked<Key>(in container: KeyedDecodingContainer<Key>, forKey key: Key) throws -> Float? {
        try self?.checked(in: container, forKey: key)
    }
}

extension Nullable: WrittenNumberChecking where Wrapped: WrittenNumberChecking {
    /// Checks the value, unless it is `null`.
    public func checkWrittenNumbers(at path: [any CodingKey]) throws {
        if case .value(let wrapped) = self { try wrapped.checkWrittenNumbers(at: path) }
    }
}

extension Array: WrittenNumberChecking where Element: WrittenNumberChecking {
    /// Checks each element at its index.
    public func checkWrittenNumbers(at path: [any CodingKey]) throws {
        for (index, element) in enumerated() { try element.checkWrittenNumbers(at: path + [ElementKey(index)]) }
    }
}

extension Dictionary: WrittenNumberChecking where Key == String, Value: WrittenNumberChecking {
    /// Checks each value at its key.
    public func checkWrittenNumbers(at path: [any CodingKey]) throws {
        for (key, value) in self { try value.checkWrittenNumbers(at: path + [AnyCodingKey(stringValue: key)]) }
    }
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
