/// The Swift type a generated client gives each schema of an OpenAPI document, for tools that
/// check a client against the document's own examples (`scripts/check-examples` decodes each
/// example with the type of its schema). Not part of the generator's pipeline: it runs the
/// reader and the resolver as ``Generator`` does, and keeps what the reader saw.
package enum SchemaTypeListing {
    /// The Swift type of each schema a JSON pointer names in the root document at `path`.
    ///
    /// - Parameters:
    ///   - pointers: JSON pointers into the root document (RFC 6901), each naming a schema:
    ///     a component, a property, a parameter's or media type's `schema`, ….
    ///   - path: The OpenAPI document, read as ``Generator/generate(specFiles:options:)``
    ///     reads it with the default options.
    /// - Returns: The API's namespace; for each pointer whose schema has a type of its own, the type as Swift code,
    ///   qualified with the API's namespace (`OpenAI.CreateChatCompletionRequest`,
    ///   `[GitHub.Issue]?`, `Int`); a schema that allows `null` is optional. Pointers to
    ///   schemas the reader never typed by themselves (an `allOf` part, a schema nothing
    ///   uses) are left out. The diagnostics of the read, which make the types empty when
    ///   they hold an error.
    package static func swiftTypes(ofSchemasAt pointers: [String], inDocument path: String) -> (namespace: String, types: [String: String], diagnostics: [Diagnostic]) {
        let diagnostics = DiagnosticCollector()
        let document: YAMLDocument
        do {
            document = try YAMLReader.read(try OpenAPIReader.readFile(path), file: path)
        } catch {
            diagnostics.error("cannot read '\(path)': \(error)", at: nil)
            return ("", [:], diagnostics.sorted)
        }
        let (spec, context) = OpenAPIReader.read(document: document, diagnostics: diagnostics, options: .init(), fileLoader: OpenAPIReader.readFile,
                                                 recordingSchemaTypes: true)
        guard let spec, let context, let records = context.recordedSchemaTypes else { return ("", [:], diagnostics.sorted) }
        let namespace = Resolver.namespaceName(for: spec.api.value)
        var resolver = Resolver(spec: spec, diagnostics: diagnostics)
        guard resolver.resolve(namespace: namespace) != nil else { return (namespace, [:], diagnostics.sorted) }
        var types: [String: String] = [:]
        for pointer in pointers {
            guard let yaml = context.resolve(pointer: pointer, in: context.root) else { continue }
            let node = OpenAPINode(file: context.root, yaml: yaml)
            let type: OpenAPISchemaType
            if let model = context.modelNames[OpenAPIRefKey(file: context.root.key, pointer: pointer)] {
                type = OpenAPISchemaType(type: .model(model), nullable: context.isNullable(node))
            } else if let recorded = records[node.key] {
                type = recorded
            } else {
                continue
            }
            if let resolved = resolver.resolveType(type.optionalIfNullable, at: node.location) {
                types[pointer] = resolved.qualifiedCode(namespace: namespace)
            }
        }
        return (namespace, types, diagnostics.sorted)
    }
}

extension ResolvedType {
    /// The type as Swift code outside the API's namespace: models and `JSONValue` qualified
    /// with it (`OpenAI.Pet`, `[String: OpenAI.JSONValue]?`).
    func qualifiedCode(namespace: String) -> String {
        switch self {
        case .builtin(let builtin): builtin == .json ? namespace + ".JSONValue" : builtin.rawValue
        case .array(let element): "[\(element.qualifiedCode(namespace: namespace))]"
        case .dictionary(let value): "[String: \(value.qualifiedCode(namespace: namespace))]"
        case .optional(let wrapped): wrapped.qualifiedCode(namespace: namespace) + "?"
        case .nullable(let wrapped): "Nullable<\(wrapped.qualifiedCode(namespace: namespace))>"
        case .model(let name, _): namespace + "." + name
        }
    }
}
