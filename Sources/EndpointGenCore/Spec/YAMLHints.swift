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

    /// The text of a 1-based line (invalid UTF-8 repaired), or `nil` past the end.
    private static func line(_ number: Int, of bytes: [UInt8]) -> String? {
        guard number >= 1 else { return nil }
        var current = 1
        var start = 0
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            if current == number { return String(decoding: bytes[start..<index], as: UTF8.self) }
            current += 1
            start = index + 1
        }
        return current == number ? String(decoding: bytes[start...], as: UTF8.self) : nil
    }
}
