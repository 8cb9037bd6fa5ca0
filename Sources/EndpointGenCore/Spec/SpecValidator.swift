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
    private func checkAliasCycles() {
        var state: [String: Bool] = [:]  // false: on the current path; true: done
        for model in spec.models {
            guard case .alias = model.kind, state[model.name.value] == nil else { continue }
            var path: [Spec.Model] = []
            visit(model, state: &state, path: &path)
        }
    }

    private func visit(_ model: Spec.Model, state: inout [String: Bool], path: inout [Spec.Model]) {
        guard case .alias(let type) = model.kind else { return }
        state[model.name.value] = false
        path.append(model)
        for name in Self.modelNames(in: type.value) {
            guard let target = models[name], case .alias = target.kind else { continue }
            switch state[name] {
            case nil:
                visit(target, state: &state, path: &path)
            case false?:
                let cycle = path.drop { $0.name.value != name }
                let names = cycle.map { "'\($0.name.value)'" } + ["'\(name)'"]
                let notes = cycle.dropFirst().map { Diagnostic.Note("'\($0.name.value)' is an alias declared here", at: $0.name.location) }
                diagnostics.error("alias '\(name)' refers to itself: \(names.joined(separator: " → ")); an alias cycle must pass through an object model", at: cycle.first?.name.location ?? target.name.location, notes: notes)
            case true?:
                break
            }
        }
        path.removeLast()
        state[model.name.value] = true
    }

    static func modelNames(in type: Spec.TypeReference) -> [String] {
        switch type {
        case .builtin: []
        case .model(let name): [name]
        case .array(let t), .dictionary(let t), .optional(let t): modelNames(in: t)
        }
    }

    /// The type with aliases replaced by what they stand for (at most as deep as there are
    /// models, so a cycle cannot loop).
    private func resolved(_ type: Spec.TypeReference, depth: Int = 0) -> Spec.TypeReference {
        guard depth <= models.count, case .model(let name) = type, let model = models[name], case .alias(let target) = model.kind else { return type }
        return resolved(target.value, depth: depth + 1)
    }

    /// Whether a type has a single text form in a path, query item or header field: a
    /// built-in other than `JSON` and `Data`, or a string enum.
    private func isSimple(_ type: Spec.TypeReference) -> Bool {
        switch resolved(type) {
        case .builtin(let builtin): return builtin != .json && builtin != .data
        case .model(let name):
            if case .enumeration? = models[name]?.kind { return true }
            return models[name] == nil  // an unknown model was reported already
        default: return false
        }
    }

    private func checkParameters(_ endpoint: Spec.Endpoint) {
        let simple = "a String, number, Bool, Decimal, Date, URL, UUID or string enum"
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
        for parameter in endpoint.headerParameters {
            var type = resolved(parameter.type.value)
            if case .optional(let wrapped) = type { type = resolved(wrapped) }
            if !isSimple(type) {
                diagnostics.error("header parameter '\(parameter.name.value)' of endpoint '\(endpoint.name.value)' has type \(parameter.type.value.spelled); a header parameter is \(simple)", at: parameter.type.location)
            }
        }
    }

    private func checkBody(_ endpoint: Spec.Endpoint) {
        guard let body = endpoint.body else { return }
        let method = endpoint.method.value
        if method == .get || method == .head {
            diagnostics.warning("a \(method.rawValue) request body has no defined meaning (RFC 9110 §9.3.\(method == .get ? 1 : 2)); servers may reject it", at: body.type.location)
        }
        guard body.encoding.value != .json else { return }
        let type = resolved(body.type.value)
        if case .model(let name) = type {
            guard let model = models[name] else { return }  // an unknown model was reported already
            if case .object = model.kind { return }
        }
        diagnostics.error("a \(body.encoding.value.rawValue) body is an object model, whose properties become its fields; \(body.type.value.spelled) is not one", at: body.type.location)
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
