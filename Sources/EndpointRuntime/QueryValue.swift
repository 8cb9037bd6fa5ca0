import Foundation

/// A value that can stand in a path parameter, a query parameter, a form field or a multipart
/// text part: it has one canonical text form, before any percent-encoding.
///
/// `String`, `Int`, `Int32`, `Int64`, `Double`, `Float`, `Bool` (`true`/`false`), `Decimal`,
/// `Date` (ISO 8601, UTC, e.g. `2024-05-01T12:00:00Z`), `URL` (its absolute string) and `UUID`
/// conform. An enum whose raw value is `String` or `Int` conforms by declaring it:
/// `extension Status: QueryValue {}`.
public protocol QueryValue: Sendable {
    /// The value as text, not yet percent-encoded.
    var parameterText: String { get }
}

/// The values a path parameter accepts: the same as query parameters.
public typealias PathParameterValue = QueryValue

extension String: QueryValue {
    /// The string itself.
    public var parameterText: String { self }
}
extension Int: QueryValue {
    /// The decimal digits, with a leading `-` when negative.
    public var parameterText: String { String(self) }
}
extension Int32: QueryValue {
    /// The decimal digits, with a leading `-` when negative.
    public var parameterText: String { String(self) }
}
extension Int64: QueryValue {
    /// The decimal digits, with a leading `-` when negative.
    public var parameterText: String { String(self) }
}
extension Double: QueryValue {
    /// The shortest text that reads back as the same value, e.g. `1.5` or `1e-07`.
    public var parameterText: String { String(self) }
}
extension Float: QueryValue {
    /// The shortest text that reads back as the same value, e.g. `1.5`.
    public var parameterText: String { String(self) }
}
extension Bool: QueryValue {
    /// `true` or `false`.
    public var parameterText: String { self ? "true" : "false" }
}
extension Decimal: QueryValue {
    /// The plain decimal text, e.g. `12.50` as `12.5`, with `.` as the separator in every locale.
    public var parameterText: String { description }
}
extension Date: QueryValue {
    /// ISO 8601 date and time in UTC without fractional seconds (RFC 3339 §5.6), e.g.
    /// `2024-05-01T12:00:00Z`.
    public var parameterText: String { formatted(.iso8601) }
}
extension URL: QueryValue {
    /// The absolute string of the URL.
    public var parameterText: String { absoluteString }
}
extension UUID: QueryValue {
    /// The lower-case text RFC 9562 §4 asks for, e.g. `e621e1f8-c36c-495a-93fc-0c247a3e6e5f`.
    public var parameterText: String { uuidString.lowercased() }
}

extension QueryValue where Self: RawRepresentable, RawValue == String {
    /// The raw value of the enum case.
    public var parameterText: String { rawValue }
}
extension QueryValue where Self: RawRepresentable, RawValue == Int {
    /// The raw value of the enum case, in decimal.
    public var parameterText: String { String(rawValue) }
}

/// Encoding of path parameter values (OpenAPI `style: simple`).
public enum PathParameter {
    /// Percent-encodes one path parameter value.
    ///
    /// Every byte of the value's UTF-8 text except the RFC 3986 §2.3 unreserved characters
    /// (`A-Z a-z 0-9 - . _ ~`) is percent-encoded, so `/`, `?`, `#`, `%` and spaces can never
    /// change the path.
    ///
    /// - Parameter value: The value to encode.
    /// - Returns: The encoded text, ready to stand in a path segment.
    public static func encode(_ value: some PathParameterValue) -> String {
        percentEncoded(value.parameterText)
    }
}

/// Percent-encodes every UTF-8 byte of `text` but the RFC 3986 §2.3 unreserved characters.
/// Spaces become `%20`, `+` becomes `%2B`.
func percentEncoded(_ text: String) -> String {
    let hex = Array("0123456789ABCDEF".utf8)
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count)
    for byte in text.utf8 {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
             UInt8(ascii: "_"), UInt8(ascii: "~"):
            bytes.append(byte)
        default:
            bytes += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]]
        }
    }
    return String(decoding: bytes, as: UTF8.self)
}
