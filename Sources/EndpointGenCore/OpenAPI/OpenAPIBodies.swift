/// Request Body Objects → request bodies (OpenAPI 3.x §4.7.13).
extension OpenAPIContext {
    /// The request body: JSON, form or multipart with the schema's type (inline objects named
    /// `<Operation>Body`, or `<Component>Body` for a `$ref`'d request body), or raw bytes (`Data`, sent with the media type) for any other media
    /// type. Optional unless `required: true`.
    func requestBody(_ node: OpenAPINode, typeName: String) -> Spec.Body? {
        guard let body = dereference(node) else { return nil }
        guard let content = body["content"] else {
            warning("a request body needs 'content'; ignored", at: body)
            return nil
        }
        guard let chosen = preferredContent(content) else { return nil }
        let required = bool("required", of: body)
        let encoding: Spec.BodyEncoding
        var type: Spec.TypeReference
        var contentType: String?
        switch chosen.kind {
        case .json, .form, .multipart:
            encoding = chosen.kind == .json ? .json : chosen.kind == .form ? .form : .multipart
            if let schema = chosen.node["schema"] {
                let name = OpenAPINames.referenceHint(node, suffix: "Body") ?? OpenAPINames.typeName(typeName, "Body")
                type = schemaType(schema, name: name).optionalIfNullable
            } else {
                type = .builtin(.json)
            }
            if chosen.kind != .json, !isFormShaped(type) {
                warning("a \(chosen.mediaType) body should be an object schema; its encoding may fail at run time", at: chosen.key)
            }
        case .raw:
            encoding = .binary
            type = .builtin(.data)
            contentType = chosen.mediaType
            if chosen.mediaType.lowercased().contains("xml") {
                warning("XML bodies are not encoded by EndpointGen; the body is raw bytes (Data) sent as \(chosen.mediaType)", at: chosen.key)
            }
        }
        if !required, !type.isOptional { type = .optional(type) }
        return Spec.Body(type: Located(type, at: chosen.node.location), encoding: Located(encoding, at: chosen.key.location), contentType: contentType)
    }

    /// Whether a type can be form- or multipart-encoded: a model that is an object (or a
    /// dictionary).
    private func isFormShaped(_ type: Spec.TypeReference) -> Bool {
        switch type {
        case .optional(let wrapped): return isFormShaped(wrapped)
        case .dictionary: return true
        case .model(let name):
            return models.contains { model in
                guard model.name.value == name else { return false }
                if case .object = model.kind { return true }
                return false
            } || pendingModels.contains { $0.name.value == name }
        default: return false
        }
    }
}
