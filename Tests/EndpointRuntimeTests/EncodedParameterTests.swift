import Foundation
import Testing
@testable import EndpointRuntime

/// Values whose shape is known only when the request is made (`ParameterValue(encoding:)`),
/// arrays of objects (`ParameterValue(elements:)`) and dictionaries of any values: written as
/// JSON would hold them, by deepObject with the PHP, Rails and `qs` brackets, and refused
/// where a style has no form for them.
@Suite struct EncodedParameterTests {
    /// A JSON value as a generated `JSONValue` holds it.
    enum Free: Encodable {
        case null, scalar(any Encodable & Sendable), array([Free]), object([String: Free])

        static func string(_ text: String) -> Free { .scalar(text) }
        static func number(_ number: Double) -> Free { .scalar(number) }
        static func bool(_ flag: Bool) -> Free { .scalar(flag) }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            switch self {
            case .null: try container.encodeNil()
            case .scalar(let value): try container.encode(value)
            case .array(let values): try container.encode(values)
            case .object(let members): try container.encode(members)
            }
        }
    }

    struct Line: Encodable {
        var sku: String
        var quantity: Int
        var note: String?
    }

    func written(_ value: @autoclosure () -> ParameterValue, name: String = "p", style: ParameterStyle = .deepObject, explode: Bool = true)
        -> (pairs: [String], problems: [String]) {
        let problems = SerializationProblems()
        var items = QueryItems()
        SerializationProblems.$current.withValue(problems) { items.append(name, value(), style: style, explode: explode) }
        return (items.items.map { $0.name + "=" + $0.value }, problems.all)
    }

    @Test func anEncodedValueHasTheShapeOfItsJSON() {
        let value = ParameterValue(encoding: Free.object([
            "s": .string("a b"), "n": .number(3), "f": .number(0.1), "t": .bool(true), "gone": .null,
            "list": .array([.string("x"), .number(-2)]),
        ]))
        #expect(written(value, name: "", style: .form).pairs == ["f=0.1", "list=x", "list=-2", "n=3", "s=a b", "t=true"])
        #expect(written(value, name: "", style: .form).problems.isEmpty)
        let big = ParameterValue(encoding: ["d": Decimal(string: "12345678901234567890.5"), "e": nil])
        #expect(written(big, name: "", style: .form).pairs == ["d=12345678901234567890.5"])
        let typed = ParameterValue(encoding: ["when": Date(timeIntervalSince1970: 0)])
        #expect(written(typed, name: "", style: .form).pairs == ["when=1970-01-01T00:00:00Z"])
        let bytes = ParameterValue(encoding: ["id": UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"), "raw": nil])
        #expect(written(bytes, name: "", style: .form).pairs == ["id=e621e1f8-c36c-495a-93fc-0c247a3e6e5f"])
        #expect(written(ParameterValue(encoding: ["b": Data([0xFF, 0x00])]), name: "", style: .form).pairs == ["b=/wA="])
        #expect(written(ParameterValue(encoding: ["x": Float(0.1), "y": Float(2)]), name: "", style: .form).pairs == ["x=0.1", "y=2"])
    }

    @Test func anObjectInsideAFormMemberHasNoFormAndIsRefused() {
        let value = ParameterValue(encoding: Free.object(["a": .string("1"), "b": .object(["c": .string("2")])]))
        let form = written(value, name: "", style: .form)
        #expect(form.pairs.isEmpty)
        #expect(form.problems.first?.contains("only style deepObject writes") == true, "\(form.problems)")
        let list = written(ParameterValue(encoding: Free.object(["a": .array([.object(["c": .string("2")])])])), name: "", style: .form)
        #expect(list.problems.first?.contains("only style deepObject writes") == true, "\(list.problems)")
        let null = written(ParameterValue(encoding: Free.object(["a": .array([.string("x"), .null, .string("y")])])), name: "", style: .form)
        #expect(null.problems.first?.contains("the element a[1] is null") == true, "\(null.problems)")
    }

    @Test func deepObjectWritesArraysOfObjectsUnderTheirIndices() {
        let lines = ParameterValue(elements: [
            ParameterValue(encoding: Line(sku: "a&b", quantity: 2)),
            ParameterValue(encoding: Line(sku: "c", quantity: 1, note: "gift")),
        ])
        let deep = written(ParameterValue(nested: ["lines": lines, "tags": ParameterValue(["x", "y"])]), name: "order")
        // A model's properties in their order, as its `Encodable` writes them.
        #expect(deep.pairs == ["order[lines][0][sku]=a&b", "order[lines][0][quantity]=2", "order[lines][1][sku]=c",
                               "order[lines][1][quantity]=1", "order[lines][1][note]=gift", "order[tags][]=x", "order[tags][]=y"])
        #expect(deep.problems.isEmpty)
        // Elements that are arrays, and a top-level array.
        let grid = ParameterValue(elements: [ParameterValue(["1", "2"]), ParameterValue(["3"])])
        #expect(written(grid, name: "grid").pairs == ["grid[0][]=1", "grid[0][]=2", "grid[1][]=3"])
        // Primitive elements stay an array of primitives.
        #expect(ParameterValue(elements: [ParameterValue("a"), ParameterValue(1)]) == ParameterValue(["a", "1"]))
    }

    @Test func anEmptyElementWouldVanishAndIsRefused() {
        let lines = ParameterValue(elements: [ParameterValue(nested: [:]), ParameterValue(encoding: Line(sku: "c", quantity: 1))])
        let deep = written(lines, name: "lines")
        #expect(deep.problems.first?.contains("the element lines[0]") == true, "\(deep.problems)")
        let form = written(lines, name: "lines", style: .form)
        #expect(form.problems.first?.contains("only style deepObject writes") == true, "\(form.problems)")
    }

    @Test func aDictionaryOfValuesIsWrittenInKeyOrder() {
        let value = ParameterValue(dictionary: ["b": ParameterValue(encoding: Line(sku: "x", quantity: 1)), "a": ParameterValue("1")])
        // A form body's own members: the keys bare, their objects bracketed.
        #expect(written(value, name: "").pairs == ["a=1", "b[sku]=x", "b[quantity]=1"])
        #expect(written(value, name: "m").pairs == ["m[a]=1", "m[b][sku]=x", "m[b][quantity]=1"])
        #expect(ParameterValue(dictionary: ["b": ParameterValue(2), "a": ParameterValue("1")]) == ParameterValue(dictionary: ["a": "1", "b": "2"]))
    }

    @Test func theClientRefusesARequestWithAnUnwritableMember() async throws {
        struct Form: APIRequest {
            typealias Response = EmptyResponse
            var member: Free
            var method: HTTPMethod { .post }
            var path: String { "/x" }
            var body: RequestBody? {
                var items = QueryItems()
                items.append("", ParameterValue(encoding: ["k": member]), style: .form, explode: true)
                return .form(items)
            }
        }
        let client = APIClient(server: APIServer(url: "https://api.example.com"))
        #expect(throws: APIError.self) { try client.makeHTTPRequest(Form(member: .object(["a": .string("b")]))) }
        #expect(try client.makeHTTPRequest(Form(member: .array([.string("a"), .number(1.5)]))).body
            == .data(Data("k=a&k=1.5".utf8)))
    }

    /// The scalars a model can hold, at their limits, each written as the text that reads back
    /// as the same value: a `Decimal` of 38 digits, the extreme integers of every width, a date
    /// with a fraction, negative zero and a subnormal (`-0` and `1e-320`, as JSON writes them).
    @Test func scalarsAtTheLimitsAreWrittenAsTheyRead() {
        struct Scalars: Encodable {
            var decimal = Decimal(string: "-1234567890123456789.0123456789012345678")
            var max = Int64.max, min = Int64.min, unsigned = UInt64.max, byte: Int8 = -128
            var date = Date(timeIntervalSince1970: 0.5)
            var flag = false
            var float: Float = 0.1, zero: Float = -0.0
            var empty = "", nothing: String? = nil
            var list: [Double] = [-0.0, 1e-320, 1e308]
        }
        let written = written(ParameterValue(encoding: Scalars()))
        #expect(written.problems.isEmpty)
        #expect(written.pairs == ["p[decimal]=-1234567890123456789.0123456789012345678", "p[max]=9223372036854775807",
                                  "p[min]=-9223372036854775808", "p[unsigned]=18446744073709551615", "p[byte]=-128",
                                  "p[date]=1970-01-01T00:00:00.5Z", "p[flag]=false", "p[float]=0.1", "p[zero]=-0", "p[empty]=",
                                  "p[list][]=-0", "p[list][]=1e-320", "p[list][]=1e+308"])
    }

    /// An `anyOf` whose variant is a dictionary (`metadata: anyOf: [{additionalProperties:
    /// {type: string}}, {enum: ['']}]`) writes its members in the order of their keys, not in
    /// the dictionary's own order, which changes from run to run; its other variant is one value.
    @Test func aDictionaryVariantOfAnAnyOfIsWrittenInTheOrderOfItsKeys() {
        struct Metadata: Encodable {
            var members: [String: String]?
            var empty: String?
            func encode(to encoder: any Encoder) throws {
                var merged = MergedVariants(of: "Metadata", to: encoder)
                try merged.encodeObject(members)
                try merged.encodeValue(empty)
                try merged.finish()
            }
        }
        let keys = (0..<20).map { "k\(Character(UnicodeScalar(UInt8(ascii: "a") + UInt8($0))))" }
        let written = written(ParameterValue(encoding: Metadata(members: Dictionary(uniqueKeysWithValues: keys.map { ($0, $0) }))), name: "metadata")
        #expect(written.pairs == keys.map { "metadata[\($0)]=\($0)" })
        #expect(self.written(ParameterValue(encoding: Metadata(empty: "")), name: "metadata").pairs == ["metadata="])
    }

    /// A key written again (a model whose `encode(to:)` writes one twice) keeps its first
    /// place and takes the later value, as `JSONEncoder` keeps it; the keys of a large
    /// dictionary are each written once, in order.
    @Test func aKeyWrittenAgainKeepsItsPlace() {
        struct Twice: Encodable {
            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: AnyCodingKey.self)
                try container.encode("first", forKey: "a")
                try container.encode("b", forKey: "b")
                try container.encode("again", forKey: "a")
            }
        }
        #expect(written(ParameterValue(encoding: Twice())).pairs == ["p[a]=again", "p[b]=b"])
        let many = Dictionary(uniqueKeysWithValues: (0..<5_000).map { (String(format: "k%05d", $0), $0) })
        let pairs = written(ParameterValue(encoding: many), name: "", style: .form).pairs
        #expect(pairs.count == 5_000 && pairs.first == "k00000=0" && pairs.last == "k04999=4999")
    }

    /// A key whose `[` or `]` carries a combining mark (one `Character`, `]\u{301}`, but the
    /// same bracket byte on the wire) is read by a server that reads brackets as other
    /// brackets: `p[]́]=v` is an array to `qs`, and `p[a[́]=v` another key. Brackets are found
    /// in the key's bytes, so both are refused, in deepObject and in a dictionary of bytes.
    @Test func aBracketWithACombiningMarkIsStillABracket() {
        for key in ["]\u{301}", "a[\u{301}", "x\u{301}]\u{301}y"] {
            let deep = written(ParameterValue(encoding: [key: "v"]))
            #expect(deep.problems.first?.contains("cannot be written in style deepObject") == true, "\(key.unicodeScalars.map(\.value)): \(deep)")
            let nested = written(ParameterValue(encoding: ["o": [key: "v"]]))
            #expect(nested.problems.first?.contains("cannot be written in style deepObject") == true, "\(nested)")
            let problems = SerializationProblems()
            var items = QueryItems()
            SerializationProblems.$current.withValue(problems) { items.append("f", bytesByKey: [key: Data("v".utf8)]) }
            #expect(problems.all.first?.contains("cannot be written with brackets") == true, "\(problems.all)")
        }
        // A combining mark after anything else is an ordinary key.
        #expect(written(ParameterValue(encoding: ["e\u{301}": "v"])).problems.isEmpty)
    }

    /// An object whose keys are all array indices (`{"0": {"k": "v"}}`) is written as an array
    /// of objects is (`p[0][k]=v`), and `{"5": "x"}` as `p[5]=x`, which `qs` and PHP read as an
    /// array (`qs` as `["x"]`, the key lost): the request is refused. One other key makes it an
    /// object to them all; `05` and `-1` are not indices.
    @Test func anObjectKeyedOnlyByIndicesIsRefused() {
        for value in [["0": ["k": "v"]], ["5": ["k": "x"], "12": ["k": "y"]]] {
            let deep = written(ParameterValue(encoding: value), name: "metadata")
            #expect(deep.problems.first?.contains("read as an array") == true, "\(deep)")
        }
        let inner = written(ParameterValue(encoding: ["a": ["7": "x"]]), name: "metadata")
        #expect(inner.problems.first?.contains("metadata[a]") == true, "\(inner)")
        for keys in [["0", "a"], ["05"], ["-1"], ["1x"]] {
            let value = Dictionary(uniqueKeysWithValues: keys.map { ($0, "v") })
            #expect(written(ParameterValue(encoding: value), name: "metadata").problems.isEmpty, "\(keys)")
        }
        // A form body's own keys have no parent to be an array.
        let body = written(ParameterValue(dictionary: ["0": ParameterValue(encoding: ["k": "v"]), "1": ParameterValue("x")]), name: "")
        #expect(body.pairs == ["0[k]=v", "1=x"] && body.problems.isEmpty, "\(body)")
        // Arrays keep their indices.
        #expect(written(ParameterValue(encoding: [["k": "v"]]), name: "items").problems.isEmpty)
    }

    /// A value of a model that holds itself, nested 10,000 deep (in an object, and in an array
    /// of arrays): refused as `JSONEncoder` refuses it, not a crash of the stack; 500 deep is
    /// written.
    @Test func aValueNestedTooDeepIsRefusedNotACrash() async {
        final class Tree: Encodable, Sendable {
            let kid: Tree?, list: [Tree]?, leaf = "x"
            init(kid: Tree? = nil, list: [Tree]? = nil) { self.kid = kid; self.list = list }
        }
        var deep = Tree(), listed = Tree()
        for _ in 0..<10_000 { deep = Tree(kid: deep); listed = Tree(list: [listed]) }
        for tree in [deep, listed] {
            let written = await Task.detached { self.written(ParameterValue(encoding: tree)) }.value
            #expect(written.problems.first?.contains("nested more than") == true, "\(written.problems.first ?? "")")
        }
        var fine = Tree()
        for _ in 0..<500 { fine = Tree(kid: fine) }
        let written = await Task.detached { self.written(ParameterValue(encoding: fine)) }.value
        #expect(written.problems.isEmpty && written.pairs.count == 501)
    }
}
