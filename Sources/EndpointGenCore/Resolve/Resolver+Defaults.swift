/// Default values of properties: a spec literal becomes a Swift expression for the memberwise
/// initializer's default argument, when it fits the property's type.
extension Resolver {
    func fillDefaults(_ models: [ModelDeclaration]) -> [ModelDeclaration] {
        let enums = Dictionary(models.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        return models.map { model in
            guard case .object(var properties) = model.kind,
                  let specModel = specModels[model.specName], case .object(let specProperties) = specModel.kind
            else { return model }
            for index in properties.indices {
                guard let specProperty = specProperties.first(where: { $0.name.value == properties[index].specName }),
                      let literal = specProperty.defaultValue else { continue }
                if let expression = Self.defaultExpression(literal.value, type: properties[index].type, models: enums) {
                    properties[index].defaultValue = expression
                } else {
                    diagnostics.warning("the default value of '\(properties[index].specName)' does not fit its type '\(properties[index].type.code)' and is ignored", at: literal.location)
                }
            }
            var result = model
            result.kind = .object(properties)
            return result
        }
    }

    /// A Swift expression for `literal` as a value of `type`, or `nil` when it does not fit.
    /// Spec strings become escaped string literals; enum values become their case.
    static func defaultExpression(_ literal: Spec.LiteralValue, type: ResolvedType, models: [String: ModelDeclaration]) -> String? {
        let type = type.dealiased
        if case .optional(let wrapped) = type {
            if case .null = literal { return "nil" }
            return defaultExpression(literal, type: wrapped.dealiased, models: models)
        }
        switch (literal, type) {
        case (_, .nullable(let inner)):
            if case .null = literal { return ".null" }
            return defaultExpression(literal, type: inner.dealiased, models: models).map { ".value(\($0))" }
        case (.string(let text), .builtin(.string)):
            return SwiftText.stringLiteral(text)
        case (.string(let text), .model(let name, .stringEnum)):
            guard case .stringEnum(let cases, let fallback)? = models[name]?.kind else { return nil }
            if let match = cases.first(where: { $0.rawValue == text }) { return "." + match.name }
            return ".\(fallback)(\(SwiftText.stringLiteral(text)))"
        case (.integer(let value), .model(let name, .integerEnum)):
            guard case .integerEnum(let cases, let fallback)? = models[name]?.kind else { return nil }
            if let match = cases.first(where: { $0.rawValue == value }) { return "." + match.name }
            return ".\(fallback)(\(value))"
        case (.integer(let value), .builtin(let builtin)):
            switch builtin {
            case .int, .int64, .double, .float, .decimal: return String(value)
            case .int32: return Int32(exactly: value) != nil ? String(value) : nil
            default: return nil
            }
        case (.number(let value), .builtin(let builtin)) where value.isFinite:
            switch builtin {
            case .double, .float, .decimal: return "\(value)"
            default: return nil
            }
        case (.bool(let value), .builtin(.bool)):
            return value ? "true" : "false"
        case (.array(let elements), .array(let elementType)):
            // Every element has the array's element type, so the literal is homogeneous and
            // typed by the property: nothing for the type checker to solve.
            var items: [String] = []
            for element in elements {
                guard let item = defaultExpression(element, type: elementType, models: models) else { return nil }
                items.append(item)
            }
            return "[" + items.joined(separator: ", ") + "]"
        case (.object(let members), .dictionary(let valueType)):
            guard !members.isEmpty else { return "[:]" }
            var items: [String] = []
            for key in members.keys.sorted() {
                guard let member = members[key], let value = defaultExpression(member, type: valueType, models: models) else { return nil }
                items.append(SwiftText.stringLiteral(key) + ": " + value)
            }
            return "[" + items.joined(separator: ", ") + "]"
        default:
            return nil
        }
    }
}
