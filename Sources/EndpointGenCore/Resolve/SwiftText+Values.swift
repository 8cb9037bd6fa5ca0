import Foundation

/// Spec text that becomes a Swift value other than a string: checked here, at generation time,
/// so that the expression written into the generated code cannot fail or mean something else.
extension SwiftText {
    /// The seconds since 1970-01-01T00:00:00Z of an RFC 3339 date-time
    /// (`2024-05-01T12:00:00Z`, `2024-05-01T14:00:00+02:00`) or full date (`2024-05-01`,
    /// midnight UTC), RFC 3339 §5.6, as the text of a Swift integer literal; `nil` for anything
    /// else, for a value out of range (month 13, February 30, hour 24, a leap second), and for
    /// fractional seconds (a `Double` may not hold them exactly).
    static func dateSince1970(rfc3339 text: String) -> String? {
        let bytes = Array(text.utf8)
        func number(_ start: Int, _ count: Int) -> Int? {
            guard start + count <= bytes.count else { return nil }
            var value = 0
            for byte in bytes[start..<(start + count)] {
                guard (0x30...0x39).contains(byte) else { return nil }
                value = value * 10 + Int(byte - 0x30)
            }
            return value
        }
        func byte(_ index: Int, _ expected: Character) -> Bool {
            index < bytes.count && bytes[index] == expected.asciiValue
        }
        guard let year = number(0, 4), byte(4, "-"), let month = number(5, 2), byte(7, "-"), let day = number(8, 2),
              (1...12).contains(month), day >= 1, day <= daysIn(month: month, year: year) else { return nil }
        var seconds = daysSince1970(year: year, month: month, day: day) * 86_400
        if bytes.count == 10 { return String(seconds) }
        guard byte(10, "T") || byte(10, "t"), let hour = number(11, 2), byte(13, ":"), let minute = number(14, 2),
              byte(16, ":"), let second = number(17, 2), hour < 24, minute < 60, second < 60 else { return nil }
        seconds += hour * 3600 + minute * 60 + second
        if bytes.count == 20, byte(19, "Z") || byte(19, "z") { return String(seconds) }
        guard bytes.count == 25, byte(19, "+") || byte(19, "-"), let offsetHours = number(20, 2), byte(22, ":"),
              let offsetMinutes = number(23, 2), offsetHours < 24, offsetMinutes < 60 else { return nil }
        let offset = (offsetHours * 3600 + offsetMinutes * 60) * (byte(19, "+") ? 1 : -1)
        return String(seconds - offset)
    }

    /// The number of days in a month of the proleptic Gregorian calendar.
    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Days from 1970-01-01 to a date of the proleptic Gregorian calendar (the usual
    /// era-based count: 400-year eras of 146,097 days).
    static func daysSince1970(year: Int, month: Int, day: Int) -> Int {
        let shifted = month <= 2 ? year - 1 : year
        let era = (shifted >= 0 ? shifted : shifted - 399) / 400
        let yearOfEra = shifted - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// Whether `URL(string:)` reads `text` the same way on every platform: an absolute URI
    /// (a scheme, RFC 3986 §3.1) of only the characters RFC 3986 §2 allows, every `%` starting an
    /// escape, and Foundation accepts it.
    static func isPortableAbsoluteURL(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")), colon > 0, isASCIILetter(bytes[0]),
              bytes[..<colon].allSatisfy({ isASCIILetter($0) || isASCIIDigit($0) || $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ".") }),
              bytes.allSatisfy({ $0 < 0x80 && uriBytes[Int($0)] }) else { return false }
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "%") {
            guard index + 2 < bytes.count, isHexDigit(bytes[index + 1]), isHexDigit(bytes[index + 2]) else { return false }
        }
        return URL(string: text) != nil
    }

    /// Which ASCII bytes RFC 3986 §2 allows in a URI (unreserved, reserved and `%`), by value.
    private static let uriBytes: [Bool] = {
        var table = [Bool](repeating: false, count: 128)
        for byte in "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~:/?#[]@!$&'()*+,;=%".utf8 { table[Int(byte)] = true }
        return table
    }()

    private static func isASCIILetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") }
    private static func isASCIIDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
    private static func isHexDigit(_ byte: UInt8) -> Bool { isASCIIDigit(byte) || ((byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "f")) }
}
