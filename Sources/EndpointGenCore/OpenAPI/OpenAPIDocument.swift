/// The OpenAPI Object (the document root, OpenAPI 3.x §4.7.1) → ``Spec``.
extension OpenAPIContext {
    /// Reads the whole document: info, servers, security schemes; then the names of component
    /// schemas and operations (so inline models never take them), the component models, every
    /// operation, and last the models operations named.
    func readDocument() -> Spec {
        let document = root.rootNode
        let info = document["info"]
        if info == nil { missingField("info", of: .document, at: document) }
        let title = info.flatMap { string("title", of: $0) }
        var apiName = options.apiName ?? Naming.typeName(title ?? "")
        if apiName.isEmpty || apiName.first?.isNumber == true { apiName = "API" + apiName }
        let nameLocation = info?["title"]?.location ?? document.location
        var spec = Spec(file: root.path, api: Located(apiName, at: nameLocation), description: info.flatMap { string("description", of: $0) })
        spec.coding = Spec.Coding(keys: .asIs, dates: .iso8601)
        spec.source = info.map(source(of:)) ?? source(of: document)
        spec.servers = readServers()
        spec.securitySchemes = readSecuritySchemes()
        registerComponentSchemas()
        let sites = collectOperations()
        buildPendingModels()
        // A document that names a security requirement anywhere says where credentials go:
        // an operation it gives none (no `security`, none at the top) needs none. One that
        // names none says nothing, and leaves it to the client's middlewares.
        let declaresSecurity = document["security"] != nil || sites.contains { $0.operation["security"] != nil }
        spec.endpoints = sites.map { endpoint($0, declaresSecurity: declaresSecurity) }
        spec.webhooks = readWebhooks() + sites.flatMap(callbacks)
        buildPendingModels()
        breakAliasCycles()
        spec.models = models
        dropUnusedInlineModels(&spec)
        return spec
    }

    /// Leaves out each inline model that nothing uses: no endpoint, webhook, named model (a
    /// component or a `$ref` target, kept whether used or not) or other model that is used.
    /// Such models are made on the way and then superseded: the model of an inline object
    /// parameter sent property by property (``splitParameterModels``), the merge of two
    /// `allOf` parts' objects that a third part merges again, an `allOf` part's enum that
    /// another part's type is kept over. A tool that asked for the type of every schema
    /// (``recordedSchemaTypes``) keeps them all.
    func dropUnusedInlineModels(_ spec: inout Spec) {
        guard recordedSchemaTypes == nil else { return }
        let named = Set(modelNames.values)
        let roots = spec.models.map(\.name.value).filter { named.contains($0) }
            + spec.webhooks.flatMap { webhook in
                (webhook.body.map { [$0.type.value] + $0.partEncodings.values.flatMap { $0.headers.map(\.type.value) } } ?? []).flatMap(\.modelNames)
            }
        let used = OperationFilter.modelsReached(from: spec.endpoints, in: spec.models, alsoFrom: roots)
        spec.models.removeAll { !named.contains($0.name.value) && !used.contains($0.name.value) }
    }

    /// Replaces aliases that reach themselves only through other aliases (`A = [A]`,
    /// `A = B, B = A`; ``SpecTypes/aliasCycles(in:)``), which a Swift typealias cannot
    /// express, by `JSON`, with a warning: in each cycle, the alias whose type leads back,
    /// following the chains in the order of the models' names.
    ///
    /// A cycle of aliases that are each only another model (`T: {allOf: [$ref: T]}`, `A:
    /// {allOf: [$ref: B]}` and `B: {allOf: [$ref: A]}`, or through a one-variant `oneOf`) is an
    /// infinitely recursive schema: it says nothing about a value but that it matches itself,
    /// and JSON Schema 2020-12 core §9.4.1 leaves its meaning undefined. That is an error, as
    /// an `allOf` that includes itself beside properties is (``mergedObject(_:)``); a cycle
    /// through an array or a dictionary (`Tree = [Tree]`) is a well-defined nesting.
    func breakAliasCycles() {
        let aliases = models.filter { if case .alias = $0.kind { return true } else { return false } }
        for cycle in SpecTypes.aliasCycles(in: aliases.sorted { $0.name.value < $1.name.value }) {
            guard let last = cycle.last, let index = modelIndex[last.name.value], case .alias(let type) = models[index].kind else { continue }
            let direct = cycle.allSatisfy { model in
                guard case .alias(let aliased) = model.kind else { return false }
                if case .model = aliased.value.withoutOptional { return true }
                return false
            }
            if direct {
                let chain = (cycle + [cycle[0]]).map { "'\($0.name.value)'" }.joined(separator: " → ")
                diagnostics.error("'\(cycle[0].name.value)' is only itself (\(chain)): an infinitely recursive schema, whose meaning JSON Schema 2020-12 core §9.4.1 leaves undefined", at: last.name.location,
                                  notes: cycle.dropLast().map { .init("'\($0.name.value)' is defined here", at: $0.name.location) })
                // Broken as below, so that checking the spec reports the cycle only once.
                models[index].kind = .alias(Located(.builtin(.json), at: type.location))
                continue
            }
            models[index].kind = .alias(Located(.builtin(.json), at: type.location))
            diagnostics.unsupported("'\(last.name.value)' is defined through itself, which a Swift type alias cannot express; typed JSON", at: last.name.location)
        }
    }
}
