import EndpointRuntime
import Foundation
import Testing

/// Sample JSON decoded through the generated types and encoded back.
@Suite struct JSONRoundTripTests {
    func decoder(_ strategy: JSONDecoder.DateDecodingStrategy = .iso8601) -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = strategy
        return decoder
    }

    func encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        encoder.dateEncodingStrategy = .iso8601
        return encoder
    }

    /// Decodes `json` as `T`, encodes it, and checks that the JSON objects are equal.
    func roundTrip<T: Codable>(_ type: T.Type, _ json: String) throws -> T {
        let value = try decoder().decode(T.self, from: Data(json.utf8))
        let encoded = try encoder().encode(value)
        let original = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? NSObject
        let again = try JSONSerialization.jsonObject(with: encoded) as? NSObject
        #expect(original == again, "\(String(decoding: encoded, as: UTF8.self))")
        return value
    }

    /// A free-form JSON number is a `Double`: an integer it cannot hold exactly (beyond 2^53)
    /// is refused, never read as its neighbour (9007199254740993 would become ...992).
    @Test func freeFormIntegersAreExactOrRefused() throws {
        let decoder = decoder()
        #expect(try decoder.decode(Basics.JSONValue.self, from: Data("9007199254740992".utf8)) == .number(9007199254740992))
        #expect(try decoder.decode(Basics.JSONValue.self, from: Data("-9007199254740992".utf8)) == .number(-9007199254740992))
        #expect(try decoder.decode(Basics.JSONValue.self, from: Data("1.5".utf8)) == .number(1.5))
        #expect(try decoder.decode(Basics.JSONValue.self, from: Data("[3, -4]".utf8)) == .array([.number(3), .number(-4)]))
        for text in ["9007199254740993", "-9007199254740993", "18446744073709551615", "{\"id\": 12345678901234567}"] {
            #expect(throws: DecodingError.self, "\(text)") {
                try decoder.decode(Basics.JSONValue.self, from: Data(text.utf8))
            }
        }
    }

    @Test func snakeCaseKeysAndExplicitKeys() throws {
        let json = #"{"id":1,"user_id":7,"title":"T","body":"B","status":"in-review","scores":{"a":1.5},"created":"2024-05-01T12:00:00Z","published":true,"tags":["x"]}"#
        let post = try roundTrip(Basics.Post.self, json)
        #expect(post.userId == 7)
        #expect(post.status == .inReview)
        #expect(post.createdAt == Date(timeIntervalSince1970: 1_714_564_800))
        #expect(post.tags == ["x"])
        #expect(post.metadata == nil)
    }

    @Test func unknownEnumValuesAreKeptAndEncodedBack() throws {
        let post = try roundTrip(Basics.Post.self, #"{"id":1,"user_id":7,"title":"T","body":"B","status":"archived","scores":{},"created":"2024-05-01T12:00:00Z","published":false}"#)
        #expect(post.status == .unknown("archived"))
        #expect(Basics.Status(rawValue: "draft") == .draft)
        #expect(Basics.Status.unknown("x").rawValue == "x")
    }

    @Test func jsonValuesOfEveryKind() throws {
        let value = try roundTrip(Bodies.Echo.self, #"{"text":{"a":[1,2.5,"s",true,null,{"b":{}}]}}"#)
        guard case .object(let object) = value.text, case .array(let items)? = object["a"] else {
            Issue.record("not an object holding an array: \(value)")
            return
        }
        #expect(items.count == 6)
        #expect(items[3] == .bool(true))
        #expect(items[4] == .null)
    }

    @Test func hazardousNamesMapToTheirJSONKeys() throws {
        let keywords = try roundTrip(Naming.Keywords.self, #"{"default":"d","self":1,"Type":"t","protocol":"p","init":true,"Self":"S","none":3,"hashValue":4}"#)
        #expect(keywords.`default` == "d")
        #expect(keywords.self_ == 1)
        #expect(keywords.self2 == "S")
        #expect(keywords.hashValue2 == 4)
        let collisions = try roundTrip(Naming.Collisions.self, #"{"user_id":1,"userId":2,"NullTime":"a","nullTime":"b"}"#)
        #expect(collisions.userId == 1 && collisions.userId2 == 2)
        #expect(collisions.nullTime == "a" && collisions.nullTime2 == "b")
        let characters = try roundTrip(Naming.Characters.self, #"{"first-name":"a","last.name":"b","with space":"c","2fa":true,"größe":1.5,"名前":"n","$ref":"r"}"#)
        #expect(characters._2fa)
        #expect(characters.名前 == "n")
    }

    @Test func enumValuesThatDifferOnlyByCaseOrSign() throws {
        let values = try roundTrip([Naming.Values].self, #"["","A","a","+1","-1","in-review","in_review","self","unknown","rawValue","default","none","Ünïcödé","other"]"#)
        #expect(values == [.empty, .a, .a2, .plus1, .minus1, .inReview, .inReview2, .self_, .unknown2, .rawValue2, .`default`, .none_, .ünïcödé, .unknown("other")])
    }

    @Test func hostileTextComesBackUnchanged() throws {
        let key = "\"\"\"\\(key)#\"\n"
        let object: [String: String] = ["quote\"key": "q", "back\\slash": "b", "inter\\(polation)": "i", "raw#\"string": "r",
                                        "new\nline": "n", "comment*/end": "c", key: "p"]
        let json = String(decoding: try JSONSerialization.data(withJSONObject: object), as: UTF8.self)
        let text = try roundTrip(Hostile.Text.self, json)
        #expect(text.quoteKey == "q" && text.backSlash == "b" && text.interPolation == "i" && text.rawString == "r")
        #expect(text.newLine == "n" && text.commentEnd == "c" && text.plain == "p")
        let moods = ["*/", "\"\"\"", "\\(x)", "#\"raw\"#", "back\\slash", "new\nline", "tab\there", "nul\u{0}char", "\u{202E}bidi"]
        for mood in moods {
            #expect(Hostile.Mood(rawValue: mood).rawValue == mood)
            if case .unknown = Hostile.Mood(rawValue: mood) { Issue.record("'\(mood)' is not a known case") }
        }
        #expect(Hostile.defaultHeaderFields == ["X-#'|~`": "\"\"\" \\(x) #\" \\ */ /*"])
    }

    @Test func recursiveModels() throws {
        let comment = try roundTrip(Recursion.Comment.self, #"{"id":1,"replies":[{"id":2,"replies":[]}],"parent":{"id":0,"replies":[],"parent":{"id":-1,"replies":[]}}}"#)
        #expect(comment.parent?.parent?.id == -1)
        #expect(comment.replies.first?.id == 2)
        var copy = comment
        copy.parent = nil
        #expect(copy != comment)
        #expect(comment.parent?.id == 0)
        let company = try roundTrip(Recursion.Company.self, #"{"name":"C","ceo":{"name":"P","employer":{"name":"D","ceo":{"name":"Q"}}}}"#)
        #expect(company.ceo.employer?.ceo.name == "Q")
        let tree = try roundTrip(Recursion.Tree.self, #"{"left":{"right":{}}}"#)
        #expect(tree.left?.right?.left == nil)
    }

    /// A model held by another (not on a cycle) is boxed too: the JSON, the property's type and
    /// value semantics are as if it were stored inline.
    @Test func nestedModelsAreBoxedAndStillValues() throws {
        let user = try roundTrip(JSONPlaceholder.User.self, #"""
            {"id":1,"name":"N","username":"u","email":"e@x","phone":"1","website":"w",
             "address":{"street":"S","suite":"2","city":"C","zipcode":"Z","geo":{"lat":"1.5","lng":"-2"}},
             "company":{"name":"Co","catchPhrase":"c","bs":"b"}}
            """#)
        #expect(user.address.geo.lng == "-2")
        var moved = user
        moved.address.geo.lat = "0"
        moved.company.name = "Other"
        #expect(user.address.geo.lat == "1.5" && user.company.name == "Co")
        #expect(moved.address.geo.lat == "0" && moved.company.name == "Other")
        // JSONPlaceholder's models are neither Equatable nor Hashable (the default): compare JSON.
        #expect(try encoder().encode(moved) != encoder().encode(user))
        moved.address.geo.lat = "1.5"
        moved.company = user.company
        #expect(try encoder().encode(moved) == encoder().encode(user))
    }

    /// With `--conformances Hashable`, a boxed model compares and hashes by its value, not by
    /// the identity of its box.
    @Test func boxedModelsCompareAndHashByValue() throws {
        let json = #"{"left":{"value":1},"right":{"left":{"value":2}}}"#
        let sum = try decoder().decode(OpenAPIFeatures.Sum.self, from: Data(json.utf8))
        var other = try decoder().decode(OpenAPIFeatures.Sum.self, from: Data(json.utf8))
        #expect(other == sum)
        #expect(Set([sum, other]).count == 1)
        other.right = nil
        #expect(other != sum)
        #expect(Set([sum, other]).count == 2)
    }

    @Test func oneOfByDiscriminatorAndByTrying() throws {
        let pets = try roundTrip([OpenAPIFeatures.Pet].self, #"[{"petType":"cat","lives":7},{"petType":"Cat","lives":1},{"petType":"dog","barks":false}]"#)
        #expect(pets == [.cat(.init(petType: "cat", lives: 7)), .cat(.init(petType: "Cat", lives: 1)), .dog(.init(petType: "dog", barks: false))])
        #expect(throws: DecodingError.self) { try decoder().decode(OpenAPIFeatures.Pet.self, from: Data(#"{"petType":"fish"}"#.utf8)) }
        let mixed = try roundTrip([OpenAPIFeatures.StringOrNumber].self, #"[1,"two",[3,["four"]]]"#)
        #expect(mixed == [.int(1), .string("two"), .stringOrNumberArray([.int(3), .stringOrNumberArray([.string("four")])])])
        #expect(throws: DecodingError.self) { try decoder().decode(OpenAPIFeatures.StringOrNumber.self, from: Data("true".utf8)) }
        let expression = try roundTrip(OpenAPIFeatures.Expression.self, #"{"left":{"value":1},"right":{"left":{"value":2}}}"#)
        guard case .sum(let sum) = expression, case .sum(let inner)? = sum.right else {
            Issue.record("not a nested sum: \(expression)")
            return
        }
        #expect(inner.left == .literal(.init(value: 2)))
    }

    @Test func integerEnumsAndDefaults() throws {
        let priorities = try roundTrip([OpenAPIFeatures.Priority].self, "[1,2,-1,10,99]")
        #expect(priorities == [._1, ._2, .minus1, ._10, .unknown(99)])
        let settings = OpenAPIFeatures.Settings()
        #expect(settings.name == "untitled \"draft\" \\(x)")
        #expect(settings.priority == ._2 && settings.level == .high && settings.ratio == 0.5)
        #expect(settings.tags.isEmpty && settings.extra.isEmpty && settings.count == nil)
    }

    @Test func membersBesideThePropertiesAreKeptAndWrittenBack() throws {
        let json = #"{"name":"n","count":2,"additionalProperties":"a property","team":"core","owner":null}"#
        let labels = try roundTrip(OpenAPIFeatures.Labels.self, json)
        #expect(labels.name == "n")
        #expect(labels.additionalProperties2 == "a property")
        #expect(labels.additionalProperties == ["team": "core", "owner": String?.none])
        let bare = try roundTrip(OpenAPIFeatures.Labels.self, #"{"name":"n"}"#)
        #expect(bare.additionalProperties.isEmpty)
        // A member cannot take a property's key: the object could not hold both.
        let clash = OpenAPIFeatures.Labels(name: "n", additionalProperties: ["count": "3"])
        #expect(throws: EncodingError.self) { try encoder().encode(clash) }
    }

    /// An integer written with digits a whole number drops (`7.0000000000000000001`,
    /// `12345678901234567890e-2`) is refused, not cut to `7` or `123456789012345678` as
    /// `JSONDecoder` does; an integer spelled with an exponent or a zero fraction is its value.
    @Test func integersWrittenWithDigitsTheyWouldDropAreRefused() throws {
        func post(_ members: String) throws -> Basics.Post {
            let json = #"{"user_id":7,"title":"T","body":"B","status":"draft","scores":{},"created":"2024-05-01T12:00:00Z","published":false,"# + members + "}"
            return try decoder().decodeExactly(Basics.Post.self, from: Data(json.utf8))
        }
        #expect(try post(#""id":1e2,"big_count":9007199254740993,"small_count":-0"#).id == 100)
        #expect(try post(#""id":1,"big_count":9007199254740993.0"#).bigCount == 9_007_199_254_740_993)
        for members in [#""id":7.0000000000000000001"#, #""id":1,"big_count":12345678901234567890e-2"#,
                        #""id":1,"small_count":1.00000000000000000001e1"#] {
            #expect(throws: DecodingError.self, "\(members)") { try post(members) }
        }
        #expect(throws: DecodingError.self) { try decoder().decodeExactly(Basics.JSONValue.self, from: Data("7.0000000000000000001".utf8)) }
        #expect(throws: DecodingError.self) { try decoder().decodeExactly(Samples.Level.self, from: Data("1.0000000000000000001".utf8)) }
        #expect(try decoder().decodeExactly(Samples.Level.self, from: Data("2.0".utf8)) == ._2)
        // A webhook payload is checked as a response body is.
        #expect(throws: DecodingError.self) {
            try OpenAPIFeatures.Webhooks.PetAdopted.decode(Data(#"{"petType":"cat","lives":7.0000000000000000001}"#.utf8))
        }
    }

    @Test func webhookPayloadsDecodeWithTheAPIsRules() throws {
        let cat = try OpenAPIFeatures.Webhooks.PetAdopted.decode(Data(#"{"petType":"cat","lives":7}"#.utf8))
        #expect(cat.lives == 7)
        #expect(OpenAPIFeatures.Webhooks.PetAdopted.method == .post)
        #expect(OpenAPIFeatures.Webhooks.PhotoReady.Payload.self == Data.self)
        #expect(OpenAPIFeatures.Webhooks.Ping.method == .get)
        #expect(throws: DecodingError.self) { try OpenAPIFeatures.Webhooks.PetAdopted.decode(Data(#"{"lives":"many"}"#.utf8)) }
    }
}
