/// The nodes of one YAML document in a few contiguous arrays, which ``YAMLNode`` values
/// address by index: reading a document allocates arrays that grow, not an object per node,
/// and freeing it frees those arrays.
///
/// Every node is an ``Entry``, and has its text in ``texts`` at the same index when it is a
/// scalar. A sequence's items, and a mapping's keys and values (alternating), are
/// consecutive entry indices in ``children``. An alias is an entry of its own (its own mark)
/// that shares the children of the node its anchor names, so a copy costs one entry, however
/// large the subtree. A node made with ``YAMLNode/init(_:mark:tag:)`` gets a tree of its own,
/// into which the children given are copied.
///
/// Never mutated once built, so it is shared freely between threads.
final class YAMLTree: Sendable {
    /// One node of the tree.
    struct Entry: Sendable {
        /// What an entry holds.
        enum Kind: UInt8, Sendable {
            case scalar, sequence, mapping

            /// A word for the kind, for messages: "a scalar", "a sequence" or "a mapping".
            var description: String {
                switch self {
                case .scalar: "a scalar"
                case .sequence: "a sequence"
                case .mapping: "a mapping"
                }
            }
        }

        /// Where the node starts.
        var mark: YAMLMark
        var kind: Kind
        /// How a scalar was written (`.plain` for a collection).
        var style: YAMLScalar.Style = .plain
        /// A collection's first index in ``YAMLTree/children`` (zero for a scalar).
        var first = 0
        /// How many indices in ``YAMLTree/children`` a collection has: its items, or two per
        /// pair of a mapping (zero for a scalar).
        var count = 0
    }

    /// The parts of a tree, as the reader builds them.
    struct Parts {
        var entries: [Entry] = []
        /// The text of each scalar entry, by entry index (`nil` for a collection).
        var texts: [String?] = []
        /// The children of every collection, each collection's in one run.
        var children: [Int] = []
        /// The explicit tags of scalars (``YAMLScalar/tag``), by entry index.
        var scalarTags: [Int: String] = [:]
        /// The explicit tags of nodes (``YAMLNode/tag``: those of collections, as read), by
        /// entry index.
        var nodeTags: [Int: String] = [:]
        /// For mappings of ``YAMLTree/indexedPairs`` pairs or more, by the start of their
        /// children: the entry of the value of the first pair with each scalar key text.
        var keyIndexes: [Int: [String: Int]] = [:]
        /// Every scalar key whose text equals that of an earlier key of its mapping, as
        /// ``YAMLTree/DuplicateKey``s in the order their mappings end (inner mappings first).
        var duplicateKeys: [YAMLTree.DuplicateKey] = []

        /// Appends a scalar; returns its entry index.
        mutating func append(_ scalar: YAMLScalar, mark: YAMLMark) -> Int {
            if let tag = scalar.tag { scalarTags[entries.count] = tag }
            entries.append(Entry(mark: mark, kind: .scalar, style: scalar.style))
            texts.append(scalar.value)
            return entries.count - 1
        }

        /// Appends a collection whose children are not known yet; returns its entry index.
        mutating func appendCollection(isMapping: Bool, mark: YAMLMark, tag: String?) -> Int {
            if let tag { nodeTags[entries.count] = tag }
            entries.append(Entry(mark: mark, kind: isMapping ? .mapping : .sequence))
            texts.append(nil)
            return entries.count - 1
        }

        /// Sets the children of collection `entry`; a mapping of ``YAMLTree/indexedPairs``
        /// pairs or more gets its key index, and every mapping's repeated keys are recorded in
        /// ``duplicateKeys``.
        ///
        /// Keys are the same key when their texts are equal `String`s: canonical equivalence
        /// included (`é` precomposed and decomposed, `K` and the Kelvin sign U+212A), the
        /// equality the subscript, the key index and ``DecodeContext/entries(_:key:what:)`` use,
        /// so no reader of the tree can take two such keys for two. Non-scalar keys have no
        /// text and are not compared.
        mutating func setChildren(of entry: Int, to run: some Collection<Int>) {
            let first = children.count
            children += run
            entries[entry].first = first
            entries[entry].count = run.count
            guard entries[entry].kind == .mapping else { return }
            guard run.count >= 2 * YAMLTree.indexedPairs else {
                if run.count > 2 { recordDuplicateKeys(ofSmallMapping: entry) }
                return
            }
            var index: [String: Int] = [:]
            index.reserveCapacity(run.count / 2)
            // The first key of each text, made at the first duplicate (most mappings have none),
            // so that many duplicates of a late key cost one pass, not one scan each.
            var firstKeys: [String: Int]?
            for position in stride(from: first, to: children.count, by: 2) {
                // The first pair of each key text, as the subscript's linear search finds it.
                guard let text = texts[children[position]] else { continue }
                guard index[text] != nil else {
                    index[text] = children[position + 1]
                    firstKeys?[text] = children[position]
                    continue
                }
                if firstKeys == nil {
                    var keys: [String: Int] = [:]
                    for earlier in stride(from: first, to: position, by: 2) {
                        if let earlierText = texts[children[earlier]], keys[earlierText] == nil { keys[earlierText] = children[earlier] }
                    }
                    firstKeys = keys
                }
                if let firstKey = firstKeys?[text] {
                    duplicateKeys.append(YAMLTree.DuplicateKey(mapping: entry, key: children[position], first: firstKey))
                }
            }
            keyIndexes[first] = index
        }

        /// Records the duplicate keys of a mapping of fewer than ``YAMLTree/indexedPairs``
        /// pairs (most have a handful) by comparing each key with the keys before it, which is
        /// cheaper than hashing every key. A function of its own (never inlined) so that a
        /// profile shows what the check costs.
        @inline(never)
        private mutating func recordDuplicateKeys(ofSmallMapping entry: Int) {
            let first = entries[entry].first, end = first + entries[entry].count
            var position = first + 2
            while position < end {
                if let text = texts[children[position]] {
                    var earlier = first
                    while earlier < position {
                        if let other = texts[children[earlier]], other == text {
                            duplicateKeys.append(YAMLTree.DuplicateKey(mapping: entry, key: children[position], first: children[earlier]))
                            break
                        }
                        earlier += 2
                    }
                }
                position += 2
            }
        }

        /// Appends a copy of entry `target` at another mark (an alias); returns its index.
        mutating func appendCopy(of target: Int, mark: YAMLMark) -> Int {
            if let tag = scalarTags[target] { scalarTags[entries.count] = tag }
            if let tag = nodeTags[target] { nodeTags[entries.count] = tag }
            var copy = entries[target]
            copy.mark = mark
            entries.append(copy)
            texts.append(texts[target])
            return entries.count - 1
        }

        /// The scalar of entry `index`, or `nil` when it is a collection.
        func scalar(_ index: Int) -> YAMLScalar? {
            guard let text = texts[index] else { return nil }
            return YAMLScalar(text, style: entries[index].style, tag: scalarTags.isEmpty ? nil : scalarTags[index])
        }
    }

    /// A key that repeats an earlier key of its mapping (YAML 1.2 §3.2.1.1 requires the keys
    /// of a mapping to be unique; RFC 8259 §4 notes that JSON readers differ on which of two
    /// equal names they keep). Entry indices into the tree.
    struct DuplicateKey: Sendable {
        /// The mapping holding both keys.
        var mapping: Int
        /// The later key.
        var key: Int
        /// The first key with the same text.
        var first: Int
    }

    let parts: Parts

    /// The pair count from which a mapping's keys are indexed: `YAMLNode`'s subscript looks
    /// a key up there instead of comparing every key (`components/schemas` holds thousands).
    static let indexedPairs = 16

    init(_ parts: Parts) {
        self.parts = parts
    }

    /// A tree whose root (entry 0) has the given content, mark and tag, the nodes of the
    /// content copied from their trees.
    convenience init(_ content: YAMLNode.Content, mark: YAMLMark, tag: String?) {
        var parts = Parts()
        Self.append(content, mark: mark, tag: tag, to: &parts)
        self.init(parts)
    }

    /// Appends a node and its subtree, depth first; returns its entry index.
    @discardableResult
    private static func append(_ content: YAMLNode.Content, mark: YAMLMark, tag: String?, to parts: inout Parts) -> Int {
        let nodes: [YAMLNode], isMapping: Bool
        switch content {
        case .scalar(let scalar):
            let index = parts.append(scalar, mark: mark)
            if let tag { parts.nodeTags[index] = tag }
            return index
        case .sequence(let items):
            (nodes, isMapping) = (items, false)
        case .mapping(let pairs):
            (nodes, isMapping) = (pairs.flatMap { [$0.key, $0.value] }, true)
        }
        let index = parts.appendCollection(isMapping: isMapping, mark: mark, tag: tag)
        let copied = nodes.map { append($0.content, mark: $0.mark, tag: $0.tag, to: &parts) }
        parts.setChildren(of: index, to: copied)
        return index
    }
}

extension YAMLNode {
    /// The items of a sequence, read in place from the tree (no array is built).
    struct Items: RandomAccessCollection {
        let tree: YAMLTree
        /// Where the items start in the tree's children.
        let first: Int
        let count: Int

        var startIndex: Int { 0 }
        var endIndex: Int { count }

        subscript(position: Int) -> YAMLNode {
            YAMLNode(tree: tree, index: entry(at: position))
        }

        /// The tree entry of the item at `position`.
        func entry(at position: Int) -> Int {
            precondition(position >= 0 && position < count, "YAML child index out of range")
            return tree.parts.children[first + position]
        }
    }

    /// The pairs of a mapping, read in place from the tree (no array is built).
    struct Pairs: RandomAccessCollection {
        /// The keys and values, alternating.
        let run: Items

        var startIndex: Int { 0 }
        var endIndex: Int { run.count / 2 }

        subscript(position: Int) -> YAMLPair {
            YAMLPair(key: key(at: position), value: value(at: position))
        }

        /// The key of the pair at `position`.
        func key(at position: Int) -> YAMLNode { run[2 * position] }

        /// The value of the pair at `position`.
        func value(at position: Int) -> YAMLNode { run[2 * position + 1] }

        /// The text of the key at `position` when it is a scalar, read without copying the
        /// scalar out of the tree.
        func keyText(at position: Int) -> String? { run.tree.parts.texts[run.entry(at: 2 * position)] }
    }
}
