import Foundation
import Testing
@testable import EndpointRuntime

/// Numbers read the same in a query, a form and JSON; names that a server would read as one
/// parameter are refused before sending; names that differ reach httpbin (127.0.0.1) apart.
@Suite struct FormAndQueryNameTests {
    struct Wrapped: Encodable, Sendable { var value: Double }

    /// A whole `Double` is `1` in JSON (`JSONEncoder`): the query, the form and a value written
    /// through its `Encodable` conformance send the same text.
    @Test func aNumberIsTheSameTextInAQueryAFormAndJSON() async throws {
        let doubles: [Double] = [1, -0.0, 100, 1e15, 9_007_199_254_740_992, 1e16, 0.5, 1e-7, 1e300]
        let floats: [Float] = [2, 1e15, 16_777_216, 0.1]
        var request = TestRequest(.post, "/anything", as: Echo<NoJSON>.self)
        var form = QueryItems()
        for (index, value) in doubles.enumerated() {
            request.queryItems.append("d\(index)", value)
            form.append("d\(index)", value)
            form.append("e\(index)", ParameterValue(encoding: Wrapped(value: value)), style: .deepObject)
        }
        for (index, value) in floats.enumerated() {
            request.queryItems.append("f\(index)", value)
        }
        request.body = .form(form)
        let echo = try await HTTPBin.client().send(request)
        for (index, value) in doubles.enumerated() {
            let json = String(decoding: try JSONEncoder().encode([value]), as: UTF8.self).dropFirst().dropLast()
            #expect(echo.args["d\(index)"] == .one(String(json)), "query \(value)")
            #expect(echo.form?["d\(index)"] == .one(String(json)), "form \(value)")
            #expect(echo.form?["e\(index)[value]"] == .one(String(json)), "encoded \(value)")
        }
        for (index, value) in floats.enumerated() {
            let json = String(decoding: try JSONEncoder().encode([value]), as: UTF8.self).dropFirst().dropLast()
            #expect(echo.args["f\(index)"] == .one(String(json)), "query \(value)")
        }
        #expect(echo.args["d0"] == .one("1") && echo.args["d1"] == .one("-0"))
    }

    /// A request whose query or form body `build` makes when the client reads it, as generated
    /// requests make theirs (the client collects the problems found meanwhile).
    struct Built: APIRequest {
        typealias Response = NoJSON
        var build: @Sendable (inout QueryItems) -> Void
        var inBody: Bool
        var method: HTTPMethod { .post }
        var path: String { "/anything" }
        var queryItems: QueryItems {
            var items = QueryItems()
            if !inBody { build(&items) }
            return items
        }
        var body: RequestBody? {
            guard inBody else { return nil }
            var items = QueryItems()
            build(&items)
            return .form(items)
        }
    }

    /// The client refuses the items `build` makes, in the query and in a form body, before
    /// anything is sent, naming `name`.
    private func expectRefused(_ name: String, _ build: @escaping @Sendable (inout QueryItems) -> Void,
                               sourceLocation: SourceLocation = #_sourceLocation) async {
        let transport = ScriptedTransport([.response(jsonResponse(200))])
        for inBody in [false, true] {
            let request = Built(build: build, inBody: inBody)
            let error = await apiError { try await scriptedClient(transport).send(request) }
            guard case .encodingFailed(let underlying)? = error else {
                Issue.record("expected encodingFailed, got \(String(describing: error))", sourceLocation: sourceLocation)
                continue
            }
            #expect("\(underlying)".contains("'\(name)'"), "\(underlying)", sourceLocation: sourceLocation)
        }
        #expect(transport.requests.isEmpty, sourceLocation: sourceLocation)
    }

    @Test func aFreeFormKeyBesideTheSameKeyWithBracketsIsRefused() async {
        // PHP, Rails and qs read a=1&a[b]=2 as one parameter `a`: one of the values is lost.
        await expectRefused("a") { $0.append("", ParameterValue(dictionary: ["a": "1", "a[b]": "2"])) }
        await expectRefused("a") { $0.append("", ParameterValue(dictionary: ["a": "1", "a[b][c]": "2", "z": "3"])) }
        await expectRefused("a") { $0.append("", ParameterValue(encoding: ["a": "1", "a[x]": "2"])) }
    }

    @Test func aMemberOfAnExplodedObjectNamedAsAnotherParameterIsRefused() async {
        // filter=x&filter=y reads as an array of two values (or only the last one).
        await expectRefused("filter") { items in
            items.append("filter", "x")
            items.append("options", ParameterValue(["filter": "y", "limit": 2]))
        }
        await expectRefused("filter") { items in
            items.append("options", ParameterValue(["filter": "y"]))
            items.append("filter", ["a", "b"])
        }
        await expectRefused("filter") { items in
            items.append("filter", "x")
            items.append("filter", ParameterValue(["role": "admin"]), style: .deepObject)
        }
        await expectRefused("sort") { items in
            items.append("sort[by]", "name")
            items.append("sort", "asc")
        }
        await expectRefused("raw") { items in
            items.append("raw", "text")
            items.append("raw", bytes: Data([0xFF]))
        }
    }

    /// What the check must let through reaches the server as sent: an exploded array's
    /// repeated name, names sharing a root (`page[size]`, `page[number]`), names that differ
    /// only after the root (`a` and `ab`), a key that is only brackets, unicode names.
    @Test func namesThatAServerReadsApartArrive() async throws {
        var request = TestRequest(.post, "/anything", as: Echo<NoJSON>.self)
        request.queryItems.append("tag", ["a", "b"])
        request.queryItems.append("page[size]", 10)
        request.queryItems.append("page[number]", 2)
        request.queryItems.append("a", "1")
        request.queryItems.append("ab", "2")
        request.queryItems.append("[x]", "3")
        request.queryItems.append("é", "4")
        request.queryItems.append("e\u{301}[k]", "5")
        var form = QueryItems()
        form.append("", ParameterValue(dictionary: ["x": ["1", "2"], "y": ["3"]]))
        form.append("z", ParameterValue(nested: ["a": ParameterValue(nested: ["b": ParameterValue("c")])]), style: .deepObject)
        request.body = .form(form)
        let echo = try await HTTPBin.client().send(request)
        #expect(echo.args == [
            "tag": .many(["a", "b"]), "page[size]": .one("10"), "page[number]": .one("2"), "a": .one("1"), "ab": .one("2"),
            "[x]": .one("3"), "é": .one("4"), "e\u{301}[k]": .one("5"),
        ])
        #expect(echo.form == ["x": .many(["1", "2"]), "y": .one("3"), "z[a][b]": .one("c")])
        // The same names built while the client reads the request (as generated requests build
        // theirs, so that the check runs) are not refused: in the query and in a form body.
        let query: @Sendable (inout QueryItems) -> Void = { items in
            items.append("tag", ["a", "b"])
            items.append("page[size]", 10)
            items.append("page[number]", 2)
            items.append("a", "1")
            items.append("ab", "2")
            items.append("[x]", "3")
            items.append("é", "4")
            items.append("e\u{301}[k]", "5")
            items.append("", ParameterValue(dictionary: ["x": ["1", "2"], "y": ["3"]]))
            items.append("z", ParameterValue(nested: ["a": ParameterValue(nested: ["b": ParameterValue("c")])]), style: .deepObject)
        }
        for inBody in [false, true] {
            let transport = ScriptedTransport([.response(jsonResponse(200))])
            let error = await apiError { try await scriptedClient(transport).send(Built(build: query, inBody: inBody)) }
            #expect(error.map { "\($0)" } == nil)
            #expect(transport.requests.count == 1)
        }
    }

    @Test func tenThousandFreeFormKeysAreCheckedInLinearTime() async throws {
        // Not a timing assertion: a quadratic check would take minutes here.
        var dictionary: [String: String] = [:]
        for index in 0..<10_000 { dictionary["k\(index)"] = "\(index)" }
        dictionary["k9999[x]"] = "clash"
        let members = dictionary
        await expectRefused("k9999") { $0.append("", ParameterValue(dictionary: members)) }
    }
}
