import Foundation

/// A value that can stand in a path parameter, a query parameter, a form field or a multipart
/// text part: it has one canonical text form, before any percent-encoding.
///
/// `String`, `Int`, `Int32`, `Int64`, `Double`, `Float`, `Bool` (`true`/`false`), `Decimal`,
/// `Date` (RFC 3339, UTC, e.g. `2024-05-01T12:00:00Z`), ``CalendarDate`` (`2024-05-01`),
/// ``TimeOfDay``, `URL` (its absolute string) and `UUID` conform. An enum whose raw value is
/// `String` or `Int` conforms by declaring it: `extension Status: QueryValue {}`.
public protocol QueryValue: Sendable {
    /// The value as text, not yet percent-encoded.
    var parameterText: String { get }
}

/// The values a path parameter accepts: the same as query parameters.
public typealias PathParameterValue = QueryValue

extension QueryValue where Self: LosslessStringConvertible {
    /// The value's `description`, which reads back as the same value: a string itself; an
    /// integer's decimal digits, with a leading `-` when negative; the shortest text of a
    /// `Double` or `Float`, e.g. `1.5` or `1e-07`; `true` or `false`; a ``CalendarDate`` or
    /// ``TimeOfDay`` as RFC 3339 writes it.
    public var parameterText: String { description }
}
extension String: QueryValue {}
extension Int: QueryValue {}
extension Int32: QueryValue {}
extension Int64: QueryValue {}
extension Double: QueryValue {
    /// The shortest text that reads back as the same `Double`, written as the client's JSON
    /// writes the same number, so that a server reads the same text in a query, a form and a
    /// JSON body: `1.5`, `1e-05`, `1e+20` (`+` is percent-encoded in a query), and a whole
    /// number without a fraction, `1` for `1.0`, `-0` for negative zero. Python's `float` and
    /// `Decimal` (so FastAPI and Django) read it as the same number. NaN and infinity have no
    /// JSON or OpenAPI form (`nan` would even read as a number in Python): the client then
    /// refuses the request with ``APIError/encodingFailed(_:)``.
    public var parameterText: String { numberText(self, isFinite: isFinite) }
}
extension Float: QueryValue {
    /// The shortest text that reads back as the same `Float`, as JSON writes it, e.g. `0.1`,
    /// `2` for `2.0`, `1e+15`; NaN and infinity are refused as for `Double`.
    public var parameterText: String { numberText(self, isFinite: isFinite) }
}
extension Bool: QueryValue {}
extension Decimal: QueryValue {
    /// The plain decimal text, e.g. `12.50` as `12.5`, with `.` as the separator in every
    /// locale; NaN is refused as for `Double`.
    public var parameterText: String { finiteText(self, isFinite: !isNaN) }
}

/// The description of a number, or a reported problem when it is NaN or infinite.
private func finiteText(_ number: some CustomStringConvertible, isFinite: Bool) -> String {
    if !isFinite { SerializationProblems.report("the number \(number) has no JSON or parameter form") }
    return number.description
}

/// A binary floating-point number as `JSONEncoder` writes it: its shortest description with a
/// trailing `.0` dropped (`1`, `-0`, `1e+16`, `0.1`). One rule for every path (a query
/// parameter, a form field, a value written through its `Encodable` conformance, a JSON
/// body), so that a server reads the same text for the same value wherever it is sent.
func numberText(_ number: some CustomStringConvertible, isFinite: Bool) -> String {
    let text = finiteText(number, isFinite: isFinite)
    return isFinite && text.hasSuffix(".0") ? String(text.dropLast(2)) : text
}
extension Date: QueryValue {
    /// RFC 3339 date and time in UTC with the fraction digits the date holds, as
    /// ``JSONCoding/DateStrategy/iso8601`` writes it, e.g. `2024-05-01T12:00:00Z` or
    /// `2026-12-01T13:52:37.912423Z`. A date outside the years 0000–9999 cannot be written: the
    /// client then refuses the request with ``APIError/encodingFailed(_:)``.
    public var parameterText: String {
        guard let text = RFC3339.string(from: self) else {
            SerializationProblems.report("the date \(timeIntervalSince1970) s since 1970 lies outside the years 0000–9999 of RFC 3339")
            return String(timeIntervalSince1970)
        }
        return text
    }
}
extension URL: QueryValue {
    /// The absolute string of the URL.
    public var parameterText: String { absoluteString }
}
extension UUID: QueryValue {
    /// The canonical lower-case text (RFC 9562 §4: output in lower case), e.g.
    /// `e621e1f8-c36c-495a-93fc-0c247a3e6e5f`; routes such as Django's `<uuid:id>` match
    /// nothing else.
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

/// Encoding of path parameter values.
public enum PathParameter {
    /// Percent-encodes one path parameter value (OpenAPI `style: simple`).
    ///
    /// Every byte of the value's UTF-8 text except the RFC 3986 §2.3 unreserved characters
    /// (`A-Z a-z 0-9 - . _ ~`) is percent-encoded, so `/`, `?`, `#`, `%` and spaces can never
    /// change the path.
    ///
    /// A value that is `.` or `..` is written `%2E` or `%2E%2E`: as it is, it would be a dot
    /// segment, which URL resolution removes with the segment before it (RFC 3986 §5.2.4), so
    /// the request would go to another path. An empty value would leave an empty segment
    /// (`/pets/` for `/pets/{id}`), another resource: the client refuses to send the request,
    /// with ``APIError/encodingFailed(_:)``.
    ///
    /// - Parameter value: The value to encode.
    /// - Returns: The encoded text, ready to stand in a path segment.
    public static func encode(_ value: some PathParameterValue) -> String {
        segment(percentEncoded(value.parameterText), name: nil)
    }

    /// Writes a path parameter in its style (OpenAPI 3.0.4 §4.7.12.4), every value
    /// percent-encoded as ``encode(_:)`` does, a written text of `.` or `..` (a `label` of an
    /// empty value, an array of `..`) as `%2E` or `%2E%2E`, and an empty text (`simple` of `""`
    /// or of an empty array) refused as ``encode(_:)`` refuses it.
    ///
    /// - Parameters:
    ///   - value: The value: a primitive, an array or an object.
    ///   - name: The parameter name, which ``ParameterStyle/matrix`` writes.
    ///   - style: ``ParameterStyle/simple`` (the default), ``ParameterStyle/label`` or
    ///     ``ParameterStyle/matrix``; query styles are written as `simple`.
    ///   - explode: The parameter's `explode`; defaults to `false`.
    /// - Returns: The text that replaces `{name}` in the path template, e.g. `;id=5` or
    ///   `.a,b`.
    public static func encode(_ value: ParameterValue, name: String, style: ParameterStyle = .simple,
                              explode: Bool = false) -> String {
        segment(value.path(name: name, style: style, explode: explode), name: name)
    }

    /// `text`, the encoded value, made safe to stand for a whole path segment: a dot segment
    /// percent-encoded, an empty one reported. `name` is the parameter's, for the message.
    private static func segment(_ text: String, name: String?) -> String {
        switch text {
        case "":
            SerializationProblems.report("the path parameter\(name.map { " '\($0)'" } ?? "") is empty, which would "
                + "leave an empty path segment and send the request to another path")
            return text
        case ".", "..":
            return String(repeating: "%2E", count: text.count)
        default:
            return text
        }
    }
}

/// Percent-encodes every UTF-8 byte of `text` but the RFC 3986 §2.3 unreserved characters.
/// Spaces become `%20`, `+` becomes `%2B`.
func percentEncoded(_ text: String) -> String {
    percentEncoded(text) { _ in false }
}

/// Percent-encodes like ``percentEncoded(_:)``, but leaves the RFC 3986 §2.2 reserved characters
/// and existing `%HH` triplets as they are (RFC 6570 §3.2.3 reserved expansion, OpenAPI
/// `allowReserved`), except `[ ] #`, which a query cannot hold, and `& + =`, which would change
/// the meaning of a query string.
func reservedExpansionEncoded(_ text: String) -> String {
    percentEncoded(text, keepingTriplets: true) { ":/?@!$'()*,;".utf8.contains($0) }
}

/// Percent-encodes the bytes a cookie value cannot hold (RFC 6265 §4.1.1 `cookie-octet`: not
/// controls, space, `"`, `,`, `;`, `\` or non-ASCII), and `%` so that the encoding is undone
/// exactly by a server that decodes.
func cookieEncoded(_ text: String) -> String {
    percentEncoded(text) { $0 > 0x20 && $0 < 0x7F && !"\",;\\%".utf8.contains($0) }
}

/// Percent-encodes every UTF-8 byte of `text` except the unreserved characters and the bytes
/// `keep` accepts, and `%HH` triplets when `keepingTriplets`.
private func percentEncoded(_ text: String, keepingTriplets: Bool = false, keeping keep: (UInt8) -> Bool) -> String {
    let hex = Array("0123456789ABCDEF".utf8)
    let source = Array(text.utf8)
    var bytes: [UInt8] = []
    bytes.reserveCapacity(source.count)
    for (index, byte) in source.enumerated() {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
             UInt8(ascii: "_"), UInt8(ascii: "~"):
            bytes.append(byte)
        case UInt8(ascii: "%") where keepingTriplets && index + 2 < source.count
            && source[index + 1 ... index + 2].allSatisfy({ hex.contains($0) || (0x61...0x66).contains($0) }):
            bytes.append(byte)
        case _ where keep(byte):
            bytes.append(byte)
        default:
            bytes += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]]
        }
    }
    return String(decoding: bytes, as: UTF8.self)
}
