/// What a tag does, from the sigil after its opening delimiter.
enum MustacheTagKind: Sendable, Equatable {
    /// `{{name}}`.
    case escapedVariable
    /// `{{{name}}}` or `{{&name}}`.
    case rawVariable
    /// `{{#name}}`.
    case section
    /// `{{^name}}`.
    case invertedSection
    /// `{{/name}}`.
    case sectionEnd
    /// `{{! text }}`.
    case comment
    /// `{{>name}}`.
    case partial
    /// `{{=<% %>=}}`.
    case setDelimiters

    /// Whether a tag of this kind, alone on a line, removes the whole line from the output
    /// (the specification's "standalone" rule; interpolation tags never do).
    var canStandAlone: Bool {
        switch self {
        case .escapedVariable, .rawVariable: false
        default: true
        }
    }
}

/// A tag read from the source: its kind, its trimmed content and its byte range.
struct MustacheTag {
    var kind: MustacheTagKind
    /// The text between the sigil and the closing delimiter, without surrounding whitespace.
    var content: String
    /// The offset of the first byte of the opening delimiter.
    var start: Int
    /// The offset just past the last byte of the closing delimiter.
    var end: Int
}

/// The byte-level reader under the parser: finds delimiters, reads tags, tracks the current
/// delimiters and turns byte offsets into 1-based lines and columns.
struct MustacheScanner {
    /// The template's UTF-8 bytes.
    let bytes: [UInt8]
    /// The template's name, for errors.
    let templateName: String
    /// The current opening delimiter (`{{` until a set-delimiters tag changes it).
    private(set) var open: [UInt8] = Array("{{".utf8)
    /// The current closing delimiter (`}}` until a set-delimiters tag changes it).
    private(set) var close: [UInt8] = Array("}}".utf8)

    // Positions are asked for in increasing order, so they are tracked incrementally: linear
    // in the source size however many tags a line holds.
    private var trackedOffset = 0
    private var trackedLine = 1
    private var trackedColumn = 1

    init(source: String, templateName: String) {
        self.bytes = Array(source.utf8)
        self.templateName = templateName
    }

    /// The 1-based line and column (in Unicode scalars) of a byte offset.
    mutating func position(at offset: Int) -> MustachePosition {
        if offset < trackedOffset {
            trackedOffset = 0
            trackedLine = 1
            trackedColumn = 1
        }
        let end = min(offset, bytes.count)
        while trackedOffset < end {
            let byte = bytes[trackedOffset]
            if byte == UInt8(ascii: "\n") {
                trackedLine += 1
                trackedColumn = 1
            } else if byte & 0xC0 != 0x80 {
                trackedColumn += 1
            }
            trackedOffset += 1
        }
        return MustachePosition(line: trackedLine, column: trackedColumn)
    }

    /// An error at a byte offset of this template.
    mutating func error(_ message: String, at offset: Int) -> MustacheError {
        let position = position(at: offset)
        return MustacheError(template: templateName, line: position.line, column: position.column, message: message)
    }

    /// The offset of the next opening delimiter at or after `offset`, if any.
    func nextOpening(from offset: Int) -> Int? {
        find(open, from: offset)
    }

    /// Reads the tag whose opening delimiter starts at `start`.
    /// - Throws: ``MustacheError`` at `start` when the tag has no closing delimiter or uses
    ///   template inheritance (`{{$`, `{{<`), which is not supported.
    mutating func readTag(at start: Int) throws(MustacheError) -> MustacheTag {
        var offset = start + open.count
        var closing = close
        var kind = MustacheTagKind.escapedVariable
        if offset < bytes.count {
            switch bytes[offset] {
            case UInt8(ascii: "{"): kind = .rawVariable; closing = [UInt8(ascii: "}")] + close
            case UInt8(ascii: "&"): kind = .rawVariable
            case UInt8(ascii: "#"): kind = .section
            case UInt8(ascii: "^"): kind = .invertedSection
            case UInt8(ascii: "/"): kind = .sectionEnd
            case UInt8(ascii: "!"): kind = .comment
            case UInt8(ascii: ">"): kind = .partial
            case UInt8(ascii: "="): kind = .setDelimiters; closing = [UInt8(ascii: "=")] + close
            case UInt8(ascii: "$"), UInt8(ascii: "<"):
                throw error("template inheritance ('\(text(open))\(Character(Unicode.Scalar(bytes[offset])))') is not supported", at: start)
            default: break
            }
            if kind != .escapedVariable { offset += 1 }
        }
        guard let closeStart = find(closing, from: offset) else {
            throw error("unclosed tag: '\(text(open))' has no matching '\(text(closing))'", at: start)
        }
        let content = kind == .comment ? "" : trimmedText(offset..<closeStart)
        return MustacheTag(kind: kind, content: content, start: start, end: closeStart + closing.count)
    }

    /// Applies a set-delimiters tag's content (`<% %>`): two delimiters separated by whitespace,
    /// neither empty nor containing whitespace or `=` (the specification's rule).
    /// - Throws: ``MustacheError`` at the tag when the content is not two such delimiters.
    mutating func setDelimiters(_ tag: MustacheTag) throws(MustacheError) {
        let parts = tag.content.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" })
        guard parts.count == 2, !parts.contains(where: { $0.contains("=") }) else {
            throw error("invalid delimiters '\(tag.content)': expected two delimiters separated by a space, as in '{{=<% %>=}}'", at: tag.start)
        }
        open = Array(parts[0].utf8)
        close = Array(parts[1].utf8)
    }

    /// The text of a byte range.
    func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    private func text(_ delimiter: [UInt8]) -> String {
        String(decoding: delimiter, as: UTF8.self)
    }

    private func trimmedText(_ range: Range<Int>) -> String {
        var lower = range.lowerBound
        var upper = range.upperBound
        while lower < upper, Self.isWhitespace(bytes[lower]) { lower += 1 }
        while upper > lower, Self.isWhitespace(bytes[upper - 1]) { upper -= 1 }
        return text(lower..<upper)
    }

    /// Spaces, tabs and line breaks: what surrounds a name inside a tag.
    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }

    private func find(_ needle: [UInt8], from offset: Int) -> Int? {
        guard let first = needle.first, offset >= 0 else { return nil }
        var index = offset
        let last = bytes.count - needle.count
        while index <= last {
            if bytes[index] == first {
                var matched = 1
                while matched < needle.count, bytes[index + matched] == needle[matched] { matched += 1 }
                if matched == needle.count { return index }
            }
            index += 1
        }
        return nil
    }
}
