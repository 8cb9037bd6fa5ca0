import CYAML

/// Limits that keep a hostile YAML file from exhausting memory or the stack.
public struct YAMLLimits: Sendable, Hashable {
    /// The deepest nesting of sequences and mappings allowed (the root is depth 1).
    public var maxDepth: Int
    /// The most nodes that aliases may add to the tree in total. Each alias adds the node
    /// count of the subtree it copies; a document past this is rejected (an "alias bomb").
    public var maxAliasedNodes: Int

    /// Creates limits.
    public init(maxDepth: Int = 256, maxAliasedNodes: Int = 1_000_000) {
        self.maxDepth = maxDepth
        self.maxAliasedNodes = maxAliasedNodes
    }

    /// The limits used when none are given: depth 256, one million aliased nodes.
    public static let `default` = YAMLLimits()
}

/// Reads YAML bytes into a ``YAMLDocument`` through libyaml's event API.
///
/// The file must hold exactly one document. Anchors and aliases are resolved (within
/// ``YAMLLimits``); positions are 1-based.
public enum YAMLReader {
    /// Parses the bytes of a YAML file.
    ///
    /// - Parameters:
    ///   - bytes: The file's content, UTF-8 (libyaml also accepts UTF-16 with a byte order mark).
    ///   - file: The path to name in diagnostics.
    ///   - limits: Nesting and alias bounds; ``YAMLLimits/default`` unless given.
    /// - Returns: The document's tree.
    /// - Throws: ``DiagnosticError`` with one error at the problem's position when the bytes are
    ///   not valid YAML (libyaml's own message), hold no document or several, nest deeper than
    ///   `limits.maxDepth`, or expand through aliases past `limits.maxAliasedNodes`.
    public static func read(_ bytes: [UInt8], file: String, limits: YAMLLimits = .default) throws(DiagnosticError) -> YAMLDocument {
        let parser: LibYAMLParser
        do {
            parser = try LibYAMLParser(bytes: bytes)
        } catch {
            throw DiagnosticError([.error("cannot initialise the YAML parser", at: nil)])
        }
        var builder = TreeBuilder(file: file, limits: limits)
        while true {
            let event: LibYAMLParser.Event
            do {
                event = try parser.next()
            } catch {
                throw DiagnosticError([.error(error.message, at: SourceLocation(file: file, line: error.mark.line, column: error.mark.column))])
            }
            if let root = try builder.consume(event) {
                return YAMLDocument(file: file, root: root)
            }
        }
    }
}

/// Builds the node tree from events with an explicit stack, so deep input cannot overflow the
/// call stack.
private struct TreeBuilder {
    private enum Open {
        case sequence(mark: YAMLMark, tag: String?, anchor: String?, items: [YAMLNode], size: Int)
        case mapping(mark: YAMLMark, tag: String?, anchor: String?, pairs: [YAMLPair], pendingKey: YAMLNode?, size: Int)
    }

    let file: String
    let limits: YAMLLimits
    private var stack: [Open] = []
    private var anchors: [String: (node: YAMLNode, size: Int)] = [:]
    private var aliasedNodes = 0
    private var documents = 0
    private var root: YAMLNode?
    private var rootMark: YAMLMark?

    init(file: String, limits: YAMLLimits) {
        self.file = file
        self.limits = limits
    }

    private func fail(_ message: String, _ mark: YAMLMark) -> DiagnosticError {
        DiagnosticError([.error(message, at: SourceLocation(file: file, line: mark.line, column: mark.column))])
    }

    /// Consumes one event; returns the root once the stream has ended.
    mutating func consume(_ event: LibYAMLParser.Event) throws(DiagnosticError) -> YAMLNode? {
        switch event.kind {
        case .streamStart:
            return nil
        case .documentStart:
            documents += 1
            if documents > 1 {
                throw fail("the file holds more than one YAML document; EndpointGen reads one document per file", event.mark)
            }
            return nil
        case .documentEnd:
            return nil
        case .streamEnd:
            guard let root else {
                throw fail("the file holds no YAML document", event.mark)
            }
            return root
        case .scalar(let scalar, let anchor):
            let node = YAMLNode(.scalar(scalar), mark: event.mark)
            try add(node, size: 1, anchor: anchor)
            return nil
        case .alias(let name):
            guard let target = anchors[name] else {
                throw fail("unknown anchor '\(name)'", event.mark)
            }
            aliasedNodes += target.size
            if aliasedNodes > limits.maxAliasedNodes {
                throw fail("aliases expand to more than \(limits.maxAliasedNodes) nodes; the document is rejected rather than expanded", event.mark)
            }
            var node = target.node
            node.mark = event.mark
            try add(node, size: target.size, anchor: nil)
            return nil
        case .sequenceStart(let tag, let anchor):
            try push(.sequence(mark: event.mark, tag: tag, anchor: anchor, items: [], size: 1), event.mark)
            return nil
        case .mappingStart(let tag, let anchor):
            try push(.mapping(mark: event.mark, tag: tag, anchor: anchor, pairs: [], pendingKey: nil, size: 1), event.mark)
            return nil
        case .sequenceEnd, .mappingEnd:
            guard let open = stack.popLast() else {
                throw fail("unbalanced YAML collection", event.mark)
            }
            switch open {
            case let .sequence(mark, tag, anchor, items, size):
                try add(YAMLNode(.sequence(items), mark: mark, tag: tag), size: size, anchor: anchor)
            case let .mapping(mark, tag, anchor, pairs, _, size):
                try add(YAMLNode(.mapping(pairs), mark: mark, tag: tag), size: size, anchor: anchor)
            }
            return nil
        }
    }

    private mutating func push(_ open: Open, _ mark: YAMLMark) throws(DiagnosticError) {
        if stack.count + 1 > limits.maxDepth {
            throw fail("the document nests deeper than \(limits.maxDepth) levels", mark)
        }
        stack.append(open)
    }

    private mutating func add(_ node: YAMLNode, size: Int, anchor: String?) throws(DiagnosticError) {
        if let anchor {
            anchors[anchor] = (node, size)
        }
        guard let top = stack.popLast() else {
            root = node
            return
        }
        switch top {
        case .sequence(let mark, let tag, let anchor, var items, let total):
            items.append(node)
            stack.append(.sequence(mark: mark, tag: tag, anchor: anchor, items: items, size: total + size))
        case .mapping(let mark, let tag, let anchor, var pairs, let pendingKey, let total):
            if let key = pendingKey {
                pairs.append(YAMLPair(key: key, value: node))
                stack.append(.mapping(mark: mark, tag: tag, anchor: anchor, pairs: pairs, pendingKey: nil, size: total + size))
            } else {
                stack.append(.mapping(mark: mark, tag: tag, anchor: anchor, pairs: pairs, pendingKey: node, size: total + size))
            }
        }
    }
}
