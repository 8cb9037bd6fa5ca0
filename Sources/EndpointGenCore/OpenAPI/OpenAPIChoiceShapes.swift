/// Choices that are read as something simpler or richer than an enum of their variants:
/// unions of strings, variants beside properties, and 3.1 `type` lists.
extension OpenAPIContext {
    /// The values of a choice whose variants are all strings (plain `type: string` without a
    /// format that maps to another type, string enums, `const` strings, or choices of those),
    /// in order without repeats: such a choice is one string enum (whose unlisted values are
    /// kept, as every string enum's are), so `anyOf: [{type: string}, {enum: [gpt-4o]}]`
    /// decodes any string and encodes it back unchanged. Empty when no variant lists values
    /// (the choice is `String`); `nil` when some variant is not a string.
    func stringChoiceValues(_ variants: [OpenAPINode], depth: Int = 0) -> [Spec.EnumValue]? {
        guard depth < 8 else { return nil }
        var values: [Spec.EnumValue] = []
        var seen = Set<String>()
        for variant in variants {
            guard let target = dereference(variant, lenient: true), target.isMapping else { return nil }
            let listed: [Spec.EnumValue]
            if let nested = choiceVariants(of: target), target["properties"] == nil, target["allOf"] == nil {
                guard let inner = stringChoiceValues(nested, depth: depth + 1) else { return nil }
                listed = inner
            } else if let part = singleTypedPart(of: target) {
                guard let inner = stringChoiceValues([part], depth: depth + 1) else { return nil }
                listed = inner
            } else {
                guard let own = stringValues(of: target) else { return nil }
                listed = own
            }
            for value in listed where seen.insert(value.value.value).inserted { values.append(value) }
        }
        return values
    }

    /// The values a string schema lists (`enum`, `const`), empty for a plain string, `nil` for
    /// anything that is not a string: another type, a format that maps to another type
    /// (`date-time`, `uuid`, …), an enum of plain numbers or Booleans without a type.
    private func stringValues(of schema: OpenAPINode) -> [Spec.EnumValue]? {
        let types = schemaTypeNames(schema).filter { $0 != "null" }
        let shaping = ["properties", "items", "additionalProperties", "allOf", "oneOf", "anyOf", "prefixItems"]
        guard types.isEmpty || types == ["string"], !shaping.contains(where: { schema[$0] != nil }) else { return nil }
        var nodes: [OpenAPINode] = []
        if let constant = schema["const"] {
            nodes = [constant]
        } else if let list = schema["enum"] {
            guard let items = list.items else { return nil }
            nodes = items
        } else {
            guard types == ["string"], stringType(format: schema["format"]?.rawText) == .builtin(.string) else { return nil }
            return []
        }
        var values: [Spec.EnumValue] = []
        for node in nodes {
            guard let scalar = node.yaml.scalar else { return nil }
            if scalar.isNull, scalar.isPlainUntagged { continue }
            if types.isEmpty, scalar.isPlainUntagged, ScalarText.untypedLiteral(scalar) != .string(scalar.value) { return nil }
            values.append(Spec.EnumValue(value: node.located(scalar.value)))
        }
        return values
    }

    /// Whether a variant beside `properties` (or `allOf`) only narrows the properties the
    /// schema already has: an inline object schema whose own properties are all among them,
    /// with nothing else that shapes a value. Such `oneOf`/`anyOf` lists are validation rules.
    func narrowsProperties(_ variant: OpenAPINode, of node: OpenAPINode) -> Bool {
        guard variant.reference == nil, let pairs = variant.pairs else { return false }
        let shaping: Set<String> = ["allOf", "oneOf", "anyOf", "items", "enum", "const", "prefixItems"]
        guard !pairs.contains(where: { shaping.contains($0.name) }),
              schemaTypeNames(variant).allSatisfy({ $0 == "object" }) else { return false }
        let known = propertyNames(of: node)
        return (propertiesMap(of: variant)?.pairs ?? []).allSatisfy { known.contains($0.name) }
    }

    /// The names in a schema's `properties` and in those of its `allOf` parts, recursively.
    private func propertyNames(of node: OpenAPINode, depth: Int = 0) -> Set<String> {
        guard depth < 16, let target = dereference(node, lenient: true) else { return [] }
        var names = Set((propertiesMap(of: target)?.pairs ?? []).map(\.name))
        for part in target["allOf"]?.items ?? [] { names.formUnion(propertyNames(of: part, depth: depth + 1)) }
        return names
    }

    /// A choice beside properties (`{properties: {...}, oneOf: [A, B]}`, or an `allOf` of a
    /// choice and objects, `{allOf: [{oneOf: [A, B]}, {properties: {...}}]}`): a value has the
    /// properties and is one of the variants, so each variant becomes the object of both,
    /// merged as `allOf` merges (`<Name><A>` for a `$ref` variant, `<Name>Variant<n>` for an
    /// inline one). A variant that is not an object cannot have properties and is skipped
    /// with a warning; a variant that is the schema itself matches only what the others match
    /// and is skipped too. The discriminator values are the variants' own, told apart by the
    /// discriminator of `choiceNode` (the schema that lists the variants; `node` by default).
    func distributedChoice(_ node: OpenAPINode, variants: [OpenAPINode], name: String, keyword: Spec.OneOf.Keyword,
                           choiceNode: OpenAPINode? = nil) -> Spec.Model.Kind {
        let result = choice(choiceNode ?? node, variants: variants, name: name, keyword: keyword) { index, variant in
            guard let target = self.dereference(variant, lenient: true), self.isObjectLike(target) else {
                self.unsupported("a variant that is not an object cannot have the properties beside the '\(keyword)'; skipped", at: variant)
                return nil
            }
            if target.key == node.key {
                self.warning("a variant that is the schema itself matches only what the other variants match; it adds no case", at: variant)
                return nil
            }
            let referenced = variant.reference.flatMap { self.modelName(forReference: $0, at: variant) }
            let variantName = self.names.claim(name + (referenced.map { Naming.typeName($0) } ?? "Variant" + String(index + 1)))
            // The choice part of an `allOf` is this variant now, not a part to merge again.
            if let choiceNode { self.distributedChoices.insert(choiceNode.key) }
            defer { if let choiceNode { self.distributedChoices.remove(choiceNode.key) } }
            let kind = self.mergedObject([(node, name), (target, referenced ?? variantName)])
            self.modelIndex[variantName] = self.models.count
            var model = Spec.Model(name: Located(variantName, at: variant.location), kind: kind)
            self.keepMembersBesideProperties(of: [node, target], owner: variantName, in: &model)
            model.source = self.source(of: variant)
            self.models.append(model)
            return .model(variantName)
        }
        return result.variants.isEmpty ? .alias(Located(.builtin(.json), at: node.location)) : .oneOf(result)
    }

    /// The `allOf` parts that are choices (`oneOf`/`anyOf` of two or more variants, not all
    /// strings, with no properties or `allOf` of their own) and their variants, in order, when
    /// every other part is an object or adds nothing and the schema has no choice of its own:
    /// `allOf: [{anyOf: [A, B]}, {properties: {stream_id: …}}]` is a value that is `A` or `B`
    /// and has `stream_id`, which ``distributedChoice(_:variants:name:keyword:choiceNode:)``
    /// makes; with two choices, ``choiceProduct(_:choices:name:)`` makes one variant of each
    /// pair. `nil` when there is none, or a part is neither.
    func choicePartsOfAllOf(_ node: OpenAPINode) -> [ChoicePart]? {
        guard node["oneOf"] == nil, node["anyOf"] == nil, let parts = node["allOf"]?.items else { return nil }
        var found: [ChoicePart] = []
        for part in parts {
            guard let target = dereference(part, lenient: true) else { return nil }
            if addsNothingToAllOf(target) { continue }
            if let variants = choiceVariants(of: target) {
                guard variants.count >= 2, target["properties"] == nil, target["allOf"] == nil,
                      stringChoiceValues(variants) == nil else { return nil }
                // The same choice twice holds what it holds once.
                if found.contains(where: { $0.part.key == target.key }) { continue }
                found.append(ChoicePart(part: target, variants: variants, keyword: target["oneOf"]?.items != nil ? .oneOf : .anyOf))
            } else if !isObjectLike(target) {
                return nil
            }
        }
        return found.isEmpty ? nil : found
    }

    /// The names in a 3.1 `type` list when it holds two or more besides `"null"`, and the
    /// schema has no `enum` or `const` (those decide the type themselves).
    func multipleTypeNames(of node: OpenAPINode) -> [String]? {
        guard node["enum"] == nil, node["const"] == nil else { return nil }
        var names: [String] = []
        for name in schemaTypeNames(node) where name != "null" && !names.contains(name) {
            // A name JSON Schema does not define makes the value any JSON value (``plainType(_:name:)``).
            guard Self.typeNames.contains(name) else { return nil }
            names.append(name)
        }
        return names.count >= 2 ? names : nil
    }

    /// A 3.1 `type` list (`type: [string, integer]`) as the choice of one type per name, each
    /// with the schema's other keywords (`format`, `items`, …): the value is one of them.
    /// `integer` is tried before `number`, so `5` stays an integer.
    func typeChoice(_ node: OpenAPINode, typeNames: [String], name: String) -> Spec.Model.Kind {
        var ordered = typeNames
        if let integer = ordered.firstIndex(of: "integer"), let number = ordered.firstIndex(of: "number"), number < integer {
            ordered.swapAt(integer, number)
        }
        var variants: [Spec.OneOf.Variant] = []
        for typeName in ordered {
            let type = plainType(node, typeName: typeName, name: name + Naming.typeName(typeName))
            guard !variants.contains(where: { $0.type.value == type }) else { continue }
            variants.append(Spec.OneOf.Variant(type: Located(type, at: node.location)))
        }
        return .oneOf(Spec.OneOf(variants: variants))
    }
}
