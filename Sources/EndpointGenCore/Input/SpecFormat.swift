/// The kind of input document a YAML (or JSON) file holds, told by its top-level keys.
///
/// EndpointGen reads two formats into the same ``Spec``: its own endpoint spec format, and
/// OpenAPI 3.0.x / 3.1.x documents. A document is OpenAPI when its root mapping has an
/// `openapi` key (OpenAPI 3.x §4.8.1, "openapi: REQUIRED"); a `swagger` key marks a
/// Swagger/OpenAPI 2.0 document, which is recognised only to be refused with a clear message.
public enum SpecFormat: Sendable, Hashable {
    /// An EndpointGen endpoint spec (no `openapi` or `swagger` key at the root).
    case endpointSpec
    /// An OpenAPI 3.x document; the value is the `openapi` key's text as written, for
    /// example `3.0.3` or `3.1.0`.
    case openAPI(version: String)
    /// A Swagger 2.0 document (root key `swagger`), which EndpointGen does not read.
    case swagger(version: String)

    /// Tells the format of a document from its root node.
    ///
    /// Only the root mapping's keys are looked at; the version text is taken as written (a
    /// plain `3.0` stays the text `3.0`, never a number).
    /// - Parameter root: The document's root node.
    /// - Returns: ``openAPI(version:)`` when the root has an `openapi` key, ``swagger(version:)``
    ///   when it has a `swagger` key, otherwise ``endpointSpec``.
    public static func detect(_ root: YAMLNode) -> SpecFormat {
        guard let pairs = root.pairs else { return .endpointSpec }
        for pair in pairs {
            guard let key = pair.key.scalar?.value else { continue }
            if key == "openapi" { return .openAPI(version: pair.value.scalar?.value ?? "") }
            if key == "swagger" { return .swagger(version: pair.value.scalar?.value ?? "") }
        }
        return .endpointSpec
    }
}
