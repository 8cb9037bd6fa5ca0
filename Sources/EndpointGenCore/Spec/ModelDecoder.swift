/// Decoding of `models:` entries: objects (`properties`), enums (`enum`), choices (`oneOf`)
/// and aliases (`type`, or a type written directly as the model's value).
extension SpecDecoder {
    static let modelKeys = ["description", "deprecated", "properties", "enum", "oneOf", "discriminator", "type", "example", "examples"]
    static let propertyKeys = ["type", "key", "description", "deprecated", "default"]
    /// The keys that say what kind of model a model is; `type` beside `enum` is the enum's raw type.
    static let kindKeys = ["properties", "enum", "oneOf", "type"]
    static let kindHelp = "'properties' (an object), 'enum' (an enum), 'oneOf' (a choice of types) or 'type' (an alias)"

    /// Decodes one model, or returns `nil` after reporting when nothing usable is left.
    func model(_ name: String, key: YAMLNode, value: YAMLNode) -> Spec.Model? {
        let located = Located(name, at: context.location(key))
        let what = { "model '\(name)'" }
        checkIdentifier(name, kind: "model name", at: key)
        if Spec.TypeReference.Builtin(rawValue: name) != nil {
            context.error("model name '\(name)' is the name of a built-in type; choose another name", at: key)
        }
        if let scalar = value.scalar, scalar.isNull, scalar.value.isEmpty {
            context.error("\(what()) is empty; it needs \(Self.kindHelp)", at: key)
            return nil
        }
        guard value.pairs != nil else {
            // `Tags: "[String: Int]"`: an alias written in short.
            return types.parse(value, key: key, what: what()).map { Spec.Model(name: located, kind: .alias($0)) }
        }
        if types.reportMisreadDictionary(value) { return nil }
        guard let fields = context.fields(value, key: key, what: what(), allowed: Self.modelKeys) else { return nil }
        let description = description(fields, what: what())
        let deprecated = deprecated(fields, what: what())
        var kinds = Self.kindKeys.filter { fields[$0] != nil }
        if kinds.contains("enum") { kinds.removeAll { $0 == "type" } }
        guard let kindName = kinds.first else {
            if !fields.misspelled.isDisjoint(with: Self.kindKeys) { return nil }
            context.error("\(what()) needs one of \(Self.kindHelp)", at: key)
            return nil
        }
        for extra in kinds.dropFirst() {
            if let extraKey = fields.key(extra) {
                context.error("\(what()) has both '\(kindName)' and '\(extra)'; a model is an object, an enum, a oneOf or an alias", at: extraKey)
            }
        }
        if kindName != "oneOf", let discriminatorKey = fields.key("discriminator") {
            context.error("'discriminator' belongs to a oneOf model; \(what()) is not one", at: discriminatorKey)
        }
        let kindKey = fields.key(kindName)
        let kind: Spec.Model.Kind
        switch kindName {
        case "properties":
            guard let node = fields["properties"] else { return nil }
            kind = .object(properties(node, key: kindKey, model: name))
        case "enum":
            guard let node = fields["enum"], let decoded = enumeration(node, key: kindKey, rawType: fields["type"], model: name) else { return nil }
            kind = decoded
        case "oneOf":
            guard let node = fields["oneOf"], let choice = oneOf(node, key: kindKey, fields: fields, model: name) else { return nil }
            kind = .oneOf(choice)
        default:
            guard let node = fields["type"], let type = types.parse(node, key: kindKey, what: what()) else { return nil }
            kind = .alias(type)
        }
        var model = Spec.Model(name: located, description: description, kind: kind, deprecated: deprecated)
        model.examples = examples(fields, what: what())
        return model
    }

    private func properties(_ node: YAMLNode, key: YAMLNode?, model: String) -> [Spec.Property] {
        guard let entries = context.entries(node, key: key, what: "the properties of model '\(model)'") else { return [] }
        var result: [Spec.Property] = []
        for entry in entries {
            let what = { "property '\(entry.name)' of model '\(model)'" }
            checkIdentifier(entry.name, kind: "property name", at: entry.key)
            let name = Located(entry.name, at: context.location(entry.key))
            guard entry.value.pairs != nil else {
                if let type = types.parse(entry.value, key: entry.key, what: what()) {
                    result.append(Spec.Property(name: name, type: type))
                }
                continue
            }
            guard !types.reportMisreadDictionary(entry.value),
                  let fields = context.fields(entry.value, key: entry.key, what: what(), allowed: Self.propertyKeys, required: ["type"]),
                  let typeNode = fields["type"], let type = types.parse(typeNode, key: fields.key("type"), what: what()) else { continue }
            var property = Spec.Property(name: name, type: type, description: description(fields, what: what()), deprecated: deprecated(fields, what: what()))
            if let keyNode = fields["key"] {
                property.key = context.located(keyNode, key: fields.key("key"), what: "the JSON key of \(what())")
            }
            if let defaultNode = fields["default"] {
                // Read once every model is known: an enum's default must be one of its values.
                pending.defaults.append((model, entry.name, defaultNode))
            }
            result.append(property)
        }
        return result
    }
}
