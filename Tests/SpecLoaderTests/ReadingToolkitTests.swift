import Testing
@testable import EndpointGenCore

/// The reading toolkit that the endpoint-spec loader, the OpenAPI reader and the config file
/// share: one meaning of each rule, and the places where the formats differ on purpose.
@Suite struct ReadingToolkitTests {
    @Test func booleansPerFormat() {
        for text in ["true", "True", "TRUE", "tRuE"] {
            #expect(InputFormat.endpointSpec.boolean(text) == true, "\(text)")
            #expect(InputFormat.openAPI.boolean(text) == true, "\(text)")
            #expect(InputFormat.configFile.boolean(text) == true, "\(text)")
        }
        for (text, value) in [("yes", true), ("On", true), ("NO", false), ("off", false)] {
            #expect(InputFormat.openAPI.boolean(text) == value, "\(text)")
            #expect(InputFormat.endpointSpec.boolean(text) == nil, "\(text)")
            #expect(InputFormat.configFile.boolean(text) == nil, "\(text)")
        }
        for text in ["", "1", "y", "maybe", "true "] {
            #expect(InputFormat.openAPI.boolean(text) == nil, "\(text)")
            #expect(InputFormat.endpointSpec.boolean(text) == nil, "\(text)")
        }
    }

    @Test func integersAndNumbers() {
        #expect(ScalarText.integer("42") == 42)
        #expect(ScalarText.integer("-7") == -7)
        #expect(ScalarText.integer("+7") == 7)
        for text in ["", "+", "1.0", "0x10", "1e3", "١٢", " 1", "99999999999999999999"] {
            #expect(ScalarText.integer(text) == nil, "\(text)")
        }
        #expect(ScalarText.number("-1.5e3") == -1500)
        #expect(ScalarText.number(".5") == 0.5)
        for text in ["", ".", "e", "0x1p3", ".inf", "nan", "infinity", "1e400", "1,5"] {
            #expect(ScalarText.number(text) == nil, "\(text)")
        }
    }

    /// A number literal keeps its text: equal by value, exact where a type holds it exactly.
    @Test func numberLiteralsKeepTheirDigits() throws {
        func number(_ text: String) throws -> Spec.NumberLiteral { try #require(Spec.NumberLiteral(text: text)) }
        #expect(try number("1.50") == number("15e-1"))
        #expect(try number("-0") == number("0.000"))
        #expect(try number("0.1") != number("0.1000000000000000000001"))
        #expect(try number("+.5") == 0.5)
        for text in ["0.1", "1e2", "-0.0", "1.7976931348623157e308", "5e-324", "19.99"] {
            #expect(try number(text).isExactDouble, "\(text)")
        }
        for text in ["9007199254740993", "0.1000000000000000000001", "1e-400", "12345678901234567890"] {
            #expect(try !number(text).isExactDouble, "\(text)")
        }
        #expect(try number(".5").swiftDecimal == "Decimal(sign: .plus, exponent: -1, significand: 5)")
        #expect(try number("1e2").swiftDecimal == "100")
        #expect(try number("1e-99999999999999999999").swiftDecimal == nil)
        #expect(try number("1234567890123456789012345678901234567890").swiftDecimal == nil)
        #expect(try number("-0.0000000000000000000000000000000000001234567890123456789").swiftDecimal
            == "Decimal(sign: .minus, exponent: -55, significand: (Decimal(1 as UInt64) * 1_000_000_000_000_000_000 + Decimal(234567890123456789 as UInt64)))")
        #expect(Spec.NumberLiteral(text: "1e400") == nil)
        #expect(Spec.NumberLiteral(text: "1e99999999999999999999") == nil)
    }

    @Test func quotedScalarsAreTextOnlyInOpenAPI() {
        let quoted = YAMLScalar("3", style: .doubleQuoted)
        #expect(ScalarText.literal(quoted, as: .integer, format: .endpointSpec) == .integer(3))
        #expect(ScalarText.literal(quoted, as: .integer, format: .openAPI) == nil)
        #expect(ScalarText.literal(quoted, as: .string, format: .openAPI) == .string("3"))
        let plain = YAMLScalar("2")
        #expect(ScalarText.literal(plain, as: .number, format: .openAPI) == .integer(2))
        #expect(ScalarText.literal(YAMLScalar("2.5"), as: .number, format: .openAPI) == .number(2.5))
        #expect(ScalarText.literal(YAMLScalar("no"), as: .boolean, format: .openAPI) == .bool(false))
        #expect(ScalarText.literal(YAMLScalar("no"), as: .boolean, format: .endpointSpec) == nil)
    }

    /// Where no type is declared, the YAML 1.2 core schema decides, in every format.
    @Test func untypedValuesFollowTheYAMLCoreSchema() {
        #expect(ScalarText.untypedLiteral(YAMLScalar("True")) == .bool(true))
        #expect(ScalarText.untypedLiteral(YAMLScalar("yes")) == .string("yes"))
        #expect(ScalarText.untypedLiteral(YAMLScalar("0x1F")) == .integer(31))
        #expect(ScalarText.untypedLiteral(YAMLScalar("1e3")) == .number(1000))
        #expect(ScalarText.untypedLiteral(YAMLScalar("~")) == .null)
        #expect(ScalarText.untypedLiteral(YAMLScalar("12", style: .singleQuoted)) == .string("12"))
        #expect(ScalarText.untypedLiteral(YAMLScalar(".inf")) == nil)
        #expect(ScalarText.untypedLiteral(YAMLScalar(".nan")) == nil)
    }

    @Test func nameTemplatesSplitTextAndVariables() {
        let path = NameTemplate("/repos/{owner}/{repo}/issues")
        #expect(path.parts == [.text("/repos/", offset: 0), .variable(name: "owner", offset: 8), .text("/", offset: 14),
                               .variable(name: "repo", offset: 16), .text("/issues", offset: 21)])
        #expect(path.problems.isEmpty)
        #expect(NameTemplate("https://{region}.example.com").variables.map(\.name) == ["region"])
        #expect(NameTemplate("").parts.isEmpty)
        #expect(NameTemplate("/plain").parts == [.text("/plain", offset: 0)])
        let broken = NameTemplate("/a}/{}/{b/{c")
        #expect(broken.problems == [.stray(offset: 2), .empty(offset: 4), .unclosed(offset: 7), .unclosed(offset: 10)])
        #expect(broken.variables.isEmpty)
        #expect(broken.parts == [.text("/a}/{}/{b/{c", offset: 0)])
        #expect(NameTemplate("{a}{a}").variables.map(\.offset) == [1, 4])
    }

    @Test func aJSONDefaultIsReadByTheCoreSchema() {
        let loaded = TestSupport.load("""
        api: Blog
        models:
          Post:
            properties:
              extra:
                type: JSON
                default: {flag: True, count: 0x10, list: [1.5, ~, text]}
              bad:
                type: JSON
                default: .inf
        """)
        #expect(loaded.output == ["spec.yaml:10:18: error: the default of property 'bad' of model 'Post' is '.inf', which is not a value of type JSON"])
        guard case .object(let properties)? = loaded.spec?.models.first?.kind else {
            Issue.record("no object model")
            return
        }
        #expect(properties[0].defaultValue?.value == .object(["flag": .bool(true), "count": .integer(16), "list": .array([.number(1.5), .null, .string("text")])]))
    }
}

/// The validator's body rules unwrap an optional body, as the generator does.
@Suite struct OptionalBodyTests {
    @Test func optionalBinaryAndFormBodiesAreAccepted() {
        let loaded = TestSupport.load("""
        api: Blog
        models:
          Form:
            properties:
              name: String
        endpoints:
          upload:
            method: PUT
            path: /upload
            body: {type: Data?, encoding: binary, contentType: image/png}
          send:
            method: POST
            path: /form
            body: {type: Form?, encoding: form}
        """)
        #expect(loaded.output == [])
        #expect(loaded.spec?.endpoints.first?.body?.contentType?.value == "image/png")
    }
}
