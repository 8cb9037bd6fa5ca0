import Foundation

/// Schemas that map onto a type without a declaration of their own: scalars by `type` and
/// `format`, arrays, dictionaries (`additionalProperties`), and `JSON` for any value.
extension OpenAPIContext {
    /// The type of a schema that needs no model (see ``needsModel(_:)``); `name` names models
    /// made for its items or values.
    func plainType(_ node: OpenAPINode, name: @autoclosure () -> String) -> Spec.TypeReference {
        if reportUnknownTypeNames(of: node) { return .builtin(.json) }
        let types = schemaTypeNames(node).filter { $0 != "null" }
        if types.count > 1 {
            // Several types make a choice (``typeChoice(_:typeNames:name:)``) wherever a model
            // can be made; here only an `enum` beside them is left, read by its values.
            return .builtin(.json)
        }
        // `not` only excludes values (JSON Schema 2020-12 §10.2.1.4): every value the other
        // keywords describe and the server sends is kept as sent, so it types nothing.
        return plainType(node, typeName: types.first, name: name())
    }

    /// The type of a schema read as having the one `type` name given (`nil`: none), with its
    /// other keywords (`format`, `items`, `additionalProperties`).
    func plainType(_ node: OpenAPINode, typeName: String?, name: @autoclosure () -> String) -> Spec.TypeReference {
        let format = node["format"]?.rawText
        switch typeName {
        case "string": return holdingItsDefault(stringType(format: format, contentEncoding: node["contentEncoding"]?.rawText), node)
        case "integer":
            switch format {
            case "int32": return .builtin(.int32)
            case "int64": return .builtin(.int64)
            default: return .builtin(.int)
            }
        case "number":
            // `float` is a `Double` too: the JSON text of a 32-bit float (`0.1`) reads into a
            // `Double` exactly, and a `Float` would round every number of more than 7 digits.
            // `decimal` (OpenAPI's format registry) is a `Decimal`, which holds it exactly.
            switch format {
            case "decimal": return .builtin(.decimal)
            case "int32": return .builtin(.int32)
            case "int64": return .builtin(.int64)
            default: return .builtin(.double)
            }
        case "boolean": return .builtin(.bool)
        case "array": return arrayType(node, name: name())
        case "object": return dictionaryType(node, name: name())
        case nil:
            if node["items"] != nil { return arrayType(node, name: name()) }
            if node["additionalProperties"] != nil || node["properties"] != nil || node["patternProperties"] != nil { return dictionaryType(node, name: name()) }
            if let format, ["binary", "byte", "date-time", "date", "time", "uuid", "uri"].contains(format) {
                return stringType(format: format)
            }
            return untypedValuesType(node) ?? .builtin(.json)
        case let other?:
            unknownTypeName(other, at: node["type"] ?? node)
            return .builtin(.json)
        }
    }

    /// The type names JSON Schema defines (validation 2020-12 §6.1.1; OpenAPI 3.0.4 §4.7.24.1
    /// allows the same, without `null`).
    static let typeNames: Set<String> = ["array", "boolean", "integer", "null", "number", "object", "string"]

    /// The type names in the order "did you mean" prefers them.
    static let orderedTypeNames = ["string", "integer", "number", "boolean", "object", "array", "null"]

    /// Reports a `type` name that is none of ``typeNames`` (a fault of the document, with the
    /// nearest name; lenient: the value typed `JSON`).
    func unknownTypeName(_ name: String, at node: OpenAPINode) {
        fault("the document gives the type '\(name)', which JSON Schema does not define (validation 2020-12 §6.1.1: "
              + "array, boolean, integer, null, number, object, string)", at: node,
              lost: "the value is typed JSON", notes: typeNameNote(name))
    }

    /// "Did you mean" for a type name: the nearest JSON Schema type name, or the one a name
    /// of another language stands for (`float` → `number`, `int` → `integer`).
    private func typeNameNote(_ name: String) -> [Diagnostic.Note] {
        let near = Suggestions.note(for: name, in: Self.orderedTypeNames, listing: false)
        guard near.isEmpty else { return near }
        let others = ["float": "number", "double": "number", "decimal": "number", "int": "integer", "long": "integer",
                      "bool": "boolean", "str": "string", "text": "string", "date": "string", "dict": "object", "map": "object", "list": "array"]
        guard let type = others[name.lowercased()] else { return [] }
        return [Diagnostic.Note("did you mean '\(type)'\(type == "string" && name.lowercased() == "date" ? " with format: date" : "")?")]
    }

    /// Reports each name in the schema's `type` that JSON Schema does not define
    /// (``unknownTypeName(_:at:)``); whether there was one.
    func reportUnknownTypeNames(of node: OpenAPINode) -> Bool {
        guard let type = node["type"] else { return false }
        var found = false
        for name in type.items ?? [type] {
            guard let text = name.rawText, !Self.typeNames.contains(text) else { continue }
            unknownTypeName(text, at: name)
            found = true
        }
        return found
    }

    /// The type of a string by its `format` (RFC 3339 §5.6 for the dates): `date-time` →
    /// `Date`, `date` → `CalendarDate`, `time` → `TimeOfDay`, `uuid` → `UUID`, `uri` → `URL`,
    /// `binary` and `byte` → `Data`; others → `String`. OpenAPI 3.1's `contentEncoding: base64`
    /// is `Data` too (JSON holds it as base64, as `JSONEncoder` writes `Data`); a
    /// `contentMediaType` without an encoding is text as it is, so a `String` in JSON (a
    /// multipart body makes it a file part, ``formBody(_:multipart:schema:name:)``).
    func stringType(format: String?, contentEncoding: String? = nil) -> Spec.TypeReference {
        if contentEncoding?.lowercased() == "base64" { return .builtin(.data) }
        return switch format {
        case "date-time": .builtin(.date)
        case "date": .builtin(.calendarDate)
        case "time": .builtin(.timeOfDay)
        case "uuid": .builtin(.uuid)
        case "uri", "url": .builtin(.url)
        case "binary", "byte": .builtin(.data)
        default: .builtin(.string)
        }
    }

    /// `String` instead of `URL`, `UUID`, `Date`, `CalendarDate` or `TimeOfDay` when the
    /// schema's own `default` is not such a value as the runtime reads it (GitHub's
    /// `format: uri` with `default: ''`): the API sends that value, and the narrower type could
    /// not decode it.
    private func holdingItsDefault(_ type: Spec.TypeReference, _ node: OpenAPINode) -> Spec.TypeReference {
        guard let text = node["default"]?.text else { return type }
        switch type {
        case .builtin(.url) where URL(string: text) == nil: return .builtin(.string)
        case .builtin(.uuid) where UUID(uuidString: text) == nil: return .builtin(.string)
        case .builtin(.date) where SampleValueWriter.rfc3339Interval(text) == nil: return .builtin(.string)
        case .builtin(.calendarDate) where !SampleValueWriter.isFullDate(text): return .builtin(.string)
        case .builtin(.timeOfDay) where !SampleValueWriter.isPartialTime(text): return .builtin(.string)
        default: return type
        }
    }

    /// `[T]` from `items`; no `items` → `[JSON]`. (An array with `prefixItems` is a model,
    /// ``tupleKind(_:name:)``.)
    func arrayType(_ node: OpenAPINode, name: @autoclosure () -> String) -> Spec.TypeReference {
        guard let items = node["items"] else { return .array(.builtin(.json)) }
        return .array(schemaType(items, name: name() + "Item").optionalIfNullable)
    }

    /// An array typed by position (3.1 `prefixItems`): the type of each leading item (inline
    /// objects named `<Name>Item<n>`, 1-based), how many every value has (`minItems`), and the
    /// type of the items after them (`items`; `JSON` when absent, none for `items: false`).
    func tupleKind(_ node: OpenAPINode, name: String) -> Spec.Model.Kind {
        guard let prefix = node["prefixItems"]?.items, !prefix.isEmpty else {
            fault("the document gives 'prefixItems' as \(node["prefixItems"]?.shown ?? "nothing"); JSON Schema 2020-12 §10.3.1.1 defines it as a non-empty list of schemas", at: node["prefixItems"] ?? node, lost: "typed JSON")
            return .alias(Located(.builtin(.json), at: node.location))
        }
        let items = prefix.enumerated().map { index, item in
            Located(schemaType(item, name: name + "Item" + String(index + 1)).optionalIfNullable, at: item.location)
        }
        let minimum = node["minItems"]?.rawText.flatMap(ScalarText.integer) ?? 0
        var rest: Spec.LocatedType? = Located(.builtin(.json), at: node.location)
        if let itemsNode = node["items"] {
            if let text = itemsNode.rawText, InputFormat.openAPI.boolean(text) == false {
                rest = nil
            } else {
                rest = Located(schemaType(itemsNode, name: name + "Item").optionalIfNullable, at: itemsNode.location)
            }
        }
        return .tuple(Spec.Tuple(items: items, requiredCount: min(max(minimum, 0), items.count), rest: rest))
    }

    /// `[String: T]` from `additionalProperties` (a schema → `T`, `true`, `{}` or absent →
    /// `JSON`); `additionalProperties: false` with no properties is an empty object, also a
    /// dictionary (of `JSON`, so it decodes).
    ///
    /// With `patternProperties` (JSON Schema 2020-12 §10.3.2.2), a key holds a value of each
    /// schema whose pattern matches it, and any other key one of `additionalProperties`
    /// (anything when absent): the values are `T` when every pattern's schema and
    /// `additionalProperties` (unless `false`) have that one type, `JSON` otherwise. Patterns
    /// of different types (keys `^s_` strings, `^n_` numbers, nothing else) have no one Swift
    /// type: `JSON`, with a warning.
    func dictionaryType(_ node: OpenAPINode, name: @autoclosure () -> String) -> Spec.TypeReference {
        if let additional = node["additionalProperties"], !isSchema(additional) {
            notASchema(additional, lost: "read as true, every member kept as any JSON value")
        }
        if let patterns = node["patternProperties"].flatMap({ wholeMap($0, what: "'patternProperties'") }) {
            guard let pairs = patterns.pairs else {
                fault("the document gives 'patternProperties' as \(patterns.shown); JSON Schema 2020-12 §10.3.2.2 defines it as a mapping of patterns to schemas", at: patterns, lost: "ignored, values typed JSON")
                return .dictionary(.builtin(.json))
            }
            var types = pairs.map { schemaType($0.value, name: name() + "Value").optionalIfNullable }
            if let additional = node["additionalProperties"], additional.isMapping, additional.pairs?.isEmpty == false {
                types.append(schemaType(additional, name: name() + "Value").optionalIfNullable)
            } else if node["additionalProperties"].flatMap({ $0.rawText }).flatMap(InputFormat.openAPI.boolean) != false {
                // Any other key may hold any value.
                types.append(.builtin(.json))
            }
            guard let first = types.first, types.allSatisfy({ $0 == first }) else {
                if !types.contains(.builtin(.json)) {
                    unsupported("the values of 'patternProperties' have different types (\(types.map(Self.describe).joined(separator: ", "))), which no one Swift type holds; values typed JSON", at: patterns)
                }
                return .dictionary(.builtin(.json))
            }
            return .dictionary(first)
        }
        guard let additional = node["additionalProperties"], additional.isMapping else {
            return .dictionary(.builtin(.json))
        }
        return .dictionary(schemaType(additional, name: name() + "Value").optionalIfNullable)
    }
}
