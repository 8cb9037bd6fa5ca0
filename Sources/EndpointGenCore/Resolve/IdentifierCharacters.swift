/// Which Unicode scalars may appear in a generated identifier, and words for the ones that may not.
extension Naming {
    /// Whether a scalar is a letter that may start a Swift identifier: ASCII letters, and
    /// alphabetic non-ASCII scalars inside the identifier-head ranges of the Swift grammar
    /// (The Swift Programming Language, "Lexical Structure › Identifiers"). Combining marks,
    /// format characters and symbols are left out, so no identifier holds an invisible character.
    static func isIdentifierLetter(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x80 {
            return (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value)
        }
        guard scalar.properties.isAlphabetic, scalar.properties.generalCategory != .nonspacingMark,
              scalar.properties.generalCategory != .spacingMark, scalar.properties.generalCategory != .enclosingMark
        else { return false }
        return identifierHeadRanges.contains { $0.contains(value) }
    }

    /// Whether a scalar is an ASCII digit.
    static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        (0x30...0x39).contains(scalar.value)
    }

    static func isUppercase(_ scalar: Unicode.Scalar) -> Bool {
        isIdentifierLetter(scalar) && scalar.properties.isUppercase
    }

    static func isLowercase(_ scalar: Unicode.Scalar) -> Bool {
        isIdentifierLetter(scalar) && scalar.properties.isLowercase
    }

    /// Identifier-head ranges of the Swift grammar above U+007F.
    private static let identifierHeadRanges: [ClosedRange<UInt32>] = [
        0xAA...0xAA, 0xB5...0xB5, 0xBA...0xBA, 0xC0...0xD6, 0xD8...0xF6, 0xF8...0xFF,
        0x100...0x2FF, 0x370...0x167F, 0x1681...0x180D, 0x180F...0x1DBF, 0x1E00...0x1FFF,
        0x2070...0x20CF, 0x2100...0x218F, 0x2C00...0x2DFF, 0x2E80...0x2FFF, 0x3004...0x3007,
        0x3021...0x302F, 0x3031...0x303F, 0x3040...0xD7FF, 0xF900...0xFD3D, 0xFD40...0xFDCF,
        0xFDF0...0xFE1F, 0xFE30...0xFE44, 0xFE47...0xFFFD, 0x10000...0x1FFFD, 0x20000...0x2FFFD,
        0x30000...0x3FFFD,
    ]

    /// Words for a name made only of symbols: `+` → `plus`, `""` → `empty`, `>=` →
    /// `greater`, `equals`; a scalar without a word becomes `u` and its hexadecimal code.
    static func symbolWords(_ scalars: [Unicode.Scalar]) -> [String] {
        guard !scalars.isEmpty else { return ["empty"] }
        return scalars.map { scalar in
            symbolNames[scalar] ?? "u" + String(scalar.value, radix: 16, uppercase: true)
        }
    }

    private static let symbolNames: [Unicode.Scalar: String] = [
        "+": "plus", "-": "minus", "*": "asterisk", "/": "slash", "\\": "backslash", ".": "dot",
        ",": "comma", ":": "colon", ";": "semicolon", "=": "equals", "<": "less", ">": "greater",
        "!": "exclamation", "?": "question", "%": "percent", "&": "ampersand", "|": "bar",
        "^": "caret", "~": "tilde", "@": "at", "#": "hash", "$": "dollar", "'": "apostrophe",
        "\"": "quote", "`": "backtick", "(": "leftParenthesis", ")": "rightParenthesis",
        "[": "leftBracket", "]": "rightBracket", "{": "leftBrace", "}": "rightBrace",
        "_": "underscore", " ": "space", "\t": "tab", "\n": "newline",
    ]
}

/// Swift's keywords (The Swift Programming Language, "Lexical Structure › Keywords and
/// Punctuation"), which need backticks to be used as identifiers.
enum SwiftKeywords {
    /// Keywords reserved in declarations, statements and expressions, `Any`, `Self`, `Type`,
    /// `Protocol`, and the newer contextual keywords that the parser reads specially in some
    /// positions (`some`, `any`, `consume`, `borrowing`...); backticks are harmless for them.
    static let reserved: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension",
        "fileprivate", "func", "import", "init", "inout", "internal", "let", "nonisolated",
        "open", "operator", "package", "private", "precedencegroup", "protocol", "public",
        "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch",
        "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in",
        "repeat", "return", "throw", "switch", "where", "while", "Any", "as", "await", "false",
        "is", "nil", "self", "Self", "super", "throws", "true", "try", "_", "Type", "Protocol",
        "some", "any", "consume", "copy", "discard", "each", "macro",
    ]
}
