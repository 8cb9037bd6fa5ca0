/// Request Body Objects → request bodies (OpenAPI 3.x §4.7.13).
extension OpenAPIContext {
    /// The request body: JSON, form or multipart with the schema's type (inline objects named
    /// `<Operation>Body`, or `<Component>Body` for a `$ref`'d request body), or raw bytes
    /// (`Data`, sent with the media type) for any other media type. Optional unless
    /// `required: true`.
    func requestBody(_ node: OpenAPINode, typeName: String, suffix: String = "Body") -> Spec.Body? {
        guard let body = dereference(node) else { return nil }
        guard let content = body["content"] else {
            missingField("content", of: .requestBody, at: body)
            return nil
        }
        guard let chosen = preferredContent(content) else { return nil }
        let required = bool("required", of: body)
        let name = OpenAPINames.referenceHint(node, suffix: suffix) ?? Naming.typeName(typeName, suffix)
        var encoding: Spec.BodyEncoding
        var type: Spec.TypeReference
        var contentType: Located<String>?
        var fieldEncodings: [String: Spec.FieldEncoding] = [:]
        var partEncodings: [String: Spec.PartEncoding] = [:]
        switch chosen.kind {
        case .json, .form, .multipart:
            encoding = chosen.kind == .json ? .json : chosen.kind == .form ? .form : .multipart
            let schema = chosen.node["schema"]
            type = schema.map { schemaType($0, name: name).optionalIfNullable } ?? .builtin(.json)
            if encoding != .json, dealiased(type.withoutOptional) == .builtin(.json) {
                // No schema, or one that allows any value: a form is a list of named fields
                // (WHATWG URL §5; RFC 7578 §4.2), so its fields, any key any value, as `{type: object}`'s.
                type = type.isOptional ? .optional(.dictionary(.builtin(.json))) : .dictionary(.builtin(.json))
            }
            if encoding != .json {
                var entries = fieldEncodingEntries(chosen.node, multipart: encoding == .multipart, typeName: name)
                if let fitted = formBody(type, multipart: encoding == .multipart, schema: schema, name: name, encodings: &entries) {
                    // A free-form body keeps only the entries it applies.
                    fieldEncodings = entries.compactMapValues(\.encoding)
                    type = fitted
                } else {
                    if encoding == .form, case .model(let model) = dealiased(type.withoutOptional), let index = modelIndex[model],
                       case .oneOf = models[index].kind {
                        // A choice: formChoice has said which variant no form holds.
                    } else if let shape = unnamedBodyShape(type) {
                        // A form is a list of named fields (WHATWG URL §5; RFC 7578 §4.2): nothing to name here.
                        warning("a \(encoding.rawValue) body is a list of named fields, and \(shape) has no field names; the body is Data, which you encode, sent as \(chosen.mediaType)", at: chosen.key)
                    } else {
                        let shapes = encoding == .form ? "an object, a choice of objects, or a dictionary of values a form field holds (raw bytes one under each key, not in arrays or null)" : "an object"
                        unsupported("a \(encoding.rawValue) body that is not \(shapes) is not supported yet; the body is raw bytes (Data) you encode, sent as \(chosen.mediaType)", at: chosen.key)
                    }
                    encoding = .binary
                    type = .builtin(.data)
                    contentType = chosen.key.located(chosen.mediaType)
                }
                partEncodings = entries.compactMapValues(\.part)
            }
        case .raw:
            encoding = .binary
            type = .builtin(.data)
            contentType = chosen.key.located(chosen.mediaType)
            if chosen.mediaType.lowercased().contains("xml") {
                unsupported("XML bodies are not encoded by EndpointGen; the body is raw bytes (Data) sent as \(chosen.mediaType)", at: chosen.key)
            }
        }
        // A required body that may be `null` is sent whatever it holds; one that may be absent
        // is not sent when `nil`.
        let sendsNull = required && encoding == .json && type.isOptional
        if !required, !type.isOptional { type = .optional(type) }
        var result = Spec.Body(type: Located(type, at: chosen.node.location), encoding: Located(encoding, at: chosen.key.location), contentType: contentType)
        result.sendsNull = sendsNull
        result.fieldEncodings = encoding == .form ? fieldEncodings : [:]
        if encoding == .form, case .dictionary(let value) = dealiased(type.withoutOptional), dealiased(value) == .builtin(.data) {
            result.membersAreRawBytes = valuesAreRawBytes(chosen.node["schema"])
        }
        result.partEncodings = encoding == .multipart ? partEncodings : [:]
        return result
    }

    /// One entry of a media type's `encoding` map (OpenAPI 3.0.4 §4.7.15 Encoding Object): the
    /// URL-encoded field's style (`nil` in a multipart body) or the multipart part's content
    /// type and header fields (`nil` in a URL-encoded form), and where the entry is.
    struct FieldEncodingEntry {
        var encoding: Spec.FieldEncoding?
        var part: Spec.PartEncoding?
        var contentType: String?
        var node: OpenAPINode
    }

    /// The entries of a form or multipart media type's `encoding` map, by property name. In a
    /// URL-encoded form, `style`, `explode` and `allowReserved` are read as a query
    /// parameter's (a style the query does not define is an error), and `contentType:
    /// application/json` (or any JSON media type) sends the field as its JSON text; another
    /// `contentType`, and `headers` (which only multipart parts have), are warned about. In a
    /// multipart body, `contentType` is the part's media type (the first of a list), and each
    /// of `headers` (a Header Object, read as a header parameter; `Content-Type` and
    /// `Content-Disposition` are warned about and have no effect, as the part writes them) a request
    /// property sent as a header field of the part (inline enums named `typeName`, the part
    /// and the field); `style`, `explode` and `allowReserved` are warned about (they apply to
    /// URL-encoded forms).
    func fieldEncodingEntries(_ mediaType: OpenAPINode, multipart: Bool, typeName: String) -> [String: FieldEncodingEntry] {
        var entries: [String: FieldEncodingEntry] = [:]
        for (name, _, entry) in mapping("encoding", of: mediaType) ?? [] {
            let contentType = entry["contentType"]?.rawText?.split(separator: ",").first.map { String($0).trimmingCharacters(in: .whitespaces) }
            if multipart {
                // The part's Content-Type: a value no header can carry would fail every request.
                if let contentType, let node = entry["contentType"], let problem = FieldRules.mediaTypeProblem(contentType) {
                    error(problem, at: node)
                }
                for key in ["style", "explode", "allowReserved"] {
                    if let node = entry[key] { warning("'\(key)' applies to fields of application/x-www-form-urlencoded bodies (OpenAPI 3.0.4 §4.7.15); a multipart part is written by its content type", at: node) }
                }
                var part = Spec.PartEncoding(contentType: contentType, isJSON: contentType.map { Self.mediaKind($0) == .json } ?? false)
                if let map = entry["headers"], let headers = pairs(of: map, what: "'headers'") {
                    for (field, key, value) in headers {
                        if ["content-type", "content-disposition"].contains(field.lowercased()) {
                            warning("'\(field)' has no effect in a part's 'headers': the part writes it from its name, file name and 'contentType' (OpenAPI 3.0.4 §4.7.15)", at: key)
                            continue
                        }
                        guard let header = dereference(value) else { continue }
                        part.headers += parameters(header, name: field, place: "header", typeName: Naming.typeName(typeName, name, field)).map {
                            var located = $0
                            located.name = key.located(field)
                            return located
                        }
                    }
                }
                entries[name] = FieldEncodingEntry(part: part, contentType: contentType, node: entry)
                continue
            }
            let (style, explode, allowReserved) = parameterStyle(entry, place: "query", field: true)
            var encoding = Spec.FieldEncoding(style: style, explode: explode, allowReserved: allowReserved)
            if let contentType, let node = entry["contentType"] {
                if Self.mediaKind(contentType) == .json {
                    encoding.isJSON = true
                } else if contentType.lowercased() != "text/plain" {
                    warning("a URL-encoded field is sent as text, or as JSON text with a JSON 'contentType'; '\(contentType)' has no meaning here", at: node)
                }
            }
            if let headers = entry["headers"] {
                warning("'headers' apply to multipart parts (OpenAPI 3.0.4 §4.7.15); a URL-encoded field has none", at: headers)
            }
            entries[name] = FieldEncodingEntry(encoding: encoding, contentType: contentType, node: entry)
        }
        return entries
    }

    /// What a form or multipart body of `type` is when it cannot name its fields, for the
    /// warning: `"an array"` or `"a single value"` (a scalar or `Data`); `nil` for any other
    /// shape (objects, choices, dictionaries, free-form JSON).
    private func unnamedBodyShape(_ type: Spec.TypeReference) -> String? {
        let base = dealiased(type.withoutOptional)
        if case .array = base { return "an array" }
        if base == .builtin(.data) || types.isScalar(base) { return "a single value" }
        return nil
    }

    /// The type of a form or multipart body whose fields all fit; `nil` when the body is not an
    /// object model (nor, in a URL-encoded form, a dictionary, each key a field, whose values
    /// are not raw bytes, ``formMembersFit(_:schema:)``).
    ///
    /// In a multipart body, raw binary content is a file part: `format: binary`, a string
    /// with a `contentMediaType` (how OpenAPI 3.1 and FastAPI describe uploads), or an array
    /// of them, becomes `FilePart` (or `[FilePart]`), so the caller gives the file name and
    /// media type. Base64 content (`format: byte`, `contentEncoding: base64`) is a text part of
    /// that text, so a `String`, with a warning. Every other field fits a multipart body: a
    /// scalar or an array of scalars is a text part; an object, a choice or an array of them a
    /// JSON part, text when it encodes as a JSON scalar (OpenAPI's defaults for multipart).
    /// In a URL-encoded form, `Data` is sent as the wire says: base64 text for `format: byte`
    /// (or `contentEncoding: base64`), raw bytes percent-encoded for `format: binary` (or a
    /// `contentMediaType`); an object inside an object or an array (or a free-form `JSON`
    /// value) with no `style` in its encoding is sent as its JSON text, the Encoding Object's
    /// default `contentType` for objects; with a style that has no form for it (`form` on a
    /// list of objects), it is warned about and typed `String`, whose text is sent as is. An inline body
    /// model (made for this body's schema) is changed in place, and so is any model whose only
    /// change is file parts (`FilePart` reads and writes JSON as `Data` does, in base64); any
    /// other (a `$ref`'d component) is copied under `name`, so that its other uses keep the
    /// real types.
    private func formBody(_ type: Spec.TypeReference, multipart: Bool, schema: OpenAPINode?, name: String,
                          encodings: inout [String: FieldEncodingEntry]) -> Spec.TypeReference? {
        buildPendingModels()
        if multipart, case .dictionary(let value) = dealiased(type.withoutOptional) {
            return multipartMembers(type, value: value, schema: schema, encodings: encodings)
        }
        if !multipart, case .dictionary(let value) = dealiased(type.withoutOptional), formMembersFit(value, schema: schema) {
            // A free-form form (`additionalProperties`): each key a field, sent as an exploded
            // `form` object is (OpenAPI 3.0.4 §4.7.12.4, `style: form`), an array as the key
            // repeated, as an exploded array property is; objects with deepObject's brackets.
            // A key the `encoding` map writes otherwise is sent on its own, as a property of its
            // encoding would be (before the other keys).
            let holdsArrays = !types.isScalar(value)
            let base = dealiased(value)
            // Values that are not null and not bytes are written by the entry as a property of
            // their type would be (objects of scalars too, `explode: false` joining them).
            let writable = !value.isOptional && base != .builtin(.data)
            for (field, entry) in encodings.sorted(by: { $0.key < $1.key }) {
                let encoding = entry.encoding ?? Spec.FieldEncoding()
                // Every style writes a scalar as `name=value`, and an exploded array but
                // deepObject's as `name=a&name=b` (OpenAPI 3.0.4 §4.7.12.4).
                if encoding.isJSON || encoding.allowReserved || holdsArrays && (!encoding.explode || encoding.style == .deepObject) {
                    if writable && (encoding.isJSON || types.fits(value, in: .formField, deep: encoding.style == .deepObject)) { continue }
                    if writable {
                        // The document's fault: OpenAPI gives this style no form for such values.
                        warning("the encoding of '\(field)' gives a style that has no form for \(Self.describe(value)) (OpenAPI 3.0.4 §4.7.12.4 writes scalars, arrays and objects of them); this key is sent as the other keys are", at: entry.node)
                        encodings[field]?.encoding = nil
                        continue
                    }
                    unsupported("the encoding of '\(field)' applies to a key of a free-form form body whose values are \(Self.describe(value)); a value that may be null, or raw bytes, is written only as the other keys are, so this key is sent so; ignored", at: entry.node)
                } else {
                    warning("the encoding of '\(field)' has no effect: a key of a free-form form body is sent as name=value pairs, as this encoding writes them", at: entry.node)
                }
                encodings[field]?.encoding = nil
            }
            return type
        }
        if !multipart, case .model(let modelName) = dealiased(type.withoutOptional), let index = modelIndex[modelName],
           case .oneOf(let choice) = models[index].kind {
            return formChoice(type, choice: choice, encodings: encodings)
        }
        guard case .model(let modelName) = dealiased(type.withoutOptional), let index = modelIndex[modelName],
              case .object(let properties) = models[index].kind else { return nil }
        for (field, entry) in encodings.sorted(by: { $0.key < $1.key }) where !properties.contains(where: { $0.name.value == field }) {
            warning("the encoding of '\(field)' names no property of the body, so it applies to nothing", at: entry.node)
        }
        var changed = false, madeText = false
        let fitted = properties.map { property -> Spec.Property in
            let base = property.type.value.withoutOptional
            var copy = property
            let entry = encodings[property.name.value]
            if entry?.encoding?.isJSON == true { return property }
            if multipart, let file = filePart(base, mediaType: property.contentMediaType) {
                // A file part's content type is the property's media type, not a text part's.
                encodings[property.name.value]?.part?.contentType = nil
                encodings[property.name.value]?.part?.isJSON = false
                if entry?.contentType == nil, let mediaType = property.contentMediaType, let problem = FieldRules.mediaTypeProblem(mediaType) {
                    // The file part's default Content-Type.
                    diagnostics.error("the 'contentMediaType' of property '\(property.name.value)': " + problem, at: property.name.location)
                }
                guard file != base || entry?.contentType != nil else { return property }
                copy.type.value = property.type.value.isOptional ? .optional(file) : file
                copy.contentMediaType = entry?.contentType ?? property.contentMediaType
            } else if multipart, dealiased(base) == .builtin(.data) {
                diagnostics.warning("property '\(property.name.value)' is base64 text (format: byte or contentEncoding), so its part is that text: typed String, give the base64 text", at: property.name.location)
                if let entry, entry.part?.isJSON == false, let contentType = entry.contentType, let node = entry.node["contentType"] {
                    // The part is base64 text: sent as the bytes of another media type, it would be read as other bytes.
                    warning("the part of '\(property.name.value)' is base64 text, which '\(contentType)' would read as other bytes; it is sent as text", at: node)
                    encodings[property.name.value]?.part?.contentType = nil
                }
                copy.type.value = property.type.value.isOptional ? .optional(.builtin(.string)) : .builtin(.string)
                madeText = true
            } else if types.fits(base, in: multipart ? .multipartField : .formField, deep: entry?.encoding?.style == .deepObject) {
                if entry?.encoding?.style == .deepObject { checkDeepObjectKeys(base, name: property.name.value) }
                // Multipart takes any other value: objects, choices and arrays of them are JSON parts.
                if multipart, entry?.part?.isJSON == false, !types.isScalarOrArray(base, unknown: true),
                   let contentType = entry?.contentType, let node = entry?.node["contentType"] {
                    warning("the part of '\(property.name.value)' holds an object, sent as JSON; '\(contentType)' has no meaning for it", at: node)
                    encodings[property.name.value]?.part?.contentType = nil
                }
                return property
            } else if let schema, entry.map({ entry in ["style", "explode", "allowReserved"].allSatisfy { entry.node[$0] == nil } }) ?? true {
                // No style is given, and the default one (form) has no form for objects inside
                // objects or arrays: the Encoding Object's default `contentType` for an object,
                // application/json, applies (OpenAPI 3.0.4 §4.7.15), the field its JSON text.
                var json = entry ?? FieldEncodingEntry(encoding: Spec.FieldEncoding(), node: schema)
                json.encoding = json.encoding ?? Spec.FieldEncoding()
                json.encoding?.isJSON = true
                encodings[property.name.value] = json
                return property
            } else {
                // The document gives a style that OpenAPI defines no form for with this value.
                diagnostics.warning("property '\(property.name.value)' of type \(Self.describe(base)) has no form in the style its encoding gives (OpenAPI 3.0.4 §4.7.12.4 writes scalars, arrays and objects of them; style deepObject, or no style for its JSON text, writes it); typed String, its text is sent as is", at: property.name.location)
                copy.type.value = property.type.value.isOptional ? .optional(.builtin(.string)) : .builtin(.string)
                madeText = true
            }
            changed = true
            copy.defaultValue = nil
            return copy
        }
        let isInline = schema.map { inlineTypes[$0.key] == .model(modelName) } ?? false
        if isInline, models[index].additionalPropertiesAreImplicit {
            // A form or multipart body sends its properties only; an inline body model is
            // only this body, so it keeps no other members the request would not send.
            models[index].additionalProperties = nil
        }
        if multipart { replaceUnwritableCharsets(&encodings) }
        guard changed else { return type }
        if !madeText || isInline {
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

    /// The type of a URL-encoded body that is a choice (`oneOf`, `anyOf`), `nil` when a
    /// variant does not fit (with a warning naming it). The value is sent as the fields of the
    /// variant it holds (of each it holds, for an `anyOf`), as its JSON object has them: each
    /// variant must be an object whose properties a form field holds with deepObject's
    /// brackets (``SpecTypes/deepFits(_:unknown:passed:)``); an object property is written
    /// `key[inner]=x`, an array of scalars repeats the key when no variant holds an object
    /// and is `key[]=x` beside objects. A scalar variant has no field name. The `encoding`
    /// entries name no property of the choice as a whole, which each variant would write in
    /// its own way: they are warned about and ignored.
    private func formChoice(_ type: Spec.TypeReference, choice: Spec.OneOf, encodings: [String: FieldEncodingEntry]) -> Spec.TypeReference? {
        for variant in choice.variants {
            guard case .model(let name) = dealiased(variant.type.value.withoutOptional), let index = modelIndex[name],
                  case .object = models[index].kind, types.deepFits(.model(name)) else {
                if let shape = unnamedBodyShape(variant.type.value) {
                    // The document's fault: a form is a list of named fields (WHATWG URL §5).
                    diagnostics.warning("a form body that is a choice is sent as the fields of the variant it holds; the variant \(Self.describe(variant.type.value)) is \(shape), which has no field names (a form is a list of named fields); the body is Data, which you encode", at: variant.type.location)
                    return nil
                }
                diagnostics.unsupported("a form body that is a choice is sent as the fields of the variant it holds; the variant \(Self.describe(variant.type.value)) is not an object whose properties are scalars, arrays or objects of them, which is all a form field holds (WHATWG URL §5), so the body is raw bytes (Data) you encode", at: variant.type.location)
                return nil
            }
        }
        for (field, entry) in encodings.sorted(by: { $0.key < $1.key }) {
            warning("the encoding of '\(field)' has no effect: a choice body is sent as the fields of the variant it holds, each written as its type is by default", at: entry.node)
        }
        return type
    }

    /// Warns about each text or JSON part whose `contentType` names a charset the runtime
    /// cannot write the part in (``FieldRules/textPartCharsets``, UTF-8 for JSON), which would
    /// fail every request that sets it, and sends the part in UTF-8 instead, its `charset`
    /// parameter saying so. A file part (its `contentType` already moved to the property) is
    /// the caller's bytes in whatever charset they are.
    private func replaceUnwritableCharsets(_ encodings: inout [String: FieldEncodingEntry]) {
        for (field, entry) in encodings.sorted(by: { $0.key < $1.key }) {
            guard let part = entry.part, let contentType = part.contentType, let charset = FieldRules.charset(of: contentType) else { continue }
            let writable = part.isJSON ? FieldRules.jsonPartCharsets : FieldRules.textPartCharsets
            guard !writable.contains(charset.lowercased()) else { continue }
            let replaced = FieldRules.replacingCharset(in: contentType, with: "utf-8")
            warning("the charset '\(charset)' of the part '\(field)' is not one the client writes \(part.isJSON ? "JSON in (UTF-8)" : "text in (UTF-8, US-ASCII, ISO-8859-1)"); the part is sent in UTF-8, as '\(replaced)'",
                    at: entry.node["contentType"] ?? entry.node)
            encodings[field]?.part?.contentType = replaced
        }
    }

    /// Whether each value of a free-form URL-encoded form (`additionalProperties` of
    /// `value`) has a form: anything but file parts, and raw bytes (`format: binary` or a
    /// `contentMediaType`) other than one `Data` under each key, which is sent as its bytes
    /// percent-encoded as a binary property is (an optional or an array of them is not).
    /// What the runtime cannot write (an object inside a `JSON` value) fails the request.
    private func formMembersFit(_ value: Spec.TypeReference, schema: OpenAPINode?) -> Bool {
        var base = dealiased(value.withoutOptional), depth = 0
        while case .array(let element) = base {
            base = dealiased(element.withoutOptional)
            depth += 1
        }
        if base == .builtin(.filePart) { return false }
        return base != .builtin(.data) || !valuesAreRawBytes(schema, arrays: depth) || depth == 0 && dealiased(value) == .builtin(.data)
    }

    /// Whether the values of a dictionary schema (`additionalProperties`, inside `arrays`
    /// levels of `items`) are raw bytes: `format: binary` or a `contentMediaType`, rather
    /// than base64 text.
    private func valuesAreRawBytes(_ schema: OpenAPINode?, arrays: Int = 0) -> Bool {
        guard var values = schema.flatMap({ dereference($0) })?["additionalProperties"].flatMap({ dereference($0) }) else { return false }
        for _ in 0..<arrays {
            guard let items = values["items"].flatMap({ dereference($0) }) else { return false }
            values = items
        }
        return values["format"]?.rawText == "binary" || values["contentMediaType"] != nil
    }

    /// The type of a free-form multipart body (a dictionary of `value`): each key one part,
    /// in the order of the keys (RFC 7578 §4.2 names every part). As for an object's
    /// properties, raw bytes are file parts (`FilePart`, so the caller gives the file name and
    /// media type) and base64 content is a text part of that text (a `String`, with a
    /// warning); scalars are text parts, an array of them one part per element, any other
    /// value one JSON part. An `encoding` entry names no property, against OpenAPI 3.0.4
    /// §4.7.14, and is warned about and ignored.
    private func multipartMembers(_ type: Spec.TypeReference, value: Spec.TypeReference, schema: OpenAPINode?,
                                  encodings: [String: FieldEncodingEntry]) -> Spec.TypeReference {
        for (field, entry) in encodings.sorted(by: { $0.key < $1.key }) {
            warning("the encoding of '\(field)' names no property of the schema, as OpenAPI 3.0.4 §4.7.14 requires of the keys of 'encoding'; a key of a free-form multipart body is a part written by the shape of its value, and this entry is ignored", at: entry.node)
        }
        guard dealiased(value.withoutOptional) == .builtin(.data) else { return type }
        let member: Spec.TypeReference
        if valuesAreRawBytes(schema) {
            member = .builtin(.filePart)
        } else {
            if let schema {
                warning("the values of this multipart body are base64 text (format: byte or contentEncoding), so each part is that text: typed String, give the base64 text", at: schema)
            }
            member = .builtin(.string)
        }
        let dictionary = Spec.TypeReference.dictionary(value.isOptional ? .optional(member) : member)
        return type.isOptional ? .optional(dictionary) : dictionary
    }

    /// `FilePart` for raw binary content (a `FilePart`, or `Data` or a string with a binary
    /// media type), `[FilePart]` for an array of it; `nil` for anything else.
    private func filePart(_ type: Spec.TypeReference, mediaType: String?) -> Spec.TypeReference? {
        switch dealiased(type) {
        case .builtin(.filePart): .builtin(.filePart)
        case .builtin(.data), .builtin(.string): mediaType == nil ? nil : .builtin(.filePart)
        case .array(let element): filePart(element.withoutOptional, mediaType: mediaType).map { .array($0) }
        default: nil
        }
    }
}
