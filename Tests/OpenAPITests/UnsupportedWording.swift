import Testing
@testable import EndpointGenCore

/// The wording rule of the ``Diagnostic/Group/unsupported`` group, checked on every diagnostic
/// a test sees (every snippet, every real document): a warning whose message says that
/// something was not supported, skipped, ignored, left out or left untyped is in the group, and
/// a warning in the group says so. So a new warning that loses input cannot escape the count of
/// `scripts/check-real-specs` by being reported as a plain warning.
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
            #expect(grouped == saysInputIsLost(diagnostic.message),
                    "\(grouped ? "in" : "not in") the Unsupported group, but its wording says otherwise: \(diagnostic)")
        }
    }
}

@Suite struct UnsupportedWordingTests {
    @Test func groupedWarningsPrintTheirGroup() {
        let snippet = Snippet("""
            openapi: 3.0.3
            info: {title: T, version: "1"}
            paths: {}
            components:
              schemas:
                A: {type: tuple}
                B: {type: string, pattern: "a"}
            """)
        #expect(snippet.warnings == ["spec.yaml:6:15: warning: unknown schema type 'tuple'; typed JSON [#Unsupported]"])
        #expect(snippet.diagnostics.first?.group == .unsupported)
    }

    @Test func plainWarningsHaveNoGroup() {
        let diagnostic = Diagnostic.warning("a path should start with '/'", at: nil)
        #expect(diagnostic.group == nil)
        #expect(diagnostic.description == "endpointgen: warning: a path should start with '/'")
        #expect(!UnsupportedWording.saysInputIsLost(diagnostic.message))
    }
}
