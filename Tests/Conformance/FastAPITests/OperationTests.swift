import ConformanceSupport
import EndpointRuntime
import FastAPIClient
import Foundation
import Testing

/// Every operation of the FastAPI server, each value compared exactly as it comes back.
@Suite(.serialized) struct FastAPIOperationTests {
    typealias API = Conformance

    @Test func everyParameterArrivesExactly() async throws {
        let request = API.ReadItem(
            itemId: 7, q: "Zoë & co/?#=+%20", limit: 3, tags: ["a b", "ü,x", ""], color: .deepBlue,
            since: CalendarDate("2020-02-11"), at: try dateTime("2026-12-01T13:52:37.912423Z"),
            ratio: 0.1, flag: true, xTrace: "trace 1/x;y", session: "abc/def:1=2")
        let echo = try await client().send(request)
        #expect(echo.itemId == 7)
        #expect(echo.q == "Zoë & co/?#=+%20")
        #expect(echo.limit == 3)
        #expect(echo.tags == ["a b", "ü,x", ""])
        #expect(echo.color == .deepBlue)
        #expect(echo.since?.description == "2020-02-11")
        #expect(echo.at == request.at)
        #expect(echo.ratio == 0.1)
        #expect(echo.flag)
        #expect(echo.trace == "trace 1/x;y")
        #expect(echo.session == "abc/def:1=2")
    }

    @Test func defaultsApplyWhenParametersAreLeftOut() async throws {
        let echo = try await client().send(API.ReadItem(itemId: 1))
        #expect(echo.q == nil && echo.limit == 10 && echo.tags == [] && echo.color == .red && echo.since == nil)
        #expect(echo.at == nil && echo.ratio == nil && !echo.flag && echo.trace == nil && echo.session == nil)
    }

    @Test func aPathParameterOfEitherTypeArrivesAsItsText() async throws {
        // A path is text: Pydantic's smart union keeps "-5" a str (its exact input type).
        let number = try await client().send(API.GetLookup(key: .int(-5)))
        #expect(number.key == .string("-5") && number.kind == "str")
        let text = try await client().send(API.GetLookup(key: .string("a b-ü%?#")))
        #expect(text.key == .string("a b-ü%?#") && text.kind == "str")
    }

    @Test func anInvalidParameterIsA422WithTheValidationErrorBody() async throws {
        let failure = await unacceptable(API.ReadItem(itemId: 0), on: try client())
        #expect(failure?.status == 422)
        guard case .unprocessableContent(let body)? = failure?.errorResponse else {
            Issue.record("expected the validation error body, got \(String(describing: failure))")
            return
        }
        #expect(body.detail?.first?.loc.map { "\($0)" }.joined(separator: ".").contains("item_id") == true)
    }

    static func record(id: UUID, note: String?) throws -> API.RecordInput {
        API.RecordInput(
            id: id, title: "Ünïcødé ✓ \"quoted\" \\ / \u{1F600}", note: note, count: -42, ratio: 0.1,
            price: .string("12.50"), active: true, color: .deepBlue, size: .small,
            bornOn: try #require(CalendarDate("2020-02-11")), createdAt: try dateTime("2026-12-01T13:52:37.912423"),
            updatedAt: .value(try dateTime("2026-12-01T15:52:37.000001+02:00")), alarm: .value(try #require(TimeOfDay("07:30:00.5"))),
            tags: ["", "a"], scores: ["x": 1, "": -1], address: API.Address(street: "", zipCode: "01234"), previous: .null)
    }

    /// Every field of a record as the server answered, against what was sent.
    func expectSame(_ output: API.RecordOutput, _ input: API.RecordInput) {
        #expect(output.id == input.id)
        #expect(output.title == input.title)
        #expect(output.note == input.note)
        #expect(output.count == input.count && output.ratio == input.ratio && output.active == input.active)
        #expect(output.price == "12.50")
        #expect(output.color == input.color && output.size.rawValue == input.size.rawValue)
        #expect(output.bornOn == input.bornOn)
        #expect(output.createdAt == input.createdAt)
        // The server writes every field, `null` for one that was left out (its default is None).
        #expect(output.updatedAt == input.updatedAt ?? .null)
        #expect(output.alarm == input.alarm ?? .null)
        #expect(output.tags == input.tags && output.scores == input.scores)
        var address = input.address
        address.country = address.country ?? .null
        #expect(output.address == address && output.previous == input.previous ?? .null)
    }

    @Test func aRecordIsCreatedReadReplacedPatchedAndDeleted() async throws {
        let client = try client()
        _ = try await client.send(API.Reset())
        let id = UUID()
        let record = try Self.record(id: id, note: nil)
        expectSame(try await client.send(API.CreateRecord(requestBody: record)), record)
        expectSame(try await client.send(API.GetRecord(recordId: id)), record)
        var replaced = record
        replaced.note = ""
        replaced.previous = .value(API.Address(street: "Straße 1", zipCode: "99", country: .value("DE")))
        replaced.updatedAt = nil
        replaced.alarm = .value(try #require(TimeOfDay("23:59:59.999999+05:30")))
        expectSame(try await client.send(API.ReplaceRecord(recordId: id, requestBody: replaced)), replaced)
        _ = try await client.send(API.DeleteRecord(recordId: id))
        let failure = await unacceptable(API.GetRecord(recordId: id), on: client)
        #expect(failure?.status == 404)
        guard case .notFound(let problem)? = failure?.errorResponse else {
            Issue.record("expected the 404 problem body, got \(String(describing: failure))")
            return
        }
        #expect(problem.detail == "record \(id.uuidString.lowercased()) not found")
    }

    @Test func aPatchTellsAbsentNullAndValueApart() async throws {
        let client = try client()
        let echo = try await client.send(API.PatchRecord(
            recordId: UUID(), requestBody: API.RecordPatch(title: .value("new"), note: .null)))
        // The note is cleared (null), the count left out; the server says which fields arrived.
        #expect(echo.fieldsSet == ["note", "title"])
        #expect(echo.title == "new" && echo.note == nil && echo.count == nil)
        let empty = try await client.send(API.PatchRecord(recordId: UUID(), requestBody: API.RecordPatch()))
        #expect(empty.fieldsSet == [])
        let values = try await client.send(API.PatchRecord(
            recordId: UUID(), requestBody: API.RecordPatch(title: .value(""), note: .value("ü"), count: .value(-1))))
        #expect(values.fieldsSet == ["count", "note", "title"] && values.title == "" && values.note == "ü" && values.count == -1)
    }

    @Test func bothVariantsOfEachUnionRoundTrip() async throws {
        for drawing in [API.Drawing(shape: .circle(API.Circle(radius: 0.5)), label: .int(3)),
                        API.Drawing(shape: .square(API.Square(side: 2)), label: .string("3"))] {
            #expect(try await client().send(API.EchoDrawing(requestBody: drawing)) == drawing)
        }
    }

    @Test func formFieldsArrive() async throws {
        let echo = try await client().send(API.Login(
            requestBody: API.BodyLoginFormsLoginPost(username: "zoë & bob=1+2", remember: true, nickname: "x y")))
        // (FastAPI reads an empty form value of an optional field as absent, so "" cannot round-trip.)
        #expect(echo.username == "zoë & bob=1+2" && echo.remember && echo.nickname == "x y")
    }

    @Test func aFileUploadArrivesWithItsNameAndType() async throws {
        let bytes = Data((0..<300).map { UInt8($0 % 256) })
        let upload = try await client().send(API.PostUpload(requestBody: API.BodyUploadFilesPost(
            file: FilePart(data: bytes, filename: "zoë's photo.png", contentType: "image/png"),
            description: "a file ✓", extra: FilePart(data: Data("xyz".utf8)))))
        #expect(upload.description == "a file ✓")
        #expect(upload.filename == "zoë's photo.png" && upload.contentType == "image/png")
        #expect(upload.size == bytes.count && upload.extraSize == 3)
        #expect(upload.sha256 == "7728ae2f2c36e2aaafbe79ca14c87ae2f89e7c88c4390ecbbf82dce88706958d") // SHA-256 of the 300 bytes: every byte arrived
    }

    // A quote or a backslash in a file name arrives as itself (python-multipart reads a quoted
    // string's backslash escapes, and not the %22 of RFC 7578 §2); a CR or LF, which no quoted
    // string can carry, fails the request before it is sent.
    @Test func aFileNameWithQuotesAndBackslashesArrivesExactly() async throws {
        let name = #"say "hi" \ back\slash ü.txt"#
        let upload = try await client().send(API.PostUpload(requestBody: API.BodyUploadFilesPost(
            file: FilePart(data: Data("x".utf8), filename: name, contentType: "text/plain"), description: "d")))
        #expect(Array(upload.filename.unicodeScalars) == Array(name.unicodeScalars), "arrived \(upload.filename)")
        do {
            _ = try await client().send(API.PostUpload(requestBody: API.BodyUploadFilesPost(
                file: FilePart(data: Data("x".utf8), filename: "two\r\nlines.txt"), description: "d")))
            Issue.record("a file name with CR LF was sent")
        } catch let error as APIError {
            guard case .encodingFailed = error else { Issue.record("expected encodingFailed, got \(error)"); return }
        }
    }

    @Test func oneClientHoldsEveryCredentialAndEachRouteGetsItsOwn() async throws {
        let client = try client([
            API.httpBearerMiddleware(token: "t0k.en"),
            // (FastAPI's HTTPBasic reads ASCII credentials only, though RFC 7617 §2.1 allows UTF-8.)
            API.httpBasicMiddleware(username: "zoe", password: "p:w"),
            API.apiKeyHeaderMiddleware(key: "header-key"),
            API.apiKeyCookieMiddleware(key: "cookie-key"),
        ])
        #expect(try await client.send(API.WhoamiBearer()) == API.Whoami(scheme: "bearer", credential: "t0k.en"))
        #expect(try await client.send(API.WhoamiBasic()) == API.Whoami(scheme: "basic", credential: "zoe:p:w"))
        #expect(try await client.send(API.WhoamiHeaderKey()) == API.Whoami(scheme: "header", credential: "header-key"))
        #expect(try await client.send(API.WhoamiCookieKey()) == API.Whoami(scheme: "cookie", credential: "cookie-key"))
    }

    @Test func aCustomResponseHeaderArrivesBesideTheBody() async throws {
        let seen = HeaderRecorder()
        let body = try await client([seen]).send(API.Tagged())
        #expect(body == API.Whoami(scheme: "none", credential: ""))
        #expect(seen.value == "req-42")
    }

    @Test func aStreamedResponseArrivesLineByLine() async throws {
        guard case .stream(let lines) = try await client().send(API.Stream(count: 3)) else {
            Issue.record("the server sends application/x-ndjson, which is the stream case")
            return
        }
        var received: [API.JSONValue] = []
        for try await line in lines { received.append(line) }
        #expect(received == (0..<3).map { API.JSONValue.object(["index": .number(Double($0))]) })
    }
}

/// Keeps the `X-Request-Id` of the last response.
final class HeaderRecorder: Middleware, @unchecked Sendable {
    private let lock = NSLock()
    private var last: String?
    var value: String? { lock.withLock { last } }

    func intercept(_ request: HTTPRequest,
                   next: @Sendable (HTTPRequest) async throws -> HTTPResponse) async throws -> HTTPResponse {
        let response = try await next(request)
        lock.withLock { last = response.value(forHeaderField: "X-Request-Id") }
        return response
    }
}
