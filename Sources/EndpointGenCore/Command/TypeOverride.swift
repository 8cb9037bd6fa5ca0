/// A Swift type of the user's own that stands for a component schema (a model) in the
/// generated code: the config file's `typeOverrides:` (`Money: AppMoney`).
///
/// The schema's model is not generated, and every use of the schema (a property, an array's
/// element, a body, a response, a variant) names ``type`` instead. The type must be `Codable`
/// and `Sendable` (and `Equatable` or `Hashable` when the config file's `conformances:` asks
/// the models for it), at least as visible as the generated code, and must encode and decode the JSON the schema describes: EndpointGen
/// cannot check that, the Swift compiler checks the conformances.
public struct TypeOverride: Sendable, Hashable {
    /// The Swift type, in the canonical spelling ``SwiftTypeText/canonical(_:)`` gives it
    /// (`AppMoney`, `Foundation.Decimal`, `[String: AppMoney]`).
    public var type: String
    /// Where the override was written (the key of its schema name in the config file), for
    /// the warning about a name that is no schema; `nil` when not from a file.
    public var location: SourceLocation?

    /// Creates an override.
    /// - Parameters:
    ///   - type: The Swift type; it must be canonical (``SwiftTypeText/canonical(_:)``), since
    ///     it is written into the generated code as it is.
    ///   - location: Where it was written.
    public init(type: String, location: SourceLocation? = nil) {
        self.type = type
        self.location = location
    }

    /// The first name of each type path in ``type`` (`Foundation` of `Foundation.Decimal`;
    /// `Tagged` and `Money` of `[String: Tagged<Money>]`, with `String`): the names that must
    /// not be shadowed by a generated type in the API's namespace.
    var leadingNames: [String] {
        var names: [String] = [], current = "", afterDot = false
        for character in type + " " {
            if character.isLetter || character.isNumber || character == "_" {
                current.append(character)
                continue
            }
            if !current.isEmpty && !afterDot { names.append(current) }
            current = ""
            afterDot = character == "."
        }
        return names
    }
}

/// Checks the text of a Swift type that the config file puts into generated code, so that no
/// config text can become anything but a type name.
///
/// Allowed, in any nesting up to ``maximumDepth`` levels and ``maximumLength`` characters:
/// a name or a dotted name of ASCII identifiers (`AppMoney`, `Foundation.Decimal`,
/// `MyModule.Types.Money`), generic arguments (`Tagged<Money, Int>`), an array (`[Money]`), a
/// dictionary (`[String: Money]`), and `?` after a type that is inside one of those
/// (`[Money?]`). Spaces between the parts are allowed and dropped. Refused: a `?` on the
/// whole type (whether a use is optional comes from the schema), Swift keywords as names
/// (`class`, `Self`, `Type`, `Any`), and any other character (backquotes, parentheses,
/// `&`, `@`, `#`, `!`, line breaks): the text is then no plain type.
public enum SwiftTypeText {
    /// The longest text accepted, in characters.
    public static let maximumLength = 256
    /// The deepest nesting of brackets and generic arguments accepted.
    public static let maximumDepth = 8

    /// Words that are no type name: Swift's keywords, and `Type`, `Protocol`, `Any`, `Self`,
    /// whose types cannot be `Codable`.
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows",
        "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default",
        "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch",
        "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true",
        "try", "_", "Type", "Protocol", "some", "any", "consuming", "borrowing", "actor", "async",
    ]

    /// The canonical spelling of a Swift type written in a config file, or why it is not one.
    /// - Parameter text: The text as written.
    /// - Returns: `.success` with the type, spaces dropped except one after each `,` and `:`;
    ///   `.failure` with a message naming the first offending character or word and its
    ///   offset (0-based, in characters).
    public static func canonical(_ text: String) -> Result<String, Problem> {
        let characters = Array(text)
        guard !characters.isEmpty else { return .failure(Problem(message: "the type is empty", offset: 0)) }
        guard characters.count <= maximumLength else {
            return .failure(Problem(message: "the type is longer than \(maximumLength) characters", offset: maximumLength))
        }
        var parser = Parser(characters: characters)
        do throws(Problem) {
            let type = try parser.type(depth: 0, nested: false)
            parser.skipSpaces()
            if parser.position < characters.count {
                if characters[parser.position] == "?" {
                    throw Problem(message: "a '?' on the whole type is not allowed: whether a use is optional comes from the schema (required, nullable)", offset: parser.position)
                }
                throw parser.unexpected()
            }
            return .success(type)
        } catch {
            return .failure(error)
        }
    }

    /// Why a text is not an allowed Swift type.
    public struct Problem: Error, Sendable, Hashable {
        /// What is wrong, starting with a lowercase letter.
        public var message: String
        /// The 0-based offset of the offending character in the text.
        public var offset: Int
    }

    /// A recursive descent over the characters, at most ``maximumDepth`` levels deep.
    private struct Parser {
        let characters: [Character]
        var position = 0

        mutating func skipSpaces() {
            while position < characters.count, characters[position] == " " { position += 1 }
        }

        func unexpected() -> Problem {
            guard position < characters.count else { return Problem(message: "the type ends too early", offset: position) }
            let character = characters[position]
            let shown = character.unicodeScalars.allSatisfy { $0.value >= 0x21 && $0.value < 0x7F } ? "'\(character)'" : "U+" + String(character.unicodeScalars.first?.value ?? 0, radix: 16, uppercase: true)
            return Problem(message: "\(shown) is not allowed in a type: write a type name (AppMoney, Foundation.Decimal), optionally with generic arguments (Tagged<Money>), or [T] or [String: T]", offset: position)
        }

        mutating func expect(_ character: Character) throws(Problem) {
            skipSpaces()
            guard position < characters.count, characters[position] == character else { throw unexpected() }
            position += 1
        }

        /// A type; `nested` allows a trailing `?`.
        mutating func type(depth: Int, nested: Bool) throws(Problem) -> String {
            guard depth <= SwiftTypeText.maximumDepth else {
                throw Problem(message: "the type nests deeper than \(SwiftTypeText.maximumDepth) levels", offset: position)
            }
            skipSpaces()
            var result: String
            if position < characters.count, characters[position] == "[" {
                position += 1
                let first = try type(depth: depth + 1, nested: true)
                skipSpaces()
                if position < characters.count, characters[position] == ":" {
                    position += 1
                    let value = try type(depth: depth + 1, nested: true)
                    result = "[\(first): \(value)]"
                } else {
                    result = "[\(first)]"
                }
                try expect("]")
            } else {
                result = try dottedName()
                skipSpaces()
                if position < characters.count, characters[position] == "<" {
                    position += 1
                    var arguments = [try type(depth: depth + 1, nested: true)]
                    skipSpaces()
                    while position < characters.count, characters[position] == "," {
                        position += 1
                        arguments.append(try type(depth: depth + 1, nested: true))
                        skipSpaces()
                    }
                    try expect(">")
                    result += "<" + arguments.joined(separator: ", ") + ">"
                }
            }
            if nested {
                skipSpaces()
                if position < characters.count, characters[position] == "?" {
                    position += 1
                    result += "?"
                }
            }
            return result
        }

        /// `Name` or `Module.Name.Inner`: ASCII identifiers that are not keywords.
        mutating func dottedName() throws(Problem) -> String {
            var parts: [String] = []
            repeat {
                if !parts.isEmpty { position += 1 }  // the dot
                let start = position
                while position < characters.count, let ascii = characters[position].asciiValue,
                      ascii == UInt8(ascii: "_") || (ascii >= 0x30 && ascii <= 0x39) || ((ascii | 0x20) >= 0x61 && (ascii | 0x20) <= 0x7A) {
                    position += 1
                }
                guard position > start else { throw unexpected() }
                let name = String(characters[start..<position])
                if let first = name.first, first.isNumber {
                    throw Problem(message: "'\(name)' is not a type name: a name starts with a letter or '_'", offset: start)
                }
                if SwiftTypeText.keywords.contains(name) {
                    throw Problem(message: "'\(name)' is a Swift keyword or a type that cannot be Codable, not a type name", offset: start)
                }
                parts.append(name)
            } while position < characters.count && characters[position] == "."
            return parts.joined(separator: ".")
        }
    }
}
