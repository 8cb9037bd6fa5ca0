/// Which operations of a spec to generate (the config file's `operations:`), and the models
/// that go with them.
///
/// An operation is kept when it matches some `include` rule (or there are none) and matches no
/// `exclude` rule. Rules match by OpenAPI tag, by `operationId` (or an endpoint spec's endpoint
/// name), or by path prefix, compared by whole segments: `/admin` matches `/admin` and
/// `/admin/users`, not `/administrators`. A model that only removed operations use, directly or
/// through other models, is removed too; a model no operation uses is kept, as without a filter.
public struct OperationFilter: Sendable, Hashable {
    /// One list of rules: an operation matches it when it matches any entry.
    public struct Rules: Sendable, Hashable {
        /// OpenAPI tags (`tags:` of an operation).
        public var tags: [Located<String>] = []
        /// `operationId`s (the name an endpoint spec gives an endpoint).
        public var operationIDs: [Located<String>] = []
        /// Path prefixes, each starting with `/`.
        public var paths: [Located<String>] = []

        /// Creates rules.
        public init(tags: [Located<String>] = [], operationIDs: [Located<String>] = [], paths: [Located<String>] = []) {
            self.tags = tags
            self.operationIDs = operationIDs
            self.paths = paths
        }

        /// Whether there is no entry at all.
        public var isEmpty: Bool { tags.isEmpty && operationIDs.isEmpty && paths.isEmpty }

        /// The entries an endpoint matches.
        func matches(_ endpoint: Spec.Endpoint) -> [Located<String>] {
            tags.filter { endpoint.tags.contains($0.value) }
                + operationIDs.filter { $0.value == (endpoint.operationID ?? endpoint.name.value) }
                + paths.filter { OperationFilter.path(endpoint.path.value, startsWith: $0.value) }
        }

        var all: [Located<String>] { tags + operationIDs + paths }
    }

    /// Operations to keep; all when empty.
    public var include: Rules
    /// Operations to leave out, even when `include` matches them.
    public var exclude: Rules

    /// Creates a filter.
    /// - Parameters:
    ///   - include: Operations to keep; empty (all) unless given.
    ///   - exclude: Operations to leave out; none unless given.
    public init(include: Rules = Rules(), exclude: Rules = Rules()) {
        self.include = include
        self.exclude = exclude
    }

    /// Whether the filter keeps every operation.
    public var isEmpty: Bool { include.isEmpty && exclude.isEmpty }

    /// Whether `path` is `prefix` or continues it after a `/`.
    static func path(_ path: String, startsWith prefix: String) -> Bool {
        guard path.hasPrefix(prefix) else { return false }
        return path.count == prefix.count || prefix.hasSuffix("/") || path.dropFirst(prefix.count).hasPrefix("/")
    }

    /// The specs with only the kept operations and the models they still need. Warns about
    /// each rule that matches no operation of any spec (a typo keeps or drops nothing).
    func apply(to specs: [Spec], diagnostics: DiagnosticCollector) -> [Spec] {
        guard !isEmpty else { return specs }
        var used = Set<Located<String>>()
        let filtered = specs.map { spec in
            var spec = spec
            var kept: [Spec.Endpoint] = []
            var removed: [Spec.Endpoint] = []
            for endpoint in spec.endpoints {
                let included = include.matches(endpoint)
                let excluded = exclude.matches(endpoint)
                used.formUnion(included)
                used.formUnion(excluded)
                if (include.isEmpty || !included.isEmpty) && excluded.isEmpty {
                    kept.append(endpoint)
                } else {
                    removed.append(endpoint)
                }
            }
            guard !removed.isEmpty else { return spec }
            spec.endpoints = kept
            // Models no operation uses stay, and so does everything they use.
            let usedByAny = Self.modelsReached(from: kept + removed, in: spec.models, alsoFrom: [])
            let unused = spec.models.map(\.name.value).filter { !usedByAny.contains($0) }
            // Webhook payloads stay too: the filter chooses operations the client sends.
            let payloads = spec.webhooks.flatMap { $0.body?.type.value.modelNames ?? [] }
            let needed = Self.modelsReached(from: kept, in: spec.models, alsoFrom: unused + payloads)
            let dropped = Self.modelsReached(from: removed, in: spec.models).subtracting(needed)
            spec.models.removeAll { dropped.contains($0.name.value) }
            return spec
        }
        for rule in include.all + exclude.all where !used.contains(rule) {
            diagnostics.warning("'\(rule.value)' matches no operation, so this filter changes nothing", at: rule.location)
        }
        return filtered
    }

    /// The names of the models the endpoints (and the models named in `roots`) use, directly
    /// or through other models; `roots` are included.
    static func modelsReached(from endpoints: [Spec.Endpoint], in models: [Spec.Model], alsoFrom roots: [String] = []) -> Set<String> {
        let byName = Dictionary(models.map { ($0.name.value, $0) }, uniquingKeysWith: { first, _ in first })
        var reached = Set<String>()
        var pending: [String] = []
        func visit(_ type: Spec.TypeReference) {
            for name in type.modelNames where reached.insert(name).inserted { pending.append(name) }
        }
        roots.forEach { visit(.model($0)) }
        for endpoint in endpoints {
            for parameter in endpoint.pathParameters + endpoint.queryParameters + endpoint.headerParameters + endpoint.cookieParameters {
                visit(parameter.type.value)
            }
            if let body = endpoint.body {
                visit(body.type.value)
                // Multipart parts' header fields (OpenAPI Encoding Object `headers`).
                for part in body.partEncodings.values { part.headers.forEach { visit($0.type.value) } }
            }
            if let response = endpoint.response { visit(response.value) }
            for success in endpoint.successes { if let type = success.type { visit(type.value) } }
            if let element = endpoint.stream?.element { visit(element.value) }
            for header in endpoint.responseHeaders { visit(header.type.value) }
            for error in endpoint.errors { if let type = error.type { visit(type.value) } }
        }
        while let name = pending.popLast() {
            guard let model = byName[name] else { continue }
            switch model.kind {
            case .object(let properties): properties.forEach { visit($0.type.value) }
            case .alias(let type): visit(type.value)
            case .oneOf(let choice): choice.variants.forEach { visit($0.type.value) }
            case .tuple(let tuple): (tuple.items + (tuple.rest.map { [$0] } ?? [])).forEach { visit($0.value) }
            case .enumeration, .integerEnumeration, .numberEnumeration: break
            }
            if let additional = model.additionalProperties { visit(additional.value) }
        }
        return reached
    }
}
