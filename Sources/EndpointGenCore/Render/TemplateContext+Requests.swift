import Mustache

/// The context of one endpoint's request type (`request.mustache`).
extension TemplateContext {
    func request(_ request: RequestDeclaration) -> TemplateValue {
        var context = common
        let httpLine = "`\(request.method.rawValue) \(request.pathTemplate)\(request.constantQuery)`"
        let deprecation: String? = request.deprecated ? "- Warning: Deprecated in the spec." : nil
        context[.name] = .string(request.name)
        context[.specPath] = .string(request.specPath)
        context[.doc] = Self.doc([request.summary, request.description, httpLine, deprecation], specPath: request.source?.reference ?? request.specPath)
        context[.deprecated] = .bool(request.deprecated)
        context[.formerName] = request.formerName.map { .string($0) } ?? .null
        context[.method] = .string("." + request.method.rawValue.lowercased())
        context[.pathTemplate] = .string(SwiftText.stringLiteral(request.pathTemplate))
        context[.path] = .string(pathExpression(request.pathSegments))
        serverKeys(request.servers, indent: "        ", into: &context)

        // A stored property for a parameter (or a multipart part's header field), `nil` by default when optional.
        func member(_ parameter: ParameterDeclaration, origin: String) -> TemplateObject {
            [
                .name: .string(parameter.name),
                .type: .string(parameter.type.code),
                .doc: Self.doc([parameter.description, origin], specPath: nil),
                .defaultValue: parameter.type.isOptional ? .string("nil") : .null,
            ]
        }
        var members: [TemplateObject] = request.parameters.map {
            member($0, origin: "The \($0.location.rawValue) parameter `\($0.specName)`.")
        }
        if let body = request.body {
            let bodyMember: TemplateObject = [
                .name: .string(body.name),
                .type: .string(body.type.code),
                .doc: Self.doc(["The request body, sent as \(Self.describe(body.encoding))" + (body.sendsNull ? "; `nil` is sent as `null`." : ".")], specPath: nil),
                .defaultValue: body.type.isOptional && !body.sendsNull ? .string("nil") : .null,
            ]
            // The header fields of multipart parts follow the body, in the order of its fields.
            let partHeaders: [TemplateObject] = body.fields.flatMap { field in
                (body.partHeaders[field.jsonKey] ?? []).map {
                    member($0, origin: "The header field `\($0.specName)` of the multipart part `\(field.jsonKey)`.")
                }
            }
            let pathCount = request.parameters.filter { $0.location == .path }.count
            members.insert(contentsOf: [bodyMember] + partHeaders, at: pathCount)
        }
        context[.members] = Self.withSeparators(members)
        context[.hasMembers] = .bool(!members.isEmpty)

        let query = request.parameters.filter { $0.location == .query }
        // The constant items of an OpenAPI path key's query, then the parameters.
        let constants: [TemplateValue] = request.constantQueryItems.map { item in
            .object([
                .name: .string(SwiftText.stringLiteral(item.name)),
                .value: .string(item.values.count == 1 ? SwiftText.stringLiteral(item.values[0]) : SwiftText.stringArrayLiteral(item.values)),
                .style: .string(""),
            ])
        }
        context[.queryItems] = .list(constants + query.map { .object(queryItem($0, property: "self." + $0.name)) })
        context[.hasQueryItems] = .bool(!query.isEmpty || !constants.isEmpty)

        let headers = request.parameters.filter { $0.location == .header }
        context[.headerFields] = .list(headers.map { parameter in
            let optional = parameter.type.isOptional
            let value = parameterValue(parameter, optional ? "value" : "self." + parameter.name)
            let explode = parameter.explode ? ", explode: true" : ""
            return .object([
                .name: .string(SwiftText.stringLiteral(parameter.specName)),
                .property: .string("self." + parameter.name),
                .isOptional: .bool(optional),
                .text: .string("\(value).headerFieldValue(name: \(SwiftText.stringLiteral(parameter.specName))\(explode))"),
            ])
        })
        let cookies = request.parameters.filter { $0.location == .cookie }
        context[.cookies] = .list(cookies.map { parameter in
            let optional = parameter.type.isOptional
            let value = parameterValue(parameter, optional ? "value" : "self." + parameter.name)
            let explode = parameter.explode ? "" : ", explode: false"
            return .object([
                .property: .string("self." + parameter.name),
                .isOptional: .bool(optional),
                .pair: .string("\(value).cookiePairs(name: \(SwiftText.stringLiteral(parameter.specName))\(explode))"),
            ])
        })
        context[.hasCookies] = .bool(!cookies.isEmpty)
        responseKeys(request, into: &context)
        context[.hasHeaderFields] = .bool(!headers.isEmpty || !cookies.isEmpty || request.stream != nil)
        context[.hasSecurity] = .bool(request.security != nil)
        context[.security] = .string(Self.securityLiteral(request.security ?? []))

        context[.hasBody] = .bool(request.body != nil)
        if let body = request.body { bodyKeys(body, into: &context) }
        return .object(context)
    }

    /// The `path` property's string literal, each parameter encoded once by
    /// `PathParameter.encode`: a scalar in the `simple` style as it is, anything else as a
    /// `ParameterValue` with its style.
    func pathExpression(_ segments: [RequestDeclaration.PathSegment]) -> String {
        var literal = ""
        for segment in segments {
            switch segment {
            case .text(let text):
                literal += SwiftText.literalContent(text)
            case .parameter(let parameter) where parameter.style == .simple && parameter.type.isScalar && !parameter.isJSON:
                literal += "\\(PathParameter.encode(\(ValueExpressions.pathValue("self." + parameter.name, type: parameter.type))))"
            case .parameter(let parameter):
                let value = parameterValue(parameter, "self." + parameter.name)
                literal += "\\(PathParameter.encode(\(value), name: \(SwiftText.stringLiteral(parameter.specName))"
                    + Self.styleArguments(parameter, defaultStyle: .simple, defaultExplode: false) + "))"
            }
        }
        return "\"" + literal + "\""
    }

    /// The `name`, `value` and `style` keys of one `items.append(name, value<style>)` of a
    /// query parameter or a URL-encoded form field (`property` is how the value is reached):
    /// a scalar or an array as it is, an object or a dictionary as a `ParameterValue`, a JSON
    /// value as its JSON text; the style arguments that differ from `form`, exploded.
    func queryItem(_ parameter: ParameterDeclaration, property: String) -> TemplateObject {
        let type = parameter.type.dealiased.unwrapped.dealiased
        var value = ValueExpressions.queryValue(property, type: parameter.type)
        if parameter.isJSON {
            value = parameter.type.isOptional ? "\(property).map { ParameterValue(json: $0) }" : "ParameterValue(json: \(property))"
        } else if !type.isScalar, !ValueExpressions.isArrayOfScalars(type) {
            var wrapped = ValueExpressions.parameterValue(parameter.type.isOptional ? "$0" : property, type: type, models: models)
            if let keys = parameter.propertyKeys {
                // The members beside an object's properties: a member with a property's key is refused.
                let literal = SwiftText.stringArrayLiteral(keys)
                wrapped = "ParameterValue(additionalProperties: \(parameter.type.isOptional ? "$0" : property), excluding: \(literal))"
            }
            value = parameter.type.isOptional ? "\(property).map { \(wrapped) }" : wrapped
        }
        return [
            .name: .string(SwiftText.stringLiteral(parameter.specName)),
            .value: .string(value),
            .style: .string(parameter.isJSON ? "" : type.isScalar ? (parameter.allowReserved ? ", allowReserved: true" : "")
                            : Self.styleArguments(parameter, defaultStyle: .form, defaultExplode: true)),
        ]
    }

    /// A `ParameterValue` expression for a parameter's non-optional `value`: its JSON text
    /// for a JSON parameter, else as its type's style writes it.
    func parameterValue(_ parameter: ParameterDeclaration, _ value: String) -> String {
        parameter.isJSON ? "ParameterValue(json: \(value))" : ValueExpressions.parameterValue(value, type: parameter.type, models: models)
    }

    /// The arguments after the value that differ from the runtime's defaults: `, style: .label`,
    /// `, explode: true`, `, allowReserved: true`.
    static func styleArguments(_ parameter: ParameterDeclaration, defaultStyle: Spec.ParameterStyle, defaultExplode: Bool) -> String {
        var arguments = ""
        if parameter.style != defaultStyle { arguments += ", style: .\(parameter.style.rawValue)" }
        // deepObject is defined exploded only (OpenAPI 3.0.4 §4.7.12.4); the runtime ignores `explode` there.
        if parameter.explode != defaultExplode, parameter.style != .deepObject { arguments += ", explode: \(parameter.explode)" }
        if parameter.allowReserved { arguments += ", allowReserved: true" }
        return arguments
    }

    /// The `security` property's literal: `[["bearerAuth"], []]`, alternatives in spec order,
    /// each alternative's names sorted.
    static func securityLiteral(_ security: [[String]]) -> String {
        "[" + security.map { SwiftText.stringArrayLiteral($0.sorted()) }.joined(separator: ", ") + "]"
    }

    /// The arguments after a multipart part's value: `, contentType: "…"` for a text or JSON
    /// part the spec gives a media type (`isFile`: never), and `, headerFields: [...]` with
    /// each of the part's header fields, its text as a header parameter's.
    func partArguments(_ field: PropertyDeclaration, of body: BodyDeclaration, isFile: Bool) -> String {
        var arguments = ""
        if !isFile, let contentType = body.partEncodings[field.jsonKey]?.contentType {
            arguments += ", contentType: " + SwiftText.stringLiteral(contentType)
        }
        let headers = body.partHeaders[field.jsonKey] ?? []
        if !headers.isEmpty {
            arguments += ", headerFields: [" + headers.map { header in
                let name = SwiftText.stringLiteral(header.specName)
                let explode = header.explode ? ", explode: true" : ""
                let value = parameterValue(header, header.type.isOptional ? "$0" : "self." + header.name)
                let text = "\(value).headerFieldValue(name: \(name)\(explode))"
                return "\(name): " + (header.type.isOptional ? "self.\(header.name).map { \(text) }" : text)
            }.joined(separator: ", ") + "]"
        }
        return arguments
    }

    /// Body keys: `isJSONBody`, `isFormBody`, `isMultipartBody`, `isBinaryBody`, `bodyName`,
    /// `bodyIsOptional`, `contentType`, `fields`.
    private func bodyKeys(_ body: BodyDeclaration, into context: inout TemplateObject) {
        context[.bodyName] = .string(body.name)
        context[.bodyIsOptional] = .bool(body.type.isOptional && !body.sendsNull)
        context[.isJSONBody] = .bool(body.encoding == .json)
        context[.isFormBody] = .bool(body.encoding == .form)
        context[.isMultipartBody] = .bool(body.encoding == .multipart)
        context[.isBinaryBody] = .bool(body.encoding == .binary)
        context[.contentType] = .string(SwiftText.stringLiteral(body.contentType))
        if body.encoding == .multipart, case .dictionary(let element) = body.type.unwrapped.dealiased {
            context[.fields] = .list([.object(multipartMembers("value", element: element))])
            return
        }
        if body.encoding == .form, case .model(let name, let target) = body.type.unwrapped.dealiased, target == .oneOf || target == .anyOf {
            context[.fields] = .list([.object(formChoice("value", model: name))])
            return
        }
        if body.encoding == .form, body.membersAreRawBytes {
            // Each key a field of its raw bytes, percent-encoded byte by byte (OpenAPI `format: binary`).
            context[.fields] = .list([.object([.name: .string(SwiftText.stringLiteral("")), .value: .string("bytesByKey: value"), .style: .string("")])])
            return
        }
        if body.encoding == .form, case .dictionary(let element) = body.type.unwrapped.dealiased {
            // The keys the `encoding` map writes in their own way, each a field of its encoding;
            // then the others, without them.
            let keyed = body.fieldEncodings.sorted { $0.key < $1.key }
            var fields: [TemplateValue] = keyed.map { key, encoding in
                var item = queryItem(ParameterDeclaration(
                    specName: key, name: key, location: .query, type: .optional(element), style: encoding.style,
                    explode: encoding.explode, allowReserved: encoding.allowReserved, isJSON: encoding.isJSON),
                    property: "value[\(SwiftText.stringLiteral(key))]")
                item[.name] = .string(SwiftText.stringLiteral(key))
                return .object(item)
            }
            let others = keyed.isEmpty ? "value" : "value.filter { !\(SwiftText.stringArrayLiteral(keyed.map(\.key))).contains($0.key) }"
            let (value, style) = Self.formMembers(others, element: element, models: models)
            fields.append(.object([.name: .string(SwiftText.stringLiteral("")), .value: .string(value), .style: .string(style)]))
            context[.fields] = .list(fields)
            return
        }
        var fields: [TemplateValue] = body.fields.map { field in
            let (access, type) = ValueExpressions.nullAsAbsent("value." + field.name, type: field.type)
            // An object, a choice, or an array of them: one JSON part (multipart only).
            let isJSON = body.jsonFields.contains(field.name)
            let isArray = !isJSON && type.unwrapped.dealiased.isArray
            var element = ResolvedType.builtin(.string)
            if case .array(let inner) = type.unwrapped.dealiased { element = inner }
            let isFile = !isJSON && type.unwrapped.isFile, isFileArray = isArray && element.isFile
            let isFilePart = (isFileArray ? element : type.unwrapped).dealiased == .builtin(.filePart)
            var formItem: TemplateObject = [:]
            if body.encoding == .form, type.unwrapped.dealiased == .builtin(.data) {
                // Raw bytes (a media type) percent-encoded, base64 content as its text.
                formItem[.value] = .string(field.contentMediaType != nil ? "bytes: \(access)"
                    : access + (type.isOptional ? "?" : "") + ".base64EncodedString()")
            } else if body.encoding == .form {
                // Written as a query parameter of the field's style (OpenAPI Encoding Object).
                let encoding = body.fieldEncodings[field.jsonKey] ?? Spec.FieldEncoding()
                formItem = queryItem(ParameterDeclaration(
                    specName: field.jsonKey, name: field.name, location: .query, type: type, style: encoding.style,
                    explode: encoding.explode, allowReserved: encoding.allowReserved, isJSON: encoding.isJSON), property: access)
            }
            return .object([
                .name: .string(SwiftText.stringLiteral(field.jsonKey)),
                .value: formItem[.value] ?? .string(ValueExpressions.queryValue(access, type: type)),
                .style: formItem[.style] ?? .string(""),
                .isFile: .bool(isFile && !isFilePart),
                .isFilePart: .bool(isFilePart && !isFileArray),
                .isFileArray: .bool(isFileArray && isFilePart),
                .isArray: .bool(isArray && !isFileArray),
                .isText: .bool(!isFile && !isArray && !isJSON),
                .isJSON: .bool(isJSON),
                .property: .string(access),
                .elements: .string(type.isOptional ? "\(access) ?? []" : access),
                .element: .string(ValueExpressions.queryValue("element", type: element)),
                .filename: .string(SwiftText.stringLiteral(field.jsonKey)),
                .contentType: .string(SwiftText.stringLiteral(field.contentMediaType ?? "application/octet-stream")),
                .partArguments: .string(body.encoding == .multipart ? partArguments(field, of: body, isFile: isFile || isFilePart) : ""),
            ])
        }
        if case .model(let name, .object) = body.type.unwrapped.dealiased, let members = models[name]?.additionalProperties {
            fields.append(.object(additionalMembers(members, of: body, properties: body.fields)))
        }
        context[.fields] = .list(fields)
    }

    /// What a body field that writes members beside or instead of properties starts from: no
    /// file, text or JSON part of its own, no part arguments; the callers set the rest.
    private static let memberField: TemplateObject = [
        .isFile: .bool(false), .isFilePart: .bool(false), .isFileArray: .bool(false),
        .isText: .bool(false), .isJSON: .bool(false), .isArray: .bool(false), .partArguments: .string(""),
    ]

    /// The field that sends the members a form or multipart body model keeps beside its
    /// properties (OpenAPI `additionalProperties`), after the properties, in the order of their
    /// keys: in a form, as the members of a free-form form body are written
    /// (``formMembers(_:element:models:)``), a key that is a property's refused by the
    /// runtime; in a multipart body, one part each, text or JSON as a JSON part is written, a
    /// key that is a property's refused by the runtime as well.
    private func additionalMembers(_ members: ModelDeclaration.AdditionalProperties, of body: BodyDeclaration,
                                   properties: [PropertyDeclaration]) -> TemplateObject {
        let access = "value." + members.name
        var field = Self.memberField
        let keys = SwiftText.stringArrayLiteral(properties.map(\.jsonKey))
        if body.encoding == .multipart {
            field[.isArray] = .bool(true)
            field[.name] = .string("element.key")
            field[.element] = .string("json: element.value")
            field[.elements] = .string("MultipartFormData.additionalProperties(\(access), excluding: \(keys))")
            return field
        }
        field[.name] = .string(SwiftText.stringLiteral(""))
        field[.style] = .string(Self.formMembers(access, element: members.valueType, models: models).style)
        field[.value] = .string("ParameterValue(additionalProperties: \(access), excluding: \(keys))")
        return field
    }

    /// The one template field (a loop over the entries, in the order of their keys) that
    /// writes the members of a free-form multipart body (a dictionary of `element`, `value`),
    /// each key a part: a file part (`FilePart`, or `Data` named by its key) as its bytes, a
    /// scalar as a text part, an array of scalars one text part per element, any other value
    /// one JSON part (text when it encodes as a JSON string, number or Boolean).
    private func multipartMembers(_ value: String, element: ResolvedType) -> TemplateObject {
        var field = Self.memberField
        field[.isArray] = .bool(true)
        field[.name] = .string("element.key")
        field[.elements] = .string(value + ".sorted(by: { $0.key < $1.key })")
        let base = element.dealiased.unwrapped.dealiased
        if base == .builtin(.filePart) {
            field[.element] = .string("file: element.value, contentType: \"application/octet-stream\"")
        } else if base == .builtin(.data) {
            // A file part named by its key, as a `Data` property's is.
            field[.element] = .string("data: element.value, filename: element.key")
        } else if base.isScalar {
            field[.element] = .string(ValueExpressions.queryValue("element.value", type: element))
        } else if !element.isOptional, case .array(let inner) = base, inner.isScalar {
            // One part per element, as an array property's parts are written.
            field[.elements] = .string(value + ".sorted(by: { $0.key < $1.key }).flatMap({ entry in entry.value.map { (key: entry.key, value: $0) } })")
            field[.element] = .string(ValueExpressions.queryValue("element.value", type: inner))
        } else {
            field[.element] = .string("json: element.value")
        }
        return field
    }

    /// The field of a URL-encoded body that is a choice (`oneOf`, `anyOf`) of object models:
    /// the fields of the variant it holds, as its `Encodable` conformance writes them; as an
    /// exploded `form` object (`key=x`, an array as `key=a&key=b`) when every variant's
    /// properties, and its undeclared members if it keeps them, are scalars or arrays of them
    /// (free-form members too: an object among them fails the request), else with deepObject's
    /// brackets, the keys bare (`key[inner]=x`, `list[]=a`).
    private func formChoice(_ value: String, model: String) -> TemplateObject {
        let variants: [ModelDeclaration.Variant] = switch models[model]?.kind {
        case .oneOf(let variants, _, _)?: variants
        case .anyOf(let variants)?: variants
        default: []
        }
        let flat = variants.allSatisfy { variant in
            guard case .model(let name, _) = variant.type.dealiased.unwrapped.dealiased,
                  case .object(let properties)? = models[name]?.kind else { return false }
            // Undeclared members (implicit unless `additionalProperties: false`) are written as
            // a form body model's are: flat when they are scalars, arrays of them or free-form.
            let membersFlat = models[name]?.additionalProperties.map {
                Self.formMembers("", element: $0.valueType, models: models).style == Self.formStyle
            } ?? true
            return membersFlat && properties.allSatisfy {
                let type = $0.type.dealiased.unwrapped.dealiased
                return type.isScalar || ValueExpressions.isArrayOfScalars(type)
            }
        }
        return [
            .name: .string(SwiftText.stringLiteral("")),
            .value: .string("ParameterValue(encoding: \(value))"),
            .style: .string(flat ? Self.formStyle : ", style: .deepObject"),
        ]
    }

    /// The style arguments of an exploded `form` object (`key=x`, an array as `key=a&key=b`).
    static let formStyle = ", style: .form, explode: true"

    /// The value and style arguments that write the members of a free-form form body (a
    /// dictionary of `element`, `value`), each key a field, in the order of the keys:
    /// scalars and arrays of them as an exploded `form` object writes them (`key=a&key=b`),
    /// `Data` as its base64 text; `JSON` values (free-form: the schema says nothing of their
    /// shape) as the same, so that an object among them, which no form field can hold, fails
    /// the request; objects, choices and dictionaries with deepObject's brackets, the key bare
    /// (`key[inner]=x`, `key[list][0][inner]=y`), which keep every key and value.
    static func formMembers(_ value: String, element: ResolvedType, models: [String: ModelDeclaration]) -> (value: String, style: String) {
        let form = formStyle
        let base = element.dealiased.unwrapped.dealiased
        if base.isScalar || ValueExpressions.isArrayOfScalars(base) {
            // Optional values: `nil` (`null`) left out, as RFC 6570 §2.3 has it.
            return (element.isOptional ? "ParameterValue(encoding: \(value))" : ValueExpressions.parameterValue(value, type: .dictionary(element), models: models), form)
        }
        if !element.isOptional, base == .builtin(.data) {
            return ("ParameterValue(dictionary: \(value).mapValues { $0.base64EncodedString() })", form)
        }
        var innermost = base
        while case .array(let inner) = innermost { innermost = inner.dealiased.unwrapped.dealiased }
        // Only values that are objects by their schema take brackets.
        let holdsObjects = switch innermost {
        case .dictionary, .model(_, .object): true
        case .model(_, .oneOf), .model(_, .anyOf): !ValueExpressions.isScalarChoice(innermost, models: models)
        default: false
        }
        return ("ParameterValue(encoding: \(value))", holdsObjects ? ", style: .deepObject" : form)
    }

    static func describe(_ encoding: Spec.BodyEncoding) -> String {
        switch encoding {
        case .json: "JSON"
        case .form: "a form (application/x-www-form-urlencoded)"
        case .multipart: "multipart/form-data (RFC 7578)"
        case .binary: "raw bytes"
        }
    }
}

extension ResolvedType {
    var isArray: Bool {
        if case .array = self { return true }
        return false
    }
}
