import Testing
@testable import EndpointGenCore

/// OpenAPI documents go through the same reading rules as endpoint specs: duplicate keys,
/// `{name}` templates, the value size limit.
@Suite struct SharedRulesTests {
    @Test func aDuplicateKeyIsReportedAsInAnEndpointSpec() {
        let snippet = Snippet(schemas("S: {type: object, properties: {a: {type: string}, a: {type: integer}}}"))
        #expect(snippet.errors == ["spec.yaml:6:55: error: duplicate key 'a' in the mapping at '/components/schemas/S/properties'\nspec.yaml:6:36: note: 'a' is first defined here"])
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
        #expect(snippet.warnings.contains("spec.yaml:12:3: warning: the path key '/d?beta=true' bends OpenAPI's rules (a path key is a path alone, without a query or a fragment): its operations are sent to '/d'; 'beta=true' is sent as constant query items beside the operation's parameters"))
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

/// The checks of the shared `Spec` (`SpecValidator`, `FieldRules`) run after the OpenAPI reader
/// too, with OpenAPI's severities.
@Suite struct OpenAPIValidationTests {
    @Test func headerAndCookieNamesAreTokens() {
        let snippet = Snippet("""
        openapi: 3.0.3
        info: {title: Demo, version: '1'}
        paths:
          /a:
            get:
              parameters:
                - {name: X Trace, in: header, schema: {type: string}}
                - {name: X-Id, in: header, schema: {type: string}}
                - {name: x-id, in: header, schema: {type: string}}
                - {name: 'bad;cookie', in: cookie, schema: {type: string}}
              responses: {'204': {description: none}}
        components:
          securitySchemes:
            key: {type: apiKey, in: header, name: 'Api Key'}
        """)
        #expect(snippet.errors.sorted() == [
            "spec.yaml:10:18: error: cookie name 'bad;cookie' is not an RFC 9110 token: ';' is not allowed",
            "spec.yaml:14:43: error: header field name 'Api Key' is not an RFC 9110 token: a space is not allowed",
            "spec.yaml:7:18: error: header field name 'X Trace' is not an RFC 9110 token: a space is not allowed",
        ])
        #expect(snippet.warnings == ["spec.yaml:9:18: warning: header field 'x-id' repeats another name; field names are case-insensitive (RFC 9110 §5.1)\nspec.yaml:8:18: note: the same field is first named here"])
    }

    @Test func serverURLsAndMediaTypesAreChecked() {
        let snippet = Snippet("""
        openapi: 3.0.3
        info: {title: Demo, version: '1'}
        servers:
          - url: /v1
          - url: ftp://files.example.com
          - url: https://api.example.com
        paths:
          /a:
            put:
              requestBody:
                content: {'image png': {schema: {type: string, format: binary}}}
              responses: {'204': {description: none}}
            get:
              requestBody:
                content: {application/json: {schema: {type: string}}}
              responses: {'204': {description: none}}
        """)
        #expect(snippet.errors == ["spec.yaml:11:19: error: 'image png' is not a media type such as image/png (RFC 9110 §8.3.1)"])
        // `/v1` is relative to where the document is served (OpenAPI 3.0.4 §4.7.5): no warning.
        #expect(snippet.warnings == [
            "spec.yaml:5:10: warning: a server URL uses http or https, not 'ftp'",
            "spec.yaml:15:37: warning: a GET request body has no defined meaning (RFC 9110 §9.3.1); servers may reject it",
        ])
    }

    @Test func aDiscriminatedObjectVariantWithoutThePropertyIsAWarning() {
        let snippet = Snippet(schemas("""
        Pet:
          oneOf: [{$ref: '#/components/schemas/Cat'}, {$ref: '#/components/schemas/Dog'}]
          discriminator: {propertyName: kind}
        Cat: {type: object, properties: {kind: {type: string}}}
        Dog: {type: object, properties: {name: {type: string}}}
        """))
        #expect(snippet.errors.isEmpty)
        #expect(snippet.warnings == ["spec.yaml:7:51: warning: model 'Dog' has no property with the JSON key 'kind', the discriminator of oneOf model 'Pet'\nspec.yaml:8:37: note: the discriminator is named here"])
    }
}
