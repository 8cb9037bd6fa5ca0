/// Server Objects → servers (OpenAPI 3.x §4.7.5).
extension OpenAPIContext {
    /// The document's `servers`, in order. Each `{variable}` of a URL is replaced by its
    /// `default` (OpenAPI: "the value to use for substitution"); the alternatives of an `enum`
    /// are named in the server's description. An undeclared variable, or one without a
    /// default, is an error. A relative URL is kept; the validator warns about it (it is
    /// relative to where the document is served, which a generated client cannot know).
    func readServers() -> [Spec.Server] {
        guard let list = root.rootNode["servers"] else { return [] }
        guard let items = list.items else {
            error("'servers' must be a list, found \(list.yaml.kindDescription)", at: list)
            return []
        }
        return items.compactMap(server)
    }

    private func server(_ node: OpenAPINode) -> Spec.Server? {
        guard let urlNode = node["url"], let template = urlNode.rawText else {
            error("a server needs 'url'", at: node)
            return nil
        }
        var values: [String: String] = [:]
        var alternatives: [String] = []
        for (name, key, variable) in mapping("variables", of: node) ?? [] {
            guard let value = variable["default"]?.rawText else {
                error("server variable '\(name)' needs a 'default'", at: key)
                continue
            }
            values[name] = value
            if let options = variable["enum"]?.items?.compactMap(\.rawText), options.count > 1 {
                alternatives.append("`\(name)`: " + options.joined(separator: ", "))
            }
        }
        var url = ""
        let parsed = NameTemplate(template)
        for part in parsed.parts {
            switch part {
            case .text(let text, _):
                url += text
            case .variable(let name, _):
                if let value = values[name] {
                    url += value
                } else {
                    error("server variable '\(name)' is not declared under 'variables'", at: urlNode)
                }
            }
        }
        if !parsed.problems.isEmpty {
            error("the server URL '\(template)' has a '{' or '}' that does not enclose a variable name, as in {region}", at: urlNode)
        }
        var description = string("description", of: node)
        if !alternatives.isEmpty {
            let note = "Variables set to their defaults; other values: " + alternatives.joined(separator: "; ") + "."
            description = description.map { $0 + "\n\n" + note } ?? note
        }
        return Spec.Server(url: urlNode.located(url), description: description)
    }
}
