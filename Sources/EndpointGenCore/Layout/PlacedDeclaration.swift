/// A rendered declaration as the layout stage sees it: the key and folder that its kind and
/// name decide, and its text.
///
/// | Kind | Key | Own file |
/// |---|---|---|
/// | namespace | `Books` | `Books/Books.swift` |
/// | support | `Books+Support` | `Books/Books+Support.swift` |
/// | model | `Books.Book` | `Books/Models/Books.Book.swift` |
/// | request | `Books.GetBook` | `Books/Requests/Books.GetBook.swift` |
/// | examples | `Books.Book+Examples` | `Books/Examples/Books.Book+Examples.swift` |
/// | the namespace's examples | `Books+Examples` | `Books/Examples/Books+Examples.swift` |
struct PlacedDeclaration: Sendable {
    /// A stable key naming the declaration: shards and group files are chosen by a hash of it,
    /// and the declarations of a file are sorted by it.
    let key: String
    /// The folder inside the API's folder that holds declarations of this kind (`Models`,
    /// `Requests`, `Examples`), or `nil` for the namespace and the support types, which sit in the API's
    /// folder itself and are never grouped.
    let folder: String?
    /// The Swift source, without a trailing newline.
    let text: String

    /// Places a declaration of the API whose namespace is `namespace`.
    init(_ declaration: RenderedDeclaration, namespace: String) {
        switch declaration.kind {
        case .namespace: (key, folder) = (namespace, nil)
        case .support: (key, folder) = (namespace + "+Support", nil)
        case .model: (key, folder) = (namespace + "." + declaration.name, "Models")
        case .request: (key, folder) = (namespace + "." + declaration.name, "Requests")
        case .examples where declaration.name == namespace: (key, folder) = (namespace + "+Examples", "Examples")
        case .examples: (key, folder) = (namespace + "." + declaration.name + "+Examples", "Examples")
        }
        text = declaration.text
    }

    /// The relative path of the declaration's own file (the one-file-per-declaration layout).
    func ownPath(namespace: String) -> String {
        if let folder { return "\(namespace)/\(folder)/\(key).swift" }
        return "\(namespace)/\(key).swift"
    }
}
