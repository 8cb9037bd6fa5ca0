/// What the types of a spec stand for, given its models: aliases followed, alias cycles found,
/// and the one rule of what fits outside a JSON body. The validator, the OpenAPI reader
/// (while it builds models) and the resolver all ask here.
struct SpecTypes {
    /// The kind of the model with a name; `nil` when the spec has none by that name (yet).
    let kind: (String) -> Spec.Model.Kind?

    /// Rules over models looked up by `kind`.
    init(kind: @escaping (String) -> Spec.Model.Kind?) {
        self.kind = kind
    }

    /// Rules over a dictionary of models by spec name.
    init(models: [String: Spec.Model]) {
        self.kind = { models[$0]?.kind }
    }

    /// The type with model aliases replaced by what they name, until a type that is not an
    /// alias of a model (`Ids` → `[Int]`, `Id?` stays `Id?`). Stops where the aliases come
    /// back to one already passed.
    func dealiased(_ type: Spec.TypeReference) -> Spec.TypeReference {
        var current = type
        var passed: [String] = []
        while case .model(let name) = current, case .alias(let target)? = kind(name), !passed.contains(name) {
            passed.append(name)
            current = target.value
        }
        return current
    }

    /// Whether a value of the type is one text value: a built-in other than `JSON`, `Data` and
    /// `FilePart`, or a string or integer enum, through aliases. A name without a model counts as
    /// `unknown` (a caller that has reported it already says `true`, so it is not reported
    /// twice).
    func isScalar(_ type: Spec.TypeReference, unknown: Bool = false) -> Bool {
        switch dealiased(type) {
        case .builtin(let builtin): return builtin != .json && builtin != .data && builtin != .filePart
        case .model(let name):
            switch kind(name) {
            case .enumeration?, .integerEnumeration?, .numberEnumeration?: return true
            case nil: return unknown
            default: return false
            }
        case .optional, .array, .dictionary: return false
        }
    }

    /// Whether the type, optional or not, is a scalar (``isScalar(_:unknown:)``) or an array of
    /// scalars, through aliases: what a query parameter, an OpenAPI header parameter and a form
    /// field may hold.
    func isScalarOrArray(_ type: Spec.TypeReference, unknown: Bool = false) -> Bool {
        var base = dealiased(type)
        if case .optional(let wrapped) = base { base = dealiased(wrapped) }
        if case .array(let element) = base { return isScalar(element, unknown: unknown) }
        return isScalar(base, unknown: unknown)
    }

    /// Where a value goes outside a JSON body, each with its own text form.
    enum Place {
        /// A path segment: one value, never absent.
        case path
        /// A query item; an array repeats it or joins the values.
        case query
        /// A header field value; an array joins the values with commas (RFC 9110 §5.3).
        case header
        /// A cookie value (RFC 6265 §4.1.1): one value.
        case cookie
        /// A field of a URL-encoded form body, written as a query parameter of its style.
        case formField
        /// A part of a multipart body (RFC 7578): `Data` is a file part, a scalar or an array
        /// of scalars text parts, any other value a JSON part (OpenAPI 3.x §4.8.14.4's
        /// default content types for multipart).
        case multipartField
    }

    /// Whether a value of the type can be sent at a place. A parameter (path segments never
    /// optional) holds what OpenAPI 3.0.4 §4.7.12.4 gives a style for: a scalar
    /// (``isScalar(_:unknown:)``) or a `oneOf` of scalars, an array of scalars, or an object
    /// or a dictionary whose values are (optional) scalars. A form field holds what a query
    /// parameter holds (written by its style, OpenAPI 3.0.4 §4.7.15), or `Data` (base64 text,
    /// or raw bytes percent-encoded); a multipart body any value.
    /// A name without a model counts as `unknown`. With `deep` (style `deepObject` in the query
    /// or a form), an object may also hold arrays of scalars and objects of such values, which
    /// the runtime writes as Rails and `qs` read them (``deepFits(_:unknown:passed:)``).
    func fits(_ type: Spec.TypeReference, in place: Place, unknown: Bool = false, deep: Bool = false) -> Bool {
        var base = dealiased(type)
        if case .optional(let wrapped) = base { base = dealiased(wrapped) }
        switch place {
        case .path, .query, .header, .cookie, .formField:
            if place == .formField, base == .builtin(.data) { return true }
            if place == .path, case .optional = dealiased(type) { return false }
            if deep, place == .query || place == .formField, deepFits(base, unknown: unknown) { return true }
            switch base {
            case .array(let element): return isScalar(element, unknown: unknown)
            case .dictionary(let value): return isScalar(value.withoutOptional, unknown: unknown)
            case .model(let name):
                switch kind(name) {
                case .object(let properties)?: return properties.allSatisfy { isScalar($0.type.value.withoutOptional, unknown: unknown) }
                case .oneOf(let choice)?: return choice.variants.allSatisfy { isScalar($0.type.value, unknown: unknown) }
                default: return isScalar(base, unknown: unknown)
                }
            default: return isScalar(base, unknown: unknown)
            }
        case .multipartField:
            return true
        }
    }

    /// Whether `deepObject` writes a value of the type with brackets (the PHP, Rails and `qs`
    /// convention OpenAPI leaves undefined): a scalar, an array of scalars (`name[]=a`), an
    /// array of other such values under their indices (`name[0][b]=x`), or an object or
    /// dictionary whose (optional) values are such values (`name[a][b]=x`), or a choice
    /// (`oneOf`, `anyOf`) of such values, written as the variant it holds is (`created[gt]=1`
    /// or `created=5`; `metadata=` for the empty string that clears a field), or free-form
    /// `JSON`, written by the shape it has. A model that
    /// holds itself fits when its other properties do: a value is finite, so its brackets go
    /// as deep as the value does (`passed` are the models whose properties are being checked).
    func deepFits(_ type: Spec.TypeReference, unknown: Bool = false, passed: Set<String> = []) -> Bool {
        let base = dealiased(type.withoutOptional)
        switch base {
        case .array(let element):
            return isScalar(element, unknown: unknown) || !element.isOptional && deepFits(element, unknown: unknown, passed: passed)
        case .dictionary(let value): return deepFits(value, unknown: unknown, passed: passed)
        case .model(let name):
            switch kind(name) {
            case .object(let properties)?:
                guard !passed.contains(name) else { return true }
                return properties.allSatisfy { deepFits($0.type.value, unknown: unknown, passed: passed.union([name])) }
            case .oneOf(let choice)?:
                // Each variant as it is written alone: `created[gt]=1` for an object, `created=5`
                // for a scalar, `metadata=` for the empty string that clears a field.
                guard !passed.contains(name) else { return true }
                return choice.variants.allSatisfy { deepFits($0.type.value, unknown: unknown, passed: passed.union([name])) }
            default: return isScalar(base, unknown: unknown)
            }
        // Free-form JSON is written by the shape it has when the request is made, with the
        // same brackets (a `null` element, which would shift the others, fails the request).
        case .builtin(.json): return true
        default: return isScalar(base, unknown: unknown)
        }
    }

    /// The model a type names, inside any arrays, dictionaries and optionals (a type names
    /// one at most).
    static func modelName(in type: Spec.TypeReference) -> String? {
        var type = type
        while true {
            switch type {
            case .builtin: return nil
            case .model(let name): return name
            case .array(let inner), .dictionary(let inner), .optional(let inner): type = inner
            }
        }
    }

    /// The cycles of aliases that reach themselves through aliases only (`A = [A]`,
    /// `A = B, B = A`), which no Swift type alias can express.
    ///
    /// Each alias names at most one model, so following each chain in the order of `models`
    /// finds every cycle once, without recursion however long the chain. A cycle is listed
    /// from the model where the chain entered it; its last model's type leads back to the first.
    /// - Parameter models: The models, in the order to start chains from.
    /// - Returns: The cycles, each as models in chain order.
    static func aliasCycles(in models: [Spec.Model]) -> [[Spec.Model]] {
        // Only aliases take part; each is visited once.
        var aliases: [String: Int] = [:]
        for (index, model) in models.enumerated() {
            if case .alias = model.kind, aliases[model.name.value] == nil { aliases[model.name.value] = index }
        }
        guard !aliases.isEmpty else { return [] }
        func next(after index: Int) -> Int? {
            guard case .alias(let type) = models[index].kind, let name = modelName(in: type.value) else { return nil }
            return aliases[name]
        }
        var cycles: [[Spec.Model]] = []
        // 0: not reached; 1: on the chain being followed; 2: done.
        var state = [UInt8](repeating: 0, count: models.count)
        for start in models.indices where state[start] == 0 {
            guard case .alias = models[start].kind, aliases[models[start].name.value] == start else { continue }
            var path: [Int] = []
            var current: Int? = start
            while let index = current, state[index] != 2 {
                if state[index] == 1 {
                    if let first = path.firstIndex(of: index) { cycles.append(path[first...].map { models[$0] }) }
                    break
                }
                state[index] = 1
                path.append(index)
                current = next(after: index)
            }
            for index in path { state[index] = 2 }
        }
        return cycles
    }
}
