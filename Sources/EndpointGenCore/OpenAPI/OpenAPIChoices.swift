/// `oneOf`/`anyOf` → a choice model, told apart by a discriminator when there is one
/// (OpenAPI 3.x Discriminator Object).
extension OpenAPIContext {
    /// The choice of a schema's non-null variants. Each variant is its model (a `$ref`) or an
    /// inline type (objects named `<Name>Variant<n>`, 1-based); `variantType`, when given,
    /// makes each variant's type instead (`nil` skips the variant). With a discriminator, each
    /// variant's values come from ``discriminatorValues(of:discriminator:)``.
    func choice(_ node: OpenAPINode, variants: [OpenAPINode], name: String, keyword: Spec.OneOf.Keyword,
                variantType: ((Int, OpenAPINode) -> Spec.TypeReference?)? = nil) -> Spec.OneOf {
        var result: [Spec.OneOf.Variant] = []
        var kept: [OpenAPINode] = []
        for (index, variant) in variants.enumerated() {
            let type: Spec.TypeReference
            if let variantType {
                guard let made = variantType(index, variant) else { continue }
                type = made
            } else {
                type = schemaType(variant, name: name + "Variant" + String(index + 1)).type
            }
            if type == .model(name) {
                // A value matches the schema when it matches a variant; the variant that is the
                // schema itself only matches what the other variants match, so it adds nothing.
                warning("a variant that is the schema itself matches only what the other variants match; it adds no case", at: variant)
                continue
            }
            if let first = result.firstIndex(where: { $0.type.value == type }) {
                warning("two variants have the same type; they are read as one", at: variant, notes: [.init("the first", at: result[first].type.location)])
                continue
            }
            result.append(Spec.OneOf.Variant(type: Located(type, at: variant.location)))
            kept.append(variant)
        }
        guard let discriminator = node["discriminator"] else { return Spec.OneOf(variants: result, keyword: keyword) }
        guard let property = discriminator["propertyName"], let propertyName = property.rawText else {
            missingField("propertyName", of: .discriminator, at: discriminator)
            return Spec.OneOf(variants: result, keyword: keyword)
        }
        let named = zip(kept, result).map { variant, made in
            let type = made.type.value
            let implicitName: String? = variant.reference.flatMap { reference in
                guard case .model(let model) = type else { return nil }
                return implicitDiscriminatorValue(reference, model: model)
            }
            return (node: variant, type: type, implicitName: implicitName)
        }
        let values = discriminatorValues(of: named, discriminator: discriminator)
        for index in result.indices {
            result[index].discriminatorValues = values[index].values
            result[index].writtenValue = values[index].written
        }
        return Spec.OneOf(variants: result, discriminator: property.located(propertyName), keyword: keyword)
    }

    /// The values that select each variant (OpenAPI 3.x Discriminator Object): the `mapping`
    /// keys that name it; else the value the variant fixes its discriminator property to (a
    /// `const` or one-value `enum`, which is what real APIs send), then its schema name
    /// (`implicitName`, the implicit mapping), unless another variant claims that name by
    /// mapping or constant. An inline variant without a fixed value has none: it is tried
    /// when the value names no variant. A mapping entry that names no variant is warned about.
    /// `written` is the value every value of the variant carries (see
    /// ``Spec/OneOf/Variant/writtenValue``).
    func discriminatorValues(of variants: [(node: OpenAPINode, type: Spec.TypeReference, implicitName: String?)], discriminator: OpenAPINode) -> [(values: [String], written: String?)] {
        let propertyName = discriminator["propertyName"]?.rawText ?? ""
        // The model each variant is, or was copied from (an `allOf` of the choice and objects
        // makes `<Name><A>` of `A`, which the mapping still names `A`).
        let sources: [String?] = variants.map { variant in
            if let reference = variant.node.reference, let model = modelName(forReference: reference, at: variant.node) { return model }
            if case .model(let model) = variant.type { return model }
            return nil
        }
        var mapped: [Int: [String]] = [:]
        for (value, _, targetNode) in mapping("mapping", of: discriminator) ?? [] {
            guard let text = targetNode.rawText else {
                fault("the document gives a discriminator mapping value as \(targetNode.yaml.kindDescription); OpenAPI defines it as a schema name or a reference", at: targetNode, lost: "ignored")
                continue
            }
            let reference = text.contains("/") || text.contains("#") ? text : "#/components/schemas/" + text
            guard let model = modelName(forReference: reference, at: targetNode) else { continue }
            guard let index = variants.firstIndex(where: { $0.type == .model(model) }) ?? sources.firstIndex(of: model) else {
                warning("the document's discriminator maps '\(value)' to '\(model)', which is not one of the variants; ignored", at: targetNode)
                continue
            }
            mapped[index, default: []].append(value)
        }
        var explicit: [[String]] = []
        var implicit: [String?] = []
        for (index, variant) in variants.enumerated() {
            if let keys = mapped[index] {
                explicit.append(keys)
                implicit.append(nil)
            } else {
                explicit.append(fixedValue(of: propertyName, in: variant.node).map { [$0] } ?? [])
                implicit.append(variant.implicitName)
            }
        }
        let claimed = Set(explicit.joined())
        return zip(explicit, implicit).map { values, name in
            let all = name.map { !claimed.contains($0) && !values.contains($0) ? values + [$0] : values } ?? values
            return (all, values.count == 1 || (values.isEmpty && all.count == 1) ? all.first : nil)
        }
    }

    /// The value that names a variant when the mapping does not: the component name the
    /// variant's `$ref` ends in (OpenAPI 3.x: "the schema name"), else the model name.
    func implicitDiscriminatorValue(_ reference: String, model: String) -> String {
        guard let last = OpenAPIText.lastPointerToken(reference) else { return model }
        return last.isEmpty ? model : last
    }
}
