import Mustache

/// The context of one model (`model.mustache` and its partials).
extension TemplateContext {
    func model(_ model: ModelDeclaration) -> TemplateValue {
        var context = common
        let deprecation: String? = model.deprecated ? "- Warning: Deprecated in the spec." : nil
        context[.name] = .string(model.name)
        context[.specPath] = .string(model.specPath)
        context[.doc] = Self.doc([model.description, deprecation], specPath: model.source?.reference ?? model.specPath)
        context[.deprecated] = .bool(model.deprecated)
        for kind in [ContextKey.isObject, .isStringEnum, .isIntegerEnum, .isAlias, .isOneOf] {
            context[kind] = .bool(false)
        }
        switch model.kind {
        case .object(let properties):
            context[.isObject] = .bool(true)
            objectKeys(properties, into: &context)
            context[.hasAdditionalProperties] = .bool(model.additionalProperties != nil)
            if let additional = model.additionalProperties {
                context[.additionalPropertiesName] = .string(additional.name)
                context[.additionalPropertiesType] = .string(additional.valueType.code)
                context[.propertyKeys] = .string(properties.map { SwiftText.stringLiteral($0.jsonKey) }.joined(separator: ", "))
                // The custom Codable code lists every property, so every one has a coding key,
                // and the dictionary follows the last initializer parameter.
                context[.hasCodingKeys] = .bool(!properties.isEmpty)
                if case .list(let items) = context[.properties] {
                    context[.properties] = .list(items.map { item in
                        guard case .object(var object) = item else { return item }
                        object[.separator] = .string(",")
                        return .object(object)
                    })
                }
            }
        case .stringEnum(let cases, let fallback):
            context[.isStringEnum] = .bool(true)
            context[.fallback] = .string(fallback)
            context[.cases] = .list(cases.map { item in
                .object([
                    .name: .string(item.name),
                    .rawValue: .string(SwiftText.stringLiteral(item.rawValue)),
                    .doc: Self.doc([item.description], specPath: nil),
                ])
            })
        case .integerEnum(let cases, let fallback):
            context[.isIntegerEnum] = .bool(true)
            context[.fallback] = .string(fallback)
            context[.cases] = .list(cases.map { item in
                .object([
                    .name: .string(item.name),
                    .rawValue: .string(String(item.rawValue)),
                    .doc: Self.doc([item.description], specPath: nil),
                ])
            })
        case .alias(let type):
            context[.isAlias] = .bool(true)
            context[.type] = .string(type.code)
        case .oneOf(let variants, let discriminator, let isIndirect):
            context[.isOneOf] = .bool(true)
            context[.isIndirect] = .bool(isIndirect)
            context[.hasDiscriminator] = .bool(discriminator != nil)
            context[.discriminator] = discriminator.map { .string(SwiftText.stringLiteral($0)) } ?? .null
            context[.noVariantMessage] = .string(SwiftText.stringLiteral("the value is none of the variants of \(model.name)"))
            context[.nameLiteral] = .string(SwiftText.stringLiteral(model.name))
            context[.isScalarChoice] = .bool(model.isScalarChoice)
            var seenValues = Set<String>()
            context[.variants] = .list(variants.map { variant in
                let values = variant.discriminatorValues.filter { seenValues.insert($0).inserted }
                return .object([
                    .caseName: .string(variant.caseName),
                    .type: .string(variant.type.code),
                    .typeLiteral: .string(SwiftText.stringLiteral(variant.type.code)),
                    .parameterText: .string(Self.parameterText("value", type: variant.type)),
                    .discriminatorPattern: .string(values.map(SwiftText.stringLiteral).joined(separator: ", ")),
                    .hasDiscriminatorValues: .bool(!values.isEmpty),
                ])
            })
        }
        return .object(context)
    }

    /// Keys of an object model: `properties` (each with `encodeMethod`, `encode` or
    /// `encodeIfPresent`), `codingKeys`, `hasCodingKeys`, `hasProperties`, `encodesNull`.
    private func objectKeys(_ properties: [PropertyDeclaration], into context: inout TemplateObject) {
        var items: [TemplateObject] = []
        var codingKeys: [TemplateValue] = []
        var needsCodingKeys = false
        for property in properties {
            let bare = Naming.bare(property.name)
            let storage = property.isBoxed ? "_" + bare : property.name
            let storageType: String
            let wrap: String
            if property.isBoxed {
                if property.type.isOptional {
                    storageType = "Indirect<\(property.type.unwrapped.code)>?"
                    wrap = "\(property.name).map { Indirect($0) }"
                } else {
                    storageType = "Indirect<\(property.type.code)>"
                    wrap = "Indirect(\(property.name))"
                }
            } else {
                storageType = property.type.code
                wrap = property.name
            }
            let defaultValue = property.defaultValue ?? (property.type.isOptional ? "nil" : nil)
            let deprecation: String? = property.deprecated ? "- Warning: Deprecated in the spec." : nil
            items.append([
                .name: .string(property.name),
                .type: .string(property.type.code),
                .isOptional: .bool(property.type.isOptional),
                .jsonKey: .string(SwiftText.stringLiteral(property.jsonKey)),
                .doc: Self.doc([property.description, deprecation], specPath: nil),
                .isBoxed: .bool(property.isBoxed),
                .storageName: .string(storage),
                .storageType: .string(storageType),
                .decodedType: .string(storageType.hasSuffix("?") ? String(storageType.dropLast()) : storageType),
                .storedValue: .string(wrap),
                .defaultValue: defaultValue.map { .string($0) } ?? .null,
                .deprecated: .bool(property.deprecated),
                .encodeMethod: .string(property.type.isOptional && property.nilEncoding != .null ? "encodeIfPresent" : "encode"),
            ])
            let keyName = Naming.bare(storage)
            if keyName != property.jsonKey { needsCodingKeys = true }
            codingKeys.append(.object([
                .name: .string(storage),
                .jsonKey: .string(SwiftText.stringLiteral(property.jsonKey)),
                .isRenamed: .bool(keyName != property.jsonKey),
            ]))
        }
        context[.properties] = Self.withSeparators(items)
        context[.hasProperties] = .bool(!items.isEmpty)
        // A required property that allows `null` needs `encode(to:)` written out: the
        // synthesized one leaves every `nil` out.
        let encodesNull = properties.contains { $0.type.isOptional && $0.nilEncoding == .null }
        context[.codingKeys] = .list(codingKeys)
        context[.hasCodingKeys] = .bool(needsCodingKeys || encodesNull)
        context[.encodesNull] = .bool(encodesNull)
    }

    /// The `String` text of a scalar `value` as a parameter: an enum's raw value, else its
    /// `QueryValue` text.
    static func parameterText(_ value: String, type: ResolvedType) -> String {
        switch type.dealiased {
        case .model(_, .stringEnum): "\(value).rawValue"
        case .model(_, .integerEnum): "String(\(value).rawValue)"
        default: "\(value).parameterText"
        }
    }
}
