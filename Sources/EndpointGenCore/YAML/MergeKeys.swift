/// YAML 1.1 merge keys (yaml.org/type/merge.html), resolved when a mapping is complete.
///
/// `<<: *base` (or `<<: [*first, *second]`) puts the pairs of the named mappings into the
/// mapping that holds the `<<` key, at the place of that key. A key the mapping sets itself
/// wins over a merged one, and an earlier merged mapping wins over a later one. Merged pairs
/// keep the marks of the place they were written, so a later error points at that text.
/// Real OpenAPI files use merge keys to share parameters and responses, and YAML 1.1 readers
/// (PyYAML, Ruby's Psych, libyaml-based tools) accept them, so EndpointGen does too.
enum MergeKeys {
    /// Whether a key node is a merge key: a plain untagged `<<`, or any scalar tagged `!!merge`.
    static func isMergeKey(_ key: YAMLNode) -> Bool {
        guard case .scalar(let scalar) = key.content else { return false }
        if scalar.tag == YAMLScalar.mergeTag { return true }
        return scalar.value == "<<" && scalar.isPlainUntagged
    }

    /// The pairs of a mapping with its merge keys replaced by the pairs they merge.
    /// - Throws: ``DiagnosticError`` at the offending node when a merge key's value is not a
    ///   mapping or a sequence of mappings.
    static func merged(_ pairs: [YAMLPair], builder: TreeBuilder) throws(DiagnosticError) -> [YAMLPair] {
        var taken = Set<YAMLScalar.Value>()
        for pair in pairs where !isMergeKey(pair.key) {
            if let identity = identity(of: pair.key) { taken.insert(identity) }
        }
        var result: [YAMLPair] = []
        result.reserveCapacity(pairs.count)
        for pair in pairs {
            guard isMergeKey(pair.key) else {
                result.append(pair)
                continue
            }
            let sources: [YAMLNode]
            switch pair.value.content {
            case .mapping: sources = [pair.value]
            case .sequence(let items): sources = items
            case .scalar:
                throw builder.fail("the value of a merge key '<<' must be a mapping or a sequence of mappings, not a scalar", pair.value.mark)
            }
            for source in sources {
                guard case .mapping(let sourcePairs) = source.content else {
                    throw builder.fail("a merge key '<<' can merge only mappings, not \(source.kindDescription)", source.mark)
                }
                for merged in sourcePairs {
                    // A key that is not a scalar has no identity to compare; it is merged as is.
                    guard let identity = identity(of: merged.key) else {
                        result.append(merged)
                        continue
                    }
                    if taken.insert(identity).inserted { result.append(merged) }
                }
            }
        }
        return result
    }

    /// What makes two scalar keys the same key: their core-schema value, so that `a` and `"a"`
    /// are one key and `1` and `"1"` are two.
    private static func identity(of key: YAMLNode) -> YAMLScalar.Value? {
        guard case .scalar(let scalar) = key.content else { return nil }
        return scalar.coreValue
    }
}
