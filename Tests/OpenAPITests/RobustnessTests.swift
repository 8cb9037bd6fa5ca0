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
        #expect(snippet.errors == [
            "spec.yaml:4:7: error: expected a mapping for the path item '/a', found a sequence",
            "spec.yaml:6:10: error: an operation must be a mapping, found a scalar",
            "spec.yaml:13:8: error: a schema must be a mapping, found a sequence",
            "spec.yaml:14:35: error: expected a mapping for 'properties', found a sequence",
            "spec.yaml:8:19: error: 'parameters' must be a list, found a mapping",
            "spec.yaml:9:30: error: expected a mapping for 'content', found a sequence",
            "spec.yaml:10:18: error: expected a mapping for 'responses', found a sequence",
        ])
        #expect(snippet.warnings == ["spec.yaml:14:50: warning: 'required' of a schema should be a list of property names; ignored [#Unsupported]"])
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
