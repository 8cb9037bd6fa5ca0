import EndpointGenCore
import Testing

/// What the reader accepts as a file: exactly one document, in UTF-8 (with or without a byte
/// order mark) or UTF-16 with a byte order mark; anything else is a positioned error.
@Suite struct YAMLInputTests {
    @Test func anEmptyFileHasNoDocument() {
        #expect(rejection("") == "test.yaml:1:1: error: the file holds no YAML document")
    }

    @Test func aFileOfOnlyCommentsHasNoDocument() {
        #expect(rejection("# nothing\n\n   # here either\n") == "test.yaml:4:1: error: the file holds no YAML document")
    }

    @Test func aSecondDocumentIsAnError() {
        #expect(rejection("a: 1\n---\nb: 2\n") ==
            "test.yaml:2:1: error: the file holds more than one YAML document; EndpointGen reads one document per file")
        #expect(rejection("--- a\n...\n--- b\n") ==
            "test.yaml:3:1: error: the file holds more than one YAML document; EndpointGen reads one document per file")
    }

    @Test func oneExplicitDocumentIsRead() throws {
        #expect(try read("%YAML 1.1\n---\na: 1\n...\n# trailing comment\n").plain == ["a": "1"])
        // An empty explicit document is a document whose root is a null scalar.
        #expect(try read("---\n").scalar?.isNull == true)
    }

    @Test func aSyntaxErrorHasLibyamlsMessageAndPosition() {
        #expect(rejection("a: 1\n b: 2\n") ==
            "test.yaml:2:3: error: YAML syntax error: mapping values are not allowed in this context")
        #expect(rejection("a: [1, 2\n") ==
            "test.yaml:2:1: error: YAML syntax error: while parsing a flow sequence, did not find expected ',' or ']'")
    }

    @Test func invalidUTF8IsAnErrorAtItsByte() {
        #expect(rejection(Array("a: ok\nb: x".utf8) + [0xFF] + Array("y\n".utf8)) ==
            "test.yaml:2:5: error: YAML encoding error: invalid leading UTF-8 octet (byte or character 0xFF)")
        // A sequence cut short at the end of the file.
        #expect(rejection(Array("a: ".utf8) + [0xE2, 0x82]) ==
            "test.yaml:1:4: error: YAML encoding error: incomplete UTF-8 octet sequence")
        // An overlong encoding of "/".
        #expect(rejection(Array("a: ".utf8) + [0xC0, 0xAF]) ==
            "test.yaml:1:4: error: YAML encoding error: invalid length of a UTF-8 sequence")
    }

    @Test func aNULByteIsAnErrorAtItsPosition() {
        #expect(rejection(Array("a: é".utf8) + [0x00] + Array("\n".utf8)) ==
            "test.yaml:1:5: error: YAML encoding error: control characters are not allowed (byte or character 0x00)")
    }

    @Test func aUTF8ByteOrderMarkIsAcceptedAndNotCounted() throws {
        let document = try YAMLReader.read([0xEF, 0xBB, 0xBF] + Array("a: 1\nb: é\n".utf8), file: "bom.yaml")
        #expect(document.root.plain == ["a": "1", "b": "é"])
        #expect(document.root.mapping?.first?.key.mark == YAMLMark(line: 1, column: 1))
        #expect(document.root["b"]?.mark == YAMLMark(line: 2, column: 4))
    }

    @Test func utf16WithAByteOrderMarkIsRead() throws {
        let text = "a: 1\nb: é𝄞\n"
        let units = Array(text.utf16)
        let littleEndian: [UInt8] = [0xFF, 0xFE] + units.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let bigEndian: [UInt8] = [0xFE, 0xFF] + units.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        for bytes in [littleEndian, bigEndian] {
            let root = try YAMLReader.read(bytes, file: "utf16.yaml").root
            #expect(root.plain == ["a": "1", "b": "é𝄞"])
            #expect(root["b"]?.mark == YAMLMark(line: 2, column: 4))
        }
    }

    @Test func invalidUTF16IsAnErrorAtItsPosition() {
        // "a: " then a lone low surrogate, little-endian.
        let bytes: [UInt8] = [0xFF, 0xFE, 0x61, 0, 0x3A, 0, 0x20, 0, 0x00, 0xDC, 0x0A, 0]
        #expect(rejection(bytes) == "test.yaml:1:4: error: YAML encoding error: unexpected low surrogate area (byte or character 0xDC00)")
    }

    @Test func utf16WithoutAByteOrderMarkIsReadAsUTF8AndRejected() {
        // Without a BOM the bytes are UTF-8, where the NUL of "a" (0x61 0x00) is not allowed.
        #expect(rejection([0x61, 0x00, 0x3A, 0x00]) ==
            "test.yaml:1:2: error: YAML encoding error: control characters are not allowed (byte or character 0x00)")
    }

    @Test func columnsCountCharactersNotBytes() throws {
        let root = try read("ключ: значение\n\"日本\": [x, y]\n")
        #expect(root["ключ"]?.mark == YAMLMark(line: 1, column: 7))
        #expect(root["日本"]?.sequence?.last?.mark == YAMLMark(line: 2, column: 11))
    }
}
