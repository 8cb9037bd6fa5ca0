import Foundation

/// An ordered list of name–value pairs for a query string or a form body.
///
/// Names and values are percent-encoded by ``percentEncodedString``: everything but the RFC 3986
/// §2.3 unreserved characters is encoded, so `+ & = # /`, spaces (as `%20`) and non-ASCII
/// arrive as they were meant (URLComponents leaves `+` alone, which servers read as a space).
public struct QueryItems: Sendable, Hashable {
    /// One name–value pair: as text before percent-encoding, and encoded.
    public struct Item: Sendable, Hashable {
        /// The name: the parameter's, or a property's for an exploded object.
        public let name: String
        /// The value; for a delimited array or object, the parts joined by their delimiter.
        public let value: String
        /// `name=value`, percent-encoded.
        var encoded: String
    }

    /// The pairs in the order they were appended.
    public private(set) var items: [Item] = []

    /// Creates an empty list.
    public init() {}

    /// Whether no pair has been appended.
    public var isEmpty: Bool { items.isEmpty }

    /// Appends `name=value`, or nothing when `value` is `nil`.
    ///
    /// - Parameters:
    ///   - name: The parameter name.
    ///   - value: The value; `Bool` is written `true`/`false`, `Date` as RFC 3339 in UTC.
    ///   - allowReserved: Whether RFC 3986 reserved characters are sent as they are (OpenAPI
    ///     `allowReserved`); defaults to `false`. See
    ///     ``append(_:_:style:explode:allowReserved:)-(_,ParameterValue?,_,_,_)``.
    public mutating func append(_ name: String, _ value: (some QueryValue)?, allowReserved: Bool = false) {
        append(name, value.map { ParameterValue($0) }, allowReserved: allowReserved)
    }

    /// Appends an array parameter, or nothing when `values` is `nil` or empty; the parameters
    /// are those of ``append(_:_:style:explode:allowReserved:)-(_,ParameterValue?,_,_,_)``,
    /// whose defaults give `k=a&k=b`.
    public mutating func append(_ name: String, _ values: [some QueryValue]?, style: ParameterStyle = .form,
                                explode: Bool = true, allowReserved: Bool = false) {
        append(name, values.map { ParameterValue($0) }, style: style, explode: explode, allowReserved: allowReserved)
    }

    /// Appends a parameter as its style writes it (OpenAPI 3.0.4 §4.7.12.4), or nothing when
    /// `value` is `nil` or an empty array or object (`name=` would read back as one empty
    /// element).
    ///
    /// - Parameters:
    ///   - name: The parameter name.
    ///   - value: The value: a primitive, an array or an object.
    ///   - style: ``ParameterStyle/form`` (the default), ``ParameterStyle/spaceDelimited``,
    ///     ``ParameterStyle/pipeDelimited`` or ``ParameterStyle/deepObject``; path styles are
    ///     written as `form`.
    ///   - explode: The parameter's `explode`; defaults to `true`, the default for `form`.
    ///   - allowReserved: Whether the characters RFC 3986 §2.2 reserves are sent as they are,
    ///     with `%` triplets already in the value (OpenAPI `allowReserved`, RFC 6570 reserved
    ///     expansion); `[ ] # & + =` stay encoded all the same, since they would change the
    ///     query's structure. Defaults to `false`: everything but the unreserved characters is
    ///     percent-encoded.
    public mutating func append(_ name: String, _ value: ParameterValue?, style: ParameterStyle = .form,
                                explode: Bool = true, allowReserved: Bool = false) {
        guard let value else { return }
        for pair in value.query(name: name, style: style, explode: explode,
                                encode: allowReserved ? reservedExpansionEncoded : percentEncoded) {
            items.append(Item(name: pair.name.removingPercentEncoding ?? pair.name,
                              value: pair.value.removingPercentEncoding ?? pair.value, encoded: pair.name + "=" + pair.value))
        }
    }

    /// Appends `name=` and raw bytes, each byte but the RFC 3986 §2.3 unreserved characters
    /// percent-encoded (`%FF`), as a URL-encoded form sends a binary field (OpenAPI `format:
    /// binary`), or nothing when `bytes` is `nil`. The item's ``Item/value`` is the bytes read
    /// as UTF-8, for display only.
    public mutating func append(_ name: String, bytes: Data?) {
        guard let bytes else { return }
        var encoded = ""
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                encoded += "%" + String(byte >> 4, radix: 16, uppercase: true) + String(byte & 0x0F, radix: 16, uppercase: true)
            }
        }
        items.append(Item(name: name, value: String(decoding: bytes, as: UTF8.self), encoded: percentEncoded(name) + "=" + encoded))
    }

    /// The pairs as `name=value` joined by `&`, each percent-encoded; empty when there are none.
    public var percentEncodedString: String {
        items.map(\.encoded).joined(separator: "&")
    }
}
