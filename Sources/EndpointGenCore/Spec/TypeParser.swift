/// Reads a type of the spec's type grammar from a YAML node.
///
/// The grammar, written as text: `Name`, `[T]`, `[String: T]`, `T?`, where `Name` is a
/// built-in (``Spec/TypeReference/Builtin``) or a model of the same file. Spaces around the
/// punctuation are allowed. As YAML gives `[` and `{` a meaning of their own, the unquoted flow
/// forms are read too: `[Post]` (a one-element flow sequence), `[[Int]]`, `[String: Int]`
/// (a flow sequence holding one `key: value` pair). A type that starts with `[` and ends with
/// `?` must be quoted: `"[String]?"` (unquoted, it is a YAML syntax error).
struct TypeParser {
    let context: DecodeContext
    /// The names of the file's models in file order, whether or not their definitions are valid.
    let models: [String]
    /// The same names, for fast lookup.
    private let modelSet: Set<String>

    init(context: DecodeContext, models: [String]) {
        self.context = context
        self.models = models
        self.modelSet = Set(models)
    }

    /// Words people write for built-ins in other formats, and the built-in to suggest.
    private static let synonyms: [String: String] = [
        "integer": "Int", "number": "Double", "boolean": "Bool", "object": "JSON", "any": "JSON",
        "array": "[T]", "map": "[String: T]", "dictionary": "[String: T]", "long": "Int64",
        "uri": "URL", "datetime": "Date", "date-time": "Date", "binary": "Data", "uuid": "UUID",
        "str": "String", "bytes": "Data",
    ]

    /// Parses the type a node spells, reporting every mistake at its column.
    /// - Returns: The type at the node's position, or `nil` after reporting.
    func parse(_ node: YAMLNode, key: YAMLNode?, what: @autoclosure () -> String) -> Spec.LocatedType? {
        guard let type = reference(node, key: key, what: what()) else { return nil }
        return Located(type, at: context.location(node))
    }

    private func reference(_ node: YAMLNode, key: YAMLNode?, what: @autoclosure () -> String) -> Spec.TypeReference? {
        switch node.shape {
        case .scalar(let scalar):
            if scalar.isNull || !scalar.value.unicodeScalars.contains(where: { $0 != " " && $0 != "\t" }) {
                context.error("\(what()) has no type", at: context.anchor(node, key: key))
                return nil
            }
            if let simple = simpleName(scalar.value) { return simple }
            var text = TextType(scalars: Array(scalar.value.unicodeScalars), node: node, shift: Self.shift(scalar), parser: self)
            return text.parseWhole(what: what())
        case .sequence(let items):
            guard items.count == 1, let item = items.first else {
                context.error("an array type names exactly one element type, as in [String]; found \(items.count)", at: node)
                return nil
            }
            if let pairs = item.pairs {
                // `[String: T]` is a flow sequence holding one implicit pair, whose mark is its
                // key's; an explicit `{...}` mapping starts at its brace.
                guard pairs.count == 1, let pair = pairs.first, pair.key.mark == item.mark else {
                    context.error("a dictionary type is written [String: T], not {...}", at: item)
                    return nil
                }
                guard pair.key.scalar?.value.trimmingSpaces == "String" else {
                    context.error("dictionary keys must be String, as in [String: T]", at: pair.key)
                    return nil
                }
                return reference(pair.value, key: pair.key, what: what()).map { .dictionary($0) }
            }
            return reference(item, key: nil, what: what()).map { .array($0) }
        case .mapping:
            context.error("expected a type for \(what()), found a mapping; a dictionary type is written [String: T]", at: node)
            return nil
        }
    }

    /// Reports a mapping that YAML read from an unquoted `{String: T}` where a type or a long
    /// form was expected (a mapping with a `String` key), so that it is not reported as an
    /// unknown key of the long form.
    /// - Returns: Whether the node was such a mapping.
    func reportMisreadDictionary(_ node: YAMLNode) -> Bool {
        guard let pairs = node.pairs, pairs.contains(where: { $0.key.scalar?.value == "String" }) else { return false }
        context.error("a dictionary type is written \"[String: T]\" (quoted, or unquoted as [String: T]), not {String: T}", at: node)
        return true
    }

    /// How many columns the first character of a scalar's text is right of its mark, when
    /// the text sits on one line (1 for a quoted scalar); `nil` when columns inside cannot be
    /// known (block scalars, several lines).
    private static func shift(_ scalar: YAMLScalar) -> Int? {
        if scalar.value.utf8.contains(UInt8(ascii: "\n")) { return nil }
        switch scalar.style {
        case .plain: return 0
        case .singleQuoted, .doubleQuoted: return 1
        case .literal, .folded: return nil
        }
    }

    /// The type of the commonest spellings, `Name` and `Name?` with a known name and no
    /// spaces, found without the general parser; `nil` for anything else (which the general
    /// parser then reads and reports).
    private func simpleName(_ text: String) -> Spec.TypeReference? {
        var name = Substring(text)
        let optional = name.utf8.last == UInt8(ascii: "?")
        if optional { name = name.dropLast() }
        guard !name.isEmpty, !name.utf8.contains(where: Self.isTypePunctuation) else { return nil }
        let base: Spec.TypeReference
        if let builtin = Self.builtins[String(name)] {
            base = .builtin(builtin)
        } else if modelSet.contains(String(name)) {
            base = .model(String(name))
        } else {
            return nil
        }
        return optional ? .optional(base) : base
    }

    /// Whether a byte is one of `[]:?, \t{}`, which a simple name never holds.
    private static func isTypePunctuation(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: ":"), UInt8(ascii: "?"), UInt8(ascii: ","),
             UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "{"), UInt8(ascii: "}"):
            return true
        default:
            return false
        }
    }

    /// Every built-in by its name (a hash lookup instead of comparing against each name).
    private static let builtins: [String: Spec.TypeReference.Builtin] = Dictionary(
        Spec.TypeReference.Builtin.allCases.map { ($0.rawValue, $0) }, uniquingKeysWith: { first, _ in first })

    /// Resolves a name to a built-in or a model, reporting an unknown name.
    fileprivate func resolve(_ name: String, node: YAMLNode, offset: Int) -> Spec.TypeReference? {
        if let builtin = Self.builtins[name] { return .builtin(builtin) }
        if modelSet.contains(name) { return .model(name) }
        if name.utf8.contains(UInt8(ascii: "<")) || name.utf8.contains(UInt8(ascii: ">")) {
            context.error("'\(name)' is not in the type grammar; write arrays as [T], dictionaries as [String: T], optionals as T?", at: node, offset: offset)
            return nil
        }
        let candidates = Spec.TypeReference.Builtin.allCases.map(\.rawValue) + models
        var notes = Suggestions.note(for: name, in: candidates, listing: false)
        if notes.isEmpty, let synonym = Self.synonyms[name.lowercased()] {
            notes = [Diagnostic.Note("did you mean '\(synonym)'?")]
        }
        context.error("unknown type '\(name)'; a type is a built-in or a model of this file", at: node, offset: offset, notes: notes)
        return nil
    }
}

/// A recursive-descent parser over the text of one type.
private struct TextType {
    let scalars: [Unicode.Scalar]
    let node: YAMLNode
    /// See `TypeParser.shift(_:)`.
    let shift: Int?
    let parser: TypeParser
    var index = 0

    init(scalars: [Unicode.Scalar], node: YAMLNode, shift: Int?, parser: TypeParser) {
        self.scalars = scalars
        self.node = node
        self.shift = shift
        self.parser = parser
    }

    private var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    private func fail(_ message: String, at position: Int) {
        parser.context.error(message, at: node, offset: shift.map { $0 + position } ?? 0)
    }

    private mutating func skipSpaces() {
        while let c = current, c == " " || c == "\t" { index += 1 }
    }

    mutating func parseWhole(what: @autoclosure () -> String) -> Spec.TypeReference? {
        guard let type = parseType() else { return nil }
        skipSpaces()
        if let c = current {
            fail("unexpected '\(c)' after the type \(String(String.UnicodeScalarView(scalars[0..<index])).trimmingSpaces)", at: index)
            return nil
        }
        return type
    }

    /// The deepest nesting of `[` allowed in a type's text, so that hostile text cannot
    /// exhaust the stack of this recursive parser.
    static let maxDepth = 32

    private mutating func parseType(depth: Int = 1) -> Spec.TypeReference? {
        skipSpaces()
        var type: Spec.TypeReference
        if current == "[" {
            let open = index
            guard depth <= Self.maxDepth else {
                fail("the type nests deeper than \(Self.maxDepth) levels", at: open)
                return nil
            }
            index += 1
            guard let element = parseType(depth: depth + 1) else { return nil }
            skipSpaces()
            if current == ":" {
                guard element == .builtin(.string) else {
                    fail("dictionary keys must be String, as in [String: T]", at: open + 1)
                    return nil
                }
                index += 1
                guard let value = parseType(depth: depth + 1) else { return nil }
                type = .dictionary(value)
                skipSpaces()
            } else {
                type = .array(element)
            }
            guard current == "]" else {
                fail(current.map { "expected ']' to close the '[' at column \(columnText(open)), found '\($0)'" } ?? "missing ']' to close the '[' at column \(columnText(open))", at: current == nil ? open : index)
                return nil
            }
            index += 1
        } else {
            let start = index
            while let c = current, !Self.isPunctuation(c) { index += 1 }
            // The name without the spaces and tabs around it.
            var low = start, high = index
            while low < high, scalars[low] == " " || scalars[low] == "\t" { low += 1 }
            while high > low, scalars[high - 1] == " " || scalars[high - 1] == "\t" { high -= 1 }
            let name = String(String.UnicodeScalarView(scalars[low..<high]))
            guard !name.isEmpty else {
                fail(current.map { "expected a type name, found '\($0)'" } ?? "expected a type name", at: index)
                return nil
            }
            guard let resolved = parser.resolve(name, node: node, offset: shift.map { $0 + start } ?? 0) else { return nil }
            type = resolved
        }
        skipSpaces()
        if current == "?" {
            index += 1
            type = .optional(type)
            skipSpaces()
            if current == "?" {
                fail("a type is optional at most once: one '?'", at: index)
                return nil
            }
        }
        return type
    }

    /// Whether a character is one of `[]:?,{}`, which end a type name.
    private static func isPunctuation(_ c: Unicode.Scalar) -> Bool {
        switch c {
        case "[", "]", ":", "?", ",", "{", "}": true
        default: false
        }
    }

    private func columnText(_ position: Int) -> String {
        String(node.mark.column + (shift ?? 0) + position)
    }
}

extension String {
    /// The text without leading and trailing spaces and tabs.
    var trimmingSpaces: String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { $0 != " " && $0 != "\t" }),
              let last = scalars.lastIndex(where: { $0 != " " && $0 != "\t" }) else { return "" }
        return String(scalars[first...last])
    }
}
