import Foundation
import Testing
@testable import EndpointGenCore

/// Replaces every node of a real document, one at a time, by a scalar, a sequence and a
/// mapping, and reads each result: the reader must report problems, never crash, and return a
/// spec exactly when it reported no error.
/// `OPENAPI_MUTATE=<file name>` picks another document of the real set (slower: the
/// swift-openapi-generator petstore takes ~20 s, createapi-edgecases ~100 s in a debug build;
/// both pass).
@Suite struct MutationTests {
    static func paths(_ node: YAMLNode, prefix: [Int] = []) -> [[Int]] {
        var result = [prefix]
        switch node.content {
        case .scalar: break
        case .sequence(let items):
            for (index, item) in items.enumerated() { result += paths(item, prefix: prefix + [index]) }
        case .mapping(let pairs):
            for (index, pair) in pairs.enumerated() { result += paths(pair.value, prefix: prefix + [index]) }
        }
        return result
    }

    static func replacing(_ node: YAMLNode, at path: ArraySlice<Int>, with replacement: YAMLNode) -> YAMLNode {
        guard let index = path.first else { return replacement }
        var copy = node
        switch node.content {
        case .scalar: return node
        case .sequence(var items):
            guard items.indices.contains(index) else { return node }
            items[index] = replacing(items[index], at: path.dropFirst(), with: replacement)
            copy.content = .sequence(items)
        case .mapping(var pairs):
            guard pairs.indices.contains(index) else { return node }
            pairs[index].value = replacing(pairs[index].value, at: path.dropFirst(), with: replacement)
            copy.content = .mapping(pairs)
        }
        return copy
    }

    @Test func everyNodeReplacedStillReadsOrReports() throws {
        let name = ProcessInfo.processInfo.environment["OPENAPI_MUTATE"] ?? "oai-petstore-expanded.yaml"
        let path = RealDocumentTests.folder.appendingPathComponent(name).path
        guard FileManager.default.fileExists(atPath: path) else {
            Issue.record("missing \(path)")
            return
        }
        let document = try YAMLReader.read(try OpenAPIReader.readFile(path), file: path)
        let mark = YAMLMark(line: 1, column: 1)
        let replacements = [
            YAMLNode(.scalar(YAMLScalar("x")), mark: mark),
            YAMLNode(.sequence([YAMLNode(.scalar(YAMLScalar("1")), mark: mark)]), mark: mark),
            YAMLNode(.mapping([]), mark: mark),
        ]
        var reads = 0
        for nodePath in Self.paths(document.root).dropFirst() {
            for replacement in replacements {
                let mutated = YAMLDocument(file: document.file, root: Self.replacing(document.root, at: nodePath[...], with: replacement))
                let diagnostics = DiagnosticCollector()
                let spec = OpenAPIReader.read(document: mutated, diagnostics: diagnostics)
                #expect((spec == nil) == diagnostics.hasErrors)
                reads += 1
            }
        }
        #expect(reads > 300)
    }
}
