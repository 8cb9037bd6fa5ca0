/// Models: properties with their Swift names and JSON keys, enum cases, one-of variants.
extension Resolver {
    /// Property names a model struct cannot use: `hashValue` would become `Hashable`'s witness.
    static let reservedPropertyNames = ["hashValue"]
    /// Case names an enum cannot use: its fallback case and the members every generated enum has.
    static let reservedCaseNames = ["unknown", "rawValue", "hashValue", "allCases", "init", "encode"]

    mutating func resolveModel(_ model: Spec.Model) -> ModelDeclaration? {
        guard let name = typeNames[model.name.value] else { return nil }
        let path = "models." + model.name.value
        let kind: ModelDeclaration.Kind
        var additional: ModelDeclaration.AdditionalProperties?
        switch model.kind {
        case .object(let properties):
            var names = NameRegistry(reserved: Self.reservedPropertyNames)
            if let valueType = model.additionalProperties, let resolved = resolveType(valueType.value, at: valueType.location) {
                // Claimed first, so that a property of that name is the one renamed.
                additional = .init(name: names.claim("additionalProperties"), valueType: resolved)
            }
            kind = .object(resolveProperties(properties, modelPath: path, names: names, inRequestBody: jsonRequestModels.contains(model.name.value)))
        case .enumeration(let values):
            var registry = NameRegistry(reserved: Self.reservedCaseNames)
            var seen = Set<String>()
            var cases: [ModelDeclaration.EnumCase<String>] = []
            for value in values where seen.insert(value.value.value).inserted {
                let caseName = Naming.memberIdentifier(claim(Naming.lowerCamelCase(value.value.value), for: value.value, kind: "enum value", as: "enum case", in: &registry))
                cases.append(.init(name: caseName, rawValue: value.value.value, description: value.description))
            }
            kind = .stringEnum(cases: cases, fallback: "unknown")
        case .integerEnumeration(let values):
            var registry = NameRegistry(reserved: Self.reservedCaseNames)
            var seen = Set<Int>()
            var cases: [ModelDeclaration.EnumCase<Int>] = []
            for value in values where seen.insert(value.value).inserted {
                let caseName = Naming.memberIdentifier(claim(Naming.lowerCamelCase(String(value.value)), for: Located(String(value.value), at: value.location),
                                                             kind: "enum value", as: "enum case", in: &registry))
                cases.append(.init(name: caseName, rawValue: value.value, description: nil))
            }
            kind = .integerEnum(cases: cases, fallback: "unknown")
        case .alias(let aliased):
            guard case .alias(let target)? = target(ofModel: model.name.value, at: aliased.location) else { return nil }
            kind = .alias(target)
        case .oneOf(let oneOf):
            var registry = NameRegistry(reserved: Self.reservedCaseNames)
            var variants: [ModelDeclaration.Variant] = []
            for variant in oneOf.variants {
                guard let type = resolveType(variant.type.value, at: variant.type.location) else { continue }
                let caseName = Naming.memberIdentifier(registry.claim(Naming.lowerCamelCase(Self.variantBaseName(variant.type.value))))
                variants.append(.init(caseName: caseName, type: type, discriminatorValues: variant.discriminatorValues))
            }
            if variants.isEmpty {
                diagnostics.error("'\(model.name.value)' has no variant", at: model.name.location)
            }
            kind = .oneOf(variants: variants, discriminator: oneOf.discriminator?.value, isIndirect: false)
        }
        return ModelDeclaration(specName: model.name.value, name: name, description: model.description,
                                deprecated: model.deprecated, specPath: path, kind: kind, additionalProperties: additional, source: model.source)
    }

    /// A readable base for a one-of case name: the model or built-in name, `Array`/`Dictionary` appended for collections.
    static func variantBaseName(_ type: Spec.TypeReference) -> String {
        switch type {
        case .builtin(let builtin): builtin.rawValue
        case .model(let name): name
        case .optional(let wrapped): variantBaseName(wrapped)
        case .array(let element): variantBaseName(element) + "Array"
        case .dictionary(let value): variantBaseName(value) + "Dictionary"
        }
    }

    /// Names the properties and assigns JSON keys. An explicit `key:` or a key equal to the
    /// spec name wins; a derived key that is already taken falls back to the spec name; two
    /// properties left with one key are an error (a JSON object cannot hold both).
    ///
    /// In a model that JSON request bodies hold (`inRequestBody`), a property whose `nil` may
    /// be left out or sent as `null` is `Nullable<T>?`, so the caller can say which.
    mutating func resolveProperties(_ properties: [Spec.Property], modelPath: String, names: NameRegistry? = nil, inRequestBody: Bool = false) -> [PropertyDeclaration] {
        var names = names ?? NameRegistry(reserved: Self.reservedPropertyNames)
        var resolved: [PropertyDeclaration] = []
        var derivedKeys: [String] = []
        for property in properties {
            guard var type = resolveType(property.type.value, at: property.type.location) else { continue }
            if inRequestBody, property.nilEncoding == .omittedOrNull, type.isOptional {
                type = .optional(.nullable(type.unwrapped))
            }
            let name = Naming.memberIdentifier(claim(Naming.lowerCamelCase(property.name.value), for: property.name, kind: "property", as: "Swift property", in: &names))
            let derived = property.key?.value ?? derivedKey(property.name.value)
            derivedKeys.append(derived)
            resolved.append(PropertyDeclaration(
                specName: property.name.value, name: name, jsonKey: derived, type: type,
                description: property.description, deprecated: property.deprecated,
                defaultValue: nil, isBoxed: false, nilEncoding: type.isOptional ? property.nilEncoding : .omitted,
                contentMediaType: property.contentMediaType))
        }
        let byName = Dictionary(properties.map { ($0.name.value, $0) }, uniquingKeysWith: { first, _ in first })
        var owners: [String: String] = [:]
        // First pass: keys that are explicit or equal to the spec name claim their key.
        for property in resolved {
            let explicit = byName[property.specName]?.key != nil
            if explicit || property.jsonKey == property.specName, owners[property.jsonKey] == nil {
                owners[property.jsonKey] = property.specName
            }
        }
        for index in resolved.indices {
            let property = resolved[index]
            if owners[property.jsonKey] == property.specName { continue }
            let explicit = byName[property.specName]?.key != nil
            if owners[property.jsonKey] == nil {
                owners[property.jsonKey] = property.specName
            } else if !explicit, owners[property.specName] == nil {
                resolved[index].jsonKey = property.specName
                owners[property.specName] = property.specName
            } else {
                let location = byName[property.specName]?.name.location
                diagnostics.error("properties '\(owners[property.jsonKey] ?? "")' and '\(property.specName)' of \(modelPath) have the same JSON key '\(property.jsonKey)'", at: location)
            }
        }
        return resolved
    }

    /// The JSON key of a property without an explicit `key:`, under the spec's key rule.
    func derivedKey(_ specName: String) -> String {
        switch spec.coding.keys {
        case .asIs: specName
        case .snakeCase: Naming.snakeCase(specName)
        }
    }

    /// The spec names of the models that JSON request bodies hold, directly or through
    /// properties, arrays, dictionaries, one-of variants and aliases; not those that are also
    /// form or multipart bodies, whose fields cannot be `null`.
    func findJSONRequestModels() -> Set<String> {
        var found = Set<String>()
        var formBodies = Set<String>()
        var pending: [Spec.TypeReference] = []
        for body in spec.endpoints.compactMap(\.body) {
            if body.encoding.value == .json {
                pending.append(body.type.value)
            } else if case .model(let name) = body.type.value.withoutOptional {
                formBodies.insert(name)
            }
        }
        while let type = pending.popLast() {
            switch type {
            case .builtin: break
            case .array(let inner), .dictionary(let inner), .optional(let inner): pending.append(inner)
            case .model(let name):
                guard found.insert(name).inserted, let model = specModels[name] else { continue }
                switch model.kind {
                case .object(let properties): pending += properties.map(\.type.value)
                case .oneOf(let oneOf): pending += oneOf.variants.map(\.type.value)
                case .alias(let aliased): pending.append(aliased.value)
                case .enumeration, .integerEnumeration: break
                }
            }
        }
        return found.subtracting(formBodies)
    }
}
