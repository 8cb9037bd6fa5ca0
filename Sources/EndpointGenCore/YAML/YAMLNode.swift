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
/// Mapping pairs keep the order of the file, duplicates included (the reader of the tree
/// reports duplicates where it cares). Typed values of scalars: ``YAMLScalar/coreValue``.
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

    /// The content and tag, shared by every copy of the node: a copy of a node costs one
    /// reference count, however large the subtree. Never mutated; a setter replaces it.
    private final class Storage: Sendable {
        let content: Content
        let tag: String?

        init(_ content: Content, tag: String?) {
            self.content = content
            self.tag = tag
        }
    }

    private var storage: Storage
    /// Where the node starts.
    public var mark: YAMLMark

    /// The node's content.
    public var content: Content {
        get { storage.content }
        set { storage = Storage(newValue, tag: storage.tag) }
    }

    /// The explicit tag of a sequence or mapping (scalars keep theirs in ``YAMLScalar/tag``).
    public var tag: String? {
        get { storage.tag }
        set { storage = Storage(storage.content, tag: newValue) }
    }

    /// Creates a node.
    public init(_ content: Content, mark: YAMLMark, tag: String? = nil) {
        self.storage = Storage(content, tag: tag)
        self.mark = mark
    }

    /// Whether two nodes have the same position, content and tag.
    public static func == (lhs: YAMLNode, rhs: YAMLNode) -> Bool {
        guard lhs.mark == rhs.mark else { return false }
        if lhs.storage === rhs.storage { return true }
        return lhs.storage.content == rhs.storage.content && lhs.storage.tag == rhs.storage.tag
    }

    /// Hashes the position, content and tag.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(storage.content)
        hasher.combine(mark)
        hasher.combine(storage.tag)
    }

    /// The scalar, if this node is one.
    public var scalar: YAMLScalar? {
        if case .scalar(let s) = content { return s }
        return nil
    }

    /// The elements, if this node is a sequence.
    public var sequence: [YAMLNode]? {
        if case .sequence(let items) = content { return items }
        return nil
    }

    /// The pairs, if this node is a mapping.
    public var mapping: [YAMLPair]? {
        if case .mapping(let pairs) = content { return pairs }
        return nil
    }

    /// The value of the first pair whose key is a scalar with the given text, if this node is a
    /// mapping that has one. Linear in the number of pairs.
    public subscript(key: String) -> YAMLNode? {
        guard case .mapping(let pairs) = storage.content else { return nil }
        for index in pairs.indices {
            if case .scalar(let scalar) = pairs[index].key.storage.content, scalar.value == key {
                return pairs[index].value
            }
        }
        return nil
    }

    /// A word for the node's kind, for messages: "a scalar", "a sequence" or "a mapping".
    public var kindDescription: String {
        switch content {
        case .scalar: "a scalar"
        case .sequence: "a sequence"
        case .mapping: "a mapping"
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
        SourceLocation(file: file, line: node.mark.line, column: node.mark.column)
    }
}
