import Foundation
import Testing
@testable import EndpointGenCore

/// Every `example` and `examples` value of the documents with goldens, found by walking the
/// YAML. CompiledGoldenTests/RealDocumentExampleTests decodes each listed value with the
/// generated type and encodes it back; this test fails when a document holds an example that
/// list does not cover (or the list names one the document no longer has).
@Suite struct RealDocumentExampleInventoryTests {
    /// The examples CompiledGoldenTests round-trips: document, JSON pointer of the `example` key,
    /// and the value's text.
    static let covered: [String] = [
        "createapi-edgecases /components/schemas/Pet/properties/name/example = doggie",
    ]

    @Test func everyExampleIsRoundTripped() throws {
        var found: [String] = []
        for document in GoldenTests.realDocuments {
            let path = GoldenTests.realDocumentsFolder.appendingPathComponent(document + ".yaml").path
            let data = try #require(FileManager.default.contents(atPath: path), "missing \(path)")
            let yaml = try YAMLReader.read(Array(data), file: path)
            Self.collectExamples(in: yaml.root, pointer: "", into: &found, document: document)
        }
        #expect(found == Self.covered)
    }

    /// Appends `<document> <pointer> = <value>` for each `example`/`examples` key below `node`
    /// (a property *named* `example` under `properties` is a schema, not an example).
    static func collectExamples(in node: YAMLNode, pointer: String, into found: inout [String], document: String) {
        if let pairs = node.mapping {
            let isProperties = pointer.hasSuffix("/properties")
            for pair in pairs {
                let key = pair.key.scalar?.value ?? "?"
                let child = pointer + "/" + key.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1")
                if !isProperties, key == "example" || key == "examples" {
                    found.append("\(document) \(child) = \(pair.value.scalar?.value ?? pair.value.kindDescription)")
                } else {
                    collectExamples(in: pair.value, pointer: child, into: &found, document: document)
                }
            }
        } else if let items = node.sequence {
            for (index, item) in items.enumerated() {
                collectExamples(in: item, pointer: pointer + "/\(index)", into: &found, document: document)
            }
        }
    }
}
