import Foundation

/// Reads endpoint spec files: YAML bytes → node tree → ``Spec``, with every mistake of the
/// file reported as a diagnostic.
///
/// The loader never stops at the first mistake: it reports all it can find in one run
/// (unknown or duplicate keys, wrong kinds of values, bad types, bad paths, name collisions,
/// and so on; see the spec format reference). Only a YAML syntax error ends reading early,
/// since nothing after it can be trusted.
public enum SpecLoader {
    /// Loads a spec from the bytes of a file.
    ///
    /// - Parameters:
    ///   - bytes: The file's content, UTF-8.
    ///   - file: The path to name in diagnostics, as the user gave it (kept relative).
    ///   - limits: The YAML reader's nesting and alias bounds; ``YAMLLimits/default`` unless given.
    ///   - diagnostics: Receives every error and warning, in the order found (print
    ///     ``DiagnosticCollector/sorted`` for file order).
    /// - Returns: The spec as far as it could be read, or `nil` when nothing usable could be
    ///   read (a YAML syntax error, or a document that is not a mapping). A spec is returned
    ///   even when errors were reported: check `diagnostics.hasErrors` before using it.
    public static func load(bytes: [UInt8], file: String, limits: YAMLLimits = .default, diagnostics: DiagnosticCollector) -> Spec? {
        let document: YAMLDocument
        do {
            document = try YAMLReader.read(bytes, file: file, limits: limits)
        } catch {
            YAMLHints.report(error, bytes: bytes, diagnostics: diagnostics)
            return nil
        }
        return load(document, diagnostics: diagnostics)
    }

    /// Loads a spec from a YAML document already read.
    ///
    /// - Parameters:
    ///   - document: The document; its `file` names the file in diagnostics.
    ///   - diagnostics: Receives every error and warning.
    /// - Returns: The spec as far as it could be read, or `nil` when the root is not a mapping.
    public static func load(_ document: YAMLDocument, diagnostics: DiagnosticCollector) -> Spec? {
        let context = DecodeContext(file: document.file, diagnostics: diagnostics)
        let spec = SpecDecoder.decode(document.root, context: context)
        // The decoder reports the duplicate keys of the mappings it reads, naming their role;
        // any other (in a mapping it skipped or reads without `entries`) is reported here.
        context.reportRemainingDuplicateKeys(of: document.root, reportedIn: diagnostics)
        guard let spec else { return nil }
        SpecValidator(spec: spec, format: .endpointSpec, diagnostics: diagnostics).validate()
        return spec
    }

    /// Loads a spec from a file on disk.
    ///
    /// - Parameters:
    ///   - path: The file's path; diagnostics name it exactly as given.
    ///   - diagnostics: Receives every error and warning; an unreadable file is one error
    ///     without a location.
    /// - Returns: The spec as far as it could be read, or `nil` when the file cannot be read
    ///   or nothing usable is in it.
    public static func load(contentsOf path: String, diagnostics: DiagnosticCollector) -> Spec? {
        guard let data = FileManager.default.contents(atPath: path) else {
            diagnostics.error("cannot read the spec file '\(path)'", at: nil)
            return nil
        }
        return load(bytes: [UInt8](data), file: path, diagnostics: diagnostics)
    }
}
