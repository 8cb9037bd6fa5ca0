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
        for kind in [ContextKey.isObject, .isStringEnum, .isIntegerEnum, .isNumberEnum, .isAlias, .isOneOf, .isAnyOf, .isTuple] {
            context[kind] = .bool(false)
        }
        switch model.kind {
        case .object(let properties):
            context[.isObject] = .bool(true)
            objectKeys(properties, into: &context)
            context[.hasAdditionalProperties] = .bool(model.additionalProperties != nil)
            context[.hasInitParameters] = .bool(!properties.allSatisfy { $0.constant != nil } || model.additionalProperties != nil)
            if let additional = model.additionalProperties {
                // Written-out coding even without a property: the dictionary needs it.
                context[.hasCustomDecoding] = .bool(true)
                context[.hasCustomEncoding] = .bool(true)
                context[.additionalPropertiesName] = .string(additional.name)
                context[.additionalPropertiesType] = .string(additional.valueType.code)
                // Constants included: their keys are no additional members either.
                context[.propertyKeys] = .string(properties.map { SwiftText.stringLiteral($0.jsonKey) }.joined(separator: ", "))
                // The dictionary follows the last initializer parameter.
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
            context[.fallback] = fallback.map { .string($0) } ?? .null
            context[.unlistedValueMessage] = .string(Self.unlistedValueMessage(model.name, values: cases.map(\.rawValue)))
            context[.cases] = .list(cases.map { item in
                .object([
                    .name: .string(item.name),
                    .rawValue: .string(SwiftText.stringLiteral(item.rawValue)),
                    .doc: Self.doc([item.description], specPath: nil),
                ])
            })
        case .integerEnum(let cases, let fallback):
            context[.isIntegerEnum] = .bool(true)
            context[.rawType] = .string("Int")
            context[.jsonKind] = .string("integer")
            context[.fallback] = fallback.map { .string($0) } ?? .null
            context[.unlistedValueMessage] = .string(Self.unlistedValueMessage(model.name, values: cases.map { String($0.rawValue) }))
            context[.cases] = .list(cases.map { item in
                .object([
                    .name: .string(item.name),
                    .rawValue: .string(String(item.rawValue)),
                    .doc: Self.doc([item.description], specPath: nil),
                ])
            })
        case .numberEnum(let cases, let fallback):
            context[.isNumberEnum] = .bool(true)
            context[.rawType] = .string("Decimal")
            context[.jsonKind] = .string("number")
            context[.fallback] = fallback.map { .string($0) } ?? .null
            context[.unlistedValueMessage] = .string(Self.unlistedValueMessage(model.name, values: cases.map(\.rawValue.description)))
            context[.cases] = .list(cases.map { item in
                .object([
                    .name: .string(item.name),
                    .rawValue: .string(item.rawValue.swiftDecimal),
                    .doc: Self.doc([item.description], specPath: nil),
                ])
            })
        case .alias(let type):
            context[.isAlias] = .bool(true)
            context[.type] = .string(type.code)
        case .oneOf(let variants, let discriminator, let isIndirect):
            context[.isOneOf] = .bool(true)
            context[.isIndirect] = .bool(isIndirect)
            context[.isScalarChoice] = .bool(model.isScalarChoice)
            oneOfKeys(variants, discriminator: discriminator, modelName: model.name, into: &context)
        case .anyOf(let variants):
            context[.isAnyOf] = .bool(true)
            anyOfKeys(variants, modelName: model.name, into: &context)
        case .tuple(let items, let requiredCount, let rest):
            context[.isTuple] = .bool(true)
            tupleKeys(items, requiredCount: requiredCount, rest: rest, into: &context)
        }
        return .object(context)
    }

    /// A Swift expression for the `DecodingError` description of a value an enum without a
    /// fallback does not list (`rawValue` in scope): names the value and the listed ones.
    static func unlistedValueMessage(_ name: String, values: [String]) -> String {
        let listed = values.prefix(24).joined(separator: ", ") + (values.count > 24 ? ", …" : "")
        return SwiftText.stringLiteral("the value ") + " + String(reflecting: rawValue) + "
            + SwiftText.stringLiteral(" is not a value of \(name) (\(listed))")
    }

    /// Keys of an object model: `properties` (the stored ones, each with `encodeMethod`,
    /// `encode` or `encodeIfPresent`, and `checksNumbers`: the decoded value's `Double`,
    /// `Float` and `Decimal` numbers are checked against the JSON text; on the object, whether
    /// any property's are), `constants`, `codingKeys` and `hasCodingKeys` (for a
    /// template keyed by a `CodingKeys` enum), `hasProperties`, `hasConstants`,
    /// `hasCustomDecoding` and `hasCustomEncoding` (the template writes `init(from:)` and
    /// `encode(to:)`: any property or constant), `writesLowercaseUUIDs`, `encodesNull` (a
    /// required property that allows `null`: its key must be there). An `additionalProperties`
    /// dictionary sets `hasCustomDecoding` and `hasCustomEncoding` even without a property.
    private func objectKeys(_ properties: [PropertyDeclaration], into context: inout TemplateObject) {
        var items: [TemplateObject] = []
        var constants: [TemplateValue] = []
        var codingKeys: [TemplateValue] = []
        var lowercasesUUIDs = false
        for property in properties {
            let bare = Naming.bare(property.name)
            let storage = property.isBoxed ? "_" + bare : property.name
            let keyName = Naming.bare(storage)
            let deprecation: String? = property.deprecated ? "- Warning: Deprecated in the spec." : nil
            codingKeys.append(.object([
                .name: .string(storage),
                .jsonKey: .string(SwiftText.stringLiteral(property.jsonKey)),
                .isRenamed: .bool(keyName != property.jsonKey),
            ]))
            if let constant = property.constant {
                let always = "Always `\(constant.literal)`: sent with every value, and checked in every value received."
                constants.append(.object([
                    .name: .string(property.name),
                    .type: .string(property.type.code),
                    .literal: .string(constant.literal),
                    .keyName: .string(keyName),
                    .isRequired: .bool(constant.isRequired),
                    .jsonKey: .string(SwiftText.stringLiteral(property.jsonKey)),
                    .doc: Self.doc([property.description, always, deprecation], specPath: nil),
                    .deprecated: .bool(property.deprecated),
                ]))
                continue
            }
            let box = Self.box(property)
            let lowercased = ValueExpressions.lowercasingUUIDs("self." + storage, type: property.type)
            if lowercased != nil { lowercasesUUIDs = true }
            let optional = property.type.isOptional
            // Required and allowing `null`: the key must be there, its value may be `null`.
            let requiresKey = optional && property.nilEncoding == .null
            let defaultValue = property.defaultValue ?? (optional ? "nil" : nil)
            items.append([
                .name: .string(property.name),
                .type: .string(property.type.code),
                .isOptional: .bool(optional),
                .jsonKey: .string(SwiftText.stringLiteral(property.jsonKey)),
                .doc: Self.doc([property.description, property.type.isAbsentOrNull ? Self.absentOrNullNote : nil, deprecation], specPath: nil),
                .isBoxed: .bool(property.isBoxed),
                .storageName: .string(storage),
                .storageType: .string(box.storageType),
                .storedValue: .string(box.stored(property.name)),
                .boxedNewValue: .string(box.stored("newValue")),
                .unboxedValue: .string(box.unboxed),
                .defaultValue: defaultValue.map { .string($0) } ?? .null,
                .deprecated: .bool(property.deprecated),
                .keyName: .string(keyName),
                .decodeMethod: .string(optional && !requiresKey ? "decodeIfPresent" : "decode"),
                .encodeMethod: .string(optional && !requiresKey ? "encodeIfPresent" : "encode"),
                .decodedType: .string(box.decodedType + (requiresKey ? "?" : "")),
                .checksNumbers: .bool(!property.isBoxed && property.type.checksWrittenNumbers),
                .encodedValue: .string(lowercased ?? "self." + storage),
            ])
        }
        context[.properties] = Self.withSeparators(items)
        context[.hasProperties] = .bool(!items.isEmpty)
        context[.constants] = .list(constants)
        context[.codingKeys] = .list(codingKeys)
        // `init(from:)` and `encode(to:)` are written out for every object with a property,
        // keyed by the runtime's `AnyCodingKey` with the JSON keys as string literals: a
        // synthesized conformance would add a `CodingKeys` enum per model (about 30 functions
        // of machine code each), and literal keys type-check faster than
        // `AnyCodingKey(stringValue:)` calls (Benchmarks/README.md, "Fourth round"). A required
        // property that allows `null` (`encodesNull`) is decoded with `decode` of `T?`, so its
        // key must be there, and encoded with `encode`.
        let encodesNull = properties.contains { $0.constant == nil && $0.type.isOptional && $0.nilEncoding == .null }
        context[.hasConstants] = .bool(!constants.isEmpty)
        context[.checksNumbers] = .bool(properties.contains { $0.constant == nil && !$0.isBoxed && $0.type.checksWrittenNumbers })
        context[.hasCustomDecoding] = .bool(!properties.isEmpty)
        context[.writesLowercaseUUIDs] = .bool(lowercasesUUIDs)
        context[.encodesNull] = .bool(encodesNull)
        context[.hasCodingKeys] = .bool(!properties.isEmpty)
        context[.hasCustomEncoding] = .bool(!properties.isEmpty)
    }

    /// The doc paragraph of a `Nullable<T>?` property: what each of its states means.
    static let absentOrNullNote = "`nil` when the key is absent, `.null` when it is JSON `null`, else `.value(_:)`; each is encoded back as it was."

    /// How a property is stored: as its type, or in an `Indirect` box (inside the `Nullable`
    /// of a `Nullable<T>?` property, so that the runtime decodes `null` as `.null`).
    struct Box {
        /// The stored type: `T`, `Indirect<T>`, `Indirect<T>?` or `Nullable<Indirect<T>>?`.
        var storageType: String
        /// The stored type without its outer `?`: what `decode`/`decodeIfPresent` names.
        var decodedType: String
        /// The expression that reads the property's value back from its storage.
        var unboxed: String
        /// The stored value made from an expression of the property's type.
        var stored: (String) -> String
    }

    static func box(_ property: PropertyDeclaration) -> Box {
        let storage = "_" + Naming.bare(property.name)
        let type = property.type
        guard property.isBoxed else {
            return Box(storageType: type.code, decodedType: type.unwrapped.code, unboxed: property.name, stored: { $0 })
        }
        switch type {
        case .optional(.nullable(let wrapped)):
            return Box(storageType: "Nullable<Indirect<\(wrapped.code)>>?", decodedType: "Nullable<Indirect<\(wrapped.code)>>",
                       unboxed: storage + "?.map(\\.value)", stored: { "\($0).map { $0.map { Indirect($0) } }" })
        case .optional(let wrapped):
            return Box(storageType: "Indirect<\(wrapped.code)>?", decodedType: "Indirect<\(wrapped.code)>",
                       unboxed: storage + "?.value", stored: { "\($0).map { Indirect($0) }" })
        default:
            return Box(storageType: "Indirect<\(type.code)>", decodedType: "Indirect<\(type.code)>",
                       unboxed: storage + ".value", stored: { "Indirect(\($0))" })
        }
    }

    /// The `String` text of a scalar `value` as a parameter: an enum's raw value, else its
    /// `QueryValue` text.
    static func parameterText(_ value: String, type: ResolvedType) -> String {
        switch type.dealiased {
        case .model(_, .stringEnum): "\(value).rawValue"
        case .model(_, .integerEnum): "String(\(value).rawValue)"
        case .model(_, .numberEnum): "\(value).rawValue.parameterText"
        default: "\(value).parameterText"
        }
    }
}
