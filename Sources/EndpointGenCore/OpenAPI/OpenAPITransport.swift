/// What a type can be sent as outside a JSON body: one text value (a path segment, a header or
/// cookie value, a query item, a form field) or a list of them. The generator accepts exactly
/// these, so the reader checks them and degrades what does not fit.
extension OpenAPIContext {
    /// The kind of an object model the type names (through aliases), if it names one.
    func objectKind(_ type: Spec.TypeReference) -> Spec.Model.Kind? {
        guard case .model(let name) = dealiased(type.withoutOptional), let kind = modelKind(named: name), case .object = kind else { return nil }
        return kind
    }

    /// The type with model aliases replaced by what they name (``SpecTypes/dealiased(_:)``).
    func dealiased(_ type: Spec.TypeReference) -> Spec.TypeReference {
        types.dealiased(type)
    }

    /// The kind of the model with this name, once built.
    func modelKind(named name: String) -> Spec.Model.Kind? {
        modelIndex[name].map { models[$0].kind }
    }
}

extension Spec.TypeReference {
    /// The type without its outer optional.
    var withoutOptional: Spec.TypeReference {
        if case .optional(let wrapped) = self { return wrapped }
        return self
    }
}
