import Foundation

extension ParameterValue {
    /// An array whose elements are values of any shape, in order. When every element is a
    /// primitive it is an array of primitives, as from an array of `QueryValue`s; otherwise only
    /// ``ParameterStyle/deepObject`` writes it, each element under its index as the PHP, Rails
    /// and `qs` convention reads it (`name[0][key]=value`, `name[1][]=a`); OpenAPI defines no
    /// form for it. An element that writes nothing (an empty object or array) would drop out
    /// of the array a server reads, and any other style cannot write it: the client then
    /// refuses the request with ``APIError/encodingFailed(_:)``.
    public init(elements: [ParameterValue]) {
        var texts: [String] = []
        for element in elements {
            guard case .primitive(let text) = element.shape else {
                shape = .elements(elements)
                return
            }
            texts.append(text)
        }
        shape = .array(texts)
    }

    /// A free-form object whose values are of any shape (OpenAPI `additionalProperties` of
    /// objects, say), its entries sorted by key so that the same dictionary is always written
    /// the same way; written as ``init(nested:)`` is (of primitives only, as a dictionary of
    /// `QueryValue`s is).
    public init(dictionary: [String: ParameterValue]) {
        self.init(fields: dictionary.sorted { $0.key < $1.key })
    }

    /// An object of `fields` in order: of primitives only, or nested.
    init(fields: [(key: String, value: ParameterValue)]) {
        var flat: [Field] = []
        for (key, value) in fields {
            guard case .primitive(let text) = value.shape else {
                shape = .nested(fields.map { NestedField(key: $0.key, value: $0.value) })
                return
            }
            flat.append(Field(key: key, value: text))
        }
        shape = .object(flat)
    }

    /// A value as its `Encodable` conformance writes it, read as JSON would be and held in
    /// the shape that JSON has: a string, number or Boolean as a primitive (a number as JSON
    /// writes it, `3` for `3.0` as every parameter writes it; a `Date` as RFC 3339, `Data` as base64, a `UUID` in lower case,
    /// a `Decimal` as its decimal text), an array as an array (``init(elements:)``), an object
    /// as ``init(nested:)`` makes it, its members in the order they are encoded (a model's
    /// properties in order, then the members beside them), a dictionary's sorted by key.
    ///
    /// This writes values whose shape is known only when the request is made: a `JSONValue`,
    /// a choice (`oneOf`, `anyOf`), a dictionary of them. A `null` (a `nil` optional) is
    /// undefined and left out, as RFC 6570 §2.3 (on which OpenAPI's parameter styles rest)
    /// treats it; a `null` element of an array would shift the elements after it, and a value
    /// whose encoding throws cannot be written: the client then refuses the request with
    /// ``APIError/encodingFailed(_:)``.
    public init(encoding value: some Encodable) {
        let root = ParameterTreeEncoder.Node()
        do {
            try ParameterTreeEncoder(node: root, codingPath: []).encode(value)
        } catch {
            SerializationProblems.report("a parameter value cannot be encoded: \(error)")
        }
        shape = root.parameterValue(path: "")?.shape ?? .object([])
    }

    /// The members an object model keeps beside its properties (OpenAPI
    /// `additionalProperties`), written as ``init(encoding:)`` writes a dictionary of them, to
    /// be sent after the properties as more fields of a form or a query. A key that is also a
    /// property's would make the server read two values for one name, and one that begins with
    /// a property's key and `[` (`order[x]`) is read as a part of that property by servers that
    /// read brackets: the client then refuses the request with ``APIError/encodingFailed(_:)``,
    /// as a JSON body refuses the first.
    ///
    /// - Parameters:
    ///   - members: The members by key.
    ///   - known: The JSON keys of the model's properties.
    public init(additionalProperties members: [String: some Encodable], excluding known: Set<String>) {
        Self.reportPropertyKey(among: members.keys, known: known)
        self.init(encoding: members)
    }

    /// Reports the first of `keys` (in order) that is also a property's, `known`: a form, a
    /// query or a multipart body would hold two values under one name. So does a key that
    /// begins with a property's key and `[` (`order[x]` beside `order`): a property written
    /// with brackets (deepObject) may write that very name, and the servers that read brackets
    /// (PHP, Rails, `qs`) read it as a part of the property in any case.
    ///
    /// Brackets are found in the UTF-8 bytes, not by `Character`: a `[` followed by a combining
    /// mark is one `Character` but the same `[` byte on the wire. Every `[` counts, so that
    /// `filter[a][b]` beside a property `filter[a]` is refused too.
    static func reportPropertyKey(among keys: some Collection<String>, known: Set<String>) {
        let knownBytes = Set(known.map { Array($0.utf8) })
        for key in keys.sorted() {
            if known.contains(key) || knownBytes.contains(Array(key.utf8)) {
                SerializationProblems.report("the additional property '\(key)' has the key of a property of the model; "
                    + "a form, a query or a multipart body cannot hold both")
                return
            }
            let bytes = Array(key.utf8)
            for index in bytes.indices where bytes[index] == UInt8(ascii: "[") && knownBytes.contains(Array(bytes[..<index])) {
                let property = String(decoding: bytes[..<index], as: UTF8.self)
                SerializationProblems.report("the additional property '\(key)' begins with the key of the property "
                    + "'\(property)' and a bracket, which servers that read brackets read as a part of that property")
                return
            }
        }
    }

    /// Whether the value is a primitive or an array of primitives, which every style writes.
    var isFlat: Bool {
        switch shape {
        case .primitive, .array: true
        case .object, .nested, .elements: false
        }
    }
}

/// An `Encoder` that records the value it is given as a tree of JSON-shaped nodes, for
/// ``ParameterValue/init(encoding:)``.
struct ParameterTreeEncoder: Encoder {
    /// A JSON-shaped value being written: nothing yet (read as `null`), a primitive's text, or
    /// an array's or an object's children, filled in as the containers are written.
    final class Node {
        enum Kind {
            case null, primitive(String), array, object
        }
        var kind = Kind.null
        var elements: [Node] = []
        /// The members in the order they were written (a key written again keeps its place).
        private(set) var members: [(key: String, node: Node)] = []
        /// The place of each key in ``members``, so that an object of many members is written
        /// in linear time (a search of the list for each key took 12 s for 10,000 keys).
        private var places: [String: Int] = [:]

        /// The node for `key` of this object: a new one, or the one already there when
        /// `reusing` (a super encoder's).
        func member(_ key: String, reusing: Bool = false) -> Node {
            let node = Node()
            if let index = places[key] {
                if reusing { return members[index].node }
                members[index].node = node
            } else {
                places[key] = members.count
                members.append((key, node))
            }
            return node
        }

        /// Makes the node an object with no members yet.
        func makeObject() {
            kind = .object
            members = []
            places = [:]
        }

        /// The node as a parameter value, or `nil` for `null`; `path` names it in a message.
        func parameterValue(path: String) -> ParameterValue? {
            switch kind {
            case .null:
                return nil
            case .primitive(let text):
                return ParameterValue(text)
            case .array:
                var values: [ParameterValue] = []
                for (index, element) in elements.enumerated() {
                    guard let value = element.parameterValue(path: path + "[\(index)]") else {
                        SerializationProblems.report("the element \(path)[\(index)] is null, which a parameter or form field "
                            + "cannot hold: leaving it out would shift the elements after it")
                        continue
                    }
                    values.append(value)
                }
                return ParameterValue(elements: values)
            case .object:
                let fields = members.compactMap { key, member in
                    member.parameterValue(path: path.isEmpty ? key : path + "[\(key)]").map { (key: key, value: $0) }
                }
                return ParameterValue(fields: fields)
            }
        }
    }

    let node: Node
    var codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    /// Writes `value` into ``node``: the types `JSONEncoder` writes as text by default (and
    /// `Date`, `UUID` and `Decimal`, as a query writes them) as primitives, anything else
    /// through its own `encode(to:)`. A value nested more than 512 levels deep (a model that
    /// holds itself) throws `EncodingError.invalidValue`, as `JSONEncoder` refuses it, before
    /// the recursion would run out of stack.
    func encode(_ value: some Encodable) throws {
        guard codingPath.count <= 512 else {
            throw EncodingError.invalidValue(value, .init(codingPath: codingPath, debugDescription: "the value is nested more than 512 levels deep"))
        }
        switch value {
        // Numbers as JSON writes them, dates (RFC 3339), UUIDs (lower case), Decimals, URLs, strings, integers, Booleans and
        // raw-value enums: the text they have as any other parameter.
        case let scalar as any QueryValue: node.kind = .primitive(scalar.parameterText)
        case let data as Data: node.kind = .primitive(data.base64EncodedString())
        case let dictionary as [String: any Encodable]:
            // In the order of the keys: a dictionary's own order changes from run to run.
            node.makeObject()
            for key in dictionary.keys.sorted() {
                guard let member = dictionary[key] else { continue }
                try ParameterTreeEncoder(node: node.member(key), codingPath: codingPath + [AnyCodingKey(stringValue: key)]).encode(member)
            }
        default: try value.encode(to: self)
        }
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        if case .object = node.kind {} else { node.makeObject() }
        return KeyedEncodingContainer(Keyed<Key>(node: node, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        if case .array = node.kind {} else { node.kind = .array; node.elements = [] }
        return Unkeyed(node: node, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        Single(node: node, codingPath: codingPath)
    }

    private struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let node: Node
        var codingPath: [any CodingKey]

        private func child(_ key: Key) -> ParameterTreeEncoder {
            ParameterTreeEncoder(node: node.member(key.stringValue), codingPath: codingPath + [key])
        }

        mutating func encodeNil(forKey key: Key) throws { _ = child(key) }
        mutating func encode(_ value: some Encodable, forKey key: Key) throws { try child(key).encode(value) }
        mutating func encode(_ value: Bool, forKey key: Key) throws { try child(key).encode(value) }
        mutating func encode(_ value: String, forKey key: Key) throws { try child(key).encode(value) }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type,
                                                            forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
            child(key).container(keyedBy: keyType)
        }

        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            child(key).unkeyedContainer()
        }

        mutating func superEncoder() -> any Encoder {
            ParameterTreeEncoder(node: node.member("super", reusing: true), codingPath: codingPath)
        }

        mutating func superEncoder(forKey key: Key) -> any Encoder { child(key) }
    }

    private struct Unkeyed: UnkeyedEncodingContainer {
        let node: Node
        var codingPath: [any CodingKey]
        var count: Int { node.elements.count }

        private func next() -> ParameterTreeEncoder {
            let element = Node()
            node.elements.append(element)
            return ParameterTreeEncoder(node: element, codingPath: codingPath + [AnyCodingKey(intValue: node.elements.count - 1)])
        }

        mutating func encodeNil() throws { _ = next() }
        mutating func encode(_ value: some Encodable) throws { try next().encode(value) }
        mutating func encode(_ value: Bool) throws { try next().encode(value) }
        mutating func encode(_ value: String) throws { try next().encode(value) }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
            next().container(keyedBy: keyType)
        }

        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer { next().unkeyedContainer() }
        mutating func superEncoder() -> any Encoder { next() }
    }

    private struct Single: SingleValueEncodingContainer {
        let node: Node
        var codingPath: [any CodingKey]

        mutating func encodeNil() throws { node.kind = .null }
        mutating func encode(_ value: Bool) throws { node.kind = .primitive(value ? "true" : "false") }
        mutating func encode(_ value: String) throws { node.kind = .primitive(value) }
        // Witnesses every integer requirement (Int, Int8 ... UInt64): decimal text.
        mutating func encode<Integer: BinaryInteger & Encodable>(_ value: Integer) throws { node.kind = .primitive(String(value)) }
        mutating func encode(_ value: Double) throws { node.kind = .primitive(value.parameterText) }
        mutating func encode(_ value: Float) throws { node.kind = .primitive(value.parameterText) }
        mutating func encode(_ value: some Encodable) throws {
            try ParameterTreeEncoder(node: node, codingPath: codingPath).encode(value)
        }
    }
}
