/// Puts spec text into Swift source so that it can never become code: string literals and
/// comments. Templates receive only the results.
public enum SwiftText {
    /// A Swift string literal (`"..."`, one line) whose value is exactly `text`.
    ///
    /// `\` and `"` are escaped, so `\(`, `"""` and `#"` inside the text stay text; tab, line
    /// feed, carriage return and NUL use their short escapes; every other control, format
    /// (bidirectional overrides, zero-width), separator (U+2028, U+2029), private-use,
    /// surrogate or unassigned scalar becomes `\u{X}`. Other scalars stay as they are.
    public static func stringLiteral(_ text: String) -> String {
        "\"" + literalContent(text) + "\""
    }

    /// A Swift array literal of string literals (`["a", "b"]`, `[]` when empty), each element
    /// written by ``stringLiteral(_:)``, in the order given.
    static func stringArrayLiteral(_ texts: some Sequence<String>) -> String {
        "[" + texts.map(stringLiteral).joined(separator: ", ") + "]"
    }

    /// A Swift literal for a scalar spec value: a string literal (see ``stringLiteral(_:)``),
    /// an integer, a number (Swift writes a `Double` with a fraction or exponent, `1.0`; a
    /// number no `Double` holds exactly is a `Decimal` expression, ``Spec/NumberLiteral/swiftDecimal``),
    /// `true` or `false`; `nil` for `null`, arrays, objects and a number no `Decimal` holds.
    static func literal(_ value: Spec.LiteralValue) -> String? {
        switch value {
        case .string(let text): stringLiteral(text)
        case .integer(let number): String(number)
        case .number(let number) where number.isExactDouble: "\(number.value)"
        case .number(let number): number.swiftDecimal
        case .bool(let flag): flag ? "true" : "false"
        case .null, .array, .object: nil
        }
    }

    /// The inside of a string literal for `text`, without the quotes: what ``stringLiteral(_:)``
    /// puts between them. Used to build literals that also hold interpolations.
    public static func literalContent(_ text: String) -> String {
        // Printable ASCII other than `\` and `"` (nearly every literal) stays as it is.
        if OpenAPIText.allUTF8(of: text, satisfy: { $0 >= 0x20 && $0 < 0x7F && $0 != 0x5C && $0 != 0x22 }) { return text }
        return escapedContent(text)
    }

    /// ``literalContent(_:)`` scalar by scalar, whatever the text holds (the general path,
    /// which the tests hold the shortcut to).
    static func escapedContent(_ text: String) -> String {
        var output = ""
        output.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": output += "\\\\"
            case "\"": output += "\\\""
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "\0": output += "\\0"
            default:
                if needsUnicodeEscape(scalar) {
                    output += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        return output
    }

    /// The lines of a `///` doc comment holding `text`, each without the `///`: a line break
    /// of any kind (LF, CR, CR LF, U+0085, U+2028, U+2029, VT, FF) starts a new line, every
    /// other control or format scalar is written as `\u{X}`, and each non-empty line starts
    /// with one space, so a template writes `///{{line}}`.
    ///
    /// In a `//` comment nothing but a line break ends the comment, so `*/`, `"""` or `\(` in
    /// the text are harmless; breaking lines here is what keeps text from leaving the comment.
    public static func commentLines(_ text: String) -> [String] {
        if let lines = printableASCIICommentLines(text) { return lines }
        var lines: [String] = []
        var current = ""
        var previousWasCR = false
        for scalar in text.unicodeScalars {
            if scalar == "\n", previousWasCR {
                previousWasCR = false
                continue
            }
            previousWasCR = scalar == "\r"
            if isLineBreak(scalar) {
                lines.append(current)
                current = ""
            } else if scalar == "\t" {
                current.unicodeScalars.append(scalar)
            } else if needsUnicodeEscape(scalar) {
                current += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                current.unicodeScalars.append(scalar)
            }
        }
        lines.append(current)
        return lines.map { line in
            let trimmed = line.trimmingTrailingWhitespace()
            return trimmed.isEmpty ? "" : " " + trimmed
        }
    }

    /// ``commentLines(_:)`` for the common case of text that is printable ASCII, tabs and line
    /// feeds only (nothing to escape, one kind of line break): split on bytes instead of
    /// appending scalar by scalar, which was a tenth of generating the GitHub description.
    /// `nil` when the text holds anything else.
    static func printableASCIICommentLines(_ text: String) -> [String]? {
        var lines: [String] = []
        return appendPrintableASCIICommentLines(text, to: &lines) ? lines : nil
    }

    /// Appends the lines of ``commentLines(_:)`` for `text` to `lines`.
    static func appendCommentLines(_ text: String, to lines: inout [String]) {
        if !appendPrintableASCIICommentLines(text, to: &lines) {
            lines.append(contentsOf: commentLines(text))
        }
    }

    /// The fast path of ``appendCommentLines(_:to:)``: appends and returns `true` when `text`
    /// is printable ASCII, tabs and line feeds only; appends nothing and returns `false` otherwise.
    private static func appendPrintableASCIICommentLines(_ text: String, to lines: inout [String]) -> Bool {
        var text = text
        return text.withUTF8 { bytes -> Bool in
            for byte in bytes where !((byte >= 0x20 && byte < 0x7F) || byte == 0x0A || byte == 0x09) { return false }
            var start = 0
            let count = bytes.count
            while true {
                var end = start
                while end < count, bytes[end] != 0x0A { end += 1 }
                var trimmedEnd = end
                while trimmedEnd > start, bytes[trimmedEnd - 1] == 0x20 || bytes[trimmedEnd - 1] == 0x09 { trimmedEnd -= 1 }
                if trimmedEnd == start {
                    lines.append("")
                } else {
                    // One allocation per line: the space and the text written straight into the string.
                    let content = UnsafeBufferPointer(rebasing: bytes[start..<trimmedEnd])
                    lines.append(String(unsafeUninitializedCapacity: content.count + 1) { buffer in
                        buffer[0] = 0x20
                        _ = UnsafeMutableBufferPointer(rebasing: buffer[1...]).initialize(from: content)
                        return content.count + 1
                    })
                }
                guard end < count else { break }
                start = end + 1
            }
            return true
        }
    }

    /// Text for a single-line `//` comment: line breaks become spaces, controls `\u{X}`.
    public static func singleLineComment(_ text: String) -> String {
        commentLines(text).map { $0.hasPrefix(" ") ? String($0.dropFirst()) : $0 }
            .joined(separator: " ")
    }

    static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029: true
        default: false
        }
    }

    static func needsUnicodeEscape(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value >= 0x20 && scalar.value < 0x7F { return false }
        return switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .privateUse, .surrogate, .unassigned:
            true
        default:
            false
        }
    }
}

extension String {
    /// The string without trailing spaces and tabs.
    func trimmingTrailingWhitespace() -> String {
        if let last = utf8.last, last != UInt8(ascii: " "), last != UInt8(ascii: "\t") { return self }
        var scalars = Substring(self).unicodeScalars
        while let last = scalars.last, last == " " || last == "\t" { scalars.removeLast() }
        return String(scalars)
    }
}
