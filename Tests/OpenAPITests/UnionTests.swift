import Testing
@testable import EndpointGenCore

/// How the OpenAPI reader reads unions and constants: discriminator values taken from the
/// variants, `anyOf`, unions of strings, 3.1 type lists, `allOf` hierarchies, properties
/// beside `oneOf`, and constant properties.
@Suite struct UnionTests {
    @Test func variantsAreChosenByTheValueTheyFixTheirDiscriminatorTo() {
        let snippet = Snippet(schemas("""
        Message:
          oneOf:
            - $ref: '#/components/schemas/User'
            - $ref: '#/components/schemas/Assistant'
            - $ref: '#/components/schemas/Tool'
          discriminator: {propertyName: role}
        User: {type: object, required: [role], properties: {role: {type: string, enum: [user]}}}
        Assistant: {type: object, required: [role], properties: {role: {const: assistant}}}
        Tool: {type: object, required: [role], properties: {role: {type: string}}}
        """, version: "3.1.0"))
        #expect(snippet.diagnostics.isEmpty)
        // The fixed value first (it is what the API sends), the schema name still accepted;
        // a variant that fixes nothing keeps its schema name.
        #expect(snippet.models == """
        Message oneOf(User [user, User] | Assistant [assistant, Assistant] | Tool [Tool]) by role
        User {role: String const "user"}
        Assistant {role: String const "assistant"}
        Tool {role: String}
        """)
    }

    @Test func aMappingWinsAndASchemaNameAnotherVariantClaimsIsNotAccepted() {
        let snippet = Snippet(schemas("""
        Pet:
          oneOf: [{$ref: '#/components/schemas/Cat'}, {$ref: '#/components/schemas/Dog'}, {$ref: '#/components/schemas/Bird'}]
          discriminator: {propertyName: kind, mapping: {birdie: Bird}}
        Cat: {type: object, properties: {kind: {enum: [feline]}}}
        Dog: {type: object, properties: {kind: {enum: [Cat]}}}
        Bird: {type: object, properties: {kind: {enum: [bird]}}}
        """))
        #expect(snippet.diagnostics.isEmpty)
        #expect(snippet.models.hasPrefix("Pet oneOf(Cat [feline] | Dog [Cat, Dog] | Bird [birdie]) by kind"), "\(snippet.models)")
    }

    @Test func inlineVariantsAreChosenByTheirFixedValueAndAValueTwoShareSelectsBoth() {
        let snippet = Snippet(schemas("""
        Event:
          oneOf:
            - {type: object, properties: {type: {const: text.delta}, delta: {type: string}}}
            - {type: object, properties: {type: {type: string}, other: {type: string}}}
            - {$ref: '#/components/schemas/In'}
            - {$ref: '#/components/schemas/Out'}
          discriminator: {propertyName: type}
        In: {type: object, properties: {type: {enum: [item]}}}
        Out: {type: object, properties: {type: {enum: [item]}}}
        """, version: "3.1.0"))
        #expect(snippet.diagnostics.isEmpty)
        #expect(snippet.models.contains("Event oneOf(EventVariant1 [text.delta] | EventVariant2 | In [item, In] | Out [item, Out]) by type"), "\(snippet.models)")
    }

    @Test func fixedValuesAreFoundThroughAllOf() {
        let snippet = Snippet(schemas("""
        Choice:
          oneOf: [{$ref: '#/components/schemas/Circle'}, {$ref: '#/components/schemas/Base'}]
          discriminator: {propertyName: kind}
        Base: {type: object, properties: {kind: {type: string}}}
        Circle:
          allOf:
            - $ref: '#/components/schemas/Base'
            - {type: object, properties: {kind: {enum: [circle]}, radius: {type: number}}}
        """))
        #expect(snippet.models.contains("Choice oneOf(Circle [circle, Circle] | Base [Base]) by kind"), "\(snippet.models)")
        #expect(snippet.models.contains("Circle {kind: CircleKind?, radius: Double?}"), "\(snippet.models)")
        #expect(snippet.models.contains("CircleKind enum(\"circle\") closed"), "\(snippet.models)")
    }

    @Test func anyOfIsItsOwnKeywordAndADiscriminatorStillChoosesOne() {
        let snippet = Snippet(schemas("""
        Rule:
          anyOf: [{$ref: '#/components/schemas/A'}, {$ref: '#/components/schemas/B'}]
        Event:
          anyOf: [{$ref: '#/components/schemas/A'}, {$ref: '#/components/schemas/B'}]
          discriminator: {propertyName: type}
        A: {type: object, properties: {type: {enum: [a]}, x: {type: integer}}}
        B: {type: object, properties: {type: {enum: [b]}, y: {type: integer}}}
        """))
        #expect(snippet.diagnostics.isEmpty)
        #expect(snippet.models.hasPrefix("""
        Rule anyOf(A | B)
        Event anyOf(A [a, A] | B [b, B]) by type
        """), "\(snippet.models)")
    }

    @Test func unionsOfStringsAreOneOpenStringEnum() {
        let snippet = Snippet(schemas("""
        Model:
          anyOf:
            - {type: string}
            - {type: string, enum: [small, large]}
            - {$ref: '#/components/schemas/Legacy'}
        Legacy:
          oneOf: [{const: old}, {type: string, enum: [older, small]}]
        Text:
          oneOf: [{type: string, format: email}, {type: string}]
        When:
          oneOf: [{type: string, format: date-time}, {type: string}]
        """, version: "3.1.0"))
        #expect(snippet.diagnostics.isEmpty)
        #expect(snippet.models == """
        Model enum("small", "large", "old", "older")
        Legacy enum("old", "older", "small")
        Text = String
        When oneOf(Date | String)
        """)
    }

    @Test func aTypeListIsAChoiceOfItsTypesIntegerBeforeNumber() {
        let snippet = Snippet(schemas("""
        Amount: {type: [number, string, integer, 'null']}
        Holder:
          type: object
          properties:
            value: {type: [string, array], items: {type: integer}}
        """, version: "3.1.0"))
        #expect(snippet.diagnostics.isEmpty)
        #expect(snippet.models == """
        Amount oneOf(Int | String | Double)
        HolderValue oneOf(String | [Int])
        Holder {value: HolderValue?}
        """)
    }

    @Test func prefixItemsAreATupleOfTheirTypes() {
        let snippet = Snippet(schemas("""
        Point: {type: array, prefixItems: [{type: number}, {type: [string, 'null']}], minItems: 1, items: false}
        Row: {type: array, prefixItems: [{type: integer}], items: {type: string}, minItems: 3}
        Loose: {type: array, prefixItems: [{type: object, properties: {a: {type: string}}}]}
        """, version: "3.1.0"))
        #expect(snippet.diagnostics.isEmpty)
        #expect(snippet.models == """
        Point tuple(Double, String?) min 1
        Row tuple(Int, ...String) min 1
        LooseItem1 {a: String?}
        Loose tuple(LooseItem1, ...JSON) min 0
        """)
    }

    @Test func aDiscriminatorOnAnAllOfParentChoosesTheSubtype() {
        let snippet = Snippet(schemas("""
        Animal:
          type: object
          required: [kind]
          properties: {kind: {type: string}, name: {type: string}}
          discriminator: {propertyName: kind, mapping: {doggo: '#/components/schemas/Dog'}}
        Dog:
          allOf: [{$ref: '#/components/schemas/Animal'}, {type: object, properties: {barks: {type: boolean}}}]
        Cat:
          allOf: [{$ref: '#/components/schemas/Animal'}, {type: object, properties: {lives: {type: integer}}}]
        Kitten:
          allOf: [{$ref: '#/components/schemas/Cat'}, {type: object, properties: {toy: {type: string}}}]
        Zoo: {type: object, properties: {animals: {type: array, items: {$ref: '#/components/schemas/Animal'}}}}
        """))
        #expect(snippet.diagnostics.isEmpty)
        // Models are listed as they are made: the base while its parent is read.
        #expect(snippet.models == """
        AnimalBase {kind: String, name: String?}
        Animal oneOf(Dog [doggo] | Cat [Cat] | Kitten [Kitten] | AnimalBase [Animal]) by kind
        Dog {kind: String, name: String?, barks: Bool?}
        Cat {kind: String, name: String?, lives: Int?}
        Kitten {kind: String, name: String?, lives: Int?, toy: String?}
        Zoo {animals: [Animal]?}
        """)
    }

    @Test func aDiscriminatorNothingExtendsLeavesAnObject() {
        let snippet = Snippet(schemas("""
        Lonely: {type: object, properties: {kind: {type: string}}, discriminator: {propertyName: kind}}
        Outputs: {type: array, items: {type: string}, discriminator: {propertyName: type}}
        """, version: "3.1.0"))
        #expect(snippet.diagnostics.isEmpty)
        #expect(snippet.models == "Lonely {kind: String?}\nOutputs = [String]")
    }

    @Test func variantsThatOnlyNarrowThePropertiesBesideThemKeepTheObject() {
        let snippet = Snippet(schemas("""
        CheckRun:
          type: object
          required: [name]
          properties: {name: {type: string}, status: {type: string, enum: [queued, completed]}, conclusion: {type: string}}
          oneOf:
            - {properties: {status: {enum: [completed]}}, required: [status, conclusion]}
            - {properties: {status: {enum: [queued]}}}
        """))
        #expect(snippet.diagnostics.isEmpty)
        #expect(snippet.models == "CheckRunStatus enum(\"queued\", \"completed\")\nCheckRun {name: String, status: CheckRunStatus?, conclusion: String?}")
    }

    @Test func propertiesBesideAOneOfAreMergedIntoEachVariant() {
        let snippet = Snippet(schemas("""
        Shape:
          type: object
          required: [id]
          properties: {id: {type: string}}
          oneOf:
            - {type: object, required: [radius], properties: {radius: {type: number}}}
            - {$ref: '#/components/schemas/Square'}
            - {type: string}
        Square: {type: object, required: [side], properties: {side: {type: number}}}
        """))
        #expect(snippet.models == """
        ShapeVariant1 {id: String, radius: Double}
        ShapeSquare {id: String, side: Double}
        Shape oneOf(ShapeVariant1 | ShapeSquare)
        Square {side: Double}
        """)
        #expect(snippet.warnings == ["spec.yaml:13:11: warning: a variant that is not an object cannot have the properties beside the 'oneOf'; skipped [#Unsupported]"])
    }

    @Test func anAllOfOfAChoiceAndAnObjectIsTheChoiceWithThoseProperties() {
        let snippet = Snippet(schemas("""
        Event:
          allOf:
            - anyOf:
                - $ref: '#/components/schemas/Delta'
                - {type: object, required: [error], properties: {error: {type: string}}}
            - type: object
              properties: {stream_id: {type: string}}
        Delta: {type: object, required: [delta], properties: {delta: {type: string}}}
        """))
        #expect(snippet.diagnostics.isEmpty, "\(snippet.diagnostics)")
        #expect(snippet.models == """
        EventDelta {stream_id: String?, delta: String}
        EventVariant2 {stream_id: String?, error: String}
        Event anyOf(EventDelta | EventVariant2)
        Delta {delta: String}
        """)
    }

    @Test func anAllOfOfTwoChoicesIsTheChoiceOfEveryCombination() {
        let snippet = Snippet(schemas("""
        Pet:
          allOf:
            - oneOf: [{$ref: '#/components/schemas/Cat'}, {$ref: '#/components/schemas/Dog'}]
              discriminator: {propertyName: kind, mapping: {kitty: '#/components/schemas/Cat'}}
            - oneOf:
                - {type: object, required: [size], properties: {size: {type: integer}}}
                - $ref: '#/components/schemas/Tag'
            - {type: object, properties: {id: {type: string}}}
        Cat: {type: object, required: [kind], properties: {kind: {type: string}, lives: {type: integer}}}
        Dog: {type: object, required: [kind], properties: {kind: {type: string}, barks: {type: boolean}}}
        Tag: {type: object, required: [tag], properties: {tag: {type: string}}}
        """))
        #expect(snippet.diagnostics.isEmpty, "\(snippet.diagnostics)")
        // Each combination has the properties of both variants and of the object part; the
        // discriminator of the first choice selects the two combinations of its variant.
        #expect(snippet.models == """
        PetCatVariant1 {id: String?, kind: String, lives: Int?, size: Int}
        PetCatTag {id: String?, kind: String, lives: Int?, tag: String}
        PetDogVariant1 {id: String?, kind: String, barks: Bool?, size: Int}
        PetDogTag {id: String?, kind: String, barks: Bool?, tag: String}
        Pet oneOf(PetCatVariant1 [kitty] | PetCatTag [kitty] | PetDogVariant1 [Dog] | PetDogTag [Dog]) by kind
        Cat {kind: String, lives: Int?}
        Dog {kind: String, barks: Bool?}
        Tag {tag: String}
        """, "\(snippet.models)")
    }

    /// A value may match several combinations when a choice is an `anyOf`: each is kept (a
    /// discriminator would pick one and lose the members only the others hold).
    @Test func anAllOfOfChoicesWithAnAnyOfKeepsEveryCombinationThatMatches() {
        let snippet = Snippet(schemas("""
        Note:
          allOf:
            - oneOf: [{$ref: '#/components/schemas/Mail'}, {$ref: '#/components/schemas/Phone'}]
              discriminator: {propertyName: channel}
            - anyOf:
                - {type: object, required: [text], properties: {text: {type: string}}}
                - {type: object, required: [url], properties: {url: {type: string}}}
        Mail: {type: object, required: [channel], properties: {channel: {type: string}, address: {type: string}}}
        Phone: {type: object, required: [channel], properties: {channel: {type: string}, number: {type: string}}}
        """))
        #expect(snippet.diagnostics.isEmpty, "\(snippet.diagnostics)")
        #expect(snippet.models.contains("Note anyOf(NoteMailVariant1 | NoteMailVariant2 | NotePhoneVariant1 | NotePhoneVariant2)\n"), "\(snippet.models)")
        #expect(snippet.models.contains("NoteMailVariant2 {channel: String, address: String?, url: String}"), "\(snippet.models)")
    }

    /// Two discriminated choices: the first discriminator alone would pick the first
    /// combination of its value that decodes, whatever the second says (`{"kind": "cat",
    /// "type": "cat"}` is Cat by `kind` and Dog by `type`, yet decoded as Cat and Cat). Every
    /// combination that matches is kept instead, as for an `anyOf`.
    @Test func anAllOfOfTwoDiscriminatedChoicesKeepsEveryCombinationThatMatches() {
        let snippet = Snippet(schemas("""
        Both:
          allOf: [{$ref: '#/components/schemas/ByKind'}, {$ref: '#/components/schemas/ByType'}]
        ByKind:
          oneOf: [{$ref: '#/components/schemas/Cat'}, {$ref: '#/components/schemas/Dog'}]
          discriminator: {propertyName: kind, mapping: {cat: '#/components/schemas/Cat', dog: '#/components/schemas/Dog'}}
        ByType:
          oneOf: [{$ref: '#/components/schemas/Cat'}, {$ref: '#/components/schemas/Dog'}]
          discriminator: {propertyName: type, mapping: {dog: '#/components/schemas/Cat', cat: '#/components/schemas/Dog'}}
        Cat: {type: object, required: [kind, type], properties: {kind: {type: string}, type: {type: string}, meows: {type: boolean}}}
        Dog: {type: object, required: [kind, type], properties: {kind: {type: string}, type: {type: string}, barks: {type: boolean}}}
        """))
        #expect(snippet.diagnostics.isEmpty, "\(snippet.diagnostics)")
        #expect(snippet.models.contains("Both anyOf(BothCatCat | BothCatDog | BothDogCat | BothDogDog)\n"), "\(snippet.models)")
    }

    @Test func anAllOfOfChoicesWithTooManyCombinationsIsJSON() {
        let choice = "{oneOf: [" + (1...20).map { "{type: object, required: [p\($0)], properties: {p\($0): {type: string}}}" }.joined(separator: ", ") + "]}"
        let snippet = Snippet(schemas("""
        Huge:
          allOf: [\(choice), \(choice)]
        """))
        #expect(snippet.models == "Huge = JSON", "\(snippet.models)")
        #expect(snippet.warnings == [
            "spec.yaml:7:14: warning: an 'allOf' of choices makes 400 combinations of their variants, more than 256; typed JSON [#Unsupported]",
        ])
    }

    @Test func aChoicePartOfAnAllOfKeepsItsDiscriminatorAndSkipsTheSchemaItself() {
        let snippet = Snippet(schemas("""
        First:
          allOf:
            - $ref: '#/components/schemas/Either'
            - {type: object, required: [type], properties: {type: {type: string}}}
        Second: {type: object, required: [name], properties: {name: {type: string}, type: {type: string}}}
        Either:
          oneOf: [{$ref: '#/components/schemas/First'}, {$ref: '#/components/schemas/Second'}]
          discriminator: {propertyName: type}
        Loop:
          anyOf: [{$ref: '#/components/schemas/Loop'}, {type: string}, {type: integer}]
        """))
        // First is an Either with a `type`: the variant that is First itself adds nothing.
        #expect(snippet.models.hasPrefix("""
        FirstSecond {type: String, name: String}
        First oneOf(FirstSecond [Second]) by type
        """), "\(snippet.models)")
        #expect(snippet.models.contains("Loop anyOf(String | Int)"), "\(snippet.models)")
        #expect(snippet.warnings == [
            "spec.yaml:12:15: warning: a variant that is the schema itself matches only what the other variants match; it adds no case",
            "spec.yaml:15:15: warning: a variant that is the schema itself matches only what the other variants match; it adds no case",
        ])
    }

    @Test func constantsAreReadAsTheirSchemaTypesSaysAndOnlyWhenOneValueIsAllowed() {
        let snippet = Snippet(schemas("""
        A:
          type: object
          required: [kind, version, flag, ratio, byRef]
          properties:
            kind: {type: string, enum: ['1']}
            version: {type: integer, enum: [2]}
            flag: {const: true}
            ratio: {type: number, const: 0.5}
            byRef: {$ref: '#/components/schemas/One'}
            defaulted: {const: reminder, default: reminder}
            nullable: {type: [string, 'null'], enum: [x]}
            two: {type: string, enum: [x, y]}
        One: {type: string, enum: [only]}
        """, version: "3.1.0"))
        #expect(snippet.diagnostics.isEmpty)
        #expect(snippet.models.contains("""
        A {kind: String const "1", version: Int const 2, flag: Bool const true, ratio: Double const 0.5, byRef: String const "only", \
        defaulted: String? const "reminder", nullable: ANullable?, two: ATwo?}
        """), "\(snippet.models)")
        #expect(snippet.models.contains("ANullable enum(\"x\")\n"), "\(snippet.models)")
        #expect(snippet.models.hasSuffix("One enum(\"only\") closed"), "\(snippet.models)")
    }

    @Test func anOptionalConstantWithoutItsDefaultIsAOneValueEnumOrItsPlainType() {
        let snippet = Snippet(schemas("""
        Permissions:
          type: object
          properties:
            plan: {type: string, enum: [read]}
            level: {type: integer, enum: [2]}
            final: {const: true}
            ratio: {const: 0.5}
        """, version: "3.1.0"))
        #expect(snippet.diagnostics.isEmpty)
        #expect(snippet.models == """
        PermissionsPlan enum("read") closed
        PermissionsLevel enum(2) closed
        PermissionsRatio number enum(0.5) closed
        Permissions {plan: PermissionsPlan?, level: PermissionsLevel?, final: Bool?, ratio: PermissionsRatio?}
        """)
    }
}
