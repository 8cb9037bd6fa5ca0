import EndpointGenCore
import Testing

/// Cut and damaged input gives a tree or an error with a position, never a crash.
@Suite struct YAMLGarbledInputTests {
    static let sample = """
        %YAML 1.1
        ---
        api: Pets # a comment
        defaults: &defaults {timeout: 30, retries: 3, "quoted": 'single'}
        endpoints:
          - name: listPets
            <<: *defaults
            path: /pets/{id}
            query: [limit, offset, {name: sort, type: "String?"}]
            description: |
              Lists the pets,
              page by page.
            summary: >-
              folded
              text
          - &second
            name: ünïcödé ✓
            tags: !!set {a, b}
            values: [0x1F, 1.5e3, .inf, ~, true, !!str 12]
          - *second
        ...

        """

    @Test func theUndamagedSampleReads() throws {
        let root = try YAMLReader.read(Array(Self.sample.utf8), file: "sample.yaml").root
        let endpoints = try #require(root["endpoints"]?.sequence)
        #expect(endpoints.count == 3)
        #expect(endpoints[0]["retries"]?.scalar?.intValue == 3)
        #expect(endpoints[2]["name"]?.scalar?.value == "ünïcödé ✓")
    }

    @Test func everyPrefixReadsOrFailsWithAPosition() {
        let bytes = Array(Self.sample.utf8)
        for end in 0...bytes.count {
            check(Array(bytes[0..<end]), "prefix of \(end) bytes")
        }
    }

    @Test func everyByteReplacedReadsOrFailsWithAPosition() {
        let bytes = Array(Self.sample.utf8)
        for index in bytes.indices {
            for replacement: UInt8 in [0x00, 0x09, 0x0A, 0x22, 0x26, 0x2A, 0x3A, 0x5B, 0x7B, 0x80, 0xFF] where bytes[index] != replacement {
                var damaged = bytes
                damaged[index] = replacement
                check(damaged, "byte \(index) replaced by \(replacement)")
            }
        }
    }

    private func check(_ bytes: [UInt8], _ what: String) {
        do {
            _ = try YAMLReader.read(bytes, file: "garbled.yaml")
        } catch {
            let diagnostic = error.diagnostics.first
            #expect(error.diagnostics.count == 1, "\(what)")
            #expect(diagnostic?.severity == .error, "\(what)")
            let location = diagnostic?.location
            #expect(location?.file == "garbled.yaml", "\(what)")
            #expect((location?.line ?? 0) >= 1 && (location?.column ?? 0) >= 1, "\(what): \(error)")
        }
    }
}
