import EndpointRuntime
import Foundation
import Testing

/// The forms golden: free-form form bodies of any value, base64 bytes, objects and choices;
/// arrays of objects under deepObject in the query and in a form field; and the members a
/// model keeps beside its properties, sent in forms, multipart bodies and query parameters.
/// Written by the real runtime, then sent to a local httpbin, whose `/anything` route echoes
/// the form fields and query arguments it decoded.
@Suite(.serialized) struct FormShapesTests {
    /// A transport that fails every request with the request it was given.
    struct Capture: HTTPTransport {
        struct Sent: Error {
            var request: HTTPRequest
        }

        func send(_ request: HTTPRequest) async throws -> HTTPResponse { throw Sent(request: request) }
    }

    let client = APIClient(server: APIServer(url: "https://forms.example.com"), transport: Capture(), coding: Forms.coding)

    /// The request as the client would send it, or the message of the encoding failure.
    func made(_ request: some APIRequest) async -> Result<HTTPRequest, APIError> {
        do {
            _ = try await client.send(request)
            return .failure(.cancelled)
        } catch .transportFailed(let sent as Capture.Sent) {
            return .success(sent.request)
        } catch {
            return .failure(error)
        }
    }

    /// The form body as the client sends it, or the text of the error that refused it.
    func sent(_ request: some APIRequest) async -> String {
        switch await made(request) {
        case .success(let http):
            guard case .data(let data)? = http.body else { return "no body" }
            return String(decoding: data, as: UTF8.self)
        case .failure(let error):
            return "\(error)"
        }
    }

    /// The query as the client sends it, percent-decoded, or the text of the error.
    func query(_ request: some APIRequest) async -> String? {
        switch await made(request) {
        case .success(let http): http.url.query?.removingPercentEncoding
        case .failure(let error): "\(error)"
        }
    }

    @Test func aFreeFormBodySendsEachKeyAsItsJSONValueReads() async {
        let body: [String: Forms.JSONValue] = ["name": .string("a b"), "count": .number(3), "ratio": .number(0.5),
                                               "on": .bool(true), "none": .null, "tags": .array([.string("x"), .number(2)])]
        #expect(await sent(Forms.PostFree(requestBody: body)) == "count=3&name=a%20b&on=true&ratio=0.5&tags=x&tags=2")
        #expect(await sent(Forms.PostOpen(requestBody: ["k": .string("v")])) == "k=v")
        #expect(Forms.PostOpen(requestBody: nil).body == nil)
    }

    @Test func anObjectInsideAFreeFormBodyHasNoFormAndFailsTheRequest() async {
        let nested = await sent(Forms.PostFree(requestBody: ["a": .object(["b": .string("c")])]))
        #expect(nested.contains("only style deepObject writes"), "\(nested)")
        let listed = await sent(Forms.PostFree(requestBody: ["a": .array([.object(["b": .string("c")])])]))
        #expect(listed.contains("only style deepObject writes"), "\(listed)")
        let hole = await sent(Forms.PostFree(requestBody: ["a": .array([.string("x"), .null])]))
        #expect(hole.contains("the element a[1] is null"), "\(hole)")
    }

    @Test func bytesObjectsChoicesAndNullsInAFormBody() async {
        #expect(await sent(Forms.PostBlobs(requestBody: ["b": Data([0xFF, 0xFE]), "a": Data("hi".utf8)])) == "a=aGk%3D&b=%2F%2F4%3D")
        let lines = Forms.PostLines(requestBody: ["second": .init(sku: "y", quantity: 2, note: "gift"), "first": .init(sku: "x&z", quantity: 1)])
        #expect(await sent(lines) == "first%5Bsku%5D=x%26z&first%5Bquantity%5D=1&second%5Bsku%5D=y&second%5Bquantity%5D=2&second%5Bnote%5D=gift")
        let choices = Forms.PostChoices(requestBody: ["n": .int(5), "line": .line(.init(sku: "s", quantity: 1))])
        #expect(await sent(choices) == "line%5Bsku%5D=s&line%5Bquantity%5D=1&n=5")
        #expect(await sent(Forms.PostMaybe(requestBody: ["a": "1", "gone": nil])) == "a=1")
    }

    @Test func deepObjectWritesArraysOfObjectsUnderTheirIndices() async {
        let request = Forms.FindOrders(orderReference: "r1", orderLines: [.init(sku: "a", quantity: 1), .init(sku: "b", quantity: 2, note: "n")],
                                       orderGrid: [[1, 2], [3]], lines: [.init(sku: "c", quantity: 3)])
        #expect(await query(request) == "order[reference]=r1&order[lines][0][sku]=a&order[lines][0][quantity]=1"
            + "&order[lines][1][sku]=b&order[lines][1][quantity]=2&order[lines][1][note]=n"
            + "&order[grid][0][]=1&order[grid][0][]=2&order[grid][1][]=3&lines[0][sku]=c&lines[0][quantity]=3")
        let body = Forms.CreateOrder(requestBody: .init(customer: "me", order: .init(lines: [.init(sku: "a", quantity: 1)])))
        #expect(await sent(body).removingPercentEncoding == "customer=me&order[lines][0][sku]=a&order[lines][0][quantity]=1")
    }

    @Test func theMembersBesideTheProperties() async {
        let filter = Forms.FindTagged(filterName: "n", filter: ["color": "red"], name: "m", flat: ["size": "L"])
        #expect(await query(filter) == "filter[name]=n&filter[color]=red&name=m&size=L")
        let clash = await sent(Forms.FindTagged(name: "m", flat: ["name": "other"]))
        #expect(clash.contains("the additional property 'name' has the key of a property"), "\(clash)")
        #expect(await sent(Forms.CreateTagged(requestBody: .init(name: "n", additionalProperties: ["b": "2", "a": "1"]))) == "name=n&a=1&b=2")
        let kept = Forms.Line(sku: "s", quantity: 1, additionalProperties: ["colour": .string("blue"), "size": .number(2)])
        #expect(await sent(Forms.CreateLine(requestBody: kept)) == "sku=s&quantity=1&colour=blue&size=2")
        let twice = await sent(Forms.CreateLine(requestBody: .init(sku: "s", quantity: 1, additionalProperties: ["sku": .string("t")])))
        #expect(twice.contains("the additional property 'sku' has the key of a property"), "\(twice)")
        // In a query, a model with such members is written whole, as its JSON has it.
        let deep = Forms.FindOrders(orderLines: [kept])
        #expect(await query(deep)
            == "order[lines][0][sku]=s&order[lines][0][quantity]=1&order[lines][0][colour]=blue&order[lines][0][size]=2")
    }

    /// Keys a server would read as other brackets, and values that have no text.
    @Test func hostileKeysAndValuesAreRefusedNotGuessed() async {
        for key in ["a]b", "a[b", ""] {
            let refused = await sent(Forms.PostLines(requestBody: [key: .init(sku: "x", quantity: 1)]))
            #expect(refused.contains("cannot be written in style deepObject"), "\(key): \(refused)")
        }
        let nan = await sent(Forms.PostFree(requestBody: ["x": .number(.nan)]))
        #expect(nan.contains("no JSON or parameter form"), "\(nan)")
        let empty = await query(Forms.FindOrders(lines: [.init(sku: "a", quantity: 1), .init(sku: "b", quantity: 2)]))
        #expect(empty == "lines[0][sku]=a&lines[0][quantity]=1&lines[1][sku]=b&lines[1][quantity]=2")
        let hole = await query(Forms.FindOrders(orderGrid: [[1], []]))
        #expect(hole?.contains("the element order[grid][1]") == true, "\(String(describing: hole))")
        #expect(await sent(Forms.PostFree(requestBody: ["big": .number(1e300), "int": .number(9_007_199_254_740_992)]))
            == "big=1e%2B300&int=9007199254740992")
    }

    @Test func aFreeFormMultipartBodyIsOnePartPerKey() async {
        let parts = await sent(Forms.PostParts(requestBody: ["b": .object(["x": .number(1)]), "a": .string("text"), "n": .number(2)]))
        let names = parts.components(separatedBy: "\r\n").filter { $0.hasPrefix("Content-Disposition") || $0.hasPrefix("Content-Type") }
        #expect(names == ["Content-Disposition: form-data; name=\"a\"", "Content-Disposition: form-data; name=\"b\"", "Content-Type: application/json",
                          "Content-Disposition: form-data; name=\"n\""], "\(parts)")
        #expect(parts.contains("{\"x\":1}"), "\(parts)")
        let lists = await sent(Forms.PostPartLists(requestBody: ["k": [1, 2], "e": []]))
        #expect(lists.components(separatedBy: "name=\"k\"").count == 3, "\(lists)")
        #expect(!lists.contains("name=\"e\""), "\(lists)")
    }

    @Test func httpbinReadsTheFormsAndQueriesAsMeant() async throws {
        let echo = try LocalHTTPBin.client(appending: "anything", coding: Forms.coding)
        let free = try await echo.send(Echoed(base: Forms.PostFree(requestBody: ["a&b=c": .string("1 + 1"), "n": .number(2), "t": .array([.string("x"), .string("y")])])))
        #expect(free.form == ["a&b=c": .string("1 + 1"), "n": .string("2"), "t": .array([.string("x"), .string("y")])])
        let lines = try await echo.send(Echoed(base: Forms.PostLines(requestBody: ["ü": .init(sku: "a&b", quantity: 1)])))
        #expect(lines.form == ["ü[quantity]": .string("1"), "ü[sku]": .string("a&b")])
        let kept = Forms.Line(sku: "s", quantity: 1, additionalProperties: ["colour": .string("blue")])
        let line = try await echo.send(Echoed(base: Forms.CreateLine(requestBody: kept)))
        #expect(line.form == ["sku": .string("s"), "quantity": .string("1"), "colour": .string("blue")])
        let orders = try await echo.send(Echoed(base: Forms.FindOrders(orderLines: [.init(sku: "a", quantity: 1), .init(sku: "b", quantity: 2)])))
        let parts = try await echo.send(Echoed(base: Forms.PostParts(requestBody: ["a b": .string("ü"), "n": .number(1.5), "o": .object(["k": .bool(true)])])))
        #expect(parts.form == ["a b": .string("ü"), "n": .string("1.5"), "o": .string(#"{"k":true}"#)])
        let files = try await echo.send(Echoed(base: Forms.PostFiles(requestBody: ["doc": FilePart(data: Data("hello".utf8), filename: "d.txt", contentType: "text/plain")])))
        #expect(files.files == ["doc": .string("hello")])
        let lists = try await echo.send(Echoed(base: Forms.PostPartLists(requestBody: ["k": [1, 2]])))
        #expect(lists.form == ["k": .array([.string("1"), .string("2")])])
        #expect(orders.args == ["order[lines][0][quantity]": .string("1"), "order[lines][0][sku]": .string("a"),
                                "order[lines][1][quantity]": .string("2"), "order[lines][1][sku]": .string("b")])
    }
}
