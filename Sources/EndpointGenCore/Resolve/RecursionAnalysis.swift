/// Decides which values of the models are stored out of line, so that every Swift type has a
/// finite and small size.
///
/// - A struct property whose type holds an object or one-of model directly (`user: User`,
///   `parent: Comment?`) is stored in an `Indirect` box. This breaks every cycle through a
///   struct, and it keeps each struct to its own fields: with nested models stored inline, a
///   model such as the GitHub API's `IssueEvent` held the fields of a dozen other models, and
///   the compiler wrote copy, assign and destroy functions over all of them for every struct
///   that contained it, which was over half the machine code of that client
///   (`Benchmarks/README.md`, "Where the compiler spends its time"). The property's type and
///   the JSON are unchanged; only the storage is a reference to an immutable box. An `anyOf`
///   struct's variants follow the same rule.
/// - A one-of enum on a cycle is declared `indirect`.
///
/// Only containment that is not through an array or a dictionary counts (those already store
/// their elements out of line). The cycles are the strongly connected components of the
/// "contains directly" graph (Tarjan's algorithm, iterative so a long chain cannot overflow
/// the stack); every edge inside a component is on a cycle.
enum RecursionAnalysis {
    static func boxNestedModels(in models: [ModelDeclaration]) -> [ModelDeclaration] {
        let index = Dictionary(models.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
        let edges: [[Int]] = models.map { model in
            switch model.kind {
            case .object(let properties):
                properties.flatMap { $0.type.directModelNames.compactMap { index[$0] } }
            case .oneOf(let variants, _, _), .anyOf(let variants):
                variants.flatMap { $0.type.directModelNames.compactMap { index[$0] } }
            default:
                []
            }
        }
        let component = stronglyConnectedComponents(edges)
        return models.enumerated().map { position, model in
            var model = model
            let sameComponent = { (name: String) in index[name].map { component[$0] == component[position] } ?? false }
            switch model.kind {
            case .object(var properties):
                for i in properties.indices where !properties[i].type.directModelNames.isEmpty {
                    properties[i].isBoxed = true
                }
                model.kind = .object(properties)
            case .oneOf(let variants, let discriminator, _):
                let onCycle = variants.contains { $0.type.directModelNames.contains(where: sameComponent) }
                model.kind = .oneOf(variants: variants, discriminator: discriminator, isIndirect: onCycle)
            case .anyOf(var variants):
                for i in variants.indices where !variants[i].type.directModelNames.isEmpty {
                    variants[i].isBoxed = true
                }
                model.kind = .anyOf(variants: variants)
            default:
                break
            }
            return model
        }
    }

    /// The component number of each node of a directed graph given as adjacency lists.
    static func stronglyConnectedComponents(_ edges: [[Int]]) -> [Int] {
        let count = edges.count
        var order = [Int](repeating: -1, count: count)
        var lowLink = [Int](repeating: 0, count: count)
        var onStack = [Bool](repeating: false, count: count)
        var component = [Int](repeating: -1, count: count)
        var stack: [Int] = []
        var counter = 0
        var components = 0
        for root in 0..<count where order[root] < 0 {
            // Each frame: a node and the index of its next edge to visit.
            var frames: [(node: Int, next: Int)] = [(root, 0)]
            order[root] = counter; lowLink[root] = counter; counter += 1
            stack.append(root); onStack[root] = true
            while let frame = frames.last {
                let node = frame.node
                if frame.next < edges[node].count {
                    frames[frames.count - 1].next += 1
                    let target = edges[node][frame.next]
                    if order[target] < 0 {
                        order[target] = counter; lowLink[target] = counter; counter += 1
                        stack.append(target); onStack[target] = true
                        frames.append((target, 0))
                    } else if onStack[target] {
                        lowLink[node] = min(lowLink[node], order[target])
                    }
                    continue
                }
                frames.removeLast()
                if let parent = frames.last {
                    lowLink[parent.node] = min(lowLink[parent.node], lowLink[node])
                }
                if lowLink[node] == order[node] {
                    while let member = stack.popLast() {
                        onStack[member] = false
                        component[member] = components
                        if member == node { break }
                    }
                    components += 1
                }
            }
        }
        return component
    }
}
