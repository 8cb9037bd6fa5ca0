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
                wrongKind("parameters", list, expected: "a list")
                continue
            }
            for item in items {
                guard let parameter = dereference(item) else { continue }
                guard let name = parameter["name"]?.rawText, let place = parameter["in"]?.rawText else {
                    fault("the document gives a parameter without '\(parameter["name"] == nil ? "name" : "in")', which OpenAPI requires of it", at: item, lost: "the parameter is left out")
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
        defer { checkQueryNames(endpoint.queryParameters) }
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
                parameterPlaceFault(place, at: node["in"] ?? node)
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
            // A fault of the document, not a feature EndpointGen lacks: the value has nowhere to go.
            diagnostics.warning("path parameter '\(name)' does not appear in the path '\(site.path.value)', which OpenAPI 3.0.4 §4.7.12.1 requires of a path parameter's name; ignored", at: parameter.name.location)
        }
    }

    /// Warns about each query item name (after object parameters are split into their
    /// properties) that is another followed by brackets (`sort` beside `sort[by]`), which PHP,
    /// Rails and `qs` read as one parameter. Names are compared by their UTF-8 bytes, as a
    /// server compares them. The same name twice (`filter` beside an exploded object's
    /// `filter`) is the validator's warning. The runtime refuses a request that sets both.
    private func checkQueryNames(_ parameters: [Spec.Parameter]) {
        // An endpoint has a few dozen query items at most: each name is compared with those
        // before it, without copying the part before each of its brackets.
        var earlier: [(bytes: [UInt8], name: String)] = []
        // The members beside an object's properties write their keys, not their name: the runtime checks them.
        for parameter in parameters where parameter.propertyKeys == nil {
            let name = parameter.name.value, bytes = Array(name.utf8)
            // The same name twice is the validator's warning (one rule for both front ends).
            if !earlier.contains(where: { $0.bytes == bytes }),
               let other = earlier.first(where: { Self.isBracketRoot(bytes, of: $0.bytes) })
                ?? earlier.filter({ Self.isBracketRoot($0.bytes, of: bytes) }).min(by: { $0.bytes.count < $1.bytes.count }) {
                diagnostics.warning("the query items '\(name)' and '\(other.name)' are one parameter to servers that read brackets "
                    + "(PHP, Rails, qs): one of the values is lost; a request that sets both fails", at: parameter.name.location)
            }
            earlier.append((bytes, name))
        }
    }

    /// Whether `name` followed by `[` begins `other` (`sort` of `sort[by]`), a non-empty name.
    static func isBracketRoot(_ name: [UInt8], of other: [UInt8]) -> Bool {
        !name.isEmpty && other.count > name.count && other[name.count] == UInt8(ascii: "[") && other.starts(with: name)
    }

    /// One declared parameter as the parameters the request sends: usually one, with its type
    /// from `schema` (inline enums named `typeName`), optional unless `required` (path
    /// parameters always are) or when `null` is allowed, written per `style`, `explode` and
    /// `allowReserved` (OpenAPI 3.0.4 §4.7.12.4).
    ///
    /// A value must be something a style can write (``SpecTypes/fits(_:in:unknown:)``): a
    /// primitive (or a `oneOf` of primitives), an array of primitives, or an object or
    /// free-form object of them. An object query parameter with `style: form` (exploded, the
    /// default) or `deepObject` is sent as one query item per property (`role=admin` or
    /// `filter[role]=admin`), so it becomes one parameter per property. A type no style
    /// defines (a nested object) is a `String` the caller formats, with a warning.
    ///
    /// A parameter described by `content` (OpenAPI 3.0.4 §4.7.12.2, a map with one media type)
    /// has the type of that media type's schema: with a JSON media type the value is sent as
    /// its JSON text (`filter={"role":"admin"}`), whatever its type; with any other, a `String`
    /// sent as it is.
    func parameters(_ node: OpenAPINode, name: String, place: String, typeName: String) -> [Spec.Parameter] {
        let nameNode = node["name"] ?? node
        if let style = node["style"]?.rawText, Spec.ParameterStyle(rawValue: style).map((Self.styles[place] ?? []).contains) != true {
            // A style the location does not define: a fault of the document (``parameterStyle(_:place:field:)``
            // reports it); a lenient read leaves the parameter out rather than guess its form.
            parameterStyleFault(style, place: place, at: node["style"] ?? node)
            if options.isLenient { return [] }
        }
        var type: Spec.TypeReference = .builtin(.string)
        var nullable = false
        var schemaNode: OpenAPINode?
        if let schema = node["schema"] {
            let resolved = schemaType(schema, name: typeName)
            type = resolved.type
            nullable = resolved.nullable
            schemaNode = schema
            if let content = node["content"] {
                warning("a parameter has 'schema' or 'content', not both (OpenAPI 3.0.4 §4.7.12); its 'schema' is used, and this 'content' has no effect", at: content)
            }
        } else if let content = node["content"] {
            return contentParameter(node, content: content, name: name, place: place, typeName: typeName)
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
        if place == "query", case .object(let properties)? = objectKind(type), style.style == .deepObject || (style.style == .form && style.explode) {
            if let schemaNode, case .model(let model) = type.withoutOptional, inlineTypes[schemaNode.key] == .model(model) {
                splitParameterModels.insert(model)
            }
            var split = flattened(properties, parameter: name, deep: style.style == .deepObject, required: required && !nullable)
            if case .model(let model) = dealiased(type.withoutOptional), let index = modelIndex[model],
               let members = models[index].additionalProperties, !models[index].additionalPropertiesAreImplicit {
                split += otherMembersParameter(members, of: properties, parameter: nameNode.located(name), style: style.style)
            }
            return split
        }
        if !types.fits(type, in: .query, deep: place == "query" && style.style == .deepObject) {
            unsupported("a \(place) parameter of type \(Self.describe(type)) cannot be serialized: OpenAPI 3.0.4 §4.7.12.4 defines styles for primitives and arrays and objects of them; typed String, format the value yourself", at: nameNode)
            type = .builtin(.string)
        }
        if place == "query", style.style == .deepObject { checkDeepObjectKeys(type, name: name) }
        if style.style == .deepObject, objectKind(type) == nil, types.isScalar(type, unknown: true), let styleNode = node["style"] {
            warning("style 'deepObject' is defined for objects only (OpenAPI 3.0.4 §4.7.12.4); this value is written as 'form'", at: styleNode)
        }
        if place != "path", !required || nullable { type = .optional(type) }
        return [Spec.Parameter(
            name: nameNode.located(name),
            type: Located(type, at: location),
            description: Self.joined(string("description", of: node), schemaNode.flatMap { limits(of: $0, isParameter: true) }),
            style: node["style"] == nil ? nil : style.style,
            explode: node["explode"] == nil ? nil : style.explode,
            allowReserved: style.allowReserved,
            deprecated: bool("deprecated", of: node)
        )]
    }

    /// A parameter described by `content` (see ``parameters(_:name:place:typeName:)``); more
    /// than one media type is a warning, and the one EndpointGen prefers (JSON first) is used.
    private func contentParameter(_ node: OpenAPINode, content: OpenAPINode, name: String, place: String, typeName: String) -> [Spec.Parameter] {
        let nameNode = node["name"] ?? node
        if (content.pairs?.count ?? 0) > 1 {
            warning("a parameter's 'content' must hold exactly one media type (OpenAPI 3.0.4 §4.7.12.2); the one a body would use (JSON first) is used", at: content)
        }
        var type: Spec.TypeReference = .builtin(.string)
        var nullable = false
        var location = content.location
        let chosen = preferredContent(content)
        let isJSON = chosen?.kind == .json
        if isJSON, let schema = chosen?.node["schema"] {
            let resolved = schemaType(schema, name: typeName)
            (type, nullable, location) = (resolved.type, resolved.nullable, schema.location)
        }
        let required = place == "path" || bool("required", of: node)
        if place != "path", !required || nullable { type = .optional(type) }
        return [Spec.Parameter(
            name: nameNode.located(name),
            type: Located(type, at: location),
            description: string("description", of: node),
            deprecated: bool("deprecated", of: node),
            isJSON: isJSON
        )]
    }

    /// The properties of an object parameter as query parameters: named as the properties
    /// (`form`) or `name[property]` (`deepObject`); optional unless the parameter is required
    /// and the property too. Under `deepObject`, an array or object property is written with
    /// brackets as Rails and `qs` read them (`name[tags][]=a`, `name[a][b]=x`; OpenAPI leaves
    /// it undefined). Other properties that are not scalars or arrays of them are warned about
    /// and left out.
    private func flattened(_ properties: [Spec.Property], parameter: String, deep: Bool, required: Bool) -> [Spec.Parameter] {
        properties.compactMap { property in
            var type = property.type.value
            if case .optional(let wrapped) = type { type = wrapped }
            let key = "\(parameter)[\(property.name.value)]"
            if deep, Self.isAmbiguousDeepObjectKey(property.name.value) {
                // The query item's name is this text: nothing at run time can refuse it.
                diagnostics.unsupported("property '\(property.name.value)' of the object parameter '\(parameter)' would be read as another key: a server reads \(key) as deepObject brackets; left out", at: property.name.location)
                return nil
            }
            if deep, !types.isScalar(type), types.deepFits(type) {
                checkDeepObjectKeys(type, name: key)
                if !required || property.type.value.isOptional { type = .optional(type) }
                return Spec.Parameter(name: Located("\(parameter)[\(property.name.value)]", at: property.name.location),
                                      type: Located(type, at: property.type.location), description: property.description,
                                      style: .deepObject, deprecated: property.deprecated)
            }
            guard types.isScalarOrArray(type) else {
                diagnostics.unsupported("property '\(property.name.value)' of the object parameter '\(parameter)' has type \(Self.describe(type)), which cannot be sent in a query; left out", at: property.name.location)
                return nil
            }
            if !required || property.type.value.isOptional { type = .optional(type) }
            let name = deep ? "\(parameter)[\(property.name.value)]" : property.name.value
            return Spec.Parameter(name: Located(name, at: property.name.location), type: Located(type, at: property.type.location), description: property.description, deprecated: property.deprecated)
        }
    }

    /// The parameter that sends the members an object parameter declares beside its
    /// properties (`additionalProperties`, of type `members`), after them: a dictionary named
    /// as the parameter, written as the object's properties are (`name[key]=value` under
    /// `deepObject`, `key=value` under exploded `form`). A value that does not fit there is
    /// warned about and left out, as a property would be.
    private func otherMembersParameter(_ members: Spec.LocatedType, of properties: [Spec.Property], parameter: Located<String>,
                                       style: Spec.ParameterStyle) -> [Spec.Parameter] {
        let type = Spec.TypeReference.dictionary(members.value)
        guard types.fits(type, in: .query, deep: style == .deepObject) else {
            diagnostics.warning("the members of the object parameter '\(parameter.value)' beside its properties have type \(Self.describe(members.value)), which cannot be sent in a query; left out", at: members.location)
            return []
        }
        var members = Spec.Parameter(name: parameter, type: Located(.optional(type), at: members.location),
                                     description: "The members beside the properties, by key.", style: style == .deepObject ? .deepObject : nil)
        members.propertyKeys = properties.map(\.name.value)
        return [members]
    }

    /// Whether a server reading `name[key]` as deepObject brackets (Rails, `qs`) would read
    /// another key than `key`: an empty one reads as an array element, one holding `[` or `]`
    /// as other brackets. Brackets are found in the key's bytes: `]` followed by a combining
    /// mark is one `Character`, but the same `]` on the wire.
    static func isAmbiguousDeepObjectKey(_ key: String) -> Bool {
        key.isEmpty || key.utf8.contains { $0 == UInt8(ascii: "[") || $0 == UInt8(ascii: "]") }
    }

    /// Warns about each property inside `type` (an object model, through its objects) whose
    /// name `deepObject` cannot write as itself (``isAmbiguousDeepObjectKey(_:)``): the
    /// runtime refuses a request that sets it. `name` is the brackets written so far.
    func checkDeepObjectKeys(_ type: Spec.TypeReference, name: String, passed: Set<String> = []) {
        var type = dealiased(type.withoutOptional), name = name
        // An array's elements are written under their indices.
        while case .array(let element) = type {
            type = dealiased(element.withoutOptional)
            name += "[0]"
        }
        guard case .model(let model) = type, !passed.contains(model) else { return }
        if case .oneOf(let choice)? = modelKind(named: model) {
            // A choice is written as the variant it holds: an object variant's properties as an object's.
            for variant in choice.variants { checkDeepObjectKeys(variant.type.value, name: name, passed: passed.union([model])) }
            return
        }
        guard case .object(let properties)? = objectKind(.model(model)) else { return }
        for property in properties {
            let key = "\(name)[\(property.name.value)]"
            if Self.isAmbiguousDeepObjectKey(property.name.value) {
                diagnostics.warning("property '\(property.name.value)' would be read as another key: a server reads \(key) as deepObject brackets; a request that sets it fails", at: property.name.location)
            }
            checkDeepObjectKeys(property.type.value, name: key, passed: passed.union([model]))
        }
    }

    /// The styles each location defines (OpenAPI 3.0.4 §4.7.12.4), the default first.
    static let styles: [String: [Spec.ParameterStyle]] = [
        "query": [.form, .spaceDelimited, .pipeDelimited, .deepObject],
        "path": [.simple, .label, .matrix],
        "header": [.simple],
        "cookie": [.form],
    ]

    /// `style`, `explode` and `allowReserved` (defaults: `form` with `explode: true` for query
    /// and cookie, `simple` with `explode: false` for path and header, OpenAPI 3.0.4
    /// §4.7.12.4). A style the location does not define is an error; `allowReserved` outside
    /// the query is a warning.
    func parameterStyle(_ node: OpenAPINode, place: String, field: Bool = false) -> (style: Spec.ParameterStyle, explode: Bool, allowReserved: Bool) {
        let allowed = Self.styles[place] ?? [.form]
        var style = allowed[0]
        if let styleNode = node["style"], let text = styleNode.rawText {
            if let named = Spec.ParameterStyle(rawValue: text), allowed.contains(named) {
                style = named
            } else {
                parameterStyleFault(text, place: place, at: styleNode, field: field)
            }
        }
        let allowReserved = bool("allowReserved", of: node)
        if allowReserved, place != "query", let reserved = node["allowReserved"] {
            warning("'allowReserved' applies to query parameters only, as OpenAPI defines it; ignored", at: reserved)
        }
        return (style, bool("explode", of: node, default: style == .form), allowReserved && place == "query")
    }
}
