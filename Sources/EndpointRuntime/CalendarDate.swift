import Foundation

/// A day of the Gregorian calendar, without a time or a time zone: OpenAPI's `format: date`,
/// RFC 3339 §5.6 `full-date`, written `yyyy-MM-dd` in JSON and in parameters.
///
/// Unlike a `Date`, it does not move with the time zone it is read in: `2020-02-11` is the 11th
/// everywhere. ``init(_:in:)`` and ``date(in:)`` convert where a moment is needed.
public struct CalendarDate: Sendable, Hashable, Comparable, Codable, LosslessStringConvertible, QueryValue, RFC3339Text {
    static let expected = "a date (yyyy-MM-dd, RFC 3339 full-date)"

    /// The year, 0–9999.
    public let year: Int
    /// The month, 1–12.
    public let month: Int
    /// The day of the month, from 1 to the month's length in that year.
    public let day: Int

    /// Creates a date from its parts.
    ///
    /// Returns `nil` when they name no day: a year outside 0–9999 (what `yyyy` can write), a
    /// month outside 1–12, or a day the month does not have (February 29 only in leap years).
    public init?(year: Int, month: Int, day: Int) {
        guard (0...9999).contains(year), (1...12).contains(month),
              (1...RFC3339.days(inMonth: month, year: year)).contains(day) else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// Reads `yyyy-MM-dd` (RFC 3339 `full-date`); `nil` for anything else, a day the month does
    /// not have included.
    public init?(_ description: String) {
        var scanner = RFC3339.Scanner(description)
        guard let parts = scanner.fullDate(), scanner.isAtEnd else { return nil }
        (year, month, day) = parts
    }

    /// A value that generated code writes from an example or a default in the spec, which the
    /// generator has checked this type reads, so it never fails there. Other text stops the
    /// program with a message naming it: that would be a bug in the generator, not a value to
    /// guess at.
    ///
    /// - Parameter text: The text form, for example `2024-05-01`.
    public init(checkedExample text: String) {
        self.init(checkedText: text)
    }

    /// The day on which a moment falls in a time zone.
    ///
    /// - Parameters:
    ///   - date: The moment.
    ///   - timeZone: The time zone whose calendar day is wanted, e.g. `.current`.
    /// - Returns: `nil` when that day lies outside the years 0–9999.
    public init?(_ date: Date, in timeZone: TimeZone) {
        let seconds = date.timeIntervalSince1970.rounded(.down) + Double(timeZone.secondsFromGMT(for: date))
        guard abs(seconds) < 4e11 else { return nil }
        let whole = Int(seconds)
        let parts = RFC3339.civilDate(daysSince1970: whole >= 0 ? whole / 86_400 : (whole - 86_399) / 86_400)
        self.init(year: parts.year, month: parts.month, day: parts.day)
    }

    /// The moment this day starts in a time zone: its midnight, or the first moment after it
    /// when a daylight-saving change skips midnight there.
    ///
    /// - Parameter timeZone: The time zone, e.g. `.current` or `TimeZone(identifier: "UTC")`.
    public func date(in timeZone: TimeZone) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let noonUTC = Date(timeIntervalSince1970: Double(RFC3339.daysSince1970(year: year, month: month, day: day) * 86_400 + 43_200))
        let noon = noonUTC.addingTimeInterval(-Double(timeZone.secondsFromGMT(for: noonUTC)))
        return calendar.startOfDay(for: noon)
    }

    /// `yyyy-MM-dd`, e.g. `2020-02-11`.
    public var description: String {
        String(format: "%04d-%02d-%02d", year, month, day)
    }

    /// Whether `lhs` is an earlier day than `rhs`.
    public static func < (lhs: CalendarDate, rhs: CalendarDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }
}
