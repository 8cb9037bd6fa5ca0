/// Servers: base URLs, and for those with variables the function that makes them.
extension Resolver {
    /// The servers of one list (the API's or an operation's). A server with variables gets a
    /// factory function, `server` when it is the only one of the list with variables, else
    /// `server<N>` (N its 1-based place in the list); a variable with `enum` values gets an
    /// enum type, named `Server<Variable>` (`Server<N><Variable>` likewise) and made distinct
    /// among the namespace's types.
    mutating func resolveServers(_ servers: [Spec.Server]) -> [APIModel.Server] {
        let numbered = servers.filter { !$0.variables.isEmpty }.count > 1
        return servers.enumerated().map { index, server in
            var resolved = APIModel.Server(url: server.url.value, name: server.name?.value, description: server.description)
            guard !server.variables.isEmpty else { return resolved }
            let suffix = numbered ? String(index + 1) : ""
            var members = NameRegistry(reserved: ["servers"])
            var parameters: [APIModel.ServerParameter] = []
            for variable in server.variables {
                let name = Naming.memberIdentifier(members.claim(Naming.lowerCamelCase(variable.name.value)))
                var parameter = APIModel.ServerParameter(
                    specName: variable.name.value, name: name, type: "String", cases: [],
                    defaultValue: SwiftText.stringLiteral(variable.defaultValue), description: variable.description)
                if !variable.allowedValues.isEmpty {
                    parameter.type = typeRegistry.claim("Server" + suffix + Naming.upperCamelCase(variable.name.value))
                    var cases = NameRegistry(reserved: Self.reservedCaseNames)
                    for value in variable.allowedValues {
                        let caseName = Naming.memberIdentifier(cases.claim(Naming.lowerCamelCase(value)))
                        parameter.cases.append(.init(name: caseName, rawValue: value, description: nil))
                        if value == variable.defaultValue { parameter.defaultValue = "." + caseName }
                    }
                }
                parameters.append(parameter)
            }
            let parts: [APIModel.ServerFactory.Part] = server.template.compactMap { part in
                switch part {
                case .text(let text): return .text(text)
                case .variable(let variable):
                    guard let parameter = parameters.first(where: { $0.specName == variable }) else { return nil }
                    return .parameter(name: parameter.name, isEnum: !parameter.cases.isEmpty)
                }
            }
            resolved.factory = .init(name: "server" + suffix, parameters: parameters, parts: parts)
            return resolved
        }
    }
}
