import Foundation
import Testing
@testable import EndpointRuntime

/// Every parameter style against the style examples of OpenAPI 3.0.4 §4.7.12.4 (the corrected
/// table of 3.0.3), for `color` = `"blue"`, `["blue", "black", "brown"]` and
/// `{"R": 100, "G": 200, "B": 150}`, plus the empty string and the empty array ("undefined").
/// The table's `.` (a `label` of nothing) is written `%2E`, the same character (RFC 3986 §2.3),
/// so that it cannot be a dot segment that URL resolution removes (`PathParameter.encode`).
@Suite struct ParameterStyleTests {
    static let string = ParameterValue("blue")
    static let array = ParameterValue(["blue", "black", "brown"])
    static let object = ParameterValue(["R": 100, "G": 200, "B": 150])
    static let empty = ParameterValue("")
    static let undefined = ParameterValue([String]())

    struct Row: Sendable, CustomTestStringConvertible {
        var style: ParameterStyle
        var explode: Bool
        var undefined: String?
        var string: String?
        var array: String
        var object: String
        var testDescription: String { "\(style), explode: \(explode)" }
    }

    static let pathRows = [
        Row(style: .matrix, explode: false, undefined: ";color", string: ";color=blue",
            array: ";color=blue,black,brown", object: ";color=R,100,G,200,B,150"),
        Row(style: .matrix, explode: true, undefined: ";color", string: ";color=blue",
            array: ";color=blue;color=black;color=brown", object: ";R=100;G=200;B=150"),
        Row(style: .label, explode: false, undefined: "%2E", string: ".blue", array: ".blue,black,brown", object: ".R,100,G,200,B,150"),
        Row(style: .label, explode: true, undefined: "%2E", string: ".blue", array: ".blue.black.brown", object: ".R=100.G=200.B=150"),
        Row(style: .simple, explode: false, undefined: "", string: "blue", array: "blue,black,brown", object: "R,100,G,200,B,150"),
        Row(style: .simple, explode: true, undefined: "", string: "blue", array: "blue,black,brown", object: "R=100,G=200,B=150"),
    ]

    @Test(arguments: pathRows) func pathStyles(_ row: Row) {
        func path(_ value: ParameterValue) -> String {
            PathParameter.encode(value, name: "color", style: row.style, explode: row.explode)
        }
        #expect(path(Self.undefined) == row.undefined)
        #expect(path(Self.string) == row.string)
        #expect(path(Self.array) == row.array)
        #expect(path(Self.object) == row.object)
    }

    @Test func anEmptyStringIsNamedWithoutAValueInMatrixStyle() {
        #expect(PathParameter.encode(Self.empty, name: "color", style: .matrix) == ";color")
        #expect(PathParameter.encode(Self.empty, name: "color", style: .label) == "%2E")
        #expect(PathParameter.encode(Self.empty, name: "color", style: .simple) == "")
    }

    // The table's query examples, without the leading `?`; an undefined (empty) array sends nothing.
    static let queryRows = [
        Row(style: .form, explode: false, undefined: nil, string: "color=blue",
            array: "color=blue,black,brown", object: "color=R,100,G,200,B,150"),
        Row(style: .form, explode: true, undefined: nil, string: "color=blue",
            array: "color=blue&color=black&color=brown", object: "R=100&G=200&B=150"),
        Row(style: .spaceDelimited, explode: false, undefined: nil, string: nil,
            array: "color=blue%20black%20brown", object: "color=R%20100%20G%20200%20B%20150"),
        Row(style: .pipeDelimited, explode: false, undefined: nil, string: nil,
            array: "color=blue%7Cblack%7Cbrown", object: "color=R%7C100%7CG%7C200%7CB%7C150"),
        Row(style: .deepObject, explode: true, undefined: nil, string: nil,
            array: "color%5B%5D=blue&color%5B%5D=black&color%5B%5D=brown", object: "color%5BR%5D=100&color%5BG%5D=200&color%5BB%5D=150"),
    ]

    @Test(arguments: queryRows) func queryStyles(_ row: Row) {
        func query(_ value: ParameterValue) -> String {
            var items = QueryItems()
            items.append("color", value, style: row.style, explode: row.explode)
            return items.percentEncodedString
        }
        #expect(query(Self.undefined) == "")
        #expect(query(Self.string) == "color=blue")
        #expect(query(Self.empty) == "color=")
        #expect(query(Self.array) == row.array)
        #expect(query(Self.object) == row.object)
    }

    @Test func deepObjectWritesNestedObjectsAndArraysWithBrackets() {
        // The Rails / `qs` convention, which OpenAPI leaves undefined.
        let value = ParameterValue(nested: [
            "a": ParameterValue(nested: ["b": ParameterValue("x y"), "skip": nil, "c": ParameterValue(["1", "2"])]),
            "d": ParameterValue(["e": 3]),
            "f": ParameterValue(true),
        ])
        var items = QueryItems()
        items.append("meta", value, style: .deepObject)
        #expect(items.items.map(\.name) == ["meta[a][b]", "meta[a][c][]", "meta[a][c][]", "meta[d][e]", "meta[f]"])
        #expect(items.percentEncodedString
            == "meta%5Ba%5D%5Bb%5D=x%20y&meta%5Ba%5D%5Bc%5D%5B%5D=1&meta%5Ba%5D%5Bc%5D%5B%5D=2&meta%5Bd%5D%5Be%5D=3&meta%5Bf%5D=true")
    }

    @Test func aNestedObjectInAnotherStyleIsAProblemOfTheRequest() {
        let problems = SerializationProblems()
        let value = ParameterValue(nested: ["a": ParameterValue(["b": 1])])
        var items = QueryItems()
        SerializationProblems.$current.withValue(problems) { items.append("meta", value, style: .form) }
        #expect(items.items.isEmpty)
        #expect(problems.all.first?.contains("only style deepObject writes") == true, "\(problems.all)")
    }

    @Test func queryItemsKeepTheDecodedNamesAndValues() {
        var items = QueryItems()
        items.append("color", Self.object, explode: true)
        items.append("ids", [1, 2], style: .pipeDelimited, explode: false)
        #expect(items.items.map(\.name) == ["R", "G", "B", "ids"])
        #expect(items.items.map(\.value) == ["100", "200", "150", "1|2"])
    }

    @Test func headerValuesAreSimpleAndNotPercentEncoded() {
        #expect(ParameterValue("a b/\"x\"").headerFieldValue(name: "X") == "a b/\"x\"")
        #expect(Self.array.headerFieldValue(name: "X") == "blue,black,brown")
        #expect(Self.object.headerFieldValue(name: "X") == "R,100,G,200,B,150")
        #expect(Self.object.headerFieldValue(name: "X", explode: true) == "R=100,G=200,B=150")
    }

    @Test func cookiesAreFormPairsThatKeepCookieOctetsAsTheyAre() {
        #expect(ParameterValue("a/b:c=d").cookiePairs(name: "session") == "session=a/b:c=d")
        #expect(ParameterValue("a b;c,d\"e\\f%g ü").cookiePairs(name: "s") == "s=a%20b%3Bc%2Cd%22e%5Cf%25g%20%C3%BC")
        #expect(Self.array.cookiePairs(name: "color") == "color=blue; color=black; color=brown")
        #expect(Self.array.cookiePairs(name: "color", explode: false) == "color=blue,black,brown")
        #expect(Self.object.cookiePairs(name: "color") == "R=100; G=200; B=150")
    }

    @Test func allowReservedKeepsReservedCharactersAndTripletsButNotTheQuerysOwn() {
        var items = QueryItems()
        items.append("path", "/a:b?c@d!$'()*,;%41%zz [x]#&+=", allowReserved: true)
        items.append("plain", "/a:b", allowReserved: false)
        #expect(items.percentEncodedString == "path=/a:b?c@d!$'()*,;%41%25zz%20%5Bx%5D%23%26%2B%3D&plain=%2Fa%3Ab")
    }

    @Test func enumsAndDatesUseTheirParameterText() throws {
        enum Color: String, QueryValue { case deepRed = "deep red" }
        #expect(PathParameter.encode(ParameterValue([Color.deepRed]), name: "c", style: .label, explode: true) == ".deep%20red")
        let day = try #require(CalendarDate(year: 2020, month: 2, day: 11))
        #expect(PathParameter.encode(ParameterValue(day), name: "d", style: .matrix) == ";d=2020-02-11")
    }

    @Test func aFreeFormObjectIsWrittenInKeyOrder() {
        var items = QueryItems()
        items.append("f", ParameterValue(dictionary: ["b": 2, "a": 1, "c": 3]))
        #expect(items.percentEncodedString == "a=1&b=2&c=3")
        #expect(PathParameter.encode(ParameterValue(dictionary: ["b": "x", "a": "y"]), name: "f") == "a,y,b,x")
    }

    /// A free-form object of arrays: exploded `form` repeats each key once per element, in key
    /// order (an empty array writes nothing); `deepObject` brackets each element; a style that
    /// would join the values cannot tell keys from values, so the client refuses it.
    @Test func aFreeFormObjectOfArraysRepeatsEachKey() {
        let value = ParameterValue(dictionary: ["tag": ["b c", "a&b"], "none": [String](), "size": ["1"]])
        var items = QueryItems()
        items.append("f", value)
        #expect(items.percentEncodedString == "size=1&tag=b%20c&tag=a%26b")
        #expect(items.items.map(\.value) == ["1", "b c", "a&b"])
        var deep = QueryItems()
        deep.append("f", value, style: .deepObject)
        #expect(deep.items.map(\.name) == ["f[size][]", "f[tag][]", "f[tag][]"])
        let problems = SerializationProblems()
        var joined = QueryItems()
        SerializationProblems.$current.withValue(problems) { joined.append("f", value, explode: false) }
        #expect(joined.items.isEmpty)
        #expect(problems.all.first?.contains("only style deepObject writes") == true, "\(problems.all)")
    }

    @Test func nilPropertiesOfAnObjectAreLeftOut() {
        let missing: Int? = nil
        #expect(PathParameter.encode(ParameterValue(["R": 1, "G": missing, "B": 3]), name: "c") == "R,1,B,3")
    }
}

/// A value holding its style's delimiter is undefined in OpenAPI: the client refuses to send it.
@Suite struct AmbiguousParameterTests {
    /// A request whose parts are computed when the client reads them, as generated code does.
    struct Request: APIRequest {
        typealias Response = EmptyResponse
        var method: HTTPMethod { .get }
        var pathSuffix: @Sendable () -> String = { "" }
        var query: @Sendable (inout QueryItems) -> Void = { _ in }
        var header: @Sendable () -> String? = { nil }
        var path: String { "/x" + pathSuffix() }
        var queryItems: QueryItems {
            var items = QueryItems()
            query(&items)
            return items
        }
        var headerFields: [String: String] { header().map { ["X-Ids": $0] } ?? [:] }
    }

    /// The message of the error the client throws before sending, or `nil` when it would send.
    func failure(_ request: Request) -> String? {
        do {
            _ = try scriptedClient(ScriptedTransport([.response(HTTPResponse(statusCode: 204))])).makeHTTPRequest(request)
            return nil
        } catch {
            guard case .encodingFailed(let underlying) = error else { return "unexpected \(error)" }
            return "\(underlying)"
        }
    }

    @Test func aDelimiterInsideAValueIsAnEncodingError() throws {
        let comma = failure(Request(query: { $0.append("tags", ["x,y", "z"], explode: false) }))
        #expect(comma?.contains(#"the value "x,y" of the parameter 'tags' contains ",""#) == true)
        #expect(failure(Request(query: { $0.append("q", ["a b", "c"], style: .spaceDelimited, explode: false) })) != nil)
        #expect(failure(Request(query: { $0.append("q", ["a|b", "c"], style: .pipeDelimited, explode: false) })) != nil)
        #expect(failure(Request(query: { $0.append("q", ParameterValue(["k,1": 1]), explode: false) })) != nil)
        let label = failure(Request(pathSuffix: { PathParameter.encode(ParameterValue([1.5, 2]), name: "v", style: .label, explode: true) }))
        #expect(label?.contains(#"the value "1.5" of the parameter 'v' contains ".""#) == true)
        #expect(failure(Request(header: { ParameterValue(["a,b"]).headerFieldValue(name: "X-Ids") })) != nil)
        let latin = failure(Request(header: { ParameterValue("zoë").headerFieldValue(name: "X-Ids") }))
        #expect(latin?.contains("the header field 'X-Ids' holds \"zoë\", which is not printable ASCII") == true)
    }

    @Test func theSameValuesAreFineWhereNoDelimiterSeparatesThem() throws {
        #expect(failure(Request(
            pathSuffix: { PathParameter.encode(ParameterValue(["1.5", "a,b;c"]), name: "v", style: .matrix, explode: true) },
            query: {
                $0.append("tags", ["x,y", "z"])
                $0.append("one", "a,b|c d", allowReserved: true)
            },
            header: { ParameterValue("a,b").headerFieldValue(name: "X-Ids") })) == nil)
        // JSON text escapes what a header field cannot carry.
        #expect(failure(Request(header: { ParameterValue(json: ["zoë": "🎉\u{7F}"]).headerFieldValue(name: "X-Ids") })) == nil)
        // Outside the client nothing is collected: the value is written with its delimiter encoded.
        #expect(PathParameter.encode(ParameterValue(["a,b"]), name: "v") == "a%2Cb")
    }

    @Test func aDeepObjectKeyThatBracketsWouldReadAsAnotherKeyIsAnEncodingError() throws {
        // `meta[a]b]`, `meta[[x]` and `meta[a][b]` (from the key "a][b") read back as other keys,
        // and `meta[]` (from the key "") as an array element.
        for key in ["a]b", "[x", "a][b", ""] {
            let flat = failure(Request(query: { $0.append("meta", ParameterValue(dictionary: [key: "1"]), style: .deepObject) }))
            #expect(flat?.contains("the key \"\(key)\" of the parameter 'meta'") == true, "\(key): \(String(describing: flat))")
            let nested = failure(Request(query: {
                $0.append("meta", ParameterValue(nested: ["ok": ParameterValue(dictionary: [key: 1])]), style: .deepObject)
            }))
            #expect(nested?.contains("the key \"\(key)\" of the parameter 'meta'") == true, "\(key): \(String(describing: nested))")
        }
        // Brackets mean nothing to the other styles, and a name may hold them (`filter[tags]`).
        #expect(failure(Request(query: {
            $0.append("meta", ParameterValue(dictionary: ["a]b": "1", "[x": "2"]), explode: true)
            $0.append("filter[tags]", ["a", "b"], style: .deepObject)
            $0.append("meta", ParameterValue(dictionary: ["a&b=c%d#e+f g": "h"]), style: .deepObject)
        })) == nil)
    }

    @Test func aDateOutsideRFC3339sYearsIsAnEncodingError() throws {
        let far = failure(Request(query: { $0.append("at", Date(timeIntervalSince1970: 1e12)) }))
        #expect(far?.contains("outside the years 0000–9999") == true)
    }
}
