/// Byte-level fast paths of ``Naming`` for names that are ASCII only (nearly all of them).
///
/// For ASCII text the general paths' Unicode work does nothing: canonical composition leaves
/// ASCII unchanged, the identifier letters are `A`–`Z` and `a`–`z`, and case mapping is ASCII
/// case mapping. These functions give exactly the same results as the general paths, without
/// normalising the string or looking up Unicode properties per scalar (which was a tenth of
/// resolving the GitHub description). They return `nil` for anything else.
extension Naming {
    /// ``words(_:)`` for an ASCII name with at least one letter or digit; `nil` otherwise.
    static func asciiWords(_ name: String) -> [String]? {
        var result: [String] = []
        let handled: Bool = name.utf8.withContiguousStorageIfAvailable { bytes in
            splitASCIIWords(bytes) { result.append(String(decoding: $0, as: UTF8.self)) }
        } ?? {
            let bytes = Array(name.utf8)
            return bytes.withUnsafeBufferPointer { buffer in
                splitASCIIWords(buffer) { result.append(String(decoding: $0, as: UTF8.self)) }
            }
        }()
        return handled ? result : nil
    }

    /// ``upperCamelCase(_:)`` (or, with `lowerFirst`, ``lowerCamelCase(_:)``) for an ASCII
    /// name with at least one letter or digit; `nil` otherwise.
    static func asciiCamelCase(_ name: String, lowerFirst: Bool) -> String? {
        var name = name
        return name.withUTF8 { bytes -> String? in
            var hasLetters = false
            var hasDigits = false
            for byte in bytes {
                if byte >= 0x80 { return nil }
                if isASCIILetter(byte) { hasLetters = true } else if isASCIIDigit(byte) { hasDigits = true }
            }
            guard hasLetters || hasDigits else { return nil }
            if !hasLetters, let first = bytes.first, first == UInt8(ascii: "+") || first == UInt8(ascii: "-") { return nil }
            // One pass: a word starts at the first letter or digit after a separator, or at an
            // uppercase letter that follows a lowercase letter or digit, or that ends an
            // acronym (as in `splitASCIIWords`); a word's first byte is uppercased (lowercased
            // in the first word for lowerCamelCase), the first word's other bytes too.
            let count = bytes.count
            return String(unsafeUninitializedCapacity: count + 1) { output in
                var written = 0
                var inWord = false
                var wordIndex = -1
                var index = 0
                while index < count {
                    let byte = bytes[index]
                    let isLetter = isASCIILetter(byte)
                    guard isLetter || isASCIIDigit(byte) else {
                        inWord = false
                        index += 1
                        continue
                    }
                    var startsWord = !inWord
                    if inWord, isLetter, isASCIIUppercase(byte) {
                        let previous = bytes[index - 1]
                        let next: UInt8? = index + 1 < count ? bytes[index + 1] : nil
                        let afterLower = isASCIILowercase(previous) || isASCIIDigit(previous)
                        let endsAcronym = isASCIIUppercase(previous) && next.map(isASCIILowercase) == true
                        if afterLower || endsAcronym { startsWord = true }
                    }
                    if startsWord { wordIndex += 1 }
                    inWord = true
                    let out: UInt8
                    if wordIndex == 0 && lowerFirst {
                        out = asciiLowercased(byte)
                    } else if startsWord {
                        out = asciiUppercased(byte)
                    } else {
                        out = byte
                    }
                    if written == 0, isASCIIDigit(out) {
                        output[0] = UInt8(ascii: "_")
                        written = 1
                    }
                    output[written] = out
                    written += 1
                    index += 1
                }
                return written
            }
        }
    }

    /// ``typeName(_:)-([String])`` for ASCII parts, on their bytes (the first byte of each
    /// run of letters and digits uppercased); `nil` when a part is not ASCII.
    static func asciiTypeName(_ parts: [String]) -> String? {
        var bytes: [UInt8] = []
        for part in parts {
            guard part.utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
            var startOfWord = true
            for byte in part.utf8 {
                if isASCIILetter(byte) || isASCIIDigit(byte) {
                    bytes.append(startOfWord ? asciiUppercased(byte) : byte)
                    startOfWord = false
                } else {
                    startOfWord = true
                }
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// ``typeNameKey(_:)`` for an ASCII name with a letter, or with digits and no leading
    /// sign (what ``asciiCamelCase(_:lowerFirst:)`` takes): its letters and digits lowercased,
    /// after a `_` when the first is a digit; `nil` otherwise.
    static func asciiTypeNameKey(_ name: String) -> String? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(name.utf8.count + 1)
        var hasLetters = false
        for byte in name.utf8 {
            if byte >= 0x80 { return nil }
            if isASCIILetter(byte) {
                hasLetters = true
            } else if !isASCIIDigit(byte) {
                continue
            }
            if bytes.isEmpty, isASCIIDigit(byte) { bytes.append(UInt8(ascii: "_")) }
            bytes.append(asciiLowercased(byte))
        }
        guard !bytes.isEmpty else { return nil }
        if !hasLetters, let first = name.utf8.first, first == UInt8(ascii: "+") || first == UInt8(ascii: "-") { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// ``snakeCase(_:)`` for an ASCII name; `nil` otherwise.
    static func asciiSnakeCase(_ name: String) -> String? {
        guard name.utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
        let bytes = Array(name.utf8)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + 4)
        for index in bytes.indices {
            let byte = bytes[index]
            if isASCIIUppercase(byte), index > 0 {
                let previous = bytes[index - 1]
                let next: UInt8? = index + 1 < bytes.count ? bytes[index + 1] : nil
                if isASCIILowercase(previous) || isASCIIDigit(previous)
                    || (isASCIIUppercase(previous) && next.map(isASCIILowercase) == true) {
                    output.append(UInt8(ascii: "_"))
                }
            }
            output.append(asciiLowercased(byte))
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// Splits ASCII bytes into words as ``words(_:)`` does, passing each word to `emit`.
    /// Returns `false`, having emitted nothing, when the bytes are not all ASCII or hold no
    /// letter or digit (the general path handles those), or when a leading sign would become a
    /// word of its own (`-1`).
    private static func splitASCIIWords(_ bytes: UnsafeBufferPointer<UInt8>, emit: (UnsafeBufferPointer<UInt8>) -> Void) -> Bool {
        var hasLetters = false
        var hasDigits = false
        for byte in bytes {
            if byte >= 0x80 { return false }
            if isASCIILetter(byte) { hasLetters = true } else if isASCIIDigit(byte) { hasDigits = true }
        }
        guard hasLetters || hasDigits else { return false }
        if !hasLetters, let first = bytes.first, first == UInt8(ascii: "+") || first == UInt8(ascii: "-") { return false }
        var start = -1
        var index = 0
        let count = bytes.count
        func flush(_ end: Int) {
            if start >= 0, end > start { emit(UnsafeBufferPointer(rebasing: bytes[start..<end])) }
            start = -1
        }
        while index < count {
            let byte = bytes[index]
            let isLetter = isASCIILetter(byte)
            guard isLetter || isASCIIDigit(byte) else {
                flush(index)
                index += 1
                continue
            }
            if start >= 0, isLetter, isASCIIUppercase(byte) {
                let previous = bytes[index - 1]
                let next: UInt8? = index + 1 < count ? bytes[index + 1] : nil
                let afterLower = isASCIILowercase(previous) || isASCIIDigit(previous)
                let endsAcronym = isASCIIUppercase(previous) && next.map(isASCIILowercase) == true
                if afterLower || endsAcronym { flush(index) }
            }
            if start < 0 { start = index }
            index += 1
        }
        flush(count)
        return true
    }

    private static func isASCIILetter(_ byte: UInt8) -> Bool { isASCIIUppercase(byte) || isASCIILowercase(byte) }
    private static func isASCIIUppercase(_ byte: UInt8) -> Bool { byte >= 0x41 && byte <= 0x5A }
    private static func isASCIILowercase(_ byte: UInt8) -> Bool { byte >= 0x61 && byte <= 0x7A }
    private static func isASCIIDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
    private static func asciiUppercased(_ byte: UInt8) -> UInt8 { isASCIILowercase(byte) ? byte - 0x20 : byte }
    private static func asciiLowercased(_ byte: UInt8) -> UInt8 { isASCIIUppercase(byte) ? byte + 0x20 : byte }
}
