import Foundation

/// An ordered list of name–value pairs for a query string or a form body.
///
/// Names and values are percent-encoded by ``percentEncodedString``: everything but the RFC 3986
/// §2.3 unreserved characters is encoded, so `+ & = # /`, spaces (as `%20`) and non-ASCII
/// arrive as they were meant (URLComponents leaves `+` alone, which servers read as a space).
///
/// An append that writes a name an earlier append wrote, or a name beside the same name
/// followed by brackets (`sort` and `sort[by]`), makes ``APIClient`` refuse the request with
/// ``APIError/encodingFailed(_:)`` when the list is built while the client reads the request
/// (a computed `queryItems` or `body`, as generated requests have); a server would read the two
/// as an array, or as one parameter (PHP, Rails, `qs`). A list built elsewhere is not checked.
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

    /// The names (as a server reads them, decoded) that earlier appends wrote, and the part
    /// before each `[` in them: what a later parameter or field must not write again.
    private var earlierNames = NameSet()

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
        let first = items.count
        for pair in value.query(name: name, style: style, explode: explode,
                                encode: allowReserved ? reservedExpansionEncoded : percentEncoded) {
            items.append(Item(name: pair.name.removingPercentEncoding ?? pair.name,
                              value: pair.value.removingPercentEncoding ?? pair.value, encoded: pair.name + "=" + pair.value))
        }
        checkNames(from: first, parameter: name)
    }

    /// Reports the first name of the items from `first` on that a server would not read apart
    /// from another one, and adds them to ``earlierNames``: a name an earlier parameter or field
    /// wrote (a server reads two values of one name as an array, or keeps one of them), or one
    /// that is a name of the same list followed by brackets (`filter` beside `filter[role]`,
    /// which PHP, Rails and `qs` read as one parameter). Names repeated within one append are
    /// an exploded array's elements, as meant. `parameter` names the append in the message.
    private mutating func checkNames(from first: Int, parameter: String) {
        var added = NameSet()
        for item in items[first...] { added.insert(item.name) }
        let subject = parameter.isEmpty ? "a form field" : "the parameter or field '\(parameter)'"
        if let clash = added.firstShared(with: earlierNames) {
            SerializationProblems.report("\(subject) writes the name '\(clash)', which another parameter or field writes too: "
                + "a server reads the two values as an array, or keeps one of them")
        } else if let (name, other) = added.bracketClash(with: earlierNames) ?? earlierNames.bracketClash(with: added) ?? added.bracketClash(with: added) {
            SerializationProblems.report("\(subject) writes the name '\(name)' beside '\(other)': servers that read brackets "
                + "(PHP, Rails, qs) read them as one parameter, so one of the values is lost or the request is refused")
        }
        earlierNames.formUnion(added)
    }

    /// Appends `name=` and raw bytes, each byte but the RFC 3986 §2.3 unreserved characters
    /// percent-encoded (`%FF`), as a URL-encoded form sends a binary field (OpenAPI `format:
    /// binary`), or nothing when `bytes` is `nil`. The item's ``Item/value`` is the bytes read
    /// as UTF-8, for display only.
    public mutating func append(_ name: String, bytes: Data?) {
        guard let bytes else { return }
        appendBytes(name, bytes)
        checkNames(from: items.count - 1, parameter: name)
    }

    /// Appends each member of a dictionary of raw bytes (a free-form URL-encoded body whose
    /// values are `format: binary`) as ``append(_:bytes:)`` appends one field, in the order of
    /// the keys, or nothing when `members` is `nil`. Each field is named by its key when `name`
    /// is empty (the body's own members), else `name[key]` (deepObject's brackets); a key that
    /// brackets would make another (empty, or holding `[` or `]`) makes the client refuse the
    /// request with ``APIError/encodingFailed(_:)``.
    public mutating func append(_ name: String, bytesByKey members: [String: Data]?) {
        guard let members else { return }
        let first = items.count
        for (key, bytes) in members.sorted(by: { $0.key < $1.key }) {
            if !name.isEmpty, ParameterValue.bracketsAnotherKey(key) {
                SerializationProblems.report("the key \"\(key)\" of the field '\(name)' cannot be written with brackets: "
                    + "a server would read \(name)[\(key)] as another key")
            }
            appendBytes(name.isEmpty ? key : name + "[" + key + "]", bytes)
        }
        checkNames(from: first, parameter: name)
    }

    /// Appends `name=` and `bytes` percent-encoded byte by byte.
    private mutating func appendBytes(_ name: String, _ bytes: Data) {
        var encoded = ""
        encoded.reserveCapacity(bytes.count * 3)
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

    /// Whether two lists hold the same pairs in the same order.
    public static func == (lhs: QueryItems, rhs: QueryItems) -> Bool { lhs.items == rhs.items }

    /// Hashes the pairs in order.
    public func hash(into hasher: inout Hasher) { hasher.combine(items) }
}

/// A set of names as a server reads them, with the part before each `[` in them (`a` and
/// `a[b]` for `a[b][c]`), to find a name that a server reading brackets takes for a part of
/// another. Names are compared by their UTF-8 bytes, as a server compares them (`é` and `e`
/// with a combining accent are two names), and brackets are found in the bytes.
struct NameSet: Sendable {
    /// The names, by their UTF-8 bytes.
    private(set) var names: Set<[UInt8]> = []
    /// The first name kept with each part before a `[` in it, by the part's ``RootKey`` (the
    /// part is not copied: a name of many brackets costs one entry each, not their lengths).
    private var roots: [RootKey: [UInt8]] = [:]

    /// A part of a name before a bracket, by its length and two 64-bit hashes (FNV-1a and a
    /// polynomial one), built a byte at a time so that every part of a name is keyed in one
    /// pass over it. Two different parts with equal keys (a chance of about 2⁻¹²⁸) would be
    /// taken for one, and a clash with the second missed; a clash found is checked byte by byte.
    struct RootKey: Hashable, Sendable {
        var length = 0
        var first = Int(bitPattern: 0xcbf2_9ce4_8422_2325 as UInt)
        var second = 0

        mutating func append(_ byte: UInt8) {
            length += 1
            first = (first ^ Int(byte)) &* 0x100_0000_01b3
            second = second &* 1_000_003 &+ Int(byte) &+ 1
        }

        init() {}

        init(of bytes: [UInt8]) {
            for byte in bytes { append(byte) }
        }
    }

    /// Adds `name`; returns whether it was not there yet.
    @discardableResult
    mutating func insert(_ name: String) -> Bool {
        let bytes = Array(name.utf8)
        guard names.insert(bytes).inserted else { return false }
        var key = RootKey()
        for byte in bytes {
            if byte == UInt8(ascii: "["), key.length > 0, roots[key] == nil { roots[key] = bytes }
            key.append(byte)
        }
        return true
    }

    mutating func formUnion(_ other: NameSet) {
        names.formUnion(other.names)
        roots.merge(other.roots) { old, _ in old }
    }

    /// The first name kept whose part before a `[` is `root`.
    private func name(withRoot root: [UInt8]) -> [UInt8]? {
        guard let name = roots[RootKey(of: root)], name.count > root.count, name[..<root.count].elementsEqual(root) else { return nil }
        return name
    }

    /// The first (in byte order) of the names of this set that `other` holds.
    func firstShared(with other: NameSet) -> String? {
        names.filter(other.names.contains).min { $0.lexicographicallyPrecedes($1) }.map { String(decoding: $0, as: UTF8.self) }
    }

    /// A name of this set that is a root of a name of `other` (`a` of `a[b]`), with that name;
    /// the first in byte order.
    func bracketClash(with other: NameSet) -> (name: String, other: String)? {
        names.compactMap { name in other.name(withRoot: name).map { (name: name, other: $0) } }
            .min { $0.name.lexicographicallyPrecedes($1.name) }
            .map { (String(decoding: $0.name, as: UTF8.self), String(decoding: $0.other, as: UTF8.self)) }
    }
}
