import Testing
@testable import EndpointGenCore

/// `not` and `allOf` parts that are not objects: a schema is typed by what its parts say a
/// value is, so every value the server sends is kept as sent; a warning only where no value
/// can match the schema.
@Suite struct SchemaIntersectionTests {
    @Test func notOnlyExcludesValuesSoTheOtherKeywordsType() {
        let snippet = Snippet(schemas("""
        Anything: {not: {type: string}}
        Word: {type: string, not: {enum: [""]}}
        Counts: {items: {type: integer}, not: {maxItems: 0}}
        Pet: {type: object, properties: {name: {type: string}}, not: {required: [id]}}
        NamedPet: {allOf: [{$ref: '#/components/schemas/Pet'}, {not: {required: [tag]}}]}
        Color: {type: string, enum: [red, green], not: {const: blue}}
        Either:
          oneOf: [{type: string}, {type: integer}]
          not: {const: ""}
        Rule:
          type: object
          properties: {a: {type: string}, b: {type: string}}
          oneOf: [{not: {required: [a]}}, {not: {required: [b]}}]
        """))
        #expect(snippet.diagnostics.isEmpty, "\(snippet.diagnostics)")
        #expect(snippet.models == """
            Anything = JSON
            Word = String
            Counts = [Int]
            Pet {name: String?}
            NamedPet = Pet
            Color enum("red", "green")
            Either oneOf(String | Int)
            Rule {a: String?, b: String?}
            """)
    }

    /// Parts that say the same kind with different formats: the narrower integer (`int32`
    /// within `int64` within any integer), and `Decimal` for a number one part says is
    /// `decimal` (it holds the digits every part's values are written with).
    @Test func partsOfOneKindWithDifferentFormatsTypeByTheNarrowerFormat() {
        let snippet = Snippet(schemas("""
        Small: {allOf: [{type: integer, format: int32}, {type: integer, format: int64}]}
        Wide: {allOf: [{type: integer}, {type: integer, format: int64}]}
        Smallest: {allOf: [{type: integer, format: int64}, {type: integer}, {type: integer, format: int32}]}
        Money: {allOf: [{type: number, format: decimal}, {type: number}]}
        Price: {allOf: [{type: number, format: double}, {type: number, format: decimal}]}
        Count: {allOf: [{type: number, format: decimal}, {type: integer, format: int64}]}
        """))
        #expect(snippet.diagnostics.isEmpty, "\(snippet.diagnostics)")
        #expect(snippet.models == """
            Small = Int32
            Wide = Int64
            Smallest = Int32
            Money = Decimal
            Price = Decimal
            Count = Int64
            """)
    }

    @Test func nonObjectPartsTypeByTheirIntersection() {
        let snippet = Snippet(schemas("""
        Color: {type: string, enum: [red, green]}
        Code: {type: string}
        Level: {type: integer, enum: [1, 2]}
        Described: {allOf: [{$ref: '#/components/schemas/Color'}, {description: The color.}]}
        Short: {allOf: [{$ref: '#/components/schemas/Code'}, {maxLength: 5}]}
        ColorString: {allOf: [{$ref: '#/components/schemas/Color'}, {type: string}]}
        StringColor: {allOf: [{type: string, minLength: 1}, {$ref: '#/components/schemas/Color'}]}
        LevelNumber: {allOf: [{type: number}, {$ref: '#/components/schemas/Level'}]}
        Whole: {allOf: [{type: number}, {type: integer}]}
        Colors: {allOf: [{type: array, items: {$ref: '#/components/schemas/Color'}}, {type: array, maxItems: 3}]}
        TwoEnums: {allOf: [{$ref: '#/components/schemas/Color'}, {type: string, enum: [red, blue]}]}
        """))
        #expect(snippet.diagnostics.isEmpty, "\(snippet.diagnostics)")
        #expect(snippet.models == """
            Color enum("red", "green")
            Code = String
            Level enum(1, 2)
            Described = Color
            Short = Code
            ColorString = Color
            StringColor = Color
            LevelNumber = Level
            Whole = Int
            Colors = [Color]
            TwoEnums enum("red")
            """)
    }

    @Test func aNullPartMakesTheOtherPartNullable() {
        let snippet = Snippet(schemas("""
        Color: {type: string, enum: [red, green]}
        Pet: {type: object, properties: {name: {type: string}}}
        MaybeColor: {allOf: [{$ref: '#/components/schemas/Color'}, {type: 'null'}]}
        MaybePet: {allOf: [{$ref: '#/components/schemas/Pet'}, {type: 'null'}]}
        Holder:
          type: object
          required: [color, pet]
          properties:
            color: {$ref: '#/components/schemas/MaybeColor'}
            pet: {$ref: '#/components/schemas/MaybePet'}
            inline: {allOf: [{$ref: '#/components/schemas/Pet'}, {type: 'null'}]}
        """, version: "3.1.0"))
        #expect(snippet.diagnostics.isEmpty, "\(snippet.diagnostics)")
        #expect(snippet.models == """
            Color enum("red", "green")
            Pet {name: String?}
            MaybeColor = Color
            MaybePet = Pet
            Holder {color: MaybeColor?, pet: MaybePet?, inline: Pet?}
            """)
    }

    /// A schema whose only part is `null` types like `{type: 'null'}` alone: a `null` from the
    /// server decodes, and a caller can send one.
    @Test func onlyNullPartsTypeLikeNullAlone() {
        let snippet = Snippet(schemas("""
        Nothing: {type: 'null'}
        AllNull: {allOf: [{type: 'null'}]}
        AnyNull: {anyOf: [{type: 'null'}]}
        OneNull: {oneOf: [{type: 'null'}, {type: 'null'}]}
        AllNullDescribed: {allOf: [{type: 'null'}, {description: Always null.}]}
        NullOrText: {allOf: [{type: 'null'}, {type: [string, 'null']}]}
        Holder:
          type: object
          required: [all, text]
          properties:
            all: {allOf: [{type: 'null'}]}
            any: {anyOf: [{type: 'null'}]}
            text: {allOf: [{type: 'null'}, {type: [string, 'null']}]}
            ref: {$ref: '#/components/schemas/AllNull'}
        """, version: "3.1.0"))
        #expect(snippet.diagnostics.isEmpty, "\(snippet.diagnostics)")
        #expect(snippet.models == """
            Nothing = JSON
            AllNull = JSON
            AnyNull = JSON
            OneNull = JSON
            AllNullDescribed = JSON
            NullOrText = String
            Holder {all: JSON?, any: JSON?, text: String?, ref: AllNull?}
            """)
        let old = Snippet(schemas("""
        AllNull: {allOf: [{type: string, nullable: true}, {nullable: true}]}
        Holder:
          type: object
          properties:
            all: {allOf: [{nullable: true}]}
        """))
        #expect(old.models == """
            AllNull = String
            Holder {all: JSON?}
            """)
        #expect(old.diagnostics.isEmpty, "\(old.diagnostics)")
    }

    /// A keyword whose value must be a schema (or a list or mapping of schemas) but is not is
    /// a fault of the document: an error where it is, never dropped without a word; a lenient
    /// read ignores it and says so.
    @Test func keywordsThatMustHoldSchemasSayWhenTheyDoNot() {
        let text = schemas("""
        A: {type: string, not: 5}
        B: {type: string, not: [{const: a}]}
        C: {type: string, not: false}
        E: {type: object, additionalProperties: x}
        """, version: "3.1.0")
        #expect(Snippet(text).errors == [
            "spec.yaml:6:28: error: the document gives the value '5' where JSON Schema 2020-12 §4.3 expects a schema (a mapping, or true or false)",
            "spec.yaml:7:28: error: the document gives a sequence where JSON Schema 2020-12 §4.3 expects a schema (a mapping, or true or false)",
            "spec.yaml:9:45: error: the document gives the value 'x' where JSON Schema 2020-12 §4.3 expects a schema (a mapping, or true or false)",
        ])
        let ignored = Snippet(text, options: .lenient)
        #expect(ignored.warnings == [
            "spec.yaml:6:28: warning: the document gives the value '5' where JSON Schema 2020-12 §4.3 expects a schema (a mapping, or true or false); ignored",
            "spec.yaml:7:28: warning: the document gives a sequence where JSON Schema 2020-12 §4.3 expects a schema (a mapping, or true or false); ignored",
            "spec.yaml:9:45: warning: the document gives the value 'x' where JSON Schema 2020-12 §4.3 expects a schema (a mapping, or true or false); read as true, every member kept as any JSON value",
        ])
        #expect(ignored.errors.isEmpty)
        #expect(ignored.models == "A = String\nB = String\nC = String\nE = [String: JSON]")
        let broken = Snippet(schemas("""
        C: {type: array, items: 5}
        D: {allOf: {type: string}}
        E: {type: object, additionalProperties: x, properties: {a: {type: string}}}
        F: {type: object, properties: []}
        G: {anyOf: 5}
        H: {type: object, properties: {a: 5}}
        I: {type: object, additionalProperties: false, properties: {b: {oneOf: {}}}}
        """, version: "3.1.0"))
        #expect(Set(broken.diagnostics.map(\.description)) == [
            "spec.yaml:6:29: error: the document gives the value '5' where JSON Schema 2020-12 §4.3 expects a schema (a mapping, or true or false)",
            "spec.yaml:7:16: error: the document gives 'allOf' as a mapping; JSON Schema 2020-12 §10.2.1.1 defines it as a list of schemas",
            "spec.yaml:8:45: error: the document gives the value 'x' where JSON Schema 2020-12 §4.3 expects a schema (a mapping, or true or false)",
            "spec.yaml:9:35: error: the document gives 'properties' as a sequence; OpenAPI defines it as a mapping",
            "spec.yaml:10:16: error: the document gives 'anyOf' as the value '5'; JSON Schema 2020-12 §10.2.1.2 defines it as a list of schemas",
            "spec.yaml:11:39: error: the document gives the value '5' where JSON Schema 2020-12 §4.3 expects a schema (a mapping, or true or false)",
            "spec.yaml:12:76: error: the document gives 'oneOf' as a mapping; JSON Schema 2020-12 §10.2.1.3 defines it as a list of schemas",
        ], "\(broken.diagnostics.map(\.description).joined(separator: "\n"))")
    }

    /// Merging `allOf` parts makes models on the way (a property's object defined in three
    /// parts, two enums of one type); one that nothing refers to in the end is not generated,
    /// while a named component is, used or not.
    @Test func modelsMergingLeavesUnusedAreNotGenerated() {
        let snippet = Snippet(schemas("""
        Meta:
          allOf:
            - {properties: {info: {type: object, properties: {a: {type: string}}}}}
            - {properties: {info: {type: object, properties: {b: {type: string}}}}}
            - {properties: {info: {type: object, properties: {c: {type: string}}}}}
        Color: {type: string, enum: [red, green]}
        TwoEnums: {allOf: [{$ref: '#/components/schemas/Color'}, {type: string, enum: [red, blue]}]}
        Unused: {type: object, properties: {x: {type: string}}}
        """))
        #expect(snippet.errors.isEmpty)
        #expect(snippet.models == """
            MetaInfo5 {a: String?, b: String?, c: String?}
            Meta {info: MetaInfo5?}
            Color enum("red", "green")
            TwoEnums enum("red")
            Unused {x: String?}
            """)
    }

    @Test func partsNoValueCanMatchAreAPlainWarning() {
        let snippet = Snippet(schemas("""
        Pet: {type: object, properties: {name: {type: string}}}
        Odd: {allOf: [{type: string}, {type: integer}]}
        PetText: {allOf: [{$ref: '#/components/schemas/Pet'}, {type: string}, {properties: {tag: {type: string}}}]}
        Loose: {allOf: [{$ref: '#/components/schemas/Pet'}, {format: opaque}, {not: {required: [x]}}]}
        """))
        #expect(snippet.errors.isEmpty)
        #expect(snippet.models == """
            Pet {name: String?}
            Odd = JSON
            PetText {name: String?, tag: String?}
            Loose {name: String?}
            """)
        #expect(snippet.warnings == [
            "spec.yaml:7:18: warning: the 'allOf' parts say a value is a string and an integer, and no value is both: the schema matches no value; it is read as any JSON value",
            "spec.yaml:8:59: warning: this 'allOf' part says a value is a string, and the other parts an object: no value is both, so the schema matches no value; the model has the properties of the object parts",
        ])
    }

    /// A value matches every part (JSON Schema 2020-12 §10.2.1.1): parts that list values
    /// allow those every listing part lists and every part's type allows, in the first listing
    /// part's order; none left is a warning, as kinds no value is both are.
    @Test func listedValuesOfAllOfPartsIntersect() {
        let snippet = Snippet(schemas("""
        ABC: {type: string, enum: [a, b, c]}
        Common: {allOf: [{$ref: '#/components/schemas/ABC'}, {type: string, enum: [d, c, b]}]}
        Same: {allOf: [{$ref: '#/components/schemas/ABC'}, {enum: [c, b, a, x]}]}
        Disjoint: {allOf: [{type: string, enum: [a, b]}, {type: string, enum: [c, d]}]}
        Whole: {allOf: [{enum: [1.5, 2, 3]}, {type: integer}]}
        WholeFirst: {allOf: [{type: integer}, {type: number, enum: [3.0, 2.5, 4]}]}
        Numbers: {allOf: [{type: number, enum: [0.5, 1, 2.5]}, {enum: [2.50, 0.5]}]}
        NoWhole: {allOf: [{enum: [1.5, 2.5]}, {type: integer}]}
        Text: {allOf: [{type: string}, {enum: [a, 1]}]}
        Holder:
          type: object
          properties:
            level: {allOf: [{type: integer, enum: [1, 2, 3]}, {enum: [3, 1]}]}
        """))
        #expect(snippet.errors.isEmpty)
        #expect(snippet.models == """
            ABC enum("a", "b", "c")
            Common enum("b", "c")
            Same = ABC
            Disjoint = JSON
            Whole enum(2, 3)
            WholeFirst enum(3, 4)
            Numbers number enum(0.5, 2.5)
            NoWhole = JSON
            Text enum("a")
            HolderLevel enum(1, 3)
            Holder {level: HolderLevel?}
            """)
        let none = "warning: the 'allOf' parts list values, and no value is listed by each of them and allowed by every part's type "
            + "(JSON Schema 2020-12 §10.2.1.1: a value matches every part; validation §6.1.2): the schema matches no value; it is read as any JSON value"
        #expect(snippet.warnings == ["spec.yaml:9:23: " + none, "spec.yaml:13:22: " + none], "\(snippet.warnings)")
    }

    /// Values listed down a chain of `allOf`s reached through `$ref` (and a wrapper `allOf:
    /// [$ref]` with a description) intersect as one `allOf` of every part: such a part is not an
    /// object, so the schema is not an empty object model that no listed value decodes as.
    @Test func listedValuesIntersectDownAChainOfAllOfs() {
        let snippet = Snippet(schemas("""
        Color: {type: string, enum: [red, green, blue]}
        Described: {allOf: [{$ref: '#/components/schemas/Color'}], description: A color.}
        Cool: {allOf: [{$ref: '#/components/schemas/Described'}, {enum: [green, blue, pink]}]}
        Deep3: {allOf: [{type: integer}, {enum: [3, 4, 5, 2.0]}]}
        Deep2: {allOf: [{$ref: '#/components/schemas/Deep3'}, {enum: [2, 3, 4]}]}
        Deep1: {allOf: [{$ref: '#/components/schemas/Deep2'}, {enum: [1, 2, 3]}]}
        Same: {allOf: [{$ref: '#/components/schemas/Described'}, {type: string}]}
        """))
        #expect(snippet.diagnostics.isEmpty, "\(snippet.diagnostics)")
        #expect(snippet.models == """
            Color enum("red", "green", "blue")
            Described = Color
            Cool enum("green", "blue")
            Deep32 number enum(3, 4, 5, 2)
            Deep3 = Deep32
            Deep2 number enum(3, 4, 2)
            Deep1 number enum(3, 2)
            Same enum("red", "green", "blue")
            """)
    }

    /// `allOf: [{type: array}, {type: object}]`: the bare object part adds no property, but no
    /// value is both; a `false` part matches nothing, so neither does the schema.
    @Test func partsNoValueMatchesIncludeBareObjectsAndFalse() {
        let snippet = Snippet(schemas("""
        Pet: {type: object, properties: {name: {type: string}}}
        Listed: {allOf: [{type: array, items: {type: string}}, {type: object}]}
        Never: {allOf: [{type: string}, false]}
        OnlyNever: {allOf: [false]}
        NeverPet: {allOf: [{$ref: '#/components/schemas/Pet'}, false]}
        Always: {allOf: [{type: string}, true]}
        Holder:
          type: object
          properties:
            list: {allOf: [{type: array, items: {type: string}}, {type: object, description: A list.}]}
            gone: false
        """, version: "3.1.0"))
        #expect(snippet.errors.isEmpty)
        #expect(snippet.models == """
            Pet {name: String?}
            Listed = JSON
            Never = JSON
            OnlyNever = JSON
            NeverPet {name: String?}
            Always = String
            HolderList = JSON
            Holder {list: HolderList?, gone: JSON?}
            """, "\(snippet.models)")
        let falsePart = "warning: this 'allOf' part is the schema 'false', which matches no value (JSON Schema 2020-12 §4.3.2), so the schema matches no value (§10.2.1.1: a value matches every part); "
        let falseSchema = "warning: the schema 'false' matches no value (JSON Schema 2020-12 §4.3.2, which OpenAPI 3.1 uses), so no value is valid here; typed JSON, which keeps whatever arrives as it came"
        #expect(snippet.warnings == [
            "spec.yaml:7:21: warning: the 'allOf' parts say a value is an array and an object, and no value is both: the schema matches no value; it is read as any JSON value",
            "spec.yaml:8:37: " + falsePart + "it is read as any JSON value",
            "spec.yaml:9:25: " + falseSchema,
            "spec.yaml:10:60: " + falsePart + "the model has the properties of the object parts",
            "spec.yaml:15:23: warning: the 'allOf' parts say a value is an array and an object, and no value is both: the schema matches no value; it is read as any JSON value",
            "spec.yaml:16:15: " + falseSchema,
        ], "\(snippet.warnings.joined(separator: "\n"))")
    }

    /// `type` must be a name or a list of names (OpenAPI Schema Object, JSON Schema validation 2020-12 §6.1.1), and a
    /// `default` of another type than the schema's is a fault of the document (OpenAPI 3.0
    /// Schema Object): the first an error (a plain warning when lenient), the second a plain
    /// warning.
    @Test func aTypeThatIsNoNameAndADefaultOfAnotherTypeAreDocumentFaults() {
        let text = schemas("""
        Shapeless: {type: {}}
        Listed: {type: [{a: 1}, string]}
        Empty: {type: [], items: {type: integer}}
        Holder:
          type: object
          properties:
            count: {type: integer, default: 2.5}
            flag: {type: boolean, default: maybe}
            size: {type: number, default: '12'}
            name: {type: string, default: 7}
        """)
        let rule611 = "JSON Schema validation 2020-12 §6.1.1 defines"
        #expect(Snippet(text).errors == [
            "spec.yaml:6:23: error: the document gives 'type' as a mapping; \(rule611) it as a type name or a list of them",
            "spec.yaml:7:21: error: the document gives an entry of a 'type' list as a mapping; \(rule611) each as a type name",
            "spec.yaml:8:19: error: the document gives 'type' as an empty list; \(rule611) it as a type name or a non-empty list of them",
        ])
        let snippet = Snippet(text, options: .lenient)
        #expect(snippet.errors.isEmpty)
        #expect(snippet.models == """
            Shapeless = JSON
            Listed = String
            Empty = [Int]
            Holder {count: Int?, flag: Bool?, size: Double?, name: String? = "7"}
            """, "\(snippet.models)")
        let rule = " as the schema's type says (OpenAPI 3.0 Schema Object: a default must be of the schema's type; JSON Schema validation 2020-12 §9.2); ignored"
        #expect(snippet.warnings == [
            "spec.yaml:6:23: warning: the document gives 'type' as a mapping; \(rule611) it as a type name or a list of them; ignored, the value is typed by the other keywords",
            "spec.yaml:7:21: warning: the document gives an entry of a 'type' list as a mapping; \(rule611) each as a type name; ignored",
            "spec.yaml:8:19: warning: the document gives 'type' as an empty list; \(rule611) it as a type name or a non-empty list of them; ignored, the value is typed by the other keywords",
            "spec.yaml:12:41: warning: the default value is '2.5', not an integer" + rule,
            "spec.yaml:13:40: warning: the default value is 'maybe', not true or false" + rule,
            "spec.yaml:14:39: warning: the default value is '12', not a number" + rule,
        ], "\(snippet.warnings.joined(separator: "\n"))")
    }

    @Test func anEnumBesideATypeListIsTypedByTheTypesItsValuesAre() {
        let snippet = Snippet(schemas("""
        Maybe: {type: [string, 'null'], enum: [a, b, null]}
        Mixed: {type: [string, integer], enum: [a, 1]}
        Strings: {type: [string, integer], enum: [a, '1']}
        Numbers: {type: [integer, number], enum: [1, 2.5]}
        Flags: {type: [boolean, string, 'null'], enum: [true, 'off', null]}
        Shape: {type: object, enum: [{a: 1}, {a: 2}]}
        Pair: {type: array, items: {type: integer}, enum: [[1, 2]]}
        Holder:
          type: object
          required: [maybe, flags]
          properties:
            maybe: {$ref: '#/components/schemas/Maybe'}
            flags: {$ref: '#/components/schemas/Flags'}
        """, version: "3.1.0"))
        #expect(snippet.diagnostics.isEmpty, "\(snippet.diagnostics)")
        #expect(snippet.models == """
            Maybe enum("a", "b")
            Mixed oneOf(String | Int)
            Strings enum("a", "1")
            Numbers number enum(1, 2.5)
            Flags oneOf(Bool | String)
            Shape = [String: JSON]
            Pair = [Int]
            Holder {maybe: Maybe?, flags: Flags?}
            """)
    }

    /// JSON Schema 2020-12 §10.3.2.3: each part's `additionalProperties` applies to the members
    /// that part does not name, so the members beside the merged properties are of the type
    /// every part allows.
    @Test func additionalPropertiesOfAllOfPartsAreTypedWhenThePartsAgree() {
        let snippet = Snippet(schemas("""
        Base: {type: object, properties: {a: {type: string}}, additionalProperties: {type: integer}}
        Child: {allOf: [{$ref: '#/components/schemas/Base'}, {properties: {b: {type: integer}}}]}
        Both: {allOf: [{$ref: '#/components/schemas/Base'}, {type: object, additionalProperties: {type: integer}, properties: {c: {type: integer}}}]}
        Narrow: {allOf: [{additionalProperties: {type: number}}, {$ref: '#/components/schemas/Base'}]}
        Own: {allOf: [{$ref: '#/components/schemas/Base'}], properties: {d: {type: integer}}, additionalProperties: {type: number}}
        Loose: {allOf: [{$ref: '#/components/schemas/Base'}, {additionalProperties: true, properties: {e: {type: string}}}]}
        Clash: {allOf: [{$ref: '#/components/schemas/Base'}, {type: object, properties: {f: {type: string}}, additionalProperties: {type: string}}]}
        Listed: {allOf: [{additionalProperties: {type: string, enum: [x, y]}}, {type: object, properties: {g: {type: string}}, additionalProperties: {type: integer, enum: [1, 2]}}]}
        Mixed: {allOf: [{additionalProperties: {type: [string, integer]}}, {type: object, properties: {h: {type: string}}, additionalProperties: {type: integer}}]}
        """))
        #expect(snippet.errors.isEmpty)
        #expect(snippet.models == """
            Base {a: String?} + [String: Int]
            Child {a: String?, b: Int?} + [String: Int]
            Both {a: String?, c: Int?} + [String: Int]
            Narrow {a: String?} + [String: Int]
            Own {a: String?, d: Int?} + [String: Int]
            Loose {a: String?, e: String?} + [String: Int]
            Clash {a: String?, f: String?}
            Listed {g: String?}
            Mixed {h: String?} + [String: Int]
            """)
        // Parts no value matches both of are a fault of the document: no member is valid, and
        // any that arrives is kept as JSON; a choice and one of its variants meet in the variant.
        let fault = "which no value is both of (JSON Schema 2020-12 §10.2.1.1, as OpenAPI uses it: a value matches every 'allOf' part), "
            + "so no such member is valid; any that arrives is kept as a JSON value, and written back as it came"
        #expect(snippet.warnings == [
            "spec.yaml:12:128: warning: the 'allOf' parts make each member beside the properties an integer and a string, " + fault,
            "spec.yaml:13:146: warning: the 'allOf' parts make each member beside the properties a string and an integer, " + fault,
        ])
    }
}
