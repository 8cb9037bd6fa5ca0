/// Decoding of `oneOf:` models: a value that is exactly one of several types, optionally told
/// apart by a discriminator property (as OpenAPI's `oneOf` with a Discriminator Object).
extension SpecDecoder {
    static let variantKeys = ["type", "values"]

    /// Decodes the variants and the discriminator of a oneOf model.
    /// - Returns: The choice, or `nil` after reporting when it has no usable variant.
    func oneOf(_ node: YAMLNode, key: YAMLNode?, fields: Fields, model: String) -> Spec.OneOf? {
        let what = { "the oneOf of model '\(model)'" }
        var discriminator: Located<String>?
        if let discriminatorNode = fields["discriminator"] {
            discriminator = context.located(discriminatorNode, key: fields.key("discriminator"), what: "the discriminator of model '\(model)'")
        }
        guard let items = node.items else {
            context.error("expected a sequence of types for \(what()), found \(DecodeContext.describe(node))", at: context.anchor(node, key: key))
            return nil
        }
        if items.isEmpty {
            context.error("\(what()) has no variants", at: node)
            return nil
        }
        var variants: [Spec.OneOf.Variant] = []
        var seenTypes: [Spec.TypeReference: SourceLocation] = [:]
        var seenValues: [String: SourceLocation] = [:]
        for item in items {
            var valuesNode: YAMLNode?
            var typeNode = item
            if item.pairs != nil, !types.reportMisreadDictionary(item) {
                guard let itemFields = context.fields(item, key: nil, what: "a variant of \(what())", allowed: Self.variantKeys, required: ["type"]),
                      let node = itemFields["type"] else { continue }
                typeNode = node
                valuesNode = itemFields["values"]
            } else if item.pairs != nil {
                continue
            }
            guard let type = types.parse(typeNode, key: nil, what: "a variant of \(what())") else { continue }
            if let first = seenTypes[type.value] {
                context.diagnostics.error("\(what()) lists \(type.value.spelled) twice", at: type.location, notes: [Diagnostic.Note("first listed here", at: first)])
                continue
            }
            seenTypes[type.value] = type.location
            var values: [Located<String>] = []
            if let valuesNode {
                if discriminator == nil {
                    context.error("'values' of a variant need a 'discriminator' on model '\(model)'", at: valuesNode)
                }
                let list = valuesNode.sequence ?? [valuesNode]
                values = list.compactMap { context.located($0, key: nil, what: "a discriminator value") }
            } else if discriminator != nil {
                guard case .model(let name) = type.value else {
                    context.error("a variant of a oneOf with a discriminator is a model, or lists its discriminator 'values'", at: typeNode)
                    continue
                }
                values = [Located(name, at: type.location)]
            }
            for value in values {
                if let first = seenValues[value.value] {
                    context.diagnostics.error("discriminator value '\(value.value)' selects two variants of \(what())", at: value.location, notes: [Diagnostic.Note("'\(value.value)' is first used here", at: first)])
                }
                seenValues[value.value] = seenValues[value.value] ?? value.location
            }
            variants.append(Spec.OneOf.Variant(type: type, discriminatorValues: values.map(\.value), writtenValue: values.count == 1 ? values[0].value : nil))
        }
        return Spec.OneOf(variants: variants, discriminator: discriminator)
    }
}
