import Testing
@testable import EndpointGenCore

/// Every key written twice in one mapping of an OpenAPI document is an error at the later key,
/// with a note at the first, reported once, in whatever object and whatever file: a reader
/// that keeps the last key reads another API (YAML 1.2 §3.2.1.1, RFC 8259 §4).
@Suite struct DuplicateKeyTests {
    /// The error and note for a duplicate `key` at `line:column` (first at `firstLine:firstColumn`).
    private func duplicate(_ key: String, _ line: Int, _ column: Int, first firstLine: Int, _ firstColumn: Int, in place: String, file: String = "spec.yaml") -> String {
        "\(file):\(line):\(column): error: duplicate key '\(key)' in \(place)\n\(file):\(firstLine):\(firstColumn): note: '\(key)' is first defined here"
    }

    @Test func aDuplicateTypeInASchemaIsAnErrorNotTheFirstType() {
        let snippet = Snippet(schemas("S: {type: string, type: integer}"))
        #expect(snippet.spec == nil)
        #expect(snippet.errors == [duplicate("type", 6, 23, first: 6, 9, in: "the mapping at '/components/schemas/S'")])
    }

    @Test func aMappingTheReaderReadsWithItsOwnChecksIsReportedOnce() {
        // `properties` goes through `entries`, which reported duplicates before the load pass did.
        let snippet = Snippet(schemas("S: {type: object, properties: {a: {type: string}, a: {type: integer}}}"))
        #expect(snippet.errors == [duplicate("a", 6, 55, first: 6, 36, in: "the mapping at '/components/schemas/S/properties'")])
    }

    @Test func duplicatesInAnOperationAParameterAndAResponseAreAllReported() {
        let snippet = Snippet("""
        openapi: 3.0.3
        info: {title: Demo, version: '1'}
        paths:
          /pets:
            get:
              operationId: listPets
              operationId: findPets
              parameters:
                - {name: limit, in: query, in: header, schema: {type: integer}}
              responses:
                '200': {description: ok, description: fine}
                '200': {description: again}
        """)
        #expect(snippet.spec == nil)
        #expect(snippet.errors == [
            duplicate("operationId", 7, 7, first: 6, 7, in: "the mapping at '/paths/~1pets/get'"),
            duplicate("in", 9, 36, first: 9, 25, in: "the mapping at '/paths/~1pets/get/parameters/0'"),
            duplicate("description", 11, 34, first: 11, 17, in: "the mapping at '/paths/~1pets/get/responses/200'"),
            duplicate("200", 12, 9, first: 11, 9, in: "the mapping at '/paths/~1pets/get/responses'"),
        ])
    }

    @Test func aDuplicateInAFileReachedByARefIsReportedInThatFile() {
        let snippet = Snippet(schemas("S: {$ref: 'pet.yaml#/Pet'}"), files: [
            "pet.yaml": "Pet:\n  type: object\n  properties:\n    name: {type: string}\n    name: {type: integer}\n",
        ])
        #expect(snippet.spec == nil)
        #expect(snippet.errors == [duplicate("name", 5, 5, first: 4, 5, in: "the mapping at '/Pet/properties'", file: "pet.yaml")])
    }

    @Test func aDuplicateInAJSONDocumentIsReportedAtItsColumn() {
        let json = #"{"openapi": "3.1.0", "info": {"title": "J", "version": "1"}, "paths": {}, "components": {"schemas": {"A": {"type": "string", "type": "integer"}}}}"#
        let snippet = Snippet(json, file: "spec.json")
        #expect(snippet.spec == nil)
        #expect(snippet.errors == [duplicate("type", 1, 126, first: 1, 108, in: "the mapping at '/components/schemas/A'", file: "spec.json")])
    }

    @Test func partsTheReaderDoesNotReadAreCheckedToo() {
        // An `example` with two values for one key, and an `x-` extension, are read differently
        // by different tools as much as a schema is.
        let snippet = Snippet(schemas("""
        S:
          type: object
          properties: {a: {type: integer}}
          example: {a: 1, a: 2}
          x-vendor: {on: true, on: false}
        """))
        #expect(snippet.spec == nil)
        #expect(snippet.errors == [
            duplicate("a", 9, 23, first: 9, 17, in: "the mapping at '/components/schemas/S/example'"),
            duplicate("on", 10, 28, first: 10, 18, in: "the mapping at '/components/schemas/S/x-vendor'"),
        ])
    }

    @Test func aDuplicateNestedDeepIsFound() {
        let depth = 120
        let open = String(repeating: "{a: ", count: depth), close = String(repeating: "}", count: depth)
        let snippet = Snippet(schemas("S: {type: object, x-deep: \(open){b: 1, b: 2}\(close)}"))
        let pointer = "/components/schemas/S/x-deep" + String(repeating: "/a", count: depth)
        let column = 5 + 27 + 4 * depth
        #expect(snippet.errors == [duplicate("b", 6, column + 6, first: 6, column, in: "the mapping at '\(pointer)'")])
    }

    @Test func everyDuplicateOfADocumentIsReported() {
        // Small mappings compare keys pairwise, large ones (16 pairs or more) through a
        // dictionary; a key written three times is two errors, each pointing at the first.
        let many = (0..<20).map { "p\($0): {type: string}" }.joined(separator: ", ")
        let snippet = Snippet(schemas("""
        A: {type: string, format: uuid, type: string, type: integer}
        B: {type: object, properties: {\(many), p3: {type: integer}}}
        """))
        #expect(snippet.errors.count == 3)
        #expect(snippet.errors[0] == duplicate("type", 6, 37, first: 6, 9, in: "the mapping at '/components/schemas/A'"))
        #expect(snippet.errors[1] == duplicate("type", 6, 51, first: 6, 9, in: "the mapping at '/components/schemas/A'"))
        #expect(snippet.errors[2].hasPrefix("spec.yaml:7:"))
        #expect(snippet.errors[2].contains("error: duplicate key 'p3' in the mapping at '/components/schemas/B/properties'"))
    }

    @Test(arguments: [("K", "\u{212A}", "U+004B", "U+212A"), ("\u{E9}", "e\u{301}", "U+00E9", "U+0065 U+0301")])
    func keysEqualOnlyByCanonicalEquivalenceAreOneKey(first: String, second: String, firstPoints: String, secondPoints: String) {
        // Swift's `String ==`, by which every reader of the tree looks keys up, finds these
        // equal; a reader comparing bytes would see two keys: the document is ambiguous.
        let snippet = Snippet(schemas("\"\(first)\": {type: string}\n\"\(second)\": {type: integer}"))
        #expect(snippet.spec == nil)
        #expect(snippet.errors == [
            "spec.yaml:7:5: error: duplicate key '\(second)' in the mapping at '/components/schemas' (the same key under Unicode canonical equivalence: \(firstPoints) first, \(secondPoints) here)\nspec.yaml:6:5: note: '\(first)' is first defined here",
        ])
    }

    @Test func keysThatDifferInCaseOrOnlyLookAlikeAreDistinct() {
        // Not canonically equivalent: `a` and `A`; Latin `a` and Cyrillic `а` (U+0430); `1`
        // and `01`.
        let snippet = Snippet(schemas("S: {type: object, x-a: {a: 1, A: 2, \u{430}: 3, 1: 4, 01: 5}}"))
        #expect(snippet.errors.isEmpty)
        #expect(snippet.spec != nil)
    }

    @Test func anAliasedMappingIsReportedOnceAtItsAnchorAndAMergedKeyIsNoDuplicate() {
        let snippet = Snippet(schemas("""
        A: &a {type: string, type: string}
        B: *a
        C: *a
        D: {<<: {type: string, format: uuid}, format: date}
        """))
        #expect(snippet.errors == [duplicate("type", 6, 26, first: 6, 12, in: "the mapping at '/components/schemas/A'")])
    }

    @Test func keysOfEveryScalarStyleCompareByText() {
        // `'a'`, `"a"` and `a` are one key to a JSON reader; `1` and `"1"` too.
        let snippet = Snippet(schemas("S: {type: object, x-a: {'a': 1, \"a\": 2, 1: 3, \"1\": 4}}"))
        #expect(snippet.errors.count == 2)
        #expect(snippet.errors.allSatisfy { $0.contains("error: duplicate key ") })
    }
}
