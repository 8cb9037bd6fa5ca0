/// Type references: from the spec's grammar to ``ResolvedType``.
extension Resolver {
    /// Resolves a type reference; reports an unknown model name or an alias cycle and returns `nil`.
    mutating func resolveType(_ reference: Spec.TypeReference, at location: SourceLocation) -> ResolvedType? {
        switch reference {
        case .builtin(.double), .builtin(.float):
            return numberType == .decimal ? .builtin(.decimal) : .builtin(reference == .builtin(.float) ? .float : .double)
        case .builtin(let builtin):
            return .builtin(builtin)
        case .array(let element):
            return resolveType(element, at: location).map { .array($0) }
        case .dictionary(let value):
            return resolveType(value, at: location).map { .dictionary($0) }
        case .optional(let wrapped):
            guard let inner = resolveType(wrapped, at: location) else { return nil }
            return inner.isOptional ? inner : .optional(inner)
        case .model(let name):
            guard let swiftName = typeNames[name], let target = target(ofModel: name, at: location) else {
                if typeNames[name] == nil {
                    diagnostics.error("unknown type '\(name)'", at: location)
                }
                return nil
            }
            return .model(name: swiftName, target: target)
        }
    }

    /// What a model stands for; for an alias, the resolved aliased type.
    mutating func target(ofModel name: String, at location: SourceLocation) -> ResolvedType.ModelTarget? {
        if let known = targets[name] { return known }
        guard let model = specModels[name] else { return nil }
        let target: ResolvedType.ModelTarget
        switch model.kind {
        case .object: target = .object
        case .enumeration: target = .stringEnum
        case .integerEnumeration: target = .integerEnum
        case .numberEnumeration: target = .numberEnum
        case .oneOf(let oneOf): target = oneOf.keyword == .anyOf && oneOf.discriminator == nil ? .anyOf : .oneOf
        case .tuple: target = .tuple
        case .alias(let aliased):
            guard resolvingAliases.insert(name).inserted else {
                diagnostics.error("alias '\(name)' refers to itself", at: model.name.location)
                return nil
            }
            defer { resolvingAliases.remove(name) }
            guard let resolved = resolveType(aliased.value, at: aliased.location) else { return nil }
            target = .alias(resolved)
        }
        targets[name] = target
        return target
    }
}

extension ResolvedType {
    /// Whether a value of this type can be written as one query item, path segment, header
    /// value or form field: a scalar other than `JSON`, `Data` and `FilePart`, or a string,
    /// integer or number enum.
    var isScalar: Bool {
        switch dealiased {
        case .builtin(let builtin): builtin != .json && builtin != .data && builtin != .filePart
        case .model(_, .stringEnum), .model(_, .integerEnum), .model(_, .numberEnum): true
        default: false
        }
    }

    /// Whether this is a multipart file part: `Data` or `FilePart`.
    var isFile: Bool {
        dealiased == .builtin(.data) || dealiased == .builtin(.filePart)
    }

    /// The names of object and one-of models that a value of this type contains directly
    /// (not inside an array or dictionary), following aliases and optionals.
    var directModelNames: [String] {
        switch self {
        case .model(let name, .object), .model(let name, .oneOf), .model(let name, .anyOf): [name]
        case .model(_, .alias(let target)): target.directModelNames
        case .optional(let wrapped), .nullable(let wrapped): wrapped.directModelNames
        default: []
        }
    }
}

extension ModelDeclaration {
    /// Whether this is a one-of whose variants are all scalars: its value has one text form,
    /// so it can be a parameter (the generated enum conforms to `QueryValue`).
    var isScalarChoice: Bool {
        guard case .oneOf(let variants, _, _) = kind else { return false }
        return variants.allSatisfy { $0.type.isScalar }
    }
}
