/// Byte-level fast paths for the text work of an OpenAPI read: JSON-pointer tokens, media
/// types, names. Each applies only to ASCII text, where working on UTF-8 bytes gives exactly
/// what the `Character`- and Foundation-based code gives; callers keep that code for the rest.
enum OpenAPIText {
    /// Whether every byte of the text is ASCII.
    static func isASCII(_ text: some StringProtocol) -> Bool {
        allUTF8(of: text) { $0 < 0x80 }
    }

    /// Whether every UTF-8 byte of `text` satisfies `predicate`.
    static func allUTF8(of text: some StringProtocol, satisfy predicate: (UInt8) -> Bool) -> Bool {
        // Native strings hold their UTF-8 contiguously, where the loop is a few instructions a byte.
        text.utf8.withContiguousStorageIfAvailable { $0.allSatisfy(predicate) } ?? text.utf8.allSatisfy(predicate)
    }

    /// A JSON pointer token decoded (RFC 6901 §4: `~1` is `/`, then `~0` is `~`): the same as
    /// replacing every `~1` by `/` and then every `~0` by `~`.
    static func unescapedPointerToken(_ token: some StringProtocol) -> String {
        guard isASCII(token) else { return unescapedPointerTokenByReplacing(token) }
        guard token.utf8.contains(UInt8(ascii: "~")) else { return String(token) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(token.utf8.count)
        var pendingTilde = false
        for byte in token.utf8 {
            if pendingTilde {
                pendingTilde = false
                if byte == UInt8(ascii: "1") { bytes.append(UInt8(ascii: "/")); continue }
                if byte == UInt8(ascii: "0") { bytes.append(UInt8(ascii: "~")); continue }
                bytes.append(UInt8(ascii: "~"))
            }
            if byte == UInt8(ascii: "~") { pendingTilde = true } else { bytes.append(byte) }
        }
        if pendingTilde { bytes.append(UInt8(ascii: "~")) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// ``unescapedPointerToken(_:)`` by replacing text, for any text (the general path,
    /// which the tests hold the byte path to).
    /// It works on Unicode scalars, not `Character`s: `~1` followed by a combining mark
    /// (`~1\u{301}`) is still `/`, which `replacingOccurrences` would not see.
    static func unescapedPointerTokenByReplacing(_ token: some StringProtocol) -> String {
        String(String(token).unicodeScalars.replacing(["~", "1"], with: ["/"]).replacing(["~", "0"], with: ["~"]))
    }

    /// The reference tokens of a JSON pointer, still escaped: the text between `/` scalars
    /// (RFC 6901 §3), one empty token before a leading `/`. A `/` that a combining mark
    /// follows, which Swift reads as one `Character` with it, separates tokens too.
    static func pointerTokens(_ pointer: some StringProtocol) -> [Substring] {
        Substring(pointer).unicodeScalars.split(separator: "/", omittingEmptySubsequences: false).map(Substring.init)
    }

    /// The last reference token of a `$ref`'s JSON pointer, decoded: what follows its last `/`
    /// scalar, or `nil` when it has none.
    static func lastPointerToken(_ reference: some StringProtocol) -> String? {
        let scalars = Substring(reference).unicodeScalars
        guard let slash = scalars.lastIndex(of: "/") else { return nil }
        return unescapedPointerToken(Substring(scalars[scalars.index(after: slash)...]))
    }

    /// A name escaped as a JSON pointer token (`~` → `~0`, then `/` → `~1`).
    static func escapedPointerToken(_ name: String) -> String {
        guard isASCII(name) else { return escapedPointerTokenByReplacing(name) }
        guard name.utf8.contains(where: { $0 == UInt8(ascii: "~") || $0 == UInt8(ascii: "/") }) else { return name }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(name.utf8.count + 4)
        for byte in name.utf8 {
            switch byte {
            case UInt8(ascii: "~"): bytes.append(contentsOf: [UInt8(ascii: "~"), UInt8(ascii: "0")])
            case UInt8(ascii: "/"): bytes.append(contentsOf: [UInt8(ascii: "~"), UInt8(ascii: "1")])
            default: bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// ``escapedPointerToken(_:)`` by replacing text, for any text (the general path).
    /// It works on Unicode scalars, not `Character`s, so a `/` or `~` followed by a combining
    /// mark (`/\u{301}`) is escaped too.
    static func escapedPointerTokenByReplacing(_ name: String) -> String {
        String(name.unicodeScalars.replacing(["~"], with: ["~", "0"]).replacing(["/"], with: ["~", "1"]))
    }

    /// Whether an ASCII byte is a letter or a digit (what `Character.isLetter || isNumber`
    /// says of an ASCII character).
    static func isWordByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }

    /// An ASCII byte in lowercase.
    static func lowercased(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte
    }

    /// An ASCII byte in uppercase.
    static func uppercased(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") ? byte - 32 : byte
    }
}
