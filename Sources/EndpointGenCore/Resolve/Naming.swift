import Foundation

/// Turns names from a spec (any text) into Swift identifiers.
///
/// Every function returns an identifier that the Swift compiler accepts where the generated code
/// puts it: letters and digits of the identifier grammar only (The Swift Programming Language,
/// "Lexical Structure › Identifiers"), never a leading digit, keywords in backticks, and the few
/// names that backticks cannot make safe renamed with a trailing `_`. Uniqueness is the job of
/// ``NameRegistry``; these functions only convert.
public enum Naming {
    /// Splits a name into words: at every character that cannot be part of an identifier, and
    /// inside runs of letters at case changes (`userID` → `user`, `ID`; `HTTPServer` → `HTTP`,
    /// `Server`). Digits stay with the word before them.
    ///
    /// A name without letters or digits (`+`, `""`, `>=`) becomes words naming its symbols
    /// (`plus`, `empty`, `greater`, `equals`), and a name whose only letters or digits follow
    /// a leading `+` or `-` keeps that sign as a word (`-1` → `minus`, `1`), so `+1` and `-1`
    /// stay apart.
    public static func words(_ name: String) -> [String] {
        if let words = asciiWords(name) { return words }
        let scalars = Array(name.precomposedStringWithCanonicalMapping.unicodeScalars)
        let hasLetters = scalars.contains { isIdentifierLetter($0) }
        guard hasLetters || scalars.contains(where: { isDigit($0) }) else {
            return symbolWords(scalars)
        }
        var result: [String] = []
        if !hasLetters, let first = scalars.first, first == "+" || first == "-" {
            result.append(first == "+" ? "plus" : "minus")
        }
        var current = String.UnicodeScalarView()
        func flush() {
            if !current.isEmpty { result.append(String(current)) }
            current = String.UnicodeScalarView()
        }
        for (index, scalar) in scalars.enumerated() {
            guard isIdentifierLetter(scalar) || isDigit(scalar) else {
                flush()
                continue
            }
            if let previous = current.last, isIdentifierLetter(scalar), isUppercase(scalar) {
                let next = index + 1 < scalars.count ? scalars[index + 1] : nil
                let afterLower = isLowercase(previous) || isDigit(previous)
                let endsAcronym = isUppercase(previous) && next.map { isLowercase($0) } == true
                if afterLower || endsAcronym { flush() }
            }
            current.append(scalar)
        }
        flush()
        return result
    }

    /// The UpperCamelCase form of a name, for types: `list_posts` → `ListPosts`, `2fa` → `_2fa`.
    /// Returns a bare identifier; ``NameRegistry`` renames the reserved ones.
    public static func upperCamelCase(_ name: String) -> String {
        if let joined = asciiCamelCase(name, lowerFirst: false) { return joined }
        let joined = words(name).map(capitalizingFirst).joined()
        return leadingDigitGuarded(joined)
    }

    /// The form in which two type names are one Swift type: their UpperCamelCase forms
    /// compared without case (`get_post`, `getPost` and `GETPOST` are one), since two types
    /// whose names differ only by case would share a file on a case-insensitive file system.
    static func typeNameKey(_ name: String) -> String {
        asciiTypeNameKey(name) ?? upperCamelCase(name).lowercased()
    }

    /// The UpperCamelCase joining of the words of every part, for a name built from pieces:
    /// `("Pet", "owner_info")` → `PetOwnerInfo`, `/users/{id}/repos` → `UsersIdRepos`.
    ///
    /// Each run of identifier letters and digits (the characters ``words(_:)`` keeps) gets its
    /// first letter uppercased. Unlike ``upperCamelCase(_:)``, a part without a letter or digit
    /// adds nothing (no symbol words), and a leading digit stays (`2fa` → `2fa`): the result
    /// is a spec name, which ``upperCamelCase(_:)`` makes a Swift type later (`_2fa`).
    /// - Returns: The name; empty when no part holds a letter or digit.
    static func typeName(_ parts: String...) -> String {
        typeName(parts)
    }

    /// ``typeName(_:)-(String...)`` of a list of parts.
    static func typeName(_ parts: [String]) -> String {
        if let joined = asciiTypeName(parts) { return joined }
        var result = ""
        for part in parts {
            // The words of ``words(_:)``, without the ones it makes of symbols and signs.
            let scalars = part.precomposedStringWithCanonicalMapping.unicodeScalars
            let hasLetters = scalars.contains { isIdentifierLetter($0) }
            guard hasLetters || scalars.contains(where: { isDigit($0) }) else { continue }
            var partWords = words(part)
            if !hasLetters, let first = scalars.first, first == "+" || first == "-" { partWords.removeFirst() }
            result += partWords.map(capitalizingFirst).joined()
        }
        return result
    }

    /// `name` with each comparison operator inside it written as words, for the name of a
    /// parameter or property that filters by it (Twilio's `DateCreated<` and `DateCreated>`
    /// become `DateCreated LessThan` and `DateCreated GreaterThan`, so `dateCreatedLessThan`):
    /// `<` less than, `>` greater than, `<=` at most, `>=` at least, `!=` not equal, `==` equal.
    /// With `emptyBrackets`, `[]` (the Rails and PHP mark of an array parameter, `ids[]`) is
    /// written as `List`. A name without letters or digits is left as it is (``words(_:)``
    /// names its symbols); the JSON key or query item name is never changed, only the Swift name
    /// made from it.
    public static func operatorsSpelled(_ name: String, emptyBrackets: Bool = false) -> String {
        guard name.unicodeScalars.contains(where: { isIdentifierLetter($0) || isDigit($0) }),
              name.contains(where: { "<>!=[".contains($0) }) else { return name }
        let spelled: [(String, String)] = [("<=", "AtMost"), (">=", "AtLeast"), ("!=", "NotEqual"), ("==", "Equal"),
                                           ("<", "LessThan"), (">", "GreaterThan")] + (emptyBrackets ? [("[]", "List")] : [])
        var result = ""
        var rest = Substring(name)
        scan: while let first = rest.first {
            for (symbol, words) in spelled where rest.hasPrefix(symbol) {
                result += " " + words + " "
                rest = rest.dropFirst(symbol.count)
                continue scan
            }
            result.append(first)
            rest = rest.dropFirst()
        }
        return result
    }

    /// The lowerCamelCase form of a name, for properties, parameters and enum cases:
    /// `user_id` → `userId`, `URLValue` → `urlValue`, `1st` → `_1st`. Returns a bare
    /// identifier that may be a keyword; see ``memberIdentifier(_:)``.
    public static func lowerCamelCase(_ name: String) -> String {
        if let joined = asciiCamelCase(name, lowerFirst: true) { return joined }
        let parts = words(name)
        guard let first = parts.first else { return "_" }
        let head = first.lowercased()
        let joined = ([head] + parts.dropFirst().map(capitalizingFirst)).joined()
        return leadingDigitGuarded(joined)
    }

    /// A member name as it is written in code: keywords in backticks (`` `default` ``); the
    /// names that backticks do not make safe everywhere (`self`, `Self`, `init`, `Type`,
    /// `Protocol`, `super`, `deinit`, `subscript`, `_`, and `none`/`some`, which read as
    /// `Optional`'s cases) get a trailing `_`.
    public static func memberIdentifier(_ bare: String) -> String {
        if renamedMembers.contains(bare) { return bare + "_" }
        if SwiftKeywords.reserved.contains(bare) { return "`\(bare)`" }
        return bare
    }

    /// The snake_case form of a name, for JSON keys under `coding.keys: snake_case`: an `_`
    /// goes before each uppercase letter that follows a lowercase letter or a digit, or that
    /// starts a word after an acronym, and uppercase letters become lowercase
    /// (`createdAt` → `created_at`, `myURLValue` → `my_url_value`); every other character stays.
    public static func snakeCase(_ name: String) -> String {
        if let snake = asciiSnakeCase(name) { return snake }
        let scalars = Array(name.unicodeScalars)
        var output = String.UnicodeScalarView()
        for (index, scalar) in scalars.enumerated() {
            if isUppercase(scalar), index > 0 {
                let previous = scalars[index - 1]
                let next = index + 1 < scalars.count ? scalars[index + 1] : nil
                if isLowercase(previous) || isDigit(previous)
                    || (isUppercase(previous) && next.map { isLowercase($0) } == true) {
                    output.append("_")
                }
            }
            output.append(contentsOf: isUppercase(scalar) ? String(scalar).lowercased().unicodeScalars : String(scalar).unicodeScalars)
        }
        return String(output)
    }

    /// A bare identifier without its backticks.
    public static func bare(_ identifier: String) -> String {
        identifier.hasPrefix("`") ? String(identifier.dropFirst().dropLast()) : identifier
    }

    static let renamedMembers: Set<String> = [
        "self", "Self", "init", "deinit", "subscript", "super", "Type", "Protocol", "_", "none", "some",
    ]

    private static func capitalizingFirst(_ word: String) -> String {
        guard let first = word.first else { return word }
        return first.uppercased() + word.dropFirst()
    }

    private static func leadingDigitGuarded(_ identifier: String) -> String {
        guard let first = identifier.unicodeScalars.first else { return "_" }
        return isDigit(first) ? "_" + identifier : identifier
    }
}
