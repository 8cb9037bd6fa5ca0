import Testing
@testable import EndpointGenCore

/// Spec text in string literals and comments stays text.
@Suite struct SwiftTextTests {
    @Test func stringLiteralsEscapeEverythingThatCouldEndOrInterpolate() {
        #expect(SwiftText.stringLiteral(#"a"b"#) == #""a\"b""#)
        #expect(SwiftText.stringLiteral(#"\(evil)"#) == #""\\(evil)""#)
        #expect(SwiftText.stringLiteral(#"""""#) == #""\"\"\"""#)
        #expect(SwiftText.stringLiteral(##"#"raw"#"##) == ##""#\"raw\"#""##)
        #expect(SwiftText.stringLiteral("back\\slash") == #""back\\slash""#)
        #expect(SwiftText.stringLiteral("a\nb\r\tc\0") == #""a\nb\r\tc\0""#)
    }

    @Test func stringLiteralsEscapeInvisibleScalars() {
        #expect(SwiftText.stringLiteral("\u{7}\u{7F}\u{85}") == #""\u{7}\u{7F}\u{85}""#)
        #expect(SwiftText.stringLiteral("\u{202E}x\u{200B}") == #""\u{202E}x\u{200B}""#)
        #expect(SwiftText.stringLiteral("\u{2028}") == #""\u{2028}""#)
        #expect(SwiftText.stringLiteral("über 名前") == "\"über 名前\"")
    }

    @Test func commentLinesBreakAtEveryLineBreak() {
        #expect(SwiftText.commentLines("a\nb\r\nc\rd\u{2028}e\u{85}f") == [" a", " b", " c", " d", " e", " f"])
        #expect(SwiftText.commentLines("one\n\ntwo") == [" one", "", " two"])
        #expect(SwiftText.commentLines("ends */ here \"\"\" \\(x)") == [" ends */ here \"\"\" \\(x)"])
        #expect(SwiftText.commentLines("nul\u{0}bell\u{7}") == [#" nul\u{0}bell\u{7}"#])
        #expect(SwiftText.commentLines("trailing   ") == [" trailing"])
    }

    @Test func singleLineCommentsJoinLines() {
        #expect(SwiftText.singleLineComment("a.yaml\nimport Evil") == "a.yaml import Evil")
    }
}
