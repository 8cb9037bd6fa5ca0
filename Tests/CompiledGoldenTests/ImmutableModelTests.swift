import EndpointRuntime
import Foundation
import Testing

/// The `immutable` golden (`--stored-properties let`): models and requests with `let`
/// properties decode, encode and send the same JSON as with `var` ones.
@Suite struct ImmutableModelTests {
    func sortedJSON<T: Encodable>(_ value: T) throws -> NSObject? {
        try JSONSerialization.jsonObject(with: JSONEncoder().encode(value)) as? NSObject
    }

    func object(_ json: String) throws -> NSObject? {
        try JSONSerialization.jsonObject(with: Data(json.utf8)) as? NSObject
    }

    @Test func letModelsRoundTripTheirJSON() throws {
        let json = #"""
            {"id":9007199254740993,"score":0.5,"kind":"comment","x-extra":{"deep":[1,"two",null]},
             "replies":[{"id":2,"replies":[],"kind":"comment"}],
             "parent":{"id":-9223372036854775808,"replies":[],"kind":"comment"},
             "author":{"name":"Ünïcødé \u202E","karma":null}}
            """#
        let comment = try JSONDecoder().decodeExactly(Immutable.Comment.self, from: Data(json.utf8))
        #expect(comment.id == 9_007_199_254_740_993)
        #expect(comment.parent?.id == Int64.min)
        #expect(comment.author?.karma == .null)
        #expect(comment.author?.name == "Ünïcødé \u{202E}")
        #expect(comment.additionalProperties["x-extra"] == .object(["deep": .array([.number(1), .string("two"), .null])]))
        #expect(try sortedJSON(comment) == object(json))
        // Made whole by the initialiser; a changed value is a new one.
        let reply = Immutable.Comment(id: 3, replies: [], parent: comment, kind: .comment)
        #expect(reply.parent == comment)
        #expect(reply != comment)
        #expect(try sortedJSON(reply) == sortedJSON(Immutable.Comment(id: 3, replies: [], parent: comment, kind: .comment)))
    }

    @Test func letModelsStillRefuseNumbersTheyCannotHold() {
        for json in [#"{"id":7.5,"replies":[]}"#, #"{"id":9223372036854775808,"replies":[]}"#,
                     #"{"id":1,"replies":[],"author":{"name":"a","karma":1.0000000000000000001}}"#,
                     #"{"id":1,"replies":[{"id":1e400,"replies":[]}]}"#] {
            #expect(throws: DecodingError.self, "\(json)") {
                try JSONDecoder().decodeExactly(Immutable.Comment.self, from: Data(json.utf8))
            }
        }
        for json in [#"{"name":"a","karma":1.5}"#, #"{"name":"a","karma":-9223372036854775809}"#, #"{"karma":1}"#, #"{"name":null}"#] {
            #expect(throws: DecodingError.self, "\(json)") {
                try JSONDecoder().decodeExactly(Immutable.Author.self, from: Data(json.utf8))
            }
        }
    }

    /// A closed object (`additionalProperties: false`) keeps no other member, as with `var`
    /// properties: it has no dictionary for them, and writes back its properties only.
    @Test func aClosedLetModelWritesItsPropertiesOnly() throws {
        let author = try JSONDecoder().decodeExactly(Immutable.Author.self, from: Data(#"{"name":"","other":1,"karma":0}"#.utf8))
        #expect(author == Immutable.Author(name: "", karma: .value(0)))
        #expect(try sortedJSON(author) == object(#"{"name":"","karma":0}"#))
    }

    /// An anyOf keeps a member once, in the variant that declares it, although the variants'
    /// declared properties are `let` (their `additionalProperties` stay `var`).
    @Test func anyOfKeepsEachMemberOnce() throws {
        let json = #"{"wait_timer":5,"reviewers":["a","ü"],"note":"kept"}"#
        let rule = try JSONDecoder().decodeExactly(Immutable.Rule.self, from: Data(json.utf8))
        #expect(rule.waitTimer?.waitTimer == 5)
        #expect(rule.reviewers?.reviewers == ["a", "ü"])
        #expect(rule.waitTimer?.additionalProperties == ["note": .string("kept")])
        #expect(rule.reviewers?.additionalProperties == ["note": .string("kept")])
        #expect(try sortedJSON(rule) == object(json))
    }

    @Test func letRequestsSendTheirMembers() throws {
        let request = Immutable.GetComment(id: Int64.max, depth: 0, xTrace: "a b")
        #expect(request.path == "/comments/9223372036854775807")
        #expect(request.queryItems.items.map { "\($0.name)=\($0.value)" } == ["depth=0"])
        #expect(request.headerFields == ["X-Trace": "a b"])
        guard case .json(let body)? = Immutable.AddRule(requestBody: .init(waitTimer: .init(waitTimer: 1))).body else {
            Issue.record("not a JSON body")
            return
        }
        #expect(try sortedJSON(body) == object(#"{"wait_timer":1}"#))
    }
}
