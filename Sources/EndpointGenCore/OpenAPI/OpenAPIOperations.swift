/// `paths` × operations → endpoints (OpenAPI 3.x Paths, Path Item and Operation Objects).
extension OpenAPIContext {
    /// One operation found under `paths`, with the name its endpoint gets.
    struct OperationSite {
        var path: Located<String>
        var method: Located<Spec.Method>
        var pathItem: OpenAPINode
        var operation: OpenAPINode
        var name: Located<String>
    }

    /// The methods a Path Item may hold, in OpenAPI's order.
    static let operationKeys: [(key: String, method: Spec.Method)] = [
        ("get", .get), ("put", .put), ("post", .post), ("delete", .delete),
        ("options", .options), ("head", .head), ("patch", .patch), ("trace", .trace),
    ]

    /// Finds every operation, in file order, and names it: its `operationId`, else
    /// `<method><PathWords>` (``OpenAPINames/operationName(method:path:)``). Two operations
    /// with one `operationId` are an error with a note at the first; a derived name that is
    /// taken gets a number and a warning.
    func collectOperations() -> [OperationSite] {
        guard let paths = root.rootNode["paths"] else { return [] }
        guard let pathPairs = pairs(of: paths, what: "'paths'") else { return [] }
        var sites: [OperationSite] = []
        var unnamed: [Int] = []
        var byID: [String: OpenAPINode] = [:]
        for (path, keyNode, value) in pathPairs {
            // Mistakes in the template are reported once per path, whatever its operations.
            _ = PathTemplate.variables(of: path, node: keyNode.yaml, context: decoding(keyNode.file))
            guard let item = dereference(value) else { continue }
            guard let entries = pairs(of: item, what: "the path item '\(path)'") else { continue }
            for (key, methodKey, operation) in entries {
                if let method = Self.operationKeys.first(where: { $0.key == key })?.method {
                    guard operation.isMapping else {
                        error("an operation must be a mapping, found \(operation.yaml.kindDescription)", at: operation)
                        continue
                    }
                    var name = methodKey.located(OpenAPINames.operationName(method: method, path: path))
                    if let idNode = operation["operationId"], let id = idNode.rawText, !id.isEmpty {
                        name = idNode.located(id)
                        if let first = byID[id] {
                            error("duplicate operationId '\(id)'", at: idNode, notes: [.init("first used here", at: first.location)])
                        } else {
                            byID[id] = idNode
                        }
                    } else {
                        unnamed.append(sites.count)
                    }
                    sites.append(OperationSite(path: keyNode.located(path), method: Located(method, at: methodKey.location), pathItem: item, operation: operation, name: name))
                } else if key == "servers" {
                    if !sameServersAsRoot(operation) {
                        warning("servers of a path item are not supported yet; the API's servers are used", at: methodKey)
                    }
                } else if !["parameters", "summary", "description", "$ref"].contains(key), !key.hasPrefix("x-") {
                    warning("unknown key '\(key)' in a path item; ignored", at: methodKey)
                }
            }
        }
        // Derived names yield to operationIds, whatever the order: operationIds are taken
        // first, and a derived name that is taken gets a number.
        var taken = NameRegistry(comparison: .swiftTypeName)
        for site in sites.indices where !unnamed.contains(site) {
            let name = sites[site].name
            if !taken.isTaken(name.value) {
                taken.reserve(name.value, by: .init(kind: "operation", specName: name.value, name: Naming.upperCamelCase(name.value), location: name.location))
            }
        }
        for index in unnamed {
            let wanted = sites[index].name.value
            let holder = taken.holder(of: wanted)
            let name = taken.claim(wanted)
            if name != wanted {
                let notes = holder.map { [Diagnostic.Note("\($0.what) is the Swift type '\($0.name)'", at: $0.location)] } ?? []
                warning("the operation has no operationId and its derived name '\(wanted)' is taken; named '\(name)', the Swift type '\(Naming.upperCamelCase(name))'", at: sites[index].operation, notes: notes)
            }
            sites[index].name.value = name
            taken.reserve(name, by: .init(kind: "operation", specName: name, name: Naming.upperCamelCase(name), location: sites[index].name.location))
        }
        for site in sites { names.reserve(Naming.typeName(site.name.value)) }
        return sites
    }

    /// Whether a `servers` list only repeats URLs of the document's own servers (so ignoring
    /// it loses nothing).
    func sameServersAsRoot(_ list: OpenAPINode) -> Bool {
        let rootURLs = Set(root.rootNode["servers"]?.items?.compactMap { $0["url"]?.rawText } ?? [])
        let urls = list.items?.compactMap { $0["url"]?.rawText } ?? []
        return !urls.isEmpty && urls.allSatisfy(rootURLs.contains)
    }

    /// The endpoint of one operation.
    func endpoint(_ site: OperationSite) -> Spec.Endpoint {
        let operation = site.operation
        let typeName = Naming.typeName(site.name.value)
        for key in ["callbacks", "servers"] {
            if let node = operation[key], key == "callbacks" || !sameServersAsRoot(node) {
                warning("\(key) of an operation are not supported yet; ignored", at: node)
            }
        }
        var endpoint = Spec.Endpoint(
            name: site.name,
            method: site.method,
            path: site.path,
            summary: string("summary", of: operation) ?? string("summary", of: site.pathItem),
            description: string("description", of: operation) ?? string("description", of: site.pathItem),
            deprecated: bool("deprecated", of: operation)
        )
        readParameters(of: site, typeName: typeName, into: &endpoint)
        if let security = operation["security"] ?? root.rootNode["security"] {
            endpoint.security = securityRequirements(security)
        }
        if let body = operation["requestBody"] {
            endpoint.body = requestBody(body, typeName: typeName)
        }
        if let responses = operation["responses"] {
            readResponses(responses, typeName: typeName, into: &endpoint)
        } else {
            warning("an operation should have 'responses'; the response is read as empty", at: operation)
        }
        return endpoint
    }
}
