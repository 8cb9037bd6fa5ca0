import Foundation

/// The JSON coding rules of an API: how dates are written and whether keys are snake_case.
///
/// Generated code passes only a date strategy, since it resolves key names itself with
/// `CodingKeys`; ``convertSnakeCaseKeys`` is for hand-written models.
public struct JSONCoding: Sendable {
    /// How `Date` values are written in and read from JSON.
    public enum DateStrategy: Sendable {
        /// RFC 3339 §5.6 `date-time`, read and written exactly.
        ///
        /// Decodes `T`, `t` or a space between date and time, `Z`, `z` or a numeric offset
        /// (`+02:00`, or ISO 8601's basic `+0200` that Jira and many Java servers write), and
        /// any number of fraction digits; a date-time without an offset (as Python's naive
        /// `datetime` writes it) is read as UTC. Days, months (with their
        /// lengths and leap years), hours, minutes and seconds are range-checked and never roll
        /// over; anything else, a date alone included, is a `DecodingError` naming the text.
        /// Encodes UTC with the fraction digits the `Date` holds, trailing zeros dropped
        /// (`2024-05-01T12:00:00Z`, `2026-12-01T13:52:37.912423Z`); a date outside the years
        /// 0000–9999 is an `EncodingError`.
        case iso8601
        /// Like ``iso8601``, but encodes at least milliseconds (`2024-05-01T12:00:00.250Z`).
        case iso8601Fractional
        /// A JSON number of seconds since 1970-01-01T00:00:00Z.
        case secondsSince1970
        /// A JSON number of milliseconds since 1970-01-01T00:00:00Z.
        case millisecondsSince1970
        /// A `DateFormatter` pattern, e.g. `yyyy-MM-dd` for OpenAPI's `format: date`,
        /// read in the `en_US_POSIX` locale and UTC.
        case formatted(String)
    }

    /// How dates are coded.
    public var dates: DateStrategy
    /// Whether Swift's camelCase property names are written as snake_case keys and read back.
    public var convertSnakeCaseKeys: Bool

    /// Creates coding rules.
    ///
    /// - Parameters:
    ///   - dates: How dates are coded; defaults to ``DateStrategy/iso8601``.
    ///   - convertSnakeCaseKeys: Whether keys are converted to and from snake_case; defaults to
    ///     `false`.
    public init(dates: DateStrategy = .iso8601, convertSnakeCaseKeys: Bool = false) {
        self.dates = dates
        self.convertSnakeCaseKeys = convertSnakeCaseKeys
    }

    /// A JSON encoder that follows these rules.
    public func makeEncoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        if convertSnakeCaseKeys { encoder.keyEncodingStrategy = .convertToSnakeCase }
        switch dates {
        case .iso8601, .iso8601Fractional:
            let minimumDigits = if case .iso8601Fractional = dates { 3 } else { 0 }
            encoder.dateEncodingStrategy = .custom { date, encoder in
                var container = encoder.singleValueContainer()
                guard let text = RFC3339.string(from: date, minimumFractionDigits: minimumDigits) else {
                    throw EncodingError.invalidValue(date, .init(
                        codingPath: encoder.codingPath, debugDescription: "\(date) lies outside the years 0000–9999 of RFC 3339"))
                }
                try container.encode(text)
            }
        case .secondsSince1970: encoder.dateEncodingStrategy = .secondsSince1970
        case .millisecondsSince1970: encoder.dateEncodingStrategy = .millisecondsSince1970
        case .formatted(let pattern): encoder.dateEncodingStrategy = .formatted(Self.formatter(pattern))
        }
        return encoder
    }

    /// A JSON decoder that follows these rules.
    public func makeDecoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        if convertSnakeCaseKeys { decoder.keyDecodingStrategy = .convertFromSnakeCase }
        switch dates {
        case .iso8601, .iso8601Fractional:
            decoder.dateDecodingStrategy = .custom { decoder in
                let container = try decoder.singleValueContainer()
                let text = try container.decode(String.self)
                guard let date = RFC3339.date(from: text) else {
                    throw DecodingError.dataCorruptedError(
                        in: container, debugDescription: "Expected an RFC 3339 date-time, found \"\(text)\"")
                }
                return date
            }
        case .secondsSince1970: decoder.dateDecodingStrategy = .secondsSince1970
        case .millisecondsSince1970: decoder.dateDecodingStrategy = .millisecondsSince1970
        case .formatted(let pattern): decoder.dateDecodingStrategy = .formatted(Self.formatter(pattern))
        }
        return decoder
    }

    private static func formatter(_ pattern: String) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(secondsFromGMT: 0)
        formatter.dateFormat = pattern
        return formatter
    }
}
