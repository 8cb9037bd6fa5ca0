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

    /// The function name of an `operationId` in the form FastAPI generates when the
    /// application names none: the function's name, then the path with every character that
    /// is not a letter, digit or `_` made `_`, then `_` and the method in lowercase
    /// (`read_item_items__item_id__get` for `read_item` at `GET /items/{item_id}`). `nil` when
    /// the `operationId` is not exactly that, so a name a person chose is kept as written.
    static func fastAPIFunctionName(_ operationID: String, method: Spec.Method, path: String) -> String? {
        let words = String(path.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
        let suffix = words + "_" + method.rawValue.lowercased()
        guard path.hasPrefix("/"), operationID.count > suffix.count, operationID.hasSuffix(suffix) else { return nil }
        let function = operationID.dropLast(suffix.count)
        guard let first = function.first, first.isLetter || first == "_" else { return nil }
        return String(function)
    }

    /// A name for what a `$ref` points to, from the pointer's last token
    /// (`#/components/responses/not_found` → `NotFound`) with `suffix` added unless the name
    /// already ends in it; `nil` when the node is not a `$ref` or the token has no letters.
    static func referenceHint(_ node: OpenAPINode, suffix: String = "") -> String? {
        guard let reference = node.reference else { return nil }
        let token: String
        if let hash = reference.firstIndex(of: "#"), reference.index(after: hash) != reference.endIndex {
            guard let last = OpenAPIText.lastPointerToken(reference[hash...]) else { return nil }
            token = last
        } else {
            // A whole file (`responses/not_found.yaml`, `errors.yaml#`): its base name.
            token = OpenAPIPaths.baseName(String(reference.prefix { $0 != "#" }))
        }
        let name = Naming.typeName(token)
        guard !name.isEmpty, name.first?.isNumber == false else { return nil }
        return name.hasSuffix(suffix) ? name : name + suffix
    }
}
