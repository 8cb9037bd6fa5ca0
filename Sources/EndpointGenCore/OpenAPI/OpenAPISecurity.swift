/// Security Scheme Objects → security schemes (OpenAPI 3.x §4.7.33).
extension OpenAPIContext {
    /// `components.securitySchemes`, in file order: HTTP `bearer`, `basic` and any other
    /// scheme (`Authorization: <scheme> <credentials>`, the caller's credentials), and `apiKey`
    /// in a header, the query or a cookie. OAuth 2 and OpenID Connect send their access token as a
    /// bearer token (RFC 6750 §2.1): their middleware takes a closure that gives the token,
    /// which the caller obtains (no login flow is generated). `mutualTLS` (3.1) is the transport's (a warning says
    /// so). Anything else is warned about and skipped.
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
                default:
                    // RFC 9110 §11.1: an auth-scheme is a token; sent as written.
                    guard let node = scheme["scheme"], let written = node.rawText, !written.isEmpty else {
                        error("an http security scheme needs 'scheme' (bearer, basic, digest, ...)", at: scheme)
                        continue
                    }
                    if let problem = FieldRules.tokenProblem(written, kind: "authentication scheme") {
                        error(problem, at: node)
                        continue
                    }
                    kind = .authorization(written)
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
                case "cookie": kind = .apiKeyCookie(field)
                case let other:
                    error("an apiKey security scheme is 'in' header, query or cookie, not '\(other ?? "")'", at: scheme["in"] ?? scheme)
                    continue
                }
            case "oauth2", "openIdConnect":
                // RFC 6750 §2.1 (OpenID Connect Core §3.1.3.3 too): the access token is a bearer
                // token. The flows (`flows`, `openIdConnectUrl`) are how the caller gets one.
                kind = .accessToken(type)
            case "mutualTLS":
                // OpenAPI 3.1 §4.8.27: the client certificate is presented in the TLS handshake,
                // which the transport performs, not by a header a middleware could add.
                warning("security scheme '\(name)' (mutualTLS) is met by the TLS connection: the client's transport presents the client certificate, so no middleware is made for it", at: scheme["type"] ?? scheme)
                continue
            default:
                unsupported("security scheme type '\(type)' is not supported yet; skipped", at: scheme["type"] ?? scheme)
                continue
            }
            schemes.append(Spec.SecurityScheme(name: key.located(name), kind: kind, description: description))
        }
        return schemes
    }

    /// A `security` list (Security Requirement Objects, OpenAPI 3.0.4 §4.7.30): the
    /// alternatives, each the names of the schemes used together (scopes are the server's
    /// business); `{}` is an alternative without authentication. A name that is not a key of
    /// `components.securitySchemes` is an error.
    func securityRequirements(_ node: OpenAPINode) -> [[String]]? {
        guard let items = node.items else {
            error("'security' must be a list of security requirements, found \(node.yaml.kindDescription)", at: node)
            return nil
        }
        let declared = root.rootNode["components"].flatMap { $0["securitySchemes"]?.pairs?.map(\.name) } ?? []
        var requirements: [[String]] = []
        for item in items {
            // `- ` with nothing after it (a scheme line commented out) is no `{}`: reading it as
            // "no authentication" would drop the credentials the document meant to ask for.
            if item.yaml.scalar?.isNull == true {
                fault("the document gives a security requirement as null; OpenAPI defines it as a mapping of scheme names ({} for none)",
                      at: item, lost: "the operation's security is read as undeclared")
                return nil
            }
            // An item that is no mapping (reported) leaves the requirements unknown: undeclared,
            // so the client's middlewares act as the caller set them up, never none of them.
            guard let entries = pairs(of: item, what: "a security requirement") else { return nil }
            for (name, key, _) in entries where !declared.contains(name) {
                error("security scheme '\(name)' is not declared in components.securitySchemes", at: key,
                      notes: Suggestions.note(for: name, in: declared, listing: true))
            }
            requirements.append(entries.map(\.name))
        }
        return requirements
    }
}
