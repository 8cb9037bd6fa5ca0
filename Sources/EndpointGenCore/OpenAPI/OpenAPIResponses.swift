/// Responses Object → the success response, the error responses, streams and response header
/// fields (OpenAPI 3.x §4.7.16–4.7.17, Header Object §4.7.21).
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
        if let code = ScalarText.integer(text), (100...599).contains(code), text.count == 3 { return .code(code) }
        return nil
    }

    /// A 2xx response: its status (`nil` for `2XX`), key and Response Object.
    private typealias Success = (status: Int?, key: OpenAPINode, response: OpenAPINode, hint: String?)

    /// Every non-2xx status (codes, ranges, `default`) is an error response, with a body type when
    /// it has content. The 2xx statuses are the success: when their bodies agree (one type, or
    /// none for each), the endpoint's `response`; else one success response per status. When no
    /// 2xx status is documented, `default` is the success response too. A stream media type
    /// (`text/event-stream`, JSON Lines, `application/json-seq`) makes the success a stream,
    /// beside any other media type of the same response. The header fields of the 2xx responses
    /// become typed response header fields.
    func readResponses(_ node: OpenAPINode, typeName: String, into endpoint: inout Spec.Endpoint) {
        guard let entries = pairs(of: node, what: "'responses'") else { return }
        var successes: [Success] = []
        var defaultResponse: Success?
        for (text, keyNode, value) in entries {
            if text.hasPrefix("x-") { continue }  // a specification extension (OpenAPI 3.x §4.9)
            guard let status = Self.statusKey(text) else {
                // Real documents hold keys like `404/596`; the other responses still make a client.
                warning("'\(text)' is not a status code (100-599), a range like 4XX, or default, the keys OpenAPI allows in 'responses'; this response is skipped", at: keyNode)
                continue
            }
            guard let response = dereference(value) else { continue }
            let hint = OpenAPINames.referenceHint(value, suffix: "Response")
            let errorStatus: Spec.ErrorStatus
            switch status {
            case .code(let code) where (200...299).contains(code):
                successes.append((code, keyNode, response, hint))
                continue
            case .range(2):
                successes.append((nil, keyNode, response, hint))
                continue
            case .code(let code): errorStatus = .code(code)
            case .range(let digit): errorStatus = .range(digit)
            case .default:
                errorStatus = .default
                defaultResponse = (nil, keyNode, response, hint)
            }
            let name = hint ?? Naming.typeName(typeName, "Error", errorStatus == .default ? "Default" : text.uppercased())
            endpoint.errors.append(Spec.ErrorResponse(status: Located(errorStatus, at: keyNode.location),
                                                      type: errorBodyType(response, name: name),
                                                      description: string("description", of: response)))
        }
        let usesDefault = successes.isEmpty
        if usesDefault, let defaultResponse { successes = [defaultResponse] }
        successes.sort { ($0.status ?? 300) < ($1.status ?? 300) }
        endpoint.responseHeaders = responseHeaders(of: successes.map(\.response), typeName: typeName)
        guard let first = successes.first else { return }
        let firstName = usesDefault ? Naming.typeName(typeName, "Error", "Default") : Naming.typeName(typeName, "Response")
        setSuccess(first.response, name: first.hint ?? firstName, into: &endpoint)
        endpoint.responseExampleStatus = usesDefault ? nil : first.status
        guard successes.count > 1 else { return }
        var cases = [Spec.SuccessResponse(status: Located(first.status, at: first.key.location), type: endpoint.response,
                                          description: string("description", of: first.response))]
        for success in successes.dropFirst() {
            let suffix = success.status.map(String.init) ?? "2XX"
            let type = bodyType(success.response, name: success.hint ?? Naming.typeName(typeName, "Response", suffix))?.type
            cases.append(Spec.SuccessResponse(status: Located(success.status, at: success.key.location), type: type,
                                              description: string("description", of: success.response)))
        }
        // One type for every 2xx status (or none for each): the plain response.
        if cases.allSatisfy({ $0.type?.value == cases[0].type?.value }), endpoint.stream == nil { return }
        endpoint.successes = cases
        endpoint.response = nil
        endpoint.responseContentType = nil
        endpoint.stream = nil
    }

    /// Sets the endpoint's response type from a response's preferred content, and its stream
    /// from a stream media type; an inline schema is named `name` (`<Operation>Response`, or the
    /// response component's name).
    private func setSuccess(_ response: OpenAPINode, name: String, into endpoint: inout Spec.Endpoint) {
        guard let content = response["content"] else { return }
        if let entries = content.pairs,
           let (mediaType, format, node) = entries.lazy.compactMap({ entry in Self.streamFormat(entry.name).map { (entry.name, $0, entry.value) } }).first {
            // OpenAPI 3.2 `itemSchema` describes each element; a `schema` that is an array
            // describes them all (its items are the elements), any other `schema` each element.
            var element = node["itemSchema"]
            if element == nil, let schema = node["schema"] {
                element = dereference(schema, lenient: true)?["type"]?.rawText == "array" ? dereference(schema, lenient: true)?["items"] : schema
            }
            let elementType = element.flatMap { schema -> Spec.LocatedType? in
                if format == .serverSentEvents, dereference(schema, lenient: true)?["type"]?.rawText == "string" { return nil }
                return Located(schemaType(schema, name: name + "Element").optionalIfNullable, at: schema.location)
            }
            endpoint.stream = Spec.StreamResponse(format: Located(format, at: node.location), mediaType: mediaType, element: elementType)
            guard entries.contains(where: { Self.streamFormat($0.name) == nil }) else { return }
        }
        if let (type, mediaType) = bodyType(response, name: name, excludingStreams: endpoint.stream != nil) {
            endpoint.response = type
            endpoint.responseContentType = mediaType
            if let chosen = preferredContent(content, excludingStreams: endpoint.stream != nil), chosen.kind == .json {
                endpoint.responseExamples = mediaTypeExamples(chosen.node)
            }
        }
    }

    /// The type of a response body, from its preferred content: its JSON schema's type (an
    /// inline schema named `name`), `String` for `text/*` (undecoded text), `Data` for another
    /// media type (the raw bytes, its media type returned too); `nil` without content.
    private func bodyType(_ response: OpenAPINode, name: @autoclosure () -> String, excludingStreams: Bool = false)
        -> (type: Spec.LocatedType, mediaType: String?)? {
        guard let content = response["content"], let chosen = preferredContent(content, excludingStreams: excludingStreams) else { return nil }
        switch chosen.kind {
        case .json:
            let type = chosen.node["schema"].map { schemaType($0, name: name()).optionalIfNullable } ?? .builtin(.json)
            return (Located(type, at: chosen.node.location), nil)
        case .form, .multipart, .raw:
            let isText = chosen.mediaType.lowercased().hasPrefix("text/")
            return (Located(isText ? .builtin(.string) : .builtin(.data), at: chosen.node.location), chosen.mediaType)
        }
    }

    /// The stream format of a media type, or `nil` for one that is not a stream.
    static func streamFormat(_ mediaType: String) -> Spec.StreamFormat? {
        let essence = mediaType.split(separator: ";").first.map { $0.trimmingCharacters(in: .whitespaces).lowercased() } ?? ""
        switch essence {
        case "text/event-stream": return .serverSentEvents
        case "application/jsonl", "application/x-jsonlines", "application/jsonlines", "application/x-ndjson", "application/ndjson":
            return .jsonLines
        case "application/json-seq": return .jsonSequence
        default: return nil
        }
    }

    /// The type of an error response's body: its JSON schema's type, `String` for `text/*`,
    /// `Data` for another media type; `nil` when it has no content.
    /// Shared responses (`$ref` to `components/responses`) are read once.
    private func errorBodyType(_ response: OpenAPINode, name: @autoclosure () -> String) -> Spec.LocatedType? {
        if let known = errorBodyTypes[response.key] { return known }
        let type = bodyType(response, name: name())?.type
        errorBodyTypes[response.key] = .some(type)
        return type
    }

    /// The header fields of the 2xx responses, each once (the first declaration wins); a field
    /// not every response declares, or not `required`, is read as optional all the same (the
    /// property is `nil` when the field is absent). `Content-Type` is ignored, as OpenAPI says.
    private func responseHeaders(of responses: [OpenAPINode], typeName: String) -> [Spec.ResponseHeader] {
        var headers: [Spec.ResponseHeader] = []
        var seen: Set<String> = []
        for response in responses {
            guard let map = response["headers"], let entries = pairs(of: map, what: "'headers'") else { continue }
            for (name, key, value) in entries where name.lowercased() != "content-type" && seen.insert(name.lowercased()).inserted {
                guard let header = dereference(value) else { continue }
                let type: Spec.TypeReference
                if let schema = header["schema"], let target = dereference(schema, lenient: true),
                   target["type"]?.rawText != "object", target["properties"] == nil,
                   dereference(target["items"] ?? schema, lenient: true)?["type"]?.rawText != "object" {
                    type = schemaType(schema, name: Naming.typeName(typeName, name, "Header")).type
                } else {
                    // No schema, or an object: the text as it is.
                    type = .builtin(.string)
                }
                headers.append(Spec.ResponseHeader(name: Located(name, at: key.location), type: Located(type, at: header.location),
                                                   description: string("description", of: header)))
            }
        }
        return headers
    }
}
