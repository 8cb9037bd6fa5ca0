import Foundation

/// RFC 3339 §5.6 timestamps, read and written exactly: `full-date`, `partial-time` with an
/// optional `time-offset`, and `date-time`. Dates are proleptic Gregorian (RFC 3339 §5.7), the
/// day and month ranges are checked (leap years included) and nothing rolls over. A leap second
/// (`:60`) is refused, since neither `Date` nor ``TimeOfDay`` can hold it.
enum RFC3339 {
    /// A cursor over the UTF-8 bytes of a timestamp.
    struct Scanner {
        private let bytes: [UInt8]
        private var index = 0

        init(_ text: String) { bytes = Array(text.utf8) }

        var isAtEnd: Bool { index == bytes.count }

        /// Consumes the next byte when it is one of `choices`, and returns it.
        mutating func take(oneOf choices: String) -> UInt8? {
            guard index < bytes.count, choices.utf8.contains(bytes[index]) else { return nil }
            index += 1
            return bytes[index - 1]
        }

        /// Reads one of the `separators` (if any are given), then exactly `count` ASCII digits
        /// whose value lies in `range`.
        mutating func number(_ count: Int, in range: ClosedRange<Int>, after separators: String? = nil) -> Int? {
            if let separators, take(oneOf: separators) == nil { return nil }
            guard bytes.count - index >= count else { return nil }
            var value = 0
            for byte in bytes[index..<index + count] {
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            index += count
            return range.contains(value) ? value : nil
        }

        /// `full-date`: `yyyy-MM-dd`, the day checked against its month and year.
        mutating func fullDate() -> (year: Int, month: Int, day: Int)? {
            guard let year = number(4, in: 0...9999), let month = number(2, in: 1...12, after: "-"),
                  let day = number(2, in: 1...RFC3339.days(inMonth: month, year: year), after: "-") else { return nil }
            return (year, month, day)
        }

        /// `partial-time`: `HH:mm:ss` and an optional fraction of any length, whose first nine
        /// digits are kept as nanoseconds; `digits` counts all of them.
        mutating func partialTime() -> (hour: Int, minute: Int, second: Int, nanosecond: Int, digits: Int)? {
            guard let hour = number(2, in: 0...23), let minute = number(2, in: 0...59, after: ":"),
                  let second = number(2, in: 0...59, after: ":") else { return nil }
            var nanosecond = 0, digits = 0
            if take(oneOf: ".") != nil {
                while let digit = number(1, in: 0...9) {
                    if digits < 9 { nanosecond = nanosecond * 10 + digit }
                    digits += 1
                }
                guard digits > 0 else { return nil }
                for _ in digits..<max(digits, 9) { nanosecond *= 10 }
            }
            return (hour, minute, second, nanosecond, digits)
        }

        /// `time-offset` in seconds east of UTC: `Z`, `z`, `+HH:mm` or `-HH:mm`, or ISO 8601's
        /// basic `+HHmm` or `-HHmm` (Jira and many Java servers write `+0000`); `nil`, with
        /// nothing consumed, when there is none or it is malformed.
        mutating func offset() -> Int? {
            let start = index
            if take(oneOf: "Zz") != nil { return 0 }
            // The colon is optional: `case _ =` consumes it when there, and always matches.
            guard let sign = take(oneOf: "+-"), let hours = number(2, in: 0...23), case _ = take(oneOf: ":"),
                  let minutes = number(2, in: 0...59) else {
                index = start
                return nil
            }
            return (hours * 3600 + minutes * 60) * (sign == UInt8(ascii: "-") ? -1 : 1)
        }
    }

    /// Seconds between 1970-01-01T00:00:00Z and 2001-01-01T00:00:00Z, `Date`'s reference date.
    static let referenceOffset = 978_307_200

    /// Reads a `date-time`: `T`, `t` or a space between date and time, `Z`, `z` or a numeric
    /// offset (`+02:00` or `+0200`); a date-time without an offset is read as UTC. Fraction digits beyond what a
    /// `Date` holds (about a microsecond today) are rounded away.
    static func date(from text: String) -> Date? {
        var scanner = Scanner(text)
        guard let day = scanner.fullDate(), scanner.take(oneOf: "Tt ") != nil, let time = scanner.partialTime() else { return nil }
        let offset = scanner.offset() ?? 0
        guard scanner.isAtEnd else { return nil }
        let days = daysSince1970(year: day.year, month: day.month, day: day.day)
        let seconds = days * 86_400 + time.hour * 3600 + time.minute * 60 + time.second - offset
        return Date(timeIntervalSinceReferenceDate: Double(seconds - referenceOffset) + Double(time.nanosecond) / 1e9)
    }

    /// Writes a `date-time` in UTC (`…Z`) with as many fraction digits as the `Date` holds at
    /// its magnitude (up to nine: six for today's dates, so `…37.912423Z` reads back and writes
    /// again unchanged), trailing zeros dropped but at least `minimumFractionDigits`.
    ///
    /// - Returns: `nil` for a date outside the years 0000–9999 that RFC 3339 can write.
    static func string(from date: Date, minimumFractionDigits: Int = 0) -> String? {
        let interval = date.timeIntervalSinceReferenceDate
        guard interval.isFinite, abs(interval) < 4e11 else { return nil }
        // The digits that survive a round trip: 10^-digits is at least the spacing of doubles here.
        let digits = min(9, max(0, Int((-log10(interval.ulp)).rounded(.down))))
        let scale = Int(pow(10, Double(digits)))
        var whole = Int(interval.rounded(.down))
        var units = Int(((interval - interval.rounded(.down)) * Double(scale)).rounded())
        if units == scale { (whole, units) = (whole + 1, 0) }
        let seconds = whole + referenceOffset
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let (year, month, day) = civilDate(daysSince1970: days)
        guard (0...9999).contains(year) else { return nil }
        let time = seconds - days * 86_400
        return String(format: "%04d-%02d-%02dT%02d:%02d:%02d", year, month, day, time / 3600, time / 60 % 60, time % 60)
            + fraction(units * Int(pow(10, Double(9 - digits))), minimumDigits: minimumFractionDigits) + "Z"
    }

    /// `.` and the nine digits of `nanoseconds`, trailing zeros dropped down to
    /// `minimumDigits`; empty when no digit is left.
    static func fraction(_ nanoseconds: Int, minimumDigits: Int = 0) -> String {
        var digits = String(format: "%09d", nanoseconds)
        while digits.count > minimumDigits, digits.last == "0" { digits.removeLast() }
        return digits.isEmpty ? "" : "." + digits
    }

    static func days(inMonth month: Int, year: Int) -> Int {
        switch month {
        case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Days from 1970-01-01 to a proleptic Gregorian date. Counts years from 1 March, so that
    /// the leap day ends each year, in whole 400-year cycles of 146 097 days.
    static func daysSince1970(year: Int, month: Int, day: Int) -> Int {
        let marchYear = month > 2 ? year : year - 1
        let cycle = (marchYear >= 0 ? marchYear : marchYear - 399) / 400
        let yearOfCycle = marchYear - cycle * 400
        let dayOfYear = (153 * ((month + 9) % 12) + 2) / 5 + day - 1
        return cycle * 146_097 + yearOfCycle * 365 + yearOfCycle / 4 - yearOfCycle / 100 + dayOfYear - 719_468
    }

    /// The proleptic Gregorian date `days` after 1970-01-01; the inverse of
    /// ``daysSince1970(year:month:day:)``.
    static func civilDate(daysSince1970 days: Int) -> (year: Int, month: Int, day: Int) {
        let shifted = days + 719_468
        let cycle = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfCycle = shifted - cycle * 146_097
        let yearOfCycle = (dayOfCycle - dayOfCycle / 1460 + dayOfCycle / 36_524 - dayOfCycle / 146_096) / 365
        let dayOfYear = dayOfCycle - (365 * yearOfCycle + yearOfCycle / 4 - yearOfCycle / 100)
        let monthFromMarch = (5 * dayOfYear + 2) / 153
        let month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9
        return (yearOfCycle + cycle * 400 + (month <= 2 ? 1 : 0), month, dayOfYear - (153 * monthFromMarch + 2) / 5 + 1)
    }
}

/// A value written as RFC 3339 text: its JSON form is that text as a string.
protocol RFC3339Text: Codable, LosslessStringConvertible {
    /// What the text is, for a decoding error: `a date (yyyy-MM-dd, RFC 3339 full-date)`.
    static var expected: String { get }
}

extension RFC3339Text {
    /// Reads the JSON string form.
    ///
    /// - Throws: `DecodingError.dataCorrupted` naming the text when it does not read as this
    ///   type, `DecodingError.typeMismatch` when the value is not a string.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let value = Self(text) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "Expected \(Self.expected), found \"\(text)\"")
        }
        self = value
    }

    /// Writes the text form as a JSON string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }

    /// The value of text the generator has checked this type reads (the conforming types'
    /// public `init(checkedExample:)`; a public member of an extension of this internal
    /// protocol would not be visible to generated code). Other text stops the program with a
    /// message naming it: that would be a bug in the generator, not a value to guess at.
    init(checkedText text: String) {
        guard let value = Self(text) else { preconditionFailure("'\(text)' is not a \(Self.self); endpointgen writes only values it reads") }
        self = value
    }
}
