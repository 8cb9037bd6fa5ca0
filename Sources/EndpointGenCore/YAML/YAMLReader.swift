import CYAML

/// Limits that keep a hostile YAML file from exhausting memory or the stack.
public struct YAMLLimits: Sendable, Hashable {
    /// The deepest nesting of sequences and mappings allowed (the root is depth 1).
    public var maxDepth: Int
    /// The most nodes that aliases may add to the tree in total. Each alias adds the node
    /// count of the subtree it copies; a document past this is rejected (an "alias bomb").
    public var maxAliasedNodes: Int
    /// The most UTF-8 bytes one scalar (key or value) may hold.
    ///
    /// libyaml accepts a scalar of any size, but no description, name or type in a real spec
    /// or config file comes near a mebibyte, and the generator copies descriptions into doc
    /// comments: a 100 MB value is a mistake or an attack, reported at its position instead
    /// of being carried into the output.
    public var maxScalarBytes: Int

    /// Creates limits.
    /// - Parameters:
    ///   - maxDepth: The deepest nesting allowed; 256 unless given.
    ///   - maxAliasedNodes: The most nodes aliases may add; 1,000,000 unless given.
    ///   - maxScalarBytes: The most UTF-8 bytes of one scalar; 1 MiB (1,048,576) unless given.
    public init(maxDepth: Int = 256, maxAliasedNodes: Int = 1_000_000, maxScalarBytes: Int = 1 << 20) {
        self.maxDepth = maxDepth
        self.maxAliasedNodes = maxAliasedNodes
        self.maxScalarBytes = maxScalarBytes
    }

    /// The limits used when none are given: depth 256, one million aliased nodes, scalars of
    /// 1 MiB.
    public static let `default` = YAMLLimits()
}

/// Reads YAML bytes into a ``YAMLDocument`` through libyaml's event API.
///
/// The file must hold exactly one document. Anchors, aliases and merge keys are resolved
/// (within ``YAMLLimits``); positions are 1-based. Reading does not resolve scalar types: see
/// ``YAMLScalar/coreValue``.
public enum YAMLReader {
    /// Parses the bytes of a YAML file.
    ///
    /// - Parameters:
    ///   - bytes: The file's content, UTF-8 (libyaml also accepts UTF-16 with a byte order mark).
    ///   - file: The path to name in diagnostics.
    ///   - limits: Nesting and alias bounds; ``YAMLLimits/default`` unless given.
    ///   - mergeKeys: Whether a plain `<<` key (or one tagged `!!merge`) merges the mapping or
    ///     mappings it names into its mapping, as YAML 1.1 merge keys do
    ///     (yaml.org/type/merge.html); `true` unless given. The mapping's own keys win over
    ///     merged ones, and an earlier merged mapping wins over a later one. With `false`, `<<`
    ///     is an ordinary key (YAML 1.2).
    /// - Returns: The document's tree.
    /// - Throws: ``DiagnosticError`` with one error at the problem's position when the bytes are
    ///   not valid YAML (libyaml's own message), not valid UTF-8 or UTF-16, hold a control
    ///   character such as NUL, hold no document or several, nest deeper than
    ///   `limits.maxDepth`, expand through aliases past `limits.maxAliasedNodes`, use an
    ///   anchor that is not defined before it (or inside the node it names), or merge
    ///   something that is not a mapping; or with one error per scalar longer than
    ///   `limits.maxScalarBytes`, once the whole file is read.
    public static func read(_ bytes: [UInt8], file: String, limits: YAMLLimits = .default, mergeKeys: Bool = true) throws(DiagnosticError) -> YAMLDocument {
        let parser: LibYAMLParser
        do {
            parser = try LibYAMLParser(bytes: bytes)
        } catch {
            throw DiagnosticError([.error("cannot initialise the YAML parser", at: nil)])
        }
        var builder = TreeBuilder(file: file, limits: limits, mergeKeys: mergeKeys)
        while true {
            let event: LibYAMLParser.Event
            do {
                event = try parser.next()
            } catch {
                throw DiagnosticError([.error(error.message, at: SourceLocation(file: file, line: error.mark.line, column: error.mark.column))])
            }
            if let root = try builder.consume(event) {
                guard builder.oversizedScalars.isEmpty else {
                    throw DiagnosticError(builder.oversizedScalars.map { mark, size in
                        .error("this value is \(size) bytes long; a YAML value may hold at most \(limits.maxScalarBytes) bytes (1 MiB)",
                               at: SourceLocation(file: file, line: mark.line, column: mark.column))
                    })
                }
                return YAMLDocument(file: file, root: root)
            }
        }
    }
}
