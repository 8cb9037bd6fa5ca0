/// Example values: a schema's `example` and `examples` (OpenAPI 3.x §4.7.24, JSON Schema
/// 2020-12 §9.5), and a media type's `example` and `examples` of Example Objects (§4.7.14,
/// §4.7.19). Values are literal: a `$ref` inside a value is data, not a reference.
extension OpenAPIContext {
    /// A schema's examples: `example`, then each item of `examples` (an array in OpenAPI
    /// 3.1), named by its 1-based position.
    func schemaExamples(_ schema: OpenAPINode) -> [Spec.Example] {
        guard schema.isMapping else { return [] }
        var examples: [Spec.Example] = []
        if let value = schema["example"] {
            examples.append(Spec.Example(value: value.yaml, file: value.file.path))
        }
        if let items = schema["examples"]?.items {
            for (index, item) in items.enumerated() {
                examples.append(Spec.Example(name: String(index + 1), value: item.yaml, file: item.file.path))
            }
        }
        return examples
    }

    /// A media type's examples: `example`, then each Example Object of `examples` (following
    /// `$ref`) by its key. An Example Object with `externalValue` only names a value kept
    /// elsewhere, which is not fetched.
    func mediaTypeExamples(_ mediaType: OpenAPINode) -> [Spec.Example] {
        var examples: [Spec.Example] = []
        if let value = mediaType["example"] {
            examples.append(Spec.Example(value: value.yaml, file: value.file.path))
        }
        for (name, _, entry) in mapping("examples", of: mediaType) ?? [] {
            guard let example = dereference(entry, lenient: true), let value = example["value"] else { continue }
            examples.append(Spec.Example(name: name, summary: string("summary", of: example), value: value.yaml, file: value.file.path))
        }
        return examples
    }
}
