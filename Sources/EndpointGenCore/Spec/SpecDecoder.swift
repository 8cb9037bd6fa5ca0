/// Decodes the YAML tree of one spec file into a ``Spec`` by hand, keeping positions and
/// reporting every mistake it meets; the top level, servers, headers and coding rules here,
/// models and endpoints in extensions.
struct SpecDecoder {
    let context: DecodeContext
    let types: TypeParser
    /// What waits for every model to be decoded.
    let pending = Pending()

    /// Values read in a second pass, after every model is decoded.
    final class Pending {
        /// Property defaults: the model's name, the property's name, the `default` node.
        var defaults: [(model: String, property: String, node: YAMLNode)] = []
    }

    /// The keys of a spec's top level, in the order they are listed in messages.
    static let topKeys = ["api", "description", "servers", "headers", "coding", "security", "models", "endpoints"]

    /// Decodes a document's root.
    /// - Returns: The spec, or `nil` (after reporting) when the root is not a mapping.
    static func decode(_ root: YAMLNode, context: DecodeContext) -> Spec? {
        guard let fields = context.fields(root, key: nil, what: "the spec", allowed: topKeys, required: ["api"]) else {
            return nil
        }
        let modelEntries = fields["models"].flatMap { context.entries($0, key: fields.key("models"), what: "'models'") } ?? []
        let decoder = SpecDecoder(context: context, types: TypeParser(context: context, models: modelEntries.map(\.name)))
        return decoder.spec(fields, modelEntries: modelEntries)
    }

    private func spec(_ fields: Fields, modelEntries: [(name: String, key: YAMLNode, value: YAMLNode)]) -> Spec {
        var api = Located("", at: context.location(fields.node))
        if let node = fields["api"], let name = context.located(node, key: fields.key("api"), what: "'api'") {
            api = name
            checkIdentifier(name.value, kind: "API name", at: node)
        }
        var spec = Spec(file: context.file, api: api)
        spec.description = description(fields, what: "the spec")
        if let node = fields["servers"] { spec.servers = servers(node, key: fields.key("servers")) }
        if let node = fields["headers"] { spec.headers = headerFields(node, key: fields.key("headers")) }
        if let node = fields["coding"] { spec.coding = coding(node, key: fields.key("coding")) }
        if let node = fields["security"] { spec.securitySchemes = securitySchemes(node, key: fields.key("security")) }
        spec.models = modelEntries.compactMap { model($0.name, key: $0.key, value: $0.value) }
        readDefaults(into: &spec.models)
        if let node = fields["endpoints"], let entries = context.entries(node, key: fields.key("endpoints"), what: "'endpoints'") {
            spec.endpoints = entries.compactMap { endpoint($0.name, key: $0.key, value: $0.value) }
        }
        return spec
    }

    /// The text of a `description` (or other free-text) field, `nil` when absent or empty.
    func description(_ fields: Fields, what: @autoclosure () -> String, field: String = "description") -> String? {
        guard let node = fields[field] else { return nil }
        guard let text = context.string(node, key: fields.key(field), what: "the \(field) of \(what())", allowEmpty: true) else { return nil }
        return node.scalar?.isNull == true || text.isEmpty ? nil : text
    }

    /// The `deprecated` flag of a mapping, `false` when absent.
    func deprecated(_ fields: Fields, what: @autoclosure () -> String) -> Bool {
        guard let node = fields["deprecated"] else { return false }
        return context.bool(node, key: fields.key("deprecated"), what: "'deprecated' of \(what())") ?? false
    }

    /// Reports a name that cannot become a Swift identifier.
    func checkIdentifier(_ name: String, kind: @autoclosure () -> String, at node: YAMLNode) {
        if !FieldRules.canBeIdentifier(name) {
            context.error("\(kind()) '\(name)' cannot become a Swift identifier: it needs at least one letter or digit", at: node)
        }
    }

    private func servers(_ node: YAMLNode, key: YAMLNode?) -> [Spec.Server] {
        guard let items = node.items else {
            context.error("expected a sequence of servers for 'servers', found \(DecodeContext.describe(node))", at: context.anchor(node, key: key))
            return []
        }
        var result: [Spec.Server] = []
        var names: [String: Located<String>] = [:]  // by UpperCamelCase form
        for item in items {
            var server: Spec.Server
            if item.scalar != nil {
                guard let url = context.located(item, key: nil, what: "a server URL") else { continue }
                server = Spec.Server(url: url)
            } else {
                guard let fields = context.fields(item, key: nil, what: "a server", allowed: ["url", "name", "description"], required: ["url"]),
                      let urlNode = fields["url"], let url = context.located(urlNode, key: fields.key("url"), what: "'url'") else { continue }
                server = Spec.Server(url: url, description: description(fields, what: "a server"))
                if let nameNode = fields["name"], let name = context.located(nameNode, key: fields.key("name"), what: "a server name") {
                    checkIdentifier(name.value, kind: "server name", at: nameNode)
                    // Server names become Swift names of one type: `prod-eu` and `prodEu` collide.
                    let form = Naming.upperCamelCase(name.value)
                    if let first = names[form] {
                        let message = first.value == name.value ? "duplicate server name '\(name.value)'" : "server names '\(first.value)' and '\(name.value)' become the same Swift name"
                        context.error(message, at: nameNode, notes: [Diagnostic.Note("'\(first.value)' is first used here", at: first.location)])
                    } else if !form.isEmpty {
                        names[form] = name
                    }
                    server.name = name
                }
            }
            result.append(server)
        }
        return result
    }

    private func headerFields(_ node: YAMLNode, key: YAMLNode?) -> [Spec.HeaderField] {
        guard let entries = context.entries(node, key: key, what: "'headers'") else { return [] }
        var result: [Spec.HeaderField] = []
        for entry in entries {
            let name = Located(entry.name, at: context.location(entry.key))
            guard let value = context.located(entry.value, key: entry.key, what: "header '\(entry.name)'") else { continue }
            result.append(Spec.HeaderField(name: name, value: value))
        }
        return result
    }

    private func coding(_ node: YAMLNode, key: YAMLNode?) -> Spec.Coding {
        var coding = Spec.Coding()
        if let text = node.scalar?.value, Spec.Coding.Keys(rawValue: text) != nil {
            context.error("expected a mapping for 'coding', found a scalar", at: node, notes: [Diagnostic.Note("write 'keys: \(text)' on its own line under 'coding:'")])
            return coding
        }
        guard let fields = context.fields(node, key: key, what: "'coding'", allowed: ["keys", "dates"]) else { return coding }
        if let keysNode = fields["keys"], let text = context.string(keysNode, key: fields.key("keys"), what: "'keys'") {
            if let keys = Spec.Coding.Keys(rawValue: text) {
                coding.keys = keys
            } else {
                let names = ["snake_case", "as-is"]
                context.error("unknown key strategy '\(text)'", at: keysNode, notes: Suggestions.note(for: text, in: names, listing: true))
            }
        }
        if let datesNode = fields["dates"], let text = context.string(datesNode, key: fields.key("dates"), what: "'dates'") {
            let strategies: [(String, Spec.Coding.Dates)] = [("iso8601", .iso8601), ("iso8601-fractional", .iso8601Fractional), ("seconds", .secondsSince1970), ("milliseconds", .millisecondsSince1970)]
            if let strategy = strategies.first(where: { $0.0 == text }) {
                coding.dates = strategy.1
            } else if let problem = FieldRules.dateFormatProblem(text) {
                let names = strategies.map(\.0)
                context.error("'\(text)' is neither a date strategy (\(names.joined(separator: ", "))) nor a date format: \(problem)", at: datesNode, notes: Suggestions.note(for: text, in: names, listing: false))
            } else {
                coding.dates = .formatted(text)
            }
        }
        return coding
    }
}
