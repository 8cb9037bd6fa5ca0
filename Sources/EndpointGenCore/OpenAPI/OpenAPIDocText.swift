import Foundation

/// The doc text of a schema's property or parameter: its description or a title that says more
/// than the name, and the numbers a caller needs (default, range, length and item limits,
/// pattern), read from the schema without judging them (nothing here warns: these keywords only
/// document what the server checks).
extension OpenAPIContext {
    /// The description of a schema named `name`: its `description`, else its `title` unless the
    /// title only repeats the name (see `repeatsName(_:_:)`).
    func schemaDescription(_ schema: OpenAPINode, name: String) -> String? {
        guard schema.isMapping else { return nil }
        if let description = string("description", of: schema) { return description }
        guard let title = string("title", of: schema), !Self.repeatsName(title, name) else { return nil }
        return title
    }

    /// Whether a title says nothing but the name: the same letters and digits, compared without
    /// case (`Owner Id` and `Ownerid` for `owner_id`, `Bornon` for `bornOn`), as frameworks
    /// derive titles from names (Pydantic, FastAPI).
    static func repeatsName(_ title: String, _ name: String) -> Bool {
        func letters(_ text: String) -> [Unicode.Scalar] {
            text.lowercased().unicodeScalars.filter { CharacterSet.alphanumerics.contains($0) }
        }
        return letters(title) == letters(name)
    }

    /// Joins a description and a limits sentence into paragraphs; `nil` when both are.
    static func joined(_ description: String?, _ limits: String?) -> String? {
        guard let limits else { return description }
        guard let description, !description.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { return limits }
        return description + "\n\n" + limits
    }

    /// One sentence per kind of limit the schema gives, in one paragraph, or `nil` for none: its
    /// `default` (for a parameter, said to be the server's when the value is `nil`), its range
    /// (`minimum`, `maximum`, `exclusiveMinimum`, `exclusiveMaximum`, boolean in OpenAPI 3.0 and
    /// a number in 3.1), `minLength`/`maxLength`, `minItems`/`maxItems`/`uniqueItems`, and its
    /// `pattern`. A nullable schema written as `anyOf`/`oneOf` of one schema and `null` (as
    /// Pydantic writes `int | None`) gives that schema's limits.
    func limits(of schema: OpenAPINode, isParameter: Bool) -> String? {
        guard schema.isMapping else { return nil }
        var nodes = [schema]
        for key in ["anyOf", "oneOf"] {
            let branches = (schema[key]?.items ?? []).filter { $0.isMapping && $0["type"]?.rawText != "null" }
            if branches.count == 1, branches[0].reference == nil { nodes.append(branches[0]) }
        }
        var sentences: [String] = []
        if let node = nodes.lazy.compactMap({ $0["default"] }).first, let value = Self.docLiteral(node) {
            sentences.append(isParameter ? "Default: \(Self.codeSpan(value)) (what the server uses when the value is `nil`)." : "Default: \(Self.codeSpan(value)).")
        }
        for node in nodes {
            sentences += Self.rangeSentences(node)
        }
        return sentences.isEmpty ? nil : sentences.joined(separator: " ")
    }

    /// The range, length, item and pattern sentences of one schema.
    private static func rangeSentences(_ node: OpenAPINode) -> [String] {
        func number(_ key: String) -> String? {
            guard let text = node[key]?.yaml.scalar?.value, Double(text) != nil else { return nil }
            return text
        }
        func flag(_ key: String) -> Bool { node[key]?.rawText == "true" }
        var bounds: [String] = []
        if let minimum = number("minimum") { bounds.append((flag("exclusiveMinimum") ? "greater than " : "at least ") + minimum) }
        if let minimum = number("exclusiveMinimum") { bounds.append("greater than " + minimum) }
        if let maximum = number("maximum") { bounds.append((flag("exclusiveMaximum") ? "less than " : "at most ") + maximum) }
        if let maximum = number("exclusiveMaximum") { bounds.append("less than " + maximum) }
        var sentences: [String] = []
        if !bounds.isEmpty { sentences.append(capitalized(bounds.joined(separator: " and ")) + ".") }
        if let count = counted(number("minLength"), number("maxLength"), unit: "character") { sentences.append(count) }
        if let count = counted(number("minItems"), number("maxItems"), unit: "item") { sentences.append(count) }
        if flag("uniqueItems") { sentences.append("No two items equal.") }
        if let pattern = node["pattern"]?.yaml.scalar?.value {
            sentences.append("Matches the regular expression \(codeSpan(escaped(pattern))).")
        }
        return sentences
    }

    /// A sentence for a count between two limits, e.g. `1 to 50 characters.`; `nil` for none.
    private static func counted(_ minimum: String?, _ maximum: String?, unit: String) -> String? {
        func units(_ count: String) -> String { count == "1" ? unit : unit + "s" }
        switch (minimum, maximum) {
        case let (minimum?, maximum?) where minimum == maximum: return "Exactly \(minimum) \(units(minimum))."
        case let (minimum?, maximum?): return "\(minimum) to \(maximum) \(units(maximum))."
        case let (minimum?, nil): return "At least \(minimum) \(units(minimum))."
        case let (nil, maximum?): return "At most \(maximum) \(units(maximum))."
        case (nil, nil): return nil
        }
    }

    /// A default value as JSON text: a plain number, `true`, `false` or `null` as written, any
    /// other scalar as a JSON string, an empty sequence or mapping as `[]` or `{}`; `nil` for
    /// anything longer, which a doc line does not hold well.
    private static func docLiteral(_ node: OpenAPINode) -> String? {
        if let scalar = node.yaml.scalar {
            let plain = scalar.isPlainUntagged && (["true", "false", "null"].contains(scalar.value) || Double(scalar.value) != nil)
            return plain ? scalar.value : "\"" + escaped(scalar.value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")) + "\""
        }
        if node.items?.isEmpty == true { return "[]" }
        if node.pairs?.isEmpty == true { return "{}" }
        return nil
    }

    /// The text with each control character written as a Swift escape (`\n`, `\u{7F}`), so that
    /// it stays on one doc line.
    private static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.properties.generalCategory == .control || scalar == "\u{2028}" || scalar == "\u{2029}":
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// The text as a Markdown code span: fenced by one backtick more than its longest run of
    /// backticks, with a space inside the fence when it starts or ends with one.
    static func codeSpan(_ text: String) -> String {
        var longest = 0, run = 0
        for character in text {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = String(repeating: "`", count: longest + 1)
        let padding = text.hasPrefix("`") || text.hasSuffix("`") ? " " : ""
        return fence + padding + text + padding + fence
    }

    private static func capitalized(_ text: String) -> String {
        text.prefix(1).uppercased() + text.dropFirst()
    }
}
