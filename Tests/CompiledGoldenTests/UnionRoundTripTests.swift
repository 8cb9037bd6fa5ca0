import EndpointRuntime
import Foundation
import Testing

/// The unions golden (Fixtures/valid/unions, an OpenAPI 3.1 document) decoding real payload
/// shapes and encoding them back: discriminators chosen by the values the variants fix,
/// `anyOf`, unions of strings, type lists, `allOf` hierarchies, properties beside `oneOf`,
/// constants and lower-case UUIDs.
@Suite struct UnionRoundTripTests {
    let coding = Unions.coding

    /// Decodes `json` as `T`, encodes it, and checks that the JSON values are equal.
    @discardableResult
    func roundTrip<T: Codable>(_ type: T.Type, _ json: String) throws -> T {
        let value = try coding.makeDecoder().decode(T.self, from: Data(json.utf8))
        let encoded = try coding.makeEncoder().encode(value)
        #expect(try jsonValue(encoded) == jsonValue(Data(json.utf8)), "\(String(decoding: encoded, as: UTF8.self))")
        return value
    }

    func jsonValue(_ data: Data) throws -> NSObject? {
        try JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed) as? NSObject
    }

    func encoded<T: Encodable>(_ value: T) throws -> String {
        let encoder = coding.makeEncoder()
        encoder.outputFormatting = .sortedKeys
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    func decodingError<T: Decodable>(_ type: T.Type, _ json: String) -> String? {
        do {
            _ = try coding.makeDecoder().decode(T.self, from: Data(json.utf8))
            return nil
        } catch let DecodingError.dataCorrupted(context) {
            return context.debugDescription
        } catch let DecodingError.keyNotFound(key, _) {
            return "missing \(key.stringValue)"
        } catch {
            return "\(error)"
        }
    }

    @Test func roleDiscriminatedMessagesDecodeByTheirRole() throws {
        let messages = try roundTrip([Unions.Message].self, #"""
        [{"role":"user","content":"Hi"},{"role":"assistant","refusal":"no"},{"role":"ToolMessage","tool_call_id":"t1"}]
        """#)
        #expect(messages == [
            .user(.init(content: "Hi")),
            .assistant(.init(content: nil, refusal: "no")),
            .toolMessage(.init(role: "ToolMessage", toolCallId: "t1")),
        ])
        // The schema name is still accepted, and the constant then says what is wrong.
        #expect(decodingError(Unions.Message.self, #"{"role":"UserMessage","content":"Hi"}"#) == #"expected the constant "user", found "UserMessage""#)
        #expect(decodingError(Unions.Message.self, #"{"role":"robot"}"#)
            == #"the value "robot" of "role" names no variant of Message (known: user, assistant, ToolMessage)"#)
    }

    @Test func constantsAreAlwaysWrittenAndCheckedWhenRead() throws {
        let message = Unions.UserMessage(content: "Hi")
        #expect(message.role == "user")
        #expect(try encoded(message) == #"{"content":"Hi","role":"user"}"#)
        #expect(decodingError(Unions.UserMessage.self, #"{"content":"Hi"}"#) == "missing role")
        #expect(decodingError(Unions.UserMessage.self, #"{"role":"assistant","content":"Hi"}"#) == #"expected the constant "user", found "assistant""#)
        // An optional constant whose default is the constant: absent means it, so it is written.
        let done = try coding.makeDecoder().decode(Unions.Done.self, from: Data(#"{"type":"done"}"#.utf8))
        #expect(done.kind == "reminder")
        #expect(try encoded(done) == #"{"kind":"reminder","type":"done"}"#)
        #expect(decodingError(Unions.Done.self, #"{"type":"done","kind":"memo"}"#) == #"expected the constant "reminder", found "memo""#)
        // Without that default, absence means something else: the value is a one-value enum,
        // absent unless set, and no other value decodes.
        #expect(done.version == nil)
        #expect(Unions.DoneVersion(rawValue: 3) == nil)
        #expect(decodingError(Unions.Done.self, #"{"type":"done","version":3}"#) == "the value 3 is not a value of DoneVersion (2)")
        try roundTrip(Unions.Done.self, #"{"type":"done","kind":"reminder","final":true,"version":2,"sequence":4}"#)
    }

    @Test func typeDiscriminatedEventsTryTheVariantsThatShareAValue() throws {
        let events = try roundTrip([Unions.Event].self, #"""
        [{"type":"text.delta","delta":"He"},{"type":"done","kind":"reminder","final":true,"version":2},
         {"type":"item","role":"system","text":"Be brief."},{"type":"item","role":"assistant","output":"OK"}]
        """#)
        #expect(events == [
            .textDelta(.init(delta: "He")),
            .done(.init(final: true, version: ._2)),
            .inputItem(.init(role: .system, text: "Be brief.")),
            .outputItem(.init(output: "OK")),
        ])
        let failure = decodingError(Unions.Event.self, #"{"type":"item","role":"assistant"}"#) ?? ""
        #expect(failure.hasPrefix("the value is none of the variants of Event: InputItem: "), "\(failure)")
        #expect(failure.contains(#"OutputItem: the key "output" is missing"#), "\(failure)")
    }

    @Test func objectDiscriminatedResultsAndTheirCaseNames() throws {
        let bucket = try roundTrip(Unions.UsageBucket.self, #"""
        {"object":"bucket","results":[{"object":"organization.usage.completions.result","input_tokens":3},
         {"object":"organization.usage.images.result","images":1}]}
        """#)
        #expect(bucket.results == [.completionsResult(.init(inputTokens: 3)), .imagesResult(.init(images: 1))])
    }

    @Test func uuidsAreWrittenInLowerCaseAndReadInAnyCase() throws {
        let json = #"{"role":"user","content":"x","id":"E621E1F8-C36C-495A-93fc-0c247a3e6e5f","attachments":["A3BB189E-8BF9-3888-9912-ACE4E6543002"]}"#
        let message = try coding.makeDecoder().decode(Unions.UserMessage.self, from: Data(json.utf8))
        #expect(message.id == UUID(uuidString: "e621e1f8-c36c-495a-93fc-0c247a3e6e5f"))
        #expect(try encoded(message) == #"{"attachments":["a3bb189e-8bf9-3888-9912-ace4e6543002"],"content":"x","id":"e621e1f8-c36c-495a-93fc-0c247a3e6e5f","role":"user"}"#)
    }

    @Test func anyOfKeepsEveryVariantThatMatchesAndMergesThemBack() throws {
        let both = try roundTrip(Unions.Rule.self, #"{"id":7,"wait_timer":30}"#)
        #expect(both.waitTimer == .init(id: 7, waitTimer: 30))
        #expect(both.variant3 == .init(id: 7))
        #expect(both.reviewers == nil)
        let all = try roundTrip(Unions.Rule.self, #"{"id":1,"wait_timer":5,"reviewers":["ann"]}"#)
        #expect(all.waitTimer != nil && all.reviewers != nil && all.variant3 != nil)
        let failure = decodingError(Unions.Rule.self, #"{"wait_timer":5}"#) ?? ""
        #expect(failure == #"the value is none of the variants of Rule: WaitTimer: the key "id" is missing; Reviewers: the key "id" is missing; RuleVariant3: the key "id" is missing"#)
        #expect(throws: EncodingError.self) { try coding.makeEncoder().encode(Unions.Rule()) }
        #expect(try encoded(Unions.Rule(reviewers: .init(id: 2, reviewers: []))) == #"{"id":2,"reviewers":[]}"#)
    }

    @Test func membersTheSchemaDoesNotDeclareSurviveARoundTrip() throws {
        // Dog's schema does not mention additionalProperties: a newer server's members are kept.
        let json = #"{"kind":"doggo","barks":true,"owner":{"name":"Ann","tags":["a",null]},"scores":[1,2.5,-3],"nothing":null,"ok":false,"id":9007199254740992}"#
        let dog = try roundTrip(Unions.Dog.self, json)
        #expect(dog.barks == true)
        #expect(dog.additionalProperties == [
            "owner": .object(["name": .string("Ann"), "tags": .array([.string("a"), .null])]),
            "scores": .array([.number(1), .number(2.5), .number(-3)]),
            "nothing": .null, "ok": .bool(false), "id": .number(9007199254740992),
        ])
        #expect(try encoded(dog) == #"{"barks":true,"id":9007199254740992,"kind":"doggo","nothing":null,"ok":false,"owner":{"name":"Ann","tags":["a",null]},"scores":[1,2.5,-3]}"#)
        // Through the hierarchy's choice too: the subtype keeps them.
        let animal = try roundTrip(Unions.Animal.self, json)
        guard case .doggo(let inner) = animal else {
            Issue.record("not a dog: \(animal)")
            return
        }
        #expect(inner.additionalProperties["owner"] != nil)
        // A member a Double cannot hold exactly is refused, not rounded.
        let big = decodingError(Unions.Dog.self, #"{"kind":"doggo","id":9007199254740993}"#) ?? ""
        #expect(big.contains("9007199254740993"), "\(big)")
        // A member set by hand is sent; one with a property's key is refused.
        #expect(try encoded(Unions.Dog(kind: "doggo", additionalProperties: ["color": .string("brown")])) == #"{"color":"brown","kind":"doggo"}"#)
        #expect(throws: EncodingError.self) { try coding.makeEncoder().encode(Unions.Dog(kind: "doggo", additionalProperties: ["barks": .bool(false)])) }
    }

    @Test func aPropertyNamedLikeTheDictionaryKeepsItsName() throws {
        let settings = try roundTrip(Unions.Settings.self, #"{"additionalProperties":true,"theme":"dark"}"#)
        #expect(settings.additionalProperties == true)
        #expect(settings.additionalProperties2 == ["theme": .string("dark")])
        // Only a constant: the memberwise init takes the dictionary alone.
        let marker = try roundTrip(Unions.Marker.self, #"{"type":"marker","at":[1]}"#)
        #expect(marker.additionalProperties == ["at": .array([.number(1)])])
        #expect(try encoded(Unions.Marker()) == #"{"type":"marker"}"#)
    }

    @Test func aOneOfPrefersTheVariantThatDeclaresEveryMember() throws {
        // The first variant would take `size` as an extra member; the second declares it.
        #expect(try roundTrip(Unions.Pick.self, #"{"name":"a","size":3}"#) == .variant2(.init(name: "a", size: 3)))
        #expect(try roundTrip(Unions.Pick.self, #"{"name":"a"}"#) == .variant1(.init(name: "a")))
        // No variant declares `color`: the first that decodes keeps it.
        #expect(try roundTrip(Unions.Pick.self, #"{"name":"a","size":3,"color":"red"}"#)
                == .variant1(.init(name: "a", additionalProperties: ["size": .number(3), "color": .string("red")])))
        #expect(try roundTrip(Unions.Pick.self, #"{"size":"three"}"#) == .variant1(.init(additionalProperties: ["size": .string("three")])))
    }

    @Test func anAnyOfKeepsAMemberOnceInTheVariantThatDeclaresIt() throws {
        var rule = try roundTrip(Unions.Rule.self, #"{"id":1,"wait_timer":5,"reviewers":["ann"],"extra":{"x":1}}"#)
        #expect(rule.waitTimer?.additionalProperties == ["extra": .object(["x": .number(1)])])
        #expect(rule.reviewers?.additionalProperties == ["extra": .object(["x": .number(1)])])
        #expect(rule.variant3?.additionalProperties == ["extra": .object(["x": .number(1)])])
        // A change to a declared property is what is sent: no other variant writes the old value.
        rule.waitTimer?.waitTimer = 9
        rule.reviewers?.reviewers = ["bob"]
        #expect(try encoded(rule) == #"{"extra":{"x":1},"id":1,"reviewers":["bob"],"wait_timer":9}"#)
        // A variant that did not match leaves the keys it would declare with the others.
        let alone = try roundTrip(Unions.Rule.self, #"{"id":2,"reviewers":"not a list"}"#)
        #expect(alone.reviewers == nil)
        #expect(alone.variant3?.additionalProperties == ["reviewers": .string("not a list")])
    }

    @Test func keysThatNeedEscapingAreKeptOnceToo() throws {
        let json = ##"{"a\"b":"1","back\\slash":"2","new\nline":"3","#{x} \\(y)":"4","additionalProperties":"5","additionalProperties2":"6","z":null}"##
        var odd = try roundTrip(Unions.OddKeys.self, json)
        #expect(odd.variant1?.additionalProperties == ["z": .null])
        #expect(odd.variant2?.additionalProperties3 == ["z": .null])
        #expect(odd.variant2?.additionalProperties == "5" && odd.variant2?.xY == "4")
        odd.variant2?.newLine = "changed"
        odd.variant1?.aB = "changed too"
        #expect(try encoded(odd) == ##"{"#{x} \\(y)":"4","a\"b":"changed too","additionalProperties":"5","additionalProperties2":"6","back\\slash":"2","new\nline":"changed","z":null}"##)
    }

    @Test func aUnionOfStringsIsAnOpenEnum() throws {
        let models = try roundTrip([Unions.ModelID].self, #"["small","large","gpt-x"]"#)
        #expect(models == [.small, .large, .unknown("gpt-x")])
    }

    @Test func aTypeListDecodesIntegersBeforeNumbers() throws {
        let amounts = try roundTrip([Unions.Amount].self, #"[5,5.5,"five"]"#)
        #expect(amounts == [.int(5), .double(5.5), .string("five")])
        let failure = decodingError(Unions.Amount.self, "true") ?? ""
        #expect(failure.hasPrefix("the value is none of the variants of Amount: Int: "), "\(failure)")
    }

    @Test func anAllOfHierarchyDecodesTheSubtypeItsDiscriminatorNames() throws {
        let animals = try roundTrip([Unions.Animal].self, #"""
        [{"kind":"doggo","barks":true},{"kind":"Cat","lives":9},{"kind":"Kitten","toy":"ball"},{"kind":"Animal","name":"Generic"}]
        """#)
        #expect(animals == [
            .doggo(.init(kind: "doggo", barks: true)),
            .cat(.init(kind: "Cat", lives: 9)),
            .kitten(.init(kind: "Kitten", toy: "ball")),
            .animal(.init(kind: "Animal", name: "Generic")),
        ])
        // The case decides the value written, whatever the struct holds.
        #expect(try encoded(Unions.Animal.doggo(.init(kind: "", barks: false))) == #"{"barks":false,"kind":"doggo"}"#)
        #expect(decodingError(Unions.Animal.self, #"{"kind":"Dog"}"#) == #"the value "Dog" of "kind" names no variant of Animal (known: doggo, Cat, Kitten, Animal)"#)
    }

    @Test func prefixItemsAreATupleByPosition() throws {
        let points = try roundTrip([Unions.Point].self, #"[[1.5,2,"a"],[3,4]]"#)
        #expect(points == [.init(item1: 1.5, item2: 2, item3: "a"), .init(item1: 3, item2: 4)])
        #expect(decodingError(Unions.Point.self, #"[1,2,"a",4]"#) == "expected at most 3 items")
        #expect(decodingError(Unions.Point.self, "[1]") != nil)
        let row = try coding.makeDecoder().decode(Unions.Row.self, from: Data(#"["E621E1F8-C36C-495A-93FC-0C247A3E6E5F",5,"x",true]"#.utf8))
        #expect(row.item2 == 5)
        #expect(row.rest == [.string("x"), .bool(true)])
        #expect(try encoded(row) == #"["e621e1f8-c36c-495a-93fc-0c247a3e6e5f",5,"x",true]"#)
        #expect(try encoded(Unions.Row(item1: UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F") ?? UUID(), rest: [.null]))
            == #"["e621e1f8-c36c-495a-93fc-0c247a3e6e5f",null,null]"#)
    }

    @Test func propertiesBesideAOneOfBelongToEveryVariant() throws {
        let shapes = try roundTrip([Unions.Shape].self, #"[{"id":"a","radius":1.5},{"id":"b","side":2}]"#)
        #expect(shapes == [.variant1(.init(id: "a", radius: 1.5)), .square(.init(id: "b", side: 2))])
        let check = try roundTrip(Unions.CheckRun.self, #"{"name":"lint","status":"completed","conclusion":"success"}"#)
        #expect(check.status == .completed)
    }

    /// An `allOf` of two choices: one case per combination, chosen by the first choice's
    /// discriminator and then by which variant of the second decodes.
    @Test func anAllOfOfTwoChoicesDecodesTheCombinationTheValueIs() throws {
        let mail = try roundTrip(Unions.Notice.self, #"{"id":"1","channel":"NoticeByMail","address":"a@b.c","url":"https://x"}"#)
        #expect(mail == .noticeByMailVariant2(.init(id: "1", channel: "NoticeByMail", address: "a@b.c", url: "https://x")))
        let phone = try roundTrip(Unions.Notice.self, #"{"id":"2","channel":"NoticeByPhone","number":"+1","text":"hi"}"#)
        #expect(phone == .noticeByPhoneVariant1(.init(id: "2", channel: "NoticeByPhone", number: "+1", text: "hi")))
        // The discriminator names the mail variants, whose members this value lacks.
        #expect(decodingError(Unions.Notice.self, #"{"id":"3","channel":"NoticeByMail","number":"+1","text":"hi"}"#) != nil)
        #expect(decodingError(Unions.Notice.self, #"{"id":"3","channel":"NoticeByPhone","number":"+1"}"#) != nil)
    }

    /// A deepObject parameter whose model holds itself is written with brackets as deep as
    /// the value goes, through another model and back.
    @Test func aDeepObjectThatHoldsItselfIsWrittenAsDeepAsTheValue() {
        let inner = Unions.IssueCondition(label: "b", range: .init(from: 2, within: .init(states: ["x", "y"])))
        let request = Unions.ListIssues(whereLabel: "a", whereExcept: .init(label: "c", except: inner))
        #expect(request.queryItems.items.map { $0.name + "=" + $0.value } == [
            "where[label]=a",
            "where[except][label]=c",
            "where[except][except][label]=b",
            "where[except][except][range][from]=2",
            "where[except][except][range][within][states][]=x",
            "where[except][except][range][within][states][]=y",
        ])
        let range = Unions.ListIssues(whereRange: .init(within: .init(except: .init(label: "d"))))
        #expect(range.queryItems.items.map { $0.name + "=" + $0.value } == ["where[range][within][except][label]=d"])
    }

    @Test func anEnumOfNumbersIsExact() throws {
        let ratios = try roundTrip([Unions.Ratio].self, "[0.5,1,2.5,-0.25,100,0.1,9007199254740993]")
        #expect(ratios.map(\.rawValue) == [0.5, 1, 2.5, -0.25, 100, Decimal(string: "0.1"), Decimal(string: "9007199254740993")])
        #expect(ratios[6] == .unknown(Decimal(string: "9007199254740993") ?? 0))
        #expect(Array(ratios.prefix(5)).allSatisfy { if case .unknown = $0 { false } else { true } })
        // JSON Schema compares numbers by value: 1.0 and 1e2 are the listed 1 and 100.
        let written = try coding.makeDecoder().decode([Unions.Ratio].self, from: Data("[1.0,1e2,2.50]".utf8))
        #expect(written == [ratios[1], ratios[4], ratios[2]])
        #expect(try encoded(written) == "[1,100,2.5]")
        #expect(Unions.Tuning().ratio == ratios[2])
        #expect(Unions.Half(rawValue: 0.5) != nil && Unions.Half(rawValue: 1) == nil)
        #expect(decodingError(Unions.Half.self, "0.25")?.contains("0.5") == true, "\(decodingError(Unions.Half.self, "0.25") ?? "")")
        #expect(decodingError(Unions.Ratio.self, #""1""#) != nil)
        let steps = try roundTrip(Unions.Tuning.self, #"{"half":0.5,"steps":[0.1,0.2,0.30000000000000004]}"#)
        #expect(steps.steps?.last == .unknown(Decimal(string: "0.30000000000000004") ?? 0))
        let request = Unions.ListIssues(ratio: ratios[3])
        #expect(request.queryItems.items.map { $0.name + "=" + $0.value } == ["ratio=-0.25"])
    }

    @Test func anotherHTTPSchemeHasAFactoryForItsMiddleware() {
        #expect(Unions.digestAuthMiddleware(credentials: #"username="u""#).securityScheme == "digestAuth")
    }

    /// `not`, `allOf` parts that are not objects, and enums beside type lists keep every value
    /// the server sends as sent.
    @Test func intersectionsAndTypeListEnumsKeepEveryWireValue() throws {
        let full = try roundTrip(Unions.Palette.self, #"""
        {"primary":"red","maybe":null,"word":"x","anything":{"k":[1,"2",true]},"whole":3,"mixed":1,"shape":{"a":1}}
        """#)
        #expect(full.primary == .red && full.maybe == nil && full.whole == 3 && full.mixed == .int(1))
        #expect(full.anything == .object(["k": .array([.number(1), .string("2"), .bool(true)])]))
        let other = try roundTrip(Unions.Palette.self, #"{"primary":"blue","maybe":"green","word":"","mixed":"1"}"#)
        #expect(other.primary == .unknown("blue") && other.maybe == .green && other.mixed == .string("1"))
        // integer ∩ number is an integer: a fraction is refused, never rounded.
        #expect(decodingError(Unions.Palette.self, #"{"primary":"red","maybe":null,"word":"x","whole":2.5}"#) != nil)
        #expect(decodingError(Unions.Palette.self, #"{"primary":"red","maybe":null,"word":"x","mixed":true}"#) != nil)
    }
}

extension UnionRoundTripTests {
    /// A request for one value of `T`, answered by ``JSONAnswer``.
    struct GetValue<T: Decodable & Sendable>: APIRequest {
        typealias Response = T
        var method: HTTPMethod { .get }
        var path: String { "/value" }
    }

    /// A transport that answers every request with the same JSON body.
    struct JSONAnswer: HTTPTransport {
        let json: String
        func send(_ request: HTTPRequest) async throws -> HTTPResponse {
            HTTPResponse(statusCode: 200, headerFields: ["Content-Type": "application/json"], body: Data(json.utf8))
        }
    }

    /// What the client throws for the JSON `json` read as `T`, or `nil` when it decodes.
    func clientDecodingError<T: Decodable & Sendable>(_ type: T.Type, _ json: String) async -> String? {
        let client = APIClient(server: APIServer(url: "https://example.com"), transport: JSONAnswer(json: json), coding: coding)
        do {
            _ = try await client.send(GetValue<T>())
            return nil
        } catch {
            return "\(error)"
        }
    }

    /// Tuple items (`prefixItems`) and the items after them are checked against the written
    /// number like every other `Double` member: refused, never rounded.
    @Test func tupleNumbersAreRefusedWhenADoubleWouldRoundThem() async throws {
        let item1 = await clientDecodingError(Unions.Point.self, #"[12345678901234567890,2,"x"]"#) ?? ""
        #expect(item1.contains("12345678901234567890"), "\(item1)")
        let item2 = await clientDecodingError(Unions.Point.self, "[1,0.1000000000000000000001]") ?? ""
        #expect(item2.contains("0.1000000000000000000001"), "\(item2)")
        let optional = await clientDecodingError(Unions.Series.self, #"["a",9007199254740993]"#) ?? ""
        #expect(optional.contains("9007199254740993"), "\(optional)")
        let rest = await clientDecodingError(Unions.Series.self, #"["a",1,2,3.00000000000000000001]"#) ?? ""
        #expect(rest.contains("3.00000000000000000001") && rest.contains("3"), "\(rest)")
        // Numbers a Double holds exactly decode.
        #expect(await clientDecodingError(Unions.Point.self, #"[0.1,1e300,"x"]"#) == nil)
        #expect(await clientDecodingError(Unions.Series.self, #"["a",null,1.5,-0.0]"#) == nil)
    }
}

extension UnionRoundTripTests {
    /// A `Decimal` default of more digits than a `Double` holds is the document's number.
    @Test func aDecimalDefaultIsTheDocumentsNumber() throws {
        let written = try #require(Decimal(string: "-12345678901234567890.123456789", locale: Locale(identifier: "en_US_POSIX")))
        #expect(Unions.Tuning().precise == written)
        #expect(Unions.Tuning().precise?.description == "-12345678901234567890.123456789")
    }
}
