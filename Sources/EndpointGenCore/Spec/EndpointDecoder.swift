/// Decoding of `endpoints:` entries: method, path, parameters, body, response and errors.
extension SpecDecoder {
    static let endpointKeys = ["method", "path", "summary", "description", "deprecated", "pathParams", "query", "headers", "cookies", "body", "response", "errors"]
    static let parameterKeys = ["type", "description", "deprecated"]
    static let queryParameterKeys = ["type", "description", "deprecated", "arrayStyle"]
    static let bodyKeys = ["type", "encoding", "contentType"]
    static let responseKeys = ["type", "stream", "headers"]

    /// Decodes one endpoint, or returns `nil` after reporting when its method or path is unusable.
    func endpoint(_ name: String, key: YAMLNode, value: YAMLNode) -> Spec.Endpoint? {
        let what = { "endpoint '\(name)'" }
        checkIdentifier(name, kind: "endpoint name", at: key)
        guard let fields = context.fields(value, key: key, what: what(), allowed: Self.endpointKeys, required: ["method", "path"]) else { return nil }
        let method = fields["method"].flatMap { httpMethod($0, key: fields.key("method"), what: "the method of \(what())") }
        let pathNode = fields["path"]
        let path = pathNode.flatMap { context.located($0, key: fields.key("path"), what: "the path of \(what())") }
        let variables = pathNode.map { node in path.map { PathTemplate.variables(of: $0.value, node: node, context: context) } ?? [] } ?? []

        let declared = fields["pathParams"].map { parameters($0, key: fields.key("pathParams"), what: "path parameter", endpoint: name) } ?? []
        let names = variables.map(\.name)
        for parameter in declared where !names.contains(parameter.name.value) {
            let shown = path.map { "'\($0.value)'" } ?? "the path"
            context.diagnostics.error("path parameter '\(parameter.name.value)' is declared but \(shown) has no '{\(parameter.name.value)}'", at: parameter.name.location, notes: pathNote(parameter.name.value, names))
        }
        let declaredByName = Dictionary(declared.map { ($0.name.value, $0) }, uniquingKeysWith: { first, _ in first })
        let pathParameters = variables.map { variable in
            declaredByName[variable.name] ?? {
                let location = SourceLocation(file: context.file, line: pathNode?.mark.line ?? key.mark.line, column: (pathNode?.mark.column ?? key.mark.column) + variable.offset)
                return Spec.Parameter(name: Located(variable.name, at: location), type: Located(.builtin(.string), at: location))
            }()
        }
        let query = fields["query"].map { parameters($0, key: fields.key("query"), what: "query parameter", endpoint: name) } ?? []
        let headers = fields["headers"].map { parameters($0, key: fields.key("headers"), what: "header parameter", endpoint: name) } ?? []
        let cookies = fields["cookies"].map { parameters($0, key: fields.key("cookies"), what: "cookie parameter", endpoint: name) } ?? []

        let body = fields["body"].flatMap { requestBody($0, key: fields.key("body"), endpoint: name) }
        let response = fields["response"].map { self.response($0, key: fields.key("response"), endpoint: name) }
        let errors = fields["errors"].map { errorResponses($0, key: fields.key("errors"), endpoint: name) } ?? []
        let summary = description(fields, what: what(), field: "summary")
        let description = description(fields, what: what())
        let deprecated = deprecated(fields, what: what())
        guard let method, let path else { return nil }
        var endpoint = Spec.Endpoint(
            name: Located(name, at: context.location(key)), method: method, path: path,
            summary: summary, description: description,
            pathParameters: pathParameters, queryParameters: query, headerParameters: headers, cookieParameters: cookies,
            body: body, response: response?.stream == nil ? response?.type : nil, errors: errors, deprecated: deprecated)
        endpoint.stream = response?.stream
        endpoint.responseHeaders = response?.headers ?? []
        return endpoint
    }

    /// Decodes `response:`: a type, or `{type:, stream:, headers:}` for a stream (`type` is then
    /// each element's type, optional for server-sent events) and typed response header fields.
    private func response(_ node: YAMLNode, key: YAMLNode?, endpoint: String) -> (type: Spec.LocatedType?, stream: Spec.StreamResponse?, headers: [Spec.ResponseHeader]) {
        let what = { "the response of endpoint '\(endpoint)'" }
        guard node.pairs != nil else { return (types.parse(node, key: key, what: what()), nil, []) }
        guard !types.reportMisreadDictionary(node),
              let fields = context.fields(node, key: key, what: what(), allowed: Self.responseKeys, required: []) else { return (nil, nil, []) }
        let type = fields["type"].flatMap { types.parse($0, key: fields.key("type"), what: what()) }
        var stream: Spec.StreamResponse?
        if let streamNode = fields["stream"], let text = context.string(streamNode, key: fields.key("stream"), what: "'stream'") {
            if let format = Spec.StreamFormat(rawValue: text) {
                let mediaTypes: [Spec.StreamFormat: String] = [.serverSentEvents: "text/event-stream", .jsonLines: "application/jsonl", .jsonSequence: "application/json-seq"]
                stream = Spec.StreamResponse(format: Located(format, at: context.location(streamNode)), mediaType: mediaTypes[format] ?? "", element: type)
                if fields["type"] == nil, format != .serverSentEvents {
                    context.error("a \(text) stream needs the 'type' of its elements (JSON for any JSON value)", at: streamNode)
                }
            } else {
                context.error("unknown stream format '\(text)'", at: streamNode, notes: Suggestions.note(for: text, in: Spec.StreamFormat.allCases.map(\.rawValue), listing: true))
            }
        } else if fields["type"] == nil {
            context.error("\(what()) needs a 'type' unless it is a stream of server-sent events", at: node)
        }
        let headers = fields["headers"].map { parameters($0, key: fields.key("headers"), what: "response header", endpoint: endpoint) } ?? []
        return (type, stream, headers.map { Spec.ResponseHeader(name: $0.name, type: $0.type, description: $0.description) })
    }

    /// A "did you mean" for a declared path parameter missing from the path, or the list of
    /// the path's parameters.
    private func pathNote(_ name: String, _ names: [String]) -> [Diagnostic.Note] {
        if let near = Suggestions.nearest(to: name, in: names) { return [Diagnostic.Note("did you mean '\(near)'?")] }
        if names.isEmpty { return [Diagnostic.Note("the path has no parameters")] }
        return [Diagnostic.Note("the path's parameter\(names.count == 1 ? " is" : "s are") \(DecodeContext.list(names))")]
    }

    private func httpMethod(_ node: YAMLNode, key: YAMLNode?, what: @autoclosure () -> String) -> Located<Spec.Method>? {
        guard let text = context.string(node, key: key, what: what()) else { return nil }
        if let method = Spec.Method(rawValue: text.uppercased()) {
            return Located(method, at: context.location(node))
        }
        let names = Spec.Method.allCases.map(\.rawValue)
        context.error("'\(text)' is not an HTTP method", at: node, notes: Suggestions.note(for: text.uppercased(), in: names, listing: true))
        return nil
    }

    /// Decodes the parameters of one kind: each `name: Type` or `name: {type:, description:,
    /// deprecated:}` (and `arrayStyle:` for query parameters).
    private func parameters(_ node: YAMLNode, key: YAMLNode?, what kind: String, endpoint: String) -> [Spec.Parameter] {
        guard let entries = context.entries(node, key: key, what: "the \(kind)s of endpoint '\(endpoint)'") else { return [] }
        let allowed = kind == "query parameter" ? Self.queryParameterKeys : Self.parameterKeys
        var result: [Spec.Parameter] = []
        for entry in entries {
            let what = { "\(kind) '\(entry.name)' of endpoint '\(endpoint)'" }
            checkIdentifier(entry.name, kind: "\(kind) name", at: entry.key)
            let name = Located(entry.name, at: context.location(entry.key))
            guard entry.value.pairs != nil else {
                if let type = types.parse(entry.value, key: entry.key, what: what()) {
                    result.append(Spec.Parameter(name: name, type: type))
                }
                continue
            }
            guard !types.reportMisreadDictionary(entry.value),
                  let fields = context.fields(entry.value, key: entry.key, what: what(), allowed: allowed, required: ["type"]),
                  let typeNode = fields["type"], let type = types.parse(typeNode, key: fields.key("type"), what: what()) else { continue }
            var parameter = Spec.Parameter(name: name, type: type, description: description(fields, what: what()), deprecated: deprecated(fields, what: what()))
            if let styleNode = fields["arrayStyle"], let text = context.string(styleNode, key: fields.key("arrayStyle"), what: "'arrayStyle'") {
                // `repeated` is `style: form, explode: true` (the default), `comma` is `explode: false`.
                if let explode = ["repeated": true, "comma": false][text] {
                    parameter.explode = explode
                    var element = type.value
                    if case .optional(let wrapped) = element { element = wrapped }
                    if case .array = element {} else {
                        context.error("'arrayStyle' applies to array parameters only; \(what()) is not an array", at: styleNode)
                    }
                } else {
                    context.error("unknown array style '\(text)'", at: styleNode, notes: Suggestions.note(for: text, in: ["repeated", "comma"], listing: true))
                }
            }
            result.append(parameter)
        }
        return result
    }

    private func requestBody(_ node: YAMLNode, key: YAMLNode?, endpoint: String) -> Spec.Body? {
        let what = { "the body of endpoint '\(endpoint)'" }
        guard node.pairs != nil else {
            return types.parse(node, key: key, what: what()).map { Spec.Body(type: $0, encoding: Located(.json, at: $0.location)) }
        }
        guard !types.reportMisreadDictionary(node),
              let fields = context.fields(node, key: key, what: what(), allowed: Self.bodyKeys, required: ["type"]),
              let typeNode = fields["type"], let type = types.parse(typeNode, key: fields.key("type"), what: what()) else { return nil }
        var encoding = Located(Spec.BodyEncoding.json, at: type.location)
        if let encodingNode = fields["encoding"], let text = context.string(encodingNode, key: fields.key("encoding"), what: "'encoding'") {
            guard let value = Spec.BodyEncoding(rawValue: text) else {
                context.error("unknown body encoding '\(text)'", at: encodingNode, notes: Suggestions.note(for: text, in: ["json", "form", "multipart", "binary"], listing: true))
                return nil
            }
            encoding = Located(value, at: context.location(encodingNode))
        }
        var body = Spec.Body(type: type, encoding: encoding)
        if let contentTypeNode = fields["contentType"], let text = context.located(contentTypeNode, key: fields.key("contentType"), what: "the content type of \(what())") {
            if encoding.value != .binary {
                context.error("'contentType' belongs to a binary body; json, form and multipart bodies have their own", at: contentTypeNode)
            } else {
                body.contentType = text
            }
        }
        return body
    }

    private func errorResponses(_ node: YAMLNode, key: YAMLNode?, endpoint: String) -> [Spec.ErrorResponse] {
        guard let entries = context.entries(node, key: key, what: "the errors of endpoint '\(endpoint)'") else { return [] }
        var result: [Spec.ErrorResponse] = []
        var seen: [Spec.ErrorStatus: SourceLocation] = [:]
        for entry in entries {
            let status: Spec.ErrorStatus
            if entry.name == "default" {
                status = .default
            } else if entry.name.count == 3, entry.name.uppercased().hasSuffix("XX"), let digit = entry.name.first?.wholeNumberValue, (1...5).contains(digit) {
                guard digit != 2 else {
                    context.error("2XX is the success range; its body is the endpoint's 'response', not an error", at: entry.key)
                    continue
                }
                status = .range(digit)
            } else if let code = ScalarText.integer(entry.name) {
                guard (100...599).contains(code) else {
                    context.error("\(entry.name) is not an HTTP status code; status codes are 100...599 (RFC 9110 §15)", at: entry.key)
                    continue
                }
                guard !(200...299).contains(code) else {
                    context.error("\(code) is a success status; its body is the endpoint's 'response', not an error", at: entry.key)
                    continue
                }
                status = .code(code)
            } else {
                context.error("'\(entry.name)' is not an HTTP status code; write a number in 100...599, a range such as 4XX, or 'default'", at: entry.key, notes: Suggestions.note(for: entry.name, in: ["default"], listing: false))
                continue
            }
            let location = context.location(entry.key)
            if let first = seen[status] {
                context.diagnostics.error("status \(entry.name) appears twice in the errors of endpoint '\(endpoint)'", at: location, notes: [Diagnostic.Note("first listed here", at: first)])
                continue
            }
            seen[status] = location
            guard let type = types.parse(entry.value, key: entry.key, what: "the \(entry.name) error of endpoint '\(endpoint)'") else { continue }
            result.append(Spec.ErrorResponse(status: Located(status, at: location), type: type))
        }
        return result
    }
}
