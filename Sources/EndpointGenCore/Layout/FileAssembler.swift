import Mustache

/// Puts rendered declarations into files: one file per declaration, group files
/// (``FileGroups``), or a fixed number of shards. Every file starts with the generated-file
/// header and holds the `file` template's output.
enum FileAssembler {
    /// The files by relative path.
    /// - Throws: ``DiagnosticError`` when the `file` template fails to render.
    static func assemble(_ apis: [(api: APIModel, items: [RenderedDeclaration])], shards: Int?,
                         layout: FileLayout = .perDeclaration, templates: TemplateSet) throws(DiagnosticError) -> [String: String] {
        var files: [String: String] = [:]
        if let shards {
            for (api, items) in apis {
                var buckets = [[RenderedDeclaration]](repeating: [], count: shards)
                for item in items {
                    buckets[shardIndex(of: item.key, shards: shards)].append(item)
                }
                let stem = shardStem(api.specFileName)
                for (index, bucket) in buckets.enumerated() {
                    let texts = bucket.sorted { $0.key < $1.key }.map(\.text)
                    files["\(stem).\(index).swift"] = try file(texts, sources: [api.specFileName], templates: templates)
                }
            }
        } else {
            for (api, items) in apis {
                let sources = [api.specFileName]
                let placed = layout.groups(declarationCount: api.models.count + api.requests.count)
                    ? FileGroups.files(of: items) : items.map { (path: $0.path, declarations: [$0]) }
                let texts = try placed.concurrentMap { entry throws(DiagnosticError) in
                    try file(entry.declarations.map(\.text), sources: sources, templates: templates)
                }
                for (entry, text) in zip(placed, texts) { files[entry.path] = text }
            }
        }
        return files
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
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in key.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        return hash
    }
}
