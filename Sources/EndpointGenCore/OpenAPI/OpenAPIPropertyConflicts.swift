/// Two `allOf` parts that define one property with different types.
extension OpenAPIContext {
    /// A property as `allOf` merging collects it: the property, whether its schema allows
    /// `null`, and the schema it was read from.
    typealias MergedProperty = (property: Spec.Property, nullable: Bool, schema: OpenAPINode)

    /// The definition kept when a later `allOf` part defines a property again. A value has
    /// every part's property, so the type kept is the one that holds exactly the values both
    /// allow: the same type, or the narrower when one refines the other (see
    /// ``refines(_:_:schema:)``: a model or an enum over `JSON` or a plain string, a `format`
    /// over `String`, an integer over a number). A narrower later definition replaces the
    /// earlier one, as it always has; a narrower earlier one is kept, with a warning at both
    /// positions. Two open enums of one type (``bothOpenEnums(_:_:)``) keep the later one, which
    /// reads every value of the other. Types no value can have at once (a string and an integer) are a warning
    /// that says so; the later part's definition is kept. Two object models make a model that
    /// merges both (named `<Owner><Property>`, `owner` being the merged model's name), with a
    /// warning; any other pair neither of which refines the other is an Unsupported warning,
    /// and the later part's definition is kept. A
    /// later definition that only adds constraints (`maxLength`, a `description`) changes
    /// nothing.
    func mergedDefinition(_ earlier: MergedProperty, _ later: MergedProperty, owner: String) -> MergedProperty {
        if isConstraintOnly(later.schema) { return earlier }
        let old = earlier.property.type.value.withoutOptional, new = later.property.type.value.withoutOptional
        if old == new || refines(new, old, schema: later.schema) || bothOpenEnums(earlier.schema, later.schema) { return later }
        let name = later.property.name.value
        let notes = [Diagnostic.Note("the other definition of '\(name)'", at: earlier.property.type.location)]
        let types = "\(Self.describe(old)) and \(Self.describe(new))"
        if refines(old, new, schema: earlier.schema) {
            warning("the 'allOf' parts give property '\(name)' the types \(types); typed \(Self.describe(old)), the narrower, which every value of both is", at: later.schema, notes: notes)
            return earlier
        }
        if let first = valueFamily(old, schema: earlier.schema), let second = valueFamily(new, schema: later.schema), first != second {
            let article = ["array": "an array", "object": "an object", "boolean": "a Boolean"]
            warning("the 'allOf' parts give property '\(name)' the types \(types), and no value is both \(article[first] ?? "a " + first) and \(article[second] ?? "a " + second): a value that holds '\(name)' matches no schema; typed \(Self.describe(new)), as the later part says", at: later.schema, notes: notes)
            return later
        }
        if case .model(let oldModel) = old, case .model = new, let second = typedTarget(later.schema), isObjectLike(second),
           let earlierSchemas = mergedPropertySchemas[oldModel] ?? typedTarget(earlier.schema).map({ [$0] }),
           earlierSchemas.allSatisfy(isObjectLike) {
            // Objects: a value is each, so its model merges them as an `allOf` of them would.
            let schemas = earlierSchemas + [second]
            var merged = later
            if let known = propertyMerges[schemas.map(\.key)] {
                // Met again elsewhere, or inside the merge itself (a property of both, said once).
                if !mergesBeingBuilt.contains(known) {
                    warning("the 'allOf' parts give property '\(name)' the types \(types), and a value is both; typed \(known), which merges them", at: later.schema, notes: notes)
                }
                merged.property.type.value = later.property.type.value.isOptional ? .optional(.model(known)) : .model(known)
                return merged
            }
            let modelName = names.claim(Naming.typeName(owner, name))
            propertyMerges[schemas.map(\.key)] = modelName
            mergedPropertySchemas[modelName] = schemas
            mergesBeingBuilt.insert(modelName)
            defer { mergesBeingBuilt.remove(modelName) }
            warning("the 'allOf' parts give property '\(name)' the types \(types), and a value is both; typed \(modelName), which merges them", at: later.schema, notes: notes)
            // A new object, not a part of the `allOf` being merged: its own cycle check.
            let outer = merging
            merging = []
            let kind = mergedObject(schemas.map { ($0, modelName) })
            merging = outer
            modelIndex[modelName] = models.count
            var model = Spec.Model(name: Located(modelName, at: later.property.type.location), kind: kind)
            model.source = source(of: later.schema)
            // A value is each schema: it may hold other members unless one of them forbids them.
            keepMembersBesideProperties(of: schemas, owner: modelName, in: &model)
            models.append(model)
            merged.property.type.value = later.property.type.value.isOptional ? .optional(.model(modelName)) : .model(modelName)
            return merged
        }
        unsupported("the 'allOf' parts give property '\(name)' the types \(types), and neither holds every value of the other; typed \(Self.describe(new)), as the later part says, so a value only the other describes fails to decode", at: later.schema, notes: notes)
        return later
    }

    /// Whether both schemas are enums (not constants) of the same type, which EndpointGen
    /// makes open: each reads every string (or integer) and writes it back unchanged, a value
    /// it does not list as `.unknown`, so either type reads and writes every value of the other.
    private func bothOpenEnums(_ first: OpenAPINode, _ second: OpenAPINode) -> Bool {
        guard let one = typedTarget(first), let other = typedTarget(second),
              one["enum"] != nil, other["enum"] != nil, one["const"] == nil, other["const"] == nil else { return false }
        let names = schemaTypeNames(one).filter { $0 != "null" }
        return (names == ["string"] || names == ["integer"]) && names == schemaTypeNames(other).filter { $0 != "null" }
    }

    /// Whether every value of `narrow` (read from `schema`) is a value of `wide`: the rules of
    /// ``narrowest(_:)`` (a `format` over `String`, an integer over a number, anything over
    /// `JSON`), a model of an object schema or a dictionary over a free-form object, a model
    /// of a string enum (or constant) over `String`, one of an integer enum over a number,
    /// and arrays of such elements.
    func refines(_ narrow: Spec.TypeReference, _ wide: Spec.TypeReference, schema: OpenAPINode?) -> Bool {
        if narrow != wide, Self.narrowest([narrow, wide]) == narrow { return true }
        switch (narrow, wide) {
        case (.array(let element), .array(let wideElement)):
            return refines(element.withoutOptional, wideElement.withoutOptional, schema: schema?["items"])
        case (.dictionary, .dictionary(.builtin(.json))):
            return true
        case (.model, .dictionary(.builtin(.json))):
            return schema.flatMap(typedTarget).map(isObjectLike) ?? false
        case (.model, .builtin(let builtin)):
            guard let target = schema.flatMap(typedTarget), target["enum"] != nil || target["const"] != nil else { return false }
            let names = schemaTypeNames(target).filter { $0 != "null" }
            switch builtin {
            case .string: return names == ["string"]
            case .double, .float, .decimal: return names == ["integer"] || names == ["number"]
            case .int, .int32, .int64: return names == ["integer"]
            default: return false
            }
        default:
            return false
        }
    }

    /// The JSON kind of every value of a type — `string`, `number`, `boolean`, `array` or
    /// `object` — or `nil` when values of several kinds (or any) are allowed.
    func valueFamily(_ type: Spec.TypeReference, schema: OpenAPINode?) -> String? {
        switch type {
        case .builtin(.json), .builtin(.filePart): return nil
        case .builtin(.bool): return "boolean"
        case .builtin(.int), .builtin(.int32), .builtin(.int64), .builtin(.double), .builtin(.float), .builtin(.decimal): return "number"
        case .builtin: return "string"
        case .array: return "array"
        case .dictionary: return "object"
        case .optional(let wrapped): return valueFamily(wrapped, schema: schema)
        case .model:
            guard let target = schema.flatMap(typedTarget) else { return nil }
            if isObjectLike(target) { return "object" }
            let names = schemaTypeNames(target).filter { $0 != "null" }
            guard names.count == 1, let only = names.first, choiceVariants(of: target) == nil else { return nil }
            return only == "integer" ? "number" : ["string", "number", "boolean", "array", "object"].contains(only) ? only : nil
        }
    }

    /// The schema that gives `schema` its type: through `$ref`s and single-part wrappers
    /// (`allOf: [$ref]` beside a description).
    private func typedTarget(_ schema: OpenAPINode) -> OpenAPINode? {
        var node = schema
        for _ in 0..<16 {
            guard let target = dereference(node, lenient: true) else { return nil }
            guard let part = singleTypedPart(of: target) else { return target }
            node = part
        }
        return nil
    }
}
