import Mustache

/// The context of one endpoint's request type (`request.mustache`).
extension TemplateContext {
    func request(_ request: RequestDeclaration) -> TemplateValue {
        var context = common
        let httpLine = "`\(request.method.rawValue) \(request.pathTemplate)`"
        let deprecation: String? = request.deprecated ? "- Warning: Deprecated in the spec." : nil
        context[.name] = .string(request.name)
        context[.specPath] = .string(request.specPath)
        context[.doc] = Self.doc([request.summary, request.description, httpLine, deprecation], specPath: request.source?.reference ?? request.specPath)
        context[.deprecated] = .bool(request.deprecated)
        context[.method] = .string("." + request.method.rawValue.lowercased())
        context[.pathTemplate] = .string(SwiftText.stringLiteral(request.pathTemplate))
        context[.path] = .string(pathExpression(request.pathSegments))
        serverKeys(request.servers, indent: "        ", into: &context)

        var members: [TemplateObject] = request.parameters.map { parameter in
            let origin = "The \(parameter.location.rawValue) parameter `\(parameter.specName)`."
            return [
                .name: .string(parameter.name),
                .type: .string(parameter.type.code),
                .doc: Self.doc([parameter.description, origin], specPath: nil),
                .defaultValue: parameter.type.isOptional ? .string("nil") : .null,
            ]
        }
        if let body = request.body {
            let bodyMember: TemplateObject = [
                .name: .string(body.name),
                .type: .string(body.type.code),
                .doc: Self.doc(["The request body, sent as \(Self.describe(body.encoding))."], specPath: nil),
                .defaultValue: body.type.isOptional ? .string("nil") : .null,
            ]
            let pathCount = request.parameters.filter { $0.location == .path }.count
            members.insert(bodyMember, at: pathCount)
        }
        context[.members] = Self.withSeparators(members)
        context[.hasMembers] = .bool(!members.isEmpty)

        let query = request.parameters.filter { $0.location == .query }
        context[.queryItems] = .list(query.map { parameter in
            let isArray = parameter.type.dealiased.unwrapped.dealiased.isArray
            return .object([
                .name: .string(SwiftText.stringLiteral(parameter.specName)),
                .value: .string(ValueExpressions.queryValue("self." + parameter.name, type: parameter.type)),
                .style: .string(isArray && parameter.arrayStyle == .commaSeparated ? ", style: .commaSeparated" : ""),
            ])
        })
        context[.hasQueryItems] = .bool(!query.isEmpty)

        let headers = request.parameters.filter { $0.location == .header }
        context[.headerFields] = .list(headers.map { parameter in
            let optional = parameter.type.isOptional
            return .object([
                .name: .string(SwiftText.stringLiteral(parameter.specName)),
                .property: .string("self." + parameter.name),
                .isOptional: .bool(optional),
                .text: .string(ValueExpressions.text(optional ? "value" : "self." + parameter.name, type: parameter.type)),
            ])
        })
        let cookies = request.parameters.filter { $0.location == .cookie }
        context[.cookies] = .list(cookies.map { parameter in
            let optional = parameter.type.isOptional
            let value = optional ? "value" : "self." + parameter.name
            let pair = SwiftText.literalContent(parameter.specName + "=")
                + "\\(PathParameter.encode(\(ValueExpressions.pathValue(value, type: parameter.type.unwrapped))))"
            return .object([
                .property: .string("self." + parameter.name),
                .isOptional: .bool(optional),
                .pair: .string("\"" + pair + "\""),
            ])
        })
        context[.hasCookies] = .bool(!cookies.isEmpty)
        responseKeys(request, into: &context)
        context[.hasHeaderFields] = .bool(!headers.isEmpty || !cookies.isEmpty || request.stream != nil)

        context[.hasBody] = .bool(request.body != nil)
        if let body = request.body { bodyKeys(body, into: &context) }
        return .object(context)
    }

    /// The `path` property's string literal, each parameter encoded once by `PathParameter.encode`.
    func pathExpression(_ segments: [RequestDeclaration.PathSegment]) -> String {
        var literal = ""
        for segment in segments {
            switch segment {
            case .text(let text):
                literal += SwiftText.literalContent(text)
            case .parameter(let parameter):
                literal += "\\(PathParameter.encode(\(ValueExpressions.pathValue("self." + parameter.name, type: parameter.type))))"
            }
        }
        return "\"" + literal + "\""
    }

    /// Body keys: `isJSONBody`, `isFormBody`, `isMultipartBody`, `isBinaryBody`, `bodyName`,
    /// `bodyIsOptional`, `contentType`, `fields`.
    private func bodyKeys(_ body: BodyDeclaration, into context: inout TemplateObject) {
        context[.bodyName] = .string(body.name)
        context[.bodyIsOptional] = .bool(body.type.isOptional)
        context[.isJSONBody] = .bool(body.encoding == .json)
        context[.isFormBody] = .bool(body.encoding == .form)
        context[.isMultipartBody] = .bool(body.encoding == .multipart)
        context[.isBinaryBody] = .bool(body.encoding == .binary)
        context[.contentType] = .string(SwiftText.stringLiteral(body.contentType))
        context[.fields] = .list(body.fields.map { field in
            let type = field.type.dealiased
            let isFile = type.unwrapped.dealiased == .builtin(.data)
            // An object, a choice, or an array of them: one JSON part (multipart only).
            let isJSON = body.jsonFields.contains(field.name)
            let isArray = !isJSON && type.unwrapped.dealiased.isArray
            let access = "value." + field.name
            var element = ResolvedType.builtin(.string)
            if case .array(let inner) = type.unwrapped.dealiased { element = inner }
            return .object([
                .name: .string(SwiftText.stringLiteral(field.jsonKey)),
                .value: .string(ValueExpressions.queryValue(access, type: field.type)),
                .isFile: .bool(isFile),
                .isArray: .bool(isArray),
                .isText: .bool(!isFile && !isArray && !isJSON),
                .isJSON: .bool(isJSON),
                .property: .string(access),
                .elements: .string(type.isOptional ? "\(access) ?? []" : access),
                .element: .string(ValueExpressions.queryValue("element", type: element)),
                .filename: .string(SwiftText.stringLiteral(field.jsonKey)),
            ])
        })
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
