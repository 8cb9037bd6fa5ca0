import Foundation

/// Schemas that become models: component schemas, `$ref` targets, and inline schemas that
/// need a declaration.
extension OpenAPIContext {
    /// The model name of a `$ref`'s target, naming (and queueing) the target on first use.
    ///
    /// `#/components/schemas/Name` of the root document is `Name`. Any other target is named
    /// after the last meaningful part of its pointer, or the file's base name for a whole-file
    /// reference, made unique. `nil` (after an error) when the reference does not resolve.
    func modelName(forReference reference: String, at site: OpenAPINode) -> String? {
        guard let (key, node) = target(of: reference, at: site, lenient: true) else { return nil }
        if let known = modelNames[key] { return known }
        let name = uniqueModelName(suggestedName(for: key))
        modelNames[key] = name
        pendingModels.append((Located(name, at: node.location), node))
        return name
    }

    /// The one type every value of an `allOf` of these types has: the types when they are
    /// one, else the one that refines all the others (a `Date`, `URL`, `UUID`, `Data`,
    /// `CalendarDate` or `TimeOfDay` refines `String`, which `format` narrows; an integer
    /// refines `Double`, `Float` and `Decimal`; anything refines `JSON`).
    /// An array refines an array whose items its items refine, a dictionary likewise; a model
    /// refines what its entry in `bases` is or refines (an enum of strings refines `String`),
    /// and of two models with the same base the first is taken (enums keep a value they do not
    /// list, so either holds every value of the other exactly).
    /// `nil` when no one type does (`string` and `integer`: no value is both).
    static func narrowest(_ types: [Spec.TypeReference], bases: [Spec.TypeReference: Spec.TypeReference] = [:]) -> Spec.TypeReference? {
        var distinct: [Spec.TypeReference] = []
        for type in types where !distinct.contains(type) { distinct.append(type) }
        func refines(_ narrow: Spec.TypeReference, _ wide: Spec.TypeReference) -> Bool {
            if let base = bases[narrow], base == wide || refines(base, wide) { return true }
            switch (narrow, wide) {
            case (_, .builtin(.json)): return true
            case (.array(let narrowItem), .array(let wideItem)), (.dictionary(let narrowItem), .dictionary(let wideItem)):
                return narrowItem == wideItem || refines(narrowItem, wideItem)
            default: return builtinRefines(narrow, wide)
            }
        }
        var kept = distinct.filter { wide in !distinct.contains { $0 != wide && refines($0, wide) } }
        if kept.count > 1, let base = bases[kept[0]], kept.allSatisfy({ bases[$0] == base }) { kept = [kept[0]] }
        guard kept.count == 1, let type = kept.first, distinct.allSatisfy({ $0 == type || refines(type, $0) || bases[type] != nil && bases[type] == bases[$0] }) else { return nil }
        return type
    }

    /// Whether every value of the built-in type `narrow` is a value of `wide`: a string
    /// format's type refines `String`, an integer `Double`, `Float` and `Decimal`, `Int32`
    /// `Int64` and `Int`, and `Int64` `Int` (the format that bounds it). `Decimal` refines
    /// `Double` and `Float` as the type to pick: a part that says `decimal` asks for every
    /// digit as written, which `Decimal` holds and `Double` may not.
    private static func builtinRefines(_ narrow: Spec.TypeReference, _ wide: Spec.TypeReference) -> Bool {
        switch (narrow, wide) {
        case (.builtin(.date), .builtin(.string)), (.builtin(.url), .builtin(.string)),
             (.builtin(.uuid), .builtin(.string)), (.builtin(.data), .builtin(.string)),
             (.builtin(.calendarDate), .builtin(.string)), (.builtin(.timeOfDay), .builtin(.string)): true
        case (.builtin(.int), .builtin(.double)), (.builtin(.int32), .builtin(.double)), (.builtin(.int64), .builtin(.double)),
             (.builtin(.int), .builtin(.float)), (.builtin(.int32), .builtin(.float)), (.builtin(.int64), .builtin(.float)),
             (.builtin(.int), .builtin(.decimal)), (.builtin(.int32), .builtin(.decimal)), (.builtin(.int64), .builtin(.decimal)),
             (.builtin(.int32), .builtin(.int64)), (.builtin(.int32), .builtin(.int)), (.builtin(.int64), .builtin(.int)),
             (.builtin(.decimal), .builtin(.double)), (.builtin(.decimal), .builtin(.float)): true
        default: false
        }
    }

    /// The JSON-pointer tokens that are OpenAPI structure, never a name for a model.
    static let pointerKeywords: Set<String> = ["components", "schemas", "properties", "items", "definitions", "$defs", "allOf", "oneOf", "anyOf", "additionalProperties", "content", "schema"]

    /// A readable model name for a `$ref` target: the component name, else the last
    /// pointer token that is not a keyword or an index, else the file's base name.
    func suggestedName(for key: OpenAPIRefKey) -> String {
        let tokens = OpenAPIText.pointerTokens(key.pointer).filter { !$0.isEmpty }.map {
            OpenAPIText.unescapedPointerToken($0)
        }
        if let last = tokens.last(where: { !Self.pointerKeywords.contains($0) && Int($0) == nil }), !Naming.typeName(last).isEmpty {
            // A name spelled like a component name (letters, digits, `_`, `-`, `.`) is kept as
            // written, like components are; anything else (`application/json`) is camel-cased.
            let plain = last.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" || $0 == "." }
            return plain ? last : Naming.typeName(last)
        }
        return Naming.typeName(OpenAPIPaths.baseName(key.file))
    }

    /// Names every schema of the root document's `components.schemas` after its key, in file
    /// order, before anything else is named, so inline models never take a component's name.
    func registerComponentSchemas() {
        guard let components = root.rootNode["components"], let schemas = mapping("schemas", of: components) else { return }
        for (name, _, _) in schemas { names.reserve(name) }
        for (name, keyNode, value) in schemas {
            let key = OpenAPIRefKey(file: root.key, pointer: "/components/schemas/" + OpenAPIText.escapedPointerToken(name))
            modelNames[key] = name
            // A component that only points into another file is that file's schema under
            // the component's name (`Pet: {$ref: schemas/pet.yaml}` makes one model, `Pet`).
            if let reference = value.reference, value.pairs?.allSatisfy({ ["$ref", "description", "summary"].contains($0.name) }) == true,
               let (targetKey, target) = target(of: reference, at: value, lenient: true), targetKey.file != root.key,
               modelNames[targetKey] == nil, target.reference == nil {
                modelNames[targetKey] = name
                pendingModels.append((keyNode.located(name), target))
                continue
            }
            pendingModels.append((keyNode.located(name), value))
        }
    }

    /// Builds every named target not built yet (building may name more; they are built too).
    func buildPendingModels() {
        var index = 0
        while index < pendingModels.count {
            let (name, node) = pendingModels[index]
            index += 1
            addModel(named: name, from: node)
        }
        pendingModels.removeAll()
    }

    /// Builds one model from a schema and appends it to ``models``.
    func addModel(named name: Located<String>, from node: OpenAPINode) {
        let description = schemaDescription(node, name: name.value)
        let deprecated = node.isMapping ? bool("deprecated", of: node) : false
        if node.isMapping { checkSchemaKeywords(of: node) }
        let kind = modelKind(node, name: name.value)
        var isOpen = true
        switch kind {
        case .enumeration, .integerEnumeration, .numberEnumeration: isOpen = constantNode(of: node) == nil
        default: break
        }
        modelIndex[name.value] = models.count
        var model = Spec.Model(name: name, description: description, kind: kind, deprecated: deprecated, isOpen: isOpen)
        if case .object = kind { keepMembersBesideProperties(of: [node], owner: name.value, in: &model) }
        model.examples = schemaExamples(node)
        model.source = source(of: node)
        models.append(model)
    }

    /// What a model is: an alias of a `$ref`, a choice (`oneOf`/`anyOf`), a merged `allOf`, an
    /// enum, an object, or an alias of a plain type.
    func modelKind(_ node: OpenAPINode, name: String) -> Spec.Model.Kind {
        guard node.isMapping else {
            return .alias(Located(schemaType(node, name: name).type, at: node.location))
        }
        if let reference = node.reference {
            guard dereference(node, lenient: true) != nil else { return .alias(Located(.builtin(.json), at: node.location)) }
            let type: Spec.TypeReference = modelName(forReference: reference, at: node).map { .model($0) } ?? .builtin(.json)
            return .alias(Located(type, at: node.location))
        }
        if let part = singleTypedPart(of: node) {
            if part.reference == nil, part.isMapping, needsModel(part) {
                return modelKind(part, name: name)
            }
            return .alias(Located(schemaType(part, name: name).type, at: part.location))
        }
        if node["enum"] != nil || node["const"] != nil, needsModel(node) {
            return enumerationKind(node, name: name)
        }
        if node["prefixItems"] != nil {
            return tupleKind(node, name: name)
        }
        if let variants = choiceVariants(of: node), variants.count >= 2 {
            let keyword: Spec.OneOf.Keyword = node["oneOf"]?.items != nil ? .oneOf : .anyOf
            if let values = stringChoiceValues(variants) {
                return values.isEmpty ? .alias(Located(.builtin(.string), at: node.location)) : .enumeration(values)
            }
            let beside = node["properties"] != nil || node["allOf"] != nil
            if !beside {
                let result = choice(node, variants: variants, name: name, keyword: keyword)
                return result.variants.isEmpty ? .alias(Located(.builtin(.json), at: node.location)) : .oneOf(result)
            }
            // Variants that only narrow the properties beside them (`oneOf: [{properties:
            // {status: {enum: [completed]}}, required: [...]}]`) are validation: the schema
            // stays the object. Others are each merged with those properties.
            if !variants.allSatisfy({ narrowsProperties($0, of: node) }) {
                return distributedChoice(node, variants: variants, name: name, keyword: keyword)
            }
        }
        if let hierarchy = hierarchyKind(node, name: name) {
            return hierarchy
        }
        let choices = choicePartsOfAllOf(node)
        if let choices, choices.count >= 2 {
            return choiceProduct(node, choices: choices, name: name)
        }
        if let parts = node["allOf"]?.items, node["properties"] == nil,
           let typed = Optional(parts.filter { !addsNothingToAllOf($0) }), !typed.isEmpty, !typed.contains(where: isObjectLike) {
            let allOf = node["allOf"] ?? node
            if let never = parts.first(where: isFalseSchema) {
                warning("this 'allOf' part is the schema 'false', which matches no value (JSON Schema 2020-12 §4.3.2), so the schema matches no value (§10.2.1.1: a value matches every part); it is read as any JSON value", at: never)
                return .alias(Located(.builtin(.json), at: node.location))
            }
            // A bare `{type: object}` part adds no property, but still says what a value is.
            if noValueMatchesAll(parts) {
                let kinded = parts.filter { valueKinds(of: $0) != nil }
                warning("the 'allOf' parts say a value is \(kinded.map(describeKinds).joined(separator: " and ")), and no value is both: the schema matches no value; it is read as any JSON value", at: allOf)
                return .alias(Located(.builtin(.json), at: node.location))
            }
            if let listed = listedValuesIntersection(of: parts, at: allOf) {
                return listed
            }
            if let type = intersectionType(of: typed, name: name) { return .alias(Located(type, at: node.location)) }
            unsupported("'allOf' of different non-object types is not supported; typed JSON", at: allOf)
            return .alias(Located(.builtin(.json), at: node.location))
        }
        if let only = choices?.first {
            return distributedChoice(node, variants: only.variants, name: name, keyword: only.keyword, choiceNode: only.part)
        }
        if node["allOf"] != nil, !isNullabilityOnlyAllOf(node) {
            return mergedAllOf(node, name: name)
        }
        if node["properties"] != nil, needsModel(node) {
            return .object(objectProperties(of: node, owner: name))
        }
        if let typeNames = multipleTypeNames(of: node) {
            return typeChoice(node, typeNames: typeNames, name: name)
        }
        return .alias(Located(plainType(node, name: name), at: node.location))
    }

    /// An object model from a schema's `properties`, or its `allOf` merged.
    func plainObjectKind(_ node: OpenAPINode, name: String) -> Spec.Model.Kind {
        node["allOf"] != nil ? mergedAllOf(node, name: name) : .object(objectProperties(of: node, owner: name))
    }
}
