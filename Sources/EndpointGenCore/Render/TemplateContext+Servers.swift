import Mustache

/// The keys of a list of servers (the namespace's, or a request's own), which the `servers`
/// partial renders.
extension TemplateContext {
    /// Sets `servers`, `hasServers`, `serverEnums`, `serverFactories`, `hasServerFactories`,
    /// and `indent`: the indentation of the declarations (`servers` is written inside the
    /// namespace or inside a request type).
    func serverKeys(_ servers: [APIModel.Server], indent: String, into context: inout TemplateObject) {
        context[.indent] = .string(indent)
        context[.servers] = .list(servers.map { server in
            .object([
                .url: .string(SwiftText.stringLiteral(server.url)),
                .description: Self.serverDescription(server),
            ])
        })
        context[.hasServers] = .bool(!servers.isEmpty)
        let factories = servers.compactMap { server in server.factory.map { (server, $0) } }
        context[.hasServerFactories] = .bool(!factories.isEmpty)
        context[.serverEnums] = .list(factories.flatMap { _, factory in
            factory.parameters.filter { !$0.cases.isEmpty }.map { parameter in
                .object([
                    .name: .string(parameter.type),
                    .doc: Self.doc(["The values of the server variable `\(parameter.specName)`.", parameter.description], specPath: nil),
                    .cases: .list(parameter.cases.map { .object([.name: .string($0.name), .rawValue: .string(SwiftText.stringLiteral($0.rawValue))]) }),
                ])
            }
        })
        context[.serverFactories] = .list(factories.map { server, factory in
            var url = "\""
            for part in factory.parts {
                switch part {
                case .text(let text): url += SwiftText.literalContent(text)
                case .parameter(let name, let isEnum): url += "\\(" + name + (isEnum ? ".rawValue" : "") + ")"
                }
            }
            url += "\""
            let parameterLines = factory.parameters.map { parameter in
                "  - \(Naming.bare(parameter.name)): " + (parameter.description.map { $0 + " " } ?? "") + "Defaults to `\(parameter.defaultValue)`."
            }
            let summary = "The server `\(server.url)` with other values of its variables (OpenAPI server variables)."
            return .object([
                .name: .string(factory.name),
                .doc: Self.doc([summary, server.description, "- Parameters:\n" + parameterLines.joined(separator: "\n"), "- Returns: The server, to pass to `APIClient`."], specPath: nil),
                .parameters: Self.withSeparators(factory.parameters.map { parameter in
                    [.name: .string(parameter.name), .type: .string(parameter.type), .defaultValue: .string(parameter.defaultValue)]
                }),
                .url: .string(url),
                .description: Self.serverDescription(server),
            ])
        })
    }

    /// A server's description (or name) as a string literal, or null.
    private static func serverDescription(_ server: APIModel.Server) -> TemplateValue {
        (server.description ?? server.name).map { .string(SwiftText.stringLiteral($0)) } ?? .null
    }
}
