/// Decoding of `security:`, the authentication schemes of the API (as OpenAPI's Security
/// Scheme Objects): the generator offers a middleware for each.
extension SpecDecoder {
    static let securityKeys = ["type", "header", "query", "description"]

    func securitySchemes(_ node: YAMLNode, key: YAMLNode?) -> [Spec.SecurityScheme] {
        guard let entries = context.entries(node, key: key, what: "'security'") else { return [] }
        var result: [Spec.SecurityScheme] = []
        for entry in entries {
            let what = { "security scheme '\(entry.name)'" }
            checkIdentifier(entry.name, kind: "security scheme name", at: entry.key)
            guard let fields = context.fields(entry.value, key: entry.key, what: what(), allowed: Self.securityKeys, required: ["type"]),
                  let typeNode = fields["type"], let type = context.string(typeNode, key: fields.key("type"), what: "the type of \(what())") else { continue }
            let header = fields["header"].flatMap { context.located($0, key: fields.key("header"), what: "the header field of \(what())") }
            let query = fields["query"].flatMap { context.located($0, key: fields.key("query"), what: "the query item of \(what())") }
            let kind: Spec.SecurityScheme.Kind
            switch type {
            case "bearer", "basic":
                for extra in ["header", "query"] {
                    if let extraKey = fields.key(extra) {
                        context.error("'\(extra)' belongs to an apiKey scheme; a \(type) scheme always uses the Authorization header field", at: extraKey)
                    }
                }
                kind = type == "bearer" ? .bearer : .basic
            case "apiKey":
                switch (header, query) {
                case let (header?, nil):
                    if let problem = FieldRules.tokenProblem(header.value) {
                        context.diagnostics.error(problem, at: header.location)
                    }
                    kind = .apiKeyHeader(header.value)
                case let (nil, query?):
                    kind = .apiKeyQuery(query.value)
                case (_?, _?):
                    if let queryKey = fields.key("query") {
                        context.error("an apiKey scheme is sent in a 'header' or a 'query' item, not both", at: queryKey)
                    }
                    continue
                case (nil, nil):
                    if fields.key("header") == nil, fields.key("query") == nil {
                        context.error("\(what()) needs 'header' (the field name) or 'query' (the item name) for its key", at: entry.key)
                    }
                    continue
                }
            default:
                context.error("unknown security scheme type '\(type)'", at: typeNode, notes: Suggestions.note(for: type, in: ["bearer", "basic", "apiKey"], listing: true))
                continue
            }
            result.append(Spec.SecurityScheme(name: Located(entry.name, at: context.location(entry.key)), kind: kind, description: description(fields, what: what())))
        }
        return result
    }
}
