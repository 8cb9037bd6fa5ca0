import Foundation
import Testing
@testable import EndpointRuntime

/// RFC 3339 date-times through the JSON coding rules: exact reading, no rollover, exact writing.
@Suite struct RFC3339DateTimeTests {
    func decode(_ text: String, _ coding: JSONCoding = JSONCoding()) throws -> Date {
        try coding.makeDecoder().decode([Date].self, from: Data("[\"\(text)\"]".utf8))[0]
    }

    func encode(_ date: Date, _ coding: JSONCoding = JSONCoding()) throws -> String {
        let json = String(decoding: try coding.makeEncoder().encode([date]), as: UTF8.self)
        return String(json.dropFirst(2).dropLast(2))
    }

    /// 2012-10-30T19:49:28Z.
    let evening = Date(timeIntervalSince1970: 1_351_626_568)

    @Test func everySeparatorAndZoneSpellingReadsTheSameInstant() throws {
        for text in ["2012-10-30T19:49:28Z", "2012-10-30t19:49:28z", "2012-10-30 19:49:28Z", "2012-10-30T19:49:28",
                     "2012-10-30T21:49:28+02:00", "2012-10-30T14:19:28-05:30", "2012-10-31T01:19:28+05:30",
                     "2012-10-30T19:49:28-00:00", "2012-10-30T19:49:28.000000000000Z"] {
            #expect(try decode(text) == evening, "\(text)")
        }
    }

    /// ISO 8601's basic offset, `±hhmm`, as Jira and many Java servers write it beside an
    /// extended date and time: the same instant as `±hh:mm`, written back as RFC 3339 in UTC.
    @Test func aBasicOffsetWithoutAColonReadsTheSameInstant() throws {
        for text in ["2012-10-30T21:49:28+0200", "2012-10-30T14:19:28-0530", "2012-10-30T19:49:28+0000", "2012-10-30T19:49:28-0000"] {
            #expect(try decode(text) == evening, "\(text)")
        }
        let jira = try decode("2021-12-21T02:13:55.989+0000")
        #expect(try encode(jira, JSONCoding(dates: .iso8601Fractional)) == "2021-12-21T02:13:55.989Z")
        #expect(try decode("2021-12-21T03:13:55.989+0100") == jira)
        #expect(TimeOfDay("23:00:00+0530")?.utcOffset == 19_800)
        #expect(TimeOfDay("23:00:00+0530")?.description == "23:00:00+05:30")
    }

    @Test func aNaiveDateTimeKeepsItsTimeAndMicroseconds() throws {
        // Python's naive datetime, as FastAPI and Django write it: read as UTC, never truncated.
        let date = try decode("2026-12-01T13:52:37.912423")
        #expect(try encode(date) == "2026-12-01T13:52:37.912423Z")
        #expect(abs(date.timeIntervalSince1970 - 1_796_133_157.912423) < 1e-6)
    }

    @Test func fractionsOfAnyLengthRead() throws {
        #expect(try decode("2012-10-30T19:49:28.5Z") == evening.addingTimeInterval(0.5))
        // A Date of 2012 holds seven digits (one of 2026 six, one of 2001 nine).
        #expect(try encode(decode("2012-10-30T19:49:28.123456789123Z")) == "2012-10-30T19:49:28.1234568Z")
        #expect(try encode(decode("2001-01-01T00:00:00.123456789123Z")) == "2001-01-01T00:00:00.123456789Z")
        #expect(try encode(decode("2012-10-30T19:49:28.250Z")) == "2012-10-30T19:49:28.25Z")
    }

    @Test func invalidTextIsADecodingErrorThatNamesIt() throws {
        for text in ["2012-10-30Tgarbage", "2012-10-30T25:99:99Z", "2012-10-30T24:00:00Z", "2012-10-30T23:60:00Z",
                     "2012-10-30T23:59:60Z", "2021-02-29T00:00:00Z", "1900-02-29T00:00:00Z", "2012-04-31T00:00:00Z",
                     "2012-13-01T00:00:00Z", "2012-00-01T00:00:00Z", "2012-10-00T00:00:00Z", "2012-10-30",
                     "2012-10-30T19:49Z", "2012-10-30T19:49:28.Z", "2012-10-30T19:49:28+", "2012-10-30T19:49:28+02",
                     "2012-10-30T19:49:28+020", "2012-10-30T19:49:28+02000", "2012-10-30T19:49:28+02:0", "2012-10-30T19:49:28+0260",
                     "2012-10-30T19:49:28+2400", "2012-10-30T19:49:28+02:00:00", "2012-10-30T19:49:28+02::00", "2012-10-30T19:49:28 +0200",
                     "2012-10-30T19:49:28+24:00", "2012-10-30T19:49:28Z ", " 2012-10-30T19:49:28Z", "2012-10-30X19:49:28Z",
                     "12012-10-30T19:49:28Z", "2012-1-30T19:49:28Z", "２０１２-10-30T19:49:28Z", ""] {
            do {
                let date = try decode(text)
                Issue.record("\"\(text)\" read as \(date)")
            } catch DecodingError.dataCorrupted(let context) {
                #expect(context.debugDescription == "Expected an RFC 3339 date-time, found \"\(text)\"")
            }
        }
    }

    /// Generated examples and defaults write `CalendarDate(checkedExample:)` and
    /// `TimeOfDay(checkedExample:)` from outside this module (no `@testable` here).
    @Test func checkedExamplesAreVisibleToGeneratedCode() {
        #expect(CalendarDate(checkedExample: "2024-02-29") == CalendarDate(year: 2024, month: 2, day: 29))
        #expect(TimeOfDay(checkedExample: "23:59:59.5+05:30") == TimeOfDay(hour: 23, minute: 59, second: 59, nanosecond: 500_000_000, utcOffset: 19_800))
    }

    @Test func leapDaysExistOnlyInLeapYears() throws {
        #expect(try encode(decode("2024-02-29T00:00:00Z")) == "2024-02-29T00:00:00Z")
        #expect(try encode(decode("2000-02-29T12:00:00Z")) == "2000-02-29T12:00:00Z")
        #expect(throws: DecodingError.self) { try decode("2100-02-29T00:00:00Z") }
    }

    @Test func theCalendarArithmeticMatchesFoundationsGregorianCalendar() throws {
        // Foundation's Gregorian calendar switches to Julian before 1582; compare after it.
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try #require(TimeZone(identifier: "UTC"))
        for days in stride(from: -140_000, through: 2_900_000, by: 997) {
            let parts = RFC3339.civilDate(daysSince1970: days)
            let date = Date(timeIntervalSince1970: Double(days) * 86_400)
            let expected = calendar.dateComponents([.year, .month, .day], from: date)
            #expect(parts.year == expected.year && parts.month == expected.month && parts.day == expected.day, "\(days)")
            #expect(RFC3339.daysSince1970(year: parts.year, month: parts.month, day: parts.day) == days)
        }
    }

    @Test func writtenTextReadsBackAndWritesAgainUnchanged() throws {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2_000 {
            // Instants between 1900 and 2200, with whatever fraction a Double gives them.
            let date = Date(timeIntervalSince1970: Double.random(in: -2_208_988_800...7_258_118_400, using: &generator))
            let text = try encode(date)
            let read = try decode(text)
            // Six digits at this magnitude: half a microsecond, plus half the spacing of doubles.
            #expect(abs(read.timeIntervalSince(date)) <= 5e-7 + date.timeIntervalSinceReferenceDate.ulp / 2, "\(text)")
            #expect(try encode(read) == text)
        }
        #expect(try encode(decode("2026-12-01T13:52:37.000001Z")) == "2026-12-01T13:52:37.000001Z")
        #expect(try encode(decode("1907-06-15T08:00:00.999999Z")) == "1907-06-15T08:00:00.999999Z")
    }

    /// Generated examples write a date as the spec does; it is the instant the generator
    /// counted (GeneratorTests.ExampleValueTests) and the runtime decodes.
    @Test func anExampleDateIsTheInstantItsTextNames() throws {
        #expect(Date(checkedExample: "2024-05-01T12:00:00Z") == Date(timeIntervalSinceReferenceDate: 736257600.0))
        #expect(Date(checkedExample: "2024-05-01t14:00:00.250+02:00") == Date(timeIntervalSinceReferenceDate: 736257600.25))
        #expect(Date(checkedExample: "2024-05-01 12:00:00") == Date(timeIntervalSinceReferenceDate: 736257600.0))
        #expect(Date(checkedExample: "2026-12-01T13:52:37.000001Z") == (try decode("2026-12-01T13:52:37.000001Z")))
    }

    @Test func theFirstAndLastYearsAreWrittenAndOthersAreAnError() throws {
        #expect(try encode(decode("0000-01-01T00:00:00Z")) == "0000-01-01T00:00:00Z")
        #expect(try encode(decode("9999-12-31T23:59:59Z")) == "9999-12-31T23:59:59Z")
        #expect(try encode(decode("1969-12-31T23:59:59.5Z")) == "1969-12-31T23:59:59.5Z")
        #expect(throws: EncodingError.self) { try encode(Date(timeIntervalSince1970: 253_402_300_800)) }
        #expect(throws: EncodingError.self) { try encode(Date(timeIntervalSinceReferenceDate: .infinity)) }
    }

    @Test func theFractionalStrategyWritesAtLeastMilliseconds() throws {
        let fractional = JSONCoding(dates: .iso8601Fractional)
        #expect(try encode(evening, fractional) == "2012-10-30T19:49:28.000Z")
        #expect(try encode(decode("2012-10-30T19:49:28.912423Z"), fractional) == "2012-10-30T19:49:28.912423Z")
    }

    @Test func parameterTextIsTheSameRFC3339Text() throws {
        #expect(try decode("2026-12-01T13:52:37.912423").parameterText == "2026-12-01T13:52:37.912423Z")
    }
}

@Suite struct CalendarDateTests {
    @Test func readsAndWritesFullDates() throws {
        let date = try #require(CalendarDate("2020-02-11"))
        #expect(date.year == 2020 && date.month == 2 && date.day == 11)
        #expect(date.description == "2020-02-11")
        #expect(CalendarDate(year: 7, month: 3, day: 1)?.description == "0007-03-01")
        for text in ["2020-02-30", "2021-02-29", "2020-2-11", "2020-02-11T00:00:00Z", "20200211", "2020-02-11 ", ""] {
            #expect(CalendarDate(text) == nil, "\(text)")
        }
        #expect(CalendarDate(year: 10_000, month: 1, day: 1) == nil)
        #expect(CalendarDate(year: 2024, month: 2, day: 29) != nil)
    }

    @Test func isCodableAsAJSONString() throws {
        let dates = try JSONDecoder().decode([CalendarDate].self, from: Data(#"["2020-02-11","1999-12-31"]"#.utf8))
        #expect(dates.map(\.description) == ["2020-02-11", "1999-12-31"])
        #expect(String(decoding: try JSONEncoder().encode(dates), as: UTF8.self) == #"["2020-02-11","1999-12-31"]"#)
        #expect(dates[1] < dates[0])
        do {
            _ = try JSONDecoder().decode([CalendarDate].self, from: Data(#"["2020-02-11T00:00:00Z"]"#.utf8))
            Issue.record("a date-time read as a date")
        } catch DecodingError.dataCorrupted(let context) {
            #expect(context.debugDescription.contains("found \"2020-02-11T00:00:00Z\""))
        }
    }

    @Test func convertsToAndFromDatesInATimeZone() throws {
        let date = try #require(CalendarDate("2020-02-11"))
        let newYork = try #require(TimeZone(secondsFromGMT: -5 * 3600))
        let kiritimati = try #require(TimeZone(secondsFromGMT: 14 * 3600))
        // Midnight UTC of the 11th is still the 10th in New York.
        #expect(CalendarDate(Date(timeIntervalSince1970: 1_581_379_200), in: newYork)?.description == "2020-02-10")
        #expect(date.date(in: newYork) == Date(timeIntervalSince1970: 1_581_379_200 + 5 * 3600))
        #expect(date.date(in: kiritimati) == Date(timeIntervalSince1970: 1_581_379_200 - 14 * 3600))
        #expect(CalendarDate(date.date(in: kiritimati), in: kiritimati) == date)
        #expect(CalendarDate(Date(timeIntervalSince1970: -1), in: try #require(TimeZone(identifier: "UTC")))?.description == "1969-12-31")
        #expect(CalendarDate(Date.distantFuture.addingTimeInterval(1e12), in: newYork) == nil)
    }

    @Test(.enabled(if: TimeZone(identifier: "America/Sao_Paulo") != nil))
    func aDayWhoseMidnightIsSkippedStartsAtTheFirstMoment() throws {
        // Brazil started daylight saving time at midnight on 2018-11-04: that day began at 01:00.
        let saoPaulo = try #require(TimeZone(identifier: "America/Sao_Paulo"))
        let start = try #require(CalendarDate("2018-11-04")).date(in: saoPaulo)
        #expect(start == Date(timeIntervalSince1970: 1_541_300_400)) // 2018-11-04T03:00:00Z
    }
}

@Suite struct TimeOfDayTests {
    @Test func readsAndWritesPartialTimesWithOptionalOffsets() throws {
        let cases = [("13:52:37.912423", "13:52:37.912423"), ("08:30:00Z", "08:30:00Z"), ("08:30:00z", "08:30:00Z"),
                     ("23:00:00+02:00", "23:00:00+02:00"), ("00:00:00.100-05:30", "00:00:00.1-05:30"),
                     ("12:00:00.123456789", "12:00:00.123456789"), ("12:00:00+00:00", "12:00:00Z")]
        for (text, written) in cases {
            #expect(TimeOfDay(text)?.description == written, "\(text)")
        }
        let time = try #require(TimeOfDay("23:00:00.5+02:00"))
        #expect(time.hour == 23 && time.minute == 0 && time.second == 0 && time.nanosecond == 500_000_000 && time.utcOffset == 7200)
        #expect(TimeOfDay("12:00:00") != TimeOfDay("12:00:00Z"))
        for text in ["24:00:00", "12:60:00", "12:00:60", "12:00", "12:00:00.", "12:00:00.1234567890", "12:00:00+",
                     "12:00:00+02", "12:00:00 ", "T12:00:00"] {
            #expect(TimeOfDay(text) == nil, "\(text)")
        }
        #expect(TimeOfDay(hour: 1, minute: 2, second: 3, utcOffset: 30) == nil)
    }

    @Test func isCodableAsAJSONString() throws {
        let times = try JSONDecoder().decode([TimeOfDay].self, from: Data(#"["13:52:37.912423","08:30:00Z"]"#.utf8))
        #expect(String(decoding: try JSONEncoder().encode(times), as: UTF8.self) == #"["13:52:37.912423","08:30:00Z"]"#)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([TimeOfDay].self, from: Data(#"["1:00:00"]"#.utf8)) }
    }
}

/// `Nullable` tells an absent key, `null` and a value apart when encoding and decoding.
@Suite struct NullableTests {
    struct Patch: Codable, Equatable {
        var nickname: Nullable<String>?
        var age: Nullable<Int>?
    }

    @Test func absentNullAndValueEncodeDifferently() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        func json(_ patch: Patch) throws -> String { String(decoding: try encoder.encode(patch), as: UTF8.self) }
        #expect(try json(Patch()) == "{}")
        #expect(try json(Patch(nickname: .null)) == #"{"nickname":null}"#)
        #expect(try json(Patch(nickname: .value(""), age: Nullable(3))) == #"{"age":3,"nickname":""}"#)
        #expect(Nullable<Int>(nil) == .null)
    }

    @Test func decodingReadsValuesAndNull() throws {
        let values = try JSONDecoder().decode([Nullable<String>].self, from: Data(#"["a",null,""]"#.utf8))
        #expect(values == [.value("a"), .null, .value("")])
        #expect(values.map(\.value) == ["a", nil, ""])
        let patch = try JSONDecoder().decode(Patch.self, from: Data(#"{"age":4}"#.utf8))
        #expect(patch == Patch(nickname: nil, age: .value(4)))
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([Nullable<Int>].self, from: Data(#"["x"]"#.utf8)) }
    }

    /// The synthesized `init(from:)` of `Patch` calls `decodeIfPresent(Nullable<T>.self, …)`;
    /// the runtime's overload makes `null` a `.null` there instead of `nil`, and each of the
    /// three is encoded back as it was.
    @Test func synthesizedDecodingTellsAbsentFromNull() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        for json in ["{}", #"{"age":null,"nickname":null}"#, #"{"age":0,"nickname":"Ann"}"#, #"{"nickname":null}"#] {
            let patch = try JSONDecoder().decode(Patch.self, from: Data(json.utf8))
            #expect(String(decoding: try encoder.encode(patch), as: UTF8.self) == json)
        }
        let cleared = try JSONDecoder().decode(Patch.self, from: Data(#"{"nickname":null}"#.utf8))
        #expect(cleared == Patch(nickname: .null, age: nil))
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Patch.self, from: Data(#"{"age":"4"}"#.utf8)) }
    }

    @Test func literalsMapAndValueReadEasily() {
        let patch = Patch(nickname: "Ann", age: 3)
        #expect(patch.nickname == .value("Ann") && patch.age == .value(3))
        #expect(patch.nickname?.value == "Ann")
        #expect(Patch(nickname: .null).nickname?.value == nil)
        #expect(Nullable.value(2).map { $0 * 10 } == .value(20))
        #expect(Nullable<Int>.null.map { $0 * 10 } == .null)
        let flags: [Nullable<Bool>] = [true, .null]
        let ratios: [Nullable<Double>] = [0.5]
        #expect(flags == [.value(true), .null] && ratios == [.value(0.5)])
    }
}
