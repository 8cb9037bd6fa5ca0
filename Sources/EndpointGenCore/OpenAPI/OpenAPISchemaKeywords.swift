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
            error("'\(keyword)' must be a list of schemas (JSON Schema 2020-12 §\(section)), found \(value.yaml.kindDescription)", at: value)
        }
        if let type = node["type"] {
            // JSON Schema validation 2020-12 §6.1.1: a string, or a non-empty list of unique
            // strings. A type name that is no JSON Schema type is reported where the type is read.
            if let items = type.items {
                if items.isEmpty {
                    warning("'type' must be a type name or a non-empty list of them (OpenAPI Schema Object, JSON Schema validation 2020-12 §6.1.1), found an empty list; ignored, the value is typed by the other keywords", at: type)
                }
                for item in items where item.yaml.scalar == nil {
                    warning("each entry of a 'type' list must be a type name (OpenAPI Schema Object, JSON Schema validation 2020-12 §6.1.1), found \(item.yaml.kindDescription); ignored", at: item)
                }
            } else if type.yaml.scalar == nil {
                warning("'type' must be a type name or a list of them (OpenAPI Schema Object, JSON Schema validation 2020-12 §6.1.1), found \(type.yaml.kindDescription); ignored, the value is typed by the other keywords", at: type)
            }
        }
        if let value = node["not"], !isSchema(value) {
            warning("'not' must be a schema (an OpenAPI Schema Object; JSON Schema 2020-12 §10.2.1.4), found \(value.yaml.kindDescription); ignored", at: value)
        }
    }

    /// Whether a value can be a schema: a mapping, or a Boolean (JSON Schema 2020-12 §4.3.2,
    /// which OpenAPI 3.1 uses; `true` matches every value, `false` none).
    func isSchema(_ value: OpenAPINode) -> Bool {
        if value.isMapping { return true }
        return value.rawText.flatMap(InputFormat.openAPI.boolean) != nil
    }
}
