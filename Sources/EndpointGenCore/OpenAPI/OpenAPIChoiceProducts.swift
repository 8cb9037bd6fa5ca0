/// An `allOf` of two or more choices: a value is one variant of each, so the schema is the
/// choice of every combination.
extension OpenAPIContext {
    /// One `allOf` part that is a choice (see ``choicePartsOfAllOf(_:)``).
    struct ChoicePart {
        /// The choice schema (the `$ref` target when the part is a reference).
        var part: OpenAPINode
        /// Its `oneOf` or `anyOf` items.
        var variants: [OpenAPINode]
        var keyword: Spec.OneOf.Keyword
    }

    /// At most this many combinations are made for one schema; more is typed `JSON`.
    static let maximumChoiceCombinations = 256

    /// `allOf: [{oneOf: [A, B]}, {anyOf: [C, D]}, {properties: …}]`: a value is `A` or `B`,
    /// and `C` or `D`, and has the properties, so each combination of one variant of each
    /// choice, in order (`A C`, `A D`, `B C`, `B D`), becomes an object model merged as
    /// `allOf` merges (the schema's own parts and properties, then each variant), named
    /// `<Name>` and each variant's part (`<A>` for a `$ref` variant, `Variant<n>` for the
    /// n-th inline one of its choice). When every choice is a `oneOf` and at most one of them
    /// has a discriminator (and more than one variant), so is the result, and that
    /// discriminator tells the combinations apart: each
    /// combination is selected by the values of its variant of that choice, and the
    /// combinations that share them are tried in order. Otherwise a value may match several
    /// combinations (`{"text": …, "url": …}` both variants of an `anyOf`; a combination one
    /// discriminator selects and the other does not), so the result is an
    /// `anyOf` that keeps each combination that matches, without a discriminator (which would
    /// pick one, and lose the members only the others hold). A variant that is not an object
    /// cannot be combined with objects and is skipped with a warning, as beside properties;
    /// more than ``maximumChoiceCombinations`` combinations are typed `JSON` with a warning.
    func choiceProduct(_ node: OpenAPINode, choices: [ChoicePart], name: String) -> Spec.Model.Kind {
        typealias Member = (variant: OpenAPINode, target: OpenAPINode, referenced: String?, piece: String)
        var members: [[Member]] = []
        for choice in choices {
            var kept: [Member] = []
            for (index, variant) in choice.variants.enumerated() {
                guard let target = dereference(variant, lenient: true), isObjectLike(target) else {
                    unsupported("a variant that is not an object cannot have the properties beside the '\(choice.keyword)'; skipped", at: variant)
                    continue
                }
                if target.key == node.key {
                    warning("a variant that is the schema itself matches only what the other variants match; it adds no case", at: variant)
                    continue
                }
                let referenced = variant.reference.flatMap { modelName(forReference: $0, at: variant) }
                kept.append((variant, target, referenced, referenced.map { Naming.typeName($0) } ?? "Variant" + String(index + 1)))
            }
            members.append(kept)
        }
        let count = members.reduce(1) { $0.multipliedReportingOverflow(by: $1.count).overflow ? Int.max : $0 * $1.count }
        guard count <= Self.maximumChoiceCombinations else {
            unsupported("an 'allOf' of choices makes \(count == Int.max ? "too many" : String(count)) combinations of their variants, more than \(Self.maximumChoiceCombinations); typed JSON", at: node["allOf"] ?? node)
            return .alias(Located(.builtin(.json), at: node.location))
        }
        var combinations: [[Int]] = [[]]
        for kept in members {
            combinations = combinations.flatMap { prefix in kept.indices.map { prefix + [$0] } }
        }
        // One discriminator selects; a second that tells apart variants of its own would be
        // ignored, and the first combination of the first one's value that decodes taken.
        let discriminated = choices.indices.filter { choices[$0].part["discriminator"] != nil && members[$0].count > 1 }
        let keyword: Spec.OneOf.Keyword = choices.allSatisfy { $0.keyword == .oneOf } && discriminated.count <= 1 ? .oneOf : .anyOf
        let selecting = keyword == .anyOf ? nil : discriminatorOfProduct(choices, members: members.map { $0.map { ($0.variant, $0.referenced) } })
        for choice in choices { distributedChoices.insert(choice.part.key) }
        defer { for choice in choices { distributedChoices.remove(choice.part.key) } }
        var variants: [Spec.OneOf.Variant] = []
        for combination in combinations {
            let chosen = zip(members, combination).map { $0[$1] }
            guard let first = chosen.first else { continue }
            let variantName = names.claim(name + chosen.map(\.piece).joined())
            let kind = mergedObject([(node, name)] + chosen.map { ($0.target, $0.referenced ?? variantName) })
            modelIndex[variantName] = models.count
            var model = Spec.Model(name: Located(variantName, at: first.variant.location), kind: kind)
            model.source = source(of: first.variant)
            keepMembersBesideProperties(of: [node] + chosen.map(\.target), owner: variantName, in: &model)
            models.append(model)
            var variant = Spec.OneOf.Variant(type: Located(.model(variantName), at: first.variant.location))
            if let selecting {
                let values = selecting.values[combination[selecting.choice]]
                (variant.discriminatorValues, variant.writtenValue) = (values.values, values.written)
            }
            variants.append(variant)
        }
        guard !variants.isEmpty else { return .alias(Located(.builtin(.json), at: node.location)) }
        return .oneOf(Spec.OneOf(variants: variants, discriminator: selecting?.property, keyword: keyword))
    }

    /// The first choice of a product with a discriminator, its property, and the values that
    /// select each of its kept variants (see ``discriminatorValues(of:discriminator:)``).
    private func discriminatorOfProduct(_ choices: [ChoicePart], members: [[(variant: OpenAPINode, referenced: String?)]])
        -> (choice: Int, property: Located<String>, values: [(values: [String], written: String?)])? {
        guard let index = choices.firstIndex(where: { $0.part["discriminator"] != nil }),
              let discriminator = choices[index].part["discriminator"] else { return nil }
        guard let property = discriminator["propertyName"], let propertyName = property.rawText else {
            missingField("propertyName", of: .discriminator, at: discriminator)
            return nil
        }
        let named = members[index].map { member -> (node: OpenAPINode, type: Spec.TypeReference, implicitName: String?) in
            let implicitName = member.referenced.flatMap { model in member.variant.reference.map { implicitDiscriminatorValue($0, model: model) } }
            return (member.variant, member.referenced.map { .model($0) } ?? .builtin(.json), implicitName)
        }
        return (index, property.located(propertyName), discriminatorValues(of: named, discriminator: discriminator))
    }
}
