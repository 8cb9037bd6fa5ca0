import Foundation

/// `endpointgen diff`: reads two versions of an API (each a spec file or a folder of them, in
/// either format) and reports what a client of the old version must change to build against
/// the new one.
public enum APIDiff {
    /// What a comparison found.
    public struct Result: Sendable {
        /// The changes, or `nil` when a spec could not be read or resolved.
        public var report: APIChangeReport?
        /// Every error and warning of reading both versions, sorted by file, line and column.
        public var diagnostics: [Diagnostic]
    }

    /// Compares two versions of the same APIs.
    /// - Parameters:
    ///   - old: A spec file (endpoint spec or OpenAPI 3.x document), or a folder whose spec
    ///     files (see ``specFiles(in:)``) are read together.
    ///   - new: The same for the new version.
    ///   - options: Swift type names and `$ref` rules, as for generation; the defaults unless given.
    /// - Returns: The report, or the diagnostics that stopped reading (every mistake of every file).
    public static func compare(old: String, new: String, options: GenerationOptions = GenerationOptions()) -> Result {
        let diagnostics = DiagnosticCollector()
        let oldSurface = surface(of: old, options: options, diagnostics: diagnostics)
        let newSurface = surface(of: new, options: options, diagnostics: diagnostics)
        guard let oldSurface, let newSurface, !diagnostics.hasErrors else {
            return Result(report: nil, diagnostics: diagnostics.sorted)
        }
        return Result(report: APIComparison.compare(oldSurface, newSurface), diagnostics: diagnostics.sorted)
    }

    /// The surface of the specs at `path`, or `nil` when one had an error.
    static func surface(of path: String, options: GenerationOptions, diagnostics: DiagnosticCollector) -> APISurface? {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            diagnostics.error("'\(path)' does not exist", at: nil)
            return nil
        }
        let files = isFolder.boolValue ? specFiles(in: path) : [path]
        if files.isEmpty {
            diagnostics.error("the folder '\(path)' holds no endpoint spec or OpenAPI document", at: nil)
            return nil
        }
        let errorsBefore = diagnostics.diagnostics.filter { $0.severity == .error }.count
        var openAPIOptions = OpenAPIReader.Options()
        openAPIOptions.allowsFilesOutsideSpecFolder = options.allowsRefsOutsideSpecFolder
        let specs = files.compactMap { SpecFormat.readSpec(contentsOf: $0, diagnostics: diagnostics, openAPIOptions: openAPIOptions, overlays: options.overlays) }
        guard diagnostics.diagnostics.filter({ $0.severity == .error }).count == errorsBefore else { return nil }
        // The surface of what is generated: the operations the config file's filter keeps.
        let ordered = options.operationFilter.apply(to: specs, diagnostics: diagnostics)
            .sorted { ($0.api.value, $0.file) < ($1.api.value, $1.file) }
        let resolved = Generator.resolve(ordered, options: options, diagnostics: diagnostics)
        guard diagnostics.diagnostics.filter({ $0.severity == .error }).count == errorsBefore else { return nil }
        return APISurface(resolved, storedProperties: options.storedProperties)
    }

    /// The spec files in a folder and its subfolders, sorted: files ending in `.yaml`, `.yml`
    /// or `.json` whose first 64 KiB has a line starting with `api:` or `openapi:` or a JSON
    /// `"openapi"` key. Hidden files and folders, `Generated` folders and `endpointgen.yaml`
    /// (a config file) are skipped, as the command plugin skips them; symbolic links are not followed into folders.
    public static func specFiles(in folder: String) -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: folder) else { return [] }
        var files: [String] = []
        while let relative = walker.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            if name.hasPrefix(".") || name == "Generated" {
                walker.skipDescendants()
                continue
            }
            let extensionName = (name as NSString).pathExtension.lowercased()
            guard name != "endpointgen.yaml", ["yaml", "yml", "json"].contains(extensionName) else { continue }
            let path = (folder as NSString).appendingPathComponent(relative)
            if looksLikeSpec(path) { files.append(path) }
        }
        return files.sorted()
    }

    /// Whether a file's first 64 KiB has a line starting with `api:` or `openapi:`, or a JSON
    /// `"openapi"` key.
    static func looksLikeSpec(_ path: String) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        guard let data = try? handle.read(upToCount: 65_536) else { return false }
        let text = String(decoding: data, as: UTF8.self)
        return text.split(separator: "\n").contains { line in
            line.hasPrefix("api:") || line.hasPrefix("openapi:") || line.contains("\"openapi\"")
        }
    }
}
