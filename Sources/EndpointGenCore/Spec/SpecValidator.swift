/// The checks of a whole ``Spec``, whichever reader made it: alias cycles, the types that parameters and bodies may have, bodies on
/// methods that give them no meaning, discriminators, and the single-value rules of
/// ``FieldRules`` (server URLs, header field names and values, cookie names, media types).
/// Swift names and their clashes are the resolver's (``NameRegistry``).
///
/// The format decides a severity where OpenAPI's rules differ from the endpoint spec's: a
/// mistake an endpoint spec's author can fix is an error; in an OpenAPI document, which its
/// reader usually cannot change, an oddity after which the generated code is still correct
/// is a warning. An endpoint spec's header parameters are scalars only; an OpenAPI document's
/// may be arrays (OpenAPI's `simple` style joins them with commas).
struct SpecValidator {
    let spec: Spec
    /// The format the spec was read from.
    let format: InputFormat
    let diagnostics: any DiagnosticSink
    private let models: [String: Spec.Model]
    /// Aliases and the rule of what fits where, over ``models``.
    private let types: SpecTypes

    /// Creates the checks of a spec.
    /// - Parameters:
    ///   - spec: The spec.
    ///   - format: The format it was read from, which decides some severities; an endpoint
    ///     spec unless given.
    ///   - diagnostics: Where problems go.
    init(spec: Spec, format: InputFormat = .endpointSpec, diagnostics: any DiagnosticSink) {
        self.spec = spec
        self.format = format
        self.diagnostics = diagnostics
        var models: [String: Spec.Model] = [:]
        for model in spec.models where models[model.name.value] == nil { models[model.name.value] = model }
        self.models = models
        self.types = SpecTypes(models: models)
    }

    /// `.error` for an endpoint spec, `.warning` for an OpenAPI document: the severity of a
    /// problem after which an OpenAPI document's code is still correct.
    private var errorInEndpointSpecs: Diagnostic.Severity { format == .openAPI ? .warning : .error }

    /// Runs every check, reporting to the collector.
    func validate() {
        checkAliasCycles()
        checkServers()
        checkHeaderFields(spec.headers.map(\.name))
        for field in spec.headers {
            if let problem = FieldRules.headerValueProblem(field.value.value) {
                diagnostics.error(problem, at: field.value.location)
            }
        }
        for model in spec.models {
            if case .oneOf(let choice) = model.kind { checkDiscriminator(choice, of: model) }
        }
        for endpoint in spec.endpoints {
            checkParameters(endpoint)
            checkHeaderFields(endpoint.headerParameters.map(\.name))
            checkHeaderFields(endpoint.responseHeaders.map(\.name))
            for cookie in endpoint.cookieParameters {
                // A cookie-name is a token (RFC 6265 §4.1.1).
                if let problem = FieldRules.tokenProblem(cookie.name.value, kind: "cookie name") {
                    diagnostics.error(problem, at: cookie.name.location)
                }
            }
            checkBody(endpoint)
        }
    }

    /// An alias whose type leads back to itself through aliases only has no Swift form
    /// (``SpecTypes/aliasCycles(in:)``).
    private func checkAliasCycles() {
        for cycle in SpecTypes.aliasCycles(in: spec.models) {
            guard let start = cycle.first else { continue }
            // A long cycle is shown by its first few steps, so a message stays readable.
            let shown = 6
            var names = cycle.prefix(shown).map { "'\($0.name.value)'" }
            if cycle.count > shown { names.append("… (\(cycle.count - shown) more)") }
            names.append("'\(start.name.value)'")
            let notes = cycle.dropFirst().prefix(shown - 1).map { Diagnostic.Note("'\($0.name.value)' is an alias declared here", at: $0.name.location) }
            diagnostics.error("alias '\(start.name.value)' refers to itself: \(names.joined(separator: " → ")); an alias cycle must pass through an object model", at: start.name.location, notes: notes)
        }
    }

    /// The type with aliases replaced by what they stand for.
    private func resolved(_ type: Spec.TypeReference) -> Spec.TypeReference {
        types.dealiased(type)
    }

    /// Parameters hold what their location can write. In an OpenAPI document, whose
    /// parameters carry a `style`, that is what a style can write (OpenAPI 3.0.4 §4.7.12.4,
    /// ``SpecTypes/fits(_:in:unknown:)``); in an endpoint spec, a scalar (and in a query an
    /// array of them). A path parameter is never optional.
    private func checkParameters(_ endpoint: Spec.Endpoint) {
        if format == .openAPI {
            let groups: [(String, SpecTypes.Place, [Spec.Parameter])] = [
                ("path", .path, endpoint.pathParameters), ("query", .query, endpoint.queryParameters),
                ("header", .header, endpoint.headerParameters), ("cookie", .cookie, endpoint.cookieParameters),
            ]
            for (kind, place, parameters) in groups {
                for parameter in parameters where !parameter.isJSON
                    && !types.fits(parameter.type.value, in: place, unknown: true, deep: parameter.style == .deepObject) {
                    diagnostics.error("\(kind) parameter '\(parameter.name.value)' of endpoint '\(endpoint.name.value)' has type \(parameter.type.value.spelled); no style writes it (OpenAPI 3.0.4 §4.7.12.4)", at: parameter.type.location)
                }
            }
            // An exploded object's properties are query items of their own (`filter` → `role=`,
            // `deep` → `deep[x]=`): one named as another parameter is read with it as one.
            var written: [String: SourceLocation] = [:]
            for parameter in endpoint.queryParameters {
                if let first = written[parameter.name.value] {
                    diagnostics.warning("query parameter '\(parameter.name.value)' is written as the same query item as another parameter; a server reads both values as one parameter's", at: parameter.name.location, notes: [Diagnostic.Note("the other parameter is declared here", at: first)])
                } else {
                    written[parameter.name.value] = parameter.name.location
                }
            }
            return
        }
        let simple = "a String, number, Bool, Decimal, Date, URL, UUID or enum"
        for parameter in endpoint.pathParameters {
            let type = resolved(parameter.type.value)
            if type.isOptional {
                diagnostics.error("path parameter '\(parameter.name.value)' of endpoint '\(endpoint.name.value)' cannot be optional: a path always has every segment", at: parameter.type.location)
            } else if !types.isScalar(type, unknown: true) {
                diagnostics.error("path parameter '\(parameter.name.value)' of endpoint '\(endpoint.name.value)' has type \(parameter.type.value.spelled); a path parameter is \(simple)", at: parameter.type.location)
            }
        }
        for parameter in endpoint.queryParameters {
            if !types.isScalarOrArray(parameter.type.value, unknown: true) {
                diagnostics.error("query parameter '\(parameter.name.value)' of endpoint '\(endpoint.name.value)' has type \(parameter.type.value.spelled); a query parameter is \(simple), or an array of one", at: parameter.type.location)
            }
        }
        for (kind, parameters) in [("header", endpoint.headerParameters), ("cookie", endpoint.cookieParameters)] {
            for parameter in parameters {
                var type = resolved(parameter.type.value)
                if case .optional(let wrapped) = type { type = wrapped }
                if !types.isScalar(type, unknown: true) {
                    diagnostics.error("\(kind) parameter '\(parameter.name.value)' of endpoint '\(endpoint.name.value)' has type \(parameter.type.value.spelled); a \(kind) parameter is \(simple)", at: parameter.type.location)
                }
            }
        }
    }

    /// Every server URL is absolute, `http` or `https`, with a host and without query,
    /// fragment or credentials (``FieldRules/serverURLProblem(_:relativeAllowed:)``). In an
    /// OpenAPI document a server is only the default base URL a caller may replace, so a
    /// warning, and it may be relative to where the document is served (OpenAPI 3.0.4 §4.7.5),
    /// which the caller gives when the client is made. The servers
    /// of an operation are checked as the API's are.
    private func checkServers() {
        for server in spec.servers + spec.endpoints.flatMap(\.servers) {
            if let problem = FieldRules.serverURLProblem(server.url.value, relativeAllowed: format == .openAPI) {
                diagnostics.report(errorInEndpointSpecs, problem, at: server.url.location)
            }
        }
    }

    /// Header field names of one request are RFC 9110 tokens (§5.6.2) and do not repeat but
    /// for case (field names are case-insensitive, §5.1). A repeat is an error in an endpoint
    /// spec; in an OpenAPI document, where parameters are told apart by their exact name, a
    /// warning (each is sent, the last one set wins).
    private func checkHeaderFields(_ names: [Located<String>]) {
        var seen: [String: SourceLocation] = [:]
        for name in names {
            if let problem = FieldRules.tokenProblem(name.value) {
                diagnostics.error(problem, at: name.location)
                continue
            }
            let folded = name.value.lowercased()
            if let first = seen[folded] {
                diagnostics.report(errorInEndpointSpecs, "header field '\(name.value)' repeats another name; field names are case-insensitive (RFC 9110 §5.1)", at: name.location, notes: [Diagnostic.Note("the same field is first named here", at: first)])
            } else {
                seen[folded] = name.location
            }
        }
    }

    private func checkBody(_ endpoint: Spec.Endpoint) {
        guard let body = endpoint.body else { return }
        if let contentType = body.contentType, let problem = FieldRules.mediaTypeProblem(contentType.value) {
            diagnostics.error(problem, at: contentType.location)
        }
        for (_, part) in body.partEncodings.sorted(by: { $0.key < $1.key }) {
            checkHeaderFields(part.headers.map(\.name))
        }
        let method = endpoint.method.value
        if method == .get || method == .head {
            diagnostics.warning("a \(method.rawValue) request body has no defined meaning (RFC 9110 §9.3.\(method == .get ? 1 : 2)); servers may reject it", at: body.type.location)
        }
        var type = resolved(body.type.value)
        if case .optional(let wrapped) = type { type = resolved(wrapped) }
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
            // A URL-encoded choice of object models: the fields of the variant it holds.
            if body.encoding.value == .form, case .oneOf(let choice) = model.kind, choice.variants.allSatisfy({ variant in
                guard case .model(let variantName) = resolved(variant.type.value.withoutOptional), case .object? = models[variantName]?.kind else { return false }
                return true
            }) { return }
        }
        // A free-form form or multipart body: each key a field (its values are checked where the body is resolved).
        if case .dictionary = type { return }
        diagnostics.error("a \(body.encoding.value.rawValue) body is an object model, whose properties become its fields, or a dictionary, whose keys do; \(body.type.value.spelled) is not one", at: body.type.location)
    }
}

extension SpecValidator {
    /// With a discriminator, every variant is an object model that has the discriminator as
    /// the JSON key of one of its properties.
    ///
    /// In an OpenAPI document a variant may be any schema (another choice, a free-form value):
    /// its value selects it and it decodes as itself, so only an object variant without the
    /// property is reported, as a warning (it decodes, but encodes without the discriminator).
    private func checkDiscriminator(_ choice: Spec.OneOf, of model: Spec.Model) {
        guard let discriminator = choice.discriminator else { return }
        for variant in choice.variants {
            guard case .model(let name) = resolved(variant.type.value), let target = models[name] else {
                if format == .endpointSpec {
                    diagnostics.error("a variant of oneOf model '\(model.name.value)' with a discriminator is an object model; \(variant.type.value.spelled) is not", at: variant.type.location)
                }
                continue
            }
            guard case .object(let properties) = target.kind else {
                if format == .endpointSpec {
                    diagnostics.error("a variant of oneOf model '\(model.name.value)' with a discriminator is an object model; '\(name)' is not", at: variant.type.location)
                }
                continue
            }
            if !properties.contains(where: { jsonKey(of: $0) == discriminator.value }) {
                diagnostics.report(errorInEndpointSpecs, "model '\(name)' has no property with the JSON key '\(discriminator.value)', the discriminator of oneOf model '\(model.name.value)'", at: variant.type.location, notes: [Diagnostic.Note("the discriminator is named here", at: discriminator.location)])
            }
        }
    }

    /// A property's JSON key: its `key`, or its name under the coding rules (as the resolver
    /// derives it).
    private func jsonKey(of property: Spec.Property) -> String {
        if let key = property.key { return key.value }
        switch spec.coding.keys {
        case .asIs: return property.name.value
        case .snakeCase: return Naming.snakeCase(property.name.value)
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
