import EndpointGenCore

/// Reads YAML text as the file `test.yaml`.
func read(_ text: String, limits: YAMLLimits = .default, mergeKeys: Bool = true) throws(DiagnosticError) -> YAMLNode {
    try YAMLReader.read(Array(text.utf8), file: "test.yaml", limits: limits, mergeKeys: mergeKeys).root
}

/// The diagnostics printed for YAML bytes that must be rejected, or `nil` if they were read.
func rejection(_ bytes: [UInt8], limits: YAMLLimits = .default, mergeKeys: Bool = true) -> String? {
    do {
        _ = try YAMLReader.read(bytes, file: "test.yaml", limits: limits, mergeKeys: mergeKeys)
        return nil
    } catch {
        return error.description
    }
}

/// The diagnostics printed for YAML text that must be rejected, or `nil` if it was read.
func rejection(_ text: String, limits: YAMLLimits = .default, mergeKeys: Bool = true) -> String? {
    rejection(Array(text.utf8), limits: limits, mergeKeys: mergeKeys)
}

extension YAMLNode {
    /// The tree as plain values for comparison in tests: strings, arrays, and `[key, value]`
    /// pairs in order (so duplicates and order are visible).
    var plain: PlainNode {
        switch content {
        case .scalar(let s): .scalar(s.value)
        case .sequence(let items): .sequence(items.map(\.plain))
        case .mapping(let pairs): .mapping(pairs.map { PlainNode.Pair(key: $0.key.plain, value: $0.value.plain) })
        }
    }
}

/// A YAML tree without marks, styles or tags.
indirect enum PlainNode: Equatable, ExpressibleByStringLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral {
    case scalar(String)
    case sequence([PlainNode])
    case mapping([Pair])

    struct Pair: Equatable {
        var key: PlainNode
        var value: PlainNode
    }

    init(stringLiteral value: String) { self = .scalar(value) }
    init(arrayLiteral elements: PlainNode...) { self = .sequence(elements) }
    /// Pairs in the order written, duplicates kept (a dictionary literal may repeat keys here).
    init(dictionaryLiteral elements: (PlainNode, PlainNode)...) {
        self = .mapping(elements.map { Pair(key: $0.0, value: $0.1) })
    }
}
