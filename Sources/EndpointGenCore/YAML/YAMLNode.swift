/// A 1-based line and column in a YAML file, as libyaml marks it (columns count characters).
public struct YAMLMark: Hashable, Sendable {
    /// The 1-based line.
    public var line: Int
    /// The 1-based column, in Unicode scalars.
    public var column: Int

    /// Creates a mark from a 1-based line and column.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }
}

/// A scalar of a YAML document: its text exactly as written (after YAML's unescaping and
/// folding), its style, and its tag if it has one.
///
/// The style matters: a quoted `"true"` is the string `true`, a plain `true` may be a boolean.
/// Resolving a plain scalar to a type is left to the reader of the tree, which knows what type
/// it expects (see YAML 1.2 §10.3 and the YAML 1.1 type repository).
public struct YAMLScalar: Hashable, Sendable {
    /// How a scalar was written in the file (YAML 1.2 §7 and §8).
    public enum Style: Hashable, Sendable {
        /// No quotes: `value`. The only style whose text may resolve to null, a Boolean or a number.
        case plain
        /// Single quotes: `'value'`.
        case singleQuoted
        /// Double quotes: `"value"`, with backslash escapes.
        case doubleQuoted
        /// A literal block: `|`.
        case literal
        /// A folded block: `>`.
        case folded
    }

    /// The scalar's text.
    public var value: String
    /// How it was written.
    public var style: Style
    /// The explicit tag (for example `tag:yaml.org,2002:str` for `!!str`), or `nil` when none.
    public var tag: String?

    /// Creates a scalar.
    public init(_ value: String, style: Style = .plain, tag: String? = nil) {
        self.value = value
        self.style = style
        self.tag = tag
    }

    /// Whether this scalar is a plain scalar without a tag, the only kind that resolves
    /// implicitly to null, a Boolean or a number.
    public var isPlainUntagged: Bool { style == .plain && tag == nil }

    /// Whether the scalar means null: an untagged plain `~`, `null`, `Null`, `NULL` or empty
    /// text (YAML 1.2 core schema), or the `!!null` tag.
    public var isNull: Bool {
        if tag == "tag:yaml.org,2002:null" { return true }
        guard isPlainUntagged else { return false }
        switch value {
        case "", "~", "null", "Null", "NULL": return true
        default: return false
        }
    }
}

/// A key and its value in a YAML mapping.
public struct YAMLPair: Hashable, Sendable {
    /// The key node (in the documents EndpointGen reads, a scalar).
    public var key: YAMLNode
    /// The value node.
    public var value: YAMLNode

    /// Creates a pair.
    public init(key: YAMLNode, value: YAMLNode) {
        self.key = key
        self.value = value
    }
}

/// A node of a YAML document tree: a scalar, a sequence or a mapping, with the 1-based line
/// and column where it starts in the file.
///
/// Aliases are resolved when the tree is built: an alias becomes a copy of the node its anchor
/// names, with the alias's position (the nodes inside the copy keep theirs). Merge keys (`<<`)
/// are resolved too, unless ``YAMLReader/read(_:file:limits:mergeKeys:)`` is told otherwise.
/// Mapping pairs keep the order of the file, duplicates included; the tree lists the
/// duplicates as it is built (`duplicateKeysInTree`), for the readers to report. Typed values of scalars: ``YAMLScalar/coreValue``.
///
/// A node is a reference to its document's tree and an index into it (the tree's nodes are
/// stored contiguously; see `YAMLTree`), so a copy of a node costs one reference count,
/// however large the subtree. ``content``, ``sequence`` and ``mapping`` build arrays of the
/// children; setting a property makes a new node (a copy of the subtree) and leaves the
/// tree as it is.
public struct YAMLNode: Hashable, Sendable {
    /// What a node holds.
    public enum Content: Hashable, Sendable {
        /// A scalar.
        case scalar(YAMLScalar)
        /// A sequence of nodes, in order.
        case sequence([YAMLNode])
        /// A mapping, its pairs in the order of the file.
        case mapping([YAMLPair])
    }

    /// The tree the node is in.
    let tree: YAMLTree
    /// The node's entry in the tree.
    let index: Int

    /// The node of entry `index` of `tree`.
    init(tree: YAMLTree, index: Int) {
        self.tree = tree
        self.index = index
    }

    /// Creates a node.
    public init(_ content: Content, mark: YAMLMark, tag: String? = nil) {
        self.init(tree: YAMLTree(content, mark: mark, tag: tag), index: 0)
    }

    private var entry: YAMLTree.Entry { tree.parts.entries[index] }

    /// Where the node starts.
    public var mark: YAMLMark {
        get { entry.mark }
        set { self = YAMLNode(content, mark: newValue, tag: tag) }
    }

    /// The node's content.
    public var content: Content {
        get {
            switch shape {
            case .scalar(let scalar): .scalar(scalar)
            case .sequence(let items): .sequence(Array(items))
            case .mapping(let pairs): .mapping(Array(pairs))
            }
        }
        set { self = YAMLNode(newValue, mark: mark, tag: tag) }
    }

    /// What a node holds, its children read in place: ``content`` without building arrays.
    enum Shape {
        case scalar(YAMLScalar)
        case sequence(Items)
        case mapping(Pairs)
    }

    /// The node's content, its children read in place (no array is built).
    var shape: Shape {
        let entry = entry
        switch entry.kind {
        case .sequence: return .sequence(Items(tree: tree, first: entry.first, count: entry.count))
        case .mapping: return .mapping(Pairs(run: Items(tree: tree, first: entry.first, count: entry.count)))
        case .scalar: return .scalar(scalar ?? YAMLScalar(""))
        }
    }

    /// The explicit tag of a sequence or mapping (scalars keep theirs in ``YAMLScalar/tag``).
    public var tag: String? {
        get { tree.parts.nodeTags.isEmpty ? nil : tree.parts.nodeTags[index] }
        set { self = YAMLNode(content, mark: mark, tag: newValue) }
    }

    /// Whether two nodes have the same position, content and tag.
    public static func == (lhs: YAMLNode, rhs: YAMLNode) -> Bool {
        guard lhs.mark == rhs.mark else { return false }
        if lhs.tree === rhs.tree && lhs.index == rhs.index { return true }
        return lhs.content == rhs.content && lhs.tag == rhs.tag
    }

    /// Hashes the position, content and tag.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(content)
        hasher.combine(mark)
        hasher.combine(tag)
    }

    /// The scalar, if this node is one.
    public var scalar: YAMLScalar? { tree.parts.scalar(index) }

    /// The elements, if this node is a sequence.
    public var sequence: [YAMLNode]? { items.map(Array.init) }

    /// The pairs, if this node is a mapping.
    public var mapping: [YAMLPair]? { pairs.map(Array.init) }

    /// The elements, if this node is a sequence, read in place (no array is built).
    var items: Items? {
        let entry = entry
        return entry.kind == .sequence ? Items(tree: tree, first: entry.first, count: entry.count) : nil
    }

    /// The pairs, if this node is a mapping, read in place (no array is built).
    var pairs: Pairs? {
        let entry = entry
        return entry.kind == .mapping ? Pairs(run: Items(tree: tree, first: entry.first, count: entry.count)) : nil
    }

    /// The value of the first pair whose key is a scalar with the given text, if this node is a
    /// mapping that has one. Linear in the number of pairs, up to 16; a larger mapping read
    /// from a file looks the key up in an index of its keys (see `YAMLTree`).
    public subscript(key: String) -> YAMLNode? {
        let entry = entry
        guard entry.kind == .mapping else { return nil }
        if entry.count >= 2 * YAMLTree.indexedPairs, let index = tree.parts.keyIndexes[entry.first] {
            return index[key].map { YAMLNode(tree: tree, index: $0) }
        }
        var position = entry.first
        let end = entry.first + entry.count
        while position < end {
            if let text = tree.parts.texts[tree.parts.children[position]], text == key {
                return YAMLNode(tree: tree, index: tree.parts.children[position + 1])
            }
            position += 2
        }
        return nil
    }

    /// A word for the node's kind, for messages: "a scalar", "a sequence" or "a mapping".
    public var kindDescription: String { entry.kind.description }

    /// Every key of the node's whole tree (the document it was read from, not only this
    /// node's subtree) whose text equals, as `String`s do (canonical equivalence included),
    /// the text of an earlier key of the same mapping: the mapping, the later key and the
    /// first one, inner mappings first. A mapping reached through an alias is listed once,
    /// at its anchored original; a key a merge key (`<<`) would bring in is not a duplicate
    /// when the mapping sets it (the merge drops it).
    var duplicateKeysInTree: [(mapping: YAMLNode, key: YAMLNode, first: YAMLNode)] {
        tree.parts.duplicateKeys.map {
            (YAMLNode(tree: tree, index: $0.mapping), YAMLNode(tree: tree, index: $0.key), YAMLNode(tree: tree, index: $0.first))
        }
    }
}

/// A parsed YAML file: its one document's root node and the path it was read from.
public struct YAMLDocument: Sendable {
    /// The path of the file, as given (used in diagnostics).
    public var file: String
    /// The root node of the file's single document.
    public var root: YAMLNode

    /// Creates a document.
    /// - Parameters:
    ///   - file: The path of the file, for diagnostics.
    ///   - root: The root node.
    public init(file: String, root: YAMLNode) {
        self.file = file
        self.root = root
    }

    /// The location of a node of this document, for diagnostics.
    public func location(of node: YAMLNode) -> SourceLocation {
        node.mark.location(inFile: file)
    }
}
