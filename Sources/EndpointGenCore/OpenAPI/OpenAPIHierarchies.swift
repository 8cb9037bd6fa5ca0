/// Inheritance through `allOf` told apart by a discriminator (OpenAPI 3.x Discriminator Object,
/// "allOf" composition): a parent schema with a `discriminator` and no `oneOf`/`anyOf`, and
/// component schemas that extend it with `allOf: [{$ref: Parent}, ...]`.
extension OpenAPIContext {
    /// The parent of such a hierarchy as a choice: one variant per schema that extends it
    /// (directly or through another that does, in file order) or that its `mapping` names,
    /// and a last variant, the model `<Name>Base` holding the parent's own properties, for a
    /// value that names the parent itself. A value of the parent's type decodes as the
    /// subtype its discriminator property names. `nil` when nothing extends the parent (the
    /// discriminator then chooses nothing, and the schema is an ordinary object).
    func hierarchyKind(_ node: OpenAPINode, name: String) -> Spec.Model.Kind? {
        guard let discriminator = node["discriminator"], discriminator.isMapping,
              let property = discriminator["propertyName"], let propertyName = property.rawText else { return nil }
        var variants: [(node: OpenAPINode, type: Spec.TypeReference, implicitName: String?)] = hierarchyDescendants(of: node).map {
            ($0.node, .model($0.name), $0.name)
        }
        for (_, _, targetNode) in mapping("mapping", of: discriminator) ?? [] {
            guard let text = targetNode.rawText else { continue }
            let reference = text.contains("/") || text.contains("#") ? text : "#/components/schemas/" + text
            guard let model = modelName(forReference: reference, at: targetNode), model != name,
                  !variants.contains(where: { $0.type == .model(model) }),
                  let target = target(of: reference, at: targetNode, lenient: true)?.node else { continue }
            variants.append((target, .model(model), nil))
        }
        guard !variants.isEmpty else { return nil }
        let baseName = names.claim(name + "Base")
        variants.append((node, .model(name), name))
        let values = discriminatorValues(of: variants, discriminator: discriminator)
        modelIndex[baseName] = models.count
        var base = Spec.Model(name: Located(baseName, at: node.location),
                              description: "The properties of `\(name)` itself, for a value whose `\(propertyName)` names `\(name)`.",
                              kind: plainObjectKind(node, name: name))
        base.source = source(of: node)
        keepMembersBesideProperties(of: [node], owner: baseName, in: &base)
        models.append(base)
        var result: [Spec.OneOf.Variant] = []
        for (index, variant) in variants.enumerated() {
            let type: Spec.TypeReference = index == variants.count - 1 ? .model(baseName) : variant.type
            result.append(Spec.OneOf.Variant(type: Located(type, at: variant.node.location), discriminatorValues: values[index].values,
                                             writtenValue: values[index].written))
        }
        return .oneOf(Spec.OneOf(variants: result, discriminator: property.located(propertyName)))
    }

    /// The component schemas of the root document that extend `node` through `allOf`,
    /// directly or through another one that does, in file order.
    func hierarchyDescendants(of node: OpenAPINode) -> [(name: String, node: OpenAPINode)] {
        let index = extensionIndex()
        var found: [Int] = []
        var seen: Set<Int> = []
        var queue = [node.key]
        while let parent = queue.popLast() {
            for child in index.children[parent] ?? [] where seen.insert(child).inserted {
                found.append(child)
                queue.append(index.components[child].node.key)
            }
        }
        return found.sorted().map { index.components[$0] }.filter { $0.node.key != node.key }
    }

    /// For each schema, the component schemas whose `allOf` lists it by `$ref` (by index into
    /// the components, in file order); built on first use.
    func extensionIndex() -> (components: [(name: String, node: OpenAPINode)], children: [OpenAPINodeKey: [Int]]) {
        if let known = hierarchyIndex { return known }
        var components: [(name: String, node: OpenAPINode)] = []
        var children: [OpenAPINodeKey: [Int]] = [:]
        if let section = root.rootNode["components"]?["schemas"], let pairs = section.pairs {
            for (name, _, schema) in pairs {
                for part in schema["allOf"]?.items ?? [] {
                    guard let reference = part.reference, let target = target(of: reference, at: part, lenient: true) else { continue }
                    children[target.node.key, default: []].append(components.count)
                }
                components.append((name, schema))
            }
        }
        hierarchyIndex = (components, children)
        return (components, children)
    }
}
