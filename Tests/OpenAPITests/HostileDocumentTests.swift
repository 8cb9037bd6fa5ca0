@testable import EndpointGenCore
import Testing

/// Hostile OpenAPI documents: each mistake is reported at its place, and each value is read and
/// written as the wire has it.
@Suite struct HostileDocumentTests {
    @Test func aParameterWithBothSchemaAndContentIsWarnedAboutAtItsContent() {
        let snippet = Snippet("""
        openapi: 3.0.3
        info: {title: Both, version: '1'}
        paths:
          /both:
            get:
              operationId: getBoth
              parameters:
                - name: filter
                  in: query
                  schema: {type: string}
                  content:
                    application/json:
                      schema: {type: integer}
              responses: {'204': {description: x}}
        """)
        #expect(snippet.errors.isEmpty)
        #expect(snippet.warnings == [
            "spec.yaml:12:13: warning: a parameter has 'schema' or 'content', not both (OpenAPI 3.0.4 §4.7.12); its 'schema' is used, and this 'content' has no effect",
        ], "\(snippet.warnings)")
        #expect(snippet.endpoints == "getBoth: GET /both query(filter: String?) -> none", "\(snippet.endpoints)")
    }

    @Test func aDeepObjectQueryParameterNestedThreeLevelsIsWrittenWithBrackets() throws {
        let snippet = Snippet("""
        openapi: 3.0.3
        info: {title: Nested, version: '1'}
        paths:
          /search:
            get:
              operationId: search
              parameters:
                - {name: filter, in: query, style: deepObject, schema: {$ref: '#/components/schemas/Level1'}}
              responses: {'204': {description: x}}
        components:
          schemas:
            Level1: {type: object, properties: {level2: {$ref: '#/components/schemas/Level2'}}}
            Level2: {type: object, additionalProperties: false, properties: {level3: {type: object, additionalProperties: false, properties: {tags: {type: array, items: {type: string}}}}}}
        """)
        #expect(snippet.errors.isEmpty, "\(snippet.errors)")
        #expect(snippet.warnings.isEmpty, "\(snippet.warnings)")
        let result = Generator.generate(specs: [try #require(snippet.spec)])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let search = try #require(result.files.first { $0.key.hasSuffix(".Search.swift") }?.value)
        let line = #"items.append("filter[level2]", self.filterLevel2.map { ParameterValue(nested: ["level3": $0.level3.map { ParameterValue(nested: ["tags": $0.tags.map { ParameterValue($0) }]) }]) }, style: .deepObject)"#
        #expect(search.contains(line), "\(search)")
    }

    @Test func twoParametersWrittenAsTheSameQueryItemAreWarnedAbout() {
        // `role=a&role=b` reads as one parameter holding two values, whichever was meant.
        let snippet = Snippet("""
        openapi: 3.0.3
        info: {title: Clash, version: '1'}
        paths:
          /clash:
            get:
              operationId: clash
              parameters:
                - {name: role, in: query, schema: {type: string}}
                - {name: filter, in: query, schema: {type: object, properties: {role: {type: string}}}}
                - {name: 'deep[x]', in: query, schema: {type: string}}
                - {name: deep, in: query, style: deepObject, schema: {type: object, properties: {x: {type: string}}}}
              responses: {'204': {description: x}}
        """)
        let clashes = snippet.diagnostics.filter { $0.message.contains("same query item") }.map(\.description)
        #expect(clashes == [
            """
            spec.yaml:9:73: warning: query parameter 'role' is written as the same query item as another parameter; \
            a server reads both values as one parameter's
            spec.yaml:8:18: note: the other parameter is declared here
            """,
            """
            spec.yaml:11:90: warning: query parameter 'deep[x]' is written as the same query item as another parameter; \
            a server reads both values as one parameter's
            spec.yaml:10:18: note: the other parameter is declared here
            """,
        ], "\(snippet.diagnostics.map(\.description))")
    }

    @Test func aDiscriminatorMappingKeepsItsValuesWhenAnAllOfCopiesTheVariants() {
        // `Tagged` is `A` or `B` with `extra`: its variants are copies (TaggedA, TaggedB) that
        // the wire still names "a" and "b", as the mapping says, not "A" and "B".
        let snippet = Snippet("""
        openapi: 3.0.3
        info: {title: Mapped, version: '1'}
        paths: {}
        components:
          schemas:
            A: {type: object, required: [kind], properties: {kind: {type: string}, a: {type: integer}}}
            B: {type: object, required: [kind], properties: {kind: {type: string}, b: {type: integer}}}
            AB:
              oneOf: [{$ref: '#/components/schemas/A'}, {$ref: '#/components/schemas/B'}]
              discriminator: {propertyName: kind, mapping: {a: '#/components/schemas/A', b: B}}
            Tagged:
              allOf:
                - $ref: '#/components/schemas/AB'
                - {type: object, required: [extra], properties: {extra: {type: string}}}
        """)
        #expect(snippet.diagnostics.isEmpty, "\(snippet.diagnostics.map(\.description))")
        #expect(snippet.models.contains("Tagged oneOf(TaggedA [a] | TaggedB [b]) by kind"), "\(snippet.models)")
    }

    @Test func deepObjectPropertyNamesThatBracketsWouldChangeAreReported() {
        // `filter[a]b]=x` reads as another key and `filter[]=x` as an array element.
        let snippet = Snippet("""
        openapi: 3.0.3
        info: {title: Brackets, version: '1'}
        paths:
          /search:
            post:
              operationId: search
              parameters:
                - name: filter
                  schema:
                    type: object
                    properties:
                      'a]b': {type: string}
                      '': {type: string}
                      ok: {type: string}
                      inner: {type: object, properties: {'[x': {type: integer}}}
                  in: query
                  style: deepObject
              requestBody:
                content:
                  application/x-www-form-urlencoded:
                    schema:
                      type: object
                      properties:
                        meta: {type: object, properties: {'k]': {type: string}, fine: {type: string}}}
                    encoding:
                      meta: {style: deepObject}
              responses: {'204': {description: x}}
        """)
        #expect(snippet.diagnostics.map(\.description) == [
            "spec.yaml:12:15: warning: property 'a]b' of the object parameter 'filter' would be read as another key: a server reads filter[a]b] as deepObject brackets; left out [#Unsupported]",
            "spec.yaml:13:15: warning: property '' of the object parameter 'filter' would be read as another key: a server reads filter[] as deepObject brackets; left out [#Unsupported]",
            "spec.yaml:15:50: warning: property '[x' would be read as another key: a server reads filter[inner][[x] as deepObject brackets; a request that sets it fails",
            "spec.yaml:24:51: warning: property 'k]' would be read as another key: a server reads meta[k]] as deepObject brackets; a request that sets it fails",
        ], "\(snippet.diagnostics.map(\.description))")
        #expect(snippet.endpoints.contains("query(filter[ok]: String?, filter[inner]: SearchFilterInner? style=deepObject)"), "\(snippet.endpoints)")
    }

    /// A bracket that carries a combining mark is one `Character` with it but the same byte on
    /// the wire; and a choice written with deepObject's brackets writes the properties of its
    /// object variants as an object property does: both are reported.
    @Test func deepObjectKeysAreCheckedByTheirBytesAndThroughChoices() {
        let snippet = Snippet("""
        openapi: 3.0.3
        info: {title: Brackets, version: '1'}
        paths:
          /search:
            post:
              operationId: search
              parameters:
                - name: created
                  in: query
                  style: deepObject
                  schema:
                    anyOf:
                      - {type: object, properties: {'gt]': {type: integer}, lt: {type: integer}}}
                      - {type: integer}
              requestBody:
                content:
                  application/x-www-form-urlencoded:
                    schema:
                      type: object
                      properties:
                        meta: {type: object, properties: {"k]\\u0301": {type: string}}}
                        card:
                          anyOf:
                            - {type: object, properties: {'[n': {type: string}}}
                            - {type: string, enum: ['']}
                    encoding:
                      meta: {style: deepObject}
                      card: {style: deepObject}
              responses: {'204': {description: x}}
        """)
        #expect(snippet.diagnostics.map(\.description) == [
            "spec.yaml:13:45: warning: property 'gt]' would be read as another key: a server reads created[gt]] as deepObject brackets; a request that sets it fails",
            "spec.yaml:21:51: warning: property 'k]\u{301}' would be read as another key: a server reads meta[k]\u{301}] as deepObject brackets; a request that sets it fails",
            "spec.yaml:24:51: warning: property '[n' would be read as another key: a server reads card[[n] as deepObject brackets; a request that sets it fails",
        ], "\(snippet.diagnostics.map(\.description))")
    }
}
