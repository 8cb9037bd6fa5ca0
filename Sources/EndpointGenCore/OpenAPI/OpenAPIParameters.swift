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
            let typeName = hint ?? Naming.typeName(typeName, name)
            switch place {
            case "path":
                pathParameters[name] = parameters(node, name: name, place: place, typeName: typeName).first
            case "query":
                endpoint.queryParameters += parameters(node, name: name, place: place, typeName: typeName)
            case "header":
                if ["accept", "content-type", "authorization"].contains(name.lowercased()) {
                    warning("header parameter '\(name)' has no effect, as OpenAPI 3 requires; the runtime sets this field", at: node["name"] ?? node)
                    continue
                }
                endpoint.headerParameters += parameters(node, name: name, place: place, typeName: typeName)
            case "cookie":
                endpoint.cookieParameters += parameters(node, name: name, place: place, typeName: typeName)
            default:
                error("parameter location '\(place)' is not one of path, query, header, cookie", at: node["in"] ?? node)
            }
        }
        for (name, _) in NameTemplate(site.path.value).variables {
            if let declared = pathParameters.removeValue(forKey: name) {
                endpoint.pathParameters.append(declared)
            } else if !endpoint.pathParameters.contains(where: { $0.name.value == name }) {
                report(.warning("path parameter '\(name)' is not declared; typed String", at: site.path.location))
                endpoint.pathParameters.append(Spec.Parameter(name: Located(name, at: site.path.location), type: Located(.builtin(.string), at: site.path.location)))
            }
        }
        for (name, parameter) in pathParameters.sorted(by: { $0.key < $1.key }) {
            diagnostics.unsupported("path parameter '\(name)' does not appear in the path '\(site.path.value)'; ignored", at: parameter.name.location)
        }
    }

    /// One declared parameter as the parameters the request sends: usually one, with its type
    /// from `schema` (inline enums named `typeName`), optional unless `required` (path
    /// parameters always are) or when `null` is allowed, written per `style`/`explode`.
    ///
    /// A value must fit where it goes (a path segment, a header or cookie value, query items):
    /// a scalar or an enum, or for query and header parameters an array of them. An object
    /// query parameter with `style: form` (exploded, the default) or `deepObject` is sent as
    /// one query item per property (`role=admin` or `filter[role]=admin`), exactly what
    /// OpenAPI specifies, so it becomes one parameter per property. Anything else that does
    /// not fit is a `String` the caller formats, with a warning.
    func parameters(_ node: OpenAPINode, name: String, place: String, typeName: String) -> [Spec.Parameter] {
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
            unsupported("a parameter with 'content' is not supported yet; typed String, serialise the value yourself", at: content)
        } else {
            warning("a parameter needs 'schema' or 'content'; typed String", at: nameNode)
        }
        let required = place == "path" || bool("required", of: node)
        if place == "path", node["required"].map({ InputFormat.openAPI.boolean($0.rawText ?? "") != true }) == true {
            warning("a path parameter must be required; read as required", at: node["required"] ?? node)
        }
        let style = parameterStyle(node, place: place)
        let location = (schemaNode ?? node).location
        buildPendingModels()
        switch place {
        case "query":
            if !types.fits(type, in: .query), case .object(let properties)? = objectKind(type), style.name == "deepObject" || (style.name == "form" && style.explode) {
                return flattened(properties, parameter: name, deep: style.name == "deepObject", required: required && !nullable)
            }
            if case .dictionary = type {
                unsupported("a query parameter with free-form keys is not supported yet; it is left out of the request", at: nameNode)
                return []
            }
            fallthrough
        case "header":
            if !types.fits(type, in: .header) { type = textInstead(of: type, place: place, at: nameNode) }
        default:
            if !types.fits(type, in: .path) { type = textInstead(of: type, place: place, at: nameNode) }
        }
        if place != "path", !required || nullable { type = .optional(type) }
        let arrayStyle: Spec.ArrayStyle = (place == "query" && style.name == "form" && style.explode) ? .repeated : .commaSeparated
        let isArray: Bool = { if case .array = type.withoutOptional { return true } else { return false } }()
        return [Spec.Parameter(
            name: nameNode.located(name),
            type: Located(type, at: location),
            description: string("description", of: node),
            arrayStyle: isArray ? arrayStyle : .repeated,
            deprecated: bool("deprecated", of: node)
        )]
    }

    /// `String` for a parameter whose type cannot be sent where it goes, with a warning.
    private func textInstead(of type: Spec.TypeReference, place: String, at node: OpenAPINode) -> Spec.TypeReference {
        unsupported("a \(place) parameter of type \(Self.describe(type)) is not supported yet; typed String, format the value yourself", at: node)
        return .builtin(.string)
    }

    /// The properties of an object parameter as query parameters: named as the properties
    /// (`form`) or `name[property]` (`deepObject`); optional unless the parameter is required
    /// and the property too. Properties that are not scalars or arrays of them are warned about
    /// and left out.
    private func flattened(_ properties: [Spec.Property], parameter: String, deep: Bool, required: Bool) -> [Spec.Parameter] {
        properties.compactMap { property in
            var type = property.type.value
            if case .optional(let wrapped) = type { type = wrapped }
            guard types.fits(type, in: .query) else {
                diagnostics.unsupported("property '\(property.name.value)' of the object parameter '\(parameter)' has type \(Self.describe(type)), which cannot be sent in a query; left out", at: property.name.location)
                return nil
            }
            if !required || property.type.value.isOptional { type = .optional(type) }
            let name = deep ? "\(parameter)[\(property.name.value)]" : property.name.value
            return Spec.Parameter(name: Located(name, at: property.name.location), type: Located(type, at: property.type.location), description: property.description, deprecated: property.deprecated)
        }
    }

    /// `style` and `explode` (defaults: `form` with `explode: true` for query and cookie,
    /// `simple` with `explode: false` for path and header, OpenAPI 3.0.3 §4.7.12.4). Styles that
    /// cannot be written are warned about and read as the default.
    private func parameterStyle(_ node: OpenAPINode, place: String) -> (name: String, explode: Bool) {
        let defaultStyle = (place == "query" || place == "cookie") ? "form" : "simple"
        var style = node["style"]?.rawText ?? defaultStyle
        let supported: Set<String> = place == "query" ? ["form", "deepObject"] : [defaultStyle]
        if !supported.contains(style), let styleNode = node["style"] {
            unsupported("parameter style '\(style)' in \(place) is not supported yet; written as \(defaultStyle)", at: styleNode)
            style = defaultStyle
        }
        return (style, bool("explode", of: node, default: style == "form"))
    }
}
