/// Keywords of a Schema Object whose value must itself be a schema, or a list of schemas, and
/// is not (`not: 5`, `allOf: {type: string}`): a fault of the document, reported where it is
/// rather than read as if the keyword were absent.
extension OpenAPIContext {
    /// Reports each keyword of `node` whose value has the wrong shape: `allOf`, `anyOf` and
    /// `oneOf` that are not lists (an error: the schema cannot be read as written), and `not`
    /// that is not a schema (a plain warning: `not` only excludes values, so ignoring it loses
    /// no value the server sends), and a `type` that is neither a name nor a list of names
    /// (`type: {}`, a warning: it is ignored, and the other keywords type the value). `items`, `properties` and their values are schemas read in
    /// place, which reports them; `additionalProperties` is reported where it is read
    /// (``dictionaryType(_:name:)``, ``additionalPropertiesType(of:owner:)``).
    func checkSchemaKeywords(of node: OpenAPINode) {
        for (keyword, section) in [("allOf", "10.2.1.1"), ("anyOf", "10.2.1.2"), ("oneOf", "10.2.1.3")] {
            guard let value = node[keyword], value.items == nil else { continue }
            fault("the document gives '\(keyword)' as \(value.shown); JSON Schema 2020-12 §\(section) defines it as a list of schemas", at: value, lost: "ignored")
        }
        if let type = node["type"] {
            // JSON Schema validation 2020-12 §6.1.1: a string, or a non-empty list of unique
            // strings. A type name that is no JSON Schema type is reported where the type is read.
            if let items = type.items {
                if items.isEmpty {
                    fault("the document gives 'type' as an empty list; JSON Schema validation 2020-12 §6.1.1 defines it as a type name or a non-empty list of them", at: type, lost: "ignored, the value is typed by the other keywords")
                }
                for item in items where item.yaml.scalar == nil {
                    fault("the document gives an entry of a 'type' list as \(item.yaml.kindDescription); JSON Schema validation 2020-12 §6.1.1 defines each as a type name", at: item, lost: "ignored")
                }
            } else if type.yaml.scalar == nil {
                fault("the document gives 'type' as \(type.shown); JSON Schema validation 2020-12 §6.1.1 defines it as a type name or a list of them", at: type, lost: "ignored, the value is typed by the other keywords")
            }
        }
        if let value = node["not"], !isSchema(value) {
            notASchema(value, lost: "ignored")
        }
    }

    /// Reports a value where a schema belongs that is no schema (a fault of the document; a
    /// lenient read types it `JSON` unless `lost` says otherwise).
    func notASchema(_ value: OpenAPINode, lost: String = "typed JSON") {
        fault("the document gives \(value.shown) where JSON Schema 2020-12 §4.3 expects a schema (a mapping, or true or false)", at: value, lost: lost)
    }

    /// Whether a value can be a schema: a mapping, or a Boolean (JSON Schema 2020-12 §4.3.2,
    /// which OpenAPI 3.1 uses; `true` matches every value, `false` none).
    func isSchema(_ value: OpenAPINode) -> Bool {
        if value.isMapping { return true }
        return value.rawText.flatMap(InputFormat.openAPI.boolean) != nil
    }
}
