extension String {
    /// The text with every line break and other control character except tab written as
    /// `\u{X}` (uppercase hexadecimal), so that a message built from input (a template tag, a
    /// spec name) stays on one line: `FILE:LINE:COL: error: MESSAGE` is what editors parse.
    ///
    /// Besides C0 controls and DEL, NEL (U+0085) and the Unicode line and paragraph separators
    /// (U+2028, U+2029) count, since editors break lines at them too. Text without any of them
    /// is returned unchanged. The generator's diagnostics use the same rule.
    package var escapingLineBreaks: String {
        func breaksLine(_ scalar: Unicode.Scalar) -> Bool {
            (scalar.value < 0x20 && scalar != "\t") || scalar.value == 0x7F || scalar.value == 0x85
                || scalar.value == 0x2028 || scalar.value == 0x2029
        }
        guard unicodeScalars.contains(where: breaksLine) else { return self }
        var result = ""
        for scalar in unicodeScalars {
            if breaksLine(scalar) {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
