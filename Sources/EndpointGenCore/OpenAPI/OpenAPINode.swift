/// A node of one of the documents an OpenAPI read touches, together with the file it is in,
/// so every diagnostic about it can name `FILE:LINE:COL`.
struct OpenAPINode {
    /// The file the node belongs to.
    let file: OpenAPIFile
    /// The YAML node.
    let yaml: YAMLNode

    /// Where the node starts.
    var location: SourceLocation { file.location(of: yaml) }

    /// An identity for the node: its file and position. Two nodes at one position are one node
    /// (aliases get the alias's own position, so copies stay apart).
    var key: OpenAPINodeKey { OpenAPINodeKey(file: file.key, line: yaml.mark.line, column: yaml.mark.column) }

    /// The value of `key` when this node is a mapping holding it.
    subscript(key: String) -> OpenAPINode? {
        yaml[key].map { OpenAPINode(file: file, yaml: $0) }
    }

    /// The pairs of a mapping, keys as their scalar text (non-scalar keys are skipped), or
    /// `nil` when the node is not a mapping.
    var pairs: [(name: String, key: OpenAPINode, value: OpenAPINode)]? {
        guard let pairs = yaml.pairs else { return nil }
        return pairs.indices.compactMap { position in
            guard let name = pairs.keyText(at: position) else { return nil }
            return (name, OpenAPINode(file: file, yaml: pairs.key(at: position)), OpenAPINode(file: file, yaml: pairs.value(at: position)))
        }
    }

    /// The items of a sequence, or `nil` when the node is not one.
    var items: [OpenAPINode]? {
        yaml.items.map { $0.map { OpenAPINode(file: file, yaml: $0) } }
    }

    /// Whether the node is a mapping.
    var isMapping: Bool { yaml.pairs != nil }

    /// The scalar's text as written, whatever YAML 1.1 would resolve it to (`no`, `1e3` and
    /// `2021-03-11T25:40:09Z` stay text); `nil` for a non-scalar or a null scalar.
    var text: String? {
        guard let scalar = yaml.scalar, !scalar.isNull else { return nil }
        return scalar.value
    }

    /// The scalar's text even when it is a null-like plain scalar (`null`, `~`, empty), for
    /// places where OpenAPI expects a name or a string value.
    var rawText: String? { yaml.scalar?.value }

    /// The text of the `$ref` key, when the node is a mapping holding one.
    var reference: String? { self["$ref"]?.rawText }

    /// The node for a message: `the value 'true'` for a scalar (its first 40 characters),
    /// `a mapping` or `a sequence` otherwise.
    var shown: String {
        guard let text = rawText else { return yaml.kindDescription }
        return "the value '\(text.count > 40 ? text.prefix(40) + "…" : Substring(text))'"
    }

    /// A located string from this node's text.
    func located(_ text: String) -> Located<String> { Located(text, at: location) }
}

/// The identity of a node: file key and 1-based position.
struct OpenAPINodeKey: Hashable {
    var file: String
    /// The mark's line, with the origin of a node an overlay brought in its high bits
    /// (``YAMLMark/fromOrigin(_:)``): an identity, not a line to print.
    var line: Int
    var column: Int

    /// Where the node starts, in the overlay that brought it when one did.
    var location: SourceLocation { YAMLMark(line: line, column: column).location(inFile: file) }
}

/// One file read during an OpenAPI read: the root document or a file reached through `$ref`.
final class OpenAPIFile {
    /// The path as shown in diagnostics (the root as given, others joined to the referring
    /// file's folder).
    let path: String
    /// The lexically normalised path: the file's identity.
    let key: String
    /// The root node.
    let root: YAMLNode
    /// Nodes already found by JSON pointer, by pointer text.
    var pointerCache: [String: YAMLNode?] = [:]
    /// The JSON pointers of the file's nodes.
    lazy var pointers = OpenAPIPointers(root: root)

    init(path: String, key: String, root: YAMLNode) {
        self.path = path
        self.key = key
        self.root = root
    }

    /// The location of a node of this file.
    func location(of node: YAMLNode) -> SourceLocation {
        node.mark.location(inFile: path)
    }

    /// The root as a node.
    var rootNode: OpenAPINode { OpenAPINode(file: self, yaml: root) }
}
