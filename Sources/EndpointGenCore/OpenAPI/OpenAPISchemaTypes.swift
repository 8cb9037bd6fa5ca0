/// A schema's type as used in place, and whether `null` is allowed.
struct OpenAPISchemaType {
    /// The type without the optional that `nullable` adds.
    var type: Spec.TypeReference
    /// Whether the schema allows `null` (3.0 `nullable: true`, 3.1 `"null"` in `type`, a
    /// `null` enum value, a `null` variant of `oneOf`/`anyOf`).
    var nullable: Bool

    /// The type, made optional when `nullable` (never doubly optional).
    var optionalIfNullable: Spec.TypeReference {
        guard nullable, !type.isOptional else { return type }
        return .optional(type)
    }
}

/// Schema Object → type (OpenAPI 3.0 §4.7.24, 3.1 §4.8.24 with JSON Schema 2020-12).
extension OpenAPIContext {
    /// The type of a schema used in place: a property, array items, a parameter, a body.
    ///
    /// A `$ref` becomes its model; an inline schema that needs a declaration (an object with
    /// properties, an enum, `oneOf`/`anyOf`, a merged `allOf`) becomes a model named `name`
    /// (made unique); everything else maps onto a built-in, array or dictionary type. What
    /// cannot be mapped is a warning and the type `JSON`.
    func schemaType(_ node: OpenAPINode, name: @autoclosure () -> String) -> OpenAPISchemaType {
        let type = readSchemaType(node, name: name())
        recordedSchemaTypes?[node.key] = type
        return type
    }

    /// ``schemaType(_:name:)`` without the record of ``recordedSchemaTypes``.
    private func readSchemaType(_ node: OpenAPINode, name: @autoclosure () -> String) -> OpenAPISchemaType {
        if let scalar = node.yaml.scalar {
            if let flag = InputFormat.openAPI.boolean(scalar.value), scalar.isPlainUntagged {
                if !flag {
                    warning("the schema 'false' matches no value (JSON Schema 2020-12 §4.3.2, which OpenAPI 3.1 uses), so no value is valid here; typed JSON, which keeps whatever arrives as it came", at: node)
                }
                return OpenAPISchemaType(type: .builtin(.json), nullable: false)
            }
            notASchema(node)
            return OpenAPISchemaType(type: .builtin(.json), nullable: false)
        }
        guard node.isMapping else {
            notASchema(node)
            return OpenAPISchemaType(type: .builtin(.json), nullable: false)
        }
        checkSchemaKeywords(of: node)
        if let reference = node.reference {
            guard let model = modelName(forReference: reference, at: node) else {
                return OpenAPISchemaType(type: .builtin(.json), nullable: false)
            }
            let nullable = isNullable(node)
            return OpenAPISchemaType(type: .model(model), nullable: nullable)
        }
        let nullable = isNullable(node)
        if let known = inlineTypes[node.key] {
            return OpenAPISchemaType(type: known, nullable: nullable)
        }
        if let single = singleTypedPart(of: node) {
            var inner = schemaType(single, name: name())
            inner.nullable = inner.nullable || nullable
            return inner
        }
        if needsModel(node) {
            let modelName = uniqueModelName(name())
            inlineTypes[node.key] = .model(modelName)
            addModel(named: Located(modelName, at: node.location), from: node)
            shareRepeatedInlineEnum(modelName)
            return OpenAPISchemaType(type: .model(modelName), nullable: nullable)
        }
        let type = plainType(node, name: name())
        inlineTypes[node.key] = type
        return OpenAPISchemaType(type: type, nullable: nullable)
    }

    /// Whether a schema needs its own declaration: an object with properties, an enum (of
    /// strings, integers or numbers), a `const` that is not a Boolean, a `oneOf`/`anyOf` with two or more non-null variants,
    /// or an `allOf` that merges objects.
    func needsModel(_ node: OpenAPINode) -> Bool {
        if node["enum"] != nil || node["const"] != nil {
            // Booleans are `Bool` (it holds every value such an enum can); numbers an enum of
            // `Decimal`s, held exactly.
            let types = schemaTypeNames(node)
            // A type list is a choice of its types (``enumerationKind(_:name:)``).
            if types.filter({ $0 != "null" }).count > 1 { return true }
            if types.contains("boolean") { return false }
            return types.contains("number") || untypedValuesType(node) != .builtin(.bool)
        }
        if let variants = choiceVariants(of: node), variants.count >= 2 { return true }
        if node["allOf"] != nil, !isNullabilityOnlyAllOf(node) { return true }
        if node["prefixItems"] != nil || multipleTypeNames(of: node) != nil { return true }
        if let properties = node["properties"] {
            // A malformed `properties` also makes a model, so building it reports the mistake.
            return properties.pairs.map { !$0.isEmpty } ?? (properties.yaml.scalar?.isNull != true)
        }
        return false
    }

    /// The type of an `enum` or `const` without a `type` whose values are all Booleans (`Bool`)
    /// or numbers not all integers (`Double`), read by the YAML 1.2 core schema; `nil` when
    /// the schema has a type or other values (strings and integers make enums).
    func untypedValuesType(_ node: OpenAPINode) -> Spec.TypeReference? {
        guard schemaTypeNames(node).filter({ $0 != "null" }).isEmpty else { return nil }
        let values = node["enum"]?.items ?? node["const"].map { [$0] } ?? []
        let literals = values.compactMap { value -> Spec.LiteralValue? in
            guard let scalar = value.yaml.scalar, scalar.isPlainUntagged else { return .string("") }
            return scalar.isNull ? nil : ScalarText.untypedLiteral(scalar)
        }
        guard !literals.isEmpty else { return nil }
        if literals.allSatisfy({ if case .bool = $0 { true } else { false } }) { return .builtin(.bool) }
        let numbers = literals.allSatisfy { switch $0 { case .integer, .number: true; default: false } }
        let fractions = literals.contains { if case .number = $0 { true } else { false } }
        return numbers && fractions ? .builtin(.double) : nil
    }

    /// The `oneOf` (else `anyOf`) variants that are not `null`, or `nil` when the schema has
    /// neither or only constraint-only variants (like `oneOf: [{required: [a]}, …]`, a
    /// validation rule beside `properties`, not a choice of types).
    func choiceVariants(of node: OpenAPINode) -> [OpenAPINode]? {
        guard let list = (node["oneOf"] ?? node["anyOf"])?.items else { return nil }
        if list.allSatisfy(isConstraintOnly) { return nil }
        return list.filter { !isNullSchema($0) }
    }

    /// The one part that carries the type when a schema is only a wrapper: `allOf`, `oneOf` or
    /// `anyOf` with a single non-null, typed part and no properties of its own (the common
    /// `allOf: [$ref]` with a description or `nullable` beside it).
    func singleTypedPart(of node: OpenAPINode) -> OpenAPINode? {
        if node["properties"] != nil || node["enum"] != nil { return nil }
        if let variants = choiceVariants(of: node), variants.count == 1, node["allOf"] == nil {
            return variants[0]
        }
        if let parts = node["allOf"]?.items, node["oneOf"] == nil, node["anyOf"] == nil {
            let typed = parts.filter { !addsNothingToAllOf($0) }
            // A bare `{type: object}` beside an array part adds nothing to an object, but no
            // value is both: the schema is read as its parts are (``modelKind(_:name:)``).
            if typed.count == 1, node["type"]?.text != "object" || isObjectLike(typed[0]), !noValueMatchesAll(parts) {
                return typed[0]
            }
        }
        return nil
    }

    /// The keys that say something about a schema's type (see ``isConstraintOnly(_:)``).
    static let typingKeys: Set<String> = ["type", "properties", "items", "$ref", "allOf", "oneOf", "anyOf", "enum", "const", "additionalProperties", "format", "nullable"]

    /// The keys that shape an `allOf` part beyond `type: object` (see ``addsNothingToAllOf(_:)``).
    static let shapingKeys: Set<String> = ["properties", "additionalProperties", "patternProperties", "allOf", "oneOf", "anyOf", "items", "enum", "const", "$ref"]

    /// Whether a schema only constrains (required, lengths, description, `not`, …) and says
    /// nothing about the type. `not` only excludes values, so it types nothing.
    func isConstraintOnly(_ node: OpenAPINode) -> Bool {
        guard let pairs = node.pairs else { return false }
        return !pairs.contains { Self.typingKeys.contains($0.name) }
    }

    /// Whether an `allOf` part adds no type and no properties: constraints only, or a bare
    /// `type: object` beside a description (`allOf: [$ref: X, {type: object, description: …}]`).
    func addsNothingToAllOf(_ node: OpenAPINode) -> Bool {
        if isConstraintOnly(node) || isNullabilityOnly(node) || isBooleanSchema(node, true) { return true }
        guard let pairs = node.pairs, schemaTypeNames(node).filter({ $0 != "null" }) == ["object"] else { return false }
        return !pairs.contains { Self.shapingKeys.contains($0.name) }
    }

    /// Whether a schema says only that `null` is allowed (`{nullable: true}` beside
    /// descriptions and constraints), as an `allOf` part does in `allOf: [$ref: X, {nullable:
    /// true}]`: the value is an `X` or `null`. A part that is exactly `null` (`{type: 'null'}`)
    /// is read the same way: strictly no value is both an `X` and `null`, but writers mean
    /// "or null", and reading it so keeps every value the server sends.
    func isNullabilityOnly(_ node: OpenAPINode) -> Bool {
        if isNullSchema(node) { return true }
        guard let pairs = node.pairs, node["nullable"] != nil else { return false }
        return !pairs.contains { Self.typingKeys.contains($0.name) && $0.name != "nullable" }
    }

    /// Whether a schema's `allOf` parts only say that `null` is allowed (`allOf: [{type:
    /// 'null'}]`, `allOf: [{nullable: true}, {description: …}]`) and nothing beside them types
    /// the value: it is read as its parts are alone, any JSON value and `null` (`{type:
    /// 'null'}` alone is typed so too), never as an object with no properties, which a `null`
    /// from the server would fail to decode.
    func isNullabilityOnlyAllOf(_ node: OpenAPINode) -> Bool {
        guard let parts = node["allOf"]?.items, let pairs = node.pairs,
              !pairs.contains(where: { Self.typingKeys.contains($0.name) && $0.name != "allOf" && $0.name != "nullable" }),
              node["prefixItems"] == nil, node["patternProperties"] == nil
        else { return false }
        return parts.contains(where: isNullabilityOnly) && parts.allSatisfy { isNullabilityOnly($0) || isConstraintOnly($0) }
    }

    /// Whether a schema describes an object (after following `$ref`). An `allOf` without
    /// `properties` does unless each of its parts that types something says a kind of value
    /// other than an object (`allOf: [{enum: [a, b]}, {enum: [b, c]}]` is an enum).
    func isObjectLike(_ node: OpenAPINode) -> Bool { isObjectLike(node, depth: 0) }

    /// ``isObjectLike(_:)`` of a part of an `allOf` at `depth`; a cycle of `allOf`s (an error
    /// reported elsewhere) counts as an object past 16 levels.
    private func isObjectLike(_ node: OpenAPINode, depth: Int) -> Bool {
        guard depth < 16 else { return true }
        guard let target = dereference(node, lenient: true) else { return false }
        if let found = objectLikeFound[target.key] { return found }
        let objectLike = isObjectLike(schema: target, depth: depth)
        objectLikeFound[target.key] = objectLike
        return objectLike
    }

    /// ``isObjectLike(_:depth:)`` of a schema after `$ref`, not yet looked up.
    private func isObjectLike(schema target: OpenAPINode, depth: Int) -> Bool {
        if target["properties"] != nil || schemaTypeNames(target).contains("object") { return true }
        guard let parts = target["allOf"]?.items, !isNullabilityOnlyAllOf(target) else { return false }
        let typed = parts.filter { !addsNothingToAllOf($0) }
        return typed.isEmpty || !typed.allSatisfy { part in
            guard let kinds = valueKinds(of: part), !kinds.contains("object") else { return false }
            return dereference(part, lenient: true)?["allOf"] == nil || !isObjectLike(part, depth: depth + 1)
        }
    }

    /// The names in `type` (one name in 3.0, a name or a list in 3.1).
    func schemaTypeNames(_ node: OpenAPINode) -> [String] {
        guard let type = node["type"] else { return [] }
        if let items = type.items { return items.compactMap(\.rawText) }
        return type.rawText.map { [$0] } ?? []
    }

    /// Whether a schema is the Boolean schema `flag` (JSON Schema 2020-12 §4.3.2: `true`
    /// matches every value, `false` none), written as a plain `true`/`false`.
    func isBooleanSchema(_ node: OpenAPINode, _ flag: Bool) -> Bool {
        guard let scalar = node.yaml.scalar, scalar.isPlainUntagged else { return false }
        return InputFormat.openAPI.boolean(scalar.value) == flag
    }

    /// Whether a schema is the Boolean schema `false`, which matches no value.
    func isFalseSchema(_ node: OpenAPINode) -> Bool { isBooleanSchema(node, false) }

    /// Whether a schema is exactly `null` (`type: "null"`, or an enum of only `null`).
    func isNullSchema(_ node: OpenAPINode) -> Bool {
        if schemaTypeNames(node) == ["null"] { return true }
        if let values = node["enum"]?.items, !values.isEmpty, values.allSatisfy({ $0.yaml.scalar?.isNull == true }) { return true }
        return false
    }

    /// Whether a schema allows `null`, following `$ref` (so a `$ref` to a 3.0 `nullable`
    /// schema makes the reference optional).
    func isNullable(_ node: OpenAPINode, depth: Int = 0) -> Bool {
        guard depth < 32 else { return false }
        if let flag = node["nullable"]?.rawText, InputFormat.openAPI.boolean(flag) == true { return true }
        if schemaTypeNames(node).contains("null") { return true }
        if let values = node["enum"]?.items, values.contains(where: { $0.yaml.scalar?.isNull == true }) { return true }
        if let list = (node["oneOf"] ?? node["anyOf"])?.items, list.contains(where: isNullSchema) { return true }
        if let parts = node["allOf"]?.items, parts.contains(where: { isNullabilityOnly($0) && isNullable($0, depth: depth + 1) }) { return true }
        if let reference = node.reference, let target = target(of: reference, at: node, lenient: true) {
            return isNullable(target.node, depth: depth + 1)
        }
        if let part = singleTypedPart(of: node) { return isNullable(part, depth: depth + 1) }
        return false
    }
}

/// One type per idea: identical inline enums share one declaration.
extension OpenAPIContext {
    /// Makes the inline enum `name` an alias of the first inline enum of the API that lists the
    /// same values (``enumSignature(_:)``), or records it as the first of its values.
    ///
    /// The rule, deterministic: inline enums are named in reading order (component schemas in
    /// file order, then the operations in file order), and the first with a given list of values
    /// declares the enum under its own name; every later one keeps its name as a `typealias` of
    /// that enum, so a fetched value can be assigned to a request's property and code written
    /// against the earlier, separate enums still compiles. Component schemas are never merged:
    /// a schema a person named is its own type.
    func shareRepeatedInlineEnum(_ name: String) {
        guard let index = modelIndex[name], let signature = Self.enumSignature(models[index]) else { return }
        guard let first = inlineEnums[signature] else {
            inlineEnums[signature] = name
            return
        }
        models[index].kind = .alias(Located(.model(first), at: models[index].name.location))
        models[index].description = "The same values as `\(first)`, under another name."
        models[index].examples = []
    }

    /// What makes two enums the same type: the kind (string, integer, number), the values in
    /// order with their descriptions and deprecations, whether a value the spec does not list is
    /// kept, and whether the enum is deprecated; `nil` for a model that is not an enum.
    static func enumSignature(_ model: Spec.Model) -> String? {
        var parts: [String]
        switch model.kind {
        case .enumeration(let values):
            parts = ["string"] + values.flatMap { [$0.value.value, $0.description.map { "+" + $0 } ?? "-", $0.deprecated ? "deprecated" : ""] }
        case .integerEnumeration(let values):
            parts = ["integer"] + values.map { String($0.value) }
        case .numberEnumeration(let values):
            parts = ["number"] + values.map { $0.value.description }
        default:
            return nil
        }
        parts += [model.isOpen ? "open" : "closed", model.deprecated ? "deprecated" : ""]
        return parts.joined(separator: "\u{0}")
    }
}
