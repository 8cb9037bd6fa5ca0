/// `allOf` parts that are not objects, typed by their intersection: a value matches every part
/// (JSON Schema 2020-12 §10.2.1.1, which OpenAPI 3.1 §4.8.24 uses; OpenAPI 3.0 §4.7.24 the
/// same), so the type is the one every part's values share, and a warning says so when no
/// value can match them all.
extension OpenAPIContext {
    /// The kinds of JSON value a schema allows (`string`, `number`, `boolean`, `array`,
    /// `object`; an `integer` is a `number`), after `$ref`; `nil` when it allows any kind or
    /// does not say (no `type`, no values listed, no `properties` or `items`).
    /// An `allOf` without `properties` allows the kinds all its parts allow.
    func valueKinds(of node: OpenAPINode, depth: Int = 0) -> Set<String>? {
        guard depth < 32, let target = dereference(node, lenient: true), target.isMapping else { return nil }
        if let found = valueKindsFound[target.key] { return found }
        let kinds = valueKinds(ofSchema: target, depth: depth)
        valueKindsFound[target.key] = .some(kinds)
        return kinds
    }

    /// ``valueKinds(of:depth:)`` of a schema after `$ref`, not yet looked up.
    private func valueKinds(ofSchema target: OpenAPINode, depth: Int) -> Set<String>? {
        let names = schemaTypeNames(target).filter { $0 != "null" }
        if !names.isEmpty { return Set(names.map { $0 == "integer" ? "number" : $0 }) }
        if let values = target["enum"]?.items ?? target["const"].map({ [$0] }) {
            let kinds = Set(values.map(valueKind).map { $0 == "integer" ? "number" : $0 }).subtracting(["null"])
            return kinds.isEmpty ? nil : kinds
        }
        if target["properties"] != nil || target["additionalProperties"] != nil { return ["object"] }
        if target["items"] != nil || target["prefixItems"] != nil { return ["array"] }
        if let parts = target["allOf"]?.items {
            let kinds = parts.compactMap { valueKinds(of: $0, depth: depth + 1) }
            return kinds.first.map { kinds.dropFirst().reduce($0) { $0.intersection($1) } }
        }
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
        let kinds = parts.compactMap { valueKinds(of: $0) }
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
    /// `Int` or `Double`, or the object or array type of an enum of objects or arrays; `nil`
    /// for anything else.
    private func enumBase(of part: OpenAPINode, depth: Int = 0) -> Spec.TypeReference? {
        guard depth < 32, let target = dereference(part, lenient: true), target.isMapping else { return nil }
        if let single = singleTypedPart(of: target) { return enumBase(of: single, depth: depth + 1) }
        guard target["enum"] != nil || target["const"] != nil, let kinds = valueKinds(of: target), kinds.count == 1 else { return nil }
        switch kinds.first {
        case "string": return .builtin(.string)
        // An enum of objects or arrays is the type of its kind, which holds each value.
        case "object", "array": return plainType(target, typeName: kinds.first, name: "")
        case "number": return schemaTypeNames(target).contains("number") ? .builtin(.double) : .builtin(.int)
        default: return nil
        }
    }

    /// One value an `enum` or `const` lists, as JSON Schema compares values (validation
    /// 2020-12 §6.1.2 with core §4.2.2): a string by its text, a number by its mathematical
    /// value (`2` and `2.0` are one).
    enum ListedValue: Hashable {
        case string(String)
        /// A number by its digits, however large (`1e400`, 41 digits).
        case number(Spec.NumberLiteral.Digits)
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
        var lists: [[(node: OpenAPINode, value: ListedValue)]] = []
        var firstIsNested = false
        for part in parts {
            switch listing(of: part, depth: 0) {
            case .none: continue
            case .unreadable: return nil
            case .values(let listed, let nested):
                if lists.isEmpty { firstIsNested = nested }
                lists.append(listed)
            }
        }
        guard let first = lists.first else { return nil }
        var seen = Set<ListedValue>()
        let kept = first.filter { entry in
            seen.insert(entry.value).inserted
                && lists.dropFirst().allSatisfy { list in list.contains { $0.value == entry.value } }
                && parts.allSatisfy { allows($0, entry.value) }
        }
        let typeNames = parts.map { schemaTypeNames(dereference($0, lenient: true) ?? $0) }
        let saysInteger = typeNames.contains { $0.contains("integer") && !$0.contains("number") }
        let saysNumber = typeNames.contains { $0.contains("number") }
        // A listed number no Decimal holds cannot be a case, whatever the parts say of it.
        for entry in kept {
            guard case .number(let digits) = entry.value, let reason = digits.whyNoDecimalHoldsIt, let text = entry.node.rawText else { continue }
            let isInteger = saysInteger || (!saysNumber && kept.allSatisfy { $0.node.rawText.flatMap(ScalarText.integer) != nil })
            return beyondDecimal(entry.node, text: text, reason: reason, typed: plainType(allOf, typeName: isInteger ? "integer" : "number", name: ""), at: allOf)
        }
        // The first part's own enum, whole: that part's type is the type. (The values of an
        // `allOf` inside are no type of their own: they make the enumeration here.)
        if kept.count == seen.count, !firstIsNested { return nil }
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
        var numbers: [(node: OpenAPINode, digits: Spec.NumberLiteral.Digits)] = []
        for entry in kept {
            // Strings and numbers: any JSON value holds each of them as it is.
            guard case .number(let digits) = entry.value else { return .alias(Located(.builtin(.json), at: allOf.location)) }
            numbers.append((entry.node, digits))
        }
        let isInteger = saysInteger || (!saysNumber && numbers.allSatisfy { $0.node.rawText.flatMap(ScalarText.integer) != nil })
        if isInteger, numbers.allSatisfy({ $0.node.rawText.flatMap(DecimalNumber.init)?.integer != nil }) {
            return .integerEnumeration(enumCases(kept.map(\.node), notA: "enum value of an integer schema is not an integer that Int holds", duplicate: "") {
                $0.rawText.flatMap(DecimalNumber.init)?.integer
            })
        }
        // Whole numbers beyond `Int` (`1e20`), or fractions: a Decimal holds each exactly.
        return .numberEnumeration(numberCases(kept.map(\.node)))
    }

    /// What a part of an `allOf` lists.
    enum AllOfListing {
        /// No values: the part says no `enum` or `const`.
        case none
        /// Values ``listedValues(of:)`` cannot compare (Booleans, lists, objects, several kinds).
        case unreadable
        /// The values, and whether they are those of an `allOf` inside the part (an `allOf`
        /// of enums is the enum of the values they share).
        case values([(node: OpenAPINode, value: ListedValue)], nested: Bool)
    }

    /// The values a part lists (after `$ref`): its own `enum` or `const`, or, for an `allOf`
    /// without `properties`, those its listing parts share and all its parts allow.
    private func listing(of part: OpenAPINode, depth: Int) -> AllOfListing {
        guard depth < 16, let target = dereference(part, lenient: true), target.isMapping else { return .none }
        if let found = listingsFound[target.key] { return found }
        let listing = listing(ofSchema: target, depth: depth)
        listingsFound[target.key] = listing
        return listing
    }

    /// ``listing(of:depth:)`` of a schema after `$ref`, not yet looked up.
    private func listing(ofSchema target: OpenAPINode, depth: Int) -> AllOfListing {
        if target["enum"] != nil || target["const"] != nil {
            guard let listed = listedValues(of: target) else { return .unreadable }
            return .values(listed, nested: false)
        }
        guard let parts = target["allOf"]?.items, target["properties"] == nil else { return .none }
        var lists: [[(node: OpenAPINode, value: ListedValue)]] = []
        for inner in parts {
            switch listing(of: inner, depth: depth + 1) {
            case .none: continue
            case .unreadable: return .unreadable
            case .values(let listed, _): lists.append(listed)
            }
        }
        guard let first = lists.first else { return .none }
        return .values(first.filter { entry in
            lists.dropFirst().allSatisfy { list in list.contains { $0.value == entry.value } } && parts.allSatisfy { allows($0, entry.value) }
        }, nested: true)
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
            if scalar.isPlainUntagged, ScalarText.isNumberText(scalar.value) {
                // Read by its digits, so that a number beyond `Double` (`1e400`) is one too.
                guard types.isEmpty || types.allSatisfy({ $0 == "integer" || $0 == "number" }) else { return nil }
                listed.append((value, .number(Spec.NumberLiteral.digits(of: scalar.value))))
                continue
            }
            switch scalar.isPlainUntagged ? ScalarText.untypedLiteral(scalar) : .string(scalar.value) {
            case .string(let text) where types.isEmpty || types == ["string"]: listed.append((value, .string(text)))
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
            // JSON Schema's `integer` is any number without a fraction (validation §6.1.1),
            // `1e200` and a 41-digit one too.
            return names.contains("integer") && number.isWhole
        }
    }
}
