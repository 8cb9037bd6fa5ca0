/// The check of a whole document against the shapes OpenAPI 3.0/3.1 defines, before it is
/// read, so every fault is reported in one run, used or not: each object's fields by their
/// kind (a string, a Boolean, a number, an object, a list), the fields an object requires, every
/// `$ref` (``target(of:at:lenient:)``), the type names of schemas, the locations and styles of
/// parameters, and an unknown key near a known one (a warning with "did you mean"; keys
/// starting `x-` and other keywords are silent, as JSON Schema lets a schema hold any).
///
/// Faults are reported through ``fault(_:at:lost:notes:)``, so a lenient run gets warnings
/// instead; the reader then reads the document as it always has.
extension OpenAPIContext {
    /// The kinds of OpenAPI object the check knows (OpenAPI 3.1.0 §4.8).
    enum ObjectKind: String {
        case document = "OpenAPI Object"
        case info = "Info Object"
        case contact = "Contact Object"
        case license = "License Object"
        case server = "Server Object"
        case serverVariable = "Server Variable Object"
        case components = "Components Object"
        case pathItem = "Path Item Object"
        case operation = "Operation Object"
        case externalDocs = "External Documentation Object"
        case parameter = "Parameter Object"
        case header = "Header Object"
        case requestBody = "Request Body Object"
        case mediaType = "Media Type Object"
        case encoding = "Encoding Object"
        case response = "Response Object"
        case callback = "Callback Object"
        case example = "Example Object"
        case link = "Link Object"
        case tag = "Tag Object"
        case securityScheme = "Security Scheme Object"
        case oauthFlows = "OAuth Flows Object"
        case oauthFlow = "OAuth Flow Object"
        case discriminator = "Discriminator Object"
        case xml = "XML Object"
        case schema = "Schema Object"

        /// The name with its article: "an Operation Object", "the Info Object".
        var described: String {
            switch self {
            case .document, .info, .components: "the " + rawValue
            default: (["O", "E", "X"].contains(rawValue.prefix(1)) ? "an " : "a ") + rawValue
            }
        }
    }

    /// What a field's value must be.
    indirect enum FieldShape {
        /// Whether the shape is ``boolean``, whose wrong value is read as `false`.
        var isBoolean: Bool { if case .boolean = self { true } else { false } }

        /// Any scalar (a string; YAML may read `1.0` as a number, which is its text here).
        case text
        case boolean
        case number
        /// A number, or (OpenAPI 3.0's `exclusiveMinimum`) a Boolean.
        case numberOrBoolean
        /// A list of scalars.
        case texts
        /// Anything (checked by the reader, or free-form).
        case any
        case object(ObjectKind)
        /// A mapping from names the document chooses to objects.
        case map(ObjectKind)
        case list(ObjectKind)
        /// A schema: a mapping, or a Boolean (JSON Schema 2020-12 §4.3.2).
        case schema
        /// `content`: a mapping from media types to Media Type Objects.
        case content
        /// `responses`: status codes to Response Objects.
        case responses
        /// `paths`: path templates to Path Item Objects.
        case paths
        /// A schema's `type`: a type name or a list of them.
        case typeNames
    }

    /// The fields of each kind of object, OpenAPI 3.0 and 3.1 together (a 3.1 field in a 3.0
    /// document is accepted: it was added, not taken away).
    static let objectFields: [ObjectKind: [(String, FieldShape)]] = {
        let parameterLike: [(String, FieldShape)] = [
            ("description", .text), ("required", .boolean), ("deprecated", .boolean), ("allowEmptyValue", .boolean),
            ("style", .text), ("explode", .boolean), ("allowReserved", .boolean), ("schema", .schema), ("example", .any),
            ("examples", .map(.example)), ("content", .content),
        ]
        return [
            .document: [("openapi", .text), ("info", .object(.info)), ("jsonSchemaDialect", .text), ("servers", .list(.server)),
                        ("paths", .paths), ("webhooks", .map(.pathItem)), ("components", .object(.components)), ("security", .any),
                        ("tags", .list(.tag)), ("externalDocs", .object(.externalDocs))],
            .info: [("title", .text), ("summary", .text), ("description", .text), ("termsOfService", .text),
                    ("contact", .object(.contact)), ("license", .object(.license)), ("version", .text)],
            .contact: [("name", .text), ("url", .text), ("email", .text)],
            .license: [("name", .text), ("identifier", .text), ("url", .text)],
            .server: [("url", .text), ("description", .text), ("variables", .map(.serverVariable))],
            .serverVariable: [("enum", .texts), ("default", .text), ("description", .text)],
            .components: [("schemas", .map(.schema)), ("responses", .map(.response)), ("parameters", .map(.parameter)),
                          ("examples", .map(.example)), ("requestBodies", .map(.requestBody)), ("headers", .map(.header)),
                          ("securitySchemes", .map(.securityScheme)), ("links", .map(.link)), ("callbacks", .map(.callback)),
                          ("pathItems", .map(.pathItem))],
            .pathItem: [("$ref", .any), ("summary", .text), ("description", .text), ("servers", .list(.server)),
                        ("parameters", .list(.parameter))] + operationKeys.map { ($0.key, .object(.operation)) },
            .operation: [("tags", .texts), ("summary", .text), ("description", .text), ("externalDocs", .object(.externalDocs)),
                         ("operationId", .text), ("parameters", .list(.parameter)), ("requestBody", .object(.requestBody)),
                         ("responses", .responses), ("callbacks", .map(.callback)), ("deprecated", .boolean), ("security", .any),
                         ("servers", .list(.server))],
            .externalDocs: [("description", .text), ("url", .text)],
            .parameter: [("name", .text), ("in", .text)] + parameterLike,
            .header: parameterLike,
            .requestBody: [("description", .text), ("content", .content), ("required", .boolean)],
            .mediaType: [("schema", .schema), ("example", .any), ("examples", .map(.example)), ("encoding", .map(.encoding))],
            .encoding: [("contentType", .text), ("headers", .map(.header)), ("style", .text), ("explode", .boolean), ("allowReserved", .boolean)],
            .response: [("description", .text), ("headers", .map(.header)), ("content", .content), ("links", .map(.link))],
            .example: [("summary", .text), ("description", .text), ("value", .any), ("externalValue", .text)],
            .link: [("operationRef", .text), ("operationId", .text), ("parameters", .any), ("requestBody", .any),
                    ("description", .text), ("server", .object(.server))],
            .tag: [("name", .text), ("description", .text), ("externalDocs", .object(.externalDocs))],
            .securityScheme: [("type", .text), ("description", .text), ("name", .text), ("in", .text), ("scheme", .text),
                              ("bearerFormat", .text), ("flows", .object(.oauthFlows)), ("openIdConnectUrl", .text)],
            .oauthFlows: [("implicit", .object(.oauthFlow)), ("password", .object(.oauthFlow)),
                          ("clientCredentials", .object(.oauthFlow)), ("authorizationCode", .object(.oauthFlow))],
            .oauthFlow: [("authorizationUrl", .text), ("tokenUrl", .text), ("refreshUrl", .text), ("scopes", .any)],
            .discriminator: [("propertyName", .text), ("mapping", .any)],
            .xml: [("name", .text), ("namespace", .text), ("prefix", .text), ("attribute", .boolean), ("wrapped", .boolean)],
            .schema: schemaKeywords,
        ]
    }()

    /// The keywords of a schema: JSON Schema 2020-12's vocabularies (core, applicator,
    /// unevaluated, validation, meta-data, format, content), the keywords of the drafts
    /// OpenAPI 3.0 and earlier tools use, and OpenAPI's own.
    static let schemaKeywords: [(String, FieldShape)] = {
        var keywords: [(String, FieldShape)] = [
            ("type", .typeNames), ("properties", .map(.schema)), ("required", .texts), ("items", .schema),
            ("additionalProperties", .schema), ("allOf", .any), ("anyOf", .any), ("oneOf", .any), ("not", .schema),
            ("enum", .any), ("const", .any), ("format", .text), ("pattern", .text), ("title", .text), ("description", .any),
            ("default", .any), ("example", .any), ("examples", .any), ("nullable", .boolean), ("readOnly", .boolean),
            ("writeOnly", .boolean), ("deprecated", .boolean), ("uniqueItems", .boolean),
            ("exclusiveMaximum", .numberOrBoolean), ("exclusiveMinimum", .numberOrBoolean),
            ("discriminator", .object(.discriminator)), ("xml", .object(.xml)), ("externalDocs", .object(.externalDocs)),
            ("patternProperties", .map(.schema)), ("$defs", .map(.schema)), ("definitions", .map(.schema)),
            ("dependentSchemas", .map(.schema)), ("prefixItems", .any), ("contains", .schema), ("propertyNames", .schema),
            ("if", .schema), ("then", .schema), ("else", .schema), ("unevaluatedItems", .schema),
            ("unevaluatedProperties", .schema), ("contentSchema", .schema), ("additionalItems", .any),
            ("contentEncoding", .text), ("contentMediaType", .text), ("dependentRequired", .any), ("dependencies", .any),
            ("$ref", .any), ("$id", .any), ("$schema", .any), ("$anchor", .any), ("$dynamicRef", .any), ("$dynamicAnchor", .any),
            ("$recursiveRef", .any), ("$recursiveAnchor", .any), ("$vocabulary", .any), ("$comment", .any), ("id", .any),
        ]
        for name in ["multipleOf", "maximum", "minimum", "maxLength", "minLength", "maxItems", "minItems",
                     "maxProperties", "minProperties", "maxContains", "minContains"] {
            keywords.append((name, .number))
        }
        return keywords
    }()

    /// The fields each kind requires (OpenAPI 3.1.0 §4.8), beside those the reader checks as it
    /// reads them (a parameter's `name` and `in`, a server's `url`, a security scheme's).
    /// Each with what a lenient read does without it.
    static let requiredFields: [ObjectKind: [(field: String, lost: String)]] = [
        .document: [("info", "the API is named API")],
        .info: [("title", "read without it"), ("version", "read without it")],
        .license: [("name", "read without it")],
        .tag: [("name", "read without it")],
        .externalDocs: [("url", "read without it")],
        .requestBody: [("content", "the body is left out")],
        .discriminator: [("propertyName", "the discriminator is ignored")],
    ]

    /// Checks the whole document (see the extension's overview).
    func checkDocument() {
        var visited: Set<OpenAPINodeKey> = []
        checkObject(root.rootNode, as: .document, visited: &visited)
    }

    /// Checks one object of `kind` and what it holds, once per node.
    /// `what` names the object in a message when its kind alone would not (`the path item '/a'`).
    private func checkObject(_ node: OpenAPINode, as kind: ObjectKind, what: String? = nil, visited: inout Set<OpenAPINodeKey>) {
        guard visited.insert(node.key).inserted else { return }
        if let reference = node.reference, kind != .document {
            // The target is checked where it is, or here when it is in another file.
            if let (key, target) = target(of: reference, at: node, lenient: kind == .schema), key.file != root.key {
                checkObject(target, as: kind, visited: &visited)
            }
            // Beside `$ref`, 3.1 allows a schema's other keywords and another object's
            // `summary` and `description`; 3.0 ignores the rest (OpenAPI 3.0.4 §4.7.9).
            guard kind == .schema else { return }
        }
        guard let pairs = node.pairs else {
            if node.yaml.scalar?.isNull == true { return }
            if kind == .schema, node.rawText.flatMap(InputFormat.openAPI.boolean) != nil { return }
            // The reader reports a schema of another kind as it reads it.
            if kind == .schema { return }
            fault("the document gives \(what ?? kind.described) as \(node.shown); OpenAPI defines it as a mapping", at: node, lost: "ignored")
            return
        }
        if kind == .callback {
            // A callback maps runtime expressions to path items (OpenAPI 3.0.4 §4.7.18).
            for entry in pairs where !entry.name.hasPrefix("x-") { checkObject(entry.value, as: .pathItem, visited: &visited) }
            return
        }
        let fields = Self.objectFields[kind] ?? []
        for required in Self.requiredFields[kind] ?? [] where node[required.field] == nil {
            missingField(required.field, of: kind, at: node)
        }
        if kind == .schema { _ = reportUnknownTypeNames(of: node) }
        if kind == .parameter { checkParameterPlace(node) }
        for (name, keyNode, value) in pairs {
            if name.hasPrefix("x-") { continue }
            guard let shape = fields.first(where: { $0.0 == name })?.1 else {
                // The reader reports every unknown key of a path item under `paths` itself
                // (those are named by their path, `what`); webhooks' and callbacks' are here.
                guard !(kind == .pathItem && what != nil) else { continue }
                if let near = Suggestions.nearest(to: name, in: fields.map(\.0)) {
                    warning("'\(name)' is not a field of \(kind.described) in OpenAPI\(kind == .schema ? " or a JSON Schema keyword" : ""); ignored",
                            at: keyNode, notes: [Diagnostic.Note("did you mean '\(near)'?")])
                }
                continue
            }
            checkValue(value, key: keyNode, name: name, shape: shape, visited: &visited)
        }
    }

    /// Checks the value of field `name` against its shape.
    private func checkValue(_ value: OpenAPINode, key: OpenAPINode, name: String, shape: FieldShape, visited: inout Set<OpenAPINodeKey>) {
        // An empty value is the null YAML makes of `key:`; the reader treats it as absent.
        if value.yaml.scalar?.isNull == true { return }
        var value = value
        switch shape {
        case .map, .content, .responses, .paths:
            // A `$ref` alone where a map goes stands for the map it points to (reported by
            // ``wholeMap(_:what:)`` when that is no mapping); its entries are checked there.
            guard let whole = wholeMap(value, what: "'\(name)'") else { return }
            value = whole
        default:
            break
        }
        func wrongKind(_ expected: String) {
            self.wrongKind(name, value, expected: expected, lost: shape.isBoolean ? "taken as false" : "ignored")
        }
        switch shape {
        case .any:
            return
        case .text:
            if value.yaml.scalar == nil { wrongKind("a string") }
        case .boolean:
            if value.rawText.flatMap(InputFormat.openAPI.boolean) == nil { wrongKind("true or false") }
        case .number:
            if value.rawText.flatMap(Double.init) == nil { wrongKind("a number") }
        case .numberOrBoolean:
            if let text = value.rawText, Double(text) != nil || InputFormat.openAPI.boolean(text) != nil { return }
            wrongKind("a number")
        case .texts:
            guard let items = value.items else { return wrongKind("a list of strings") }
            for item in items where item.yaml.scalar == nil {
                fault("the document gives an entry of '\(name)' as \(item.yaml.kindDescription); OpenAPI defines the entries as strings", at: item, lost: "ignored")
            }
        case .typeNames:
            // Its kind is reported where the reader reads it (``checkSchemaKeywords(of:)``).
            return
        case .object(let kind):
            checkObject(value, as: kind, visited: &visited)
        case .schema:
            // A value that is no schema is reported where the reader reads it (``notASchema(_:lost:)``).
            checkObject(value, as: .schema, visited: &visited)
        case .map(let kind):
            guard let entries = value.pairs else { return wrongKind("a mapping") }
            for entry in entries where !(kind != .schema && entry.name.hasPrefix("x-")) {
                checkObject(entry.value, as: kind, visited: &visited)
            }
        case .list(let kind):
            guard let items = value.items else { return wrongKind("a list") }
            for item in items { checkObject(item, as: kind, visited: &visited) }
        case .content:
            guard let entries = value.pairs else { return wrongKind("a mapping") }
            for entry in entries { checkObject(entry.value, as: .mediaType, visited: &visited) }
        case .responses:
            guard let entries = value.pairs else { return wrongKind("a mapping") }
            for entry in entries where !entry.name.hasPrefix("x-") {
                checkObject(entry.value, as: .response, visited: &visited)
            }
        case .paths:
            guard let entries = value.pairs else { return wrongKind("a mapping") }
            for entry in entries where !entry.name.hasPrefix("x-") {
                checkObject(entry.value, as: .pathItem, what: "the path item '\(entry.name)'", visited: &visited)
            }
        }
        _ = key
    }

    /// Reports an object of `kind` without the field `field`, which OpenAPI requires of it
    /// (``requiredFields``).
    func missingField(_ field: String, of kind: ObjectKind, at node: OpenAPINode) {
        let lost = Self.requiredFields[kind]?.first { $0.field == field }?.lost ?? "read without it"
        fault("the document gives \(kind.described) without '\(field)', which OpenAPI requires of it", at: node, lost: lost)
    }

    /// The locations OpenAPI defines for a parameter (3.0.4 §4.7.12.2).
    static let parameterPlaces = ["query", "header", "path", "cookie"]

    /// Checks a parameter's `in` and `style` (``parameterPlaceFault(_:at:)``,
    /// ``parameterStyleFault(_:place:at:)``).
    private func checkParameterPlace(_ node: OpenAPINode) {
        guard let placeNode = node["in"], let place = placeNode.rawText else { return }
        guard Self.parameterPlaces.contains(place) else { return parameterPlaceFault(place, at: placeNode) }
        if let styleNode = node["style"], let text = styleNode.rawText {
            let allowed = Self.styles[place] ?? [.form]
            if Spec.ParameterStyle(rawValue: text).map(allowed.contains) != true {
                parameterStyleFault(text, place: place, at: styleNode)
            }
        }
    }

    /// Reports a parameter location OpenAPI does not define, with the nearest one.
    func parameterPlaceFault(_ place: String, at node: OpenAPINode) {
        fault("the document gives the parameter location '\(place)', which OpenAPI does not define (3.0.4 §4.7.12.2: path, query, header, cookie)",
              at: node, lost: "the parameter is left out", notes: Suggestions.note(for: place, in: Self.parameterPlaces, listing: false))
    }

    /// Reports a style the parameter's location does not define, with the nearest one.
    func parameterStyleFault(_ style: String, place: String, at node: OpenAPINode, field: Bool = false) {
        let allowed = (Self.styles[place] ?? [.form]).map(\.rawValue)
        fault("the document gives the style '\(style)' to a \(field ? "form field" : place + " parameter"), which OpenAPI 3.0.4 §4.7.12.4 does not define for it (it defines \(allowed.map { "'\($0)'" }.joined(separator: ", ")))",
              at: node, lost: field ? "the field is sent in the style 'form'" : "the parameter is left out", notes: Suggestions.note(for: style, in: allowed, listing: false))
    }
}
