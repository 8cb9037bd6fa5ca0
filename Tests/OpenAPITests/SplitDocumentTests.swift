import Foundation
import Testing
@testable import EndpointGenCore

/// A description split over more than a hundred files (`Fixtures/split-document/split`, made by
/// `Fixtures/make-split-document.py`): path items and operations that are `$ref`s into files,
/// which refer to files in nested folders relative to themselves, which refer further; JSON
/// pointers with `~0`, `~1` and `%20`. It must generate exactly the client of the same API
/// written as one file (`Fixtures/split-document/bundled`).
@Suite struct SplitDocumentTests {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/split-document")

    static func generate(_ form: String) -> GenerationResult {
        Generator.generate(specFiles: [fixture.appendingPathComponent("\(form)/openapi.yaml").path])
    }

    @Test func theSplitFormIsLargeAndReachesFilesThroughFiles() throws {
        let folder = Self.fixture.appendingPathComponent("split").path
        let files = try FileManager.default.subpathsOfDirectory(atPath: folder).filter { $0.hasSuffix(".yaml") }
        #expect(files.count >= 50)
        let item = try String(contentsOfFile: folder + "/resources/machines/item.yaml", encoding: .utf8)
        #expect(item.contains("get:\n  $ref: get.yaml"))
    }

    @Test func generatesTheClientOfItsBundledForm() {
        let split = Self.generate("split")
        let bundled = Self.generate("bundled")
        #expect(split.diagnostics.isEmpty, "\(split.diagnostics.map(\.description).joined(separator: "\n"))")
        #expect(bundled.diagnostics.isEmpty, "\(bundled.diagnostics.map(\.description).joined(separator: "\n"))")
        #expect(split.endpointCount == 50)
        #expect(split.modelCount == bundled.modelCount)
        #expect(split.files.keys.sorted() == bundled.files.keys.sorted())
        for (path, text) in split.files.sorted(by: { $0.key < $1.key }) {
            #expect(text == bundled.files[path], "\(path) differs between the split and the bundled form")
        }
    }

    @Test func operationsReachedThroughFilesAreTyped() throws {
        let result = Self.generate("split")
        let list = try #require(result.files.first { $0.key.hasSuffix("Fleet.ListMachines.swift") }?.value)
        #expect(list.contains("typealias Response = MachinesListResponse"))
        #expect(list.contains("var region: Region?"))
        let get = try #require(result.files.first { $0.key.hasSuffix("Fleet.GetMachine.swift") }?.value)
        #expect(get.contains("var id: UUID"))
        let machine = try #require(result.files.first { $0.key.hasSuffix("Fleet.Machine.swift") }?.value)
        #expect(machine.contains("var status: MachineStatus?"))
    }
}
