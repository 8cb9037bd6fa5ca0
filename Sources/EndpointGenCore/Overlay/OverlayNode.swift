/// A node of a document being changed by overlays: a YAML node that can be edited in place.
///
/// ``YAMLNode``s are values in a shared, immutable tree; an Overlay's actions add, replace and
/// remove members of the description, so the description is copied into these nodes, edited,
/// and written back into one tree (``yamlNode()``). Every node keeps the mark it was read
/// with: a node copied from an overlay carries the overlay's file in its mark
/// (``YAMLMark/fromOrigin(_:)``), so diagnostics about it name the overlay's line.
final class OverlayNode {
    /// What the node holds.
    enum Kind {
        case scalar(YAMLScalar)
        case sequence
        case mapping
    }

    var kind: Kind
    var mark: YAMLMark
    /// The explicit tag of a sequence or mapping.
    var tag: String?
    /// A mapping's keys, parallel to ``children``; empty for a sequence or a scalar.
    var keys: [OverlayNode] = []
    /// A sequence's items, or a mapping's values.
    var children: [OverlayNode] = []

    init(kind: Kind, mark: YAMLMark, tag: String?) {
        self.kind = kind
        self.mark = mark
        self.tag = tag
    }

    /// A copy of a YAML node and its subtree; with `origin`, every mark moved to that origin
    /// file (``YAMLMark/register(_:)``). Recursive: YAML trees are at most
    /// ``YAMLLimits/maxDepth`` deep.
    convenience init(_ node: YAMLNode, origin: Int? = nil) {
        let mark = origin.map { node.mark.fromOrigin($0) } ?? node.mark
        switch node.shape {
        case .scalar(let scalar):
            self.init(kind: .scalar(scalar), mark: mark, tag: nil)
        case .sequence(let items):
            self.init(kind: .sequence, mark: mark, tag: node.tag)
            children = items.map { OverlayNode($0, origin: origin) }
        case .mapping(let pairs):
            self.init(kind: .mapping, mark: mark, tag: node.tag)
            keys.reserveCapacity(pairs.count)
            children.reserveCapacity(pairs.count)
            for pair in pairs {
                keys.append(OverlayNode(pair.key, origin: origin))
                children.append(OverlayNode(pair.value, origin: origin))
            }
        }
    }

    /// A deep copy (an update's value is copied into each node it updates).
    func copy() -> OverlayNode {
        let copy = OverlayNode(kind: kind, mark: mark, tag: tag)
        copy.keys = keys.map { $0.copy() }
        copy.children = children.map { $0.copy() }
        return copy
    }

    var isMapping: Bool { if case .mapping = kind { true } else { false } }
    var isSequence: Bool { if case .sequence = kind { true } else { false } }
    var scalar: YAMLScalar? { if case .scalar(let scalar) = kind { scalar } else { nil } }

    /// The text of the key at `index` of a mapping, when it is a scalar.
    func keyText(at index: Int) -> String? { keys[index].scalar?.value }

    /// The value of the first member named `name` of a mapping.
    func member(_ name: String) -> OverlayNode? {
        guard isMapping else { return nil }
        for index in keys.indices where keyText(at: index) == name { return children[index] }
        return nil
    }

    /// The depth of the subtree (1 for a scalar), without recursion.
    var depth: Int {
        var deepest = 0
        var pending: [(OverlayNode, Int)] = [(self, 1)]
        while let (node, level) = pending.popLast() {
            deepest = max(deepest, level)
            for child in node.children { pending.append((child, level + 1)) }
        }
        return deepest
    }

    /// The node as a YAML node of a tree of its own (mapping keys indexed and duplicate keys
    /// recorded as when a file is read).
    func yamlNode() -> YAMLNode {
        var parts = YAMLTree.Parts()
        append(to: &parts)
        return YAMLNode(tree: YAMLTree(parts), index: 0)
    }

    @discardableResult
    private func append(to parts: inout YAMLTree.Parts) -> Int {
        switch kind {
        case .scalar(let scalar):
            return parts.append(scalar, mark: mark)
        case .sequence, .mapping:
            let index = parts.appendCollection(isMapping: isMapping, mark: mark, tag: tag)
            var run: [Int] = []
            run.reserveCapacity(children.count * (isMapping ? 2 : 1))
            for position in children.indices {
                if isMapping { run.append(keys[position].append(to: &parts)) }
                run.append(children[position].append(to: &parts))
            }
            parts.setChildren(of: index, to: run)
            return index
        }
    }
}
