/// Hints added to YAML syntax errors for the mistakes spec authors make most: a type such as
/// `[String]?` or `{...}` left unquoted.
enum YAMLHints {
    /// Reports the diagnostics of a YAML syntax error, each with its hint when one applies.
    /// - Parameters:
    ///   - error: What ``YAMLReader/read(_:file:limits:mergeKeys:)`` threw.
    ///   - bytes: The file's content, to find the lines.
    ///   - diagnostics: Receives them.
    static func report(_ error: DiagnosticError, bytes: [UInt8], diagnostics: DiagnosticCollector) {
        for diagnostic in error.diagnostics {
            diagnostics.report(annotate(diagnostic, bytes: bytes))
        }
    }

    /// The diagnostic with a note when the line it points at holds an unquoted type that YAML
    /// cannot read.
    /// - Parameters:
    ///   - diagnostic: A diagnostic from the YAML reader.
    ///   - bytes: The file's content, to find the line.
    static func annotate(_ diagnostic: Diagnostic, bytes: [UInt8]) -> Diagnostic {
        guard let location = diagnostic.location, let line = Self.line(location.line, of: bytes) else { return diagnostic }
        var result = diagnostic
        if line.contains("]?") && !line.contains("\"[") && !line.contains("'[") {
            result.notes.append(Diagnostic.Note("a type that starts with '[' and ends with '?' must be quoted, as in \"[String]?\""))
        }
        return result
    }

    /// The text of a 1-based line (invalid UTF-8 repaired), or `nil` past the end or when the
    /// line is longer than `maximumLength` bytes: no type is, and a diagnostic on a line of a
    /// hundred megabytes (a value over the YAML limits) is not worth copying it.
    private static func line(_ number: Int, of bytes: [UInt8], maximumLength: Int = 4_096) -> String? {
        guard number >= 1 else { return nil }
        var start = 0
        for _ in 1..<number {
            guard let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) else { return nil }
            start = end + 1
        }
        let window = bytes[start..<min(bytes.count, start + maximumLength + 1)]
        let end = window.firstIndex(of: UInt8(ascii: "\n")) ?? window.endIndex
        guard end - start <= maximumLength else { return nil }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}
