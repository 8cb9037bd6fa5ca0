import Testing
@testable import EndpointGenCore

@Suite struct RobustnessTests {
    @Test func malformedStructureIsReportedNotCrashedOn() {
        let snippet = Snippet("""
        openapi: 3.0.3
        info: {title: Demo, version: '1'}
        paths:
          /a: [1, 2]
          /b:
            get: 7
            post:
              parameters: {name: x}
              requestBody: {content: [1]}
              responses: [1]
        components:
          schemas:
            S: [1]
            T: {type: object, properties: [1], required: 5}
        """)
        #expect(snippet.spec == nil)
        // Each once: the check of the whole document and the reader report one fault alike.
        #expect(snippet.errors == [
            "spec.yaml:4:7: error: the document gives the path item '/a' as a sequence; OpenAPI defines it as a mapping",
            "spec.yaml:6:10: error: the document gives an Operation Object as the value '7'; OpenAPI defines it as a mapping",
            "spec.yaml:8:19: error: the document gives 'parameters' as a mapping; OpenAPI defines it as a list",
            "spec.yaml:9:30: error: the document gives 'content' as a sequence; OpenAPI defines it as a mapping",
            "spec.yaml:10:18: error: the document gives 'responses' as a sequence; OpenAPI defines it as a mapping",
            "spec.yaml:14:35: error: the document gives 'properties' as a sequence; OpenAPI defines it as a mapping",
            "spec.yaml:14:50: error: the document gives 'required' as the value '5'; OpenAPI defines it as a list of strings",
            "spec.yaml:13:8: error: the document gives a sequence where JSON Schema 2020-12 §4.3 expects a schema (a mapping, or true or false)",
        ])
        #expect(snippet.warnings.isEmpty)
    }

    @Test func aKeyThatIsNotAScalarIsAnError() {
        let snippet = Snippet("""
        openapi: 3.0.3
        info: {title: Demo, version: '1'}
        paths: {}
        components:
          schemas:
            S:
              type: object
              properties:
                ? [a, b]
                : {type: string}
                c: {type: string}
        """)
        #expect(snippet.spec == nil)
        #expect(snippet.errors.count == 1)
        #expect(snippet.errors.first?.hasPrefix("spec.yaml:9:11: error: a key in ") == true)
        #expect(snippet.errors.first?.hasSuffix("must be a scalar, found a sequence") == true)
    }

    @Test func deeplyNestedSchemasDoNotOverflow() {
        var schema = "{type: string}"
        for _ in 0..<120 { schema = "{type: array, items: \(schema)}" }
        let snippet = Snippet(schemas("Deep: \(schema)"))
        #expect(snippet.diagnostics.isEmpty)
        #expect(snippet.spec?.models.count == 1)
    }

    @Test func notAnOpenAPIRootIsAnError() {
        let snippet = Snippet("- just a list\n")
        #expect(snippet.errors == ["spec.yaml:1:1: error: an OpenAPI document must be a mapping, found a sequence"])
        let noVersion = Snippet("info: {title: x}\n")
        #expect(noVersion.errors == ["spec.yaml:1:1: error: an OpenAPI document needs 'openapi: 3.0.x' or 'openapi: 3.1.x'"])
        let badYAML = Snippet("openapi: 3.0.0\ninfo: [\n")
        #expect(badYAML.errors.count == 1)
        #expect(badYAML.errors.first?.hasPrefix("spec.yaml:3:1: error: YAML syntax error") == true)
    }
}
