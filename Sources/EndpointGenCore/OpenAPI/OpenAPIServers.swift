/// Server Objects → servers (OpenAPI 3.x §4.7.5).
extension OpenAPIContext {
    /// The document's `servers`, in order (see ``servers(_:)``).
    func readServers() -> [Spec.Server] {
        guard let list = root.rootNode["servers"] else { return [] }
        return servers(list)
    }

    /// A `servers` list, in order. Each `{variable}` of a URL is replaced by its `default`
    /// (OpenAPI: "the value to use for substitution") in ``Spec/Server/url``, and kept in
    /// ``Spec/Server/template`` with the variable (its `enum`, its description), so that the
    /// generated client can take another value. An undeclared variable, or one without a
    /// default, is an error. A relative URL is kept as written: it is relative to where the
    /// document is served (OpenAPI 3.0.4 §4.7.5), which the caller gives when the client is
    /// made (`APIServer.resolved(against:)`).
    func servers(_ list: OpenAPINode) -> [Spec.Server] {
        guard let items = list.items else {
            wrongKind("servers", list, expected: "a list")
            return []
        }
        return items.compactMap(server)
    }

    private func server(_ node: OpenAPINode) -> Spec.Server? {
        guard let urlNode = node["url"], let template = urlNode.rawText else {
            error("a server needs 'url'", at: node)
            return nil
        }
        var variables: [Spec.ServerVariable] = []
        for (name, key, variable) in mapping("variables", of: node) ?? [] {
            guard let value = variable["default"]?.rawText else {
                error("server variable '\(name)' needs a 'default'", at: key)
                continue
            }
            let allowed = variable["enum"]?.items?.compactMap(\.rawText) ?? []
            if !allowed.isEmpty, !allowed.contains(value) {
                warning("the default '\(value)' of server variable '\(name)' is not one of its values", at: variable["default"] ?? key)
            }
            variables.append(Spec.ServerVariable(name: key.located(name), defaultValue: value,
                                                 allowedValues: allowed.contains(value) || allowed.isEmpty ? allowed : [value] + allowed,
                                                 description: string("description", of: variable)))
        }
        var url = ""
        var parts: [Spec.Server.TemplatePart] = []
        let parsed = NameTemplate(template)
        for part in parsed.parts {
            switch part {
            case .text(let text, _):
                url += text
                parts.append(.text(text))
            case .variable(let name, _):
                if let declared = variables.first(where: { $0.name.value == name }) {
                    url += declared.defaultValue
                    parts.append(.variable(name))
                } else {
                    error("server variable '\(name)' is not declared under 'variables'", at: urlNode)
                }
            }
        }
        if !parsed.problems.isEmpty {
            error("the server URL '\(template)' has a '{' or '}' that does not enclose a variable name, as in {region}", at: urlNode)
        }
        var server = Spec.Server(url: urlNode.located(url), description: string("description", of: node))
        if parts.contains(where: { if case .variable = $0 { true } else { false } }) {
            let used = Set(parts.compactMap { if case .variable(let name) = $0 { name } else { nil } })
            server.template = parts
            server.variables = variables.filter { used.contains($0.name.value) }
        }
        return server
    }
}
