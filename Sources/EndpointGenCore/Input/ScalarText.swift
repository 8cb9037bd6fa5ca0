/// What the text of a scalar means where a number or a literal value is expected: the one
/// reading of integers, numbers and literals that every reader uses.
enum ScalarText {
    /// A decimal integer: an optional `+` or `-` and ASCII digits, nothing else (the JSON
    /// number grammar without fraction or exponent, RFC 8259 §6, plus a leading `+`), that
    /// fits `Int`; `nil` for anything else.
    static func integer(_ text: String) -> Int? {
        guard text.utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
        return Int(text)
    }

    /// Whether `text` is a number in the syntax of JSON (RFC 8259 §6) or YAML 1.2's core
    /// schema (`+2`, `.5`, `1.`), however large or long: `1e400` and a 41-digit integer are,
    /// though no `Double` holds them; `.inf`, `0x1F` and `1e` are not.
    static func isNumberText(_ text: String) -> Bool {
        var bytes = Substring(text).utf8[...]
        func digits() -> Int {
            var count = 0
            while let byte = bytes.first, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
                bytes = bytes.dropFirst()
                count += 1
            }
            return count
        }
        if let sign = bytes.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") { bytes = bytes.dropFirst() }
        var count = digits()
        if bytes.first == UInt8(ascii: ".") {
            bytes = bytes.dropFirst()
            count += digits()
        }
        guard count > 0 else { return false }
        if let marker = bytes.first, marker == UInt8(ascii: "e") || marker == UInt8(ascii: "E") {
            bytes = bytes.dropFirst()
            if let sign = bytes.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") { bytes = bytes.dropFirst() }
            guard digits() > 0 else { return false }
        }
        return bytes.isEmpty
    }

    /// A finite number written with digits, a sign, a decimal point and an exponent
    /// (`-1.5e3`, `.5`, `+2`), as JSON numbers are (RFC 8259 §6); `nil` for anything else,
    /// including YAML's `.inf` and `.nan`, hexadecimal and numbers too large for `Double`.
    static func number(_ text: String) -> Double? {
        var hasDigit = false
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): hasDigit = true
            case UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"): break
            default: return nil
            }
        }
        guard hasDigit, let value = Double(text), value.isFinite else { return nil }
        return value
    }

    /// The kinds of scalar a declared type can expect.
    enum Kind {
        /// Text, taken as written.
        case string
        /// A whole number (``integer(_:)``).
        case integer
        /// Any number: an integer when the text is one, else ``number(_:)``.
        case number
        /// A Boolean by the format's words (``InputFormat/boolean(_:)``).
        case boolean
    }

    /// The literal value of a non-null scalar where a value of `kind` is expected, or `nil`
    /// when the text is not one. A quoted scalar is only text in formats that read it so
    /// (``InputFormat/readsQuotedScalarsAsText``).
    static func literal(_ scalar: YAMLScalar, as kind: Kind, format: InputFormat) -> Spec.LiteralValue? {
        if kind != .string, format.readsQuotedScalarsAsText, !scalar.isPlainUntagged { return nil }
        switch kind {
        case .string: return .string(scalar.value)
        case .integer:
            if let whole = integer(scalar.value) { return .integer(whole) }
            // A whole number beyond `Int` stays a number, which the resolver reports against
            // the property's type rather than as text that is no integer.
            guard scalar.value.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "+") })
            else { return nil }
            return Spec.NumberLiteral(text: scalar.value).map(Spec.LiteralValue.number)
        case .number:
            if let whole = integer(scalar.value) { return .integer(whole) }
            return Spec.NumberLiteral(text: scalar.value).map(Spec.LiteralValue.number)
        case .boolean: return format.boolean(scalar.value).map(Spec.LiteralValue.bool)
        }
    }

    /// The literal value of a scalar whose type nothing declares: what the YAML 1.2 core
    /// schema makes of it (``YAMLScalar/coreValue``): null, a Boolean, an integer, a number or
    /// text. `nil` for `.inf` and `.nan`, which no JSON value can hold.
    static func untypedLiteral(_ scalar: YAMLScalar) -> Spec.LiteralValue? {
        switch scalar.coreValue {
        case .null: return .null
        case .bool(let flag): return .bool(flag)
        case .int(let whole): return .integer(whole)
        case .float(let number): return number.isFinite ? .number(Spec.NumberLiteral(text: scalar.value) ?? Spec.NumberLiteral(floatLiteral: number)) : nil
        case .string(let text): return .string(text)
        }
    }
}
