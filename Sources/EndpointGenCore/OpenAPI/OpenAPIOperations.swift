/// `paths` × operations → endpoints (OpenAPI 3.x Paths, Path Item and Operation Objects).
extension OpenAPIContext {
    /// One operation found under `paths`, with the name its endpoint gets.
    struct OperationSite {
        var path: Located<String>
        var method: Located<Spec.Method>
        var pathItem: OpenAPINode
        var operation: OpenAPINode
        var name: Located<String>
        /// The name its request type is named from instead (``Spec/Endpoint/readableName``).
        var readableName: String? = nil
    }

    /// The methods a Path Item may hold, in OpenAPI's order.
    static let operationKeys: [(key: String, method: Spec.Method)] = [
        ("get", .get), ("put", .put), ("post", .post), ("delete", .delete),
        ("options", .options), ("head", .head), ("patch", .patch), ("trace", .trace),
    ]

    /// Finds every operation, in file order, and names it: its `operationId` (without the path
    /// and method FastAPI appends, when it is exactly that), else
    /// `<method><PathWords>` (``OpenAPINames/operationName(method:path:)``). Operations that
    /// share an `operationId` are named from their method and path, with a warning; a derived
    /// name that is taken gets a number and a warning.
    func collectOperations() -> [OperationSite] {
        guard let paths = root.rootNode["paths"] else { return [] }
        guard let pathPairs = pairs(of: paths, what: "'paths'") else { return [] }
        var sites: [OperationSite] = []
        var unnamed: [Int] = []
        var byID: [String: [(site: Int, node: OpenAPINode)]] = [:]
        for (path, keyNode, value) in pathPairs {
            // Mistakes in the template are reported once per path, whatever its operations.
            _ = PathTemplate.variables(of: path, node: keyNode.yaml, context: decoding(keyNode.file))
            warnAboutQueryOrFragment(in: path, at: keyNode)
            guard let item = dereference(value) else { continue }
            guard let entries = pairs(of: item, what: "the path item '\(path)'") else { continue }
            for (key, methodKey, written) in entries {
                if let method = Self.operationKeys.first(where: { $0.key == key })?.method {
                    // `get: {$ref: operations/list.yaml}`: not in OpenAPI 3.x, but bundlers and
                    // generators follow it, and real documents split over files rely on it.
                    guard let operation = dereference(written) else { continue }
                    guard operation.isMapping else {
                        fault("the document gives \(ObjectKind.operation.described) as \(operation.shown); OpenAPI defines it as a mapping", at: operation, lost: "ignored")
                        continue
                    }
                    var name = methodKey.located(OpenAPINames.operationName(method: method, path: path))
                    if let idNode = operation["operationId"], let id = idNode.rawText, !id.isEmpty {
                        name = idNode.located(OpenAPINames.fastAPIFunctionName(id, method: method, path: path) ?? id)
                        byID[id, default: []].append((sites.count, idNode))
                    } else {
                        unnamed.append(sites.count)
                    }
                    sites.append(OperationSite(path: keyNode.located(path), method: Located(method, at: methodKey.location), pathItem: item, operation: operation, name: name))
                } else if key == "servers" {
                    continue  // read with each operation of the item (`endpoint(_:)`)
                } else if !["parameters", "summary", "description", "$ref"].contains(key), !key.hasPrefix("x-") {
                    if key == "query" || key == "additionalOperations" {
                        unsupported("the path item field '\(key)' (OpenAPI 3.2) is not supported yet; ignored", at: methodKey)
                    } else {
                        warning("unknown key '\(key)' in a path item, not a field OpenAPI defines; ignored", at: methodKey,
                                notes: Suggestions.note(for: key, in: Self.operationKeys.map(\.key) + ["parameters", "servers", "summary", "description"], listing: false))
                    }
                }
            }
        }
        unnamed += renameSharedOperationIDs(byID, in: &sites)
        restoreShortenedNamesThatClash(in: &sites, except: Set(unnamed))
        // Derived names yield to operationIds, whatever the order: operationIds are taken
        // first, and a derived name that is taken gets a number.
        var taken = NameRegistry(comparison: .swiftTypeName)
        for site in sites.indices where !unnamed.contains(site) {
            let name = sites[site].name
            if !taken.isTaken(name.value) {
                taken.reserve(name.value, by: .init(kind: "operation", specName: name.value, name: Naming.upperCamelCase(name.value), location: name.location))
            }
        }
        for index in unnamed.sorted() {
            let wanted = sites[index].name.value
            let holder = taken.holder(of: wanted)
            let name = taken.claim(wanted)
            if name != wanted {
                let notes = holder.map { [Diagnostic.Note("\($0.what) is the Swift type '\($0.name)'", at: $0.location)] } ?? []
                warning("the name '\(wanted)' derived from the method and path is taken; named '\(name)', the Swift type '\(Naming.upperCamelCase(name))'", at: sites[index].operation, notes: notes)
            }
            sites[index].name.value = name
            taken.reserve(name, by: .init(kind: "operation", specName: name, name: Naming.upperCamelCase(name), location: sites[index].name.location))
        }
        for site in sites {
            names.reserve(Naming.typeName(site.name.value))
            if let readable = site.readableName { names.reserve(Naming.typeName(readable)) }
        }
        return sites
    }

    /// Gives every operation whose `operationId` another operation also has (invalid, OpenAPI
    /// 3.x §4.8.10, but common) the name derived from its method and path instead, with a
    /// warning at each `operationId` and a note at the others, so neither operation is lost and
    /// the names do not depend on which comes first. Returns the indices of the renamed sites,
    /// to be made unique with the operations that have no `operationId`.
    private func renameSharedOperationIDs(_ byID: [String: [(site: Int, node: OpenAPINode)]], in sites: inout [OperationSite]) -> [Int] {
        var renamed: [Int] = []
        for (id, uses) in byID where uses.count > 1 {
            for use in uses {
                let site = sites[use.site]
                let derived = OpenAPINames.operationName(method: site.method.value, path: site.path.value)
                let others = uses.filter { $0.site != use.site }.map {
                    Diagnostic.Note("also the operationId of \(sites[$0.site].method.value.rawValue) \(sites[$0.site].path.value)", at: $0.node.location)
                }
                warning("operationId '\(id)' is not unique; this operation is named '\(derived)' after its method and path", at: use.node, notes: others)
                sites[use.site].name = Located(derived, at: use.node.location)
                renamed.append(use.site)
            }
        }
        return renamed
    }

    /// Gives back the whole `operationId` to each operation whose name lost FastAPI's suffix
    /// (``OpenAPINames/fastAPIFunctionName(_:method:path:)``) when that shorter name is also
    /// the name of another operation (one function serving two routes) or of a component
    /// schema, so that shortening never makes two names one. Named like a schema only
    /// (`stats` returning a `Stats`), its request type is named with the method's verb first
    /// (`get_stats`, the Swift type `GetStats`: ``Spec/Endpoint/readableName``), with a warning
    /// at its `operationId` and a note at the schema, unless that name is taken too; the whole
    /// `operationId` still names its inline schemas, as it did before.
    private func restoreShortenedNamesThatClash(in sites: inout [OperationSite], except unnamed: Set<Int>) {
        var operationUses: [String: Int] = [:]
        for site in sites { operationUses[Naming.typeNameKey(site.name.value), default: 0] += 1 }
        var schemas: [String: OpenAPINode] = [:]
        for schema in root.rootNode["components"]?["schemas"]?.pairs ?? [] where schemas[Naming.typeNameKey(schema.name)] == nil {
            schemas[Naming.typeNameKey(schema.name)] = schema.key
        }
        var given = Set(operationUses.keys).union(schemas.keys)
        for index in sites.indices where !unnamed.contains(index) {
            let short = sites[index].name.value, key = Naming.typeNameKey(short)
            guard let id = sites[index].operation["operationId"]?.rawText, id != short,
                  operationUses[key, default: 0] > 1 || schemas[key] != nil else { continue }
            guard let schema = schemas[key], operationUses[key] == 1 else {
                sites[index].name.value = id
                continue
            }
            let verbFirst = sites[index].method.value.rawValue.lowercased() + "_" + short
            let chosen = given.insert(Naming.typeNameKey(verbFirst)).inserted ? verbFirst : id
            sites[index].name.value = id
            if chosen != id { sites[index].readableName = chosen }
            warning("operation '\(id)' is named '\(chosen)', the Swift type '\(Naming.upperCamelCase(chosen))', since its function name '\(short)' is the name of the schema '\(schema.rawText ?? short)'",
                    at: sites[index].operation["operationId"] ?? sites[index].operation,
                    notes: [Diagnostic.Note("the schema '\(schema.rawText ?? short)' is declared here", at: schema.location)])
        }
    }

    /// Whether a `servers` list repeats the document's own servers, URL for URL (so reading it
    /// changes nothing).
    func sameServersAsRoot(_ list: OpenAPINode) -> Bool {
        let rootURLs = root.rootNode["servers"]?.items?.compactMap { $0["url"]?.rawText } ?? []
        let urls = list.items?.compactMap { $0["url"]?.rawText } ?? []
        return urls == rootURLs
    }

    /// The endpoint of one operation. `declaresSecurity`: whether the document names a
    /// security requirement anywhere (at the top or in an operation); if so, an operation
    /// without one needs no authentication (`[]`), else it declares nothing (`nil`).
    func endpoint(_ site: OperationSite, declaresSecurity: Bool) -> Spec.Endpoint {
        let operation = site.operation
        let typeName = Naming.typeName(site.name.value)
        let key = Self.splitPathKey(site.path.value)
        var endpoint = Spec.Endpoint(
            name: site.name,
            method: site.method,
            path: Located(key.path, at: site.path.location),
            summary: string("summary", of: operation) ?? string("summary", of: site.pathItem),
            description: string("description", of: operation) ?? string("description", of: site.pathItem),
            deprecated: bool("deprecated", of: operation)
        )
        // An operation's servers replace its path item's, which replace the document's
        // (OpenAPI 3.x §4.8.9, §4.8.10); a list that only repeats the document's changes nothing.
        if let list = operation["servers"] ?? site.pathItem["servers"], !sameServersAsRoot(list) {
            endpoint.servers = servers(list)
        }
        endpoint.source = source(of: operation)
        endpoint.readableName = site.readableName
        endpoint.operationID = operation["operationId"]?.rawText
        endpoint.tags = operation["tags"]?.items?.compactMap(\.rawText) ?? []
        readParameters(of: site, typeName: typeName, into: &endpoint)
        endpoint.constantQueryItems = constantQueryItems(key.query, of: endpoint, at: site.path)
        if let security = operation["security"] ?? root.rootNode["security"] {
            endpoint.security = securityRequirements(security)
        } else if declaresSecurity {
            endpoint.security = []
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

/// Path keys that hold a query or a fragment (`/responses?beta=true`, `/#X-Amz-Target=Svc.Op`,
/// `/files/{id}#add_link`): OpenAPI 3.x §4.8.8 defines a path key as a path alone, but some
/// documents tell two operations on one path apart this way.
extension OpenAPIContext {
    /// The parts of a path key: the path before the first `?` or `#`, the query between a `?`
    /// and the first `#` (`nil` without a `?`), and whether a fragment follows.
    static func splitPathKey(_ key: String) -> (path: String, query: String?, hasFragment: Bool) {
        guard let end = key.firstIndex(where: { $0 == "?" || $0 == "#" }) else { return (key, nil, false) }
        let rest = key[end...]
        guard rest.first == "?" else { return (String(key[..<end]), nil, true) }
        let query = rest.dropFirst().prefix { $0 != "#" }
        return (String(key[..<end]), String(query), query.endIndex != rest.endIndex)
    }

    /// Warns once per path key that holds a query or a fragment, saying what is sent: the
    /// query's items as constant query items, the fragment never (RFC 9110 §7.1: a fragment
    /// is not part of a request's target).
    func warnAboutQueryOrFragment(in key: String, at node: OpenAPINode) {
        let parts = Self.splitPathKey(key)
        guard parts.query != nil || parts.hasFragment else { return }
        var sent: [String] = []
        if let query = parts.query, !query.isEmpty { sent.append("'\(query)' is sent as constant query items beside the operation's parameters") }
        if parts.hasFragment { sent.append("the fragment is never sent") }
        warning("the path key '\(key)' bends OpenAPI's rules (a path key is a path alone, without a query or a fragment): its operations are sent to '\(parts.path)'; " + sent.joined(separator: "; "), at: node)
        // A variable there would be a parameter the caller gives and no request sends.
        let rest = key.dropFirst(parts.path.count)
        if rest.contains("{") || rest.contains("}") {
            fault("the path key '\(key)' holds a template variable in its query or fragment, which is never sent (only the path before '?' or '#' is a template); declare a query parameter instead",
                  at: node, lost: "the variable's value is not sent")
        }
    }

    /// The query items of a path key's query (`beta=true&mode=a`): each `name=value` (or a
    /// `name` alone, sent as `name=`), percent-decoded, grouped by name in the order names
    /// first appear. An item whose name a declared query parameter also writes (the same
    /// name, or one of them the other followed by brackets) is an error at the parameter; an
    /// item holding a template variable (`{q}`) is left out (a fault of the document, reported
    /// once per key).
    func constantQueryItems(_ query: String?, of endpoint: Spec.Endpoint, at key: Located<String>) -> [Spec.ConstantQueryItem] {
        guard let query else { return [] }
        var items: [Spec.ConstantQueryItem] = []
        var positions: [String: Int] = [:]
        for pair in query.split(separator: "&", omittingEmptySubsequences: true) {
            let name = String(pair.prefix { $0 != "=" }).removingPercentEncodingOrSelf
            let value = String(pair.drop { $0 != "=" }.dropFirst()).removingPercentEncodingOrSelf
            // A template variable there is a fault reported once per key (``warnAboutQueryOrFragment(in:at:)``).
            if pair.contains("{") || pair.contains("}") { continue }
            guard !name.isEmpty else { continue }
            if let index = positions[name] {
                items[index].values.append(value)
            } else {
                positions[name] = items.count
                items.append(Spec.ConstantQueryItem(name: name, values: [value]))
            }
        }
        // A key may hold many items and an operation a few dozen parameters: each item's bytes
        // are made once, and compared with each parameter's.
        let itemBytes = items.map { Array($0.name.utf8) }
        for parameter in endpoint.queryParameters {
            let bytes = Array(parameter.name.value.utf8)
            for (item, other) in zip(items, itemBytes) {
                guard bytes == other || Self.isBracketRoot(bytes, of: other) || Self.isBracketRoot(other, of: bytes) else { continue }
                diagnostics.error("query parameter '\(parameter.name.value)' clashes with the item '\(item.name)' that the path key '\(key.value)' sends on every request; a server would read the two as one",
                                  at: parameter.name.location, notes: [Diagnostic.Note("the path key is here", at: key.location)])
            }
        }
        return items
    }
}
