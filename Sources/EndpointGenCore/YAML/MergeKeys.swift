/// YAML 1.1 merge keys (yaml.org/type/merge.html), resolved when a mapping is complete.
///
/// `<<: *base` (or `<<: [*first, *second]`) puts the pairs of the named mappings into the
/// mapping that holds the `<<` key, at the place of that key. A key the mapping sets itself
/// wins over a merged one, and an earlier merged mapping wins over a later one. Merged pairs
/// keep the marks of the place they were written, so a later error points at that text.
/// Real OpenAPI files use merge keys to share parameters and responses, and YAML 1.1 readers
/// (PyYAML, Ruby's Psych, libyaml-based tools) accept them, so EndpointGen does too.
enum MergeKeys {
    /// Whether a key is a merge key: a plain untagged `<<`, or any scalar tagged `!!merge`
    /// (`nil`: the key is not a scalar).
    static func isMergeKey(_ key: YAMLScalar?) -> Bool {
        guard let key else { return false }
        if key.tag == YAMLScalar.mergeTag { return true }
        return key.value == "<<" && key.isPlainUntagged
    }

    /// The children of a mapping (keys and values alternating, as entry indices of `tree`)
    /// with its merge keys replaced by the pairs they merge.
    /// - Throws: ``DiagnosticError`` (made by `builder`) at the offending node when a merge
    ///   key's value is not a mapping or a sequence of mappings.
    static func merged(_ children: ArraySlice<Int>, in tree: YAMLTree.Parts, builder: TreeBuilder) throws(DiagnosticError) -> [Int] {
        let pairs = stride(from: children.startIndex, to: children.endIndex, by: 2).map { (key: children[$0], value: children[$0 + 1]) }
        var taken = Set<YAMLScalar.Value>()
        for pair in pairs where !isMergeKey(tree.scalar(pair.key)) {
            if let identity = tree.scalar(pair.key)?.coreValue { taken.insert(identity) }
        }
        var result: [Int] = []
        result.reserveCapacity(children.count)
        for pair in pairs {
            guard isMergeKey(tree.scalar(pair.key)) else {
                result += [pair.key, pair.value]
                continue
            }
            let value = tree.entries[pair.value]
            let sources: ArraySlice<Int>
            switch value.kind {
            case .mapping: sources = [pair.value]
            case .sequence: sources = tree.children[value.first..<(value.first + value.count)]
            case .scalar:
                throw builder.fail("the value of a merge key '<<' must be a mapping or a sequence of mappings, not a scalar", value.mark)
            }
            for index in sources {
                let source = tree.entries[index]
                guard source.kind == .mapping else {
                    throw builder.fail("a merge key '<<' can merge only mappings, not \(source.kind.description)", source.mark)
                }
                for offset in stride(from: source.first, to: source.first + source.count, by: 2) {
                    let key = tree.children[offset], merged = tree.children[offset + 1]
                    // What makes two scalar keys the same key is their core-schema value, so
                    // that `a` and `"a"` are one key and `1` and `"1"` are two. A key that is
                    // not a scalar has no identity to compare; it is merged as is.
                    guard let identity = tree.scalar(key)?.coreValue else {
                        result += [key, merged]
                        continue
                    }
                    if taken.insert(identity).inserted { result += [key, merged] }
                }
            }
        }
        return result
    }
}
