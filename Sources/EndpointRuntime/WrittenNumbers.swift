import Foundation

/// The numbers of one JSON document that a `Double` cannot hold as written, by where they are,
/// so that decoding refuses a value it would otherwise round without a word.
///
/// A JSON number is decimal text of any length (RFC 8259 §6). `JSONDecoder` reads it into a
/// `Double` (or `Float`, or `Decimal`) as the nearest value the type holds: `12345678901234567890`
/// becomes `12345678901234567000`, `0.1000000000000000000001` becomes `0.1`, and the value is
/// sent back changed. A number is *exact* for a type when the type's shortest round-trip text
/// (`Double.description`) is the same number as the text on the wire: `0.1`, `1e-7`, `19.99`,
/// `-0.0` and `1.7976931348623157e308` are exact `Double`s; `9007199254740993` is not.
///
/// `JSONDecoder.decodeExactly(_:from:)` (which ``APIClient`` uses for every JSON body)
/// scans the document once before decoding it and keeps the text of each number that is not an
/// exact `Double`; generated models then check their `Double`, `Float` and `Decimal` members
/// (in optionals, arrays, dictionaries and `oneOf`/`anyOf` variants too) against it and throw
/// `DecodingError.dataCorrupted` naming the key path and the number. A plain
/// `JSONDecoder.decode(_:from:)` does not scan and checks nothing.
public struct WrittenNumbers: Sendable {
    /// The text of each number that is not an exact `Double`, by its coding path.
    let paths: NumberPaths

    /// The text of each number that is not an exact `Double`, by the node of its path.
    var texts: [Int: String] { paths.texts }

    /// The text of each number that is not an exact `Float`, found by a second scan the
    /// first time a `Float` is checked (most documents hold none).
    private let floatTexts: FloatTexts

    /// The numbers of the document being decoded on this task, if it was scanned.
    @TaskLocal static var current: WrittenNumbers?

    /// Scans a JSON document. Text that is not JSON is scanned as far as it goes; the decoder
    /// reports it.
    init(scanning json: Data) {
        paths = Self.paths(of: json, shortcutLength: 15, isExact: Scanner.isExactDouble)
        floatTexts = FloatTexts(json: json)
    }

    /// The path and text of each number of `json` that `isExact` says a type would change. A
    /// number of at most `shortcutLength` characters without an exponent is taken as exact
    /// without asking.
    fileprivate static func paths(of json: Data, shortcutLength: Int,
                                  isExact: (UnsafeBufferPointer<UInt8>) -> Bool) -> NumberPaths {
        json.withUnsafeBytes { raw in
            var scanner = Scanner(bytes: raw.bindMemory(to: UInt8.self))
            scanner.scan(shortcutLength: shortcutLength, isExact: isExact)
            return scanner.paths
        }
    }

    /// The text of the number at `path` when it is not an exact `Double`.
    func text(at path: [any CodingKey]) -> String? {
        paths.text(at: path)
    }

    /// Refuses `value` when the number written at `path` is not the same number as the
    /// shortest text of `value` (`description`).
    ///
    /// - Throws: `DecodingError.dataCorrupted` at `path` naming the written number, the type
    ///   and the value it would have become.
    static func check(_ value: some CustomStringConvertible, at path: @autoclosure () -> [any CodingKey]) throws {
        guard let numbers = current, !numbers.texts.isEmpty else { return }
        let path = path()
        guard let written = numbers.text(at: path) else { return }
        let held = value.description
        guard DecimalText(written) != DecimalText(held) else { return }
        throw DecodingError.dataCorrupted(.init(codingPath: path, debugDescription:
            "the number \(written) at \"\(Self.describe(path))\" cannot be held exactly by \(type(of: value)) (it would become \(held))"))
    }

    /// Refuses a `Float` whose shortest text is not the number written at `path`: unlike a
    /// `Double`, a `Float` rounds numbers every `Double` holds (`16777217`, `0.123456789`).
    ///
    /// - Throws: `DecodingError.dataCorrupted` at `path` naming the written number.
    static func check(_ value: Float, at path: [any CodingKey]) throws {
        guard let written = current?.floatTexts.paths.text(at: path) else { return }
        guard DecimalText(written) != DecimalText(value.description) else { return }
        throw DecodingError.dataCorrupted(.init(codingPath: path, debugDescription:
            "the number \(written) at \"\(Self.describe(path))\" cannot be held exactly by Float (it would become \(value))"))
    }

    /// The error for the first number of a valid JSON document that a `Decimal` cannot hold
    /// (a magnitude beyond about 3.4 × 10^165, or a non-zero one below 10^-128), naming the
    /// number and its path; `nil` when the document is not JSON or holds no such number.
    static func numberBeyondDecimal(in json: Data) -> DecodingError? {
        guard (try? JSONSerialization.jsonObject(with: json, options: .fragmentsAllowed)) != nil else { return nil }
        let paths = paths(of: json, shortcutLength: 0) { token in
            let written = DecimalText(bytes: token)
            guard written.count > 0, written.exponent >= 165 || written.exponent < -128 else { return true }
            return written.exponent == 165 && Decimal(string: String(decoding: token, as: UTF8.self)) != nil
        }
        guard let (steps, text) = paths.firstKept() else { return nil }
        let path: [any CodingKey] = steps.map { step in
            switch step {
            case .index(let index): ElementKey(index)
            case .member(let name): AnyCodingKey(stringValue: name)
            case .unnamed: AnyCodingKey(stringValue: "")
            }
        }
        return DecodingError.dataCorrupted(.init(codingPath: path, debugDescription:
            "the number \(text) at \"\(describe(path))\" is beyond what a Decimal holds (magnitudes from 10^-128 to about 3.4 × 10^165)"))
    }

    /// A coding path as messages show it: `items.3.price`.
    static func describe(_ path: [any CodingKey]) -> String {
        path.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".")
    }
}

/// The numbers of one document that a `Float` cannot hold as written, scanned once when first
/// asked for; the lock makes the one scan safe from any task.
private final class FloatTexts: @unchecked Sendable {
    private let lock = NSLock()
    private var json: Data?
    private var found = NumberPaths()

    init(json: Data) { self.json = json }

    /// The text of each number that is not an exact `Float`, by its coding path.
    var paths: NumberPaths {
        lock.withLock {
            if let json {
                found = WrittenNumbers.paths(of: json, shortcutLength: 6, isExact: WrittenNumbers.Scanner.isExactFloat)
                self.json = nil
            }
            return found
        }
    }
}

/// A decimal number as its significant digits and the power of ten of the first one, with
/// its sign: `0.0120e3` and `12` are both `+ "12" 1`. Zero has no digits and no sign. Reading
/// allocates nothing for up to 19 significant digits (every `Double` text has at most 17).
struct DecimalText: Equatable {
    var isNegative = false
    /// How many significant digits there are.
    var count = 0
    /// The first 19 significant digits as a number.
    var head: UInt64 = 0
    /// The significant digits after the first 19, one byte each.
    var tail: [UInt8] = []
    var exponent = 0

    /// Reads JSON number text, or `Double.description` text (`1.5e+20`, `9007199254740992.0`);
    /// anything else (`nan`, `inf`) is kept as its bytes, equal to nothing but itself.
    init(_ text: String) {
        var text = text
        self = text.withUTF8 { DecimalText(bytes: $0) }
    }

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.init()
        var index = 0
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") { isNegative = true; index += 1 }
        var pointPosition: Int?
        var position = 0
        var firstDigitPosition: Int?
        var pendingZeros = 0
        while index < bytes.count, bytes[index] == UInt8(ascii: ".") || (bytes[index] >= 48 && bytes[index] <= 57) {
            let byte = bytes[index]
            index += 1
            if byte == UInt8(ascii: ".") { pointPosition = position; continue }
            defer { position += 1 }
            if byte == 48 {
                if firstDigitPosition != nil { pendingZeros += 1 }
                continue
            }
            if firstDigitPosition == nil { firstDigitPosition = position }
            for _ in 0..<pendingZeros { append(0) }
            pendingZeros = 0
            append(byte - 48)
        }
        var power = 0
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            let negative = index < bytes.count && bytes[index] == UInt8(ascii: "-")
            if index < bytes.count, negative || bytes[index] == UInt8(ascii: "+") { index += 1 }
            let digitsStart = index
            // Leading zeros say nothing (`1e0000000002` is 100); beyond 9 digits the power is
            // out of every type's range, and held as 999999999 so that it still reads.
            while index < bytes.count, bytes[index] == 48 { index += 1 }
            var powerDigits = 0
            while index < bytes.count, bytes[index] >= 48, bytes[index] <= 57 {
                if powerDigits < 9 { power = power * 10 + Int(bytes[index] - 48) } else { power = 999_999_999 }
                powerDigits += 1
                index += 1
            }
            if index == digitsStart { index = -1 }
            if negative { power = -power }
        }
        guard index == bytes.count else { self = DecimalText(unreadable: bytes); return }
        guard let firstDigitPosition, count > 0 else { self = DecimalText(); return }
        exponent = (pointPosition ?? position) - firstDigitPosition - 1 + power
    }

    private init() {}

    /// Text that is not a number: its bytes, with an exponent no number has.
    private init(unreadable bytes: UnsafeBufferPointer<UInt8>) {
        (count, tail, exponent) = (-1, Array(bytes), .min)
    }

    private mutating func append(_ digit: UInt8) {
        if count < 19 { head = head * 10 + UInt64(digit) } else { tail.append(digit) }
        count += 1
    }
}

extension WrittenNumbers {
    /// A forward pass over JSON bytes that knows the coding path of each value.
    struct Scanner {
        let bytes: UnsafeBufferPointer<UInt8>
        var index = 0

        private enum Place {
            case object(key: Range<Int>?)
            case array(index: Int)
        }

        /// An open object or array: where in it the scan is, and the node of that place's path
        /// once a number below it was kept.
        private struct Frame {
            var place: Place
            var node: Int?
        }
        private var frames: [Frame] = []
        /// The numbers kept so far.
        private(set) var paths = NumberPaths()

        init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

        /// Keeps in ``paths`` the path and text of each number that `isExact` refuses; a number
        /// of at most `shortcutLength` characters without an exponent is not asked about.
        mutating func scan(shortcutLength: Int, isExact: (UnsafeBufferPointer<UInt8>) -> Bool) {
            var expectsKey = false
            while index < bytes.count {
                let byte = bytes[index]
                switch byte {
                case UInt8(ascii: "{"):
                    frames.append(Frame(place: .object(key: nil))); expectsKey = true; index += 1
                case UInt8(ascii: "["):
                    frames.append(Frame(place: .array(index: 0))); expectsKey = false; index += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    if !frames.isEmpty { frames.removeLast() }
                    index += 1
                case UInt8(ascii: ","):
                    switch frames.last?.place {
                    case .array(let position)?: frames[frames.count - 1] = Frame(place: .array(index: position + 1))
                    case .object?: expectsKey = true
                    case nil: break
                    }
                    index += 1
                case UInt8(ascii: "\""):
                    let start = index + 1
                    skipString()
                    if expectsKey, case .object? = frames.last?.place {
                        frames[frames.count - 1] = Frame(place: .object(key: start..<max(start, index - 1)))
                        expectsKey = false
                    }
                case UInt8(ascii: "-"), 48...57:
                    let start = index
                    while index < bytes.count, Self.isNumberByte(bytes[index]) { index += 1 }
                    let token = UnsafeBufferPointer(rebasing: bytes[start..<index])
                    // A short number without an exponent is always exact, and the common case.
                    if token.count <= shortcutLength, !token.contains(UInt8(ascii: "e")), !token.contains(UInt8(ascii: "E")) { continue }
                    if !isExact(token) { paths.keep(String(decoding: token, as: UTF8.self), at: node()) }
                default:
                    index += 1
                }
            }
        }

        private static func isNumberByte(_ byte: UInt8) -> Bool {
            (byte >= 48 && byte <= 57) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e")
                || byte == UInt8(ascii: "E") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")
        }

        /// Moves past the string that starts at `index`, its escapes included.
        private mutating func skipString() {
            index += 1
            while index < bytes.count {
                switch bytes[index] {
                case UInt8(ascii: "\\"): index += 2
                case UInt8(ascii: "\""): index += 1; return
                default: index += 1
                }
            }
        }

        /// Whether the number text reads as a `Double` whose shortest text is the same number.
        /// Up to 15 significant digits within the normal range always does (`DBL_DIG`); a longer
        /// number is parsed and compared.
        static func isExactDouble(_ token: UnsafeBufferPointer<UInt8>) -> Bool {
            isExact(token, as: Double.self, alwaysExactDigits: 15, exponents: -299...299)
        }

        /// Whether the number text reads as a `Float` whose shortest text is the same number.
        /// Up to 6 significant digits within the normal range always does (`FLT_DIG`).
        static func isExactFloat(_ token: UnsafeBufferPointer<UInt8>) -> Bool {
            isExact(token, as: Float.self, alwaysExactDigits: 6, exponents: -36...37)
        }

        /// Whether `token` read as a `Number` has a shortest text that is the same number; a
        /// number of at most `alwaysExactDigits` significant digits whose power of ten is in
        /// `exponents` is, without reading it.
        private static func isExact<Number: LosslessStringConvertible & BinaryFloatingPoint>(
            _ token: UnsafeBufferPointer<UInt8>, as type: Number.Type, alwaysExactDigits: Int, exponents: ClosedRange<Int>
        ) -> Bool {
            let written = DecimalText(bytes: token)
            if written.count == 0 { return true }
            if written.count > 0, written.count <= alwaysExactDigits, exponents.contains(written.exponent) { return true }
            guard let value = Number(String(decoding: token, as: UTF8.self)), value.isFinite else { return false }
            return DecimalText(value.description) == written
        }

        /// ``isExactFloat(_:)`` of text.
        static func isExactFloat(_ text: String) -> Bool {
            var text = text
            return text.withUTF8 { isExactFloat($0) }
        }

        /// ``isExactDouble(_:)`` of text.
        static func isExactDouble(_ text: String) -> Bool {
            var text = text
            return text.withUTF8 { isExactDouble($0) }
        }

        /// The node of the path of the value at the scanner's position: the open frames below
        /// the deepest one whose node is known get theirs, so that each number costs one step
        /// however deep it is.
        private mutating func node() -> Int {
            var start = frames.count
            var node = NumberPaths.root
            while start > 0 {
                if let known = frames[start - 1].node {
                    node = known
                    break
                }
                start -= 1
            }
            for position in start..<frames.count {
                let step: NumberPaths.Step = switch frames[position].place {
                case .array(let element): .index(element)
                case .object(let range?): .member(Self.keyText(UnsafeBufferPointer(rebasing: bytes[range])))
                case .object(nil): .unnamed
                }
                node = paths.node(below: node, step)
                frames[position].node = node
            }
            return node
        }

        /// The text of a member name without its quotes, its escapes read.
        private static func keyText(_ raw: UnsafeBufferPointer<UInt8>) -> String {
            guard raw.contains(UInt8(ascii: "\\")) else { return String(decoding: raw, as: UTF8.self) }
            let quoted = Data([UInt8(ascii: "\"")] + Array(raw) + [UInt8(ascii: "\"")])
            return (try? JSONDecoder().decode(String.self, from: quoted)) ?? String(decoding: raw, as: UTF8.self)
        }
    }
}

extension JSONDecoder {
    /// Decodes a value like `decode(_:from:)`, and refuses a number that a `Double`, `Float`
    /// or `Decimal` of a generated model, or of the value itself (a `Double`, a `[Double]`),
    /// cannot hold exactly as written (see ``WrittenNumbers``).
    ///
    /// - Parameters:
    ///   - type: The type to decode.
    ///   - data: The JSON document.
    /// - Returns: The value.
    /// - Throws: `DecodingError` as `decode(_:from:)` does; `DecodingError.dataCorrupted` naming
    ///   the key path and the number when a number would be rounded, or when it is beyond what
    ///   a `Decimal` holds (where `decode(_:from:)` alone says the data is not valid JSON).
    public func decodeExactly<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
        let numbers = WrittenNumbers(scanning: data)
        return try WrittenNumbers.$current.withValue(numbers) {
            let value: T
            do {
                value = try decode(T.self, from: data)
            } catch DecodingError.dataCorrupted(let context)
                        where context.codingPath.isEmpty && context.underlyingError == nil
                        && context.debugDescription == "The given data was not valid JSON." {
                // `JSONDecoder` reports a number beyond what a `Decimal` holds as data that is
                // not valid JSON, with no path: say which number it is, and where.
                throw WrittenNumbers.numberBeyondDecimal(in: data) ?? DecodingError.dataCorrupted(context)
            }
            // As for a member (`checked(in:forKey:)`): nothing to check unless some number
            // would round as a `Double`, or the type holds a `Float` (a `[Int]` of millions of
            // elements is not walked for nothing).
            if let checking = value as? any WrittenNumberChecking,
               !numbers.texts.isEmpty || Swift.type(of: checking).mayRoundExactDoubles {
                try checking.checkWrittenNumbers(at: [])
            }
            return value
        }
    }
}
