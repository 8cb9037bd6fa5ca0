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
    /// so each is reported once). It does not report duplicate keys: every one in the file was
    /// reported when the file was loaded (``reportDuplicateKeys(in:)``).
    func decoding(_ file: OpenAPIFile) -> DecodeContext {
        var context = DecodeContext(file: file.path, diagnostics: self, format: .openAPI)
        context.reportsDuplicateKeys = false
        return context
    }

    /// Reports every duplicate key of a file just loaded (the root document or a file a
    /// `$ref` reaches), in every mapping, whether or not the reader reads it: a schema, an
    /// operation, an `x-` extension or an `example` value alike, since a document with two
    /// values for one key is read differently by different tools (YAML 1.2 §3.2.1.1, RFC 8259
    /// §4). Each file is loaded once, so each duplicate is reported once.
    func reportDuplicateKeys(in file: OpenAPIFile) {
        guard !file.root.duplicateKeysInTree.isEmpty else { return }
        DecodeContext(file: file.path, diagnostics: self, format: .openAPI).reportDuplicateKeys(of: file.root, pointers: &file.pointers)
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
