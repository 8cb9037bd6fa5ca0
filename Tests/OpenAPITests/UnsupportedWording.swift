import Testing
@testable import EndpointGenCore

/// The wording rule of the ``Diagnostic/Group/unsupported`` group, checked on every diagnostic
/// a test sees (every snippet, every real document): a warning whose message says that
/// something was not supported, skipped, ignored, left out or left untyped is in the group,
/// unless it is a fault of the document, which names the rule of OpenAPI it breaks; and a
/// warning in the group says so. So a new warning that loses input cannot escape the count of
/// `scripts/check-real-specs` by being reported as a plain warning without saying why.
enum UnsupportedWording {
    /// The phrases that say the input is not generated as written.
    static let phrases = ["not supported", "skipped", "ignored", "left out", "untyped", "typed JSON", "raw bytes", "cannot be", "only the"]

    /// Whether a message says the input is not generated as written.
    static func saysInputIsLost(_ message: String) -> Bool {
        phrases.contains { message.contains($0) }
    }

    /// Records an issue for each warning whose group disagrees with its wording.
    static func check(_ diagnostics: [Diagnostic]) {
        for diagnostic in diagnostics where diagnostic.severity == .warning {
            let grouped = diagnostic.group == .unsupported
            let documentFault = !grouped && (diagnostic.message.contains("OpenAPI") || diagnostic.message.hasPrefix("the document"))
            #expect(grouped == saysInputIsLost(diagnostic.message) || documentFault,
                    "\(grouped ? "in" : "not in") the Unsupported group, but its wording says otherwise: \(diagnostic)")
        }
    }
}

@Suite struct UnsupportedWordingTests {
    @Test func groupedWarningsPrintTheirGroup() {
        let snippet = Snippet("""
            openapi: 3.1.0
            info: {title: T, version: "1"}
            paths:
              /a:
                query: {responses: {'204': {description: x}}}
            components:
              schemas:
                B: {type: string, pattern: "a"}
            """)
        #expect(snippet.warnings == ["spec.yaml:5:5: warning: the path item field 'query' (OpenAPI 3.2) is not supported yet; ignored [#Unsupported]"])
        #expect(snippet.diagnostics.first?.group == .unsupported)
    }

    /// Faults of the document (a key or value OpenAPI does not allow, skipped or ignored), read
    /// leniently, are plain warnings that say "the document" or name the rule; what EndpointGen
    /// lacks stays in the group.
    @Test func documentFaultsArePlainWarnings() {
        let snippet = Snippet("""
            openapi: 3.1.0
            info: {title: T, version: "1", description: [not, text]}
            paths:
              /a:
                summary: fine
                gett: {responses: {'204': {description: x}}}
                query: {responses: {'204': {description: x}}}
                post:
                  operationId: b
                  requestBody: {required: true}
                  responses: {'204': {description: x}}
            components:
              schemas:
                A: {type: object, properties: {a: {type: string}}}
                B: {type: object, properties: {b: {type: string}}}
                C:
                  oneOf: [{$ref: '#/components/schemas/A'}, {$ref: '#/components/schemas/B'}]
                  discriminator: {mapping: {a: A}}
            """, options: .lenient)
        #expect(snippet.errors.isEmpty, "\(snippet.errors)")
        #expect(snippet.warnings == [
            "spec.yaml:2:45: warning: the document gives 'description' as a sequence; OpenAPI defines it as a string; ignored",
            "spec.yaml:10:20: warning: the document gives a Request Body Object without 'content', which OpenAPI requires of it; the body is left out",
            "spec.yaml:18:22: warning: the document gives a Discriminator Object without 'propertyName', which OpenAPI requires of it; the discriminator is ignored",
            "spec.yaml:6:5: warning: unknown key 'gett' in a path item, not a field OpenAPI defines; ignored\nspec.yaml:6:5: note: did you mean 'get'?",
            "spec.yaml:7:5: warning: the path item field 'query' (OpenAPI 3.2) is not supported yet; ignored [#Unsupported]",
        ])
        for diagnostic in snippet.diagnostics where !diagnostic.message.contains("OpenAPI 3.2") {
            #expect(diagnostic.group == nil, "\(diagnostic)")
        }
    }

    @Test func plainWarningsHaveNoGroup() {
        let diagnostic = Diagnostic.warning("a path should start with '/'", at: nil)
        #expect(diagnostic.group == nil)
        #expect(diagnostic.description == "endpointgen: warning: a path should start with '/'")
        #expect(!UnsupportedWording.saysInputIsLost(diagnostic.message))
    }
}
