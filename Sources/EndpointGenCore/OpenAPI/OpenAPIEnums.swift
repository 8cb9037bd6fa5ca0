/// `enum` (and 3.1 `const`) schemas → string, integer or number enumerations.
extension OpenAPIContext {
    /// An enumeration from `enum` (or a one-value `const`). `type: integer` (or, without a
    /// type, values that are all plain integers) gives an integer enumeration; `type: number`
    /// (or, without a type, plain numbers) a number enumeration held exactly; `type: boolean`
    /// (or plain `true`/`false`) is `Bool`, which holds every value such an enum can; anything else
    /// a string enumeration whose raw values are the scalars' text as written (`no`, `on`,
    /// `1e3` and `2021-03-11T25:40:09Z` stay text). A plain `null` value means the schema is
    /// nullable and is not a case. Duplicates and non-scalar values are warned about and
    /// skipped.
    func enumerationKind(_ node: OpenAPINode, name: String) -> Spec.Model.Kind {
        let values: [OpenAPINode]
        if let list = node["enum"] {
            guard let items = list.items else {
                fault("the document gives 'enum' as \(list.shown); JSON Schema validation 2020-12 §6.1.2 defines it as a list", at: list, lost: "typed JSON")
                return .alias(Located(.builtin(.json), at: node.location))
            }
            values = items
        } else if let constant = node["const"] {
            values = [constant]
        } else {
            values = []
        }
        let nonNull = values.filter { value in
            guard let scalar = value.yaml.scalar else { return true }
            return !(scalar.isNull && scalar.isPlainUntagged)
        }
        var types = schemaTypeNames(node).filter { $0 != "null" }
        if types.count > 1 {
            // A type list (3.1 `type: [string, integer]`): the listed values say which of its
            // types are meant; one is an enum of that type, several a choice of the types,
            // which holds every listed value as it is.
            let meant = typeNames(of: nonNull, among: types)
            if meant.count > 1 { return typeChoice(node, typeNames: meant, name: name) }
            if !meant.isEmpty { types = meant }
        }
        let integers = types == ["integer"] || (types.isEmpty && !nonNull.isEmpty && nonNull.allSatisfy { value in
            value.yaml.scalar.map { $0.isPlainUntagged && ScalarText.integer($0.value) != nil } ?? false
        })
        if nonNull.isEmpty {
            if values.isEmpty, let list = node["enum"] {
                warning("an empty 'enum' allows no value at all (JSON Schema validation §6.1.2); typed by its type only", at: list)
            }
            return .alias(Located(plainType(node, name: name), at: node.location))
        }
        if integers {
            if let beyond = beyondDecimal(nonNull, node: node, name: name) { return beyond }
            // A whole number beyond `Int` (`1e20`, 2^64) is still an integer: a Decimal holds it.
            let wholeNumbers = nonNull.filter { value in value.rawText.map { ScalarText.isNumberText($0) && Spec.NumberLiteral.digits(of: $0).isWhole } ?? false }
            if wholeNumbers.contains(where: { $0.rawText.flatMap(ScalarText.integer) == nil && $0.rawText.flatMap(DecimalNumber.init)?.integer == nil }) {
                return .numberEnumeration(enumCases(nonNull, notA: "enum value of an integer schema is not a whole number", duplicate: " (JSON Schema compares numbers by value)") { value in
                    guard let text = value.rawText, ScalarText.isNumberText(text), Spec.NumberLiteral.digits(of: text).isWhole else { return nil }
                    return DecimalNumber(text)
                })
            }
            return .integerEnumeration(enumCases(nonNull, notA: "enum value of an integer schema is not an integer", duplicate: "") {
                $0.rawText.flatMap { ScalarText.integer($0) ?? DecimalNumber($0)?.integer }
            })
        }
        let isPlain = { (value: OpenAPINode, reads: (String) -> Bool) in
            value.yaml.scalar.map { $0.isPlainUntagged && reads($0.value) } ?? false
        }
        if types == ["boolean"] || (types.isEmpty && nonNull.allSatisfy({ isPlain($0) { ["true", "false"].contains($0) } })) {
            // Every Boolean is one of at most two values, so `Bool` holds whatever the wire says.
            return .alias(Located(.builtin(.bool), at: node.location))
        }
        if types == ["number"] || (types.isEmpty && nonNull.allSatisfy({ isPlain($0, ScalarText.isNumberText) })) {
            if let beyond = beyondDecimal(nonNull, node: node, name: name) { return beyond }
            return .numberEnumeration(numberCases(nonNull))
        }
        if types.isEmpty, nonNull.contains(where: { $0.yaml.scalar == nil }) {
            // Lists or objects among the values: the type of their one kind holds each of them
            // exactly (as for a typed `object` or `array` enum below); values of several kinds
            // are any JSON value.
            let kinds = Set(nonNull.map(valueKind))
            if kinds.count == 1, let kind = kinds.first {
                return .alias(Located(plainType(node, typeName: kind, name: name), at: node.location))
            }
            return .alias(Located(.builtin(.json), at: node.location))
        }
        if let type = types.first, type != "string" {
            // An `object` or `array` enum lists whole values: the type holds each of them
            // exactly, and the list only narrows what the server sends, as `not` does.
            return .alias(Located(plainType(node, typeName: type, name: name), at: node.location))
        }
        var seen = Set<String>()
        var cases: [Spec.EnumValue] = []
        for value in nonNull {
            guard let text = value.rawText else {
                // A fault of the document: no string is a list or an object, so no value is lost.
                warning("enum value \(value.yaml.kindDescription) is no string, and a value of this string schema is one (an OpenAPI schema with 'type' allows only values of that type), so none can be it; skipped", at: value)
                continue
            }
            guard seen.insert(text).inserted else {
                warning("duplicate enum value '\(text)'; it is one case", at: value)
                continue
            }
            cases.append(Spec.EnumValue(value: value.located(text)))
        }
        return .enumeration(cases)
    }

    /// The names among `types` (a 3.1 type list, in its order) that the values of an enum are
    /// (``valueKind(_:)``): a plain integer is an `integer` when the list has one, else a
    /// `number`; with both, the `number` holds them all exactly (a number enumeration).
    func typeNames(of values: [OpenAPINode], among types: [String]) -> [String] {
        var meant = Set<String>()
        for value in values {
            let kind = valueKind(value)
            meant.insert(kind == "integer" && !types.contains("integer") ? "number" : kind)
        }
        if meant.contains("number") { meant.remove("integer") }
        return types.filter(meant.contains)
    }

    /// The JSON Schema type name of a value written in the document: `null`, `boolean`,
    /// `integer`, `number` or `string` for a plain scalar, read by the YAML 1.2 core schema
    /// (a quoted or tagged scalar is a `string`), `array` or `object` for a sequence or mapping.
    func valueKind(_ value: OpenAPINode) -> String {
        guard let scalar = value.yaml.scalar else { return value.items != nil ? "array" : "object" }
        switch scalar.isPlainUntagged ? ScalarText.untypedLiteral(scalar) : .string(scalar.value) {
        case .null: return "null"
        case .bool: return "boolean"
        case .integer: return "integer"
        case .number: return "number"
        // A number beyond `Double` (`1e400`) is still a number.
        case nil where scalar.isPlainUntagged && ScalarText.isNumberText(scalar.value): return "number"
        default: return "string"
        }
    }

    /// The schema typed as its plain type, with a warning at the value, when one of the listed
    /// numbers is more than a `Decimal` holds exactly (more than 38 significant digits, or a
    /// power of ten beyond -128...127): no Swift number type the generated code uses holds such
    /// a value, so it cannot be a case; `nil` when every listed number fits.
    func beyondDecimal(_ values: [OpenAPINode], node: OpenAPINode, name: String) -> Spec.Model.Kind? {
        for value in values {
            guard let text = value.yaml.scalar.flatMap({ $0.isPlainUntagged ? $0.value : nil }), ScalarText.isNumberText(text),
                  let reason = Spec.NumberLiteral.digits(of: text).whyNoDecimalHoldsIt else { continue }
            return beyondDecimal(value, text: text, reason: reason, typed: plainType(node, name: name), at: node)
        }
        return nil
    }

    /// ``beyondDecimal(_:node:name:)``'s warning at `value`, and the schema typed `type`.
    func beyondDecimal(_ value: OpenAPINode, text: String, reason: String, typed type: Spec.TypeReference, at node: OpenAPINode) -> Spec.Model.Kind {
        let typeText = type == .builtin(.json) ? "any JSON value" : Self.describe(type)
        warning("the listed number \(text.utf8.count > 60 ? String(text.prefix(60)) + "…" : text) \(reason) (Foundation's Decimal has a 128-bit significand, below 3.4 × 10^38), so no Swift number type holds it exactly and it is no enum case: the schema is typed as its plain type, \(typeText), without cases", at: value)
        return .alias(Located(type, at: node.location))
    }

    /// The cases of an enum of numbers, each held exactly; `1` and `1.0` are one value, as JSON
    /// Schema compares numbers by their mathematical value (core §4.2.2).
    func numberCases(_ values: [OpenAPINode]) -> [Located<DecimalNumber>] {
        enumCases(values, notA: "enum value of a number schema is not a number a Decimal holds exactly (at most \(DecimalNumber.maximumDigits) significant digits, 10^-128 to 10^127)",
                  duplicate: " (JSON Schema compares numbers by value)") { value in
            guard let text = value.rawText, ScalarText.number(text) != nil else { return nil }
            return DecimalNumber(text)
        }
    }

    /// The values `read` makes of `values`, in order: one it cannot read is warned about
    /// (`notA`) and skipped, and so is a value equal to an earlier one (`duplicate` adds to
    /// that warning).
    func enumCases<Value: Hashable & CustomStringConvertible>(
        _ values: [OpenAPINode], notA: String, duplicate: String, read: (OpenAPINode) -> Value?
    ) -> [Located<Value>] {
        var seen = Set<Value>()
        var cases: [Located<Value>] = []
        for value in values {
            guard let read = read(value) else {
                unsupported(notA + "; skipped", at: value)
                continue
            }
            guard seen.insert(read).inserted else {
                warning("duplicate enum value \(read)\(duplicate); it is one case", at: value)
                continue
            }
            cases.append(Located(read, at: value.location))
        }
        return cases
    }

    /// A property's `default`, read as its schema's type (following `$ref`): text for
    /// strings (so `default: no` is the string `no`), numbers and Booleans only where the
    /// schema says so. A value that does not fit is warned about and dropped; `null` is kept
    /// only for an optional property. Whether the value can be written as a Swift value of the
    /// property's type (a `oneOf` case, a model's initializer, a `Date`) the resolver decides.
    func defaultValue(of schema: OpenAPINode, type: Spec.TypeReference) -> Located<Spec.LiteralValue>? {
        guard let node = schema["default"] else { return nil }
        let expected = expectedLiteral(schema, depth: 0)
        guard let value = literal(node, expecting: expected), value != .null || type.isOptional else {
            let kinds: [String: String] = ["string": "a string", "integer": "an integer", "number": "a number", "boolean": "true or false"]
            if let scalar = node.yaml.scalar, let kind = kinds["\(expected)"] {
                // A fault of the document: OpenAPI 3.0's Schema Object says a `default` must be
                // of the schema's type; JSON Schema (validation 2020-12 §9.2, OpenAPI 3.1)
                // recommends a default valid against the schema.
                let found = scalar.isNull && scalar.isPlainUntagged ? "null, which the schema does not allow" : "'\(scalar.value)'"
                warning("the default value is \(found), not \(kind) as the schema's type says (OpenAPI 3.0 Schema Object: a default must be of the schema's type; JSON Schema validation 2020-12 §9.2); ignored", at: node)
            } else {
                unsupported("default value does not match the schema's type; ignored", at: node)
            }
            return nil
        }
        return Located(value, at: node.location)
    }

    /// A type as Swift spells it, for messages.
    static func describe(_ type: Spec.TypeReference) -> String {
        switch type {
        case .builtin(let builtin): builtin.rawValue
        case .array(let element): "[\(describe(element))]"
        case .dictionary(let value): "[String: \(describe(value))]"
        case .optional(let wrapped): describe(wrapped) + "?"
        case .model(let name): name
        }
    }

    /// What kind of literal a schema's values are, following `$ref` and single-part wrappers.
    func expectedLiteral(_ schema: OpenAPINode, depth: Int) -> ExpectedLiteral {
        guard depth < 16 else { return .any }
        if let reference = schema.reference {
            guard let target = target(of: reference, at: schema, lenient: true)?.node else { return .any }
            return expectedLiteral(target, depth: depth + 1)
        }
        if let part = singleTypedPart(of: schema) { return expectedLiteral(part, depth: depth + 1) }
        switch schemaTypeNames(schema).first(where: { $0 != "null" }) {
        case "string": return .string
        case "integer": return .integer
        case "number": return .number
        case "boolean": return .boolean
        case "object": return .object
        case "array":
            return .array(schema["items"].map { expectedLiteral($0, depth: depth + 1) } ?? .any)
        default:
            if let values = schema["enum"]?.items, let first = values.first(where: { $0.yaml.scalar?.isNull != true }) {
                if let scalar = first.yaml.scalar, scalar.isPlainUntagged, ScalarText.integer(scalar.value) != nil { return .integer }
                return .string
            }
            return .any
        }
    }
}
