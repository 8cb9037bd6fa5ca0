/// Request Body Objects → request bodies (OpenAPI 3.x §4.7.13).
extension OpenAPIContext {
    /// The request body: JSON, form or multipart with the schema's type (inline objects named
    /// `<Operation>Body`, or `<Component>Body` for a `$ref`'d request body), or raw bytes
    /// (`Data`, sent with the media type) for any other media type. Optional unless
    /// `required: true`.
    func requestBody(_ node: OpenAPINode, typeName: String, suffix: String = "Body") -> Spec.Body? {
        guard let body = dereference(node) else { return nil }
        guard let content = body["content"] else {
            unsupported("a request body needs 'content'; ignored", at: body)
            return nil
        }
        guard let chosen = preferredContent(content) else { return nil }
        let required = bool("required", of: body)
        let name = OpenAPINames.referenceHint(node, suffix: suffix) ?? Naming.typeName(typeName, suffix)
        var encoding: Spec.BodyEncoding
        var type: Spec.TypeReference
        var contentType: Located<String>?
        switch chosen.kind {
        case .json, .form, .multipart:
            encoding = chosen.kind == .json ? .json : chosen.kind == .form ? .form : .multipart
            let schema = chosen.node["schema"]
            type = schema.map { schemaType($0, name: name).optionalIfNullable } ?? .builtin(.json)
            if encoding != .json {
                if let fitted = formBody(type, multipart: encoding == .multipart, schema: schema, name: name) {
                    type = fitted
                } else {
                    unsupported("a \(encoding.rawValue) body that is not an object is not supported yet; the body is raw bytes (Data) you encode, sent as \(chosen.mediaType)", at: chosen.key)
                    encoding = .binary
                    type = .builtin(.data)
                    contentType = chosen.key.located(chosen.mediaType)
                }
            }
        case .raw:
            encoding = .binary
            type = .builtin(.data)
            contentType = chosen.key.located(chosen.mediaType)
            if chosen.mediaType.lowercased().contains("xml") {
                unsupported("XML bodies are not encoded by EndpointGen; the body is raw bytes (Data) sent as \(chosen.mediaType)", at: chosen.key)
            }
        }
        if !required, !type.isOptional { type = .optional(type) }
        return Spec.Body(type: Located(type, at: chosen.node.location), encoding: Located(encoding, at: chosen.key.location), contentType: contentType)
    }

    /// The type of a form or multipart body whose fields all fit; `nil` when the body is not an
    /// object model. Every field fits a multipart body (`Data` is a file part; an object, a
    /// choice or an array of them a JSON part, text when it encodes as a JSON scalar: OpenAPI's
    /// defaults for multipart). In a URL-encoded form, a field that does not fit (a nested
    /// object, a list of objects, `Data`) is warned about and typed `String`, whose text is
    /// sent as is. An inline body model
    /// (made for this body's schema) is changed in place; any other (a `$ref`'d component) is
    /// copied under `name`, so its other uses keep the real types.
    private func formBody(_ type: Spec.TypeReference, multipart: Bool, schema: OpenAPINode?, name: String) -> Spec.TypeReference? {
        buildPendingModels()
        guard case .model(let modelName) = dealiased(type.withoutOptional), let index = modelIndex[modelName],
              case .object(let properties) = models[index].kind else { return nil }
        let encoding = multipart ? "multipart" : "form"
        var changed = false
        let fitted = properties.map { property -> Spec.Property in
            let base = property.type.value.withoutOptional
            // Multipart takes any value: objects, choices and arrays of them are JSON parts.
            if types.fits(base, in: multipart ? .multipartField : .formField) { return property }
            diagnostics.unsupported("property '\(property.name.value)' of type \(Self.describe(base)) cannot be sent in a \(encoding) body yet; typed String, its text is sent as is", at: property.name.location)
            changed = true
            var copy = property
            copy.type.value = property.type.value.isOptional ? .optional(.builtin(.string)) : .builtin(.string)
            copy.defaultValue = nil
            return copy
        }
        guard changed else { return type }
        if let schema, inlineTypes[schema.key] == .model(modelName) {
            models[index].kind = .object(fitted)
            return type
        }
        let copyName = uniqueModelName(name)
        modelIndex[copyName] = models.count
        var copy = Spec.Model(name: Located(copyName, at: models[index].name.location), description: models[index].description, kind: .object(fitted))
        copy.source = models[index].source
        models.append(copy)
        return type.isOptional ? .optional(.model(copyName)) : .model(copyName)
    }
}
