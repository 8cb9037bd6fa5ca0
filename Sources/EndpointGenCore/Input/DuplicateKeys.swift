/// Duplicate keys: a key written twice in one mapping is an error in every format EndpointGen
/// reads (YAML 1.2 §3.2.1.1 requires the keys of a mapping to be unique; RFC 8259 §4 notes
/// that JSON readers differ on which of two equal names they keep, so such a document means
/// different things to different tools).
///
/// Two keys are the same key when their texts are equal `String`s, canonical equivalence
/// included (the rule of the tree's subscript and of ``entries(_:key:what:)``): a reader that
/// compared bytes would take `é` precomposed and decomposed for two keys where EndpointGen
/// reads one, so such a pair is reported too, naming the code points of each.
extension DecodeContext {
    /// The message for `key` repeating the earlier key `first` (equal text) in `place`.
    static func duplicateKeyMessage(_ key: String, first: String, in place: String) -> String {
        var message = "duplicate key '\(key)' in \(place)"
        if !key.utf8.elementsEqual(first.utf8) {
            message += " (the same key under Unicode canonical equivalence: \(codePoints(first)) first, \(codePoints(key)) here)"
        }
        return message
    }

    /// The code points of a text as `U+004B U+0301`, the first eight at most.
    static func codePoints(_ text: String) -> String {
        let shown = text.unicodeScalars.prefix(8).map { scalar in
            let hex = String(scalar.value, radix: 16, uppercase: true)
            return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        }
        return shown.joined(separator: " ") + (text.unicodeScalars.count > 8 ? " …" : "")
    }

    /// Where a mapping is, for a duplicate key's message: `the mapping at '/a/b'` (its JSON
    /// pointer, RFC 6901), `the top-level mapping`, or `the mapping at line N` when no pointer
    /// names it (a mapping used as a key).
    static func mappingPlace(_ mapping: YAMLNode, pointers: inout OpenAPIPointers) -> String {
        guard let pointer = pointers.pointer(of: mapping) else { return "the mapping at line \(mapping.mark.lineInFile)" }
        return pointer.isEmpty ? "the top-level mapping" : "the mapping at '\(pointer)'"
    }

    /// Reports every duplicate key of the tree of `root` (``YAMLNode/duplicateKeysInTree``)
    /// that is not reported already, in file order: an error at the later key with a note at
    /// the first.
    /// - Parameters:
    ///   - root: The root of the file's document.
    ///   - pointers: The JSON pointers of the file's nodes, to name each mapping.
    ///   - reported: The locations of keys reported as duplicates already (by
    ///     ``entries(_:key:what:)``, which names the mapping's role); skipped.
    func reportDuplicateKeys(of root: YAMLNode, pointers: inout OpenAPIPointers, except reported: Set<SourceLocation> = []) {
        // In the order of the file (the tree lists inner mappings first).
        let duplicates = root.duplicateKeysInTree.sorted { ($0.key.mark.line, $0.key.mark.column) < ($1.key.mark.line, $1.key.mark.column) }
        for duplicate in duplicates where !reported.contains(location(duplicate.key)) {
            let text = duplicate.key.scalar?.value ?? "", first = duplicate.first.scalar?.value ?? ""
            error(Self.duplicateKeyMessage(text, first: first, in: Self.mappingPlace(duplicate.mapping, pointers: &pointers)),
                  at: duplicate.key, notes: [Diagnostic.Note("'\(first)' is first defined here", at: location(duplicate.first))])
        }
    }

    /// Reports the duplicate keys of the tree of `root` that `collector` holds no
    /// `duplicate key` error for at the key's place: those of the mappings the reader did not
    /// read through ``entries(_:key:what:)`` (a value it skipped, a mapping read another way),
    /// named by their JSON pointer. For the formats whose readers name a mapping's role.
    func reportRemainingDuplicateKeys(of root: YAMLNode, reportedIn collector: DiagnosticCollector) {
        guard !root.duplicateKeysInTree.isEmpty else { return }
        let reported = Set(collector.diagnostics.lazy.filter { $0.severity == .error && $0.message.hasPrefix("duplicate key ") }.compactMap(\.location))
        var pointers = OpenAPIPointers(root: root)
        reportDuplicateKeys(of: root, pointers: &pointers, except: reported)
    }
}
