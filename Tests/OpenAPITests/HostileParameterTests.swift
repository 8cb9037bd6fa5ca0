@testable import EndpointGenCore
import Testing

/// Parameters written against the rules of OpenAPI: each mistake is reported at its place.
@Suite struct HostileParameterTests {
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
}
