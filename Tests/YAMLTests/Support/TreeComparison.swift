import EndpointGenCore

/// Compares a YAML tree with the JSON the test suite expects: mapping ↔ object (keys by
/// their text, in any order), sequence ↔ array, scalar ↔ the value the YAML 1.2 core schema
/// gives it (plain scalars may be null, Booleans or numbers; quoted and block scalars are
/// strings).
enum TreeComparison {
    /// `nil` when the tree equals the JSON; otherwise where and how they first differ.
    static func difference(_ node: YAMLNode, _ json: JSONValue, path: String = "$") -> String? {
        switch (node.content, json) {
        case (.scalar(let scalar), _):
            let value = scalar.coreValue
            return matches(value, json) ? nil : "\(path): YAML \(value) at \(node.mark.line):\(node.mark.column), JSON \(json)"
        case (.sequence(let items), .array(let elements)):
            guard items.count == elements.count else {
                return "\(path): \(items.count) YAML items, \(elements.count) JSON elements"
            }
            for (i, (item, element)) in zip(items, elements).enumerated() {
                if let d = difference(item, element, path: "\(path)[\(i)]") { return d }
            }
            return nil
        case (.mapping(let pairs), .object(let members)):
            guard pairs.count == members.count else {
                return "\(path): \(pairs.count) YAML pairs, \(members.count) JSON members"
            }
            // JSON objects are unordered: each pair is matched with an unused member of its key.
            var unused = members
            for pair in pairs {
                guard let key = pair.key.scalar?.value else { return "\(path): a key that is \(pair.key.kindDescription)" }
                guard let index = unused.firstIndex(where: { $0.key == key }) else {
                    return "\(path): YAML key \(key.debugDescription) not in the JSON object"
                }
                if let d = difference(pair.value, unused[index].value, path: "\(path).\(key)") { return d }
                unused.remove(at: index)
            }
            return nil
        default:
            return "\(path): YAML \(node.kindDescription), JSON \(json)"
        }
    }

    private static func matches(_ value: YAMLScalar.Value, _ json: JSONValue) -> Bool {
        switch (value, json) {
        case (.null, .null): true
        case let (.bool(a), .bool(b)): a == b
        case let (.int(a), .number(b)): Double(a) == b
        case let (.float(a), .number(b)): a == b
        case let (.string(a), .string(b)): a == b
        default: false
        }
    }
}
