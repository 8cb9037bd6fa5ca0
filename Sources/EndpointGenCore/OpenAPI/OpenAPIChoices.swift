/// `oneOf`/`anyOf` → a choice model, told apart by a discriminator when there is one
/// (OpenAPI 3.x Discriminator Object).
extension OpenAPIContext {
    /// The choice of a schema's non-null variants. Each variant is its model (a `$ref`) or an
    /// inline type (objects named `<Name>Variant<n>`, 1-based). With a discriminator, each
    /// variant's values are the `mapping` keys that point at it, else its model name (the
    /// implicit mapping of OpenAPI 3.x); a mapping entry that names no variant is warned about.
    func choice(_ node: OpenAPINode, variants: [OpenAPINode], name: String) -> Spec.OneOf {
        var result: [Spec.OneOf.Variant] = []
        var kept: [OpenAPINode] = []
        for (index, variant) in variants.enumerated() {
            let type = schemaType(variant, name: name + "Variant" + String(index + 1)).type
            if type == .model(name) {
                unsupported("a variant that is the schema itself can never decode; skipped", at: variant)
                continue
            }
            if let first = result.firstIndex(where: { $0.type.value == type }) {
                warning("two variants have the same type; they are read as one", at: variant, notes: [.init("the first", at: result[first].type.location)])
                continue
            }
            result.append(Spec.OneOf.Variant(type: Located(type, at: variant.location)))
            kept.append(variant)
        }
        guard let discriminator = node["discriminator"] else { return Spec.OneOf(variants: result) }
        guard let property = discriminator["propertyName"], let propertyName = property.rawText else {
            unsupported("a discriminator needs 'propertyName'; ignored", at: discriminator)
            return Spec.OneOf(variants: result)
        }
        var mapped: [String: [String]] = [:]
        for (value, _, targetNode) in mapping("mapping", of: discriminator) ?? [] {
            guard let text = targetNode.rawText else {
                unsupported("a discriminator mapping value must be a schema name or a $ref; ignored", at: targetNode)
                continue
            }
            let reference = text.contains("/") || text.contains("#") ? text : "#/components/schemas/" + text
            guard let model = modelName(forReference: reference, at: targetNode) else { continue }
            guard result.contains(where: { $0.type.value == .model(model) }) else {
                unsupported("discriminator value '\(value)' maps to '\(model)', which is not one of the variants; ignored", at: targetNode)
                continue
            }
            mapped[model, default: []].append(value)
        }
        for index in result.indices {
            guard case .model(let model) = result[index].type.value else {
                unsupported("an inline variant cannot be chosen by the discriminator; give it a name under components.schemas", at: kept[index])
                continue
            }
            result[index].discriminatorValues = mapped[model] ?? [implicitDiscriminatorValue(kept[index], model: model)]
        }
        return Spec.OneOf(variants: result, discriminator: property.located(propertyName))
    }

    /// The value that names a variant when the mapping does not: the component name the
    /// variant's `$ref` ends in (OpenAPI 3.x: "the schema name"), else the model name.
    private func implicitDiscriminatorValue(_ variant: OpenAPINode, model: String) -> String {
        guard let reference = variant.reference, let slash = reference.lastIndex(of: "/") else { return model }
        let last = String(reference[reference.index(after: slash)...])
        return last.isEmpty ? model : last
    }
}
