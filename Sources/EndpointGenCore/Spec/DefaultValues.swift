import Foundation

/// Reading property defaults (`default:` in a property's long form) as literal values checked
/// against the property's type.
///
/// Allowed: defaults of built-in types, string and integer enums, arrays and dictionaries of
/// those, and `null` for optionals. A `String`, `Date`, `URL`, `UUID` or `Data` default is
/// text (a `UUID` must parse as one, `Data` must be base64, a `URL` must parse); a number is
/// plain number text; a `Bool` is `true` or `false`; a `JSON` default is any YAML value.
extension SpecDecoder {
    func readDefaults(into models: inout [Spec.Model]) {
        var index: [String: Int] = [:]
        for (position, model) in models.enumerated() where index[model.name.value] == nil { index[model.name.value] = position }
        let byName = Dictionary(models.map { ($0.name.value, $0) }, uniquingKeysWith: { first, _ in first })
        for item in pending.defaults {
            guard let modelIndex = index[item.model], modelIndex < models.count, case .object(var properties) = models[modelIndex].kind,
                  let propertyIndex = properties.firstIndex(where: { $0.name.value == item.property }) else { continue }
            let what = "the default of property '\(item.property)' of model '\(item.model)'"
            let reader = LiteralReader(context: context, models: byName, what: what)
            if let value = reader.literal(item.node, as: properties[propertyIndex].type.value, depth: 0) {
                properties[propertyIndex].defaultValue = Located(value, at: context.location(item.node))
                models[modelIndex].kind = .object(properties)
            }
        }
    }
}

/// Converts a YAML node to a ``Spec/LiteralValue`` of an expected type, reporting mismatches.
private struct LiteralReader {
    let context: DecodeContext
    let models: [String: Spec.Model]
    let what: String

    func literal(_ node: YAMLNode, as type: Spec.TypeReference, depth: Int) -> Spec.LiteralValue? {
        // Aliases may chain, and values nest; both are bounded (the YAML reader bounds nesting).
        guard depth <= models.count + 256 else {
            context.error("\(what) nests too deeply", at: node)
            return nil
        }
        let scalar = node.scalar
        switch type {
        case .optional(let wrapped):
            if scalar?.isNull == true { return .null }
            return literal(node, as: wrapped, depth: depth + 1)
        case .array(let element):
            guard let items = node.items else { return mismatch(node, type) }
            var values: [Spec.LiteralValue] = []
            for item in items {
                guard let value = literal(item, as: element, depth: depth + 1) else { return nil }
                values.append(value)
            }
            return .array(values)
        case .dictionary(let valueType):
            guard let entries = context.entries(node, key: nil, what: what) else { return nil }
            var object: [String: Spec.LiteralValue] = [:]
            for entry in entries {
                guard let value = literal(entry.value, as: valueType, depth: depth + 1) else { return nil }
                object[entry.name] = value
            }
            return .object(object)
        case .model(let name):
            guard let model = models[name] else { return nil }  // an unknown type was reported
            switch model.kind {
            case .enumeration(let values):
                guard let text = scalar?.value else { return mismatch(node, type) }
                guard values.contains(where: { $0.value.value == text }) else {
                    let notes = Suggestions.note(for: text, in: values.map(\.value.value), listing: true)
                    context.error("\(what) is not a value of enum '\(name)': '\(text)'", at: node, notes: notes)
                    return nil
                }
                return .string(text)
            case .integerEnumeration(let values):
                guard let text = scalar?.value, let number = ScalarText.integer(text), values.contains(where: { $0.value == number }) else {
                    context.error("\(what) is not a value of enum '\(name)'", at: node)
                    return nil
                }
                return .integer(number)
            case .numberEnumeration(let values):
                guard let scalar, let number = DecimalNumber(scalar.value), values.contains(where: { $0.value == number }),
                      let value = ScalarText.untypedLiteral(scalar) else {
                    context.error("\(what) is not a value of enum '\(name)'", at: node)
                    return nil
                }
                return value
            case .alias(let target):
                return literal(node, as: target.value, depth: depth + 1)
            case .object, .oneOf, .tuple:
                context.error("\(what): a default is allowed for built-in types, enums, and arrays and dictionaries of them, not for model '\(name)'", at: node)
                return nil
            }
        case .builtin(let builtin):
            if builtin == .json { return json(node) }
            guard let scalar, !(scalar.isNull && scalar.isPlainUntagged) else { return mismatch(node, type) }
            return builtinLiteral(scalar, builtin, node: node)
        }
    }

    private func builtinLiteral(_ scalar: YAMLScalar, _ builtin: Spec.TypeReference.Builtin, node: YAMLNode) -> Spec.LiteralValue? {
        let type = Spec.TypeReference.builtin(builtin)
        let text = scalar.value
        let kind: ScalarText.Kind
        switch builtin {
        case .string, .date, .calendarDate, .timeOfDay: kind = .string
        case .filePart: return mismatch(node, type)
        case .url: return URL(string: text) == nil ? mismatch(node, type) : .string(text)
        case .uuid: return UUID(uuidString: text) == nil ? mismatch(node, type) : .string(text)
        case .data: return Data(base64Encoded: text) == nil ? mismatch(node, type) : .string(text)
        case .bool: kind = .boolean
        case .int, .int64: kind = .integer
        case .int32:
            guard case .integer(let number)? = ScalarText.literal(scalar, as: .integer, format: context.format),
                  Int(Int32.min)...Int(Int32.max) ~= number else { return mismatch(node, type) }
            return .integer(number)
        case .double, .float, .decimal: kind = .number
        case .json: return json(node)
        }
        return ScalarText.literal(scalar, as: kind, format: context.format) ?? mismatch(node, type)
    }

    /// Any YAML value as JSON (``DecodeContext/untypedLiteral(_:what:)``).
    private func json(_ node: YAMLNode) -> Spec.LiteralValue? {
        if let value = context.untypedLiteral(node, what: what) { return value }
        // A malformed mapping was reported; a scalar JSON cannot hold is reported here.
        return node.scalar == nil ? nil : mismatch(node, .builtin(.json))
    }

    private func mismatch(_ node: YAMLNode, _ type: Spec.TypeReference) -> Spec.LiteralValue? {
        let shown = node.scalar.map { $0.isNull ? "null" : "'\($0.value)'" } ?? DecodeContext.describe(node)
        context.error("\(what) is \(shown), which is not a value of type \(type.spelled)", at: node)
        return nil
    }
}
