import Foundation
import Testing
@testable import EndpointGenCore

/// The manifest reader (lines split and measured on UTF-8 bytes) against the reader it replaced,
/// which split and measured the text as characters (`GenerationManifest.surfaceComparingCharacters(from:)`):
/// the same surface or the same error, line and reason, for the manifest of every real document
/// and for hostile text.
@Suite struct ManifestReadingTwinTests {
    static let header = Generator.headerMarker + ": x\n" + GenerationManifest.formatLine + "\n"

    /// What a reader made of a text: the surface, or the error's line and reason.
    static func outcome(_ read: (String) throws(GenerationManifest.ReadError) -> APISurface, _ text: String) -> String {
        do {
            let surface = try read(text)
            return "surface \(surface.apis.count) APIs:\n" + GenerationManifest.text(of: surface)
        } catch {
            return "error " + error.description
        }
    }

    static func expectSameOutcome(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let fast = outcome(GenerationManifest.surface(from:), text)
        let reference = outcome(GenerationManifest.surfaceComparingCharacters(from:), text)
        #expect(fast == reference, "\(text.prefix(300).debugDescription)", sourceLocation: sourceLocation)
        // The surfaces themselves, not only their manifests.
        let fastSurface = try? GenerationManifest.surface(from: text)
        let referenceSurface = try? GenerationManifest.surfaceComparingCharacters(from: text)
        #expect(fastSurface == referenceSurface, sourceLocation: sourceLocation)
    }

    static let realDocuments = [
        "asana", "createapi-edgecases", "github-rest-api", "oai-petstore", "oai-petstore-expanded", "oai-uspto",
        "openai", "square-connect", "swift-openapi-generator-petstore", "twilio-api-v2010", "wikimedia",
    ]

    @Test(arguments: realDocuments)
    func theManifestOfEveryRealDocumentReadsTheSame(_ document: String) throws {
        let path = GoldenTests.realDocumentsFolder.appendingPathComponent(document + ".yaml").path
        try #require(FileManager.default.fileExists(atPath: path), "missing \(path)")
        let result = Generator.generate(specFiles: [path])
        let manifest = try #require(result.manifest)
        let read = try GenerationManifest.surface(from: manifest)
        #expect(try read == GenerationManifest.surfaceComparingCharacters(from: manifest))
        #expect(GenerationManifest.text(of: read) == manifest)
        // The same manifest with Windows line breaks, a line broken in two, a line indented by a
        // space a combining mark joins.
        Self.expectSameOutcome(manifest.replacingOccurrences(of: "\n", with: "\r\n"))
        var lines = manifest.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.count > 5 {
            lines[lines.count / 2] = String(lines[lines.count / 2].prefix(9))
            Self.expectSameOutcome(lines.joined(separator: "\n"))
            lines[4] = " \u{301}" + lines[4]
            Self.expectSameOutcome(lines.joined(separator: "\n"))
        }
    }

    /// Lines a hand or a tool could leave in a manifest.
    static let hostileLines: [String] = [
        #"{"API": "A"}"#,
        #"  {"model": "B"}"#,
        #"  {"model": "Caf\u00e9", "id": "caf\u0065\u0301"}"#,
        #"  {"model": "Emoji\ud83d\ude00", "doc": "\ud83d\ude00\ud83c\udff3\ufe0f\u200d\ud83c\udf08"}"#,
        #"  {"model": "Lone", "doc": "\ud800"}"#,
        #"  {"model": "Low", "doc": "\udc00x"}"#,
        #"  {"model": "Esc", "detail": "\"\\\/\b\f\n\r\t\u0000\u001f"}"#,
        "  {\"model\": \"Raw\tTab\"}",
        "  {\"model\": \"Raw\u{1}Control\"}",
        "  {\"model\": \"e\u{301}\u{301}\u{301}\", \"type\": \"👩‍👩‍👧‍👦\"}",
        "  {\"model\": \"\u{301}\"}",
        "  \u{301}{\"model\": \"X\"}",
        " \u{301} {\"model\": \"X\"}",
        "   \u{301}{\"model\": \"X\"}",
        "\u{301}  {\"model\": \"X\"}",
        "    {\"property\": \"p\", \"type\": \"String\"}",
        "    {\"property\": \"p\", \"type\": \"String\", \"required\": 1}",
        "    {\"property\": \"p\", \"type\": 5, \"required\": \"yes\"}",
        "    {\"property\": null}",
        "    {\"property\": \"p\", \"property\": \"q\"}",
        "    {\"property\": \"p\", \"parameter\": \"q\"}",
        "    {\"property\": \"p\"} {\"property\": \"q\"}",
        "    {\"property\": \"p\"},",
        "    [\"property\", \"p\"]",
        "    \"property\"",
        "    {\"property\": \"p\"}\t ",
        "    {\"property\": \"p\"}\r",
        "\r",
        "  \r  {\"model\": \"R\"}",
        "",
        "  ",
        " ",
        "\t{\"model\": \"T\"}",
        "  {\"model\": \"K\", \"id\": \"\u{212A}\"}",
        "  {\"model\": \"" + String(repeating: "é", count: 50_000) + "\", \"doc\": \"" + String(repeating: "\\u00e9", count: 20_000) + "\"}",
        "  {\"model\": \"Long\", \"detail\": \"" + String(repeating: "x", count: 200_000) + "\"}",
        "  {\"enum case\": \"a\", \"id\": \"\\u0000\"}",
        "  {\"response\": \"Response\"}",
        "  {\"example\": \"e\", \"swift\": \"static let e\"}",
        "  {\"endpoint\": \"Get\", \"detail\": \"GET /a/{b}\"}",
        "{\"API\": \"B\", \"file\": \"b.yaml\", \"spec\": \"#/info\"}",
        "  {\"model\": \"Q\", \"qualified\": true}",
        "  {\"model\": \"Q\", \"qualified\": \"true\"}",
        "  {\"model\": 1e400}",
        "  {\"model\": \"N\", \"deprecated\": 0}",
        "  {\"model\": \"N\", \"deprecated\": 1.5}",
        "{",
        "}",
        "{}",
        "\u{FEFF}{\"API\": \"BOM\"}",
    ]

    /// Every hostile line after a valid start, and pairs of them, read by both readers.
    @Test func hostileLinesReadTheSame() {
        let start = Self.header + #"{"API": "A"}"# + "\n" + #"  {"model": "M"}"# + "\n"
        for line in Self.hostileLines {
            Self.expectSameOutcome(start + line + "\n")
            Self.expectSameOutcome(start + line)
            Self.expectSameOutcome(start + line + "\r\n" + #"  {"model": "After"}"# + "\n")
        }
        for first in Self.hostileLines.prefix(20) {
            for second in Self.hostileLines.prefix(30) {
                Self.expectSameOutcome(start + first + "\n" + second + "\n")
            }
        }
    }

    /// The first two lines: header and format, with what could stand around them.
    @Test func headersReadTheSame() {
        let body = #"{"API": "A"}"# + "\n"
        let texts = [
            "", "\n", "\n\n", Generator.headerMarker, Generator.headerMarker + "\n",
            Generator.headerMarker + "\u{301}: x\n" + GenerationManifest.formatLine + "\n" + body,
            Generator.headerMarker + ": x\r\n" + GenerationManifest.formatLine + "\r\n" + body,
            Generator.headerMarker + ": x\n" + GenerationManifest.formatLine + "\u{301}\n" + body,
            Generator.headerMarker + ": x\n" + GenerationManifest.formatLine + "\r\n" + body,
            Generator.headerMarker + ": x\n" + GenerationManifest.formatLine + " \n" + body,
            Generator.headerMarker + ": x\n" + GenerationManifest.formatLine,
            Generator.headerMarker + ": x\n" + GenerationManifest.formatLine + "\n",
            Generator.headerMarker + ": x\n" + GenerationManifest.formatLine + "\n\n",
            Generator.headerMarker + ": x\n" + GenerationManifest.formatLine + "\n\n\n",
            "\u{FEFF}" + Self.header + body,
            "\r" + Self.header + body,
            Self.header + body + "\n",
            Self.header + body + "\r",
            Self.header + body + "\r\n",
            Self.header + body + "\n\r\n",
        ]
        for text in texts { Self.expectSameOutcome(text) }
    }
}
