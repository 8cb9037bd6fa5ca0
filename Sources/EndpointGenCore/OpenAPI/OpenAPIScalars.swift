/// Scalar resolution for OpenAPI documents: a value is read as the type OpenAPI expects at
/// that place, never by YAML 1.1's implicit rules. A string stays the text as written; a
/// Boolean or a number is parsed from the text only where OpenAPI asks for one.
enum OpenAPIScalars {
    /// A Boolean from text: `true`/`false` in any case (JSON, YAML 1.2), and YAML 1.1's
    /// `yes`/`no`/`on`/`off`; `nil` for anything else.
    static func bool(_ text: String) -> Bool? {
        switch text.lowercased() {
        case "true", "yes", "on": true
        case "false", "no", "off": false
        default: nil
        }
    }

    /// An integer from text: optional sign, decimal digits, nothing else (JSON number
    /// grammar without fraction or exponent, RFC 8259 §6); `nil` when it does not fit `Int`.
    static func int(_ text: String) -> Int? {
        var digits = Substring(text)
        if digits.first == "-" || digits.first == "+" { digits = digits.dropFirst() }
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return Int(text.first == "+" ? String(text.dropFirst()) : text)
    }

    /// A number from text: a JSON number (RFC 8259 §6), or YAML's `.inf`/`.nan` spellings are
    /// refused; `nil` when the text is not one.
    static func number(_ text: String) -> Double? {
        let allowed = Set("0123456789+-.eE")
        guard !text.isEmpty, text.allSatisfy({ allowed.contains($0) }), let value = Double(text), value.isFinite else { return nil }
        return value
    }

    /// What a literal is expected to be, from the schema it belongs to.
    indirect enum Expected {
        case string, integer, number, boolean, any
        case array(Expected)
        case object
    }

    /// A literal value (a `default`) read as the schema expects; `nil` when the node does not
    /// hold a value of that type.
    static func literal(_ node: YAMLNode, expecting expected: Expected) -> Spec.LiteralValue? {
        switch node.content {
        case .scalar(let scalar):
            if scalar.isNull, scalar.isPlainUntagged { return .null }
            let quoted = !scalar.isPlainUntagged
            switch expected {
            case .string: return .string(scalar.value)
            case .integer: return quoted ? nil : int(scalar.value).map { .integer($0) }
            case .number:
                if quoted { return nil }
                if let i = int(scalar.value) { return .integer(i) }
                return number(scalar.value).map { .number($0) }
            case .boolean:
                return quoted ? nil : bool(scalar.value).map { .bool($0) }
            case .any:
                return quoted ? .string(scalar.value) : coreSchemaValue(scalar.value)
            case .array, .object:
                return nil
            }
        case .sequence(let items):
            let element: Expected
            switch expected {
            case .array(let e): element = e
            case .any: element = .any
            default: return nil
            }
            var values: [Spec.LiteralValue] = []
            for item in items {
                guard let value = literal(item, expecting: element) else { return nil }
                values.append(value)
            }
            return .array(values)
        case .mapping(let pairs):
            switch expected {
            case .object, .any: break
            default: return nil
            }
            var object: [String: Spec.LiteralValue] = [:]
            for pair in pairs {
                guard let key = pair.key.scalar?.value, let value = literal(pair.value, expecting: .any) else { return nil }
                object[key] = value
            }
            return .object(object)
        }
    }

    /// A plain scalar resolved by the JSON-compatible YAML 1.2 core schema: `true`/`false`,
    /// integers, JSON numbers, otherwise the text. YAML 1.1's `yes`, `on` and timestamps stay
    /// text.
    static func coreSchemaValue(_ text: String) -> Spec.LiteralValue {
        if text == "true" { return .bool(true) }
        if text == "false" { return .bool(false) }
        if let i = int(text) { return .integer(i) }
        if let d = number(text), text.contains(where: \.isNumber) { return .number(d) }
        return .string(text)
    }
}
