import Foundation
import PackagePlugin

/// The build tool plugin: generates a target's client from its spec files at build time, into
/// the plugin work directory, so nothing generated is committed.
///
/// SwiftPM must know a build command's output files before it runs, and cannot know how many
/// types a spec holds without reading it. So each spec always yields the same fixed set of
/// files: `<spec>.0.swift` … `<spec>.<N-1>.swift`, N = ``shardCount``, with the generated
/// declarations spread over them by a stable hash of their names (some files may be empty).
/// Several files let the compiler type-check a large API in parallel and recompile only the
/// files whose declarations changed, instead of one huge file.
@main
struct EndpointGenPlugin: BuildToolPlugin {
    /// How many files each spec is spread over. Fixed, since outputs are named before the tool
    /// runs; 8 keeps small APIs cheap and lets the compiler spread large ones over every core.
    static let shardCount = 8

    func createBuildCommands(context: PluginContext, target: any Target) async throws -> [Command] {
        guard let target = target as? any SourceModuleTarget else { return [] }
        let tool = try context.tool(named: "endpointgen")
        // The specs are the target's files SwiftPM hands to plugins: a spec the target excludes
        // in Package.swift is not generated here (that is how the command plugin's specs are kept
        // out of the build).
        let specs = target.sourceFiles.map(\.url).filter { url in
            ["yaml", "yml", "json"].contains(url.pathExtension.lowercased())
                && url.lastPathComponent != "endpointgen.yaml"
                && SpecProbe.looksLikeSpec(url)
        }.sorted { $0.path < $1.path }
        guard !specs.isEmpty else { return [] }

        let config = target.directoryURL.appending(path: "endpointgen.yaml")
        let hasConfig = FileManager.default.fileExists(atPath: config.path)
        if hasConfig, SpecProbe.listsSpecs(config) {
            // Output files are named from the spec files found here, before the tool runs; a
            // `specs:` list would make the tool generate others.
            Diagnostics.error("\(config.path): the build tool plugin generates every spec file of target '\(target.name)'; "
                + "remove 'specs:' from endpointgen.yaml (exclude a spec in Package.swift to leave it out)")
            return []
        }

        // One command for all the target's specs, so that names are settled across them as the
        // command plugin and the CLI do; the output files follow from the spec file names.
        let output = context.pluginWorkDirectoryURL.appending(path: "Generated")
        let files = specs.flatMap { spec in
            let stem = spec.deletingPathExtension().lastPathComponent
            return (0..<Self.shardCount).map { output.appending(path: "\(stem).\($0).swift") }
        }
        var arguments = ["generate"] + specs.map(\.path)
        arguments += ["--output", output.path, "--shards", String(Self.shardCount)]
        var inputs = specs
        if hasConfig {
            arguments += ["--config", config.path]
            inputs.append(config)
            // The tool reads the config file's overlays; listed as inputs, a change to one
            // makes SwiftPM run the command again.
            inputs += SpecProbe.overlays(in: config)
        }
        return [.buildCommand(
            displayName: "EndpointGen \(target.name): \(specs.map(\.lastPathComponent).joined(separator: ", "))",
            executable: tool.url,
            arguments: arguments,
            inputFiles: inputs,
            outputFiles: files
        )]
    }
}

/// Tells a spec file from other YAML or JSON files of a target (a copy of the command plugin's
/// check: plugins cannot share code with each other).
enum SpecProbe {
    /// Whether a line of the first 64 KiB starts with `api:` or `openapi:`, or a JSON document
    /// has an `"openapi"` key there.
    static func looksLikeSpec(_ url: URL) -> Bool {
        guard let handle = try? FileHandle(forReadingFrom: url) else { return false }
        defer { try? handle.close() }
        guard let data = try? handle.read(upToCount: 65_536) else { return false }
        let text = String(decoding: data, as: UTF8.self)
        return text.split(separator: "\n").contains { line in
            line.hasPrefix("api:") || line.hasPrefix("openapi:") || line.contains("\"openapi\"")
        }
    }

    /// The files of a config file's top-level `overlays:` list (flow `[a.yaml, b.yaml]` or a
    /// block of `- a.yaml` lines), joined to the config file's folder. Read line by line, as
    /// plugins cannot use the tool's YAML reader; the tool itself reads the list properly.
    static func overlays(in config: URL) -> [URL] {
        guard let data = FileManager.default.contents(atPath: config.path) else { return [] }
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(where: { $0.hasPrefix("overlays:") }) else { return [] }
        func unquoted(_ text: Substring) -> String {
            var item = text.trimmingCharacters(in: .whitespaces)
            if let hash = item.range(of: " #") { item = String(item[..<hash.lowerBound]).trimmingCharacters(in: .whitespaces) }
            if item.count >= 2, let first = item.first, (first == "'" || first == "\""), item.last == first { item = String(item.dropFirst().dropLast()) }
            return item
        }
        var names: [String] = []
        let rest = lines[start].dropFirst("overlays:".count).trimmingCharacters(in: .whitespaces)
        if rest.hasPrefix("[") {
            // A flow list may go on over the next lines, up to its ']'.
            var flow = rest.dropFirst()[...]
            for line in lines[(start + 1)...] where !flow.contains("]") {
                flow += " " + line.trimmingCharacters(in: .whitespaces)
            }
            names = flow.prefix { $0 != "]" }.split(separator: ",").map(unquoted)
        } else {
            for line in lines[(start + 1)...] {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
                guard trimmed.hasPrefix("- ") else { break }
                names.append(unquoted(trimmed.dropFirst(2)[...]))
            }
        }
        let folder = config.deletingLastPathComponent()
        return names.filter { !$0.isEmpty }.map { $0.hasPrefix("/") ? URL(fileURLWithPath: $0) : folder.appending(path: $0) }
    }

    /// Whether a config file has a top-level `specs:` key.
    static func listsSpecs(_ config: URL) -> Bool {
        guard let data = FileManager.default.contents(atPath: config.path) else { return false }
        return String(decoding: data, as: UTF8.self).split(separator: "\n").contains { $0.hasPrefix("specs:") }
    }
}
