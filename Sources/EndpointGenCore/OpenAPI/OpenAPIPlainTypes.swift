import Foundation

/// Schemas that map onto a type without a declaration of their own: scalars by `type` and
/// `format`, arrays, dictionaries (`additionalProperties`), and `JSON` for any value.
extension OpenAPIContext {
    /// The type of a schema that needs no model (see ``needsModel(_:)``); `name` names models
    /// made for its items or values.
    func plainType(_ node: OpenAPINode, name: @autoclosure () -> String) -> Spec.TypeReference {
        let types = schemaTypeNames(node).filter { $0 != "null" }
        if types.count > 1 {
            // Several types make a choice (``typeChoice(_:typeNames:name:)``) wherever a model
            // can be made; here only an `enum` beside them is left, read by its values.
            return .builtin(.json)
        }
        if node["not"] != nil, types.isEmpty {
            unsupported("'not' is not supported; typed JSON", at: node["not"] ?? node)
            return .builtin(.json)
        }
        return plainType(node, typeName: types.first, name: name())
    }

    /// The type of a schema read as having the one `type` name given (`nil`: none), with its
    /// other keywords (`format`, `items`, `additionalProperties`).
    func plainType(_ node: OpenAPINode, typeName: String?, name: @autoclosure () -> String) -> Spec.TypeReference {
        let format = node["format"]?.rawText
        switch typeName {
        case "string": return holdingItsDefault(stringType(format: format), node)
        case "integer":
            switch format {
            case "int32": return .builtin(.int32)
            case "int64": return .builtin(.int64)
            default: return .builtin(.int)
            }
        case "number":
            switch format {
            case "float": return .builtin(.float)
            case "int32": return .builtin(.int32)
            case "int64": return .builtin(.int64)
            default: return .builtin(.double)
            }
        case "boolean": return .builtin(.bool)
        case "array": return arrayType(node, name: name())
        case "object": return dictionaryType(node, name: name())
        case nil:
            if node["items"] != nil { return arrayType(node, name: name()) }
            if node["additionalProperties"] != nil || node["properties"] != nil { return dictionaryType(node, name: name()) }
            if let format, format == "binary" || format == "byte" || format == "date-time" || format == "date" || format == "uuid" || format == "uri" {
                return stringType(format: format)
            }
            return untypedValuesType(node) ?? .builtin(.json)
        case let other?:
            unsupported("unknown schema type '\(other)'; typed JSON", at: node["type"] ?? node)
            return .builtin(.json)
        }
    }

    /// The type of a string by its `format`: `date-time` and `date` → `Date` (RFC 3339
    /// §5.6), `uuid` → `UUID`, `uri` → `URL`, `binary` and `byte` → `Data`; others → `String`.
    func stringType(format: String?) -> Spec.TypeReference {
        switch format {
        case "date-time", "date": .builtin(.date)
        case "uuid": .builtin(.uuid)
        case "uri", "url": .builtin(.url)
        case "binary", "byte": .builtin(.data)
        default: .builtin(.string)
        }
    }

    /// `String` instead of `URL`, `UUID` or `Date` when the schema's own `default` is not such
    /// a value (GitHub's `format: uri` with `default: ''`): the API sends that value, and the
    /// narrower type could not decode it.
    private func holdingItsDefault(_ type: Spec.TypeReference, _ node: OpenAPINode) -> Spec.TypeReference {
        guard let text = node["default"]?.text else { return type }
        switch type {
        case .builtin(.url) where URL(string: text) == nil: return .builtin(.string)
        case .builtin(.uuid) where UUID(uuidString: text) == nil: return .builtin(.string)
        case .builtin(.date) where SwiftText.dateSince1970(rfc3339: Self.withoutFraction(text)) == nil: return .builtin(.string)
        default: return type
        }
    }

    /// An RFC 3339 date-time without its fractional seconds (`.123` after the seconds).
    private static func withoutFraction(_ text: String) -> String {
        guard text.count > 20, let dot = text.firstIndex(of: "."), text.distance(from: text.startIndex, to: dot) == 19 else { return text }
        let rest = text[text.index(after: dot)...].drop { $0.isASCII && $0.isNumber }
        return String(text[..<dot]) + rest
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
            unsupported("'prefixItems' should be a non-empty list of schemas; typed JSON", at: node["prefixItems"] ?? node)
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
    func dictionaryType(_ node: OpenAPINode, name: @autoclosure () -> String) -> Spec.TypeReference {
        if let patterns = node["patternProperties"] {
            unsupported("'patternProperties' is not supported yet; values typed JSON", at: patterns)
            return .dictionary(.builtin(.json))
        }
        guard let additional = node["additionalProperties"], additional.isMapping else {
            return .dictionary(.builtin(.json))
        }
        return .dictionary(schemaType(additional, name: name() + "Value").optionalIfNullable)
    }
}
