/// Security Scheme Objects → security schemes (OpenAPI 3.x §4.7.33).
extension OpenAPIContext {
    /// `components.securitySchemes`, in file order: HTTP `bearer` and `basic`, and `apiKey`
    /// in a header or the query. OAuth 2 and OpenID Connect send their access token as a
    /// bearer token (RFC 6750 §2.1), so they map onto `bearer` with a warning that getting
    /// the token is left to the caller. Anything else is warned about and skipped.
    func readSecuritySchemes() -> [Spec.SecurityScheme] {
        guard let components = root.rootNode["components"], let entries = mapping("securitySchemes", of: components) else { return [] }
        var schemes: [Spec.SecurityScheme] = []
        for (name, key, value) in entries {
            guard let scheme = dereference(value) else { continue }
            let type = scheme["type"]?.rawText ?? ""
            let description = string("description", of: scheme)
            let kind: Spec.SecurityScheme.Kind
            switch type {
            case "http":
                switch scheme["scheme"]?.rawText?.lowercased() {
                case "bearer": kind = .bearer
                case "basic": kind = .basic
                case let other:
                    unsupported("HTTP authentication scheme '\(other ?? "")' is not supported yet (bearer and basic are); skipped", at: scheme["scheme"] ?? scheme)
                    continue
                }
            case "apiKey":
                guard let field = scheme["name"]?.rawText else {
                    error("an apiKey security scheme needs 'name'", at: scheme)
                    continue
                }
                switch scheme["in"]?.rawText {
                case "header":
                    if let problem = FieldRules.tokenProblem(field) { error(problem, at: scheme["name"] ?? scheme) }
                    kind = .apiKeyHeader(field)
                case "query": kind = .apiKeyQuery(field)
                case let other:
                    unsupported("API keys in '\(other ?? "")' are not supported yet (header and query are); skipped", at: scheme["in"] ?? scheme)
                    continue
                }
            case "oauth2", "openIdConnect":
                warning("\(type) is read as a bearer token; obtaining the token is left to the caller", at: scheme["type"] ?? scheme)
                kind = .bearer
            default:
                unsupported("security scheme type '\(type)' is not supported yet; skipped", at: scheme["type"] ?? scheme)
                continue
            }
            schemes.append(Spec.SecurityScheme(name: key.located(name), kind: kind, description: description))
        }
        return schemes
    }
}
