/// The reading toolkit of one YAML file, shared by the endpoint-spec loader, the OpenAPI
/// reader and the config file: the file's path, where mistakes go, the format (whose rules
/// differ in a few places, ``InputFormat``), and the checks of YAML nodes (mappings with
/// duplicate keys, fixed keys, strings, Booleans, untyped values) that report a mistake at its
/// position and let reading go on.
struct DecodeContext {
    /// The path to name in diagnostics.
    let file: String
    /// Where every mistake goes.
    let diagnostics: any DiagnosticSink
    /// The format being read, for the rules that differ between formats.
    let format: InputFormat
    /// Whether ``entries(_:key:what:)`` reports duplicate keys (it leaves them out either
    /// way): `false` where every duplicate of the file was reported when it was loaded
    /// (``reportDuplicateKeys(of:pointers:except:)``), so none is reported twice.
    var reportsDuplicateKeys = true

    /// Creates the toolkit for one file.
    /// - Parameters:
    ///   - file: The path to name in diagnostics.
    ///   - diagnostics: Where mistakes go.
    ///   - format: The format of the file; an endpoint spec unless given.
    init(file: String, diagnostics: any DiagnosticSink, format: InputFormat = .endpointSpec) {
        self.file = file
        self.diagnostics = diagnostics
        self.format = format
    }

    /// The location of a node, moved `offset` Unicode scalars to the right (for a character
    /// inside a one-line scalar).
    func location(_ node: YAMLNode, offset: Int = 0) -> SourceLocation {
        var location = node.mark.location(inFile: file)
        location.column += offset
        return location
    }

    /// Reports an error at a node.
    func error(_ message: String, at node: YAMLNode, offset: Int = 0, notes: [Diagnostic.Note] = []) {
        diagnostics.error(message, at: location(node, offset: offset), notes: notes)
    }

    /// Reports a warning at a node.
    func warning(_ message: String, at node: YAMLNode, notes: [Diagnostic.Note] = []) {
        diagnostics.warning(message, at: location(node), notes: notes)
    }

    /// Where to point at a value: the value itself, or its key when the value is empty (an
    /// empty value's mark is wherever libyaml stopped, often the next line).
    func anchor(_ value: YAMLNode, key: YAMLNode?) -> YAMLNode {
        if let key, let scalar = value.scalar, scalar.isNull, scalar.value.isEmpty { return key }
        return value
    }

    /// The pairs of a mapping whose keys are names chosen by the file (models, properties,
    /// parameters), with each key's text. Reports non-scalar keys and duplicate keys (with a
    /// note at the first; keys compared as `String`s, canonical equivalence included; see
    /// ``duplicateKeyMessage(_:first:in:)``), and leaves both out (the first of equal keys is
    /// kept). Duplicates are not reported when ``reportsDuplicateKeys`` is off.
    /// - Returns: `nil` (after reporting) when `node` is not a mapping; an empty list for a
    ///   null value where the format reads that as an empty mapping.
    func entries(_ node: YAMLNode, key: YAMLNode?, what: @autoclosure () -> String) -> [(name: String, key: YAMLNode, value: YAMLNode)]? {
        entries(node, key: key, what: what()) { ($0, $1, $2) }
    }

    /// ``entries(_:key:what:)``, each entry made by `make` from its name, key node and value
    /// node (so a reader that wraps nodes builds its list in one pass).
    func entries<Entry>(_ node: YAMLNode, key: YAMLNode?, what: @autoclosure () -> String, make: (String, YAMLNode, YAMLNode) -> Entry) -> [Entry]? {
        guard let pairs = node.pairs else {
            if format.readsNullAsEmptyMapping, node.scalar?.isNull == true { return [] }
            error("expected a mapping for \(what()), found \(Self.describe(node))", at: anchor(node, key: key))
            return nil
        }
        // Small mappings (most) look for a duplicate among the names kept so far; larger ones
        // through a dictionary. Both compare names as Strings.
        let small = pairs.count <= 16
        var names: [String] = []
        var seen: [String: YAMLNode] = [:]
        if small { names.reserveCapacity(pairs.count) } else { seen.reserveCapacity(pairs.count) }
        var result: [Entry] = []
        result.reserveCapacity(pairs.count)
        for pair in pairs {
            guard let text = pair.key.scalar?.value else {
                error("a key in \(what()) must be a scalar, found \(pair.key.kindDescription)", at: pair.key)
                continue
            }
            let isDuplicate = small ? names.contains(text) : seen[text] != nil
            if isDuplicate {
                // The first key with this text is the one kept.
                if reportsDuplicateKeys {
                    let first = seen[text] ?? pairs.first { $0.key.scalar?.value == text }?.key ?? pair.key
                    let firstText = first.scalar?.value ?? text
                    error(Self.duplicateKeyMessage(text, first: firstText, in: what()), at: pair.key,
                          notes: [Diagnostic.Note("'\(firstText)' is first defined here", at: location(first))])
                }
                continue
            }
            if small { names.append(text) } else { seen[text] = pair.key }
            result.append(make(text, pair.key, pair.value))
        }
        return result
    }

    /// The fields of a mapping whose keys are fixed by the format. Reports unknown keys (with
    /// a "did you mean"), duplicates, and missing required keys.
    /// - Parameters:
    ///   - node: The mapping.
    ///   - key: The key the mapping is the value of, to point at when the mapping is empty.
    ///   - what: The mapping's role in messages, such as `endpoint 'getPost'`.
    ///   - allowed: Every key the mapping may have, in the order to list them.
    ///   - required: The keys it must have.
    /// - Returns: `nil` (after reporting) when `node` is not a mapping.
    func fields(_ node: YAMLNode, key: YAMLNode?, what: @autoclosure () -> String, allowed: [String], required: [String] = []) -> Fields? {
        if let scalar = node.scalar, scalar.isNull, !required.isEmpty {
            error("\(what()) is empty; it needs \(Self.list(required))", at: anchor(node, key: key))
            return nil
        }
        guard let list = entries(node, key: key, what: what()) else { return nil }
        var fields = Fields(node: node)
        fields.entries.reserveCapacity(list.count)
        for entry in list {
            guard allowed.contains(entry.name) else {
                let notes = Suggestions.note(for: entry.name, in: allowed, listing: true)
                if let near = Suggestions.nearest(to: entry.name, in: allowed) { fields.misspelled.insert(near) }
                error("unknown key '\(entry.name)' in \(what())", at: entry.key, notes: notes)
                continue
            }
            fields.entries.append(entry)
        }
        // A misspelled required key was reported as unknown, with a "did you mean"; saying it
        // is missing too would report one mistake twice.
        let missing = required.filter { fields[$0] == nil && !fields.misspelled.contains($0) }
        if !missing.isEmpty {
            let noun = missing.count == 1 ? "key" : "keys"
            error("\(what()) is missing the required \(noun) \(Self.list(missing))", at: anchor(node, key: key))
        }
        return fields
    }

    /// The text of a scalar value, or `nil` (after reporting) when the node is not a scalar or,
    /// unless `allowEmpty`, is null or empty.
    func string(_ node: YAMLNode, key: YAMLNode?, what: @autoclosure () -> String, allowEmpty: Bool = false) -> String? {
        guard let scalar = node.scalar else {
            error("expected a scalar for \(what()), found \(node.kindDescription)", at: node)
            return nil
        }
        if !allowEmpty, scalar.isNull || scalar.value.isEmpty {
            error(scalar.isNull ? "\(what()) has no value" : "\(what()) is empty", at: anchor(node, key: key))
            return nil
        }
        return scalar.value
    }

    /// The text of a scalar value with its position.
    func located(_ node: YAMLNode, key: YAMLNode?, what: @autoclosure () -> String) -> Located<String>? {
        string(node, key: key, what: what()).map { Located($0, at: location(node)) }
    }

    /// A Boolean by the format's words (``InputFormat/boolean(_:)``), or `nil` after
    /// reporting anything else.
    func bool(_ node: YAMLNode, key: YAMLNode?, what: @autoclosure () -> String) -> Bool? {
        guard let text = string(node, key: key, what: what()) else { return nil }
        guard let flag = format.boolean(text) else {
            error("expected true or false for \(what()), found '\(text)'", at: node)
            return nil
        }
        return flag
    }

    /// A value whose type nothing declares (a `JSON` default, the default of an untyped
    /// schema), as JSON: each scalar by the YAML 1.2 core schema
    /// (``ScalarText/untypedLiteral(_:)``), sequences and mappings as arrays and objects
    /// (duplicate keys reported). `nil` when a scalar is `.inf` or `.nan`, or a mapping is
    /// malformed (reported, naming the value as `what`).
    func untypedLiteral(_ node: YAMLNode, what: @autoclosure () -> String) -> Spec.LiteralValue? {
        switch node.shape {
        case .scalar(let scalar):
            return ScalarText.untypedLiteral(scalar)
        case .sequence(let items):
            var values: [Spec.LiteralValue] = []
            values.reserveCapacity(items.count)
            for item in items {
                guard let value = untypedLiteral(item, what: what()) else { return nil }
                values.append(value)
            }
            return .array(values)
        case .mapping:
            guard let list = entries(node, key: nil, what: what()) else { return nil }
            var object: [String: Spec.LiteralValue] = [:]
            for entry in list {
                guard let value = untypedLiteral(entry.value, what: what()) else { return nil }
                object[entry.name] = value
            }
            return .object(object)
        }
    }
}

extension DecodeContext {
    /// Names quoted and joined for messages: `'a'`, `'a' and 'b'`, `'a', 'b' and 'c'`.
    static func list(_ names: [String]) -> String {
        let quoted = names.map { "'\($0)'" }
        guard let last = quoted.last else { return "" }
        return quoted.count == 1 ? last : quoted.dropLast().joined(separator: ", ") + " and " + last
    }

    /// A node's kind for messages, with "nothing" for an empty value.
    static func describe(_ node: YAMLNode) -> String {
        if let scalar = node.scalar, scalar.isNull, scalar.value.isEmpty { return "nothing" }
        return node.kindDescription
    }
}

/// The fields of a mapping with fixed keys, after ``DecodeContext/fields(_:key:what:allowed:required:)``
/// has checked them.
struct Fields {
    /// The mapping node.
    let node: YAMLNode
    /// Each known key's name, key node and value node, in file order (no name twice: the
    /// duplicates were reported and left out). A mapping with fixed keys has a dozen at most,
    /// so a lookup compares names one by one instead of hashing.
    var entries: [(name: String, key: YAMLNode, value: YAMLNode)] = []
    /// The allowed keys suggested for unknown keys (likely misspelled, already reported).
    var misspelled: Set<String> = []

    /// The value of a key, if present.
    subscript(name: String) -> YAMLNode? { entries.first { $0.name == name }?.value }

    /// The key node of a key, if present.
    func key(_ name: String) -> YAMLNode? { entries.first { $0.name == name }?.key }
}
