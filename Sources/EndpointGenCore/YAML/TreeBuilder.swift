/// Builds the node tree from libyaml's events with an explicit stack, so deep input cannot
/// overflow the call stack.
///
/// The nodes go into the arrays of a ``YAMLTree`` as they come. Each open collection is a
/// ``Frame``: the innermost in `current`, the ones around it on `stack`; the entries of their
/// children so far wait in `pending`, and move into the tree's run of children when the
/// collection ends.
struct TreeBuilder {
    private struct Frame {
        /// The collection's entry (its children are filled in when it ends).
        let entry: Int
        let isMapping: Bool
        let anchor: String?
        /// Where the collection's children start in `pending`.
        let start: Int
        /// The node count of the collection so far, itself included.
        var size = 1
        var hasMergeKey = false
    }

    /// An anchored node's entry and its node count (what an alias to it adds to the tree).
    private struct Anchored {
        var entry: Int
        var size: Int
    }

    let file: String
    let limits: YAMLLimits
    let mergeKeys: Bool
    /// The tree so far.
    private(set) var tree = YAMLTree.Parts()
    /// The children of the open collections, innermost last: each frame's from its `start`
    /// (a mapping's keys and values alternating).
    private var pending: [Int] = []
    /// The frames around `current`, outermost first.
    private var stack: [Frame] = []
    /// The innermost open collection, or `nil` when none is open.
    private var current: Frame?
    private var anchors: [String: Anchored] = [:]
    private var aliasedNodes = 0
    private var documents = 0
    private var root: Int?
    /// The position and UTF-8 length of each scalar longer than `limits.maxScalarBytes`, in
    /// file order.
    private(set) var oversizedScalars: [(mark: YAMLMark, bytes: Int)] = []

    /// How many collections are open.
    private var depth: Int { current == nil ? 0 : stack.count + 1 }

    init(file: String, limits: YAMLLimits, mergeKeys: Bool) {
        self.file = file
        self.limits = limits
        self.mergeKeys = mergeKeys
    }

    func fail(_ message: String, _ mark: YAMLMark) -> DiagnosticError {
        DiagnosticError([.error(message, at: SourceLocation(file: file, line: mark.line, column: mark.column))])
    }

    /// Consumes one event; returns the root once the stream has ended.
    mutating func consume(_ event: LibYAMLParser.Event) throws(DiagnosticError) -> YAMLNode? {
        switch event.kind {
        case .streamStart, .documentEnd:
            return nil
        case .documentStart:
            documents += 1
            if documents > 1 {
                throw fail("the file holds more than one YAML document; EndpointGen reads one document per file", event.mark)
            }
            return nil
        case .streamEnd:
            guard let root else {
                throw fail("the file holds no YAML document", event.mark)
            }
            return YAMLNode(tree: YAMLTree(tree), index: root)
        case .scalar(let scalar, let anchor):
            let bytes = scalar.value.utf8.count
            if bytes > limits.maxScalarBytes { oversizedScalars.append((event.mark, bytes)) }
            add(tree.append(scalar, mark: event.mark), size: 1, anchor: anchor)
            return nil
        case .alias(let name):
            try addAlias(name, at: event.mark)
            return nil
        case .sequenceStart(let tag, let anchor):
            try push(isMapping: false, tag: tag, anchor: anchor, at: event.mark)
            return nil
        case .mappingStart(let tag, let anchor):
            try push(isMapping: true, tag: tag, anchor: anchor, at: event.mark)
            return nil
        case .sequenceEnd, .mappingEnd:
            guard let frame = current.take() else {
                throw fail("unbalanced YAML collection", event.mark)
            }
            current = stack.popLast()
            if frame.hasMergeKey {
                tree.setChildren(of: frame.entry, to: try MergeKeys.merged(pending[frame.start...], in: tree, builder: self))
            } else {
                tree.setChildren(of: frame.entry, to: pending[frame.start...])
            }
            pending.removeSubrange(frame.start...)
            add(frame.entry, size: frame.size, anchor: frame.anchor)
            return nil
        }
    }

    private mutating func push(isMapping: Bool, tag: String?, anchor: String?, at mark: YAMLMark) throws(DiagnosticError) {
        if depth + 1 > limits.maxDepth {
            throw fail("the document nests deeper than \(limits.maxDepth) levels", mark)
        }
        if let anchor {
            // A redefined anchor names the new node from here on (YAML 1.2 §7.1); until the
            // node is complete, an alias to the name would be an alias to its own ancestor.
            anchors[anchor] = nil
        }
        let entry = tree.appendCollection(isMapping: isMapping, mark: mark, tag: tag)
        if let outer = current.take() { stack.append(outer) }
        current = Frame(entry: entry, isMapping: isMapping, anchor: anchor, start: pending.count)
    }

    private mutating func addAlias(_ name: String, at mark: YAMLMark) throws(DiagnosticError) {
        guard let target = anchors[name] else {
            if current?.anchor == name || stack.contains(where: { $0.anchor == name }) {
                throw fail("alias '*\(name)' refers to a node that contains it; a tree cannot hold a cycle", mark)
            }
            throw fail("unknown anchor '\(name)': an alias must follow the node marked '&\(name)'", mark)
        }
        aliasedNodes += target.size
        if aliasedNodes > limits.maxAliasedNodes {
            throw fail("aliases expand to more than \(limits.maxAliasedNodes) nodes (an alias bomb?); the document is rejected rather than expanded", mark)
        }
        // The copy shares the target's children or text, and its tag, with its own mark.
        add(tree.appendCopy(of: target.entry, mark: mark), size: target.size, anchor: nil)
    }

    private mutating func add(_ entry: Int, size: Int, anchor: String?) {
        if let anchor {
            anchors[anchor] = Anchored(entry: entry, size: size)
        }
        guard current != nil else {
            root = entry
            return
        }
        current?.size += size
        if mergeKeys, current?.isMapping == true, (pending.count - (current?.start ?? 0)) % 2 == 0,
           MergeKeys.isMergeKey(tree.scalar(entry)) {
            current?.hasMergeKey = true
        }
        pending.append(entry)
    }
}
