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

/// The JSON pointers (RFC 6901) of the nodes of one file, found by the node's position.
///
/// Nodes are told apart by position as ``OpenAPINodeKey`` does: where two share one (the
/// nodes inside a copy made by a YAML alias keep the positions of the anchored originals),
/// the first in document order, the original, is the one meant.
///
/// A pointer is found by descending from the root: the children of a node are in document
/// order, so the node sought is in the last child that starts at or before it (a binary
/// search). Aliases and merge keys (`<<`) can break that order; when the descent does not end
/// at a node of the position and kind sought, every node of the file is indexed, once, and the
/// pointer looked up there (``indexedPointer(of:)``, which the tests hold the descent to).
struct OpenAPIPointers {
    /// The root of the file's tree.
    let root: YAMLNode
    /// The index of every node, built the first time a descent fails.
    private var index: Index?

    init(root: YAMLNode) {
        self.root = root
    }

    /// The JSON pointer of `node`, each token escaped (`/components/schemas/Pet`; empty for
    /// the root); `nil` when the file has no node of its position and kind.
    mutating func pointer(of node: YAMLNode) -> String? {
        if let tokens = descent(to: node) { return Self.joined(tokens) }
        return indexedPointer(of: node)
    }

    /// The pointer by the index of every node (the general path).
    mutating func indexedPointer(of node: YAMLNode) -> String? {
        if index == nil { index = Index(root: root) }
        return index?.pointer(of: node)
    }

    /// The tokens (unescaped) leading to `node` by descent, or `nil` when the descent does not
    /// end at a node of its position and kind.
    func descent(to node: YAMLNode) -> [String]? {
        var current = root, tokens: [String] = []
        while current.mark != node.mark {
            switch current.shape {
            case .scalar:
                return nil
            case .sequence(let items):
                guard let offset = Self.lastIndex(in: items, startingAtOrBefore: node.mark, mark: \.mark) else { return nil }
                tokens.append(String(offset))
                current = items[offset]
            case .mapping(let pairs):
                guard let offset = Self.lastIndex(in: pairs, startingAtOrBefore: node.mark, mark: \.value.mark),
                      let name = pairs[offset].key.scalar?.value else { return nil }
                tokens.append(name)
                current = pairs[offset].value
            }
        }
        return Self.sameKind(current, node) ? tokens : nil
    }

    /// Whether two nodes are both scalars (neither null), both sequences or both mappings.
    static func sameKind(_ a: YAMLNode, _ b: YAMLNode) -> Bool {
        switch (a.shape, b.shape) {
        case (.scalar(let x), .scalar(let y)): !x.isNull && !y.isNull
        case (.sequence, .sequence), (.mapping, .mapping): true
        default: false
        }
    }

    /// The index of the last element that starts at or before `mark`, by binary search of
    /// elements in document order; `nil` when the first starts after it.
    static func lastIndex<Elements: RandomAccessCollection<Element>, Element>(in elements: Elements, startingAtOrBefore mark: YAMLMark, mark start: (Element) -> YAMLMark) -> Int? where Elements.Index == Int {
        var low = 0, high = elements.count
        while low < high {
            let middle = (low + high) / 2
            let other = start(elements[middle])
            if other.line < mark.line || (other.line == mark.line && other.column <= mark.column) {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return low == 0 ? nil : low - 1
    }

    /// Unescaped tokens as a pointer: each escaped (`~0`, `~1`) after a `/`.
    static func joined(_ tokens: some Sequence<String>) -> String {
        tokens.map { "/" + OpenAPIText.escapedPointerToken($0) }.joined()
    }

    /// Every node of a file by position: the parent and the token leading to it. Mapping keys
    /// and null scalars are left out (a block mapping starts where its first key does, and
    /// libyaml places an empty value at the next token).
    struct Index {
        /// The index of each node's parent (`-1` for the root), by node index.
        private var parents: [Int] = []
        /// The token (unescaped) leading from each node's parent to it, by node index.
        private var tokens: [String] = []
        /// The index of the first node, in document order, at each position.
        private var positions: [YAMLMark: Int] = [:]

        init(root: YAMLNode) {
            // Depth first with an explicit stack (children pushed last first, so nodes are
            // numbered in document order), since a document may nest deeper than the call stack.
            var pending: [(node: YAMLNode, parent: Int, token: String)] = [(root, -1, "")]
            while let (node, parent, token) = pending.popLast() {
                let index = parents.count
                parents.append(parent)
                tokens.append(token)
                if positions[node.mark] == nil, node.scalar?.isNull != true { positions[node.mark] = index }
                switch node.shape {
                case .scalar: break
                case .sequence(let items):
                    for (offset, item) in items.enumerated().reversed() { pending.append((item, index, String(offset))) }
                case .mapping(let pairs):
                    for pair in pairs.reversed() {
                        // A pointer cannot name the value of a key that is not a scalar.
                        guard let name = pair.key.scalar?.value else { continue }
                        pending.append((pair.value, index, name))
                    }
                }
            }
        }

        /// The pointer of the first node indexed at the position of `node`.
        func pointer(of node: YAMLNode) -> String? {
            guard var index = positions[node.mark] else { return nil }
            var path: [String] = []
            while parents[index] >= 0 {
                path.append(tokens[index])
                index = parents[index]
            }
            return OpenAPIPointers.joined(path.reversed())
        }
    }
}
