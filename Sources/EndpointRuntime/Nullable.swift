/// A value that may be JSON `null`, for a property whose absence and `null` mean different
/// things: as `Nullable<Wrapped>?`, `nil` is an absent key, ``null`` is `null` and
/// ``value(_:)`` is a value, each read and written exactly as the JSON has it.
///
/// OpenAPI describes such a property as one that is not `required` and allows `null`
/// (`nullable: true` in 3.0, `"null"` among its types in 3.1). In a PATCH body leaving
/// `nickname` out keeps it and `"nickname": null` clears it; in a response `null` often says
/// "none" where an absent key says "not included". Generated models use `Nullable<T>?` for
/// every such property, wherever the model is used.
///
/// Reading: ``value`` gives the wrapped value or `nil` for ``null``, so
/// `user.nickname?.value` is a plain `String?` for callers who do not care which. Writing: a
/// literal of the wrapped type is a ``value(_:)`` (`nickname: "Ann"`), `.null` is `null`, and
/// `nil` leaves the key out.
///
/// Decoding: `KeyedDecodingContainer.decodeIfPresent(_:forKey:)` for a `Nullable` (declared
/// here, and chosen over the general one by generated and synthesized `Decodable` code) reads an
/// absent key as `nil` and `null` as ``null``; the general one would read both as `nil`.
public enum Nullable<Wrapped> {
    /// JSON `null`.
    case null
    /// A value.
    case value(Wrapped)

    /// Wraps an optional: `nil` becomes ``null``.
    public init(_ optional: Wrapped?) {
        self = optional.map { .value($0) } ?? .null
    }

    /// The wrapped value, or `nil` for ``null``.
    public var value: Wrapped? {
        if case .value(let wrapped) = self { wrapped } else { nil }
    }

    /// The value transformed by `transform`; ``null`` stays ``null``.
    ///
    /// - Parameter transform: Turns the wrapped value into another.
    /// - Returns: ``value(_:)`` of the transformed value, or ``null``.
    /// - Throws: What `transform` throws.
    public func map<Other, Failure: Error>(_ transform: (Wrapped) throws(Failure) -> Other) throws(Failure) -> Nullable<Other> {
        switch self {
        case .null: .null
        case .value(let wrapped): .value(try transform(wrapped))
        }
    }
}

extension Nullable: Sendable where Wrapped: Sendable {}
extension Nullable: Equatable where Wrapped: Equatable {}
extension Nullable: Hashable where Wrapped: Hashable {}

extension Nullable: Encodable where Wrapped: Encodable {
    /// Writes `null` or the value.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .value(let wrapped): try container.encode(wrapped)
        }
    }
}

extension Nullable: Decodable where Wrapped: Decodable {
    /// Reads `null` as ``null``, anything else as the wrapped type.
    ///
    /// - Throws: The wrapped type's `DecodingError` when the value is neither `null` nor a
    ///   `Wrapped`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        self = container.decodeNil() ? .null : .value(try container.decode(Wrapped.self))
    }
}

extension KeyedDecodingContainer {
    /// Decodes a property that may be absent or `null`: `nil` when the key is absent,
    /// ``Nullable/null`` when its value is `null`, else ``Nullable/value(_:)`` of the wrapped
    /// type.
    ///
    /// This overload is more specific than the standard `decodeIfPresent(_:forKey:)`, which
    /// reads `null` as `nil` too; Swift chooses it for a `Nullable<T>?` property, in synthesized
    /// `init(from:)` as well as in generated code.
    ///
    /// - Parameters:
    ///   - type: The `Nullable` type to decode.
    ///   - key: The key of the property.
    /// - Returns: `nil` for an absent key, else the decoded value.
    /// - Throws: `DecodingError` when the value is neither `null` nor a `Wrapped`.
    public func decodeIfPresent<Wrapped: Decodable>(_ type: Nullable<Wrapped>.Type, forKey key: Key) throws -> Nullable<Wrapped>? {
        guard contains(key) else { return nil }
        return try decode(type, forKey: key)
    }
}

extension Nullable: ExpressibleByUnicodeScalarLiteral where Wrapped: ExpressibleByUnicodeScalarLiteral {
    /// A value written as a one-character literal of the wrapped type.
    public init(unicodeScalarLiteral value: Wrapped.UnicodeScalarLiteralType) {
        self = .value(Wrapped(unicodeScalarLiteral: value))
    }
}

extension Nullable: ExpressibleByExtendedGraphemeClusterLiteral where Wrapped: ExpressibleByExtendedGraphemeClusterLiteral {
    /// A value written as a one-character literal of the wrapped type.
    public init(extendedGraphemeClusterLiteral value: Wrapped.ExtendedGraphemeClusterLiteralType) {
        self = .value(Wrapped(extendedGraphemeClusterLiteral: value))
    }
}

extension Nullable: ExpressibleByStringLiteral where Wrapped: ExpressibleByStringLiteral {
    /// A value written as a string literal of the wrapped type: `nickname: "Ann"`.
    public init(stringLiteral value: Wrapped.StringLiteralType) {
        self = .value(Wrapped(stringLiteral: value))
    }
}

extension Nullable: ExpressibleByIntegerLiteral where Wrapped: ExpressibleByIntegerLiteral {
    /// A value written as an integer literal of the wrapped type: `limit: 10`.
    public init(integerLiteral value: Wrapped.IntegerLiteralType) {
        self = .value(Wrapped(integerLiteral: value))
    }
}

extension Nullable: ExpressibleByFloatLiteral where Wrapped: ExpressibleByFloatLiteral {
    /// A value written as a floating-point literal of the wrapped type: `ratio: 0.5`.
    public init(floatLiteral value: Wrapped.FloatLiteralType) {
        self = .value(Wrapped(floatLiteral: value))
    }
}

extension Nullable: ExpressibleByBooleanLiteral where Wrapped: ExpressibleByBooleanLiteral {
    /// A value written as a Boolean literal of the wrapped type: `archived: true`.
    public init(booleanLiteral value: Wrapped.BooleanLiteralType) {
        self = .value(Wrapped(booleanLiteral: value))
    }
}
