/// Where a declaration comes from in an OpenAPI document, for the remark of its doc comment:
/// a file of the document and a JSON pointer into it (``Spec/Source``).
extension OpenAPIContext {
    /// The source of a node: its file relative to the main document's folder (none for the
    /// main document; ``OpenAPIPaths/relative(_:to:)``) and its JSON pointer. A node the
    /// file's index does not hold (none the reader is given does) is taken as the whole file.
    func source(of node: OpenAPINode) -> Spec.Source {
        let file = node.file === root ? nil : OpenAPIPaths.relative(node.file.key, to: rootFolder)
        return Spec.Source(file: file, pointer: node.file.pointers.pointer(of: node.yaml) ?? "")
    }
}

/// The JSON pointer (RFC 6901) of every node of one file, found by the node's position.
///
/// Built in one walk over the file's tree the first time a pointer of the file is asked for,
/// so reading stays linear in the size of the files. Nodes are told apart by position as
/// ``OpenAPINodeKey`` does: where two nodes share one (the nodes inside a copy made by a YAML
/// alias keep the positions of the anchored originals), the first in document order, the
/// original, is kept. Mapping keys and null scalars are not indexed: a block mapping starts
/// where its first key does, and libyaml places an empty value at the next token.
struct OpenAPIPointerIndex {
    /// The index of each node's parent (`-1` for the root), by node index.
    private var parents: [Int] = []
    /// The reference token leading from each node's parent to it, unescaped (a mapping key
    /// or a sequence index), by node index; empty for the root.
    private var tokens: [String] = []
    /// The index of the node at each position.
    private var positions: [YAMLMark: Int] = [:]

    /// Indexes every node of a tree.
    init(root: YAMLNode) {
        // Depth first with an explicit stack (children pushed last first, so nodes are
        // numbered in document order), since a document may nest deeper than the call stack.
        var pending: [(node: YAMLNode, parent: Int, token: String)] = [(root, -1, "")]
        while let (node, parent, token) = pending.popLast() {
            let index = parents.count
            parents.append(parent)
            tokens.append(token)
            switch node.content {
            case .scalar(let scalar):
                if !scalar.isNull, positions[node.mark] == nil { positions[node.mark] = index }
            case .sequence(let items):
                if positions[node.mark] == nil { positions[node.mark] = index }
                for (offset, item) in items.enumerated().reversed() {
                    pending.append((item, index, String(offset)))
                }
            case .mapping(let pairs):
                if positions[node.mark] == nil { positions[node.mark] = index }
                for pair in pairs.reversed() {
                    // A pointer cannot name the value of a key that is not a scalar.
                    guard let name = pair.key.scalar?.value else { continue }
                    pending.append((pair.value, index, name))
                }
            }
        }
    }

    /// The JSON pointer of the node at the position of `node`, each token escaped
    /// (`/components/schemas/Pet`; empty for the root); `nil` when no indexed node is there.
    func pointer(of node: YAMLNode) -> String? {
        guard var index = positions[node.mark] else { return nil }
        var escaped: [String] = []
        while parents[index] >= 0 {
            escaped.append(OpenAPIText.escapedPointerToken(tokens[index]))
            index = parents[index]
        }
        return escaped.reversed().map { "/" + $0 }.joined()
    }
}
