/// Decoding of a model's `example:` (one value) and `examples:` (values by name).
extension SpecDecoder {
    /// The examples of a model, in file order: `example` first, then each of `examples`.
    func examples(_ fields: Fields, what: String) -> [Spec.Example] {
        var examples: [Spec.Example] = []
        if let value = fields["example"] {
            examples.append(Spec.Example(value: value, file: context.file))
        }
        if let node = fields["examples"],
           let entries = context.entries(node, key: fields.key("examples"), what: "the examples of \(what)") {
            for entry in entries {
                examples.append(Spec.Example(name: entry.name, value: entry.value, file: context.file))
            }
        }
        for index in examples.indices { examples[index].format = .endpointSpec }
        return examples
    }
}
