/// Decoding of `models:` entries: objects (`properties`), string enums (`enum`) and aliases
/// (`type`, or a type written directly as the model's value).
extension SpecDecoder {
    static let modelKeys = ["description", "deprecated", "properties", "enum", "type"]
    static let propertyKeys = ["type", "key", "description", "deprecated"]
    static let enumValueKeys = ["value", "description", "deprecated"]

    /// Decodes one model, or returns `nil` after reporting when nothing usable is left.
    func model(_ name: String, key: YAMLNode, value: YAMLNode) -> Spec.Model? {
        let located = Located(name, at: context.location(key))
        let what = "model '\(name)'"
        checkIdentifier(name, kind: "model name", at: key)
        if Spec.TypeReference.Builtin(rawValue: name) != nil {
            context.error("model name '\(name)' is the name of a built-in type; choose another name", at: key)
        }
        if let scalar = value.scalar, scalar.isNull, scalar.value.isEmpty {
            context.error("\(what) is empty; it needs 'properties' (an object), 'enum' (a string enum) or 'type' (an alias)", at: key)
            return nil
        }
        guard value.mapping != nil else {
            // `Tags: "[String: Int]"`: an alias written in short.
            return types.parse(value, key: key, what: what).map { Spec.Model(name: located, kind: .alias($0)) }
        }
        if types.reportMisreadDictionary(value) { return nil }
        guard let fields = context.fields(value, key: key, what: what, allowed: Self.modelKeys) else { return nil }
        let description = description(fields, what: what)
        let deprecated = deprecated(fields, what: what)
        let kinds = ["properties", "enum", "type"].filter { fields[$0] != nil }
        guard let kindName = kinds.first else {
            if !fields.misspelled.isDisjoint(with: ["properties", "enum", "type"]) { return nil }
            context.error("\(what) needs one of 'properties' (an object), 'enum' (a string enum) or 'type' (an alias)", at: key)
            return nil
        }
        for extra in kinds.dropFirst() {
            if let extraKey = fields.key(extra) {
                context.error("\(what) has both '\(kindName)' and '\(extra)'; a model is an object, an enum or an alias", at: extraKey)
            }
        }
        let kindKey = fields.key(kindName)
        let kind: Spec.Model.Kind
        switch kindName {
        case "properties":
            guard let node = fields["properties"] else { return nil }
            kind = .object(properties(node, key: kindKey, model: name))
        case "enum":
            guard let node = fields["enum"], let values = enumValues(node, key: kindKey, model: name) else { return nil }
            kind = .enumeration(values)
        default:
            guard let node = fields["type"], let type = types.parse(node, key: kindKey, what: what) else { return nil }
            kind = .alias(type)
        }
        return Spec.Model(name: located, description: description, kind: kind, deprecated: deprecated)
    }

    private func properties(_ node: YAMLNode, key: YAMLNode?, model: String) -> [Spec.Property] {
        guard let entries = context.entries(node, key: key, what: "the properties of model '\(model)'") else { return [] }
        var result: [Spec.Property] = []
        for entry in entries {
            let what = "property '\(entry.name)' of model '\(model)'"
            checkIdentifier(entry.name, kind: "property name", at: entry.key)
            let name = Located(entry.name, at: context.location(entry.key))
            guard entry.value.mapping != nil else {
                if let type = types.parse(entry.value, key: entry.key, what: what) {
                    result.append(Spec.Property(name: name, type: type))
                }
                continue
            }
            guard !types.reportMisreadDictionary(entry.value),
                  let fields = context.fields(entry.value, key: entry.key, what: what, allowed: Self.propertyKeys, required: ["type"]),
                  let typeNode = fields["type"], let type = types.parse(typeNode, key: fields.key("type"), what: what) else { continue }
            var property = Spec.Property(name: name, type: type, description: description(fields, what: what), deprecated: deprecated(fields, what: what))
            if let keyNode = fields["key"] {
                property.key = context.located(keyNode, key: fields.key("key"), what: "the JSON key of \(what)")
            }
            result.append(property)
        }
        return result
    }

    private func enumValues(_ node: YAMLNode, key: YAMLNode?, model: String) -> [Spec.EnumValue]? {
        let what = "the enum of model '\(model)'"
        guard let items = node.sequence else {
            context.error("expected a sequence of values for \(what), found \(node.kindDescription)", at: context.anchor(node, key: key))
            return nil
        }
        if items.isEmpty {
            context.error("\(what) has no values", at: node)
            return nil
        }
        var result: [Spec.EnumValue] = []
        var seen: [String: SourceLocation] = [:]
        for item in items {
            var value: Spec.EnumValue
            if item.mapping != nil {
                guard let fields = context.fields(item, key: nil, what: "a value of \(what)", allowed: Self.enumValueKeys, required: ["value"]),
                      let valueNode = fields["value"],
                      let text = context.string(valueNode, key: fields.key("value"), what: "an enum value", allowEmpty: true) else { continue }
                value = Spec.EnumValue(value: Located(text, at: context.location(valueNode)), description: description(fields, what: "enum value '\(text)'"))
                value.deprecated = deprecated(fields, what: "enum value '\(text)'")
            } else {
                guard let text = context.string(item, key: nil, what: "an enum value", allowEmpty: true) else { continue }
                value = Spec.EnumValue(value: Located(text, at: context.location(item)))
            }
            if let first = seen[value.value.value] {
                context.diagnostics.error("duplicate value '\(value.value.value)' in \(what)", at: value.value.location, notes: [Diagnostic.Note("'\(value.value.value)' is first listed here", at: first)])
                continue
            }
            seen[value.value.value] = value.value.location
            result.append(value)
        }
        return result
    }
}
