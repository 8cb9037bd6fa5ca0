import Foundation
import Testing
@testable import EndpointRuntime

@Suite struct JSONCodingTests {
    struct Stamp: Codable, Equatable {
        var createdAt: Date
    }

    func decode(_ json: String, _ coding: JSONCoding = JSONCoding()) throws -> Date {
        try coding.makeDecoder().decode([Date].self, from: Data(json.utf8))[0]
    }

    @Test func iso8601DecodingAcceptsFractionsAndOffsetsButNotADateAlone() throws {
        let noon = Date(timeIntervalSince1970: 1_714_564_800) // 2024-05-01T12:00:00Z
        #expect(try decode(#"["2024-05-01T12:00:00Z"]"#) == noon)
        #expect(try decode(#"["2024-05-01T12:00:00.250Z"]"#) == noon.addingTimeInterval(0.25))
        #expect(try decode(#"["2024-05-01T14:00:00+02:00"]"#) == noon)
        #expect(try decode(#"["2024-05-01T07:30:00-04:30"]"#) == noon)
        // A date alone is a CalendarDate: as a Date it would be midnight somewhere, not the day.
        #expect(throws: DecodingError.self) { try decode(#"["2024-05-01"]"#) }
        #expect(throws: DecodingError.self) { try decode(#"["yesterday"]"#) }
    }

    @Test func encodingFollowsTheStrategy() throws {
        let date = Date(timeIntervalSince1970: 1_714_564_800.25)
        func encoded(_ dates: JSONCoding.DateStrategy) throws -> String {
            String(decoding: try JSONCoding(dates: dates).makeEncoder().encode([date]), as: UTF8.self)
        }
        #expect(try encoded(.iso8601) == #"["2024-05-01T12:00:00.25Z"]"#)
        #expect(try encoded(.iso8601Fractional) == #"["2024-05-01T12:00:00.250Z"]"#)
        #expect(try encoded(.secondsSince1970) == "[1714564800.25]")
        #expect(try encoded(.millisecondsSince1970) == "[1714564800250]")
        #expect(try encoded(.formatted("yyyy-MM-dd")) == #"["2024-05-01"]"#)
    }

    @Test func formattedAndEpochStrategiesRoundTrip() throws {
        #expect(try decode(#"["2024-05-01"]"#, JSONCoding(dates: .formatted("yyyy-MM-dd")))
                == Date(timeIntervalSince1970: 1_714_521_600))
        #expect(try decode("[1714564800]", JSONCoding(dates: .secondsSince1970)) == Date(timeIntervalSince1970: 1_714_564_800))
        #expect(try decode("[1714564800500]", JSONCoding(dates: .millisecondsSince1970))
                == Date(timeIntervalSince1970: 1_714_564_800.5))
    }

    @Test func snakeCaseKeysConvertBothWays() throws {
        let coding = JSONCoding(convertSnakeCaseKeys: true)
        let stamp = Stamp(createdAt: Date(timeIntervalSince1970: 0))
        let json = String(decoding: try coding.makeEncoder().encode(stamp), as: UTF8.self)
        #expect(json == #"{"created_at":"1970-01-01T00:00:00Z"}"#)
        #expect(try coding.makeDecoder().decode(Stamp.self, from: Data(json.utf8)) == stamp)
    }
}
