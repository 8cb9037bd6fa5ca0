import Foundation

/// The spec files and config file of one target folder.
///
/// A spec is a `.yaml`, `.yml` or `.json` file directly in the target folder or below it (not
/// under `Generated/`) that has a top-level `api:` (an endpoint spec) or `openapi:` key (an
/// OpenAPI document). `endpointgen.yaml` is the config file, never a spec; when it lists
/// `specs:`, the CLI takes the list from it. Symbolic links to spec files count as specs.
struct SpecInputs {
    /// The config file's name, looked up in the target folder.
    static let configName = "endpointgen.yaml"

    var specs: [URL] = []
    var config: URL?

    init(targetDirectory: URL) {
        let fm = FileManager.default
        let config = targetDirectory.appending(path: Self.configName)
        if fm.fileExists(atPath: config.path) { self.config = config }
        guard let walker = fm.enumerator(at: targetDirectory, includingPropertiesForKeys: [.isRegularFileKey]) else { return }
        for case let url as URL in walker {
            let name = url.lastPathComponent
            if name == "Generated" || name.hasPrefix(".") {
                walker.skipDescendants()
                continue
            }
            guard name != Self.configName, ["yaml", "yml", "json"].contains(url.pathExtension.lowercased()) else { continue }
            if Self.looksLikeSpec(url) { specs.append(url) }
        }
        specs.sort { $0.path < $1.path }
    }

    /// Removes the specs that are among `sourceFiles` (the files SwiftPM hands to the target's
    /// build, which a build tool plugin reads) and returns them. Paths are compared with
    /// symbolic links resolved.
    mutating func removeSpecs(in sourceFiles: [URL]) -> [URL] {
        let compiled = Set(sourceFiles.map { $0.resolvingSymlinksInPath().path })
        let removed = specs.filter { compiled.contains($0.resolvingSymlinksInPath().path) }
        specs.removeAll { compiled.contains($0.resolvingSymlinksInPath().path) }
        return removed
    }

    /// Whether a file starts an endpoint spec or an OpenAPI document: a line beginning with
    /// `api:` or `openapi:`, or a JSON key `"openapi"`, in its first 64 KiB.
    static func looksLikeSpec(_ url: URL) -> Bool {
        guard let handle = try? FileHandle(forReadingFrom: url) else { return false }
        defer { try? handle.close() }
        guard let data = try? handle.read(upToCount: 65_536) else { return false }
        let text = String(decoding: data, as: UTF8.self)
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
            if line.hasPrefix("api:") || line.hasPrefix("openapi:") || line.hasPrefix("\"openapi\"") { return true }
            if line.contains("\"openapi\"") && line.hasPrefix("{") { return true }
        }
        return false
    }
}
