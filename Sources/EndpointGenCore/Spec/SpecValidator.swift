/// The checks that need the whole decoded spec: Swift name collisions between models and
/// endpoints, alias cycles, the types that parameters and bodies may have, and bodies on
/// methods that give them no meaning.
struct SpecValidator {
    let spec: Spec
    let diagnostics: DiagnosticCollector
    private let models: [String: Spec.Model]

    init(spec: Spec, diagnostics: DiagnosticCollector) {
        self.spec = spec
        self.diagnostics = diagnostics
        var models: [String: Spec.Model] = [:]
        for model in spec.models where models[model.name.value] == nil { models[model.name.value] = model }
        self.models = models
    }

    /// Runs every check, reporting to the collector.
    func validate() {
        checkNameCollisions()
        checkAliasCycles()
        for model in spec.models {
            if case .oneOf(let choice) = model.kind { checkDiscriminator(choice, of: model) }
        }
        for endpoint in spec.endpoints {
            checkParameters(endpoint)
            checkBody(endpoint)
        }
    }

    /// Models and endpoints share the API's namespace: two of them whose UpperCamelCase forms
    /// are equal would become the same Swift type.
    private func checkNameCollisions() {
        var first: [String: (kind: String, name: Located<String>)] = [:]
        let named = spec.models.map { ("model", $0.name) } + spec.endpoints.map { ("endpoint", $0.name) }
        for (kind, name) in named.sorted(by: { $0.1.location < $1.1.location }) {
            let swiftName = FieldRules.upperCamelCase(name.value)
            guard !swiftName.isEmpty else { continue }
            if let earlier = first[swiftName] {
                diagnostics.error("\(kind) '\(name.value)' and \(earlier.kind) '\(earlier.name.value)' both become the Swift type '\(swiftName)'", at: name.location, notes: [Diagnostic.Note("\(earlier.kind) '\(earlier.name.value)' is declared here", at: earlier.name.location)])
            } else {
                first[swiftName] = (kind, name)
            }
        }
    }

    /// An alias whose type leads back to itself through aliases only has no Swift form.
    ///
    /// A type names at most one model (no form of the grammar holds two), so each alias leads
    /// to at most one other: following that chain iteratively finds every cycle without
    /// recursion, however long the chain.
    private func checkAliasCycles() {
        var done: Set<String> = []
        for start in spec.models where !done.contains(start.name.value) {
            var path: [Spec.Model] = []
            var position: [String: Int] = [:]
            var current = start
            while !done.contains(current.name.value) {
                if let index = position[current.name.value] {
                    // A long cycle is shown by its first few steps, so a message stays readable.
                    let cycle = path[index...]
                    let shown = 6
                    var names = cycle.prefix(shown).map { "'\($0.name.value)'" }
                    if cycle.count > shown { names.append("… (\(cycle.count - shown) more)") }
                    names.append("'\(current.name.value)'")
                    let notes = cycle.dropFirst().prefix(shown - 1).map { Diagnostic.Note("'\($0.name.value)' is an alias declared here", at: $0.name.location) }
                    diagnostics.error("alias '\(current.name.value)' refers to itself: \(names.joined(separator: " → ")); an alias cycle must pass through an object model", at: current.name.location, notes: notes)
                    break
                }
                position[current.name.value] = path.count
                path.append(current)
                guard let next = aliasTarget(of: current) else { break }
                current = next
            }
            done.formUnion(path.map(\.name.value))
        }
    }

    /// The alias model an alias's type names, if it names one.
    private func aliasTarget(of model: Spec.Model) -> Spec.Model? {
        guard case .alias(let type) = model.kind, let name = Self.modelName(in: type.value),
              let target = models[name], case .alias = target.kind else { return nil }
        return target
    }

    /// The model a type names, inside any arrays, dictionaries and optionals.
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

    /// The type with aliases replaced by what they stand for, stopping after as many steps as
    /// there are models, so a cycle cannot loop.
    private func resolved(_ type: Spec.TypeReference) -> Spec.TypeReference {
        var type = type
        for _ in 0...models.count {
            guard case .model(let name) = type, let model = models[name], case .alias(let target) = model.kind else { return type }
            type = target.value
        }
        return type
    }

    /// Whether a type has a single text form in a path, query item or header field: a
    /// built-in other than `JSON` and `Data`, or a string enum.
    private func isSimple(_ type: Spec.TypeReference) -> Bool {
        switch resolved(type) {
        case .builtin(let builtin): return builtin != .json && builtin != .data
        case .model(let name):
            switch models[name]?.kind {
            case .enumeration?, .integerEnumeration?: return true
            case nil: return true  // an unknown model was reported already
            default: return false
            }
        default: return false
        }
    }

    private func checkParameters(_ endpoint: Spec.Endpoint) {
        let simple = "a String, number, Bool, Decimal, Date, URL, UUID or enum"
        for parameter in endpoint.pathParameters {
            let type = resolved(parameter.type.value)
            if type.isOptional {
                diagnostics.error("path parameter '\(parameter.name.value)' of endpoint '\(endpoint.name.value)' cannot be optional: a path always has every segment", at: parameter.type.location)
            } else if !isSimple(type) {
                diagnostics.error("path parameter '\(parameter.name.value)' of endpoint '\(endpoint.name.value)' has type \(parameter.type.value.spelled); a path parameter is \(simple)", at: parameter.type.location)
            }
        }
        for parameter in endpoint.queryParameters {
            var type = resolved(parameter.type.value)
            if case .optional(let wrapped) = type { type = resolved(wrapped) }
            if case .array(let element) = type { type = element }
            if !isSimple(type) {
                diagnostics.error("query parameter '\(parameter.name.value)' of endpoint '\(endpoint.name.value)' has type \(parameter.type.value.spelled); a query parameter is \(simple), or an array of one", at: parameter.type.location)
            }
        }
        for (kind, parameters) in [("header", endpoint.headerParameters), ("cookie", endpoint.cookieParameters)] {
            for parameter in parameters {
                var type = resolved(parameter.type.value)
                if case .optional(let wrapped) = type { type = resolved(wrapped) }
                if !isSimple(type) {
                    diagnostics.error("\(kind) parameter '\(parameter.name.value)' of endpoint '\(endpoint.name.value)' has type \(parameter.type.value.spelled); a \(kind) parameter is \(simple)", at: parameter.type.location)
                }
            }
        }
    }

    private func checkBody(_ endpoint: Spec.Endpoint) {
        guard let body = endpoint.body else { return }
        let method = endpoint.method.value
        if method == .get || method == .head {
            diagnostics.warning("a \(method.rawValue) request body has no defined meaning (RFC 9110 §9.3.\(method == .get ? 1 : 2)); servers may reject it", at: body.type.location)
        }
        let type = resolved(body.type.value)
        switch body.encoding.value {
        case .json: return
        case .binary:
            if type != .builtin(.data) {
                diagnostics.error("a binary body is Data, sent as it is; \(body.type.value.spelled) is not", at: body.type.location)
            }
            return
        case .form, .multipart: break
        }
        if case .model(let name) = type {
            guard let model = models[name] else { return }  // an unknown model was reported already
            if case .object = model.kind { return }
        }
        diagnostics.error("a \(body.encoding.value.rawValue) body is an object model, whose properties become its fields; \(body.type.value.spelled) is not one", at: body.type.location)
    }
}

extension SpecValidator {
    /// With a discriminator, every variant is an object model that has the discriminator as
    /// the JSON key of one of its properties.
    private func checkDiscriminator(_ choice: Spec.OneOf, of model: Spec.Model) {
        guard let discriminator = choice.discriminator else { return }
        for variant in choice.variants {
            guard case .model(let name) = resolved(variant.type.value), let target = models[name] else {
                diagnostics.error("a variant of oneOf model '\(model.name.value)' with a discriminator is an object model; \(variant.type.value.spelled) is not", at: variant.type.location)
                continue
            }
            guard case .object(let properties) = target.kind else {
                diagnostics.error("a variant of oneOf model '\(model.name.value)' with a discriminator is an object model; '\(name)' is not", at: variant.type.location)
                continue
            }
            if !properties.contains(where: { jsonKey(of: $0) == discriminator.value }) {
                diagnostics.error("model '\(name)' has no property with the JSON key '\(discriminator.value)', the discriminator of oneOf model '\(model.name.value)'", at: variant.type.location, notes: [Diagnostic.Note("the discriminator is named here", at: discriminator.location)])
            }
        }
    }

    /// A property's JSON key: its `key`, or its name under the coding rules.
    private func jsonKey(of property: Spec.Property) -> String {
        if let key = property.key { return key.value }
        switch spec.coding.keys {
        case .asIs: return property.name.value
        case .snakeCase:
            var result = ""
            for c in property.name.value.unicodeScalars {
                if c.properties.isUppercase, !result.isEmpty { result += "_" }
                result += String(c).lowercased()
            }
            return result
        }
    }
}

extension Spec.TypeReference {
    /// The type as the spec's type grammar writes it, for messages: `[String: Post]?`.
    var spelled: String {
        switch self {
        case .builtin(let builtin): builtin.rawValue
        case .model(let name): name
        case .array(let element): "[\(element.spelled)]"
        case .dictionary(let value): "[String: \(value.spelled)]"
        case .optional(let wrapped): "\(wrapped.spelled)?"
        }
    }
}
