/// Endpoints: parameters, the path template, the body and the error bodies.
extension Resolver {
    /// Member names of `APIRequest` that a request's stored properties cannot take.
    static let reservedRequestMembers = ["method", "path", "queryItems", "headerFields", "body", "security",
                                         "decodeResponse", "decodeErrorResponse", "Response", "ErrorResponse"]

    mutating func resolveEndpoint(_ endpoint: Spec.Endpoint, models: [String: ModelDeclaration]) -> RequestDeclaration? {
        guard let name = requestNames[endpoint.name.value] else { return nil }
        let path = "endpoints." + endpoint.name.value
        var members = NameRegistry(reserved: Self.reservedRequestMembers + (endpoint.servers.isEmpty ? [] : ["server"]))
        let bodyName = endpoint.body.map { _ in Naming.memberIdentifier(members.claim("requestBody")) }
        var parameters: [ParameterDeclaration] = []
        let groups: [(ParameterDeclaration.Location, [Spec.Parameter])] = [
            (.path, endpoint.pathParameters), (.query, endpoint.queryParameters),
            (.header, endpoint.headerParameters), (.cookie, endpoint.cookieParameters),
        ]
        for (location, specParameters) in groups {
            for parameter in specParameters {
                if let declaration = parameterDeclaration(parameter, location: location, members: &members) {
                    parameters.append(declaration)
                }
            }
        }
        // Header fields of multipart parts: request properties named after the part and the field.
        var partHeaders: [String: [ParameterDeclaration]] = [:]
        for (part, encoding) in (endpoint.body?.partEncodings ?? [:]).sorted(by: { $0.key < $1.key }) {
            partHeaders[part] = encoding.headers.compactMap {
                parameterDeclaration($0, location: .header, members: &members, swiftName: part + " " + $0.name.value)
            }
        }
        let segments = pathSegments(endpoint.path, parameters: parameters.filter { $0.location == .path },
                                    declared: Set(endpoint.pathParameters.map(\.name.value)))
        var body = endpoint.body.flatMap { resolveBody($0, name: bodyName ?? "requestBody", models: models) }
        body?.partHeaders = partHeaders.filter { !$0.value.isEmpty }
        let response = endpoint.response.flatMap { resolveType($0.value, at: $0.location) }
        let successes = responseCases(endpoint.successes.map { success in
            (success.status.value.map(Spec.ErrorStatus.code) ?? .range(2), success.type, success.description)
        })
        let errors = responseCases(endpoint.errors.map { ($0.status.value, $0.type, $0.description) })
        var request = RequestDeclaration(
            specName: endpoint.name.value, name: name, method: endpoint.method.value,
            pathTemplate: endpoint.path.value, pathSegments: segments ?? [],
            summary: endpoint.summary, description: endpoint.description, deprecated: endpoint.deprecated,
            specPath: path, response: response, successes: successes, stream: resolveStream(endpoint.stream),
            responseHeaders: resolveResponseHeaders(endpoint.responseHeaders),
            parameters: parameters, body: body, errors: errors, security: endpoint.security, servers: resolveServers(endpoint.servers),
            source: endpoint.source)
        request.constantQueryItems = endpoint.constantQueryItems
        request.formerName = formerRequestNames[endpoint.name.value]
        return request
    }

    /// A parameter (or a multipart part's header field) as a stored property of the request:
    /// its type resolved, its Swift name claimed in `members` (from `swiftName`, by default the
    /// spec name); `nil` (with an error) when its type cannot be sent in its location.
    mutating func parameterDeclaration(_ parameter: Spec.Parameter, location: ParameterDeclaration.Location,
                                       members: inout NameRegistry, swiftName: String? = nil) -> ParameterDeclaration? {
        guard let type = resolveType(parameter.type.value, at: parameter.type.location) else { return nil }
        let place: SpecTypes.Place
        switch location {
        case .path: place = .path
        case .cookie: place = .cookie
        case .query: place = .query
        case .header: place = .header
        }
        // OpenAPI 3.0.4 §4.7.12.4 writes primitives, arrays of them and objects of them
        // in every location; a path parameter is always there.
        if !parameter.isJSON, !specTypes.fits(parameter.type.value, in: place, deep: parameter.style == .deepObject) {
            let optional = location == .path ? " that is not optional" : ""
            diagnostics.error("\(location.rawValue) parameter '\(parameter.name.value)' has type '\(type.code)', which cannot be sent in a \(location.rawValue); use a scalar, an enum, or an array or object of them\(optional)", at: parameter.type.location)
            return nil
        }
        let style = parameter.style ?? (location == .query || location == .cookie ? .form : .simple)
        let name = Naming.memberIdentifier(claim(swiftName.map(Naming.lowerCamelCase) ?? memberCandidate(parameter.name.value, in: members), for: parameter.name,
                                                 kind: "\(location.rawValue) parameter", as: "Swift property", in: &members))
        return ParameterDeclaration(
            specName: parameter.name.value, name: name, location: location, type: type,
            description: parameter.description, style: style, explode: parameter.explode ?? (style == .form),
            allowReserved: parameter.allowReserved, isJSON: parameter.isJSON, propertyKeys: parameter.propertyKeys)
    }

    /// Splits `/posts/{id}` into text and parameters; reports a `{name}` without a parameter.
    /// A placeholder whose parameter is declared but was rejected (already reported) fails silently.
    mutating func pathSegments(_ template: Located<String>, parameters: [ParameterDeclaration], declared: Set<String>) -> [RequestDeclaration.PathSegment]? {
        var segments: [RequestDeclaration.PathSegment] = []
        var text = ""
        var failed = false
        let parsed = NameTemplate(template.value)
        for problem in parsed.problems {
            switch problem {
            case .unclosed:
                diagnostics.error("the path has a '{' without a closing '}'", at: template.location)
                return nil
            case .empty:
                diagnostics.error("path parameter '' is not declared", at: template.location)
                failed = true
            case .stray:
                break  // a '}' alone is text, percent-encoded
            }
        }
        for part in parsed.parts {
            switch part {
            case .text(let literal, _):
                text += literal
            case .variable(let name, _):
                if let parameter = parameters.first(where: { $0.specName == name }) {
                    if !text.isEmpty { segments.append(.text(PathEncoding.encodeLiteral(text))) }
                    text = ""
                    segments.append(.parameter(parameter))
                } else {
                    if !declared.contains(name) {
                        diagnostics.error("path parameter '\(name)' is not declared", at: template.location)
                    }
                    failed = true
                }
            }
        }
        if !text.isEmpty { segments.append(.text(PathEncoding.encodeLiteral(text))) }
        return failed ? nil : segments
    }

    /// Checks that a body type fits its encoding and lists the fields of form and multipart bodies.
    mutating func resolveBody(_ body: Spec.Body, name: String, models: [String: ModelDeclaration]) -> BodyDeclaration? {
        guard let type = resolveType(body.type.value, at: body.type.location) else { return nil }
        let encoding = body.encoding.value
        var fields: [PropertyDeclaration] = []
        var jsonFields: Set<String> = []
        switch encoding {
        case .json:
            break
        case .binary:
            guard case .builtin(.data) = type.unwrapped.dealiased else {
                diagnostics.error("a binary body must have type 'Data', not '\(type.code)'", at: body.type.location)
                return nil
            }
        case .multipart where type.unwrapped.dealiased.isDictionary:
            // A free-form multipart body: each key a part, of any value.
            break
        case .form where type.unwrapped.dealiased.isDictionary:
            // A free-form form: each key a field; a file part has no URL-encoded form.
            guard case .dictionary(let element) = type.unwrapped.dealiased, element.dealiased.unwrapped.dealiased != .builtin(.filePart) else {
                diagnostics.error("a form body that is a dictionary cannot hold file parts, not '\(type.code)'", at: body.type.location)
                return nil
            }
        case .form where type.unwrapped.dealiased.isChoice:
            // A choice of object models (checked by the validator): the fields of the variant it holds.
            break
        case .form, .multipart:
            guard case .model(let modelName, .object) = type.unwrapped.dealiased,
                  case .object(let properties)? = models[modelName]?.kind
            else {
                diagnostics.error("a \(encoding.rawValue) body must be an object model, not '\(type.code)'", at: body.type.location)
                return nil
            }
            // The fields' spec types: those of the object model the body's type stands for.
            var specType = specTypes.dealiased(body.type.value)
            if case .optional(let wrapped) = specType { specType = specTypes.dealiased(wrapped) }
            var fieldTypes: [String: Spec.TypeReference] = [:]
            if case .model(let specName) = specType, case .object(let specProperties)? = specModels[specName]?.kind {
                for field in specProperties where fieldTypes[field.name.value] == nil { fieldTypes[field.name.value] = field.type.value }
            }
            let place: SpecTypes.Place = encoding == .multipart ? .multipartField : .formField
            for property in properties {
                guard let type = fieldTypes[property.specName] else { continue }
                let fieldEncoding = body.fieldEncodings[property.specName]
                if fieldEncoding?.isJSON != true, !specTypes.fits(type, in: place, deep: fieldEncoding?.style == .deepObject) {
                    diagnostics.error("property '\(property.specName)' of '\(modelName)' has type '\(property.type.code)', which cannot be sent in a \(encoding.rawValue) body", at: body.type.location)
                }
                // Neither a file (`Data`, `FilePart`, `[FilePart]`) nor text: an object, a choice,
                // or an array of them is one JSON part.
                let fieldType = property.type.unwrapped.dealiased
                let isFile = fieldType.isFile || fieldType == .array(.builtin(.filePart))
                if encoding == .multipart, !isFile, !specTypes.isScalarOrArray(type, unknown: true) {
                    jsonFields.insert(property.name)
                }
            }
            fields = properties
        }
        for (part, partEncoding) in body.partEncodings where partEncoding.isJSON {
            if let field = fields.first(where: { $0.specName == part }) { jsonFields.insert(field.name) }
        }
        var declaration = BodyDeclaration(name: name, type: type, encoding: encoding,
                                          contentType: body.contentType?.value ?? "application/octet-stream", fields: fields, jsonFields: jsonFields,
                                          fieldEncodings: body.fieldEncodings, partEncodings: body.partEncodings)
        declaration.membersAreRawBytes = body.membersAreRawBytes
        declaration.sendsNull = body.sendsNull && encoding == .json && type.isOptional
        return declaration
    }
}

/// Percent-encoding of the literal text of a path template (RFC 3986 §3.3).
enum PathEncoding {
    /// `text` with every byte that may not appear in a path percent-encoded: unreserved
    /// characters, sub-delimiters, `:`, `@`, `/` and existing `%XX` triplets stay.
    static func encodeLiteral(_ text: String) -> String {
        // Nothing to encode (the usual path text): the text as it is.
        if text.utf8.allSatisfy({ $0 != UInt8(ascii: "%") && allowed($0) }) { return text }
        return percentEncoded(text)
    }

    /// ``encodeLiteral(_:)`` byte by byte, whatever the text holds (the general path, which
    /// the tests hold the shortcut to).
    static func percentEncoded(_ text: String) -> String {
        let bytes = Array(text.utf8)
        var output = ""
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "%"), index + 2 < bytes.count, isHex(bytes[index + 1]), isHex(bytes[index + 2]) {
                output += String(decoding: bytes[index...index + 2], as: UTF8.self)
                index += 3
                continue
            }
            if allowed(byte) {
                output.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                output += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
            index += 1
        }
        return output
    }

    private static func allowed(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        case UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "!"), UInt8(ascii: "$"),
             UInt8(ascii: "&"), UInt8(ascii: "'"), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "*"), UInt8(ascii: "+"),
             UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: "="), UInt8(ascii: ":"), UInt8(ascii: "@"), UInt8(ascii: "/"):
            true
        default:
            false
        }
    }

    private static func isHex(_ byte: UInt8) -> Bool {
        "0123456789abcdefABCDEF".utf8.contains(byte)
    }
}

extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
