import Testing
@testable import EndpointGenCore

/// Wraps component schemas in a minimal document (schemas start on line 6, indented 4).
func schemas(_ body: String, version: String = "3.0.3") -> String {
    "openapi: \(version)\ninfo: {title: Demo, version: '1'}\npaths: {}\ncomponents:\n  schemas:\n"
        + body.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n") + "\n"
}

@Suite struct SchemaTests {
    @Test func nullableIn30AndNullTypeIn31() {
        let old = Snippet(schemas("""
        A:
          type: object
          required: [name, nick, ref]
          properties:
            name: {type: string}
            nick: {type: string, nullable: true}
            ref: {$ref: '#/components/schemas/N'}
            list: {type: array, items: {type: integer, nullable: true}}
        N: {type: object, nullable: true, properties: {x: {type: string}}}
        """))
        #expect(old.diagnostics.isEmpty)
        #expect(old.models == "A {name: String, nick: String?, ref: N?, list: [Int?]?}\nN {x: String?}")
        let new = Snippet(schemas("""
        A:
          type: object
          required: [name, nick, kind]
          properties:
            name: {type: string}
            nick: {type: [string, 'null']}
            kind: {oneOf: [{$ref: '#/components/schemas/K'}, {type: 'null'}]}
        K: {type: string, enum: [a, b]}
        """, version: "3.1.0"))
        #expect(new.diagnostics.isEmpty)
        #expect(new.models == "A {name: String, nick: String?, kind: K?}\nK enum(\"a\", \"b\")")
    }

    @Test func enumsOfNumbersAndBooleansAreExact() {
        let snippet = Snippet(schemas("""
        Ratio: {type: number, enum: [0.5, 1, 2.50, -0.25, 1e2, 1.0, null]}
        Untyped: {enum: [1.5, 2]}
        Flags: {type: boolean, enum: [true, false]}
        UntypedFlag: {enum: [false]}
        Wide: {type: number, enum: [1234567890123456789, 'x', .inf, 3]}
        """))
        #expect(snippet.errors.isEmpty)
        #expect(snippet.models == """
        Ratio number enum(0.5, 1, 2.5, -0.25, 100)
        Untyped number enum(1.5, 2)
        Flags = Bool
        UntypedFlag = Bool
        Wide number enum(1234567890123456789, 3)
        """, "\(snippet.models)")
        #expect(snippet.diagnostics.map(\.description) == [
            "spec.yaml:6:60: warning: duplicate enum value 1 (JSON Schema compares numbers by value); it is one case",
            "spec.yaml:10:54: warning: enum value of a number schema is not a number a Decimal holds exactly (at most 38 significant digits, 10^-128 to 10^127); skipped [#Unsupported]",
            "spec.yaml:10:59: warning: enum value of a number schema is not a number a Decimal holds exactly (at most 38 significant digits, 10^-128 to 10^127); skipped [#Unsupported]",
        ], "\(snippet.diagnostics)")
        let edges = Snippet(schemas("""
        Edges: {type: number, enum: [-0, 0.0, +2, .5, 1.5e127, 1e-128, 00.50, 2.0e1]}
        """))
        #expect(edges.models == "Edges number enum(0, 2, 0.5, 15e126, 1e-128, 20)", "\(edges.models)")
        #expect(edges.warnings.count == 2, "\(edges.warnings)")
        // A power of ten no Decimal holds (1e-130, 1e200) types the schema plainly (ListedNumberEdgeTests).
        let beyond = Snippet(schemas("""
        Edges: {type: number, enum: [-0, 1e-130, 1e200]}
        """))
        #expect(beyond.models == "Edges = Double", "\(beyond.models)")
    }

    /// Numbers of up to 38 significant digits (what a `Decimal` holds) are cases as written;
    /// more make the schema its plain type, with a warning that names the limit.
    @Test func enumAndConstNumbersOfManyDigitsAreExact() {
        let snippet = Snippet(schemas("""
        Long: {type: number, enum: [1234567890123456789012345.5, -0.00000000000000000000000000000000000001, 99999999999999999999999999999999999999]}
        Fixed: {const: 0.1234567890123456789012345678901234567}
        TooLong: {type: number, enum: [1, 1.000000000000000000000000000000000000001]}
        """, version: "3.1.0"))
        #expect(snippet.models == """
            Long number enum(1234567890123456789012345.5, -0.00000000000000000000000000000000000001, 99999999999999999999999999999999999999)
            Fixed number enum(0.1234567890123456789012345678901234567) closed
            TooLong = Double
            """, "\(snippet.models)")
        #expect(snippet.warnings == [
            "spec.yaml:8:39: warning: the listed number 1.000000000000000000000000000000000000001 has 40 significant digits, more than the 38 a Decimal holds (Foundation's Decimal has a 128-bit significand, below 3.4 × 10^38), so no Swift number type holds it exactly and it is no enum case: the schema is typed as its plain type, Double, without cases",
        ], "\(snippet.warnings)")
        let number = DecimalNumber("-1234567890123456789012345.5")
        #expect(number?.swiftDecimal == "Decimal(sign: .minus, exponent: -1, significand: (Decimal(12345678 as UInt64) * 1_000_000_000_000_000_000 + Decimal(901234567890123455 as UInt64)))")
        #expect(DecimalNumber("2.50e3")?.swiftDecimal == "2500")
        #expect(DecimalNumber("0.25")?.swiftDecimal == "Decimal(sign: .plus, exponent: -2, significand: 25)")
        #expect(DecimalNumber("1e38")?.integer == nil)
        #expect(DecimalNumber("-0.0")?.description == "0")
    }

    /// Powers of ten at the limits of `Int` (`e-9223372036854775808`) are read without an
    /// overflow: they trapped in `abs` and in adding the fraction's digits.
    @Test func powersOfTenAtTheLimitsOfIntDoNotTrap() {
        let snippet = Snippet(schemas("""
        Tiny: {type: number, enum: [1e-9223372036854775808, 1.5e-9223372036854775808, 1000e9223372036854775807, 2]}
        Both: {allOf: [{enum: [1.5e-9223372036854775808, 2]}, {enum: [2, 1.5e-9223372036854775808]}]}
        """))
        #expect(snippet.spec != nil, "\(snippet.diagnostics)")
        #expect(snippet.models.contains("Tiny = Double"), "\(snippet.models)")
        #expect(DecimalNumber("1e-9223372036854775808") == nil)
        #expect(DecimalNumber("1.5e9223372036854775807") == nil)
        #expect(SampleValueWriter.decimal("1.5e-9223372036854775808") == nil)
        #expect(Spec.NumberLiteral(text: "1.5e-9223372036854775808") != Spec.NumberLiteral(text: "1.5"))
    }

    @Test func enumsOfStringsAndIntegersKeepTheTextAsWritten() {
        let snippet = Snippet(schemas("""
        Answer: {type: string, enum: [yes, no, on, 1e3, 2021-03-11T25:40:09Z, '', null, yes]}
        Level: {type: integer, enum: [1, 2, 30]}
        Untyped: {enum: [3, 4]}
        Flag: {type: boolean, enum: [true]}
        """))
        #expect(snippet.errors.isEmpty)
        #expect(snippet.models == """
        Answer enum("yes", "no", "on", "1e3", "2021-03-11T25:40:09Z", "")
        Level enum(1, 2, 30)
        Untyped enum(3, 4)
        Flag = Bool
        """)
        #expect(snippet.warnings == ["spec.yaml:6:85: warning: duplicate enum value 'yes'; it is one case"])
        let nullable = Snippet(schemas("""
        Holder: {type: object, required: [answer], properties: {answer: {$ref: '#/components/schemas/Answer'}}}
        Answer: {type: string, enum: [a, null]}
        """))
        #expect(nullable.models == "Holder {answer: Answer?}\nAnswer enum(\"a\")")
    }

    @Test func allOfMergesPartsAndKeepsSiblingProperties() {
        let snippet = Snippet(schemas("""
        NewPet:
          type: object
          required: [name]
          properties:
            name: {type: string}
            tag: {type: string}
        Pet:
          allOf:
            - $ref: '#/components/schemas/NewPet'
            - type: object
              required: [id, tag]
              properties:
                id: {type: integer, format: int64}
          properties:
            owner: {type: string}
          required: [owner]
        Wrapped:
          description: Only a description beside the reference.
          allOf: [{$ref: '#/components/schemas/NewPet'}]
        """))
        #expect(snippet.diagnostics.isEmpty)
        #expect(snippet.models == """
        NewPet {name: String, tag: String?}
        Pet {name: String, tag: String, id: Int64, owner: String}
        Wrapped = NewPet
        """)
        #expect(snippet.spec?.models[2].description == "Only a description beside the reference.")
    }

    /// Each part constrains the same value, so the type kept is the one every value of both
    /// has; a narrower earlier part is kept with a warning, a contradiction is named.
    @Test func allOfPartsThatTypeAPropertyDifferentlyKeepTheNarrowerOrSaySo() {
        let snippet = Snippet(schemas("""
        Base:
          type: object
          properties:
            kind: {type: string, enum: [a, b]}
            when: {type: string, format: date-time}
            count: {type: number}
            meta: {$ref: '#/components/schemas/Meta'}
            size: {type: integer}
            tags: {type: array, items: {type: string}}
            owner: {$ref: '#/components/schemas/Meta'}
            level: {type: string, enum: [low, mid]}
            flag: {type: boolean}
        Meta: {type: object, properties: {a: {type: string}}}
        Other: {type: object, properties: {b: {type: string}}}
        Child:
          allOf:
            - $ref: '#/components/schemas/Base'
            - type: object
              properties:
                kind: {type: string}
                when: {type: string, maxLength: 40}
                count: {type: integer}
                meta: {type: object}
                size: {type: string}
                tags: {type: array, items: {type: string, format: uuid}}
                owner: {$ref: '#/components/schemas/Other'}
                level: {type: string, enum: [mid, high]}
                flag: {$ref: '#/components/schemas/Toggle'}
        Toggle: {oneOf: [{type: integer}, {type: string}]}
        """))
        #expect(snippet.errors.isEmpty)
        #expect(snippet.models.contains("Child {kind: BaseKind?, when: Date?, count: Int?, meta: Meta?, size: String?, tags: [UUID]?, owner: ChildOwner?, level: ChildLevel?, flag: Toggle?}"), "\(snippet.models)")
        #expect(snippet.models.contains("ChildOwner {a: String?, b: String?}"), "\(snippet.models)")
        #expect(snippet.warnings == [
            "spec.yaml:25:19: warning: the 'allOf' parts give property 'kind' the types BaseKind and String; typed BaseKind, the narrower, which every value of both is\nspec.yaml:9:15: note: the other definition of 'kind'",
            "spec.yaml:26:19: warning: the 'allOf' parts give property 'when' the types Date and String; typed Date, the narrower, which every value of both is\nspec.yaml:10:15: note: the other definition of 'when'",
            "spec.yaml:28:19: warning: the 'allOf' parts give property 'meta' the types Meta and [String: JSON]; typed Meta, the narrower, which every value of both is\nspec.yaml:12:15: note: the other definition of 'meta'",
            "spec.yaml:29:19: warning: the 'allOf' parts give property 'size' the types Int and String, and no value is both a number and a string: a value that holds 'size' matches no schema; typed String, as the later part says\nspec.yaml:13:15: note: the other definition of 'size'",
            "spec.yaml:31:20: warning: the 'allOf' parts give property 'owner' the types Meta and Other, and a value is both; typed ChildOwner, which merges them\nspec.yaml:15:16: note: the other definition of 'owner'",
            // Open enums read every string: ChildLevel reads `low` as `.unknown("low")`.
            "spec.yaml:33:19: warning: the 'allOf' parts give property 'flag' the types Bool and Toggle, and neither holds every value of the other; typed Toggle, as the later part says, so a value only the other describes fails to decode [#Unsupported]\nspec.yaml:17:15: note: the other definition of 'flag'",
        ], "\(snippet.warnings)")
    }

    /// Two objects that each hold themselves, merged: the merged property's model holds itself,
    /// made once (not an `allOf` cycle), and a third definition merges into it.
    @Test func mergedPropertyModelsAreMadeOnceAndMayHoldThemselves() {
        let snippet = Snippet(schemas("""
        Meta: {type: object, properties: {x: {$ref: '#/components/schemas/Meta'}, a: {type: string}}}
        Other: {type: object, properties: {x: {$ref: '#/components/schemas/Other'}, b: {type: string}}}
        Child:
          allOf: [{$ref: '#/components/schemas/Meta'}, {$ref: '#/components/schemas/Other'}]
        Three:
          allOf:
            - {type: object, properties: {p: {$ref: '#/components/schemas/Meta'}}}
            - {type: object, properties: {p: {$ref: '#/components/schemas/Other'}}}
            - {type: object, properties: {p: {$ref: '#/components/schemas/Extra'}}}
        Extra: {type: object, properties: {c: {type: integer}}}
        """))
        #expect(snippet.errors.isEmpty, "\(snippet.errors)")
        // ThreeP is Meta, Other and Extra at once: its `x` is Meta's and Other's, OtherX.
        #expect(snippet.models == """
        Meta {x: Meta?, a: String?}
        Other {x: Other?, b: String?}
        OtherX {x: OtherX?, a: String?, b: String?}
        Child {x: OtherX?, a: String?, b: String?}
        ThreeP {x: OtherX?, a: String?, b: String?, c: Int?}
        Three {p: ThreeP?}
        Extra {c: Int?}
        """, "\(snippet.models)")
        #expect(snippet.warnings.count == 3, "\(snippet.warnings)")
    }

    /// A key holds a value of each matching pattern's schema, any other key one of
    /// `additionalProperties` (anything when absent).
    @Test func patternPropertiesTypeTheValuesWhenOneTypeHoldsThemAll() {
        let snippet = Snippet(schemas("""
        Labels:
          type: object
          patternProperties: {'^x-': {type: string}, '^y-': {type: string}}
          additionalProperties: false
        Scores:
          patternProperties: {'^s': {type: integer}}
          additionalProperties: {type: integer}
        Open:
          type: object
          patternProperties: {'^x-': {type: string}}
        Mixed:
          type: object
          patternProperties: {'^s_': {type: string}, '^n_': {type: number}}
          additionalProperties: false
        """))
        #expect(snippet.models == """
        Labels = [String: String]
        Scores = [String: Int]
        Open = [String: JSON]
        Mixed = [String: JSON]
        """, "\(snippet.models)")
        #expect(snippet.warnings == [
            "spec.yaml:18:26: warning: the values of 'patternProperties' have different types (String, Double), which no one Swift type holds; values typed JSON [#Unsupported]",
        ], "\(snippet.warnings)")
    }

    @Test func allOfThatIncludesItselfIsAnError() {
        let snippet = Snippet(schemas("""
        A: {allOf: [{$ref: '#/components/schemas/B'}]}
        B: {allOf: [{$ref: '#/components/schemas/A'}, {properties: {x: {type: string}}}]}
        """))
        #expect(snippet.spec == nil)
        #expect(snippet.errors == ["spec.yaml:7:8: error: 'allOf' includes itself: an infinitely recursive schema, whose meaning JSON Schema 2020-12 core §9.4.1 leaves undefined\nspec.yaml:6:8: note: reached while merging this 'allOf'"])
        // The same cycle with nothing beside the parts, or a schema that is only itself, is
        // the same fault (JSON Schema 2020-12 core §9.4.1): an error too, not a typed JSON.
        let bare = Snippet(schemas("""
        A: {allOf: [{$ref: '#/components/schemas/B'}]}
        B: {allOf: [{$ref: '#/components/schemas/A'}], description: The other.}
        T: {allOf: [{$ref: '#/components/schemas/T'}]}
        O: {oneOf: [{$ref: '#/components/schemas/O'}, {type: 'null'}]}
        Tree: {type: array, items: {$ref: '#/components/schemas/Tree'}}
        """))
        #expect(bare.spec == nil)
        let rule = ": an infinitely recursive schema, whose meaning JSON Schema 2020-12 core §9.4.1 leaves undefined"
        #expect(bare.errors == [
            "spec.yaml:7:5: error: 'A' is only itself ('A' → 'B' → 'A')" + rule + "\nspec.yaml:6:5: note: 'A' is defined here",
            "spec.yaml:9:5: error: 'O' is only itself ('O' → 'O')" + rule,
            "spec.yaml:8:5: error: 'T' is only itself ('T' → 'T')" + rule,
        ], "\(bare.errors.joined(separator: "\n"))")
        #expect(bare.warnings == ["spec.yaml:10:5: warning: 'Tree' is defined through itself, which a Swift type alias cannot express; typed JSON [#Unsupported]"])
    }

    @Test func oneOfAndAnyOfWithDiscriminatorAndMapping() {
        let snippet = Snippet(schemas("""
        Cat: {type: object, properties: {kind: {type: string}, meows: {type: boolean}}}
        Dog: {type: object, properties: {kind: {type: string}, barks: {type: boolean}}}
        Pet:
          oneOf: [{$ref: '#/components/schemas/Cat'}, {$ref: '#/components/schemas/Dog'}]
          discriminator:
            propertyName: kind
            mapping: {cat: '#/components/schemas/Cat', kitty: Cat}
        IDOrName:
          anyOf: [{type: integer}, {type: string}, {type: object, properties: {first: {type: string}}}]
        """))
        #expect(snippet.diagnostics.isEmpty)
        #expect(snippet.models == """
        Cat {kind: String?, meows: Bool?}
        Dog {kind: String?, barks: Bool?}
        Pet oneOf(Cat [cat, kitty] | Dog [Dog]) by kind
        IDOrNameVariant3 {first: String?}
        IDOrName anyOf(Int | String | IDOrNameVariant3)
        """)
    }

    @Test func oneOfOfConstraintsBesidePropertiesIsAnObject() {
        let snippet = Snippet(schemas("""
        Query:
          type: object
          properties: {a: {type: string}, b: {type: string}}
          oneOf: [{required: [a]}, {required: [b]}]
        """))
        #expect(snippet.models == "Query {a: String?, b: String?}")
        #expect(snippet.warnings.isEmpty)
    }

    @Test func additionalPropertiesBecomeDictionaries() {
        let snippet = Snippet(schemas("""
        Counts: {type: object, additionalProperties: {type: integer}}
        Free: {type: object}
        Nested: {type: object, additionalProperties: {type: object, properties: {n: {type: string}}}}
        Mixed: {type: object, properties: {a: {type: string}}, additionalProperties: {type: string}}
        Open: {type: object, properties: {a: {type: string}}, additionalProperties: true}
        Closed: {type: object, properties: {a: {type: string}}, additionalProperties: false}
        Shaped: {type: object, properties: {a: {type: string}}, additionalProperties: {type: object, properties: {b: {type: integer}}}}
        """))
        #expect(snippet.models == """
        Counts = [String: Int]
        Free = [String: JSON]
        NestedValue {n: String?}
        Nested = [String: NestedValue]
        Mixed {a: String?} + [String: String]
        Open {a: String?} + [String: JSON]
        Closed {a: String?} closed
        ShapedAdditionalProperty {b: Int?}
        Shaped {a: String?} + [String: ShapedAdditionalProperty]
        """)
        #expect(snippet.warnings.isEmpty)
    }

    @Test func membersASchemaDoesNotDeclareAreKeptUnlessItForbidsThem() throws {
        let snippet = Snippet(schemas("""
        Plain: {type: object, properties: {a: {type: string}}}
        Sealed: {type: object, properties: {a: {type: string}}, unevaluatedProperties: false}
        Strict: {type: object, properties: {b: {type: string}}, additionalProperties: false}
        Merged: {allOf: [{$ref: '#/components/schemas/Plain'}, {properties: {c: {type: string}}}]}
        MergedStrict: {allOf: [{$ref: '#/components/schemas/Strict'}, {properties: {c: {type: string}}}]}
        Empty: {type: object, properties: {}, description: an object with no properties}
        Quoted: {type: object, properties: {a: {type: string}}, additionalProperties: 'false'}
        Patterned: {type: object, properties: {a: {type: string}}, patternProperties: {'^x-': {type: integer}}, additionalProperties: false}
        """), options: .lenient)
        #expect(snippet.errors.isEmpty)
        #expect(snippet.models == """
        Plain {a: String?}
        Sealed {a: String?} closed
        Strict {b: String?} closed
        Merged {a: String?, c: String?}
        MergedStrict {b: String?, c: String?} closed
        Empty = [String: JSON]
        Quoted {a: String?} closed
        Patterned {a: String?} + [String: JSON]
        """)
        // A quoted 'false' is a string, no schema: a fault of the document (an error unless lenient).
        #expect(snippet.warnings == ["spec.yaml:12:83: warning: the document gives the value 'false' where JSON Schema 2020-12 §4.3 expects a schema (a mapping, or true or false); the members beside the properties are not kept"])
        let models = try #require(snippet.spec?.models)
        for model in models where ["Plain", "Merged"].contains(model.name.value) {
            #expect(model.additionalProperties?.value == .builtin(.json) && model.additionalPropertiesAreImplicit, "\(model.name.value)")
        }
    }

    @Test func oddAdditionalPropertiesAndCyclesAreReadSafely() throws {
        let snippet = Snippet(schemas("""
        Nulled: {type: object, properties: {a: {type: string}}, additionalProperties: null}
        Listed: {type: object, properties: {a: {type: string}}, additionalProperties: []}
        Deep: {allOf: [{$ref: '#/components/schemas/Middle'}], properties: {c: {type: string}}}
        Middle: {allOf: [{$ref: '#/components/schemas/Sealed'}], properties: {b: {type: string}}}
        Sealed: {type: object, properties: {a: {type: string}}, unevaluatedProperties: false}
        """), options: .lenient)
        #expect(snippet.errors.isEmpty)
        #expect(snippet.warnings.count == 2)
        #expect(snippet.warnings.allSatisfy { $0.contains("where JSON Schema 2020-12 §4.3 expects a schema (a mapping, or true or false); the members beside the properties are not kept") })
        let models = try #require(snippet.spec?.models)
        let kept = Dictionary(uniqueKeysWithValues: models.map { ($0.name.value, $0.additionalProperties != nil) })
        // A part two `$ref`s away that forbids other members closes the merged model.
        #expect(kept == ["Nulled": false, "Listed": false, "Deep": false, "Middle": false, "Sealed": false])
        // A cycle of `allOf` is the error it always was; looking for `false` in it ends.
        let loop = Snippet(schemas("""
        Loop: {allOf: [{$ref: '#/components/schemas/Loop'}], properties: {a: {type: string}}}
        """))
        #expect(loop.errors.map { $0.contains("error: 'allOf' includes itself: an infinitely recursive schema") } == [true])
    }

    @Test func formatsChooseSwiftTypes() {
        let snippet = Snippet(schemas("""
        F:
          type: object
          required: [a, b, c, d, e, f, g, h, i, j, k, l, m]
          properties:
            a: {type: integer, format: int32}
            b: {type: integer, format: int64}
            c: {type: integer}
            d: {type: number, format: float}
            e: {type: number, format: double}
            f: {type: number}
            g: {type: string, format: date}
            h: {type: string, format: date-time}
            i: {type: string, format: uuid}
            j: {type: string, format: uri}
            k: {type: string, format: binary}
            l: {type: string, format: byte}
            m: {type: string, format: email}
            n: {type: string, format: time}
            o: {type: string, contentEncoding: base64}
            p: {type: string, contentMediaType: text/html}
            q: {type: number, format: decimal}
        """))
        #expect(snippet.diagnostics.isEmpty)
        // `float` is a `Double`: it holds a 32-bit float's JSON text exactly; `Float` rounds 16777217.
        #expect(snippet.models == "F {a: Int32, b: Int64, c: Int, d: Double, e: Double, f: Double, g: CalendarDate, h: Date, i: UUID, j: URL, k: Data, l: Data, m: String, n: TimeOfDay?, o: Data?, p: String?, q: Decimal?}")
    }

    @Test func defaultValuesAreReadAsTheSchemaType() {
        let snippet = Snippet(schemas("""
        D:
          type: object
          properties:
            answer: {type: string, default: no}
            count: {type: integer, default: 10}
            ratio: {type: number, default: 1e3}
            on: {type: boolean, default: true}
            tags: {type: array, items: {type: string}, default: [a, yes]}
            level: {$ref: '#/components/schemas/Level', default: 2}
            bad: {type: integer, default: ten}
        Level: {type: integer, enum: [1, 2]}
        """))
        #expect(snippet.models.hasPrefix("""
        D {answer: String? = "no", count: Int? = 10, ratio: Double? = 1000.0, on: Bool? = true, tags: [String]? = ["a", "yes"], level: Level? = 2, bad: Int?}
        """))
        #expect(snippet.warnings == ["spec.yaml:15:39: warning: the default value is 'ten', not an integer as the schema's type says (OpenAPI 3.0 Schema Object: a default must be of the schema's type; JSON Schema validation 2020-12 §9.2); ignored"])
    }

    @Test func descriptionsAndDeprecation() {
        let snippet = Snippet(schemas("""
        Old:
          description: An old thing.
          deprecated: true
          type: object
          properties:
            x: {type: string, description: The x., deprecated: yes}
        """))
        #expect(snippet.diagnostics.isEmpty)
        let model = snippet.spec?.models.first
        #expect(model?.description == "An old thing.")
        #expect(model?.deprecated == true)
        guard case .object(let properties)? = model?.kind else {
            Issue.record("not an object")
            return
        }
        #expect(properties.first?.description == "The x.")
        #expect(properties.first?.deprecated == true)
    }

    @Test func inlineSchemasGetReadableUniqueNames() {
        let snippet = Snippet(schemas("""
        Pet:
          type: object
          properties:
            owner: {type: object, properties: {name: {type: string}}}
            status: {type: string, enum: [a, b]}
            toys: {type: array, items: {type: object, properties: {id: {type: integer}}}}
        PetOwner: {type: string}
        """))
        #expect(snippet.diagnostics.isEmpty)
        #expect(snippet.models == """
        PetOwner2 {name: String?}
        PetStatus enum("a", "b")
        PetToysItem {id: Int?}
        Pet {owner: PetOwner2?, status: PetStatus?, toys: [PetToysItem]?}
        PetOwner = String
        """)
    }

    @Test func yamlOneOneScalarsStayTextWhereOpenAPIExpectsStrings() {
        let snippet = Snippet(schemas("""
        Odd:
          type: object
          required: [null, on, 'off']
          properties:
            null: {type: string, example: 2021-03-11T25:40:09Z}
            on: {type: string, default: 2021-03-11T25:40:09Z}
            'off': {type: integer}
            1e3: {type: boolean}
        """))
        #expect(snippet.diagnostics.isEmpty)
        #expect(snippet.models == "Odd {null: String, on: String = \"2021-03-11T25:40:09Z\", off: Int, 1e3: Bool?}")
    }

    /// JSON Schema defines seven type names; another is a fault of the document, not something
    /// EndpointGen lacks: an error with the nearest name, and with a lenient read a plain
    /// warning (in no group), the value read as any JSON value.
    @Test func anUnknownTypeNameIsAFaultAndLenientlyTypedJSON() {
        let text = schemas("""
        C: {type: tuple}
        D: {type: [string, foo]}
        E: {type: [foo, 'null']}
        F:
          type: object
          properties:
            a: {type: Integer}
            b: {type: [integer, string, bar]}
            c: {type: array, items: {type: [foo, bar]}}
        """, version: "3.1.0")
        let rule = "which JSON Schema does not define (validation 2020-12 §6.1.1: array, boolean, integer, null, number, object, string)"
        let strict = Snippet(text)
        #expect(strict.spec == nil)
        #expect(strict.errors == [
            "spec.yaml:6:15: error: the document gives the type 'tuple', \(rule)",
            "spec.yaml:7:24: error: the document gives the type 'foo', \(rule)",
            "spec.yaml:8:16: error: the document gives the type 'foo', \(rule)",
            "spec.yaml:12:19: error: the document gives the type 'Integer', \(rule)\nspec.yaml:12:19: note: did you mean 'integer'?",
            "spec.yaml:13:37: error: the document gives the type 'bar', \(rule)",
            "spec.yaml:14:41: error: the document gives the type 'foo', \(rule)",
            "spec.yaml:14:46: error: the document gives the type 'bar', \(rule)",
        ])
        var options = OpenAPIReader.Options()
        options.isLenient = true
        let snippet = Snippet(text, options: options)
        #expect(snippet.errors.isEmpty)
        #expect(snippet.models == """
            C = JSON
            D = JSON
            E = JSON
            F {a: JSON?, b: JSON?, c: [JSON]?}
            """)
        #expect(snippet.warnings == [
            "spec.yaml:6:15: warning: the document gives the type 'tuple', \(rule); the value is typed JSON",
            "spec.yaml:7:24: warning: the document gives the type 'foo', \(rule); the value is typed JSON",
            "spec.yaml:8:16: warning: the document gives the type 'foo', \(rule); the value is typed JSON",
            "spec.yaml:12:19: warning: the document gives the type 'Integer', \(rule); the value is typed JSON\nspec.yaml:12:19: note: did you mean 'integer'?",
            "spec.yaml:13:37: warning: the document gives the type 'bar', \(rule); the value is typed JSON",
            "spec.yaml:14:41: warning: the document gives the type 'foo', \(rule); the value is typed JSON",
            "spec.yaml:14:46: warning: the document gives the type 'bar', \(rule); the value is typed JSON",
        ])
        #expect(snippet.diagnostics.allSatisfy { $0.group == nil })
    }

    @Test func recursiveAliasesBecomeJSON() {
        let snippet = Snippet(schemas("""
        Tree: {type: array, items: {$ref: '#/components/schemas/Tree'}}
        Node: {type: object, properties: {children: {type: array, items: {$ref: '#/components/schemas/Node'}}}}
        """))
        #expect(snippet.models == "Tree = JSON\nNode {children: [Node]?}")
        #expect(snippet.warnings == ["spec.yaml:6:5: warning: 'Tree' is defined through itself, which a Swift type alias cannot express; typed JSON [#Unsupported]"])
    }
}

@Suite struct DefaultValueTests {
    @Test func everyDefaultIsReadAsItsSchemasLiteral() {
        let snippet = Snippet(schemas("""
        D:
          type: object
          properties:
            labels: {type: object, additionalProperties: {type: string}, default: {a: b}}
            any: {default: {n: 1}}
            inner: {$ref: '#/components/schemas/Inner', default: {x: 1}}
            when: {type: string, format: date-time, default: '2020-01-01T00:00:00Z'}
            ids: {type: array, items: {type: string, format: uuid}, default: []}
        Inner: {type: object, properties: {x: {type: integer}}}
        """))
        #expect(snippet.models == "D {labels: [String: String]? = {a: \"b\"}, any: JSON? = {n: 1}, inner: Inner? = {x: 1}, when: Date? = \"2020-01-01T00:00:00Z\", ids: [UUID]? = []}\nInner {x: Int?}")
        #expect(snippet.warnings.isEmpty)
    }

    @Test func aURLOrDateWhoseDefaultIsNotOneIsAString() {
        // The API sends its default, so the type must be able to hold it.
        let snippet = Snippet(schemas("""
        Status:
          type: object
          properties:
            target_url: {type: string, format: uri, default: ''}
            home: {type: string, format: uri, default: 'https://example.com/'}
            since: {type: string, format: date-time, default: 'never'}
            at: {type: string, format: date-time, default: '2020-01-01T00:00:00.250Z'}
        """))
        #expect(snippet.models == "Status {target_url: String? = \"\", home: URL? = \"https://example.com/\", since: String? = \"never\", at: Date? = \"2020-01-01T00:00:00.250Z\"}")
    }

    @Test func defaultsOfChoicesModelsDatesAndURLsAreGeneratedAsTypedValues() throws {
        let snippet = Snippet(schemas("""
        Job:
          type: object
          properties:
            epochs:
              oneOf:
                - {type: string, enum: [auto]}
                - {type: integer}
              default: auto
            batch: {$ref: '#/components/schemas/Batch', default: 8}
            model:
              anyOf: [{type: string}, {type: string, enum: [small, large]}]
              default: large
            retry: {$ref: '#/components/schemas/Retry', default: {count: 3}}
            start: {type: string, format: date-time, default: '2024-05-01T14:00:00+02:00'}
            day: {type: string, format: date, default: '2024-02-29'}
            home: {type: string, format: uri, default: 'https://example.com/a?b=c'}
            id: {type: string, format: uuid, default: '3f2504e0-4f89-11d3-9a0c-0305e82c3301'}
            noise: {type: object, properties: {level: {type: number}}, default: null}
            late: {type: string, format: date-time, default: '2020-01-01T00:00:00.250Z'}
        Batch:
          oneOf: [{type: string, enum: [auto]}, {type: integer}]
        Retry:
          type: object
          required: [count]
          properties: {count: {type: integer}, backoff: {type: number}}
        """))
        let spec = try #require(snippet.spec)
        let result = Generator.generate(specs: [spec])
        let job = try #require(result.files.first { $0.key.hasSuffix(".Job.swift") }?.value)
        #expect(job.contains("epochs: JobEpochs? = .variant1(.auto),"))
        #expect(job.contains("batch: Batch? = .int(8),"))
        // An anyOf of strings is one open string enum (see the Unions article).
        #expect(job.contains("model: JobModel? = .large,"))
        #expect(job.contains("retry: Retry? = Retry(count: 3, backoff: nil),"))
        #expect(job.contains("start: Date? = Date(timeIntervalSince1970: 1714564800),"))
        #expect(job.contains("day: CalendarDate? = CalendarDate(checkedExample: \"2024-02-29\"),"))
        #expect(job.contains("home: URL? = URL(string: \"https://example.com/a?b=c\")!,"))
        #expect(job.contains("id: UUID? = UUID(uuidString: \"3F2504E0-4F89-11D3-9A0C-0305E82C3301\")!,"))
        #expect(job.contains("noise: JobNoise? = nil,"))
        // Fractional seconds might not survive a Double exactly: no default, and a warning.
        #expect(job.contains("late: Date? = nil"))
        #expect(result.diagnostics.map(\.description) == [
            "spec.yaml:24:58: warning: the default value of 'late' cannot be written as a value of its type 'Date?'; it is ignored [#Unsupported]",
        ])
    }
}

@Suite struct ChoiceDefaultTests {
    @Test func aDefaultOfAnAnyOfSetsEveryVariantThatTakesItAndNoneThatMight() throws {
        let snippet = Snippet(schemas("""
        Speech:
          type: object
          properties:
            voice: {$ref: '#/components/schemas/Voice', default: alloy}
            size: {$ref: '#/components/schemas/Size', default: 3}
            unsure: {$ref: '#/components/schemas/Unsure', default: abc}
        Voice:
          anyOf:
            - anyOf: [{type: string}, {type: string, enum: [alloy, ash]}]
            - {type: object, required: [id], properties: {id: {type: string}}}
        Size:
          anyOf: [{type: integer}, {type: array, items: {type: integer}}, {type: object, properties: {n: {type: integer}}}]
        Unsure:
          anyOf: [{type: string}, {}]
        """))
        let spec = try #require(snippet.spec)
        let result = Generator.generate(specs: [spec])
        let speech = try #require(result.files.first { $0.key.hasSuffix(".Speech.swift") }?.value)
        // The object variant cannot hold a string; the string enum takes it.
        #expect(speech.contains("voice: Voice? = Voice(variant1: .alloy),"), "\(speech)")
        // Neither the array nor the object can hold a number.
        #expect(speech.contains("size: Size? = Size(int: 3),"), "\(speech)")
        // JSON might hold the string too: no default rather than a value decoding would not give.
        #expect(speech.contains("unsure: Unsure? = nil"), "\(speech)")
        #expect(result.diagnostics.map(\.message) == [
            "the default value of 'unsure' cannot be written as a value of its type 'Unsure?'; it is ignored",
        ])
    }
}

extension ChoiceDefaultTests {
    @Test func aDefaultOfAnAnyOfOfScalarsIsTheCaseDecodingPicks() throws {
        let snippet = Snippet(schemas("""
        Options:
          type: object
          properties:
            whole: {$ref: '#/components/schemas/Size', default: 3}
            fraction: {$ref: '#/components/schemas/Size', default: 2.5}
            quoted: {$ref: '#/components/schemas/Size', default: '3'}
            word: {$ref: '#/components/schemas/Size', default: auto}
            flag: {$ref: '#/components/schemas/Size', default: true}
            numberFirst: {$ref: '#/components/schemas/Amount', default: 3}
        Size:
          anyOf: [{type: integer}, {type: number}, {type: string}]
        Amount:
          anyOf: [{type: number}, {type: integer}]
        """))
        let result = Generator.generate(specs: [try #require(snippet.spec)])
        let options = try #require(result.files.first { $0.key.hasSuffix(".Options.swift") }?.value)
        // The enum decodes the first variant, in spec order, that takes the JSON value: an
        // integer is `.int` (not also `.double`), a fraction `.double`, a JSON string `.string`
        // even when its text is a number; `Double` comes first in Amount, so 3 is `.double`.
        for line in ["whole: Size? = .int(3),", "fraction: Size? = .double(2.5),", #"quoted: Size? = .string("3"),"#,
                     #"word: Size? = .string("auto"),"#, "flag: Size? = nil,", "numberFirst: Amount? = .double(3)"] {
            #expect(options.contains(line), "\(line)\n\(options)")
        }
        // No variant holds a Boolean: no default, with a warning.
        #expect(result.diagnostics.map(\.message) == [
            "the default value of 'flag' cannot be written as a value of its type 'Size?'; it is ignored",
        ])
    }
}

@Suite struct AllOfWrapperTests {
    @Test func aNullablePartMakesTheOtherPartOptional() {
        let snippet = Snippet(schemas("""
        Run:
          type: object
          required: [strategy]
          properties:
            strategy:
              allOf:
                - $ref: '#/components/schemas/Strategy'
                - nullable: true
                  description: Null turns it off.
        Strategy: {type: object, properties: {type: {type: string}}}
        """))
        #expect(snippet.warnings.isEmpty)
        #expect(snippet.models == "Run {strategy: Strategy?}\nStrategy {type: String?}")
    }

    @Test func scalarPartsTakeTheTypeThatRefinesTheOthers() {
        let snippet = Snippet(schemas("""
        When:
          allOf: [{type: string, format: date-time}, {type: string}]
        Count:
          allOf: [{type: number}, {type: integer, format: int64}, {}]
        Odd:
          allOf: [{type: string}, {type: integer}]
        """))
        #expect(snippet.models == "When = Date\nCount = Int64\nOdd = JSON")
        #expect(snippet.warnings.count == 1)
    }


    @Test func anEmptyObjectPartBesideAReferenceAddsNothing() {
        let snippet = Snippet(schemas("""
        Project:
          type: object
          properties:
            workspace:
              allOf:
                - $ref: '#/components/schemas/Workspace'
                - type: object
                  readOnly: true
                  description: Create-only.
        Workspace: {type: object, properties: {gid: {type: string}}}
        """))
        #expect(snippet.warnings.isEmpty)
        #expect(snippet.models == "Project {workspace: Workspace?}\nWorkspace {gid: String?}")
    }
}
