import Testing
@testable import EndpointGenCore

/// What a reading of the day's merged changes found: documents the strict reading must not
/// refuse, and faults that must not turn into a silently wrong request.
@Suite struct ReviewFindingTests {
    /// A security requirement written as `- ` alone (a scheme line commented out) is a fault,
    /// not the `{}` that asks for no authentication; the operation's security is then
    /// undeclared, so the client's middlewares still act on it.
    @Test func aNullSecurityRequirementIsAFaultNotNoAuthentication() {
        let text = """
        openapi: 3.0.3
        info: {title: Demo, version: '1'}
        components:
          securitySchemes:
            bearer: {type: http, scheme: bearer}
        paths:
          /a:
            get:
              security:
                -
              responses: {'204': {description: x}}
        """
        let strict = Snippet(text)
        #expect(strict.errors.contains { $0.hasPrefix("spec.yaml:10:") && $0.contains("gives a security requirement as null") }, "\(strict.errors)")
        var options = OpenAPIReader.Options()
        options.isLenient = true
        let lenient = Snippet(text, options: options)
        #expect(lenient.errors.isEmpty, "\(lenient.errors)")
        #expect(lenient.spec?.endpoints.first.map { $0.security == nil } == true)
    }

    /// A plain-name fragment names a JSON Schema anchor, valid in OpenAPI 3.1: EndpointGen's
    /// gap (typed JSON, `[#Unsupported]`), not an error of the document.
    @Test func aRefToAnAnchorIsAGapNotAFault() {
        let snippet = Snippet("""
        openapi: 3.1.0
        info: {title: Demo, version: '1'}
        components:
          schemas:
            Node: {$anchor: node, type: object, properties: {name: {type: string}}}
            Holder: {type: object, properties: {node: {$ref: '#node'}}}
        paths: {}
        """)
        #expect(snippet.errors.isEmpty, "\(snippet.errors)")
        #expect(snippet.warnings.contains { $0.contains("$ref '#node' names an anchor") && $0.hasSuffix("[#Unsupported]") }, "\(snippet.warnings)")
    }
}
