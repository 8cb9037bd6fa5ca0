/// A value that may be JSON `null`, for a property whose absence and `null` mean different
/// things: as `Nullable<Wrapped>?`, `nil` leaves the key out, ``null`` sends `null` and
/// ``value(_:)`` sends the value.
///
/// A PATCH body is the usual case (OpenAPI: an optional property with `nullable: true` or
/// `type: [T, "null"]`): leaving `nickname` out keeps it, `"nickname": null` clears it.
/// Decoding with `decodeIfPresent` reads both an absent key and `null` as `nil`; ``value``
/// gives the wrapped value or `nil` for callers who do not care which.
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
