import Foundation

/// How a parameter is written: OpenAPI's `style` (3.0.4 §4.7.12.4), after RFC 6570 §3.2.
///
/// The examples are for a parameter `color` holding `"blue"`, `["blue", "black"]` or
/// `{"R": 100, "G": 200}`, without and with `explode`.
public enum ParameterStyle: Sendable, Hashable {
    /// Query and cookie: `color=blue`; `color=blue,black` or `color=blue&color=black`;
    /// `color=R,100,G,200` or `R=100&G=200` (RFC 6570 §3.2.8). In a cookie, exploded pairs are
    /// separate cookies (`color=blue; color=black`), as RFC 6265 §4.2.1 writes them.
    case form
    /// Query arrays and objects joined by spaces, `color=blue%20black`; exploded, as ``form``.
    case spaceDelimited
    /// Query arrays and objects joined by pipes, `color=blue%7Cblack`; exploded, as ``form``.
    case pipeDelimited
    /// Query objects as `color%5BR%5D=100&color%5BG%5D=200` (`color[R]=100`). OpenAPI defines
    /// it for objects of primitives only; what it leaves undefined is written as Rails and the
    /// `qs` library read it: an array as `color%5B%5D=blue&color%5B%5D=black` (`color[]=blue`),
    /// an object holding objects or arrays (``ParameterValue/init(nested:)``) as
    /// `color[a][b]=x` and `color[tags][]=y`, and an array of objects or arrays
    /// (``ParameterValue/init(elements:)``) under each element's index, as PHP, Rails and `qs`
    /// read it: `color[0][a]=x&color[1][a]=y`. An empty name (a form body's own members)
    /// writes the keys bare: `a[b]=x`. A primitive is written as ``form``.
    case deepObject
    /// Path and header: `blue`; `blue,black`; `R,100,G,200` or `R=100,G=200` (RFC 6570 §3.2.2).
    case simple
    /// Path: `.blue`; `.blue,black` or `.blue.black`; `.R,100,G,200` or `.R=100.G=200`
    /// (RFC 6570 §3.2.5; the table of OpenAPI 3.0.3 had the non-exploded forms wrong).
    case label
    /// Path: `;color=blue`; `;color=blue,black` or `;color=blue;color=black`;
    /// `;color=R,100,G,200` or `;R=100;G=200` (RFC 6570 §3.2.7).
    case matrix
}

/// A parameter's value in one of the three shapes OpenAPI serializes: a primitive, an array of
/// primitives, or an object's properties. Each primitive is held as its ``QueryValue`` text.
///
/// A value that contains the character its style puts between elements (`,` for most styles,
/// a space for ``ParameterStyle/spaceDelimited``, `|` for ``ParameterStyle/pipeDelimited``, `.`
/// between exploded ``ParameterStyle/label`` elements) cannot be told apart from two values by
/// the server; OpenAPI leaves it undefined. The client then refuses to send the request, with
/// ``APIError/encodingFailed(_:)`` naming the parameter and the value.
public struct ParameterValue: Sendable, Hashable {
    enum Shape: Sendable, Hashable {
        case primitive(String)
        case array([String])
        case object([Field])
        /// An object whose property values are of any shape; only `deepObject` writes it.
        case nested([NestedField])
        /// An array with an object or an array among its elements; only `deepObject` writes it.
        case elements([ParameterValue])
    }

    struct Field: Sendable, Hashable {
        var key: String
        var value: String
    }

    struct NestedField: Sendable, Hashable {
        var key: String
        var value: ParameterValue
    }

    let shape: Shape

    /// A primitive value: a string, number, Boolean, date, UUID or enum case.
    public init(_ value: some QueryValue) { shape = .primitive(value.parameterText) }

    /// An array of primitive values, in order.
    public init(_ values: [some QueryValue]) { shape = .array(values.map(\.parameterText)) }

    /// An object's properties in order, keyed by their names in the API; `nil` values (unset
    /// optional properties) are left out.
    public init(_ fields: KeyValuePairs<String, (any QueryValue)?>) {
        shape = .object(fields.compactMap { key, value in value.map { Field(key: key, value: $0.parameterText) } })
    }

    /// A value sent as its JSON text, as a parameter described by `content` with a JSON media
    /// type is (OpenAPI 3.0.4 §4.7.12.2: `content` instead of `schema`, e.g. a query item
    /// `filter={"role":"admin"}`). The text is one primitive, so every style writes it whole
    /// (percent-encoded in the query and the path, as it is in a header field). It is encoded
    /// with the default ``JSONCoding`` (RFC 3339 dates), keys sorted, so the same value is
    /// always the same text. The text is printable ASCII: every other character is written as
    /// a `\u` escape (RFC 8259 §7), which reads back as the same string, so a header field
    /// (ASCII only, RFC 9110 §5.5) carries it exactly. A value that cannot be encoded makes
    /// the client refuse the request with ``APIError/encodingFailed(_:)``.
    public init(json value: some Encodable) {
        let encoder = JSONCoding().makeEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        do {
            shape = .primitive(Self.asciiJSON(String(decoding: try encoder.encode(value), as: UTF8.self)))
        } catch {
            SerializationProblems.report("a JSON parameter value cannot be encoded: \(error)")
            shape = .primitive("")
        }
    }

    /// `json` with every character outside printable ASCII written as `\u` and four hex digits,
    /// UTF-16 code unit by code unit (RFC 8259 §7). Outside strings, encoder output holds none.
    private static func asciiJSON(_ json: String) -> String {
        guard json.unicodeScalars.contains(where: { !(0x20..<0x7F).contains($0.value) }) else { return json }
        var text = ""
        for scalar in json.unicodeScalars {
            if (0x20..<0x7F).contains(scalar.value) {
                text.unicodeScalars.append(scalar)
                continue
            }
            for unit in String(scalar).utf16 {
                let hex = String(unit, radix: 16)
                text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            }
        }
        return text
    }

    /// An object whose properties are values of any shape (primitives, arrays, objects, nested
    /// again), in order, keyed by their names in the API; `nil` values (unset optional
    /// properties) are left out. OpenAPI defines no style for it; ``ParameterStyle/deepObject``
    /// writes it as Rails and the `qs` library read it, `name[key][inner]=value` and
    /// `name[key][]=element`. Any other style cannot write it: the client then refuses the
    /// request with ``APIError/encodingFailed(_:)``.
    public init(nested fields: KeyValuePairs<String, ParameterValue?>) {
        shape = .nested(fields.compactMap { key, value in value.map { NestedField(key: key, value: $0) } })
    }

    /// A free-form object (OpenAPI `additionalProperties`), its entries sorted by key so that
    /// the same dictionary is always written the same way.
    public init(dictionary: [String: some QueryValue]) {
        shape = .object(dictionary.sorted { $0.key < $1.key }.map { Field(key: $0.key, value: $0.value.parameterText) })
    }

    /// A free-form object whose values are arrays (OpenAPI `additionalProperties` of arrays),
    /// its entries sorted by key so that the same dictionary is always written the same way.
    /// Exploded ``ParameterStyle/form`` writes each element as `key=element`
    /// (`tag=a&tag=b&size=1`), as an exploded array property of a form body is written, and
    /// an empty array as nothing; ``ParameterStyle/deepObject`` writes `name[key][]=element`.
    /// OpenAPI defines no other form for it: any other style makes the client refuse the
    /// request with ``APIError/encodingFailed(_:)``.
    public init(dictionary: [String: [some QueryValue]]) {
        shape = .nested(dictionary.sorted { $0.key < $1.key }.map { NestedField(key: $0.key, value: ParameterValue($0.value)) })
    }

    /// The value as the text of a header field (`style: simple`): `blue`, `blue,black`, or
    /// `R,100,G,200` (exploded: `R=100,G=200`). Header values are not percent-encoded (OpenAPI
    /// 3.1.2 Appendix D); one that is not printable ASCII (RFC 9110 §5.5: servers read its
    /// bytes as Latin-1, or not at all), or that begins or ends with a space or a tab (which
    /// servers strip, RFC 9110 §5.5), makes the client refuse the request; so does an array
    /// element, object key or object value that does, since a server splits the list at its
    /// commas and strips the whitespace around each element (RFC 9110 §5.6.1).
    ///
    /// - Parameters:
    ///   - name: The header field name, for the message when a value holds a `,`.
    ///   - explode: The parameter's `explode`; defaults to `false`.
    public func headerFieldValue(name: String, explode: Bool = false) -> String {
        let text = path(name: name, style: .simple, explode: explode, encode: { $0 })
        if text.unicodeScalars.contains(where: { !(0x20..<0x7F).contains($0.value) && $0 != "\t" }) {
            SerializationProblems.report("the header field '\(name)' holds \"\(text)\", which is not printable ASCII "
                + "(RFC 9110 §5.5): servers would read other bytes than were meant")
        } else if Self.hasEdgeWhitespace(text) {
            SerializationProblems.report("the header field '\(name)' holds \"\(text)\", which begins or ends with "
                + "whitespace that servers strip (RFC 9110 §5.5): they would read another value")
        } else if let element = listElements.first(where: Self.hasEdgeWhitespace) {
            SerializationProblems.report("the header field '\(name)' holds the list element \"\(element)\", which begins or ends with "
                + "whitespace that servers strip around each element (RFC 9110 §5.6.1): they would read another value")
        }
        return text
    }

    /// The texts an array or object value joins with commas (keys and values); none for a
    /// primitive.
    private var listElements: [String] {
        switch shape {
        case .primitive, .nested, .elements: []
        case .array(let values): values
        case .object(let fields): fields.flatMap { [$0.key, $0.value] }
        }
    }

    /// Whether text begins or ends with a space or a tab.
    private static func hasEdgeWhitespace(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, let last = text.unicodeScalars.last else { return false }
        return first == " " || first == "\t" || last == " " || last == "\t"
    }

    /// The value as `name=value` pairs of a `Cookie` header field (`style: form`), joined by
    /// `; `. Characters a cookie value cannot hold (RFC 6265 §4.1.1: controls, space, `"`, `,`,
    /// `;`, `\`, non-ASCII) and `%` are percent-encoded; the rest is sent as it is, so a server
    /// that does not percent-decode cookies still reads plain values exactly.
    ///
    /// - Parameters:
    ///   - name: The cookie name.
    ///   - explode: The parameter's `explode`; defaults to `true`, the default for `form`.
    public func cookiePairs(name: String, explode: Bool = true) -> String {
        query(name: name, style: .form, explode: explode, encode: cookieEncoded)
            .map { $0.name + "=" + $0.value }.joined(separator: "; ")
    }

    /// The elements the styles join, values encoded, keys raw: a primitive or array element
    /// without a key; an object's keys and values in turn, or (exploded) as key–value pairs.
    /// Reports a value or key that holds `delimiter`.
    private func elements(name: String, explode: Bool, delimiter: Character?,
                          encode: (String) -> String) -> [(key: String?, value: String)] {
        let texts: [String]
        switch shape {
        case .primitive(let value): texts = [value]
        case .array(let values): texts = values
        case .object(let fields): texts = fields.flatMap { [$0.key, $0.value] }
        case .nested:
            SerializationProblems.report("the parameter '\(name)' holds objects or arrays inside an object, "
                + "which only style deepObject writes (OpenAPI defines no other form for it)")
            return []
        case .elements:
            SerializationProblems.report("the parameter '\(name)' holds objects or arrays inside an array, "
                + "which only style deepObject writes (OpenAPI defines no other form for it)")
            return []
        }
        if let delimiter, !isPrimitive, let clash = texts.first(where: { $0.contains(delimiter) }) {
            SerializationProblems.report("the value \"\(clash)\" of the parameter '\(name)' contains \"\(delimiter)\", "
                + "which its style puts between values (OpenAPI leaves this undefined)")
        }
        if explode, case .object(let fields) = shape { return fields.map { ($0.key, encode($0.value)) } }
        return texts.map { (nil, encode($0)) }
    }

    /// The path text for `simple`, `label` or `matrix` (RFC 6570 §3.2.2, §3.2.5, §3.2.7); any
    /// other style is written as `simple`.
    func path(name: String, style: ParameterStyle, explode: Bool, encode: (String) -> String = percentEncoded) -> String {
        let exploded = explode && (style == .label || style == .matrix)
        let elements = elements(name: name, explode: explode, delimiter: exploded ? (style == .label ? "." : nil) : ",", encode: encode)
        let texts = elements.map { ($0.key.map { encode($0) + "=" } ?? "") + $0.value }
        switch style {
        case .label:
            return "." + texts.joined(separator: exploded ? "." : ",")
        case .matrix where exploded && !elements.isEmpty:
            return elements.map { ";" + ($0.key.map(encode) ?? name) + ($0.value.isEmpty ? "" : "=" + $0.value) }.joined()
        case .matrix:
            let joined = texts.joined(separator: ",")
            return ";" + name + (joined.isEmpty ? "" : "=" + joined)
        default:
            return texts.joined(separator: ",")
        }
    }

    /// The `name=value` pairs of a query or form style, names percent-encoded and values with
    /// `encode`; none for an empty array or object (`color=` would read back as one empty
    /// element).
    func query(name: String, style: ParameterStyle, explode: Bool,
               encode: (String) -> String = percentEncoded) -> [(name: String, value: String)] {
        if style == .deepObject, !isPrimitive {
            return bracketed(name).map { (percentEncoded($0.name), encode($0.value)) }
        }
        if explode, case .nested(let fields) = shape, fields.allSatisfy(\.value.isFlat) {
            // Primitives and arrays under keys: each element a pair of its key, as exploded arrays are written.
            return fields.flatMap { $0.value.query(name: $0.key, style: .form, explode: true, encode: encode) }
        }
        let exploded = explode || isPrimitive
        let delimiter: (character: Character, text: String) = switch style {
        case .spaceDelimited: (" ", "%20")
        case .pipeDelimited: ("|", "%7C")
        default: (",", ",")
        }
        let elements = elements(name: name, explode: exploded, delimiter: exploded ? nil : delimiter.character, encode: encode)
        if exploded { return elements.map { ($0.key.map { percentEncoded($0) } ?? percentEncoded(name), $0.value) } }
        return elements.isEmpty ? [] : [(percentEncoded(name), elements.map(\.value).joined(separator: delimiter.text))]
    }

    /// The `name[key]=value` pairs of `deepObject`, names and values raw: an object's
    /// properties as `name[key]`, an array's elements as `name[]` (the Rails and `qs`
    /// convention), or as `name[0]`, `name[1]` when they are objects or arrays (the PHP, Rails
    /// and `qs` convention for them), nested values bracket after bracket. An empty `name`
    /// (a form body's own members) writes an object's keys bare, `key[inner]=value`.
    /// Reports a key that a server would read as another one: empty (`name[]` is an array
    /// element) or holding `[` or `]` (`name[a]b]`), in its bytes; percent-encoding does not help, since
    /// servers decode before they read the brackets. Reports an object whose keys are all array
    /// indices (`0`, `5`; not `05`), which is written as an array of objects is (`p[0][k]=v`)
    /// and read as an array by `qs` (`p[5]=x` as `["x"]`) and PHP. Reports an array element that writes
    /// nothing, which a server would not see, so that the elements after it would move.
    /// `parameter` is the parameter's name, for the message.
    private func bracketed(_ name: String, parameter: String? = nil) -> [(name: String, value: String)] {
        let keys: [String] = switch shape {
        case .primitive, .array, .elements: []
        case .object(let fields): fields.map(\.key)
        case .nested(let fields): fields.map(\.key)
        }
        if let key = keys.first(where: Self.bracketsAnotherKey) {
            SerializationProblems.report("the key \"\(key)\" of the parameter '\(parameter ?? name)' cannot be written in style "
                + "deepObject: a server would read \(name)[\(key)] as another key (an empty key as an array element)")
        } else if !name.isEmpty, !keys.isEmpty, keys.allSatisfy({ $0 == "0" || $0.first != "0" && $0.utf8.allSatisfy { (0x30...0x39).contains($0) } }) {
            // `p[0][k]=v` is also how an array of objects is written.
            SerializationProblems.report("the object \(name) of the parameter '\(parameter ?? name)' has only keys that are "
                + "array indices (\(keys[0])), which servers that read brackets (qs, PHP) read as an array")
        }
        let inner = { (key: String) in name.isEmpty ? key : name + "[" + key + "]" }
        switch shape {
        case .primitive(let value): return [(name, value)]
        case .array(let values): return values.map { (name + "[]", $0) }
        case .object(let fields): return fields.map { (inner($0.key), $0.value) }
        case .nested(let fields): return fields.flatMap { $0.value.bracketed(inner($0.key), parameter: parameter ?? name) }
        case .elements(let values):
            return values.enumerated().flatMap { index, value in
                let pairs = value.bracketed(name + "[\(index)]", parameter: parameter ?? name)
                if pairs.isEmpty {
                    SerializationProblems.report("the element \(name)[\(index)] of the parameter '\(parameter ?? name)' is an empty "
                        + "object or array, which deepObject writes as nothing: a server would read the array without it")
                }
                return pairs
            }
        }
    }

    /// Whether `name[key]` is read as another key by a server that reads brackets: `key` is
    /// empty (an array element) or holds `[` or `]`, found in its bytes (`]` followed by a
    /// combining mark is one `Character`, but the same `]` on the wire).
    static func bracketsAnotherKey(_ key: String) -> Bool {
        key.isEmpty || key.utf8.contains { $0 == UInt8(ascii: "[") || $0 == UInt8(ascii: "]") }
    }

    private var isPrimitive: Bool {
        if case .primitive = shape { true } else { false }
    }
}

/// The problems found while the client reads a request's parameters and body: values that
/// cannot be written exactly. The client collects them (a task-local value, so the `path`,
/// `queryItems`, `headerFields` and `body` of ``APIRequest`` stay plain properties) and refuses to
/// send the request when there is one. Outside the client, nothing is collected.
final class SerializationProblems: @unchecked Sendable {
    /// The collector of the request being built, if any.
    @TaskLocal static var current: SerializationProblems?

    private let lock = NSLock()
    private var messages: [String] = []

    /// Records a problem with the request being built; does nothing outside the client.
    static func report(_ message: String) {
        guard let current else { return }
        current.lock.withLock { current.messages.append(message) }
    }

    /// The problems recorded so far, in order.
    var all: [String] { lock.withLock { messages } }
}
