/// Literal values of an OpenAPI document (a `default`), read as the type OpenAPI expects at
/// their place, with the shared rules (``ScalarText``, ``InputFormat/openAPI``): a string
/// stays the text as written, and a number or a Boolean is read from the text only where the
/// schema asks for one.
extension OpenAPIContext {
    /// What a literal is expected to be, from the schema it belongs to.
    indirect enum ExpectedLiteral {
        case string, integer, number, boolean, any
        case array(ExpectedLiteral)
        case object
    }

    /// The reading toolkit for a file of this read (its diagnostics pass through ``report(_:)``,
    /// so each is reported once).
    func decoding(_ file: OpenAPIFile) -> DecodeContext {
        DecodeContext(file: file.path, diagnostics: self, format: .openAPI)
    }

    /// A literal value (a `default`) read as the schema expects; `nil` when the node does not
    /// hold a value of that type. A plain `null` is `null` whatever is expected; where nothing
    /// is expected (`any`), YAML's core schema decides (``DecodeContext/untypedLiteral(_:what:)``).
    func literal(_ node: OpenAPINode, expecting expected: ExpectedLiteral) -> Spec.LiteralValue? {
        literal(node.yaml, expecting: expected, context: decoding(node.file))
    }

    private func literal(_ node: YAMLNode, expecting expected: ExpectedLiteral, context: DecodeContext) -> Spec.LiteralValue? {
        switch (node.shape, expected) {
        case (_, .any):
            return context.untypedLiteral(node, what: "a default value")
        case (.scalar(let scalar), _):
            if scalar.isNull, scalar.isPlainUntagged { return .null }
            switch expected {
            case .string: return ScalarText.literal(scalar, as: .string, format: .openAPI)
            case .integer: return ScalarText.literal(scalar, as: .integer, format: .openAPI)
            case .number: return ScalarText.literal(scalar, as: .number, format: .openAPI)
            case .boolean: return ScalarText.literal(scalar, as: .boolean, format: .openAPI)
            case .any, .array, .object: return nil
            }
        case (.sequence(let items), .array(let element)):
            var values: [Spec.LiteralValue] = []
            for item in items {
                guard let value = literal(item, expecting: element, context: context) else { return nil }
                values.append(value)
            }
            return .array(values)
        case (.mapping, .object):
            return context.untypedLiteral(node, what: "a default value")
        default:
            return nil
        }
    }
}
