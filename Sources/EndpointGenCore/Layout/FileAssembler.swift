import Mustache

/// Puts rendered declarations into files: one file per declaration, group files
/// (``FileGroups``), or a fixed number of shards; the folder and file of each declaration
/// follow from its kind and name (``PlacedDeclaration``). Every file starts with the generated-file
/// header and holds the `file` template's output.
enum FileAssembler {
    /// The files by relative path.
    /// - Throws: ``DiagnosticError`` when the `file` template fails to render.
    static func assemble(_ apis: [(api: APIModel, items: [RenderedDeclaration])], shards: Int?,
                         layout: FileLayout = .perDeclaration, templates: TemplateSet) throws(DiagnosticError) -> [String: String] {
        var files: [String: String] = [:]
        for (api, items) in apis {
            let namespace = api.name
            let placed = items.map { PlacedDeclaration($0, namespace: namespace) }
            let sources = [api.specFileName]
            if let shards {
                var buckets = [[PlacedDeclaration]](repeating: [], count: shards)
                for item in placed {
                    buckets[shardIndex(of: item.key, shards: shards)].append(item)
                }
                let stem = shardStem(api.specFileName)
                for (index, bucket) in buckets.enumerated() {
                    let texts = bucket.sorted { $0.key < $1.key }.map(\.text)
                    files["\(stem).\(index).swift"] = try file(texts, sources: sources, templates: templates)
                }
            } else {
                let entries = layout.groups(declarationCount: api.models.count + api.requests.count)
                    ? FileGroups.files(of: placed, namespace: namespace)
                    : placed.map { (path: $0.ownPath(namespace: namespace), declarations: [$0]) }
                let texts = try entries.concurrentMap { entry throws(DiagnosticError) in
                    try file(entry.declarations.map(\.text), sources: sources, templates: templates)
                }
                for (entry, text) in zip(entries, texts) { files[entry.path] = text }
            }
        }
        return files
    }

    /// Reports each spec file whose shard files would have the same names as another's (their
    /// file names differ only in the last extension or in case, `api.yaml` and `API.yml`): one
    /// error per such file, naming the first file of that stem.
    ///
    /// Called before rendering, so that the error comes with the resolver's errors in one run.
    /// - Parameters:
    ///   - specFiles: The spec files' paths, in generation order.
    ///   - diagnostics: Receives the errors.
    static func checkShardNames(ofSpecFiles specFiles: [String], diagnostics: DiagnosticCollector) {
        var stems: [String: String] = [:]
        for file in specFiles {
            let stem = shardStem(Resolver.fileName(of: file)).lowercased()
            if let first = stems[stem] {
                diagnostics.error("spec files '\(first)' and '\(file)' have the same name, so their shard files would collide; rename one", at: nil)
            }
            stems[stem] = stems[stem] ?? file
        }
    }

    /// The base of a spec's shard file names: its file name without the last extension
    /// (`httpbin.yaml` → `httpbin`), as a build tool plugin can work out before running the tool.
    static func shardStem(_ specFileName: String) -> String {
        guard let dot = specFileName.lastIndex(of: "."), dot != specFileName.startIndex else { return specFileName }
        return String(specFileName[..<dot])
    }

    /// The header lines of a generated file; the first starts with ``Generator/headerMarker``.
    static func header(sources: [String]) -> String {
        let from = sources.isEmpty ? "" : " from " + SwiftText.singleLineComment(sources.joined(separator: ", "))
        return Generator.headerMarker + from + ". DO NOT EDIT.\n"
            + "// Regenerate it with `endpointgen generate`; changes made here are lost.\n"
    }

    static func file(_ declarations: [String], sources: [String], templates: TemplateSet) throws(DiagnosticError) -> String {
        let body = try templates.render("file", .object([.declarations: .list(declarations.map { .string($0) })]))
        let header = header(sources: sources)
        let bodyEnd = body.endTrimmingTrailingNewlines
        var text = ""
        text.reserveCapacity(header.utf8.count + body.utf8.count + 2)
        text += header
        text += "\n"
        text += body[..<bodyEnd]
        text += "\n"
        return text
    }

    /// The shard of a declaration: the 64-bit FNV-1a hash of its key's UTF-8 bytes modulo the
    /// number of shards, the same on every machine and every run (Swift's `Hasher` is seeded per process).
    static func shardIndex(of key: String, shards: Int) -> Int {
        Int(stableHash(key) % UInt64(shards))
    }

    /// The 64-bit FNV-1a hash of `key`'s UTF-8 bytes: the same on every machine and every run
    /// (Swift's `Hasher` is seeded per process), for choosing shards and group files.
    static func stableHash(_ key: String) -> UInt64 {
        var hash = StableHash()
        hash.combine(key)
        return hash.value
    }
}

/// The 64-bit FNV-1a hash of UTF-8 bytes, fed text by text: feeding the pieces of a text gives
/// the hash of the whole text, without building it.
struct StableHash {
    /// The hash of the bytes fed so far (the FNV-1a offset basis when none).
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    /// Feeds the UTF-8 bytes of `text` (read in place when its storage is contiguous).
    mutating func combine(_ text: String) {
        if text.utf8.withContiguousStorageIfAvailable({ combine(bytes: $0) }) == nil {
            combine(bytes: text.utf8)
        }
    }

    private mutating func combine(bytes: some Sequence<UInt8>) {
        for byte in bytes {
            value ^= UInt64(byte)
            value = value &* 0x0000_0100_0000_01B3
        }
    }
}
