/// Building the surface of one API from its resolved model, with positions from its spec.
extension APISurface {
    /// The surface of resolved APIs, each with the spec it was resolved from (for positions).
    /// - Parameters:
    ///   - apis: The resolved APIs.
    ///   - storedProperties: How the generated files declare the stored properties of object
    ///     models and requests (``GenerationOptions/storedProperties``, default `var`): what a
    ///     caller may assign is part of the API.
    init(_ apis: [(spec: Spec, model: APIModel)], storedProperties: StoredPropertyKeyword = .var) {
        self.apis = apis.map { Self.api($0.model, spec: $0.spec, storedProperties: storedProperties) }.sorted { $0.identity < $1.identity }
    }

    /// The namespace and everything in it; object models' properties and requests' members
    /// are declared with `storedProperties`.
    static func api(_ api: APIModel, spec: Spec, storedProperties: StoredPropertyKeyword = .var) -> Declaration {
        let file = api.specFileName
        let namespace = api.name
        // An OpenAPI document's places are JSON pointers (`#/info`), an endpoint spec's paths.
        let apiPath = api.source?.reference ?? "api"
        func usualPath(_ kind: Declaration.Kind, _ identity: String) -> String {
            usualSpecPath(kind, identity: identity, detail: nil, parentPath: apiPath) ?? apiPath
        }
        var children: [Declaration] = []
        for server in api.servers {
            let location = spec.servers.first { $0.url.value == server.url }?.url.location
            children.append(Declaration(
                kind: .server, identity: server.url, swiftName: namespace + ".servers",
                swift: "APIServer(url: \(SwiftText.stringLiteral(server.url)))",
                documentation: documentationHash([server.description]),
                specPath: usualPath(.server, server.url), specFile: file, location: location))
        }
        for field in api.headerFields {
            let location = spec.headers.first { $0.name.value == field.name }?.name.location
            children.append(Declaration(
                kind: .headerField, identity: field.name.lowercased(),
                swiftName: namespace + ".defaultHeaderFields[\(SwiftText.stringLiteral(field.name))]",
                swift: "\(SwiftText.stringLiteral(field.name)): \(SwiftText.stringLiteral(field.value))",
                detail: field.value, specPath: usualPath(.headerField, field.name), specFile: file, location: location))
        }
        for scheme in api.securitySchemes {
            let location = spec.securitySchemes.first { $0.name.value == scheme.specName }?.name.location
            let (signature, detail) = securitySignature(scheme)
            children.append(Declaration(
                kind: .securityScheme, identity: scheme.specName,
                swiftName: namespace + "." + scheme.name, swift: "static func " + signature, detail: detail,
                documentation: documentationHash([scheme.description]),
                specPath: usualPath(.securityScheme, scheme.specName), specFile: file, location: location))
        }
        var examples: [String: APISurface.Declaration] = [:]
        for declaration in api.examples {
            var example = self.example(declaration, in: namespace, file: file, location: spec.api.location)
            // The list of requests has no place of its own in an OpenAPI document.
            if declaration.source == nil, api.source != nil { example.specPath = apiPath }
            switch declaration.owner {
            case .alias, .requestList: children.append(example)
            case .model, .response: examples[declaration.typeName] = example
            }
        }
        // A type's examples are listed under it, at its position.
        func appendWithExample(_ declaration: Declaration, of typeName: String) {
            var declaration = declaration
            if var example = examples[typeName] {
                example.location = declaration.location
                declaration.children.append(example)
            }
            children.append(declaration)
        }
        let models = Dictionary(spec.models.map { ($0.name.value, $0) }, uniquingKeysWith: { first, _ in first })
        for model in api.models {
            appendWithExample(self.model(model, in: namespace, spec: models[model.specName], file: file, storedProperties: storedProperties), of: model.name)
        }
        let endpoints = Dictionary(spec.endpoints.map { ($0.name.value, $0) }, uniquingKeysWith: { first, _ in first })
        for request in api.requests {
            appendWithExample(self.request(request, in: namespace, spec: endpoints[request.specName], file: file, storedProperties: storedProperties), of: request.name)
        }
        return Declaration(
            kind: .api, identity: api.specName, swiftName: namespace, swift: "enum \(namespace)",
            detail: "dates: \(datesDescription(api.dates))",
            documentation: documentationHash([api.description]),
            specPath: apiPath, specFile: file, location: spec.api.location, children: children)
    }

    /// The example values of a model, an alias or a response: the `example` member (or
    /// `exampleResponses`), its detail the examples' names, its documentation hash a hash of
    /// the values.
    static func example(_ declaration: ExampleDeclaration, in namespace: String, file: String, location: SourceLocation) -> Declaration {
        let owner: String, member: String, type: String
        switch declaration.owner {
        case .model: (owner, member, type) = (namespace + "." + declaration.typeName, "example", declaration.valueType)
        case .alias(let name): (owner, member, type) = (namespace, name, declaration.valueType)
        case .response: (owner, member, type) = (namespace + "." + declaration.typeName, "exampleResponses", "[String: \(declaration.valueType)]")
        case .requestList: (owner, member, type) = (namespace, "exampleRequests", "[\(declaration.valueType)]")
        }
        // The names are the detail; the values' hash stands where documentation would.
        return Declaration(
            kind: .example, identity: member, swiftName: owner + "." + member, swift: "static var \(member): \(type)",
            detail: declaration.values.map(\.name).joined(separator: ", "),
            documentation: documentationHash(declaration.values.map(\.expression)),
            specPath: declaration.source?.reference ?? declaration.specPath, specFile: file, location: location)
    }

    /// ``documentationHash(_:)`` of the expressions' one-line texts (``SampleExpression/flat``),
    /// fed piece by piece instead of building them: the examples of a large API are megabytes.
    static func documentationHash(_ expressions: [SampleExpression]) -> String? {
        var hasher = DocumentationHasher()
        for expression in expressions {
            hasher.startText()
            expression.forEachFlatPiece { hasher.combine($0) }
        }
        return hasher.digits
    }

    /// A request's `Response`: an alias of one type for every 2xx status, a stream, or an enum
    /// with one case per status (its cases the children) or of a body and a stream.
    static func response(of request: RequestDeclaration, qualified: String, spec: Spec.Endpoint?, file: String) -> Declaration {
        let path = request.source?.reference ?? request.specPath + ".response"
        let location = spec?.response?.location ?? spec?.name.location
        var declaration = Declaration(kind: .response, identity: "Response", swiftName: qualified + ".Response", swift: "",
                                      specPath: path, specFile: file, location: location)
        let element = request.stream.map { $0.element?.code ?? "ServerSentEvent" }
        if !request.successes.isEmpty {
            declaration.swift = "enum Response"
            declaration.children = request.successes.map { success in
                let status = statusText(success.status)
                return Declaration(
                    kind: .responseCase, identity: status, swiftName: qualified + ".Response." + Naming.bare(success.name),
                    swift: "case \(success.name)" + (success.type.map { "(\($0.code))" } ?? ""), type: success.type?.code,
                    documentation: documentationHash([success.description]),
                    specPath: request.source?.reference ?? path + ".\(status)", specFile: file, location: location)
            }
        } else if let element, let body = request.response {
            declaration.swift = "enum Response: StreamingResponse"
            declaration.type = "body(\(body.code)) | stream(ResponseStream<\(element)>)"
        } else {
            let type = element.map { "ResponseStream<\($0)>" } ?? request.response?.code ?? "EmptyResponse"
            declaration.swift = "typealias Response = \(type)"
            declaration.type = type
        }
        if let stream = request.stream { declaration.detail = "stream \(stream.mediaType)" }
        return declaration
    }

    /// A status as the report names it: `404`, `4XX`, `default`.
    static func statusText(_ status: Spec.ErrorStatus) -> String {
        switch status {
        case .code(let code): String(code)
        case .range(let digit): "\(digit)XX"
        case .default: "default"
        }
    }

    /// A security scheme's factory signature and what it sends.
    static func securitySignature(_ scheme: SecuritySchemeDeclaration) -> (String, String) {
        switch scheme.kind {
        case .bearer: ("\(scheme.name)(token: String) -> BearerTokenMiddleware", "Authorization: Bearer")
        case .accessToken(let type): ("\(scheme.name)(token: () async throws -> String, refresh: (() async throws -> String)?) -> BearerTokenMiddleware", "Authorization: Bearer (\(type))")
        case .basic: ("\(scheme.name)(username: String, password: String) -> BasicAuthMiddleware", "Authorization: Basic")
        case .authorization(let name): ("\(scheme.name)(credentials: String) -> AuthorizationMiddleware", "Authorization: \(name)")
        case .apiKeyHeader(let name): ("\(scheme.name)(key: String) -> APIKeyMiddleware", "API key in header field \(name)")
        case .apiKeyQuery(let name): ("\(scheme.name)(key: String) -> APIKeyMiddleware", "API key in query item \(name)")
        case .apiKeyCookie(let name): ("\(scheme.name)(key: String) -> APIKeyMiddleware", "API key in cookie \(name)")
        }
    }

    /// How a parameter is written, as the report names it: `nil` for a primitive in its
    /// location's default style; for an array in `form` or `simple`, `array style repeated` or
    /// `array style commaSeparated`; else the style and whether it explodes. `allowReserved` is
    /// added when set.
    static func serialization(of parameter: ParameterDeclaration) -> String? {
        let type = parameter.type.dealiased.unwrapped.dealiased
        let plain = parameter.style == .form || parameter.style == .simple
        var text: String?
        if type.isArray, plain {
            text = "array style " + (parameter.style == .form && parameter.explode ? "repeated" : "commaSeparated")
        } else if !type.isScalar || !plain {
            text = "style \(parameter.style.rawValue)" + (parameter.explode ? ", exploded" : "")
        }
        guard parameter.allowReserved else { return text }
        return (text.map { $0 + ", " } ?? "") + "reserved characters allowed"
    }

    /// The date strategy as the report names it.
    static func datesDescription(_ dates: Spec.Coding.Dates) -> String {
        switch dates {
        case .iso8601: "ISO 8601"
        case .iso8601Fractional: "ISO 8601 with fractional seconds"
        case .secondsSince1970: "seconds since 1970"
        case .millisecondsSince1970: "milliseconds since 1970"
        case .formatted(let format): "format \(format)"
        }
    }

    /// A model and its members. An object's properties are declared with `storedProperties`
    /// (a boxed one under `let` is a get-only `var`, which a caller can no more assign than a
    /// `let`, so it is recorded as `let`); a constant is always `let`; the members of an
    /// `anyOf` struct and of a tuple stay `var`, as the templates declare them.
    static func model(_ model: ModelDeclaration, in namespace: String, spec: Spec.Model?, file: String,
                      storedProperties: StoredPropertyKeyword = .var) -> Declaration {
        let qualified = namespace + "." + model.name
        let path = model.source?.reference ?? model.specPath
        // An OpenAPI schema's members are placed at the schema: a property may come from any
        // schema of an `allOf`, so a pointer below it could name a place that does not exist.
        let memberPath: (String) -> String = model.source == nil ? { path + $0 } : { _ in path }
        var declaration = Declaration(
            kind: .model, identity: model.specName, swiftName: qualified, swift: "",
            documentation: documentationHash([model.description]), deprecated: model.deprecated,
            specPath: path, specFile: file, location: spec?.name.location)
        switch model.kind {
        case .object(let properties):
            declaration.swift = "struct \(model.name)"
            let specProperties: [Spec.Property]
            if case .object(let list)? = spec?.kind { specProperties = list } else { specProperties = [] }
            declaration.children = properties.map { property in
                let name = Naming.bare(property.name)
                // A constant is computed: no initializer argument, one value.
                return Declaration(
                    kind: .property, identity: property.jsonKey, swiftName: qualified + "." + name,
                    swift: (property.constant == nil ? storedProperties.rawValue + " " : "let ") + "\(property.name): \(property.type.code)", type: property.type.code,
                    isRequired: property.constant == nil && !property.type.isOptional && property.defaultValue == nil,
                    detail: property.constant.map { "constant \($0.literal)" } ?? property.defaultValue.map { "default \($0)" },
                    documentation: documentationHash([property.description]), deprecated: property.deprecated,
                    specPath: memberPath(".properties." + property.specName), specFile: file,
                    location: specProperties.first { $0.name.value == property.specName }?.name.location)
            }
        case .stringEnum(let cases, _):
            declaration.swift = "enum \(model.name): String"
            let values: [Spec.EnumValue]
            if case .enumeration(let list)? = spec?.kind { values = list } else { values = [] }
            declaration.children = cases.map { item in
                Declaration(
                    kind: .enumCase, identity: item.rawValue, swiftName: qualified + "." + Naming.bare(item.name),
                    swift: "case \(item.name) // \(SwiftText.stringLiteral(item.rawValue))",
                    documentation: documentationHash([item.description]),
                    specPath: memberPath(".values"), specFile: file,
                    location: values.first { $0.value.value == item.rawValue }?.value.location)
            }
        case .integerEnum(let cases, _):
            declaration.swift = "enum \(model.name): Int"
            let values: [Located<Int>]
            if case .integerEnumeration(let list)? = spec?.kind { values = list } else { values = [] }
            declaration.children = cases.map { item in
                Declaration(
                    kind: .enumCase, identity: String(item.rawValue), swiftName: qualified + "." + Naming.bare(item.name),
                    swift: "case \(item.name) // \(item.rawValue)",
                    specPath: memberPath(".values"), specFile: file,
                    location: values.first { $0.value == item.rawValue }?.location)
            }
        case .numberEnum(let cases, _):
            declaration.swift = "enum \(model.name): Decimal"
            let values: [Located<DecimalNumber>]
            if case .numberEnumeration(let list)? = spec?.kind { values = list } else { values = [] }
            declaration.children = cases.map { item in
                Declaration(
                    kind: .enumCase, identity: item.rawValue.description, swiftName: qualified + "." + Naming.bare(item.name),
                    swift: "case \(item.name) // \(item.rawValue)",
                    specPath: memberPath(".values"), specFile: file,
                    location: values.first { $0.value == item.rawValue }?.location)
            }
        case .alias(let type):
            declaration.swift = "typealias \(model.name) = \(type.code)"
            declaration.type = type.code
        case .oneOf(let variants, let discriminator, _):
            declaration.swift = "enum \(model.name)"
            declaration.detail = discriminator.map { "discriminator \($0)" }
            declaration.children = Self.variants(variants, of: qualified, spec: spec, path: memberPath(".oneOf"), file: file) { "case \($0.caseName)(\($0.type.code))" }
        case .anyOf(let variants):
            declaration.swift = "struct \(model.name)"
            declaration.detail = "any of its variants"
            declaration.children = Self.variants(variants, of: qualified, spec: spec, path: memberPath(".oneOf"), file: file) { "var \($0.caseName): \($0.type.code)?" }
        case .tuple(let items, let requiredCount, let rest):
            declaration.swift = "struct \(model.name)"
            declaration.detail = "array of \(items.count) items" + (rest == nil ? "" : " and more")
            var members = items.enumerated().map { index, type in
                let required = index < requiredCount
                let stored: ResolvedType = required || type.isOptional ? type : .optional(type)
                return Declaration(
                    kind: .property, identity: "item\(index + 1)", swiftName: qualified + ".item\(index + 1)",
                    swift: "var item\(index + 1): \(stored.code)", type: stored.code, isRequired: required,
                    specPath: memberPath(".prefixItems"), specFile: file, location: spec?.name.location)
            }
            if let rest {
                members.append(Declaration(
                    kind: .property, identity: "rest", swiftName: qualified + ".rest", swift: "var rest: [\(rest.code)]",
                    type: "[\(rest.code)]", specPath: memberPath(".items"), specFile: file, location: spec?.name.location))
            }
            declaration.children = members
        }
        return declaration
    }

    /// The variants of a `oneOf` enum or an `anyOf` struct, each declared as `swift` writes it.
    private static func variants(_ variants: [ModelDeclaration.Variant], of qualified: String, spec: Spec.Model?, path: String,
                                 file: String, swift: (ModelDeclaration.Variant) -> String) -> [Declaration] {
        var specVariants: [Spec.OneOf.Variant] = []
        if case .oneOf(let oneOf)? = spec?.kind { specVariants = oneOf.variants }
        return variants.enumerated().map { index, variant in
            Declaration(
                kind: .variant, identity: variant.caseName, swiftName: qualified + "." + Naming.bare(variant.caseName),
                swift: swift(variant), type: variant.type.code,
                detail: variant.discriminatorValues.isEmpty ? nil : "discriminator values " + variant.discriminatorValues.joined(separator: ", "),
                specPath: path, specFile: file,
                location: variants.count == specVariants.count ? specVariants[index].type.location : spec?.name.location)
        }
    }

    /// A request type and its members, in the order of its initializer's parameters: path
    /// parameters, the body, then query, header and cookie parameters.
    /// Its parameters and body are declared with `storedProperties`.
    static func request(_ request: RequestDeclaration, in namespace: String, spec: Spec.Endpoint?, file: String,
                        storedProperties: StoredPropertyKeyword = .var) -> Declaration {
        let qualified = namespace + "." + request.name
        let path = request.source?.reference ?? request.specPath
        // An OpenAPI operation's members are placed at the operation: a parameter may be the
        // path item's or a `$ref`, so a pointer below the operation could name no place.
        let memberPath: (String) -> String = request.source == nil ? { path + $0 } : { _ in path }
        var members: [Declaration] = request.parameters.map { parameter in
            let group: [Spec.Parameter]
            switch parameter.location {
            case .path: group = spec?.pathParameters ?? []
            case .query: group = spec?.queryParameters ?? []
            case .header: group = spec?.headerParameters ?? []
            case .cookie: group = spec?.cookieParameters ?? []
            }
            return Declaration(
                kind: .parameter, identity: "\(parameter.location.rawValue) \(parameter.specName)",
                swiftName: qualified + "." + Naming.bare(parameter.name),
                swift: "\(storedProperties.rawValue) \(parameter.name): \(parameter.type.code)", type: parameter.type.code,
                isRequired: !parameter.type.isOptional,
                detail: Self.serialization(of: parameter),
                documentation: documentationHash([parameter.description]),
                specPath: memberPath(".\(parameter.location.rawValue).\(parameter.specName)"), specFile: file,
                location: group.first { $0.name.value == parameter.specName }?.name.location ?? spec?.path.location)
        }
        if let body = request.body {
            let media = body.encoding == .binary ? "binary \(body.contentType)" : body.encoding.rawValue
            let declaration = Declaration(
                kind: .requestBody, identity: "body", swiftName: qualified + "." + Naming.bare(body.name),
                swift: "\(storedProperties.rawValue) \(body.name): \(body.type.code)", type: body.type.code,
                isRequired: !body.type.isOptional || body.sendsNull, detail: body.sendsNull ? media + ", nil sent as null" : media,
                specPath: memberPath(".body"), specFile: file, location: spec?.body?.type.location)
            members.insert(declaration, at: request.parameters.filter { $0.location == .path }.count)
        }
        members.append(response(of: request, qualified: qualified, spec: spec, file: file))
        for error in request.errors {
            let status = statusText(error.status)
            let specError = spec?.errors.first { $0.status.value == error.status }
            members.append(Declaration(
                kind: .errorResponse, identity: status, swiftName: qualified + ".ErrorResponse." + Naming.bare(error.name),
                swift: "case \(error.name)" + (error.type.map { "(\($0.code))" } ?? ""), type: error.type?.code,
                documentation: documentationHash([error.description]),
                specPath: memberPath(".errors.\(status)"), specFile: file, location: specError?.status.location))
        }
        for header in request.responseHeaders {
            members.append(Declaration(
                kind: .responseHeader, identity: header.specName.lowercased(), swiftName: "APIResponse<\(qualified)>.\(Naming.bare(header.name))",
                swift: "var \(header.name): \(header.type.code)?", type: header.type.code,
                documentation: documentationHash([header.description]),
                specPath: memberPath(".response.headers"), specFile: file, location: spec?.response?.location ?? spec?.name.location))
        }
        var declaration = Declaration(
            kind: .request, identity: request.specName, swiftName: qualified, swift: "struct \(request.name): APIRequest",
            detail: "\(request.method.rawValue) \(request.pathTemplate)\(request.constantQuery)",
            documentation: documentationHash([request.summary, request.description]), deprecated: request.deprecated,
            specPath: path, specFile: file, location: spec?.name.location, children: members)
        declaration.formerName = request.formerName
        return declaration
    }
}
