/// Builds the node tree from libyaml's events with an explicit stack, so deep input cannot
/// overflow the call stack.
///
/// Each open collection is a ``Frame``: the innermost in `current`, the ones around it on
/// `stack`. A finished node is appended to `current` in place, so no array is copied on the
/// way and the innermost frame is reached without indexing the stack.
struct TreeBuilder {
    private struct Frame {
        let isMapping: Bool
        let mark: YAMLMark
        let tag: String?
        let anchor: String?
        var items: [YAMLNode] = []
        var pairs: [YAMLPair] = []
        var pendingKey: YAMLNode?
        /// The node count of the collection so far, itself included.
        var size = 1
        var hasMergeKey = false
    }

    /// An anchored node and its node count (what an alias to it adds to the tree).
    private struct Anchored {
        var node: YAMLNode
        var size: Int
    }

    let file: String
    let limits: YAMLLimits
    let mergeKeys: Bool
    /// The frames around `current`, outermost first.
    private var stack: [Frame] = []
    /// The innermost open collection, or `nil` when none is open.
    private var current: Frame?
    private var anchors: [String: Anchored] = [:]
    private var aliasedNodes = 0
    private var documents = 0
    private var root: YAMLNode?
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
            return root
        case .scalar(let scalar, let anchor):
            let bytes = scalar.value.utf8.count
            if bytes > limits.maxScalarBytes { oversizedScalars.append((event.mark, bytes)) }
            add(YAMLNode(.scalar(scalar), mark: event.mark), size: 1, anchor: anchor)
            return nil
        case .alias(let name):
            try addAlias(name, at: event.mark)
            return nil
        case .sequenceStart(let tag, let anchor):
            try push(Frame(isMapping: false, mark: event.mark, tag: tag, anchor: anchor))
            return nil
        case .mappingStart(let tag, let anchor):
            try push(Frame(isMapping: true, mark: event.mark, tag: tag, anchor: anchor))
            return nil
        case .sequenceEnd, .mappingEnd:
            guard let frame = current.take() else {
                throw fail("unbalanced YAML collection", event.mark)
            }
            current = stack.popLast()
            let node: YAMLNode
            if !frame.isMapping {
                node = YAMLNode(.sequence(frame.items), mark: frame.mark, tag: frame.tag)
            } else if frame.hasMergeKey {
                node = YAMLNode(.mapping(try MergeKeys.merged(frame.pairs, builder: self)), mark: frame.mark, tag: frame.tag)
            } else {
                node = YAMLNode(.mapping(frame.pairs), mark: frame.mark, tag: frame.tag)
            }
            add(node, size: frame.size, anchor: frame.anchor)
            return nil
        }
    }

    private mutating func push(_ frame: Frame) throws(DiagnosticError) {
        if depth + 1 > limits.maxDepth {
            throw fail("the document nests deeper than \(limits.maxDepth) levels", frame.mark)
        }
        if let anchor = frame.anchor {
            // A redefined anchor names the new node from here on (YAML 1.2 §7.1); until the
            // node is complete, an alias to the name would be an alias to its own ancestor.
            anchors[anchor] = nil
        }
        if let outer = current.take() { stack.append(outer) }
        current = frame
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
        var node = target.node
        node.mark = mark
        add(node, size: target.size, anchor: nil)
    }

    private mutating func add(_ node: consuming YAMLNode, size: Int, anchor: String?) {
        if let anchor {
            anchors[anchor] = Anchored(node: copy node, size: size)
        }
        guard current != nil else {
            root = node
            return
        }
        current?.size += size
        if current?.isMapping == false {
            current?.items.append(node)
        } else if let key = current?.pendingKey.take() {
            current?.pairs.append(YAMLPair(key: key, value: node))
        } else {
            if mergeKeys, MergeKeys.isMergeKey(node) {
                current?.hasMergeKey = true
            }
            current?.pendingKey = node
        }
    }
}
