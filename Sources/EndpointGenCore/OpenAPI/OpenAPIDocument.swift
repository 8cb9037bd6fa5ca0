/// The OpenAPI Object (the document root, OpenAPI 3.x §4.7.1) → ``Spec``.
extension OpenAPIContext {
    /// Reads the whole document: info, servers, security schemes; then the names of component
    /// schemas and operations (so inline models never take them), the component models, every
    /// operation, and last the models operations named.
    func readDocument() -> Spec {
        let document = root.rootNode
        let info = document["info"]
        if info == nil { warning("an OpenAPI document needs 'info'", at: document) }
        let title = info.flatMap { string("title", of: $0) }
        var apiName = options.apiName ?? OpenAPINames.typeName(title ?? "")
        if apiName.isEmpty || apiName.first?.isNumber == true { apiName = "API" + apiName }
        let nameLocation = info?["title"]?.location ?? document.location
        var spec = Spec(file: root.path, api: Located(apiName, at: nameLocation), description: info.flatMap { string("description", of: $0) })
        spec.coding = Spec.Coding(keys: .asIs, dates: .iso8601)
        spec.servers = readServers()
        spec.securitySchemes = readSecuritySchemes()
        registerComponentSchemas()
        let sites = collectOperations()
        buildPendingModels()
        spec.endpoints = sites.map(endpoint)
        spec.webhooks = readWebhooks() + sites.flatMap(callbacks)
        buildPendingModels()
        breakAliasCycles()
        spec.models = models
        return spec
    }

    /// Replaces aliases that reach themselves only through other aliases (`A = [A]`,
    /// `A = B, B = A`), which a Swift typealias cannot express, by `JSON`, with a warning.
    func breakAliasCycles() {
        var aliasIndex: [String: Int] = [:]
        for (index, model) in models.enumerated() {
            if case .alias = model.kind { aliasIndex[model.name.value] = index }
        }
        var state: [String: Int] = [:]  // 1: on the path, 2: done
        func visit(_ name: String) -> Bool {
            if state[name] == 1 { return true }
            if state[name] == 2 { return false }
            guard let index = aliasIndex[name], case .alias(let type) = models[index].kind else { return false }
            state[name] = 1
            defer { state[name] = 2 }
            for next in type.value.modelNames where visit(next) {
                models[index].kind = .alias(Located(.builtin(.json), at: type.location))
                diagnostics.unsupported("'\(name)' is defined through itself, which a Swift type alias cannot express; typed JSON", at: models[index].name.location)
                return false
            }
            return false
        }
        for name in aliasIndex.keys.sorted() { _ = visit(name) }
    }
}
