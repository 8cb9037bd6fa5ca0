/// RFC 3339 §5.6 text in examples and defaults, read byte by byte as the runtime's reader
/// reads it: `full-date`, `partial-time` and `date-time`, with the day checked against its
/// month and year, and no leap second.
extension SampleValueWriter {
    /// Whether `text` is an RFC 3339 `full-date` that names a day (`CalendarDate` reads it).
    static func isFullDate(_ text: String) -> Bool {
        var cursor = RFC3339Cursor(text)
        return cursor.fullDate() != nil && cursor.isAtEnd
    }

    /// Whether `text` is an RFC 3339 `partial-time` with at most nine fraction digits and an
    /// optional `time-offset` (`TimeOfDay` reads it).
    static func isPartialTime(_ text: String) -> Bool {
        var cursor = RFC3339Cursor(text)
        guard cursor.clock() != nil, let fraction = cursor.fraction(), fraction.digits <= 9 else { return false }
        return cursor.offset() != nil && cursor.isAtEnd
    }

    /// An RFC 3339 `date-time` as seconds since 2001-01-01T00:00:00Z, computed as the runtime's
    /// reader computes it (so the example equals what the client decodes): `T`, `t` or a space,
    /// `Z`, `z`, an offset or none (UTC), any fraction with its first nine digits kept; `nil`
    /// for anything else, a date alone included.
    static func rfc3339Interval(_ text: String) -> Double? {
        var cursor = RFC3339Cursor(text)
        guard let date = cursor.fullDate(), cursor.take(oneOf: "Tt ") != nil, let clock = cursor.clock(),
              let fraction = cursor.fraction(), let offset = cursor.offset(), cursor.isAtEnd else { return nil }
        let days = SwiftText.daysSince1970(year: date.year, month: date.month, day: date.day)
        let seconds = days * 86_400 + clock - offset
        return Double(seconds - 978_307_200) + Double(fraction.nanoseconds) / 1e9
    }
}

/// A cursor over the UTF-8 bytes of RFC 3339 text; each reader consumes its part or fails.
struct RFC3339Cursor {
    private let bytes: [UInt8]
    private var index = 0

    init(_ text: String) { bytes = Array(text.utf8) }

    var isAtEnd: Bool { index == bytes.count }

    /// Consumes the next byte when it is one of the ASCII `choices`, and returns it.
    mutating func take(oneOf choices: StaticString) -> UInt8? {
        guard index < bytes.count else { return nil }
        let byte = bytes[index]
        let found = choices.withUTF8Buffer { $0.contains(byte) }
        guard found else { return nil }
        index += 1
        return byte
    }

    /// Exactly `count` ASCII digits as a number.
    mutating func digits(_ count: Int) -> Int? {
        guard bytes.count - index >= count else { return nil }
        var value = 0
        for byte in bytes[index..<index + count] {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        index += count
        return value
    }

    /// `yyyy-MM-dd`, a month 1–12 and a day that exists in it.
    mutating func fullDate() -> (year: Int, month: Int, day: Int)? {
        guard let year = digits(4), take(oneOf: "-") != nil, let month = digits(2), (1...12).contains(month),
              take(oneOf: "-") != nil, let day = digits(2), day >= 1, day <= SwiftText.daysIn(month: month, year: year) else { return nil }
        return (year, month, day)
    }

    /// `HH:mm:ss` (hour below 24, minute and second below 60) as seconds since midnight.
    mutating func clock() -> Int? {
        guard let hour = digits(2), take(oneOf: ":") != nil, let minute = digits(2), take(oneOf: ":") != nil,
              let second = digits(2), hour < 24, minute < 60, second < 60 else { return nil }
        return hour * 3600 + minute * 60 + second
    }

    /// An optional `.` and its digits: the first nine as nanoseconds, and how many there are
    /// (none when there is no `.`); `nil` for a `.` without digits.
    mutating func fraction() -> (nanoseconds: Int, digits: Int)? {
        guard take(oneOf: ".") != nil else { return (0, 0) }
        var nanoseconds = 0, count = 0
        while let digit = digits(1) {
            if count < 9 { nanoseconds = nanoseconds * 10 + digit }
            count += 1
        }
        guard count > 0 else { return nil }
        for _ in count..<max(count, 9) { nanoseconds *= 10 }
        return (nanoseconds, count)
    }

    /// An optional `time-offset` in seconds east of UTC: none, `Z` and `z` are 0, `+HH:mm` or
    /// `-HH:mm` (hours below 24, minutes below 60) its value; `nil` when it is malformed.
    mutating func offset() -> Int? {
        if isAtEnd || take(oneOf: "Zz") != nil { return 0 }
        guard let sign = take(oneOf: "+-"), let hours = digits(2), take(oneOf: ":") != nil, let minutes = digits(2),
              hours < 24, minutes < 60 else { return nil }
        return (hours * 3600 + minutes * 60) * (sign == UInt8(ascii: "-") ? -1 : 1)
    }
}
