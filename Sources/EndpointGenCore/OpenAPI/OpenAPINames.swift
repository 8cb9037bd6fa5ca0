import Foundation

/// Readable, deterministic names for what an OpenAPI document leaves unnamed: operations
/// without an `operationId` and what a `$ref` names. Names are made by ``Naming`` and kept
/// distinct by ``NameRegistry``, as the resolver's are.
enum OpenAPINames {
    /// The name of an operation that has no `operationId`: the method in lowercase, then every
    /// word of the path capitalized. `GET /users/{id}/repos` → `getUsersIdRepos`; `GET /` →
    /// `getRoot`.
    static func operationName(method: Spec.Method, path: String) -> String {
        let rest = Naming.typeName(path)
        return method.rawValue.lowercased() + (rest.isEmpty ? "Root" : rest)
    }

    /// A name for what a `$ref` points to, from the pointer's last token
    /// (`#/components/responses/not_found` → `NotFound`) with `suffix` added unless the name
    /// already ends in it; `nil` when the node is not a `$ref` or the token has no letters.
    static func referenceHint(_ node: OpenAPINode, suffix: String = "") -> String? {
        guard let reference = node.reference, let slash = reference.lastIndex(of: "/") else { return nil }
        let last = reference[reference.index(after: slash)...]
        let token = OpenAPIText.unescapedPointerToken(last)
        let name = Naming.typeName(token)
        guard !name.isEmpty, name.first?.isNumber == false else { return nil }
        return name.hasSuffix(suffix) ? name : name + suffix
    }
}
