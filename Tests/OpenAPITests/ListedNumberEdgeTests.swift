import Testing
@testable import EndpointGenCore

/// Listed values (`enum`, `const`) at the edges: an `allOf` of enums inside an `allOf`, zero
/// with any power of ten, numbers no `Decimal` holds, case names of exponents, and enums of
/// objects inside an `allOf`.
@Suite struct ListedNumberEdgeTests {
    /// The case names and raw values of a resolved number enum.
    func numberCases(_ snippet: Snippet, _ model: String) -> [String] {
        guard let spec = snippet.spec else { return [] }
        let diagnostics = DiagnosticCollector()
        var resolver = Resolver(spec: spec, diagnostics: diagnostics)
        let api = resolver.resolve(namespace: "Demo")
        guard case .numberEnum(let cases, _)? = api?.models.first(where: { $0.name == model })?.kind else { return [] }
        return cases.map { "\($0.name) = \($0.rawValue)" }
    }

    /// An `allOf` naming one schema twice at each level of a chain 24 deep: each walk through
    /// the parts (the kinds of value, whether an object, the listed values, the merged
    /// properties) visits each schema once, where it had visited 2^24 paths (the generator hung).
    @Test(.timeLimit(.minutes(2))) func aChainOfRepeatedPartsIsWalkedOnce() {
        func chain(_ prefix: String, end: String) -> String {
            (0..<24).map { "\(prefix)\($0): {allOf: [{$ref: '#/components/schemas/\(prefix)\($0 + 1)'}, {$ref: '#/components/schemas/\(prefix)\($0 + 1)'}]}" }
                .joined(separator: "\n") + "\n\(prefix)24: \(end)"
        }
        let snippet = Snippet(schemas(chain("O", end: "{type: object, properties: {name: {type: string}}}") + "\n"
            + chain("E", end: "{type: integer, enum: [1, 2]}")))
        #expect(snippet.errors.isEmpty)
        #expect(snippet.models.contains("O0 {name: String?}"), "\(snippet.models)")
        #expect(snippet.models.contains("E24 enum(1, 2)"), "\(snippet.models)")
    }

    @Test func anAllOfOfEnumsInsideAnAllOfIsTheEnumItIs() {
        let snippet = Snippet(schemas("""
        ABC: {type: string, enum: [a, b, c]}
        Nested: {allOf: [{$ref: '#/components/schemas/ABC'}, {allOf: [{enum: [b, c, d]}, {type: string, enum: [c, b]}]}]}
        NestedFirst: {allOf: [{allOf: [{enum: [a, b]}]}, {$ref: '#/components/schemas/ABC'}]}
        Levels: {allOf: [{allOf: [{type: integer, enum: [1, 2, 3]}, {enum: [3, 2]}]}, {enum: [2, 9]}]}
        Pet: {type: object, properties: {name: {type: string}}}
        PetAndWord: {allOf: [{$ref: '#/components/schemas/Pet'}, {allOf: [{enum: [a]}]}]}
        """))
        #expect(snippet.errors.isEmpty)
        #expect(snippet.models == """
            ABC enum("a", "b", "c")
            Nested enum("b", "c")
            NestedFirst enum("a", "b")
            Levels enum(2)
            Pet {name: String?}
            PetAndWord {name: String?}
            """, "\(snippet.models)")
        // Only the object beside a string enum is a fault of the document.
        #expect(snippet.warnings == [
            "spec.yaml:11:62: warning: this 'allOf' part says a value is a string, and the other parts an object: no value is both, so the schema matches no value; the model has the properties of the object parts",
        ], "\(snippet.warnings.joined(separator: "\n"))")
    }

    @Test func zeroWithAnyPowerOfTenIsZero() {
        let snippet = Snippet(schemas("""
        Zeros: {type: number, enum: [0e999999999, 1, -0e-999999999]}
        Zero: {const: -0e-99999999999999999999999999}
        IntZero: {type: integer, enum: [0e999999999, 2, 1e3]}
        """, version: "3.1.0"))
        #expect(snippet.models == """
            Zeros number enum(0, 1)
            Zero number enum(0) closed
            IntZero enum(0, 2, 1000)
            """, "\(snippet.models)")
        #expect(snippet.warnings == ["spec.yaml:6:50: warning: duplicate enum value 0 (JSON Schema compares numbers by value); it is one case"], "\(snippet.warnings)")
        #expect(DecimalNumber("0e999999999")?.description == "0")
        #expect(DecimalNumber("-0E+99999999999999999999999")?.isNegative == false)
        #expect(DecimalNumber("0e") == nil && DecimalNumber("0e+") == nil && DecimalNumber("0e1.5") == nil && DecimalNumber("1e999999999") == nil)
    }

    @Test func exponentCaseNamesKeepTheirSign() {
        let snippet = Snippet(schemas("""
        Powers: {type: number, enum: [1e-127, 1e127, 2.5e-100, -1e-128, 0.5]}
        """))
        #expect(snippet.warnings.isEmpty, "\(snippet.warnings)")
        #expect(numberCases(snippet, "Powers") == [
            "_1eMinus127 = 1e-127", "_1e127 = 1e127", "_25eMinus101 = 25e-101", "minus1eMinus128 = -1e-128", "_0Point5 = 0.5",
        ])
    }

    /// A number no `Decimal` holds cannot be a case: a plain warning naming the limit, and the
    /// schema's plain type, which holds what the server sends (never an enum that drops a value).
    @Test func numbersNoDecimalHoldsTypeTheSchemaPlainly() {
        let digits41 = "12345678901234567890123456789012345678901"
        let snippet = Snippet(schemas("""
        Long: {type: number, enum: [1, \(digits41)]}
        Huge: {enum: [1e400, 2]}
        Tiny: {type: number, enum: [1e-200]}
        WholeLong: {allOf: [{type: integer}, {enum: [\(digits41), 1]}]}
        WholeHuge: {allOf: [{enum: [1e200, 3]}, {type: integer}, {enum: [3, 1e200]}]}
        Beyond: {allOf: [{enum: [1e400, 2]}, {enum: [2, 1e400]}]}
        BigInts: {type: integer, enum: [1, 18446744073709551616]}
        """))
        #expect(snippet.errors.isEmpty)
        #expect(snippet.models == """
            Long = Double
            Huge = JSON
            Tiny = Double
            WholeLong = Int
            WholeHuge = Int
            Beyond = Double
            BigInts number enum(1, 18446744073709551616)
            """, "\(snippet.models)")
        let rule = " (Foundation's Decimal has a 128-bit significand, below 3.4 × 10^38), so no Swift number type holds it exactly and it is no enum case: the schema is typed as its plain type, "
        let tooLong = "has 41 significant digits, more than the 38 a Decimal holds"
        #expect(snippet.warnings == [
            "spec.yaml:6:36: warning: the listed number \(digits41) \(tooLong)\(rule)Double, without cases",
            "spec.yaml:7:19: warning: the listed number 1e400 needs a power of ten beyond the 10^-128 to 10^127 a Decimal holds\(rule)any JSON value, without cases",
            "spec.yaml:8:33: warning: the listed number 1e-200 needs a power of ten beyond the 10^-128 to 10^127 a Decimal holds\(rule)Double, without cases",
            "spec.yaml:9:50: warning: the listed number \(digits41) \(tooLong)\(rule)Int, without cases",
            "spec.yaml:10:33: warning: the listed number 1e200 needs a power of ten beyond the 10^-128 to 10^127 a Decimal holds\(rule)Int, without cases",
            "spec.yaml:11:30: warning: the listed number 1e400 needs a power of ten beyond the 10^-128 to 10^127 a Decimal holds\(rule)Double, without cases",
        ], "\(snippet.warnings.joined(separator: "\n"))")
    }

    /// Enums of objects or lists: the type of their kind holds each value as it is, alone or
    /// inside an `allOf`.
    @Test func enumsOfObjectsAreTypedByTheirKind() {
        let snippet = Snippet(schemas("""
        Shapes: {enum: [{kind: circle}, {kind: square}]}
        Pairs: {enum: [[1, 2], [3, 4]]}
        Mixed: {enum: [{kind: circle}, 1]}
        ShapeAll: {allOf: [{enum: [{kind: circle}]}, {type: object}]}
        ShapeRefs: {allOf: [{$ref: '#/components/schemas/Shapes'}, {enum: [{kind: square}]}]}
        Mixed2: {allOf: [{enum: [1, a, b]}, {allOf: [{enum: [a, 1]}]}]}
        """))
        #expect(snippet.errors.isEmpty)
        #expect(snippet.warnings.isEmpty, "\(snippet.warnings.joined(separator: "\n"))")
        #expect(snippet.models == """
            Shapes = [String: JSON]
            Pairs = [JSON]
            Mixed = JSON
            ShapeAll = [String: JSON]
            ShapeRefs = Shapes
            Mixed2 = JSON
            """, "\(snippet.models)")
    }
}
