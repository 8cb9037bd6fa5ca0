/// Responses Object → the success response and typed error bodies (OpenAPI 3.x §4.7.16).
extension OpenAPIContext {
    /// A status key of `responses`.
    enum StatusKey: Equatable {
        case code(Int)
        case range(Int)
        case `default`
    }

    /// Reads a status key: `200` or `'200'` (the text either way), `2XX` ranges, `default`.
    static func statusKey(_ text: String) -> StatusKey? {
        if text == "default" { return .default }
        if text.count == 3, text.uppercased().hasSuffix("XX"), let first = text.first?.wholeNumberValue, (1...5).contains(first) {
            return .range(first)
        }
        if let code = OpenAPIScalars.int(text), (100...599).contains(code), text.count == 3 { return .code(code) }
        return nil
    }

    /// The success response is the body of the lowest 2xx status (or `2XX`) that has content;
    /// 2xx statuses without content (204) mean no body. Other statuses (and `default`) with
    /// a JSON body become typed error bodies. When no 2xx status is documented, `default`'s
    /// body is also the success response. Non-JSON success bodies are `String` for `text/*`
    /// media types and `Data` for the others, with the media type recorded.
    func readResponses(_ node: OpenAPINode, typeName: String, into endpoint: inout Spec.Endpoint) {
        guard let entries = pairs(of: node, what: "'responses'") else { return }
        var successes: [(order: Int, key: OpenAPINode, response: OpenAPINode, hint: String?)] = []
        var defaultResponse: (key: OpenAPINode, response: OpenAPINode, hint: String?)?
        for (text, keyNode, value) in entries {
            if text.hasPrefix("x-") { continue }  // a specification extension (OpenAPI 3.x §4.9)
            guard let status = Self.statusKey(text) else {
                // Real documents hold keys like `404/596`; the other responses still make a client.
                unsupported("'\(text)' is not a status code (100-599), a range like 4XX, or default; this response is skipped", at: keyNode)
                continue
            }
            guard let response = dereference(value) else { continue }
            let hint = OpenAPINames.referenceHint(value, suffix: "Response")
            switch status {
            case .code(let code) where (200...299).contains(code):
                successes.append((code, keyNode, response, hint))
            case .range(2):
                successes.append((300, keyNode, response, hint))
            case .code(let code):
                if let type = errorBodyType(response, name: hint ?? OpenAPINames.typeName(typeName, "Error", String(code))) {
                    endpoint.errors.append(Spec.ErrorResponse(status: Located(.code(code), at: keyNode.location), type: type))
                }
            case .range:
                if response["content"] != nil {
                    unsupported("status ranges like '\(text)' are not supported yet for error bodies; its body stays untyped", at: keyNode)
                }
            case .default:
                defaultResponse = (keyNode, response, hint)
                if let type = errorBodyType(response, name: hint ?? OpenAPINames.typeName(typeName, "Error", "Default")) {
                    endpoint.errors.append(Spec.ErrorResponse(status: Located(.default, at: keyNode.location), type: type))
                }
            }
        }
        let ordered = successes.sorted { $0.order < $1.order }
        if ordered.isEmpty, let (key, response, hint) = defaultResponse {
            setSuccess(response, key: key, name: hint ?? OpenAPINames.typeName(typeName, "Error", "Default"), into: &endpoint)
            return
        }
        var chosen: OpenAPINode?
        for (_, key, response, hint) in ordered where response["content"].flatMap(preferredContent) != nil {
            if let first = chosen {
                if Self.schemaReference(first) == nil || Self.schemaReference(first) != Self.schemaReference(response) {
                    unsupported("only the first 2xx response with a body is typed; this one is decoded as that type too", at: key, notes: [.init("the typed response", at: first.location)])
                }
                continue
            }
            chosen = response
            setSuccess(response, key: key, name: hint ?? OpenAPINames.typeName(typeName, "Response"), into: &endpoint)
        }
    }

    /// The `$ref` of a response's JSON schema, to tell whether two responses share a type.
    static func schemaReference(_ response: OpenAPINode) -> String? {
        guard let content = response["content"]?.pairs else { return nil }
        return content.first { mediaKind($0.name) == .json }?.value["schema"]?.reference
    }

    /// Sets the endpoint's response type from a response's preferred content; an inline
    /// schema is named `name` (`<Operation>Response`, or the response component's name).
    private func setSuccess(_ response: OpenAPINode, key: OpenAPINode, name: String, into endpoint: inout Spec.Endpoint) {
        guard let content = response["content"], let chosen = preferredContent(content) else { return }
        switch chosen.kind {
        case .json:
            let type: Spec.TypeReference
            if let schema = chosen.node["schema"] {
                type = schemaType(schema, name: name).optionalIfNullable
            } else {
                type = .builtin(.json)
            }
            endpoint.response = Located(type, at: chosen.node.location)
        case .form, .multipart, .raw:
            // Text stays text (the runtime hands a `String` response over undecoded); any
            // other media type is the raw bytes.
            let isText = chosen.mediaType.lowercased().hasPrefix("text/")
            endpoint.response = Located(isText ? .builtin(.string) : .builtin(.data), at: chosen.node.location)
            endpoint.responseContentType = chosen.mediaType
        }
    }

    /// The type of an error response's JSON body; `nil` when it has none (other media types
    /// stay raw bytes in the runtime's error).
    /// Shared responses (`$ref` to `components/responses`) are read once.
    private func errorBodyType(_ response: OpenAPINode, name: @autoclosure () -> String) -> Spec.LocatedType? {
        if let known = errorBodyTypes[response.key] { return known }
        let type: Spec.LocatedType?
        if let content = response["content"], let chosen = preferredContent(content), chosen.kind == .json {
            if let schema = chosen.node["schema"] {
                type = Located(schemaType(schema, name: name()).optionalIfNullable, at: schema.location)
            } else {
                type = Located(.builtin(.json), at: chosen.node.location)
            }
        } else {
            type = nil
        }
        errorBodyTypes[response.key] = .some(type)
        return type
    }
}
