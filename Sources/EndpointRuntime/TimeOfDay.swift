import Foundation

/// A time of day, with the offset from UTC when it has one: OpenAPI's `format: time`, RFC 3339
/// §5.6 `partial-time` with an optional `time-offset`, e.g. `13:52:37.912423`, `08:30:00Z` or
/// `23:00:00+02:00`.
///
/// It keeps what the text says: the fraction to the nanosecond, and whether an offset was given
/// (`nil` for a local time). Two times are equal when their parts are; `12:00:00Z` and
/// `12:00:00+00:00` are equal, `12:00:00` differs from both.
public struct TimeOfDay: Sendable, Hashable, Codable, LosslessStringConvertible, QueryValue, RFC3339Text {
    static let expected = "a time (HH:mm:ss[.fraction][Z|±HH:mm], RFC 3339 partial-time)"

    /// The hour, 0–23.
    public let hour: Int
    /// The minute, 0–59.
    public let minute: Int
    /// The second, 0–59 (a leap second cannot be held).
    public let second: Int
    /// The fraction of the second in nanoseconds, 0–999 999 999.
    public let nanosecond: Int
    /// The offset from UTC in seconds east (`+02:00` is 7200), a whole number of minutes below
    /// 24 hours either way; `nil` when the time has none.
    public let utcOffset: Int?

    /// Creates a time from its parts; `nil` when one is out of its range.
    ///
    /// - Parameters:
    ///   - hour: 0–23.
    ///   - minute: 0–59.
    ///   - second: 0–59.
    ///   - nanosecond: 0–999 999 999; defaults to 0.
    ///   - utcOffset: Seconds east of UTC, a whole number of minutes, less than 24 hours either
    ///     way; defaults to `nil` (a local time, written without an offset).
    public init?(hour: Int, minute: Int, second: Int, nanosecond: Int = 0, utcOffset: Int? = nil) {
        guard (0...23).contains(hour), (0...59).contains(minute), (0...59).contains(second),
              (0...999_999_999).contains(nanosecond),
              utcOffset.map({ $0 % 60 == 0 && $0.magnitude < 86_400 }) ?? true else { return nil }
        self.hour = hour
        self.minute = minute
        self.second = second
        self.nanosecond = nanosecond
        self.utcOffset = utcOffset
    }

    /// Reads `HH:mm:ss`, an optional fraction of up to nine digits, and an optional `Z`, `z` or
    /// `±HH:mm`; `nil` for anything else.
    public init?(_ description: String) {
        var scanner = RFC3339.Scanner(description)
        guard let time = scanner.partialTime(), time.digits <= 9 else { return nil }
        let offset = scanner.offset()
        guard scanner.isAtEnd else { return nil }
        self.init(hour: time.hour, minute: time.minute, second: time.second, nanosecond: time.nanosecond, utcOffset: offset)
    }

    /// A value that generated code writes from an example or a default in the spec, which the
    /// generator has checked this type reads, so it never fails there. Other text stops the
    /// program with a message naming it: that would be a bug in the generator, not a value to
    /// guess at.
    ///
    /// - Parameter text: The text form, for example `23:59:59.5+05:30`.
    public init(checkedExample text: String) {
        self.init(checkedText: text)
    }

    /// `HH:mm:ss`, the fraction without trailing zeros when there is one, and `Z` or `±HH:mm`
    /// when the time has an offset, e.g. `13:52:37.912423` or `23:00:00+02:00`.
    public var description: String {
        let text = String(format: "%02d:%02d:%02d", hour, minute, second) + RFC3339.fraction(nanosecond)
        guard let utcOffset, utcOffset != 0 else { return text + (utcOffset == 0 ? "Z" : "") }
        return text + (utcOffset < 0 ? "-" : "+") + String(format: "%02d:%02d", abs(utcOffset) / 3600, abs(utcOffset) / 60 % 60)
    }
}
