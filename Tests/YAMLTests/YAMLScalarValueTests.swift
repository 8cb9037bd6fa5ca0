import EndpointGenCore
import Testing

/// Scalars keep their style and tag, and resolve by the YAML 1.2 core schema.
@Suite struct YAMLScalarValueTests {
    private func scalar(_ yaml: String) throws -> YAMLScalar {
        try #require(try read("v: \(yaml)")["v"]?.scalar)
    }

    @Test(arguments: [
        ("~", YAMLScalar.Value.null), ("null", .null), ("NULL", .null), ("", .null),
        ("true", .bool(true)), ("False", .bool(false)), ("TRUE", .bool(true)),
        ("0", .int(0)), ("-17", .int(-17)), ("+42", .int(42)), ("0o17", .int(15)), ("0x1F", .int(31)),
        ("1.5", .float(1.5)), ("-.5", .float(-0.5)), ("1.", .float(1)), ("2e3", .float(2000)), ("+1.5E-2", .float(0.015)),
        (".inf", .float(.infinity)), ("-.Inf", .float(-.infinity)),
        ("99999999999999999999", .float(1e20)),
        ("yes", .string("yes")), ("on", .string("on")), ("0b101", .string("0b101")), ("1_000", .string("1_000")),
        ("0x", .string("0x")), ("0o8", .string("0o8")), ("1e", .string("1e")), (".", .string(".")), ("+", .string("+")), ("-x", .string("-x")),
        ("nan", .string("nan")), ("inf", .string("inf")), ("1.2.3", .string("1.2.3")), ("12:30", .string("12:30")),
    ])
    func plainScalarsResolveByTheCoreSchema(text: String, expected: YAMLScalar.Value) throws {
        #expect(try scalar(text).coreValue == expected)
    }

    @Test func notANumberIsAFloat() throws {
        guard case .float(let value) = try scalar(".NaN").coreValue else {
            Issue.record("`.NaN` is not a float")
            return
        }
        #expect(value.isNaN)
    }

    @Test func quotedAndBlockScalarsAreStrings() throws {
        #expect(try scalar("\"true\"").coreValue == .string("true"))
        #expect(try scalar("'12'").coreValue == .string("12"))
        #expect(try scalar("|\n  null\n").coreValue == .string("null\n"))
        #expect(try scalar(">-\n  3\n").coreValue == .string("3"))
        #expect(try scalar("'x'").isQuoted)
        #expect(try !scalar("x").isQuoted)
    }

    @Test func tagsForceTheirType() throws {
        #expect(try scalar("!!str 12").coreValue == .string("12"))
        #expect(try scalar("! 12").coreValue == .string("12"))
        #expect(try scalar("!!int \"12\"").coreValue == .int(12))
        #expect(try scalar("!!float 3").coreValue == .float(3))
        #expect(try scalar("!!bool 'true'").coreValue == .bool(true))
        #expect(try scalar("!!null whatever").coreValue == .null)
        // A tagged text without the tag's form, and an unknown tag, give strings.
        #expect(try scalar("!!int twelve").coreValue == .string("twelve"))
        #expect(try scalar("!custom 12").coreValue == .string("12"))
        #expect(try scalar("!custom 12").tag == "!custom")
    }

    @Test func typedAccessors() throws {
        #expect(try scalar("true").boolValue == true)
        #expect(try scalar("'true'").boolValue == nil)
        #expect(try scalar("0x10").intValue == 16)
        #expect(try scalar("1.5").intValue == nil)
        #expect(try scalar("7").doubleValue == 7)
        #expect(try scalar("1e3").doubleValue == 1000)
        #expect(try scalar("seven").doubleValue == nil)
    }

    @Test func yaml11BooleansAreRecognisedForWarnings() throws {
        #expect(try scalar("yes").yaml11BoolValue == true)
        #expect(try scalar("Off").yaml11BoolValue == false)
        #expect(try scalar("n").yaml11BoolValue == false)
        #expect(try scalar("true").yaml11BoolValue == true)
        #expect(try scalar("'yes'").yaml11BoolValue == nil)
        #expect(try scalar("maybe").yaml11BoolValue == nil)
    }

    @Test func stylesAndMarksAreKept() throws {
        let root = try read("a: plain\nb: 'single'\nc: \"double\"\nd: |\n  literal\ne: >\n  folded\n")
        #expect(root["a"]?.scalar?.style == .plain)
        #expect(root["b"]?.scalar?.style == .singleQuoted)
        #expect(root["c"]?.scalar?.style == .doubleQuoted)
        #expect(root["d"]?.scalar?.style == .literal)
        #expect(root["e"]?.scalar?.style == .folded)
        #expect(root["c"]?.mark == YAMLMark(line: 3, column: 4))
        #expect(root["d"]?.scalar?.value == "literal\n")
    }

    @Test func collectionTagsAreKept() throws {
        let root = try read("a: !!set {x, y}\nb: !custom [1]\nc: ! [2]\n")
        #expect(root["a"]?.tag == "tag:yaml.org,2002:set")
        #expect(root["b"]?.tag == "!custom")
        #expect(root["c"]?.tag == nil)
    }
}
