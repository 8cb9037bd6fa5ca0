/// Small Swift expressions that turn a parameter's value into what the runtime takes: a query
/// value, a path segment, header text. Built from identifiers only, never from spec text.
enum ValueExpressions {
    /// An expression the runtime's `QueryItems.append` and `MultipartFormData.append` accept for
    /// `value` of `type`: enums become their raw values, everything else passes through.
    static func queryValue(_ value: String, type: ResolvedType) -> String {
        let (value, type) = nullAsAbsent(value, type: type)
        switch type {
        case .optional(let wrapped):
            switch wrapped.dealiased {
            case .array(let element): return isEnum(element) ? "\(value)?.map(\\.rawValue)" : value
            case let scalar: return isEnum(scalar) ? "\(value)?.rawValue" : value
            }
        case .array(let element):
            return isEnum(element) ? "\(value).map(\\.rawValue)" : value
        default:
            return isEnum(type) ? "\(value).rawValue" : value
        }
    }

    /// `value` of a `Nullable<T>?` type as a `T?` (`value?.value`) with that type, dealiased;
    /// any other as it is. A query, path or header parameter, a form field and a multipart
    /// part cannot be `null`: under RFC 6570 §2.3, which OpenAPI's parameter styles follow, a
    /// null value is undefined and left out, like an absent one.
    static func nullAsAbsent(_ value: String, type: ResolvedType) -> (value: String, type: ResolvedType) {
        if case .optional(.nullable(let wrapped)) = type { return (value + "?.value", .optional(wrapped).dealiased) }
        return (value, type.dealiased)
    }

    /// A `ParameterValue` expression for a non-optional `value` of `type`: a scalar or enum, an
    /// array of them, an object model, whose properties become the value's fields in order
    /// (under their JSON keys; `ParameterValue(nested:)` when one holds an object or an array),
    /// an array of objects or arrays (`ParameterValue(elements:)`), or a dictionary (its keys
    /// sorted by the runtime). An object model that keeps members beside its properties, and
    /// any value whose shape only the request knows (`JSON`, `Data`, a choice of objects), is
    /// `ParameterValue(encoding:)`: written as its JSON has it.
    ///
    /// An object model that holds itself through its nested objects (a filter with a `not`
    /// filter) cannot be written out inline: the expression is then a closure called at once,
    /// which declares one local function per object model reached (`value0` for the first)
    /// and calls the first with the value, so the brackets go as deep as the value does.
    static func parameterValue(_ value: String, type: ResolvedType, models: [String: ModelDeclaration]) -> String {
        let reached = nestedObjectModels(type, models: models)
        guard reached.isCyclic, let root = reached.order.first else {
            return parameterValue(value, type: type, models: models, functions: [:])
        }
        var functions: [String: String] = [:]
        for (index, name) in reached.order.enumerated() { functions[name] = "value\(index)" }
        let declarations = reached.order.enumerated().map { index, name in
            "func value\(index)(_ value: \(name)) -> ParameterValue { "
                + parameterValue("value", type: .model(name: name, target: .object), models: models, functions: functions, inFunction: true) + " }"
        }
        return "{ (root: \(root)) -> ParameterValue in " + declarations.joined(separator: "; ") + "; return value0(root) }(\(value))"
    }

    /// ``parameterValue(_:type:models:)`` with `functions` naming the local function that
    /// writes each object model; `inFunction` is set for the body of the model's own function.
    private static func parameterValue(_ value: String, type: ResolvedType, models: [String: ModelDeclaration],
                                       functions: [String: String], inFunction: Bool = false) -> String {
        let type = type.dealiased.unwrapped.dealiased
        if case .dictionary(let element) = type {
            if case .array(let inner) = element.dealiased, isEnum(inner.unwrapped) {
                return "ParameterValue(dictionary: \(value).mapValues { $0.map(\\.rawValue) })"
            }
            if !element.isOptional, element.dealiased.isScalar || isArrayOfScalars(element) {
                return "ParameterValue(dictionary: \(isEnum(element.unwrapped) ? "\(value).mapValues(\\.rawValue)" : value))"
            }
            // Objects, arrays of them, or optional values (`nil` left out): each a value of its own shape.
            let inner = parameterValue("$0", type: element, models: models, functions: functions)
            return "ParameterValue(dictionary: \(value).compactMapValues { \(element.isOptional ? "$0.map { \(inner) }" : inner) })"
        }
        if case .model(let name, .object) = type, models[name]?.additionalProperties != nil {
            // With the members beside its properties, as its JSON has them (a clash refused).
            return "ParameterValue(encoding: \(value))"
        }
        if case .array(let element) = type, !element.dealiased.isScalar {
            // Objects or arrays in an array: deepObject writes each under its index.
            return "ParameterValue(elements: \(value).map { \(parameterValue("$0", type: element, models: models, functions: functions)) })"
        }
        if case .model(let name, .object) = type, case .object(let properties)? = models[name]?.kind {
            if !inFunction, let function = functions[name] { return "\(function)(\(value))" }
            if properties.allSatisfy({ $0.type.dealiased.unwrapped.dealiased.isScalar }) {
                let fields = properties.map { SwiftText.stringLiteral($0.jsonKey) + ": " + queryValue(value + "." + $0.name, type: $0.type) }
                return "ParameterValue([" + (fields.isEmpty ? ":" : fields.joined(separator: ", ")) + "])"
            }
            // Objects and arrays inside: each property a value of its own shape (deepObject brackets).
            let fields = properties.map { property in
                let access = value + "." + property.name
                let inner = property.type.isOptional ? "\(access).map { \(parameterValue("$0", type: property.type, models: models, functions: functions)) }"
                    : parameterValue(access, type: property.type, models: models, functions: functions)
                return SwiftText.stringLiteral(property.jsonKey) + ": " + inner
            }
            return "ParameterValue(nested: [" + fields.joined(separator: ", ") + "])"
        }
        if type.isScalar || isArrayOfScalars(type) || isScalarChoice(type, models: models) { return "ParameterValue(\(queryValue(value, type: type)))" }
        // JSON, `Data`, a choice of objects: written as its JSON shape, known when the request is made.
        return "ParameterValue(encoding: \(value))"
    }

    /// Whether the type is an array of scalars (``ResolvedType/isScalar``), through aliases.
    static func isArrayOfScalars(_ type: ResolvedType) -> Bool {
        if case .array(let element) = type.dealiased { return element.isScalar }
        return false
    }

    /// Whether the type is a choice model whose variants are all scalars (a `QueryValue`).
    static func isScalarChoice(_ type: ResolvedType, models: [String: ModelDeclaration]) -> Bool {
        guard case .model(let name, _) = type.dealiased else { return false }
        return models[name]?.isScalarChoice == true
    }

    /// The object models whose properties ``parameterValue(_:type:models:)`` writes for a value
    /// of `type`, in the order first reached (depth first, properties in order), and whether
    /// one of them is reached again inside itself.
    static func nestedObjectModels(_ type: ResolvedType, models: [String: ModelDeclaration]) -> (order: [String], isCyclic: Bool) {
        var order: [String] = []
        var seen = Set<String>()
        var isCyclic = false
        // Depth first without recursion: each entry is a model and the index of its next property.
        var stack: [(name: String, properties: [PropertyDeclaration], next: Int)] = []
        func enter(_ type: ResolvedType) {
            var type = type.dealiased.unwrapped.dealiased
            while case .array(let inner) = type { type = inner.dealiased.unwrapped.dealiased }
            while case .dictionary(let inner) = type { type = inner.dealiased.unwrapped.dealiased }
            // A model with members beside its properties is written whole, as its JSON has it.
            guard case .model(let name, .object) = type, models[name]?.additionalProperties == nil,
                  case .object(let properties)? = models[name]?.kind else { return }
            if stack.contains(where: { $0.name == name }) { isCyclic = true }
            guard seen.insert(name).inserted else { return }
            order.append(name)
            // Only a model with an object or array inside writes its properties as nested values.
            guard !properties.allSatisfy({ $0.type.dealiased.unwrapped.dealiased.isScalar }) else { return }
            stack.append((name, properties, 0))
        }
        enter(type)
        while let top = stack.last {
            guard top.next < top.properties.count else {
                stack.removeLast()
                continue
            }
            stack[stack.count - 1].next += 1
            enter(top.properties[top.next].type)
        }
        return (order, isCyclic)
    }

    /// An expression `PathParameter.encode` accepts for a non-optional scalar `value`.
    static func pathValue(_ value: String, type: ResolvedType) -> String {
        isEnum(type.dealiased) ? "\(value).rawValue" : value
    }

    /// An `Encodable` expression that writes `value` of `type` with every `UUID` in it in
    /// lower case (RFC 9562 §4) through `LowercaseUUID`, or `nil` when the type holds no
    /// `UUID` (the value is then written as it is). Optionals, arrays and dictionaries are
    /// mapped; models encode their own properties.
    static func lowercasingUUIDs(_ value: String, type: ResolvedType) -> String? {
        switch type.dealiased {
        case .builtin(.uuid):
            return "LowercaseUUID(\(value))"
        case .optional(let wrapped):
            return lowercasingUUIDs("$0", type: wrapped).map { "\(value).map { \($0) }" }
        case .array(let element):
            return lowercasingUUIDs("$0", type: element).map { "\(value).map { \($0) }" }
        case .dictionary(let element):
            return lowercasingUUIDs("$0", type: element).map { "\(value).mapValues { \($0) }" }
        default:
            return nil
        }
    }

    static func isEnum(_ type: ResolvedType) -> Bool {
        switch type.dealiased {
        case .model(_, .stringEnum), .model(_, .integerEnum), .model(_, .numberEnum): true
        default: false
        }
    }
}
