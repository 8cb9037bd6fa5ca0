/// Decoding of `enum:` models: string enums (the default, or `type: String`) and integer
/// enums (`type: Int`).
extension SpecDecoder {
    static let enumValueKeys = ["value", "description", "deprecated"]

    /// Decodes an enum's values; `rawType` is the model's `type` node, if any.
    /// - Returns: The model kind, or `nil` after reporting when no value is usable.
    func enumeration(_ node: YAMLNode, key: YAMLNode?, rawType: YAMLNode?, model: String) -> Spec.Model.Kind? {
        let what = { "the enum of model '\(model)'" }
        var integers = false
        if let rawType {
            switch rawType.scalar?.value.trimmingSpaces {
            case "String"?: integers = false
            case "Int"?: integers = true
            default:
                let shown = rawType.scalar.map { "'\($0.value)'" } ?? DecodeContext.describe(rawType)
                context.error("the raw type of \(what()) is String or Int, not \(shown)", at: rawType)
                return nil
            }
        }
        guard let items = node.sequence else {
            context.error("expected a sequence of values for \(what()), found \(DecodeContext.describe(node))", at: context.anchor(node, key: key))
            return nil
        }
        if items.isEmpty {
            context.error("\(what()) has no values", at: node)
            return nil
        }
        return integers ? .integerEnumeration(integerValues(items, what: what())) : .enumeration(stringValues(items, what: what()))
    }

    private func stringValues(_ items: [YAMLNode], what: @autoclosure () -> String) -> [Spec.EnumValue] {
        var result: [Spec.EnumValue] = []
        var seen: [String: SourceLocation] = [:]
        for item in items {
            var value: Spec.EnumValue
            if item.pairs != nil {
                guard let fields = context.fields(item, key: nil, what: "a value of \(what())", allowed: Self.enumValueKeys, required: ["value"]),
                      let valueNode = fields["value"],
                      let text = context.string(valueNode, key: fields.key("value"), what: "an enum value", allowEmpty: true) else { continue }
                value = Spec.EnumValue(value: Located(text, at: context.location(valueNode)), description: description(fields, what: "enum value '\(text)'"))
                value.deprecated = deprecated(fields, what: "enum value '\(text)'")
            } else {
                guard let text = context.string(item, key: nil, what: "an enum value", allowEmpty: true) else { continue }
                value = Spec.EnumValue(value: Located(text, at: context.location(item)))
            }
            if let first = seen[value.value.value] {
                context.diagnostics.error("duplicate value '\(value.value.value)' in \(what())", at: value.value.location, notes: [Diagnostic.Note("'\(value.value.value)' is first listed here", at: first)])
                continue
            }
            seen[value.value.value] = value.value.location
            result.append(value)
        }
        return result
    }

    /// Integer values are plain decimal numbers that fit `Int`, such as `-1`, `0`, `200`.
    private func integerValues(_ items: [YAMLNode], what: @autoclosure () -> String) -> [Located<Int>] {
        var result: [Located<Int>] = []
        var seen: [Int: SourceLocation] = [:]
        for item in items {
            guard let text = context.string(item, key: nil, what: "a value of \(what()) (an integer enum has no long form)") else { continue }
            guard let number = ScalarText.integer(text) else {
                context.error("'\(text)' is not an integer; the values of an enum of type Int are whole numbers", at: item)
                continue
            }
            let location = context.location(item)
            if let first = seen[number] {
                context.diagnostics.error("duplicate value \(number) in \(what())", at: location, notes: [Diagnostic.Note("\(number) is first listed here", at: first)])
                continue
            }
            seen[number] = location
            result.append(Located(number, at: location))
        }
        return result
    }
}
