/// Object schemas: `properties` with `required`, and `allOf` merged into one object.
extension OpenAPIContext {
    /// The properties of an object schema, in file order. A property is optional when it is
    /// not in `required` or allows `null`; inline object or enum schemas become models named
    /// `<Owner><Property>`.
    func objectProperties(of node: OpenAPINode, owner: String) -> [Spec.Property] {
        properties(of: node, owner: owner, required: requiredNames(of: node))
    }

    /// The value type of an object's other keys (`additionalProperties` beside `properties`):
    /// a schema's type (a model named `<Owner>AdditionalProperty` when it needs one), `JSON`
    /// for `true` or `{}`; `nil` when absent or `false` (other keys are not kept, the usual
    /// reading of a model).
    func additionalPropertiesType(of node: OpenAPINode, owner: String) -> Spec.LocatedType? {
        guard let additional = node["additionalProperties"] else { return nil }
        if let text = additional.rawText, let flag = InputFormat.openAPI.boolean(text), additional.yaml.scalar?.isPlainUntagged == true {
            return flag ? Located(.builtin(.json), at: additional.location) : nil
        }
        guard additional.isMapping else {
            notASchema(additional, lost: "the members beside the properties are not kept")
            return nil
        }
        return Located(schemaType(additional, name: Naming.typeName(owner, "AdditionalProperty")).optionalIfNullable, at: additional.location)
    }

    /// Sets the value type of the members an object model keeps beside its properties, for the
    /// schemas merged into it (the model's own first, then what it merges: `allOf` parts are
    /// looked into through `$ref`s). The own schema's `additionalProperties` gives the type
    /// (``additionalPropertiesType(of:owner:)``). When it has none, the object still admits
    /// other members (JSON Schema 2020-12 §10.3.2.3: an absent `additionalProperties` is the
    /// empty schema), so they are kept as `JSON` and written back, and a value read and
    /// written again loses nothing; unless one of the schemas forbids them with
    /// `additionalProperties: false` or `unevaluatedProperties: false`. With `patternProperties`
    /// they are kept as `JSON` whatever `additionalProperties` says. `nil` when nothing
    /// is kept (and ``Spec/Model/additionalPropertiesAreImplicit`` says which case it is).
    func keepMembersBesideProperties(of schemas: [OpenAPINode], owner: String, in model: inout Spec.Model) {
        guard let own = schemas.first, own.isMapping else { return }
        if let patterns = own["patternProperties"] {
            // A member whose key matches a pattern is allowed whatever `additionalProperties`
            // says (JSON Schema 2020-12 §10.3.2.2), and may be of the pattern's type or of
            // `additionalProperties`' type: kept as JSON.
            model.additionalProperties = Located(.builtin(.json), at: patterns.location)
            return
        }
        if own["additionalProperties"] != nil {
            guard let type = additionalPropertiesType(of: own, owner: owner) else { return }
            model.additionalProperties = membersType(of: schemas, owner: owner, own: type) ?? type
            return
        }
        var visited = Set<OpenAPINodeKey>()
        guard !schemas.contains(where: { forbidsOtherMembers($0, visited: &visited) }) else { return }
        if let type = membersType(of: schemas, owner: owner, own: nil) {
            model.additionalProperties = type
            return
        }
        model.additionalProperties = Located(.builtin(.json), at: own.location)
        model.additionalPropertiesAreImplicit = true
    }

    /// The type of the members beside the properties that the `additionalProperties` schemas
    /// of the merged parts (`schemas` after the first, and every `allOf` part, through `$ref`)
    /// and `own` (the first schema's) all allow: each part's applies to every member it does
    /// not name (JSON Schema 2020-12 §10.3.2.3), so the type is the narrowest of them
    /// (``narrowest(_:bases:)``). `nil` when no part gives one (`true` and `{}` allow any
    /// member), and when they disagree, with a warning.
    private func membersType(of schemas: [OpenAPINode], owner: String, own: Spec.LocatedType?) -> Spec.LocatedType? {
        var given: [Spec.LocatedType] = own.map { [$0] } ?? []
        // The `additionalProperties` schemas, for their intersection.
        var nodes: [OpenAPINode] = own == nil ? [] : schemas.first.flatMap { dereference($0, lenient: true)?["additionalProperties"] }.map { [$0] } ?? []
        var visited = Set<OpenAPINodeKey>()
        func collect(_ node: OpenAPINode, isPart: Bool) {
            guard let schema = dereference(node, lenient: true), schema.isMapping, visited.insert(schema.key).inserted else { return }
            if isPart, let additional = schema["additionalProperties"], additional.isMapping, additional.pairs?.isEmpty == false,
               let type = additionalPropertiesType(of: schema, owner: owner), type.value != .builtin(.json) {
                given.append(type)
                nodes.append(additional)
            }
            for part in schema["allOf"]?.items ?? [] { collect(part, isPart: true) }
        }
        for (index, schema) in schemas.enumerated() { collect(schema, isPart: index > 0) }
        guard let first = given.first, given.count > (own == nil ? 0 : 1) else { return nil }
        if let type = Self.narrowest(given.map(\.value)) { return Located(type, at: first.location) }
        var types: [String] = []
        for type in given.map({ Self.describe($0.value) }) where !types.contains(type) { types.append(type) }
        let disagreeing = given.first { $0.value != first.value } ?? first
        if nodes.count == given.count, noValueMatchesAll(nodes) {
            // A fault of the document: every member beside the properties must match each part.
            var kinds: [String] = []
            for kind in nodes.map(describeKinds) where !kinds.contains(kind) { kinds.append(kind) }
            report(.warning("the 'allOf' parts make each member beside the properties \(kinds.joined(separator: " and ")), which no value is both of (JSON Schema 2020-12 §10.2.1.1, as OpenAPI uses it: a value matches every 'allOf' part), so no such member is valid; any that arrives is kept as a JSON value, and written back as it came", at: disagreeing.location))
            return nil
        }
        if nodes.count == given.count, let type = intersectionType(of: nodes, name: Naming.typeName(owner, "AdditionalProperty")) {
            return Located(type, at: first.location)
        }
        if let type = choiceIntersection(given.map(\.value)) { return Located(type, at: first.location) }
        // Lossless: a JSONValue holds every value either type allows, and writes it back as it came.
        report(.warning("the 'allOf' parts give the members beside the properties the types \(types.joined(separator: " and ")), and neither holds every value of the other; those members are JSONValue, each kept as it came and written back unchanged", at: disagreeing.location))
        return nil
    }

    /// The one of `types` that every other holds all the values of, itself or as a variant
    /// of a choice (`Int` of `Int` and a `oneOf` of `String` and `Int`: a value both allow is
    /// an `Int`); `nil` when there is none.
    private func choiceIntersection(_ types: [Spec.TypeReference]) -> Spec.TypeReference? {
        func holds(_ wide: Spec.TypeReference, _ narrow: Spec.TypeReference) -> Bool {
            if Self.narrowest([narrow, wide]) == narrow { return true }
            guard case .model(let name) = dealiased(wide), case .oneOf(let choice)? = modelKind(named: name) else { return false }
            return choice.variants.contains { Self.narrowest([narrow, $0.type.value]) == narrow }
        }
        return types.first { candidate in types.allSatisfy { holds($0, candidate) } }
    }

    /// Whether a schema, or an `allOf` part of it, says `additionalProperties: false` or
    /// `unevaluatedProperties: false`.
    private func forbidsOtherMembers(_ node: OpenAPINode, visited: inout Set<OpenAPINodeKey>) -> Bool {
        guard let schema = dereference(node, lenient: true), schema.isMapping, visited.insert(schema.key).inserted else { return false }
        for keyword in ["additionalProperties", "unevaluatedProperties"] {
            if let value = schema[keyword], let text = value.rawText, value.yaml.scalar?.isPlainUntagged == true,
               InputFormat.openAPI.boolean(text) == false { return true }
        }
        return (schema["allOf"]?.items ?? []).contains { forbidsOtherMembers($0, visited: &visited) }
    }

    /// The names listed in `required` (text as written, so `no` or `null` stay names).
    func requiredNames(of node: OpenAPINode) -> Set<String> {
        guard let list = node["required"] else { return [] }
        guard let items = list.items else {
            // A fault of the document, reported by ``checkDocument()``.
            return []
        }
        return Set(items.compactMap(\.rawText))
    }

    /// The properties of one schema's `properties`, with the given required names.
    func properties(of node: OpenAPINode, owner: String, required: Set<String>) -> [Spec.Property] {
        guard let pairs = mapping("properties", of: node) else { return [] }
        return pairs.map { name, keyNode, value in
            property(name: keyNode.located(name), schema: value, owner: owner, required: required.contains(name)).property
        }
    }

    /// One property: its type (optional unless required and not nullable), what `nil` means
    /// (`null` when required and nullable, left out or `null` when only nullable), description,
    /// `deprecated`, `default` read as the schema's type, and a binary `contentMediaType`. A
    /// property whose schema allows one value only (see ``constantValue(of:)``) is a constant of
    /// that literal's type when every value holds it: when it is required, or its `default` is
    /// that value. An optional constant without that default may be absent, so it stays a stored
    /// optional (of a one-value enum, which refuses other values).
    func property(name: Located<String>, schema: OpenAPINode, owner: String, required: Bool) -> (property: Spec.Property, nullable: Bool) {
        let isMapping = schema.isMapping
        let description = Self.joined(schemaDescription(schema, name: name.value), limits(of: schema, isParameter: false))
        let deprecated = isMapping ? bool("deprecated", of: schema) : false
        if let constant = constantValue(of: schema), required || defaultsTo(constant, schema: schema) {
            var type = Self.constantType(constant.value)
            recordedSchemaTypes?[schema.key] = OpenAPISchemaType(type: type, nullable: false)
            if !required { type = .optional(type) }
            let property = Spec.Property(name: name, key: name, type: Located(type, at: schema.location), description: description,
                                         deprecated: deprecated, constant: constant)
            return (property, false)
        }
        let resolved = schemaType(schema, name: Naming.typeName(owner, name.value))
        var type = resolved.optionalIfNullable
        if !required, !type.isOptional { type = .optional(type) }
        let property = Spec.Property(
            name: name,
            key: name,
            type: Located(type, at: schema.location),
            description: description,
            deprecated: deprecated,
            defaultValue: isMapping ? defaultValue(of: schema, type: type) : nil,
            nilEncoding: Self.nilEncoding(required: required, nullable: resolved.nullable),
            contentMediaType: isMapping ? Self.binaryMediaType(schema) : nil
        )
        return (property, resolved.nullable)
    }

    /// Whether a schema's `default` (its own, or its `$ref` target's) is the constant, so an
    /// absent value means the constant.
    private func defaultsTo(_ constant: Located<Spec.LiteralValue>, schema: OpenAPINode) -> Bool {
        guard let node = schema["default"] ?? dereference(schema, lenient: true)?["default"] else { return false }
        let expected: ExpectedLiteral
        switch constant.value {
        case .integer: expected = .integer
        case .number: expected = .number
        case .bool: expected = .boolean
        default: expected = .string
        }
        return literal(node, expecting: expected) == constant.value
    }

    /// The media type of raw binary content (not text-encoded: no `contentEncoding`, not
    /// `format: byte`): its `contentMediaType`, `application/octet-stream` for `format:
    /// binary`, or the same of its array items (a list of uploads); `nil` for anything else.
    static func binaryMediaType(_ schema: OpenAPINode) -> String? {
        guard schema["contentEncoding"] == nil else { return nil }
        if let mediaType = schema["contentMediaType"]?.rawText { return mediaType }
        if schema["format"]?.rawText == "binary" { return "application/octet-stream" }
        return schema["items"].flatMap { $0.isMapping ? binaryMediaType($0) : nil }
    }

    /// What `nil` means for a property: `null` when it is required and nullable, left out or
    /// `null` when it is only nullable, left out otherwise.
    static func nilEncoding(required: Bool, nullable: Bool) -> Spec.NilEncoding {
        nullable ? (required ? .null : .omittedOrNull) : .omitted
    }

    /// `allOf` merged into one object: the properties of every part in order (a part reached
    /// through `$ref` brings its own `allOf` parts too), then the schema's own properties; a
    /// later definition of a name takes the earlier one's place (the narrower type of the two,
    /// see ``mergedDefinition(_:_:)``). `required` is the union.
    /// A part that allows no object (`{type: string}`) types nothing and is warned about, since
    /// no value then matches the schema; one that allows any value (`{format: …}`) types
    /// nothing either; a cycle is an error (an infinitely recursive schema, whose meaning JSON
    /// Schema 2020-12 core §9.4.1 leaves undefined; a cycle of wrappers alone is the same error,
    /// ``breakAliasCycles()``).
    func mergedAllOf(_ node: OpenAPINode, name: String) -> Spec.Model.Kind {
        mergedObject([(node, name)])
    }

    /// One object from several schemas, merged in order as ``mergedAllOf(_:name:)`` merges the
    /// parts of an `allOf` (each schema's own `allOf` parts, then its properties); `owner`
    /// names the models of a schema's inline properties.
    func mergedObject(_ schemas: [(node: OpenAPINode, owner: String)]) -> Spec.Model.Kind {
        var merged: [MergedProperty] = []
        var positions: [String: Int] = [:]
        var required = Set<String>()
        var collected = Set<OpenAPINodeKey>()
        for (node, owner) in schemas {
            collectAllOf(node, owner: owner, into: &merged, positions: &positions, required: &required, collected: &collected)
        }
        let properties = merged.map { entry -> Spec.Property in
            var property = entry.property
            let isRequired = required.contains(property.name.value)
            if isRequired, !entry.nullable, case .optional(let wrapped) = property.type.value {
                property.type.value = wrapped
            }
            property.nilEncoding = Self.nilEncoding(required: isRequired, nullable: entry.nullable)
            return property
        }
        return .object(properties)
    }

    /// Adds the properties of `node` and of its `allOf` parts, depth first, to `merged`. A
    /// schema met again in one merge (`allOf: [A, A]`, or two parts that both include `A`)
    /// adds nothing new (a value matches `A` once or twice alike), so it is `collected` once:
    /// a chain naming one schema twice at each level would otherwise be walked 2^depth times.
    private func collectAllOf(_ node: OpenAPINode, owner: String, into merged: inout [MergedProperty], positions: inout [String: Int], required: inout Set<String>, collected: inout Set<OpenAPINodeKey>) {
        if merging.contains(node.key) {
            error("'allOf' includes itself: an infinitely recursive schema, whose meaning JSON Schema 2020-12 core §9.4.1 leaves undefined", at: node, notes: merging.filter { $0 != node.key }.suffix(4).map { .init("reached while merging this 'allOf'", at: $0.location) })
            return
        }
        guard collected.insert(node.key).inserted else { return }
        merging.append(node.key)
        defer { merging.removeLast() }
        for part in node["allOf"]?.items ?? [] {
            guard let target = dereference(part, lenient: true), !distributedChoices.contains(target.key) else { continue }
            if isFalseSchema(target) {
                warning("this 'allOf' part is the schema 'false', which matches no value (JSON Schema 2020-12 §4.3.2), so the schema matches no value (§10.2.1.1: a value matches every part); the model has the properties of the object parts", at: part)
                continue
            }
            if addsNothingToAllOf(target) {
                required.formUnion(requiredNames(of: target))
                continue
            }
            guard isObjectLike(target), choiceVariants(of: target) == nil else {
                if choiceVariants(of: target) != nil {
                    unsupported("an 'allOf' part that is not an object is not supported yet; it is skipped", at: part)
                } else if let kinds = valueKinds(of: target), !kinds.contains("object") {
                    warning("this 'allOf' part says a value is \(describeKinds(of: target)), and the other parts an object: no value is both, so the schema matches no value; the model has the properties of the object parts", at: part)
                }
                // Otherwise the part allows objects and adds no property (`{format: …}`, a `$ref`
                // to `{}`): it types nothing.
                continue
            }
            let partOwner = part.reference.flatMap { modelName(forReference: $0, at: part) } ?? owner
            collectAllOf(target, owner: partOwner, into: &merged, positions: &positions, required: &required, collected: &collected)
        }
        let own = requiredNames(of: node)
        required.formUnion(own)
        for (name, keyNode, value) in mapping("properties", of: node) ?? [] {
            let read = property(name: keyNode.located(name), schema: value, owner: owner, required: own.contains(name))
            let entry = (read.property, read.nullable, value)
            if let index = positions[name] {
                merged[index] = mergedDefinition(merged[index], entry, owner: owner)
            } else {
                positions[name] = merged.count
                merged.append(entry)
            }
        }
    }
}
