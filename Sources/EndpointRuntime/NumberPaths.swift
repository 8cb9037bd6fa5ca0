import Foundation

/// The numbers one scan of a JSON document kept, by coding path, the paths held as a tree of
/// steps: a number costs one node beyond the path it shares with the numbers before it, not a
/// copy of its whole path. (Paths as strings cost a document nested 500 deep, holding 100,000
/// numbers in 1.7 MB, 150 MB of keys.)
struct NumberPaths: Sendable {
    /// One step of a coding path: an array element, an object member, or a value under a
    /// member whose name the scan did not see (text that is not JSON).
    enum Step: Hashable, Sendable {
        case index(Int)
        case member(String)
        case unnamed
    }

    private struct Edge: Hashable, Sendable {
        var parent: Int
        var step: Step
    }

    /// The node of the document's root value.
    static let root = 0

    private var nodes: [Edge: Int] = [:]
    /// The text of each number kept, by the node of its path.
    private(set) var texts: [Int: String] = [:]

    /// The node of `step` below `parent`, made if it is new.
    mutating func node(below parent: Int, _ step: Step) -> Int {
        let edge = Edge(parent: parent, step: step)
        if let node = nodes[edge] { return node }
        let node = nodes.count + 1
        nodes[edge] = node
        return node
    }

    /// How many path steps are held.
    var stepCount: Int { nodes.count }

    /// Keeps `text` as the number at `node`.
    mutating func keep(_ text: String, at node: Int) { texts[node] = text }

    /// The first number kept (the one whose path was made first) and its path as steps;
    /// `nil` when none was kept. Walks every step held once: for an error message, not a
    /// lookup.
    func firstKept() -> (path: [Step], text: String)? {
        guard let (first, text) = texts.min(by: { $0.key < $1.key }) else { return nil }
        var parents: [Int: Edge] = [:]
        for (edge, node) in nodes { parents[node] = edge }
        var path: [Step] = []
        var node = first
        while node != Self.root, let edge = parents[node] {
            path.insert(edge.step, at: 0)
            node = edge.parent
        }
        return (path, text)
    }

    /// The text of the number kept at a coding path (a key that `JSONDecoder` makes for an
    /// index is `Index <n>` with an `intValue`), if any.
    func text(at path: [any CodingKey]) -> String? {
        guard !texts.isEmpty else { return nil }
        var node = Self.root
        for component in path {
            let step: Step = if let index = component.intValue, component.stringValue == "Index \(index)" {
                .index(index)
            } else {
                .member(component.stringValue)
            }
            guard let next = nodes[Edge(parent: node, step: step)] else { return nil }
            node = next
        }
        return texts[node]
    }
}
