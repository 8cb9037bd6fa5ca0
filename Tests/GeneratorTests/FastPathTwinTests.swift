import Testing
@testable import EndpointGenCore

/// Every byte-level shortcut of the generator agrees with the general code it stands in front
/// of (the shortcuts of `Naming` are held to theirs in `NamingFastPathTests`): each test runs
/// both on text the shortcut takes.
@Suite struct FastPathTwinTests {
    static let asciiTexts = [
        "", "a", "plain text", "/repos/{owner}/{repo}", "~0~1~", "a~1b~0c", "~~1", "x~", "application/json",
        "  Application/JSON ; charset=utf-8", "text/plain", "multipart/form-data; boundary=x", "application/x-www-form-urlencoded",
        "application/vnd.api+json", ";", " ; ", "*/*", "image/png", "100%", "%41%zz", "a b\tc", "'quoted' \"double\" \\",
        "emoji-free punctuation !$&'()*+,;=:@/-._~", "trailing  \t",
    ]

    @Test(arguments: asciiTexts) func pointerTokensMatchReplacing(text: String) {
        #expect(OpenAPIText.unescapedPointerToken(text) == OpenAPIText.unescapedPointerTokenByReplacing(text))
        #expect(OpenAPIText.escapedPointerToken(text) == OpenAPIText.escapedPointerTokenByReplacing(text))
    }

    /// Outside ASCII the general path is the only one; it reads `~` and `/` before a combining
    /// mark as themselves (RFC 6901 tokens are Unicode scalars, not grapheme clusters).
    @Test func pointerTokensOfAnyScriptAreEscapedScalarByScalar() {
        for (name, token) in [("a/\u{301}b", "a~1\u{301}b"), ("~\u{301}", "~0\u{301}"), ("Größe/é~", "Größe~1é~0"), ("~1\u{301}", "~01\u{301}")] {
            #expect(OpenAPIText.escapedPointerToken(name).unicodeScalars.elementsEqual(token.unicodeScalars), "\(name.debugDescription)")
            #expect(OpenAPIText.unescapedPointerToken(token).unicodeScalars.elementsEqual(name.unicodeScalars), "\(token.debugDescription)")
        }
    }

    @Test(arguments: asciiTexts) func mediaKindsMatchTheCharacterPath(text: String) {
        #expect(OpenAPIContext.mediaKind(text) == OpenAPIContext.generalMediaKind(text))
    }

    @Test(arguments: asciiTexts) func shortcutsMatchTheGeneralLoops(text: String) {
        #expect(SwiftText.literalContent(text) == SwiftText.escapedContent(text))
        #expect(PathEncoding.encodeLiteral(text) == PathEncoding.percentEncoded(text))
        var scalars = Substring(text).unicodeScalars
        while let last = scalars.last, last == " " || last == "\t" { scalars.removeLast() }
        #expect(text.trimmingTrailingWhitespace() == String(scalars))
    }

    /// `Name` and `Name?` skip the type grammar's parser; a leading space sends the same text
    /// through it.
    @Test func simpleTypeNamesMatchTheParser() {
        let context = DecodeContext(file: "spec.yaml", diagnostics: DiagnosticCollector())
        let parser = TypeParser(context: context, models: ["Post", "Kind"])
        for text in ["String", "Int?", "Post", "Kind?", "JSON", "Data?", "Decimal", "UUID"] {
            let fast = parser.parse(YAMLNode(.scalar(YAMLScalar(text)), mark: YAMLMark(line: 1, column: 1)), key: nil, what: "a type")
            let general = parser.parse(YAMLNode(.scalar(YAMLScalar(" " + text)), mark: YAMLMark(line: 1, column: 1)), key: nil, what: "a type")
            #expect(fast?.value != nil && fast?.value == general?.value, "\(text)")
        }
    }

    /// Small mappings find a duplicate key among the names kept so far, larger ones through a
    /// dictionary: both report the same diagnostic and keep the same entries.
    @Test(arguments: [3, 16, 17, 40]) func duplicateKeysAreFoundInMappingsOfEverySize(count: Int) throws {
        let text = (0..<count).map { "k\($0): \($0)\n" }.joined() + "k1: again\n"
        let root = try YAMLReader.read(Array(text.utf8), file: "spec.yaml").root
        let collector = DiagnosticCollector()
        let entries = DecodeContext(file: "spec.yaml", diagnostics: collector).entries(root, key: nil, what: "the test")
        #expect(entries?.map(\.name) == (0..<count).map { "k\($0)" })
        #expect(collector.diagnostics.map(\.description) == ["spec.yaml:\(count + 1):1: error: duplicate key 'k1' in the test\nspec.yaml:2:1: note: 'k1' is first defined here"])
    }
}
