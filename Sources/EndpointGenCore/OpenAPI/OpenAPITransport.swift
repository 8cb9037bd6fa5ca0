/// What a type can be sent as outside a JSON body: one text value (a path segment, a header or
/// cookie value, a query item, a form field) or a list of them. The generator accepts exactly
/// these, so the reader checks them and degrades what does not fit.
extension OpenAPIContext {
    /// Whether a value of the type is one text value: a built-in other than `JSON` and `Data`,
    /// a string or integer enum, or an alias of one.
    func isScalar(_ type: Spec.TypeReference, depth: Int = 0) -> Bool {
        switch type {
        case .builtin(let builtin): return builtin != .json && builtin != .data && builtin != .filePart
        case .model(let name):
            guard depth < 16, let kind = modelKind(named: name) else { return false }
            switch kind {
            case .enumeration, .integerEnumeration: return true
            case .alias(let target): return isScalar(target.value, depth: depth + 1)
            case .object, .oneOf: return false
            }
        case .optional, .array, .dictionary: return false
        }
    }

    /// Whether the type (optional or not) is a scalar or an array of scalars.
    func isScalarOrArray(_ type: Spec.TypeReference) -> Bool {
        let base = dealiased(type.withoutOptional)
        if case .array(let element) = base { return isScalar(element) }
        return isScalar(base)
    }

    /// The kind of an object model the type names (through aliases), if it names one.
    func objectKind(_ type: Spec.TypeReference) -> Spec.Model.Kind? {
        guard case .model(let name) = dealiased(type.withoutOptional), let kind = modelKind(named: name), case .object = kind else { return nil }
        return kind
    }

    /// The type with model aliases replaced by what they name (a few levels deep).
    func dealiased(_ type: Spec.TypeReference) -> Spec.TypeReference {
        var current = type
        for _ in 0..<16 {
            guard case .model(let name) = current, case .alias(let target)? = modelKind(named: name) else { return current }
            current = target.value
        }
        return current
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
