/// Resolves a ``Spec`` into an ``APIModel``: chooses every Swift name, resolves type
/// references, computes JSON keys, finds recursion, and reports what cannot become valid Swift.
///
/// Names are chosen in spec order (models, then endpoints), so renames (`Post2`) are
/// deterministic for a given file. Problems go to the collector; the result is `nil` when any
/// error was reported for this spec.
struct Resolver {
    let spec: Spec
    let diagnostics: DiagnosticCollector
    /// Spec model name → model.
    var specModels: [String: Spec.Model] = [:]
    /// Spec model name → Swift type name.
    var typeNames: [String: String] = [:]
    /// Spec model name → what the model is, aliases resolved (filled lazily).
    var targets: [String: ResolvedType.ModelTarget] = [:]
    /// Endpoint spec name → request type name.
    var requestNames: [String: String] = [:]
    /// The former Swift name of each endpoint named from its ``Spec/Endpoint/readableName``
    /// (the type its ``Spec/Endpoint/name`` gave), by spec name: declared as a deprecated alias
    /// of the request type.
    var formerRequestNames: [String: String] = [:]
    /// Aliases being resolved, to catch an alias that refers to itself.
    var resolvingAliases: Set<String> = []
    /// The spec's models under the rules of ``SpecTypes`` (aliases, what fits where), once
    /// ``specModels`` is filled.
    var specTypes = SpecTypes(models: [:])
    /// The type names of the namespace taken so far (models, requests, then server variable
    /// enums), compared case-insensitively.
    var typeRegistry = NameRegistry(comparison: .ignoringCase)

    /// Type names that generated code uses unqualified inside a namespace; a model or endpoint
    /// with one of these names gets a suffix (`StringModel`, `DataRequest`) so it cannot shadow them.
    static let reservedTypeNames: Set<String> = [
        "Any", "AnyObject", "Array", "Bool", "Character", "Codable", "CodingKey", "CodingKeys",
        "Data", "Date", "Decimal", "Decodable", "Decoder", "DecodingError", "Dictionary", "Double",
        "Encodable", "Encoder", "EncodingError", "Equatable", "Error", "Float", "Foundation", "Hashable",
        "Hasher", "Int", "Int32", "Int64", "JSONDecoder", "JSONEncoder", "Never", "Optional", "Protocol",
        "RawRepresentable", "Self", "Sendable", "Set", "String", "Substring", "Swift", "Type", "URL", "UUID",
        "Void", "EndpointRuntime", "APIClient", "APIError", "APIRequest", "APIServer", "EmptyResponse",
        "HTTPMethod", "JSONCoding", "MultipartFormData", "PathParameter", "QueryItems", "RequestBody",
        "Response", "JSONValue", "Indirect", "DiscriminatorKey", "BearerTokenMiddleware", "BasicAuthMiddleware",
        "APIKeyMiddleware", "Middleware", "ErrorResponse", "HTTPResponse", "APIResponse", "ResponseStream",
        "ServerSentEvent", "StreamingResponse", "CalendarDate", "TimeOfDay", "FilePart", "Nullable", "ParameterValue",
        "VariantAttempts", "MergedVariants", "LowercaseUUID", "AnyCodingKey", "APIOperation", "OperationRequest",
        "ExampleResponding", "QueryValue", "Payload", "CaseIterable", "UInt64", "BinaryInteger",
        "SingleValueDecodingContainer", "AuthorizationMiddleware",
    ]

    /// Swift type names the user chose for spec names (`names:` of the config file).
    let typeNameOverrides: [String: String]
    /// Swift types of the user's own by model name (``GenerationOptions/typeOverrides``):
    /// those models are not declared, and every reference to them names the type.
    var typeOverrides: [String: TypeOverride] = [:]
    /// The Swift type of non-integer numbers (``GenerationOptions/numberType``).
    var numberType = NumberType.double
    /// Whether the spec's examples are written as Swift values (and checked against their types).
    var writesExamples = true
    /// Whether an object keeps the members its schema does not declare when the schema does not
    /// mention `additionalProperties` (``GenerationOptions/keepsImplicitAdditionalProperties``).
    var keepsImplicitAdditionalProperties = true

    init(spec: Spec, diagnostics: DiagnosticCollector, typeNameOverrides: [String: String] = [:]) {
        self.spec = spec
        self.diagnostics = diagnostics
        self.typeNameOverrides = typeNameOverrides
    }

    /// Resolves the spec under the namespace `namespace` (already made unique among the run's APIs).
    mutating func resolve(namespace: String) -> APIModel? {
        let errorsBefore = diagnostics.diagnostics.filter { $0.severity == .error }.count
        nameTypes(namespace: namespace)
        specTypes = SpecTypes(models: specModels)
        checkTypeOverrides()
        var models = spec.models.filter { typeOverrides[$0.name.value] == nil }.compactMap { resolveModel($0) }
        models = RecursionAnalysis.boxNestedModels(in: models)
        models = Self.markObjectVariants(models)
        models = fillDefaults(models)
        let modelsByName = Dictionary(models.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let requests = spec.endpoints.compactMap { resolveEndpoint($0, models: modelsByName) }
        let servers = resolveServers(spec.servers)
        let webhooksName = spec.webhooks.isEmpty ? "Webhooks" : typeRegistry.claim("Webhooks")
        var webhookNames = NameRegistry(reserved: ["method", "Payload", "decode"], caseInsensitive: true)
        let webhooks = spec.webhooks.map { webhook in
            WebhookDeclaration(
                specName: webhook.name.value, name: webhookNames.claim(Naming.upperCamelCase(webhook.name.value)),
                method: webhook.method, urlExpression: webhook.urlExpression, summary: webhook.summary,
                description: webhook.description,
                payload: webhook.body.flatMap { resolveType($0.type.value, at: $0.type.location)?.unwrapped },
                encoding: webhook.body?.encoding.value, source: webhook.source)
        }
        let errorsAfter = diagnostics.diagnostics.filter { $0.severity == .error }.count
        guard errorsAfter == errorsBefore else { return nil }
        let usesJSON = models.contains { $0.usesJSON } || requests.contains { $0.usesJSON }
        let usesIndirect = models.contains { model in
            switch model.kind {
            case .object(let properties): properties.contains(where: \.isBoxed)
            case .anyOf(let variants): variants.contains(where: \.isBoxed)
            default: false
            }
        }
        let sortedModels = models.sorted { $0.name < $1.name }, sortedRequests = requests.sorted { $0.name < $1.name }
        var api = APIModel(
            specFileName: Self.fileName(of: spec.file), specName: spec.api.value, name: namespace,
            description: spec.description,
            servers: servers,
            headerFields: uniqueHeaderFields(), dates: spec.coding.dates,
            models: sortedModels, requests: sortedRequests,
            securitySchemes: securitySchemes(),
            usesJSONValue: usesJSON || webhooks.contains { $0.payload?.usesJSON == true }, usesIndirect: usesIndirect,
            webhooks: webhooks, webhooksName: webhooksName, source: spec.source)
        if writesExamples { api.examples = examples(models: sortedModels, requests: sortedRequests, namespace: namespace) }
        return api
    }

    /// The security schemes, each with a distinct factory name (`bearerAuthMiddleware`).
    func securitySchemes() -> [SecuritySchemeDeclaration] {
        var registry = NameRegistry(reserved: ["servers", "defaultHeaderFields", "coding"])
        return spec.securitySchemes.map { scheme in
            let name = registry.claim(Naming.lowerCamelCase(scheme.name.value) + "Middleware")
            return SecuritySchemeDeclaration(specName: scheme.name.value, name: name, kind: scheme.kind, description: scheme.description)
        }
    }

    /// The last path component of a file path.
    static func fileName(of path: String) -> String {
        path.split(separator: "/", omittingEmptySubsequences: true).last.map(String.init) ?? path
    }

    /// The Swift name of a namespace for an API name: UpperCamelCase, suffixed with `API` when
    /// it would shadow a type the generated code uses.
    static func namespaceName(for api: String, overrides: [String: String] = [:]) -> String {
        let base = overrides[api] ?? Naming.upperCamelCase(api)
        return reservedTypeNames.contains(base) ? base + "API" : base
    }

    /// Names the models and endpoints, in spec order, in the namespace's one scope: a name
    /// that another type (or the namespace) already has, or has but for case, gets a number,
    /// and the rename is a warning at the renamed declaration with a note at the holder.
    private mutating func nameTypes(namespace: String) {
        var registry = NameRegistry(comparison: .ignoringCase)
        registry.reserve(namespace, by: .init(kind: "API", specName: spec.api.value, name: namespace, location: spec.api.location))
        defer { typeRegistry = registry }
        for model in spec.models {
            specModels[model.name.value] = specModels[model.name.value] ?? model
            if let override = typeOverrides[model.name.value] {
                // The user's type: nothing declared, nothing claimed in the namespace.
                typeNames[model.name.value] = override.type
                targets[model.name.value] = .external
                continue
            }
            let name = claimTypeName(model.name, kind: "model", suffix: "Model", in: &registry)
            if typeNames[model.name.value] == nil { typeNames[model.name.value] = name }
        }
        for endpoint in spec.endpoints {
            // A readable name unless the config file names the endpoint.
            let readable = typeNameOverrides[endpoint.name.value] == nil ? endpoint.readableName.map { Located($0, at: endpoint.name.location) } : nil
            requestNames[endpoint.name.value] = claimTypeName(readable ?? endpoint.name, kind: "endpoint", suffix: "Request", in: &registry)
        }
        for endpoint in spec.endpoints where endpoint.readableName != nil && typeNameOverrides[endpoint.name.value] == nil {
            let former = Naming.upperCamelCase(endpoint.name.value)
            guard !Self.reservedTypeNames.contains(former), !registry.isTaken(former) else { continue }
            registry.reserve(former, by: .init(kind: "endpoint", specName: endpoint.name.value, name: former, location: endpoint.name.location))
            formerRequestNames[endpoint.name.value] = former
        }
    }

    /// The Swift type name of a model or endpoint: the config file's name for it, else its
    /// UpperCamelCase form, with `suffix` when that is a name the generated code uses; made
    /// distinct in `registry` (``claim(_:for:kind:as:in:)``).
    private func claimTypeName(_ specName: Located<String>, kind: String, suffix: String, in registry: inout NameRegistry) -> String {
        let base = typeNameOverrides[specName.value] ?? Naming.upperCamelCase(specName.value)
        let wanted = Self.reservedTypeNames.contains(base) ? base + suffix : base
        return claim(wanted, for: specName, kind: kind, as: "Swift type", in: &registry)
    }

    /// Claims `wanted` in `registry` for a named element of the spec. When another element
    /// holds the name (or, where names compare without case, one that differs only in case),
    /// the element gets a number, and the rename is a warning at the element with a note at
    /// the holder, both named as generated.
    /// - Parameters:
    ///   - wanted: The Swift name the element would get.
    ///   - specName: The element's name in the spec, with its position.
    ///   - kind: What the element is, such as `model` or `query parameter`.
    ///   - swiftKind: What its Swift name names, such as `Swift type` or `enum case`.
    ///   - registry: The scope.
    /// - Returns: The name given.
    func claim(_ wanted: String, for specName: Located<String>, kind: String, as swiftKind: String, in registry: inout NameRegistry) -> String {
        let (name, holder) = registry.claim(wanted, by: .init(kind: kind, specName: specName.value, name: wanted, location: specName.location))
        if let holder {
            let onlyCase = holder.name != wanted ? " (type names that differ only in case would share a file on a case-insensitive file system)" : ""
            diagnostics.warning("\(kind) '\(specName.value)' is the \(swiftKind) '\(name)', since \(holder.what) is '\(holder.name)'\(onlyCase)", at: specName.location,
                                notes: [Diagnostic.Note("\(holder.what) is declared here", at: holder.location)])
        }
        return name
    }

    /// Reports each type override whose first name is the name of a type generated in the
    /// namespace: inside it, that name would mean the generated type, not the user's. A type
    /// that is not canonical (``SwiftTypeText/canonical(_:)``: given through the library's
    /// API, not checked by the config file) is an error too, and dropped, so that its text
    /// cannot become code.
    private mutating func checkTypeOverrides() {
        for (name, override) in typeOverrides.sorted(by: { $0.key < $1.key }) {
            guard (try? SwiftTypeText.canonical(override.type).get()) != override.type else { continue }
            diagnostics.error("the type override of '\(name)' is not a plain Swift type in canonical spelling (SwiftTypeText.canonical): '\(override.type.debugDescription.dropFirst().dropLast())'", at: override.location)
            typeOverrides[name] = nil
        }
        let registry = typeRegistry
        for model in spec.models {
            guard let override = typeOverrides[model.name.value],
                  let holder = override.leadingNames.lazy.compactMap({ name in registry.holder(of: name).flatMap { $0.name == name ? $0 : nil } }).first
            else { continue }
            diagnostics.error("the type override '\(override.type)' of '\(model.name.value)' would name \(holder.what) ('\(holder.name)') inside the namespace; qualify your type with its module's name (MyModule.\(holder.name))",
                              at: override.location ?? model.name.location, notes: [.init("\(holder.what) is declared here", at: holder.location)])
        }
    }

    /// The lowerCamelCase Swift name a parameter or property asks for: its comparison
    /// operators written as words (``Naming/operatorsSpelled(_:emptyBrackets:)``), and `[]` as
    /// `List` when the name without it is taken in `registry` (`ids` beside `ids[]`).
    func memberCandidate(_ specName: String, in registry: NameRegistry) -> String {
        let plain = Naming.lowerCamelCase(Naming.operatorsSpelled(specName))
        guard specName.contains("[]"), registry.isTaken(plain) else { return plain }
        return Naming.lowerCamelCase(Naming.operatorsSpelled(specName, emptyBrackets: true))
    }

    private func uniqueHeaderFields() -> [APIModel.HeaderField] {
        var seen = Set<String>()
        var fields: [APIModel.HeaderField] = []
        for field in spec.headers where seen.insert(field.name.value.lowercased()).inserted {
            fields.append(.init(name: field.name.value, value: field.value.value))
        }
        for field in spec.headers where !fields.contains(where: { $0.name == field.name.value && $0.value == field.value.value }) {
            diagnostics.warning("header field '\(field.name.value)' is given twice; the first value is used", at: field.name.location)
        }
        return fields.sorted { $0.name < $1.name }
    }
}

extension ModelDeclaration {
    var usesJSON: Bool {
        switch kind {
        case .object(let properties): properties.contains { $0.type.usesJSON } || additionalProperties?.valueType.usesJSON == true
        case .alias(let type): type.usesJSON
        case .oneOf(let variants, _, _), .anyOf(let variants): variants.contains { $0.type.usesJSON }
        case .tuple(let items, _, let rest): items.contains(where: \.usesJSON) || rest?.usesJSON == true
        case .stringEnum, .integerEnum, .numberEnum: false
        }
    }
}

extension RequestDeclaration {
    var usesJSON: Bool {
        parameters.contains { $0.type.usesJSON } || body?.type.usesJSON == true || response?.usesJSON == true
            || stream?.element?.usesJSON == true || (successes + errors).contains { $0.type?.usesJSON == true }
    }
}
