/// A number as JSON writes it (RFC 8259 §6), held exactly: a sign, a whole significand and a
/// power of ten, with no trailing zeros in the significand. Two texts with one mathematical
/// value (`1`, `1.0`, `10e-1`) are one number, as JSON Schema compares numbers (validation
/// §6.1.2 and core §4.2.2: equal when their mathematical values are). The values of an `enum`
/// on `type: number` are these, written in generated code as `Decimal`s, which hold them exactly.
public struct DecimalNumber: Sendable, Hashable, CustomStringConvertible {
    /// Whether the number is below zero (never for zero).
    public let isNegative: Bool
    /// The digits, without trailing zeros (`25` for `2.50`); zero for zero.
    public let significand: UInt64
    /// The power of ten the significand is multiplied by (`-1` for `2.5`).
    public let exponent: Int

    /// The number a JSON number's text is (`-1.5e3`, `2.50`; a YAML `+2` or `.5` too), or `nil`
    /// when the text is no number, has more than 18 significant digits (more than a `UInt64`
    /// holds in every case, and more than any API lists) or a power of ten outside -128...127
    /// (what `Decimal` holds).
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
            let written = String(decoding: bytes.dropFirst(), as: UTF8.self)
            guard let first = written.utf8.first, first != UInt8(ascii: " "),
                  let power = ScalarText.integer(written), abs(power) < 10_000 else { return nil }
            exponent += power
        }
        while digits.last == 0 {
            digits.removeLast()
            exponent += 1
        }
        guard digits.count <= 18, digits.isEmpty || (-128...127).contains(exponent) else { return nil }
        let significand = digits.reduce(UInt64(0)) { $0 * 10 + UInt64($1) }
        self.isNegative = negative && significand != 0
        self.significand = significand
        self.exponent = significand == 0 ? 0 : exponent
    }

    /// Whether the number is whole and fits `Int`: then it is that integer.
    public var integer: Int? {
        guard exponent >= 0, exponent <= 18 else { return significand == 0 ? 0 : nil }
        var value = Int(significand)
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
        let digits = String(significand)
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
    /// `Decimal(sign:exponent:significand:)`.
    public var swiftDecimal: String {
        if let integer { return String(integer) }
        return "Decimal(sign: \(isNegative ? ".minus" : ".plus"), exponent: \(exponent), significand: \(significand))"
    }
}
