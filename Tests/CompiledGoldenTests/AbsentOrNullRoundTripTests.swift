import EndpointRuntime
import Foundation
import Testing

/// A response model of the unions golden (`Unions.Issue`) whose optional properties allow
/// `null`: an absent key, `null` and a value each decode to their own state of
/// `Nullable<T>?` and encode back to the same JSON, a boxed model property (`assignee`)
/// included; the required nullable `closed_at` is written as `null`.
@Suite struct AbsentOrNullRoundTripTests {
    let coding = Unions.coding

    func decode(_ json: String) throws -> Unions.Issue {
        try coding.makeDecoder().decode(Unions.Issue.self, from: Data(json.utf8))
    }

    func encoded(_ issue: Unions.Issue) throws -> String {
        let encoder = coding.makeEncoder()
        encoder.outputFormatting = .sortedKeys
        return String(decoding: try encoder.encode(issue), as: UTF8.self)
    }

    @Test func absentKeysStayAbsent() throws {
        let json = #"{"closed_at":null,"id":1}"#
        let issue = try decode(json)
        #expect(issue.body == nil && issue.assignee == nil && issue.labels == nil && issue.state == nil)
        #expect(try encoded(issue) == json)
    }

    @Test func nullsStayNull() throws {
        let json = #"{"assignee":null,"body":null,"closed_at":null,"id":2,"labels":null,"state":null}"#
        let issue = try decode(json)
        #expect(issue.body == .null && issue.assignee == .null && issue.labels == .null && issue.state == .null)
        #expect(issue.body?.value == nil)
        #expect(try encoded(issue) == json)
    }

    @Test func valuesStayValues() throws {
        let json = #"{"assignee":{"side":2},"body":"","closed_at":"2024-01-02T03:04:05Z","id":3,"labels":["bug"],"state":"open"}"#
        let issue = try decode(json)
        #expect(issue.body == .value("") && issue.labels == .value(["bug"]) && issue.state == .value(.open))
        #expect(issue.assignee?.value == Unions.Square(side: 2))
        #expect(try encoded(issue) == json)
    }

    @Test func settingEachStateWritesIt() throws {
        var issue = Unions.Issue(id: 4, body: "text", assignee: .value(Unions.Square(side: 1)))
        #expect(try encoded(issue) == #"{"assignee":{"side":1},"body":"text","closed_at":null,"id":4}"#)
        issue.assignee = .null
        issue.body = nil
        #expect(try encoded(issue) == #"{"assignee":null,"closed_at":null,"id":4}"#)
        issue.assignee = nil
        #expect(try encoded(issue) == #"{"closed_at":null,"id":4}"#)
    }

    /// A form has no `null`: `.null` is left out like `nil` (RFC 6570 §2.3), a value is sent.
    @Test func aFormFieldLeavesNullOut() {
        func fields(_ filter: Unions.IssueFilter) -> [String] {
            guard case .form(let items)? = Unions.CreateIssue(requestBody: filter).body else { return ["not a form"] }
            return items.items.map { $0.name + "=" + $0.value }
        }
        #expect(fields(Unions.IssueFilter(label: "bug", state: .null)) == ["label=bug"])
        #expect(fields(Unions.IssueFilter(state: nil)) == [])
        #expect(fields(Unions.IssueFilter(state: "open")) == ["state=open"])
    }

    /// `closed_at` is required and allows `null`: `null` reads as `nil`, an absent key fails
    /// (read as `nil`, it would be written back as a `null` the payload did not hold).
    @Test func aRequiredNullableKeyMustBeThere() throws {
        #expect(try decode(#"{"closed_at":null,"id":6}"#).closedAt == nil)
        #expect(throws: DecodingError.self) { try decode(#"{"id":6}"#) }
    }

    @Test func aWrongValueStillFails() {
        #expect(throws: DecodingError.self) { try decode(#"{"closed_at":null,"id":5,"assignee":{"side":"wide"}}"#) }
        #expect(throws: DecodingError.self) { try decode(#"{"closed_at":null,"id":5,"labels":"bug"}"#) }
    }
}
