extension Spec {
    /// A number of a spec literal (a `default`) as the document writes it: its text, so that
    /// no digit is lost before the resolver writes it as a value of the property's type, and
    /// the nearest `Double`.
    ///
    /// Two literals are equal when their mathematical values are (`1.50` and `15e-1`), as JSON
    /// Schema compares numbers (validation 2020-12 §6.1.2 with core §4.2.2).
    public struct NumberLiteral: Sendable, Hashable, CustomStringConvertible, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
        /// The number as written: digits with an optional sign, point and exponent (RFC 8259 §6,
        /// and YAML's `+2` and `.5`).
        public let text: String
        /// The nearest `Double` (finite: text beyond `Double`'s range is no literal).
        public let value: Double

        /// The number `text` writes, or `nil` when it is not a finite number
        /// (``ScalarText/number(_:)``).
        public init?(text: String) {
            guard let value = ScalarText.number(text) else { return nil }
            (self.text, self.value) = (text, value)
        }

        /// The number a `Double` holds, written as its shortest text.
        public init(floatLiteral value: Double) {
            self.text = "\(value)"
            self.value = value
        }

        /// The number a `Double` holds, written as its shortest text.
        public init(integerLiteral value: Int) {
            self.init(floatLiteral: Double(value))
        }

        /// The nearest `Double`'s shortest text (`0.1`, `1e+20`), as messages and dumps show it.
        public var description: String { "\(value)" }

        public static func == (lhs: NumberLiteral, rhs: NumberLiteral) -> Bool { lhs.digits == rhs.digits }
        public func hash(into hasher: inout Hasher) { hasher.combine(digits) }

        /// The number as its sign, its significant digits (no zero first or last) and the power
        /// of ten of the last of them: `-1.50e2` is `(true, "15", 1)`; zero is `(false, "", 0)`.
        var digits: Digits { Self.digits(of: text) }

        /// ``digits`` of any text in number syntax (``ScalarText/isNumberText(_:)``), however
        /// large or long: `1e400` is `(false, "1", 400)`.
        static func digits(of text: String) -> Digits {
            var significand: [UInt8] = []
            var exponent = 0
            var negative = false
            var seenPoint = false
            var bytes = Substring(text).utf8[...]
            if let first = bytes.first, first == UInt8(ascii: "-") || first == UInt8(ascii: "+") {
                negative = first == UInt8(ascii: "-")
                bytes = bytes.dropFirst()
            }
            while let byte = bytes.first, byte != UInt8(ascii: "e"), byte != UInt8(ascii: "E") {
                bytes = bytes.dropFirst()
                if byte == UInt8(ascii: ".") {
                    seenPoint = true
                } else if significand.isEmpty && byte == UInt8(ascii: "0") {
                    if seenPoint { exponent -= 1 }
                } else {
                    significand.append(byte)
                    if seenPoint { exponent -= 1 }
                }
            }
            if !bytes.isEmpty {
                let power = String(decoding: bytes.dropFirst(), as: UTF8.self)
                // A power beyond a quarter of `Int`'s range is far beyond every Swift number
                // type: kept that far, so that adding the fraction's digits cannot overflow.
                let limit = Int.max / 4
                let written = Int(power.replacing("+", with: "")) ?? (power.hasPrefix("-") ? -limit : limit)
                exponent += min(max(written, -limit), limit)
            }
            while significand.last == UInt8(ascii: "0") {
                significand.removeLast()
                exponent += 1
            }
            guard !significand.isEmpty else { return Digits(isNegative: false, significand: "", exponent: 0) }
            return Digits(isNegative: negative, significand: String(decoding: significand, as: UTF8.self), exponent: exponent)
        }

        /// A number as sign, significant digits and the power of ten of the last digit.
        struct Digits: Hashable {
            var isNegative: Bool
            var significand: String
            var exponent: Int

            /// Whether the number is whole (zero is).
            var isWhole: Bool { significand.isEmpty || exponent >= 0 }

            /// Why a `Decimal` cannot hold the number exactly, for a message ("has 41
            /// significant digits, more than the 38 a Decimal holds"), or `nil` when it can
            /// (``DecimalNumber``).
            var whyNoDecimalHoldsIt: String? {
                if significand.utf8.count > DecimalNumber.maximumDigits {
                    return "has \(significand.utf8.count) significant digits, more than the \(DecimalNumber.maximumDigits) a Decimal holds"
                }
                if !significand.isEmpty, !(-128...127).contains(exponent) {
                    return "needs a power of ten beyond the 10^-128 to 10^127 a Decimal holds"
                }
                return nil
            }
        }

        /// Whether the nearest `Double` is this very number (its shortest text has the same
        /// digits): `0.1` and `1e300` are, `0.1000000000000000000001` and `9007199254740993`
        /// are not.
        var isExactDouble: Bool { NumberLiteral(floatLiteral: value).digits == digits }

        /// Whether the nearest `Float` is this very number.
        var isExactFloat: Bool {
            let float = Float(value)
            return float.isFinite && NumberLiteral(text: "\(float)")?.digits == digits
        }

        /// A Swift expression of type `Decimal` that is exactly this number, without `!`; `nil`
        /// when a `Decimal` cannot hold it (more than 38 significant digits, or a power of ten
        /// outside -128...127): ``DecimalNumber/swiftDecimal``.
        var swiftDecimal: String? { DecimalNumber(text)?.swiftDecimal }
    }
}
