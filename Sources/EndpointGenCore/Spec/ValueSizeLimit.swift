/// The longest text one value of a spec file may hold.
///
/// The YAML reader accepts a scalar of any size (libyaml has no limit), but no description,
/// name or type in a real spec comes near a mebibyte, and the generator copies descriptions into
/// doc comments: a 100 MB value is a mistake or an attack, reported at its position instead of
/// being carried into the output.
public enum ValueSizeLimit {
    /// The most UTF-8 bytes a single scalar (key or value) may hold: 1 MiB, 1,048,576 bytes.
    public static let maxBytes = 1 << 20

    /// Reports an error at every scalar of the tree longer than ``maxBytes``.
    ///
    /// - Parameters:
    ///   - root: The document's root node.
    ///   - file: The file to name in diagnostics.
    ///   - diagnostics: Receives one error per oversized scalar.
    /// - Returns: Whether every scalar is within the limit.
    public static func check(_ root: YAMLNode, file: String, diagnostics: DiagnosticCollector) -> Bool {
        var withinLimit = true
        var pending = [root]
        while let node = pending.popLast() {
            switch node.content {
            case .scalar(let scalar):
                let size = scalar.value.utf8.count
                if size > maxBytes {
                    withinLimit = false
                    diagnostics.error("this value is \(size) bytes long; a value in a spec may hold at most \(maxBytes) bytes (1 MiB)",
                                      at: SourceLocation(file: file, line: node.mark.line, column: node.mark.column))
                }
            case .sequence(let items):
                pending.append(contentsOf: items.reversed())
            case .mapping(let pairs):
                for pair in pairs.reversed() {
                    pending.append(pair.value)
                    pending.append(pair.key)
                }
            }
        }
        return withinLimit
    }
}
