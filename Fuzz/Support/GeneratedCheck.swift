// The invariant of a generation run, for the harnesses that generate (spec, openapi).

extension FuzzCheck {
    /// Traps unless a generation run either failed with positioned errors and no files, or
    /// succeeded with at least one file, each at a relative path without `..` or an empty
    /// component and starting with ``Generator/headerMarker``.
    static func generated(_ result: GenerationResult, inputSize: Int) {
        if result.hasErrors {
            guard result.files.isEmpty else { trap("files despite errors") }
            positioned(result.diagnostics, inputSize: inputSize)
            return
        }
        guard !result.files.isEmpty else { trap("no files and no error") }
        for (path, text) in result.files {
            let components = path.split(separator: "/", omittingEmptySubsequences: false)
            guard !path.hasPrefix("/"), !components.contains(".."), !components.contains("."),
                  !components.contains(""), !path.contains("\\") else {
                trap("an output path that could leave the output folder: \(path)")
            }
            guard text.hasPrefix(Generator.headerMarker) else { trap("a file without the header: \(path)") }
        }
    }
}
