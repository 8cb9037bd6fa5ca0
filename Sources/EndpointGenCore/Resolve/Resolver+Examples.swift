/// Examples: each example of a model and of a success response written as a Swift value of its
/// type, or a warning at the part that does not fit.
extension Resolver {
    /// The examples of the API's models (an alias's on the namespace) and of its endpoints'
    /// responses. An endpoint without example responses of its own answers with its response
    /// model's example when that model has one (`[Post.example]` for `[Post]`).
    func examples(models: [ModelDeclaration], requests: [RequestDeclaration], namespace: String) -> [ExampleDeclaration] {
        let byName = Dictionary(models.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let writer = SampleValueWriter(namespace: namespace, models: byName, dates: spec.coding.dates)
        let specModels = Dictionary(spec.models.map { ($0.name.value, $0) }, uniquingKeysWith: { first, _ in first })
        var declarations: [ExampleDeclaration] = []
        /// The member holding each model's first example: `Blog.Post.example`, `Blog.tagsExample`.
        var firstExamples: [String: String] = [:]
        // An alias's examples are namespace members, named apart from the namespace's own.
        var members = NameRegistry(reserved: ["servers", "defaultHeaderFields", "coding", "exampleRequests"] + securitySchemes().map(\.name))
        for model in models {
            guard let examples = specModels[model.specName]?.examples, !examples.isEmpty else { continue }
            let values = write(examples, as: .model(name: model.name, target: .object), writer: writer, what: "'\(model.specName)'")
            guard !values.isEmpty else { continue }
            var owner = ExampleDeclaration.Owner.model
            if case .alias = model.kind {
                let member = members.claim(Naming.lowerCamelCase(model.name) + "Example")
                owner = .alias(member: member)
                firstExamples[model.name] = namespace + "." + member
            } else {
                firstExamples[model.name] = namespace + "." + model.name + ".example"
            }
            declarations.append(ExampleDeclaration(owner: owner, typeName: model.name, valueType: namespace + "." + model.name,
                                                   specPath: model.specPath, values: values, source: model.source))
        }
        let endpoints = Dictionary(spec.endpoints.map { ($0.name.value, $0) }, uniquingKeysWith: { first, _ in first })
        for request in requests {
            let endpoint = endpoints[request.specName]
            // The examples are the first 2xx response's: the plain response, or the first case
            // of a Response enum (one case per status).
            let exampleStatus: Spec.ErrorStatus = endpoint?.responseExampleStatus.map { .code($0) } ?? .range(2)
            guard let response = request.response
                    ?? request.successes.first.flatMap({ $0.status == exampleStatus ? $0.type : nil }) else { continue }
            var values = write(endpoint?.responseExamples ?? [], as: response, writer: writer,
                               what: "the response of '\(request.specName)'")
            if values.isEmpty, let borrowed = Self.modelExample(of: response, firstExamples: firstExamples) {
                values = [ExampleDeclaration.Value(name: "example", summary: nil, expression: .atom(borrowed))]
            }
            guard !values.isEmpty else { continue }
            declarations.append(ExampleDeclaration(owner: .response, typeName: request.name, valueType: Self.qualified(response, namespace: namespace),
                                                   specPath: request.specPath, values: values, deprecated: request.deprecated,
                                                   statusCode: endpoint?.responseExampleStatus ?? 200, source: request.source))
        }
        // A deprecated request type in the list would be a deprecation warning in the API's own code.
        let responders = declarations.filter { $0.owner == .response && !$0.deprecated }.map(\.typeName)
        if !responders.isEmpty {
            declarations.append(ExampleDeclaration(
                owner: .requestList, typeName: namespace, valueType: "any ExampleResponding.Type", specPath: "endpoints",
                values: responders.map { .init(name: $0, summary: nil, expression: .atom(namespace + "." + $0 + ".self")) }))
        }
        return declarations
    }

    /// The examples that fit, named uniquely; a warning for each that does not.
    private func write(_ examples: [Spec.Example], as type: ResolvedType, writer: SampleValueWriter, what: String) -> [ExampleDeclaration.Value] {
        var values: [ExampleDeclaration.Value] = []
        var names = Set<String>()
        for example in examples {
            let label = example.name.map { "example '\($0)'" } ?? "example"
            do {
                // A model's type is looked up by name: pass it as what it is.
                var reader = writer
                reader.format = example.format
                let expression = try reader.expression(example.value, as: Self.resolvedModelType(type, models: writer.models))
                var name = example.name ?? "example"
                var suffix = 2
                while !names.insert(name).inserted {
                    name = (example.name ?? "example") + String(suffix)
                    suffix += 1
                }
                values.append(.init(name: name, summary: example.summary, expression: expression))
            } catch {
                // A value of the user's own type cannot be written: no example, and no warning.
                if error.reachesOwnType { continue }
                let at = error.path.isEmpty ? "" : "'\(error.path)': "
                diagnostics.warning("the \(label) of \(what) does not fit its type \(type.code) (\(at)\(error.reason)); no Swift value is generated for it",
                                    at: example.location(of: error.node))
            }
        }
        return values
    }

    /// A model type with its real target, for a model named directly.
    static func resolvedModelType(_ type: ResolvedType, models: [String: ModelDeclaration]) -> ResolvedType {
        guard case .model(let name, _) = type, let model = models[name] else { return type }
        switch model.kind {
        case .object: return .model(name: name, target: .object)
        case .stringEnum: return .model(name: name, target: .stringEnum)
        case .integerEnum: return .model(name: name, target: .integerEnum)
        case .numberEnum: return .model(name: name, target: .numberEnum)
        case .oneOf: return .model(name: name, target: .oneOf)
        case .anyOf: return .model(name: name, target: .anyOf)
        case .tuple: return .model(name: name, target: .tuple)
        case .alias(let target): return .model(name: name, target: .alias(target))
        }
    }

    /// `Blog.Post.example` for a response of a model with examples, `[Blog.Post.example]` for
    /// an array of one, looking through aliases and optionals; `nil` otherwise.
    static func modelExample(of type: ResolvedType, firstExamples: [String: String]) -> String? {
        switch type {
        case .model(let name, let target):
            if let example = firstExamples[name] { return example }
            if case .alias(let aliased) = target { return modelExample(of: aliased, firstExamples: firstExamples) }
            return nil
        case .optional(let wrapped):
            return modelExample(of: wrapped, firstExamples: firstExamples)
        case .array(let element):
            return modelExample(of: element, firstExamples: firstExamples).map { "[" + $0 + "]" }
        default:
            return nil
        }
    }

    /// The type as Swift code with model names (and `JSONValue`) qualified by the namespace.
    static func qualified(_ type: ResolvedType, namespace: String) -> String {
        switch type {
        case .builtin(let builtin): builtin == .json ? namespace + ".JSONValue" : builtin.rawValue
        case .array(let element): "[\(qualified(element, namespace: namespace))]"
        case .dictionary(let value): "[String: \(qualified(value, namespace: namespace))]"
        case .optional(let wrapped): qualified(wrapped, namespace: namespace) + "?"
        case .nullable(let wrapped): "Nullable<\(qualified(wrapped, namespace: namespace))>"
        case .model(let name, .external): name
        case .model(let name, _): namespace + "." + name
        }
    }
}
