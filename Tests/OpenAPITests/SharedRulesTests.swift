import Testing
@testable import EndpointGenCore

/// OpenAPI documents go through the same reading rules as endpoint specs: duplicate keys,
/// `{name}` templates, the value size limit.
@Suite struct SharedRulesTests {
    @Test func aDuplicateKeyIsReportedAsInAnEndpointSpec() {
        let snippet = Snippet(schemas("S: {type: object, properties: {a: {type: string}, a: {type: integer}}}"))
        #expect(snippet.errors == ["spec.yaml:6:55: error: duplicate key 'a' in 'properties'\nspec.yaml:6:36: note: 'a' is first defined here"])
    }

    @Test func pathTemplatesAreCheckedAtTheirColumn() {
        let snippet = Snippet("""
        openapi: 3.0.3
        info: {title: Demo, version: '1'}
        paths:
          '/a/{id':
            get: {responses: {'200': {description: ok}}}
          /b/{}:
            get: {responses: {'200': {description: ok}}}
          c/{x}/{x}:
            get:
              parameters: [{name: x, in: path, required: true, schema: {type: string}}]
              responses: {'200': {description: ok}}
          /d?beta=true:
            get: {responses: {'200': {description: ok}}}
        """)
        #expect(snippet.errors == [
            "spec.yaml:4:7: error: '{' is not closed by '}' before the end of its path segment",
            "spec.yaml:6:6: error: empty path parameter name '{}'",
        ])
        #expect(snippet.warnings.contains("spec.yaml:8:3: warning: a path starts with '/', as in /c/{x}/{x}"))
        #expect(snippet.warnings.contains("spec.yaml:8:10: warning: path parameter '{x}' appears twice in the path (first at column 6)"))
        #expect(snippet.warnings.contains("spec.yaml:12:5: warning: a path holds no query or fragment ('?'); it is sent percent-encoded, as part of the path"))
    }

    @Test func aServerURLWithABrokenVariableIsAnError() {
        let snippet = Snippet("""
        openapi: 3.0.3
        info: {title: Demo, version: '1'}
        servers:
          - url: https://{region.example.com
            variables: {region: {default: eu}}
        paths: {}
        """)
        #expect(snippet.errors == ["spec.yaml:4:10: error: the server URL 'https://{region.example.com' has a '{' or '}' that does not enclose a variable name, as in {region}"])
    }

    @Test func aValueOverOneMebibyteIsAnErrorAtItsPosition() {
        let long = String(repeating: "x", count: YAMLLimits.default.maxScalarBytes + 1)
        let snippet = Snippet("openapi: 3.0.3\ninfo: {title: Demo, version: '1', description: \(long)}\npaths: {}\n")
        #expect(snippet.spec == nil)
        #expect(snippet.errors == ["spec.yaml:2:48: error: this value is 1048577 bytes long; a YAML value may hold at most 1048576 bytes (1 MiB)"])
    }
}
