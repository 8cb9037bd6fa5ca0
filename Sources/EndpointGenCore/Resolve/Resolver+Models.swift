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
            var resolvedValueType: ResolvedType?
            if let valueType = model.additionalProperties, keepsImplicitAdditionalProperties || !model.additionalPropertiesAreImplicit {
                resolvedValueType = resolveType(valueType.value, at: valueType.location)
            }
            if let resolvedValueType, !model.additionalPropertiesAreImplicit {
                // Claimed first, so that a property of that name is the one renamed.
                additional = .init(name: names.claim("additionalProperties"), valueType: resolvedValueType)
            }
            let resolvedProperties = resolveProperties(properties, modelPath: path, names: names)
            if let resolvedValueType, model.additionalPropertiesAreImplicit {
                // The schema did not ask for it: a property of that name keeps its name, and the
                // dictionary takes the next free one (`additionalProperties2`).
                var taken = NameRegistry(reserved: Self.reservedPropertyNames + resolvedProperties.map { Naming.bare($0.name) })
                additional = .init(name: taken.claim("additionalProperties"), valueType: resolvedValueType)
            }
            kind = .object(resolvedProperties)
        case .enumeration(let values):
            var registry = NameRegistry(reserved: Self.reservedCaseNames)
            var seen = Set<String>()
            var cases: [ModelDeclaration.EnumCase<String>] = []
            for value in values where seen.insert(value.value.value).inserted {
                let caseName = Naming.memberIdentifier(claim(Naming.lowerCamelCase(value.value.value), for: value.value, kind: "enum value", as: "enum case", in: &registry))
                cases.append(.init(name: caseName, rawValue: value.value.value, description: value.description))
            }
            kind = .stringEnum(cases: cases, fallback: model.isOpen ? "unknown" : nil)
        case .integerEnumeration(let values):
            var registry = NameRegistry(reserved: Self.reservedCaseNames)
            var seen = Set<Int>()
            var cases: [ModelDeclaration.EnumCase<Int>] = []
            for value in values where seen.insert(value.value).inserted {
                let caseName = Naming.memberIdentifier(claim(Naming.lowerCamelCase(String(value.value)), for: Located(String(value.value), at: value.location),
                                                             kind: "enum value", as: "enum case", in: &registry))
                cases.append(.init(name: caseName, rawValue: value.value, description: nil))
            }
            kind = .integerEnum(cases: cases, fallback: model.isOpen ? "unknown" : nil)
        case .numberEnumeration(let values):
            var registry = NameRegistry(reserved: Self.reservedCaseNames)
            var cases: [ModelDeclaration.EnumCase<DecimalNumber>] = []
            for value in values {
                // `2.5` is `_2Point5`, so that it cannot be taken for `25`; `-1.2` `minus1Point2`;
                // `1e-128` `_1eMinus128`, so that it cannot be taken for `1e128`.
                let text = value.value.description
                let words = (text.hasPrefix("-") ? "minus " + text.dropFirst() : text)
                    .replacingOccurrences(of: ".", with: " point ").replacingOccurrences(of: "e-", with: "e minus ")
                let caseName = Naming.memberIdentifier(claim(Naming.lowerCamelCase(words), for: Located(text, at: value.location),
                                                             kind: "enum value", as: "enum case", in: &registry))
                cases.append(.init(name: caseName, rawValue: value.value, description: nil))
            }
            kind = .numberEnum(cases: cases, fallback: model.isOpen ? "unknown" : nil)
        case .alias(let aliased):
            guard case .alias(let target)? = target(ofModel: model.name.value, at: aliased.location) else { return nil }
            kind = .alias(target)
        case .oneOf(let oneOf):
            let baseNames = Self.variantBaseNames(oneOf, in: model.name.value)
            let resolved = zip(oneOf.variants, baseNames).compactMap { variant, baseName in
                resolveType(variant.type.value, at: variant.type.location).map { (variant, baseName, $0) }
            }
            // An `anyOf` keeps every variant a value matches, in a struct; but a scalar that
            // matches several scalar variants is the same JSON value in each, so an `anyOf` of
            // scalars is an enum of its first match, which loses nothing and can be a parameter.
            let isStruct = oneOf.keyword == .anyOf && oneOf.discriminator == nil && !resolved.allSatisfy(\.2.isScalar)
            var registry = NameRegistry(reserved: isStruct ? Self.reservedPropertyNames : Self.reservedCaseNames)
            var variants: [ModelDeclaration.Variant] = []
            for (variant, baseName, type) in resolved {
                let caseName = Naming.memberIdentifier(registry.claim(Naming.lowerCamelCase(baseName)))
                variants.append(.init(caseName: caseName, type: type, discriminatorValues: variant.discriminatorValues, writtenValue: variant.writtenValue))
            }
            if variants.isEmpty {
                diagnostics.error("'\(model.name.value)' has no variant", at: model.name.location)
            }
            kind = isStruct ? .anyOf(variants: variants) : .oneOf(variants: variants, discriminator: oneOf.discriminator?.value, isIndirect: false)
        case .tuple(let tuple):
            let items = tuple.items.compactMap { resolveType($0.value, at: $0.location) }
            let rest = tuple.rest.flatMap { resolveType($0.value, at: $0.location) }
            guard items.count == tuple.items.count, (rest == nil) == (tuple.rest == nil) else { return nil }
            kind = .tuple(items: items, requiredCount: tuple.requiredCount, rest: rest)
        }
        return ModelDeclaration(specName: model.name.value, name: name, description: model.description,
                                deprecated: model.deprecated, specPath: path, kind: kind, additionalProperties: additional, source: model.source)
    }

    /// The base of each variant's case name: its first discriminator value when that value
    /// selects this variant alone and reads as a Swift name (`user`, `output_text.delta` →
    /// `outputTextDelta`), without the dotted words all such values begin with
    /// (`organization.costs.result` and `organization.usage.result` → `costsResult`,
    /// `usageResult`); else its type (``variantBaseName(_:in:)``).
    static func variantBaseNames(_ oneOf: Spec.OneOf, in modelName: String) -> [String] {
        let byType = oneOf.variants.map { variantBaseName($0.type.value, in: modelName) }
        guard oneOf.discriminator != nil else { return byType }
        var selected: [String: Int] = [:]
        for variant in oneOf.variants {
            for value in Set(variant.discriminatorValues) { selected[value, default: 0] += 1 }
        }
        let candidates: [String?] = oneOf.variants.map { variant in
            guard let value = variant.discriminatorValues.first, selected[value] == 1, readsAsName(value) else { return nil }
            return value
        }
        let named = candidates.compactMap { $0 }
        let shared = named.count > 1 ? sharedDottedPrefix(named) : ""
        return zip(candidates, byType).map { candidate, typeName in
            guard let candidate else { return typeName }
            let short = String(candidate.dropFirst(shared.count))
            return readsAsName(short) ? short : candidate
        }
    }

    /// The longest run of whole dotted words (`a.b.`) that every value begins with.
    static func sharedDottedPrefix(_ values: [String]) -> String {
        guard var prefix = values.first.map({ $0.split(separator: ".", omittingEmptySubsequences: false).dropLast() }) else { return "" }
        for value in values.dropFirst() {
            let words = value.split(separator: ".", omittingEmptySubsequences: false).dropLast()
            prefix = prefix.prefix(zip(prefix, words).prefix { $0 == $1 }.count)
        }
        return prefix.isEmpty ? "" : prefix.joined(separator: ".") + "."
    }

    /// Whether a discriminator value makes a good Swift name: an ASCII letter, then ASCII
    /// letters, digits, `_`, `-`, `.` or `/` (words the name keeps), and not a name every
    /// generated enum already has.
    static func readsAsName(_ value: String) -> Bool {
        guard let first = value.unicodeScalars.first, first.isASCII, first.properties.isAlphabetic else { return false }
        let allowed = value.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "_-./".unicodeScalars.contains($0)) }
        return allowed && !reservedCaseNames.contains(Naming.lowerCamelCase(value))
    }

    /// Sets ``ModelDeclaration/Variant/encodesAsObject`` on every variant of the choices, and
    /// keeps a discriminated variant's ``ModelDeclaration/Variant/writtenValue`` only where
    /// encoding must write it: an object model that does not hold it as a constant.
    static func markObjectVariants(_ models: [ModelDeclaration]) -> [ModelDeclaration] {
        let byName = Dictionary(models.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var known: [String: Bool] = [:]
        func isObject(_ type: ResolvedType, visiting: Set<String>) -> Bool {
            switch type {
            case .dictionary: return true
            case .model(_, .alias(let target)): return isObject(target, visiting: visiting)
            case .model(_, .object): return true
            case .model(let name, .oneOf), .model(let name, .anyOf):
                if let answer = known[name] { return answer }
                guard !visiting.contains(name), let model = byName[name] else { return false }
                let variants: [ModelDeclaration.Variant]
                switch model.kind {
                case .oneOf(let list, _, _), .anyOf(let list): variants = list
                default: variants = []
                }
                let answer = !variants.isEmpty && variants.allSatisfy { isObject($0.type, visiting: visiting.union([name])) }
                known[name] = answer
                return answer
            default: return false
            }
        }
        return models.map { model in
            var model = model
            switch model.kind {
            case .oneOf(var variants, let discriminator, let isIndirect):
                for i in variants.indices {
                    variants[i].encodesAsObject = isObject(variants[i].type, visiting: [model.name])
                    if discriminator == nil, case .model(let name, .object) = variants[i].type.dealiased {
                        variants[i].otherMembersName = byName[name]?.additionalProperties?.name
                    }
                    guard let discriminator, let value = variants[i].writtenValue else { continue }
                    guard case .model(let name, .object) = variants[i].type.dealiased, case .object(let properties)? = byName[name]?.kind else {
                        variants[i].writtenValue = nil
                        continue
                    }
                    let constant = properties.first { $0.jsonKey == discriminator }?.constant?.literal
                    if constant == SwiftText.stringLiteral(value) { variants[i].writtenValue = nil }
                }
                model.kind = .oneOf(variants: variants, discriminator: discriminator, isIndirect: isIndirect)
            case .anyOf(var variants):
                for i in variants.indices { variants[i].encodesAsObject = isObject(variants[i].type, visiting: [model.name]) }
                markKeysOfOtherVariants(&variants, models: byName)
                model.kind = .anyOf(variants: variants)
            default:
                break
            }
            return model
        }
    }

    /// Sets ``ModelDeclaration/Variant/otherMembersName`` and
    /// ``ModelDeclaration/Variant/declaredKeys`` on the variants of an `anyOf` struct that are
    /// object models.
    static func markKeysOfOtherVariants(_ variants: inout [ModelDeclaration.Variant], models: [String: ModelDeclaration]) {
        for index in variants.indices {
            guard case .model(let name, .object) = variants[index].type.dealiased, let model = models[name],
                  case .object(let properties) = model.kind else { continue }
            variants[index].otherMembersName = model.additionalProperties?.name
            variants[index].declaredKeys = properties.map(\.jsonKey)
        }
    }

    /// A readable base for a one-of case name: the model or built-in name, `Array`/`Dictionary`
    /// appended for collections. A model named after the choice it belongs to loses that
    /// name (`ShapeVariant1` in `Shape` → `Variant1`, `ShapeSquare` → `Square`).
    static func variantBaseName(_ type: Spec.TypeReference, in modelName: String = "") -> String {
        switch type {
        case .builtin(let builtin):
            return builtin.rawValue
        case .model(let name):
            guard !modelName.isEmpty, name.hasPrefix(modelName), let next = name.dropFirst(modelName.count).first,
                  next.isUppercase || next.isNumber else { return name }
            return String(name.dropFirst(modelName.count))
        case .optional(let wrapped):
            return variantBaseName(wrapped)
        case .array(let element):
            return variantBaseName(element) + "Array"
        case .dictionary(let value):
            return variantBaseName(value) + "Dictionary"
        }
    }

    /// Names the properties and assigns JSON keys. An explicit `key:` or a key equal to the
    /// spec name wins; a derived key that is already taken falls back to the spec name; two
    /// properties left with one key are an error (a JSON object cannot hold both).
    ///
    /// A property that may be absent and may be `null` (not required, nullable) is
    /// `Nullable<T>?` in every model, wherever the model is used, so that an absent key, `null`
    /// and a value are each read and written as the JSON has them.
    mutating func resolveProperties(_ properties: [Spec.Property], modelPath: String, names: NameRegistry? = nil) -> [PropertyDeclaration] {
        var names = names ?? NameRegistry(reserved: Self.reservedPropertyNames)
        var resolved: [PropertyDeclaration] = []
        var derivedKeys: [String] = []
        for property in properties {
            guard var type = resolveType(property.type.value, at: property.type.location) else { continue }
            if property.nilEncoding == .omittedOrNull, property.constant == nil, type.isOptional {
                type = .optional(.nullable(type.unwrapped))
            }
            let name = Naming.memberIdentifier(claim(memberCandidate(property.name.value, in: names), for: property.name, kind: "property", as: "Swift property", in: &names))
            let derived = property.key?.value ?? derivedKey(property.name.value)
            derivedKeys.append(derived)
            let constant = property.constant.flatMap { constant in
                SwiftText.literal(constant.value).map { PropertyDeclaration.Constant(literal: $0, isRequired: !type.isOptional) }
            }
            resolved.append(PropertyDeclaration(
                specName: property.name.value, name: name, jsonKey: derived, type: constant == nil ? type : type.unwrapped,
                description: property.description, deprecated: property.deprecated,
                defaultValue: nil, isBoxed: false, nilEncoding: type.isOptional ? property.nilEncoding : .omitted,
                contentMediaType: property.contentMediaType, constant: constant))
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
}
