/// `allOf` parts that are not objects, typed by their intersection: a value matches every part
/// (JSON Schema 2020-12 §10.2.1.1, which OpenAPI 3.1 §4.8.24 uses; OpenAPI 3.0 §4.7.24 the
/// same), so the type is the one every part's values share, and a warning says so when no
/// value can match them all.
extension OpenAPIContext {
    /// The kinds of JSON value a schema allows (`string`, `number`, `boolean`, `array`,
    /// `object`; an `integer` is a `number`), after `$ref`; `nil` when it allows any kind or
    /// does not say (no `type`, no values listed, no `properties` or `items`).
    func valueKinds(of node: OpenAPINode) -> Set<String>? {
        guard let target = dereference(node, lenient: true), target.isMapping else { return nil }
        let names = schemaTypeNames(target).filter { $0 != "null" }
        if !names.isEmpty { return Set(names.map { $0 == "integer" ? "number" : $0 }) }
        if let values = target["enum"]?.items ?? target["const"].map({ [$0] }) {
            let kinds = Set(values.map(valueKind).map { $0 == "integer" ? "number" : $0 }).subtracting(["null"])
            return kinds.isEmpty ? nil : kinds
        }
        if target["properties"] != nil || target["additionalProperties"] != nil { return ["object"] }
        if target["items"] != nil || target["prefixItems"] != nil { return ["array"] }
        return nil
    }

    /// How the kinds of a part read in a message: "a string", "an integer or a string".
    func describeKinds(of node: OpenAPINode) -> String {
        let target = dereference(node, lenient: true) ?? node
        var names = schemaTypeNames(target).filter { $0 != "null" }
        if names.isEmpty { names = (valueKinds(of: node) ?? []).sorted() }
        return names.map { ["array", "integer", "object"].contains($0) ? "an \($0)" : "a \($0)" }.joined(separator: " or ")
    }

    /// Whether no value can match every one of these parts: two of them allow no kind of value
    /// in common.
    func noValueMatchesAll(_ parts: [OpenAPINode]) -> Bool {
        let kinds = parts.compactMap(valueKinds)
        for (index, first) in kinds.enumerated() {
            for second in kinds[(index + 1)...] where first.isDisjoint(with: second) { return true }
        }
        return false
    }

    /// The type every value of these `allOf` parts (none an object) has, after
    /// ``narrowest(_:bases:)`` with each enum model's base type; `nil` when there is none.
    func intersectionType(of parts: [OpenAPINode], name: String) -> Spec.TypeReference? {
        var bases: [Spec.TypeReference: Spec.TypeReference] = [:]
        let types = parts.map { part -> Spec.TypeReference in
            let type = schemaType(part, name: name).type
            if case .model = type, let base = enumBase(of: part) { bases[type] = base }
            return type
        }
        return Self.narrowest(types, bases: bases)
    }

    /// The plain type whose values an enum (or a `const`, or an alias of one) lists: `String`,
    /// `Int` or `Double`; `nil` for anything else.
    private func enumBase(of part: OpenAPINode, depth: Int = 0) -> Spec.TypeReference? {
        guard depth < 32, let target = dereference(part, lenient: true), target.isMapping else { return nil }
        if let single = singleTypedPart(of: target) { return enumBase(of: single, depth: depth + 1) }
        guard target["enum"] != nil || target["const"] != nil, let kinds = valueKinds(of: target), kinds.count == 1 else { return nil }
        switch kinds.first {
        case "string": return .builtin(.string)
        case "number": return schemaTypeNames(target).contains("number") ? .builtin(.double) : .builtin(.int)
        default: return nil
        }
    }
}
