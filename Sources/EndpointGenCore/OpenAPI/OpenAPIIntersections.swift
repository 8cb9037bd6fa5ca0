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

    /// One value an `enum` or `const` lists, as JSON Schema compares values (validation
    /// 2020-12 §6.1.2 with core §4.2.2): a string by its text, a number by its mathematical
    /// value (`2` and `2.0` are one).
    private enum ListedValue: Hashable {
        case string(String)
        case number(Spec.NumberLiteral)
    }

    /// The values an `allOf` schema (none of whose parts is an object) allows when a part lists
    /// them (`enum`, `const`): those of the first listing part, in its order, that every other
    /// listing part lists too and every part's `type` allows (`integer` allows only whole
    /// numbers: `enum: [1.5, 2, 3]` with `type: integer` is `2` and `3`). An enumeration of
    /// them; any JSON value with a warning when none is left (no value matches the schema).
    /// `nil` when no part lists values, a part lists values other than strings and numbers, or
    /// the values are those of one listing part as it is (then the part's type is the type,
    /// ``intersectionType(of:name:)``).
    func listedValuesIntersection(of parts: [OpenAPINode], at allOf: OpenAPINode) -> Spec.Model.Kind? {
        let parts = flattenedAllOf(parts)
        var lists: [[(node: OpenAPINode, value: ListedValue)]] = []
        for part in parts {
            guard let target = dereference(part, lenient: true), target.isMapping, target["enum"] != nil || target["const"] != nil else { continue }
            guard let listed = listedValues(of: target) else { return nil }
            lists.append(listed)
        }
        guard let first = lists.first else { return nil }
        var seen = Set<ListedValue>()
        let kept = first.filter { entry in
            seen.insert(entry.value).inserted
                && lists.dropFirst().allSatisfy { list in list.contains { $0.value == entry.value } }
                && parts.allSatisfy { allows($0, entry.value) }
        }
        if kept.count == seen.count { return nil }
        guard !kept.isEmpty else {
            warning("the 'allOf' parts list values, and no value is listed by each of them and allowed by every part's type (JSON Schema 2020-12 §10.2.1.1: a value matches every part; validation §6.1.2): the schema matches no value; it is read as any JSON value", at: allOf)
            return .alias(Located(.builtin(.json), at: allOf.location))
        }
        if kept.allSatisfy({ if case .string = $0.value { true } else { false } }) {
            return .enumeration(kept.compactMap { entry in
                guard case .string(let text) = entry.value else { return nil }
                return Spec.EnumValue(value: entry.node.located(text))
            })
        }
        guard kept.allSatisfy({ if case .number = $0.value { true } else { false } }) else { return nil }
        let typeNames = parts.map { schemaTypeNames(dereference($0, lenient: true) ?? $0) }
        let saysInteger = typeNames.contains { $0.contains("integer") && !$0.contains("number") }
        let saysNumber = typeNames.contains { $0.contains("number") }
        if saysInteger || (!saysNumber && kept.allSatisfy({ $0.node.rawText.flatMap(ScalarText.integer) != nil })) {
            return .integerEnumeration(enumCases(kept.map(\.node), notA: "enum value of an integer schema is not an integer that Int holds", duplicate: "") {
                $0.rawText.flatMap(DecimalNumber.init)?.integer
            })
        }
        return .numberEnumeration(numberCases(kept.map(\.node)))
    }

    /// The parts, each followed by its own `allOf` parts when it has them and no properties
    /// (through `$ref`, like `allOf: [$ref: Color, {enum: [red]}]` or a wrapper `allOf: [$ref:
    /// Color]`), to a depth of 16: a value matches `allOf: [A, B]` with `B` an `allOf: [C, D]`
    /// when it matches `A`, `B`, `C` and `D` (JSON Schema 2020-12 §10.2.1.1), so the values
    /// listed down a chain of `$ref`s intersect as one.
    private func flattenedAllOf(_ parts: [OpenAPINode], depth: Int = 0) -> [OpenAPINode] {
        parts.flatMap { part -> [OpenAPINode] in
            guard depth < 16, let target = dereference(part, lenient: true), target.isMapping, let nested = target["allOf"]?.items,
                  target["properties"] == nil, target["oneOf"] == nil, target["anyOf"] == nil
            else { return [part] }
            return [part] + flattenedAllOf(nested, depth: depth + 1)
        }
    }

    /// The values a schema's `enum` (or `const`) lists, read as ``enumerationKind(_:name:)``
    /// reads them: text for a `string` schema (and any quoted scalar), numbers otherwise; a
    /// `null` is not a value here (it makes the schema nullable). `nil` when a value is
    /// something else (a Boolean, a list, a mapping) or the schema lists several kinds.
    private func listedValues(of schema: OpenAPINode) -> [(node: OpenAPINode, value: ListedValue)]? {
        let values = schema["enum"]?.items ?? schema["const"].map { [$0] }
        guard let values else { return nil }
        let types = schemaTypeNames(schema).filter { $0 != "null" }
        var listed: [(node: OpenAPINode, value: ListedValue)] = []
        for value in values {
            guard let scalar = value.yaml.scalar else { return nil }
            if scalar.isNull, scalar.isPlainUntagged { continue }
            if types == ["string"] {
                listed.append((value, .string(scalar.value)))
                continue
            }
            switch scalar.isPlainUntagged ? ScalarText.untypedLiteral(scalar) : .string(scalar.value) {
            case .string(let text) where types.isEmpty || types == ["string"]: listed.append((value, .string(text)))
            case .integer, .number:
                guard types.isEmpty || types.allSatisfy({ $0 == "integer" || $0 == "number" }),
                      let number = Spec.NumberLiteral(text: scalar.value) else { return nil }
                listed.append((value, .number(number)))
            default: return nil
            }
        }
        return listed
    }

    /// Whether a part's `type` (after `$ref`) allows a listed value: a string needs `string`, a
    /// number `number`, or `integer` when it is whole; a part without a type allows any.
    private func allows(_ part: OpenAPINode, _ value: ListedValue) -> Bool {
        let names = schemaTypeNames(dereference(part, lenient: true) ?? part).filter { $0 != "null" }
        guard !names.isEmpty else { return true }
        switch value {
        case .string: return names.contains("string")
        case .number(let number):
            if names.contains("number") { return true }
            return names.contains("integer") && DecimalNumber(number.text).map { $0.exponent >= 0 || $0.significand.isEmpty } ?? false
        }
    }
}
