/// Turns a byte offset into the input into a 1-based line and column, counted the way libyaml
/// counts its marks: a byte order mark is not counted, columns count characters, and `\n`,
/// `\r\n` and a lone `\r` each end a line.
///
/// libyaml reports encoding problems (invalid UTF-8, a NUL byte) with a byte offset only; this
/// gives those errors a position an editor can jump to.
enum InputPosition {
    /// The mark of the character at `offset` (clamped to the input) in UTF-8 or UTF-16 input
    /// (UTF-16 is recognised by its byte order mark, as libyaml does).
    static func mark(ofByteOffset offset: Int, in input: [UInt8]) -> YAMLMark {
        let end = max(0, min(offset, input.count))
        if input.count >= 2, (input[0] == 0xFE && input[1] == 0xFF) || (input[0] == 0xFF && input[1] == 0xFE) {
            return utf16Mark(end: end, in: input, bigEndian: input[0] == 0xFE)
        }
        var line = 1, column = 1
        var index = input.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var previousWasCR = false
        while index < end {
            let byte = input[index]
            index += 1
            if byte == 0x0A {
                if !previousWasCR { line += 1 }
                column = 1
            } else if byte == 0x0D {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
            previousWasCR = byte == 0x0D
        }
        return YAMLMark(line: line, column: column)
    }

    private static func utf16Mark(end: Int, in input: [UInt8], bigEndian: Bool) -> YAMLMark {
        var line = 1, column = 1
        var index = 2
        var previousWasCR = false
        while index < end, index + 1 < input.count {
            let unit = bigEndian
                ? UInt16(input[index]) << 8 | UInt16(input[index + 1])
                : UInt16(input[index + 1]) << 8 | UInt16(input[index])
            index += 2
            if unit == 0x0A {
                if !previousWasCR { line += 1 }
                column = 1
            } else if unit == 0x0D {
                line += 1
                column = 1
            } else if !(0xDC00...0xDFFF).contains(unit) {
                column += 1
            }
            previousWasCR = unit == 0x0D
        }
        return YAMLMark(line: line, column: column)
    }
}
