import Foundation

/// The rules for single values of a spec: header field names and values, server URLs, date
/// formats, and names that must become Swift identifiers. Each returns what is wrong, or `nil`.
enum FieldRules {
    /// Why `name` is not an RFC 9110 token (§5.6.2: one or more of ALPHA, DIGIT and
    /// ``!#$%&'*+-.^_`|~``), the syntax of a header field name (§5.1) and of a cookie name
    /// (RFC 6265 §4.1.1); `nil` when it is one.
    /// - Parameters:
    ///   - name: The name to check.
    ///   - kind: What the name is, for the message; `header field name` unless given.
    static func tokenProblem(_ name: String, kind: String = "header field name") -> String? {
        if name.isEmpty { return "a \(kind) cannot be empty" }
        for c in name.unicodeScalars where !isTokenCharacter(c) {
            let code = "U+" + String(format: "%04X", c.value)
            let shown = c == " " ? "a space" : c.value < 0x20 || c.value == 0x7F ? code : c.value > 0x7E ? "'\(c)' (\(code))" : "'\(c)'"
            return "\(kind) '\(name)' is not an RFC 9110 token: \(shown) is not allowed"
        }
        return nil
    }

    private static func isTokenCharacter(_ c: Unicode.Scalar) -> Bool {
        switch c {
        case "a"..."z", "A"..."Z", "0"..."9": true
        case "!", "#", "$", "%", "&", "'", "*", "+", "-", ".", "^", "_", "`", "|", "~": true
        default: false
        }
    }

    /// Why `value` cannot be a header field value (RFC 9110 §5.5: no CR, LF, NUL or other
    /// control characters except horizontal tab); `nil` when it can.
    static func headerValueProblem(_ value: String) -> String? {
        for c in value.unicodeScalars where (c.value < 0x20 && c != "\t") || c.value == 0x7F {
            return "a header field value holds no control characters (found U+\(String(format: "%04X", c.value))); RFC 9110 §5.5"
        }
        return nil
    }

    /// Why `text` is not a media type `type/subtype`, optionally followed by parameters
    /// (`; charset=utf-8`), with type and subtype RFC 9110 tokens (§8.3.1); `nil` when it is one.
    static func mediaTypeProblem(_ text: String) -> String? {
        let essence = text.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
        let parts = essence.trimmingSpaces.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && tokenProblem($0) == nil }) else {
            return "'\(text)' is not a media type such as image/png (RFC 9110 §8.3.1)"
        }
        return headerValueProblem(text)
    }

    /// The charsets the runtime's `MultipartFormData` writes a text part in (lower case, with
    /// their aliases), as its `text(_:in:part:)` reads a part's `charset` parameter; it
    /// refuses a request whose part names another. A JSON part is written in UTF-8 only.
    static let textPartCharsets: Set<String> = ["utf-8", "utf8", "us-ascii", "ascii", "iso-8859-1", "iso_8859-1", "latin1"]

    /// The UTF-8 names among ``textPartCharsets``: the charsets a JSON part is written in.
    static let jsonPartCharsets: Set<String> = ["utf-8", "utf8"]

    /// The `charset` parameter of a media type (RFC 9110 §8.3.1: the name is case-insensitive,
    /// the value may be quoted), read as the runtime reads it; `nil` without one.
    static func charset(of mediaType: String) -> String? {
        mediaType.split(separator: ";").dropFirst().lazy.compactMap { parameter -> String? in
            let pair = parameter.split(separator: "=", maxSplits: 1).map { String($0).trimmingSpaces }
            guard pair.count == 2, pair[0].lowercased() == "charset" else { return nil }
            return pair[1].trimmingCharacters(in: CharacterSet(charactersIn: "\""))
        }.first
    }

    /// `mediaType` with its `charset` parameter (every one) set to `charset`, its other
    /// parameters kept in order.
    static func replacingCharset(in mediaType: String, with charset: String) -> String {
        mediaType.split(separator: ";", omittingEmptySubsequences: false).enumerated().map { index, piece in
            let parameter = String(piece).trimmingSpaces
            guard index > 0 else { return parameter }
            let name = parameter.split(separator: "=", maxSplits: 1).first.map { String($0).trimmingSpaces.lowercased() }
            return name == "charset" ? "charset=" + charset : parameter
        }.joined(separator: "; ")
    }

    /// Why `text` is not a usable server URL: an absolute `http` or `https` URL with a host,
    /// without query, fragment or user info, or with `relativeAllowed` (OpenAPI) a relative
    /// reference without query or fragment; `nil` when it is one.
    static func serverURLProblem(_ text: String, relativeAllowed: Bool = false) -> String? {
        if relativeAllowed, let components = URLComponents(string: text), components.scheme == nil {
            // Relative to where the document is served (OpenAPI 3.0.4 §4.7.5); the caller
            // gives that (`APIServer.resolved(against:)`).
            return components.query != nil || components.fragment != nil ? "a server URL holds no query or fragment; put parameters on the endpoints" : nil
        }
        guard let components = URLComponents(string: text), let scheme = components.scheme else {
            return "'\(text)' is not an absolute URL such as https://api.example.com/v1"
        }
        guard ["http", "https"].contains(scheme.lowercased()) else {
            return "a server URL uses http or https, not '\(scheme)'"
        }
        guard let host = components.host, !host.isEmpty else {
            return "server URL '\(text)' has no host"
        }
        if components.query != nil || components.fragment != nil {
            return "a server URL holds no query or fragment; put parameters on the endpoints"
        }
        if components.user != nil || components.password != nil {
            return "a server URL holds no user name or password; send credentials in a header"
        }
        return nil
    }

    /// Why `format` is not a date format of Unicode TR35 pattern syntax (the syntax of
    /// `DateFormatter.dateFormat`): letters are pattern fields unless quoted in `'...'`, at
    /// least one field is present, and every letter is a TR35 field letter. `nil` when valid.
    static func dateFormatProblem(_ format: String) -> String? {
        let fieldLetters = Set("GyYuUrQqMLlwWdDFgEecabBhHKkjJCmsSAzZOvVXx".unicodeScalars)
        var quoted = false
        var fields = 0
        for c in format.unicodeScalars {
            if c == "'" { quoted.toggle(); continue }
            if quoted { continue }
            let isLetter = ("a"..."z").contains(c) || ("A"..."Z").contains(c)
            if isLetter {
                guard fieldLetters.contains(c) else {
                    return "'\(c)' is not a date field letter of Unicode TR35; quote literal text as in \"yyyy'T'HH\""
                }
                fields += 1
            }
        }
        if quoted { return "the date format has an unclosed quote (')" }
        if fields == 0 { return "the date format has no date field, as in yyyy-MM-dd" }
        return nil
    }

    /// Whether a name can become a Swift identifier, perhaps after escaping (backticks, a `_`
    /// before a leading digit, dropping punctuation): it holds at least one of the letters or
    /// digits ``Naming`` keeps in identifiers.
    static func canBeIdentifier(_ name: String) -> Bool {
        name.unicodeScalars.contains { Naming.isIdentifierLetter($0) || Naming.isDigit($0) }
    }
}
