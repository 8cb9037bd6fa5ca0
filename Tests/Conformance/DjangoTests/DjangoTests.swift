import ConformanceSupport
import DjangoClient
import EndpointRuntime
import Foundation
import Testing

/// The Django REST framework server of DjangoServer/, started once for this test process.
let server = Result { try TestServer.start("django") }

/// A client for the server with the given middlewares.
func client(_ middlewares: [any Middleware] = []) throws -> APIClient {
    try server.get().client(coding: Bookshelf.coding, middlewares: middlewares)
}

/// A date-time read as the client reads one from the server.
func dateTime(_ text: String) throws -> Date {
    try ConformanceSupport.dateTime(text, coding: Bookshelf.coding)
}

@Suite(.serialized) struct DjangoDocumentTests {
    @Test func theCommittedDocumentIsTheServersOwn() async throws {
        try await expectCommittedDocument("DjangoClient/openapi.yaml", servedBy: server.get(), at: "/api/schema/")
    }

    @Test func theSchemaOperationAnswersWithTheDocument() async throws {
        let document = try await client().send(Bookshelf.SchemaRetrieve(format: .json))
        #expect(document["openapi"] == .string("3.0.3"))
    }
}

/// Every operation of the Django server, each value compared exactly as it comes back.
@Suite(.serialized) struct DjangoOperationTests {
    typealias API = Bookshelf

    static func book(title: String = "Ünïcødé ✓ \u{1F600}") throws -> API.BookRequest {
        API.BookRequest(
            title: title, subtitle: "", isbn: nil, price: "1234.50", published: try #require(CalendarDate("2020-02-11")),
            updatedAt: try dateTime("2026-12-01T13:52:37.912423Z"), opensAt: .value(try #require(TimeOfDay("07:30:00.5"))),
            genre: .nonFiction, inPrint: false, rating: .null, pages: 1, tags: ["a b", "ü"],
            author: API.AuthorRequest(name: "Zoë", email: .null), editions: ["first": 1])
    }

    func expectSame(_ book: API.Book, _ sent: API.BookRequest) {
        #expect(book.title == sent.title && book.subtitle == sent.subtitle && book.isbn == sent.isbn)
        #expect(book.price == sent.price)
        #expect(book.published == sent.published)
        #expect(book.updatedAt == sent.updatedAt)
        #expect(book.opensAt == sent.opensAt)
        #expect(book.genre == sent.genre && book.inPrint == sent.inPrint && book.rating == sent.rating)
        #expect(book.pages == sent.pages && book.tags == sent.tags && book.editions == sent.editions)
        #expect(book.author.name == sent.author.name && book.author.email == sent.author.email)
    }

    @Test func aBookIsCreatedListedReadReplacedPatchedAndDeleted() async throws {
        let client = try client()
        _ = try await client.send(API.ResetCreate())
        let sent = try Self.book()
        let created = try await client.send(API.BooksCreate(requestBody: sent))
        expectSame(created, sent)
        expectSame(try await client.send(API.BooksRetrieve(bookId: created.id)), sent)
        let listed = try await client.send(API.BooksList(genre: .nonFiction, publishedAfter: CalendarDate("2020-02-10"), search: "Ünï"))
        #expect(listed.map(\.id) == [created.id])
        var replaced = sent
        replaced.isbn = "978-3-16-148410-0"
        replaced.rating = .value(4.5)
        expectSame(try await client.send(API.BooksUpdate(bookId: created.id, requestBody: replaced)), replaced)
        let patched = try await client.send(API.BooksPartialUpdate(bookId: created.id, requestBody: API.PatchedBookRequest(isbn: .null, pages: 2)))
        #expect(patched.isbn == nil && patched.pages == 2 && patched.rating == .value(4.5) && patched.title == sent.title)
        _ = try await client.send(API.BooksDestroy(bookId: created.id))
        let failure = await unacceptable(API.BooksRetrieve(bookId: created.id), on: client)
        #expect(failure?.status == 404)
        guard case .notFound(let problem)? = failure?.errorResponse else {
            Issue.record("expected the 404 problem body, got \(String(describing: failure))")
            return
        }
        #expect(problem.detail == "book \(created.id.uuidString.lowercased()) not found")
    }

    @Test func everyParameterArrivesExactly() async throws {
        let echo = try await client().send(API.EchoRetrieve(
            slug: "a-slug_1", day: CalendarDate("2020-02-11"), genre: .poetry, ids: [3, 1, 2],
            xTrace: "trace 1/x;y", session: "abc/def:1=2"))
        #expect(echo.slug == "a-slug_1" && echo.ids == [3, 1, 2] && echo.genre == "poetry")
        #expect(echo.day?.description == "2020-02-11")
        #expect(echo.trace == "trace 1/x;y" && echo.session == "abc/def:1=2")
    }

    @Test func aFileUploadArrives() async throws {
        let bytes = Data((0..<300).map { UInt8($0 % 256) })
        let echo = try await client().send(API.UploadsCreate(requestBody: API.UploadRequest(
            file: FilePart(data: bytes, filename: "report 1.pdf", contentType: "application/pdf"), caption: "a file ✓")))
        #expect(echo.caption == "a file ✓" && echo.size == bytes.count && echo.sha256 == "7728ae2f2c36e2aaafbe79ca14c87ae2f89e7c88c4390ecbbf82dce88706958d")
        #expect(echo.name == "report 1.pdf")
    }

    // Django reads a quoted string's backslash escapes, and not the %22 of RFC 7578 §2 (it
    // keeps only the part after a last backslash or slash: its own rule, so neither is sent here).
    @Test func aFileNameWithQuotesArrivesExactly() async throws {
        let name = #"say "hi" ü.pdf"#
        let echo = try await client().send(API.UploadsCreate(requestBody: API.UploadRequest(
            file: FilePart(data: Data("x".utf8), filename: name, contentType: "application/pdf"), caption: "c")))
        #expect(Array(echo.name.unicodeScalars) == Array(name.unicodeScalars), "arrived \(echo.name)")
    }

    @Test func formFieldsArrive() async throws {
        let echo = try await client().send(API.SubscriptionsCreate(requestBody: API.SubscriptionRequest(
            email: "zoe+1@example.org", topics: [.news, .offers], weekly: true)))
        #expect(echo.email == "zoe+1@example.org" && echo.topics == [.news, .offers] && echo.weekly)
    }

    @Test func oneClientHoldsEveryCredentialAndEachRouteGetsItsOwn() async throws {
        let client = try client([
            API.bearerAuthMiddleware(token: "t0k.en"),
            API.basicAuthMiddleware(username: "zoë", password: "p:w"),
            API.apiKeyAuthMiddleware(key: "header-key"),
        ])
        #expect(try await client.send(API.WhoamiBearerRetrieve()) == API.Whoami(scheme: "bearer", credential: "t0k.en"))
        #expect(try await client.send(API.WhoamiBasicRetrieve()) == API.Whoami(scheme: "basic", credential: "zoë:p:w"))
        #expect(try await client.send(API.WhoamiKeyRetrieve()) == API.Whoami(scheme: "key", credential: "header-key"))
    }
}
