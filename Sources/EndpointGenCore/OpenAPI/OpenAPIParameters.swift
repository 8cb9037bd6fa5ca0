/// Parameter Objects → path, query, header and cookie parameters (OpenAPI 3.x §4.7.12).
extension OpenAPIContext {
    /// Reads the path item's and the operation's parameters (the operation's replace the path
    /// item's with the same name and location), following `$ref`. Path parameters are ordered
    /// as they appear in the path; a `{name}` without a declaration is a `String` (with a
    /// warning), a declared path parameter missing from the path is warned about and dropped.
    func readParameters(of site: OperationSite, typeName: String, into endpoint: inout Spec.Endpoint) {
        var ordered: [(location: String, name: String, node: OpenAPINode, hint: String?)] = []
        for owner in [site.pathItem, site.operation] {
            guard let list = owner["parameters"], list.yaml.scalar?.isNull != true else { continue }
            guard let items = list.items else {
                error("'parameters' must be a list, found \(list.yaml.kindDescription)", at: list)
                continue
            }
            for item in items {
                guard let parameter = dereference(item) else { continue }
                guard let name = parameter["name"]?.rawText, let place = parameter["in"]?.rawText else {
                    error("a parameter needs 'name' and 'in'", at: item)
                    continue
                }
                let hint = OpenAPINames.referenceHint(item)
                if let index = ordered.firstIndex(where: { $0.location == place && $0.name == name }) {
                    ordered[index].node = parameter
                    ordered[index].hint = hint
                } else {
                    ordered.append((place, name, parameter, hint))
                }
            }
        }
        var pathParameters: [String: Spec.Parameter] = [:]
        for (place, name, node, hint) in ordered {
            let typeName = hint ?? OpenAPINames.typeName(typeName, name)
            switch place {
            case "path":
                pathParameters[name] = parameter(node, name: name, place: place, typeName: typeName)
            case "query":
                endpoint.queryParameters.append(parameter(node, name: name, place: place, typeName: typeName))
            case "header":
                if ["accept", "content-type", "authorization"].contains(name.lowercased()) {
                    warning("header parameter '\(name)' is ignored, as OpenAPI 3 requires; the runtime sets this field", at: node["name"] ?? node)
                    continue
                }
                endpoint.headerParameters.append(parameter(node, name: name, place: place, typeName: typeName))
            case "cookie":
                endpoint.cookieParameters.append(parameter(node, name: name, place: place, typeName: typeName))
            default:
                error("parameter location '\(place)' is not one of path, query, header, cookie", at: node["in"] ?? node)
            }
        }
        for name in Self.templateNames(site.path.value) {
            if let declared = pathParameters.removeValue(forKey: name) {
                endpoint.pathParameters.append(declared)
            } else if !endpoint.pathParameters.contains(where: { $0.name.value == name }) {
                report(.warning("path parameter '\(name)' is not declared; typed String", at: site.path.location))
                endpoint.pathParameters.append(Spec.Parameter(name: Located(name, at: site.path.location), type: Located(.builtin(.string), at: site.path.location)))
            }
        }
        for (name, parameter) in pathParameters.sorted(by: { $0.key < $1.key }) {
            diagnostics.warning("path parameter '\(name)' does not appear in the path '\(site.path.value)'; ignored", at: parameter.name.location)
        }
    }

    /// The `{name}` parts of a path template, in order.
    static func templateNames(_ path: String) -> [String] {
        var names: [String] = []
        var current: String?
        for character in path {
            if character == "{" { current = "" } else if character == "}" {
                if let name = current, !name.isEmpty { names.append(name) }
                current = nil
            } else if current != nil {
                current?.append(character)
            }
        }
        return names
    }

    /// One parameter: its type from `schema` (inline objects and enums named `typeName`:
    /// `<Operation><Name>`, or the component's name for a `$ref`'d parameter), optional unless `required` (path parameters always are), and
    /// its serialisation from `style`/`explode`.
    func parameter(_ node: OpenAPINode, name: String, place: String, typeName: String) -> Spec.Parameter {
        let nameNode = node["name"] ?? node
        var type: Spec.TypeReference = .builtin(.string)
        var nullable = false
        var schemaNode: OpenAPINode?
        if let schema = node["schema"] {
            let resolved = schemaType(schema, name: typeName)
            type = resolved.type
            nullable = resolved.nullable
            schemaNode = schema
        } else if let content = node["content"] {
            warning("a parameter with 'content' is not supported yet; typed String, serialise the value yourself", at: content)
        } else {
            warning("a parameter needs 'schema' or 'content'; typed String", at: nameNode)
        }
        let required = place == "path" || bool("required", of: node)
        if place == "path", node["required"].map({ OpenAPIScalars.bool($0.rawText ?? "") != true }) == true {
            warning("a path parameter must be required; read as required", at: node["required"] ?? node)
        }
        if !required || nullable { type = .optional(type) }
        var result = Spec.Parameter(
            name: nameNode.located(name),
            type: Located(type, at: (schemaNode ?? node).location),
            description: string("description", of: node)
        )
        applyStyle(node, place: place, schema: schemaNode, to: &result)
        return result
    }

    /// `style` and `explode` (defaults: `form` with `explode: true` for query and cookie,
    /// `simple` for path and header, OpenAPI 3.0.3 §4.7.12.4). Styles the generator cannot
    /// write are warned about.
    private func applyStyle(_ node: OpenAPINode, place: String, schema: OpenAPINode?, to parameter: inout Spec.Parameter) {
        let defaultStyle = (place == "query" || place == "cookie") ? "form" : "simple"
        let styleNode = node["style"]
        let style = styleNode?.rawText ?? defaultStyle
        let explode = bool("explode", of: node, default: style == "form")
        let target = schema.flatMap { dereference($0, lenient: true) }
        let kinds = target.map(schemaTypeNames) ?? []
        let isArray = kinds.contains("array") || target?["items"] != nil
        let isObject = !isArray && target.map(isObjectLike) == true
        switch (place, style) {
        case ("query", "form"):
            if isArray { parameter.arrayStyle = explode ? .repeated : .commaSeparated }
            if isObject { parameter.objectStyle = explode ? .form : .commaSeparated }
        case ("query", "deepObject"):
            if isObject { parameter.objectStyle = .deepObject } else {
                warning("style 'deepObject' applies to object parameters only; written as form", at: styleNode ?? node)
            }
        case ("path", "simple"), ("header", "simple"):
            if isArray { parameter.arrayStyle = .commaSeparated }
            if explode, isObject { warning("'explode' of an object \(place) parameter is not supported yet; written unexploded", at: node["explode"] ?? node) }
        case ("cookie", "form"):
            if isArray { parameter.arrayStyle = .commaSeparated }
        default:
            guard isArray || isObject || style != "matrix" && style != "label" else {
                warning("parameter style '\(style)' is not supported yet; written as simple", at: styleNode ?? node)
                return
            }
            warning("parameter style '\(style)' in \(place) is not supported yet; written as \(place == "query" ? "form" : "simple")", at: styleNode ?? node)
            if isArray { parameter.arrayStyle = place == "query" ? .repeated : .commaSeparated }
        }
    }
}
