/// A number as JSON writes it (RFC 8259 §6), held exactly: a sign, a whole significand and a
/// power of ten, with no trailing zeros in the significand. Two texts with one mathematical
/// value (`1`, `1.0`, `10e-1`) are one number, as JSON Schema compares numbers (validation
/// §6.1.2 and core §4.2.2: equal when their mathematical values are). The values of an `enum`
/// on `type: number` are these, written in generated code as `Decimal`s, which hold them exactly.
public struct DecimalNumber: Sendable, Hashable, CustomStringConvertible {
    /// Whether the number is below zero (never for zero).
    public let isNegative: Bool
    /// The significant digits as decimal text, without a zero first or last (`25` for `2.50`);
    /// empty for zero. At most 38, what a `Decimal` holds.
    public let significand: String
    /// The power of ten the significand is multiplied by (`-1` for `2.5`).
    public let exponent: Int

    /// The number a JSON number's text is (`-1.5e3`, `2.50`; a YAML `+2` or `.5` too), or `nil`
    /// when the text is no number, has more than 38 significant digits or a power of ten
    /// outside -128...127 (what a `Decimal` holds exactly: Foundation's `Decimal` has a 128-bit
    /// significand and an 8-bit exponent).
    public init?(_ text: String) {
        var bytes = Substring(text).utf8[...]
        var negative = false
        if let first = bytes.first, first == UInt8(ascii: "-") || first == UInt8(ascii: "+") {
            negative = first == UInt8(ascii: "-")
            bytes = bytes.dropFirst()
        }
        var digits: [UInt8] = []
        var exponent = 0
        var seenPoint = false
        var seenDigit = false
        while let byte = bytes.first, byte != UInt8(ascii: "e"), byte != UInt8(ascii: "E") {
            bytes = bytes.dropFirst()
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                seenDigit = true
                if digits.isEmpty && byte == UInt8(ascii: "0") {
                    if seenPoint { exponent -= 1 }
                    continue
                }
                digits.append(byte - UInt8(ascii: "0"))
                if seenPoint { exponent -= 1 }
            case UInt8(ascii: "."):
                guard !seenPoint else { return nil }
                seenPoint = true
            default:
                return nil
            }
        }
        guard seenDigit else { return nil }
        if let marker = bytes.first, marker == UInt8(ascii: "e") || marker == UInt8(ascii: "E") {
            var power = bytes.dropFirst()
            if let sign = power.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") { power = power.dropFirst() }
            guard !power.isEmpty, power.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) else { return nil }
            // Zero times any power of ten is zero (`0e999999999`, `-0e-999999999`): the power
            // need not be read, however long. Any other number needs a power a Decimal holds.
            if !digits.isEmpty {
                guard let value = ScalarText.integer(String(decoding: bytes.dropFirst(), as: UTF8.self)),
                      (-9_999...9_999).contains(value) else { return nil }
                exponent += value
            }
        }
        while digits.last == 0 {
            digits.removeLast()
            exponent += 1
        }
        guard digits.count <= Self.maximumDigits, digits.isEmpty || (-128...127).contains(exponent) else { return nil }
        self.isNegative = negative && !digits.isEmpty
        self.significand = String(decoding: digits.map { $0 + UInt8(ascii: "0") }, as: UTF8.self)
        self.exponent = digits.isEmpty ? 0 : exponent
    }

    /// The most significant digits a number can have: 38, which every `Decimal` significand
    /// (128 bits, below 3.4 × 10^38) holds.
    public static let maximumDigits = 38

    /// Whether the number is whole and fits `Int`: then it is that integer.
    public var integer: Int? {
        guard !significand.isEmpty else { return 0 }
        guard exponent >= 0, exponent <= 18, var value = Int(significand) else { return nil }
        for _ in 0..<exponent {
            let (product, overflow) = value.multipliedReportingOverflow(by: 10)
            guard !overflow else { return nil }
            value = product
        }
        return isNegative ? -value : value
    }

    /// The number in plain decimal notation when it has at most 40 digits (`2.5`, `-0.25`,
    /// `100`), else in exponent notation (`1e300`).
    public var description: String {
        let digits = significand.isEmpty ? "0" : significand
        let sign = isNegative ? "-" : ""
        if exponent >= 0 {
            return digits.count + exponent <= 40 ? sign + digits + String(repeating: "0", count: exponent) : "\(sign)\(digits)e\(exponent)"
        }
        let places = -exponent
        guard places <= 40 else { return "\(sign)\(digits)e\(exponent)" }
        if digits.count > places {
            let split = digits.index(digits.endIndex, offsetBy: -places)
            return sign + digits[..<split] + "." + digits[split...]
        }
        return sign + "0." + String(repeating: "0", count: places - digits.count) + digits
    }

    /// A Swift expression of type `Decimal` for the number, exact and without `!`: an integer
    /// literal when the number is a whole number that fits `Int`, else
    /// `Decimal(sign:exponent:significand:)`, whose significand is an integer literal up to 18
    /// digits and beyond that is put together from parts of 18 digits (as `UInt64`s), which
    /// `Decimal` multiplies and adds exactly below 10^38.
    public var swiftDecimal: String {
        if let integer { return String(integer) }
        var parts: [Substring] = []
        var rest = Substring(significand)
        while !rest.isEmpty {
            parts.insert(rest.suffix(18), at: 0)
            rest = rest.dropLast(18)
        }
        var whole = parts.count == 1 ? String(parts[0]) : "Decimal(\(parts[0]) as UInt64)"
        for part in parts.dropFirst() {
            whole = "(\(whole) * 1_000_000_000_000_000_000 + Decimal(\(part) as UInt64))"
        }
        return "Decimal(sign: \(isNegative ? ".minus" : ".plus"), exponent: \(exponent), significand: \(whole))"
    }
}
