import Mustache

/// The keys of choice models: `oneOf` enums (`oneOf.mustache`) and `anyOf` structs
/// (`anyOf.mustache`).
extension TemplateContext {
    /// Keys of a `oneOf` enum: `variants`, `hasDiscriminator`, `discriminator`, `typeName`,
    /// and with a discriminator `selections`, `unselected`, `hasUnselected`,
    /// `unknownDiscriminatorMessage`.
    func oneOfKeys(_ variants: [ModelDeclaration.Variant], discriminator: String?, modelName: String, into context: inout TemplateObject) {
        context[.hasDiscriminator] = .bool(discriminator != nil)
        context[.discriminator] = discriminator.map { .string(SwiftText.stringLiteral($0)) } ?? .null
        context[.typeName] = .string(SwiftText.stringLiteral(modelName))
        context[.noVariantMessage] = .string(SwiftText.stringLiteral("the value is none of the variants of \(modelName)"))
        var seenValues = Set<String>()
        context[.variants] = .list(variants.map { variant in
            let values = variant.discriminatorValues.filter { seenValues.insert($0).inserted }
            var item = variantKeys(variant)
            item[.discriminatorPattern] = .string(values.map(SwiftText.stringLiteral).joined(separator: ", "))
            item[.hasDiscriminatorValues] = .bool(!values.isEmpty)
            item[.writesDiscriminator] = .bool(variant.writtenValue != nil)
            item[.discriminatorValue] = variant.writtenValue.map { .string(SwiftText.stringLiteral($0)) } ?? .null
            item[.keepsOtherMembers] = .bool(variant.otherMembersName != nil)
            item[.additionalPropertiesName] = .string(variant.otherMembersName ?? "")
            return .object(item)
        })
        context[.prefersExactVariants] = .bool(variants.contains { $0.otherMembersName != nil })
        guard let discriminator else { return }
        // Values that select the same variants share one `case`; a value several variants
        // declare tries them in order.
        var groups: [(values: [String], members: [Int])] = []
        var membersOf: [String: [Int]] = [:]
        var order: [String] = []
        for (index, variant) in variants.enumerated() {
            for value in variant.discriminatorValues where !(membersOf[value]?.contains(index) ?? false) {
                if membersOf[value] == nil { order.append(value) }
                membersOf[value, default: []].append(index)
            }
        }
        for value in order {
            let members = membersOf[value] ?? []
            if let group = groups.firstIndex(where: { $0.members == members }) {
                groups[group].values.append(value)
            } else {
                groups.append(([value], members))
            }
        }
        context[.selections] = .list(groups.map { group in
            .object([
                .pattern: .string(group.values.map(SwiftText.stringLiteral).joined(separator: ", ")),
                .variants: .list(group.members.map { .object(variantKeys(variants[$0])) }),
                .isSingle: .bool(group.members.count == 1),
            ])
        })
        let unselected = variants.filter(\.discriminatorValues.isEmpty)
        context[.unselected] = .list(unselected.map { .object(variantKeys($0)) })
        context[.hasUnselected] = .bool(!unselected.isEmpty)
        var written: [String] = []
        for case let value? in variants.map(\.discriminatorValues.first) where !written.contains(value) { written.append(value) }
        let shown = written.prefix(24).joined(separator: ", ") + (written.count > 24 ? ", …" : "")
        context[.unknownDiscriminatorMessage] = .string(
            SwiftText.stringLiteral("the value ") + " + String(reflecting: discriminator) + "
                + SwiftText.stringLiteral(" of \"\(discriminator)\" names no variant of \(modelName) (known: \(shown))"))
    }

    /// Keys of an `anyOf` struct: `variants` (with `storageName`, `storedValue`, `isBoxed`,
    /// `isLast`, `separator`), `objectVariants`, `valueVariants`, `typeName`.
    func anyOfKeys(_ variants: [ModelDeclaration.Variant], modelName: String, into context: inout TemplateObject) {
        context[.typeName] = .string(SwiftText.stringLiteral(modelName))
        let items: [TemplateObject] = variants.map { variant in
            var item = variantKeys(variant)
            let storage = variant.isBoxed ? "_" + Naming.bare(variant.caseName) : variant.caseName
            item[.isBoxed] = .bool(variant.isBoxed)
            item[.storageName] = .string(storage)
            item[.storedValue] = .string(variant.isBoxed ? "\(variant.caseName).map { Indirect($0) }" : variant.caseName)
            item[.encodedValue] = .string(ValueExpressions.lowercasingUUIDs("self." + variant.caseName, type: .optional(variant.type)) ?? "self." + variant.caseName)
            item[.keepsOtherMembers] = .bool(variant.otherMembersName != nil)
            item[.additionalPropertiesName] = .string(variant.otherMembersName ?? "")
            item[.declaresKeys] = .bool(!variant.declaredKeys.isEmpty)
            item[.declaredKeys] = .string(variant.declaredKeys.map(SwiftText.stringLiteral).joined(separator: ", "))
            return item
        }
        // Worth doing when a variant keeps other members and another one declares some.
        context[.keepsMembersOnce] = .bool(variants.indices.contains { index in
            variants[index].otherMembersName != nil && variants.indices.contains { $0 != index && !variants[$0].declaredKeys.isEmpty }
        })
        context[.variants] = Self.withSeparators(items)
        context[.objectVariants] = .list(zip(variants, items).filter { $0.0.encodesAsObject }.map { .object($0.1) })
        context[.valueVariants] = .list(zip(variants, items).filter { !$0.0.encodesAsObject }.map { .object($0.1) })
    }

    /// The keys every variant has: `caseName`, `type`, `typeName` (the type as a string
    /// literal, for messages), `encodedValue` (what a `oneOf` case's `value` is written as:
    /// `value`, or with `UUID`s in lower case), `parameterText` (a scalar `value` as the text of
    /// a parameter).
    private func variantKeys(_ variant: ModelDeclaration.Variant) -> TemplateObject {
        [
            .caseName: .string(variant.caseName),
            .type: .string(variant.type.code),
            .typeName: .string(SwiftText.stringLiteral(variant.type.code)),
            .encodedValue: .string(ValueExpressions.lowercasingUUIDs("value", type: variant.type) ?? "value"),
            .parameterText: .string(Self.parameterText("value", type: variant.type)),
        ]
    }
}

/// The keys of a tuple model (`tuple.mustache`): an array typed by position.
extension TemplateContext {
    /// Keys of a tuple: `items` (each `{name, type, decodedType, position, isRequired,
    /// encodedValue, checksNumbers}`), `parameters` (the initializer's, with separators),
    /// `itemCount`, `requiredCount`, `optionalItems`, `hasOptionalItems`, `hasRest`,
    /// `restType`, `restChecksNumbers`, `restEncodedValue`, `tooManyItemsMessage`, and
    /// `checksNumbers` (an item's or the rest's `Double` and `Decimal` numbers are checked
    /// against the JSON text, as object properties' are).
    func tupleKeys(_ items: [ResolvedType], requiredCount: Int, rest: ResolvedType?, into context: inout TemplateObject) {
        var objects: [TemplateObject] = []
        var optional: [TemplateValue] = []
        for (index, type) in items.enumerated() {
            let name = "item" + String(index + 1)
            let isRequired = index < requiredCount
            let stored: ResolvedType = isRequired || type.isOptional ? type : .optional(type)
            objects.append([
                .name: .string(name),
                .type: .string(stored.code),
                .position: .string(String(index + 1)),
                .isRequired: .bool(isRequired),
                .encodedValue: .string(ValueExpressions.lowercasingUUIDs("self." + name, type: stored) ?? "self." + name),
                .defaultValue: isRequired ? .null : .string("nil"),
                .checksNumbers: .bool(stored.checksWrittenNumbers),
            ])
            if !isRequired, let item = objects.last { optional.append(.object(item)) }
        }
        var parameters = objects
        if let rest {
            parameters.append([.name: .string("rest"), .type: .string("[\(rest.code)]"), .defaultValue: .string("[]")])
        }
        context[.items] = .list(objects.map { .object($0) })
        context[.optionalItems] = .list(optional)
        context[.hasOptionalItems] = .bool(!optional.isEmpty)
        context[.parameters] = Self.withSeparators(parameters)
        context[.itemCount] = .string(String(items.count))
        context[.requiredCount] = .string(String(requiredCount))
        context[.hasRest] = .bool(rest != nil)
        context[.restType] = rest.map { .string($0.code) } ?? .null
        context[.restChecksNumbers] = .bool(rest?.checksWrittenNumbers == true)
        context[.checksNumbers] = .bool(items.contains(where: \.checksWrittenNumbers) || rest?.checksWrittenNumbers == true)
        context[.restEncodedValue] = .string(rest.flatMap { ValueExpressions.lowercasingUUIDs("self.rest", type: .array($0)) } ?? "self.rest")
        context[.tooManyItemsMessage] = .string(SwiftText.stringLiteral("expected at most \(items.count) items"))
    }
}
