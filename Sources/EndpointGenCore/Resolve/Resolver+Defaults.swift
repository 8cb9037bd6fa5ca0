import Foundation

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
                } else if let (message, used) = Self.numberDefaultProblem(literal.value, of: properties[index].specName, type: properties[index].type) {
                    properties[index].defaultValue = used.flatMap { Self.defaultExpression($0, type: properties[index].type, models: enums) }
                    diagnostics.warning(message, at: literal.location)
                } else {
                    diagnostics.unsupported("the default value of '\(properties[index].specName)' cannot be written as a value of its type '\(properties[index].type.code)'; it is ignored", at: literal.location)
                }
            }
            var result = model
            result.kind = .object(properties)
            return result
        }
    }

    /// A Swift expression for `literal` as a value of `type`: the value decoding the literal
    /// as JSON would give, or `nil` when there is none (or it cannot be written exactly).
    ///
    /// Spec strings become escaped string literals; enum values become their case; a `oneOf`
    /// (or an `anyOf` of scalars only, an enum too) takes the first variant (in decoding order)
    /// that can hold the literal, the case decoding the literal picks; an `anyOf` struct sets
    /// every variant that takes it; an object model is
    /// its memberwise initializer with every property given (`nil` for an absent optional one);
    /// a date-time or full date (RFC 3339 §5.6) is `Date(timeIntervalSince1970:)` of its exact
    /// seconds; a `format: date` or `time` value is its `CalendarDate` or `TimeOfDay`, and a URL
    /// or UUID its initializer from text, each checked here so that it cannot fail.
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
        case (.string(let text), .builtin(.date)):
            return SwiftText.dateSince1970(rfc3339: text).map { "Date(timeIntervalSince1970: \($0))" }
        case (.string(let text), .builtin(.calendarDate)):
            guard SampleValueWriter.isFullDate(text) else { return nil }
            return "CalendarDate(checkedExample: \(SwiftText.stringLiteral(text)))"
        case (.string(let text), .builtin(.timeOfDay)):
            guard SampleValueWriter.isPartialTime(text) else { return nil }
            return "TimeOfDay(checkedExample: \(SwiftText.stringLiteral(text)))"
        case (.string(let text), .builtin(.url)):
            guard SwiftText.isPortableAbsoluteURL(text) else { return nil }
            return "URL(string: \(SwiftText.stringLiteral(text)))!"
        case (.string(let text), .builtin(.uuid)):
            guard let uuid = UUID(uuidString: text) else { return nil }
            return "UUID(uuidString: \(SwiftText.stringLiteral(uuid.uuidString)))!"
        case (_, .model(let name, .oneOf)), (_, .model(let name, .anyOf)):
            switch models[name]?.kind {
            case .oneOf(let variants, _, _)?:
                // An enum (a `oneOf`, or an `anyOf` of scalars only) decodes the first variant
                // that takes the value: the default is that one case.
                for variant in variants {
                    if let value = defaultExpression(literal, type: variant.type, models: models) {
                        return ".\(variant.caseName)(\(value))"
                    }
                }
                return nil
            case .anyOf(let variants)?:
                // Decoding sets every variant the literal matches, so each variant either takes it
                // or cannot hold a JSON value of its kind; one that might is not guessed.
                var arguments: [String] = []
                for variant in variants {
                    if let value = defaultExpression(literal, type: variant.type, models: models) {
                        arguments.append("\(variant.caseName): \(value)")
                    } else if !cannotHold(literal, type: variant.type) {
                        return nil
                    }
                }
                return arguments.isEmpty ? nil : name + "(" + arguments.joined(separator: ", ") + ")"
            default:
                return nil
            }
        case (.object(let members), .model(let name, .object)):
            guard case .object(let properties)? = models[name]?.kind,
                  Set(members.keys).isSubset(of: properties.map(\.jsonKey)) else { return nil }
            var arguments: [String] = []
            for property in properties {
                let value: String
                if let member = members[property.jsonKey] {
                    guard let expression = defaultExpression(member, type: property.type, models: models) else { return nil }
                    value = expression
                } else {
                    guard property.type.isOptional else { return nil }
                    value = "nil"
                }
                arguments.append("\(property.name): \(value)")
            }
            return name + "(" + arguments.joined(separator: ", ") + ")"
        case (.string(let text), .model(let name, .stringEnum)):
            guard case .stringEnum(let cases, let fallback)? = models[name]?.kind else { return nil }
            if let match = cases.first(where: { $0.rawValue == text }) { return "." + match.name }
            return fallback.map { ".\($0)(\(SwiftText.stringLiteral(text)))" }
        case (.integer(let value), .model(let name, .integerEnum)):
            guard case .integerEnum(let cases, let fallback)? = models[name]?.kind else { return nil }
            if let match = cases.first(where: { $0.rawValue == value }) { return "." + match.name }
            return fallback.map { ".\($0)(\(value))" }
        case (.integer(let value), .model(let name, .numberEnum)):
            return numberEnumDefault(DecimalNumber(String(value)), of: name, models: models)
        case (.number(let value), .model(let name, .numberEnum)):
            return numberEnumDefault(DecimalNumber(value.text), of: name, models: models)
        case (.integer(let value), .builtin(let builtin)):
            switch builtin {
            case .int, .int64, .decimal: return String(value)
            // An integer literal a `Double` does not hold (9007199254740993) would be rounded.
            case .double: return Double(exactly: value) != nil ? String(value) : nil
            case .float: return Float(exactly: value) != nil ? String(value) : nil
            case .int32: return Int32(exactly: value) != nil ? String(value) : nil
            default: return nil
            }
        case (.number(let value), .builtin(let builtin)):
            switch builtin {
            case .double: return value.isExactDouble ? "\(value.value)" : nil
            case .float: return value.isExactFloat ? "\(Float(value.value))" : nil
            // A float literal would make the `Decimal` through a `Double` (`0.1` is not exact).
            case .decimal: return value.swiftDecimal
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

    /// Why a number default does not fit its built-in number type exactly, and the literal
    /// used instead (`nil`: the property has no default): a `Double` or `Float` gets the
    /// nearest value, with a warning that names both; an integer type or a `Decimal` that
    /// cannot hold the number gets no default. `nil` when the literal is no number or the type
    /// is not a built-in number type.
    static func numberDefaultProblem(_ literal: Spec.LiteralValue, of property: String, type: ResolvedType) -> (String, Spec.LiteralValue?)? {
        var inner = type.dealiased
        while true {
            if case .optional(let wrapped) = inner {
                inner = wrapped.dealiased
            } else if case .nullable(let wrapped) = inner {
                inner = wrapped.dealiased
            } else {
                break
            }
        }
        let number: Spec.NumberLiteral
        switch literal {
        case .integer(let value): number = Spec.NumberLiteral(text: String(value)) ?? Spec.NumberLiteral(integerLiteral: value)
        case .number(let value): number = value
        default: return nil
        }
        guard case .builtin(let builtin) = inner else { return nil }
        let written = "the default \(number.text) of '\(property)'"
        switch builtin {
        case .double, .float:
            let nearest = builtin == .double ? number.value : Double(Float(number.value))
            guard nearest.isFinite else { return ("\(written) is beyond the range of \(builtin.rawValue); the property has no default", nil) }
            let used = builtin == .double ? "\(nearest)" : "\(Float(number.value))"
            return ("\(written) is not a number \(builtin.rawValue) holds exactly; the nearest one, \(used), is used",
                    Spec.NumberLiteral(text: used).map(Spec.LiteralValue.number))
        case .int, .int32, .int64:
            let range = builtin == .int32 ? "\(Int32.min)...\(Int32.max)" : "\(Int.min)...\(Int.max)"
            let digits = number.digits
            let reason = digits.exponent < 0 ? "has a fraction, which \(builtin.rawValue) does not hold" : "is beyond the range of \(builtin.rawValue) (\(range))"
            return ("\(written) \(reason); the property has no default", nil)
        case .decimal:
            return ("\(written) is not a number a Decimal holds (up to 38 significant digits, powers of ten from -128 to 127); the property has no default", nil)
        default:
            return nil
        }
    }

    /// The case of a number enum for a default (`.unknown(…)` for an unlisted value of an open
    /// enum), or `nil` when it cannot be written.
    static func numberEnumDefault(_ value: DecimalNumber?, of name: String, models: [String: ModelDeclaration]) -> String? {
        guard let value, case .numberEnum(let cases, let fallback)? = models[name]?.kind else { return nil }
        if let match = cases.first(where: { $0.rawValue == value }) { return "." + match.name }
        return fallback.map { ".\($0)(\(value.swiftDecimal))" }
    }

    /// Whether no value of `type` decodes from a JSON value of the literal's kind: a string
    /// type or string enum from anything but a string, a number or integer enum from anything
    /// but a number, `Bool` from anything but a Boolean, an array from anything but an array,
    /// an object model or dictionary from anything but an object. `false` when unsure (a
    /// choice, `JSON`, an optional that takes `null`).
    static func cannotHold(_ literal: Spec.LiteralValue, type: ResolvedType) -> Bool {
        enum Kind { case string, number, bool, array, object }
        let kind: Kind
        switch literal {
        case .string: kind = .string
        case .integer, .number: kind = .number
        case .bool: kind = .bool
        case .array: kind = .array
        case .object: kind = .object
        case .null: return false
        }
        let held: Kind
        switch type.dealiased {
        case .builtin(.string), .builtin(.date), .builtin(.url), .builtin(.uuid), .builtin(.data),
             .builtin(.calendarDate), .builtin(.timeOfDay), .model(_, .stringEnum):
            held = .string
        case .builtin(.int), .builtin(.int32), .builtin(.int64), .builtin(.double), .builtin(.float),
             .builtin(.decimal), .model(_, .integerEnum), .model(_, .numberEnum):
            held = .number
        case .builtin(.bool): held = .bool
        case .array, .model(_, .tuple): held = .array
        case .dictionary, .model(_, .object): held = .object
        default: return false
        }
        return held != kind
    }
}
