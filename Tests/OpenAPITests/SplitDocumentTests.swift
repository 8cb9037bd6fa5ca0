import Foundation
import Testing
@testable import EndpointGenCore

/// A description split over more than a hundred files (`Fixtures/split-document/split`, made by
/// `Fixtures/make-split-document.py`): path items and operations that are `$ref`s into files,
/// which refer to files in nested folders relative to themselves, which refer further; JSON
/// pointers with `~0`, `~1` and `%20`. It must generate exactly the client of the same API
/// written as one file (`Fixtures/split-document/bundled`), but for the doc comments' remarks,
/// which name the files.
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
        // Only the remarks differ: each names where its declaration is written, a file of the
        // split form or a pointer into the bundled one.
        for (path, text) in split.files.sorted(by: { $0.key < $1.key }) {
            #expect(Self.withoutRemarks(text) == bundled.files[path].map(Self.withoutRemarks), "\(path) differs between the split and the bundled form")
        }
    }

    static func withoutRemarks(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.contains("/// - Remark: Generated from `") }.joined(separator: "\n")
    }

    @Test func remarksNameTheFilesOfTheSplitForm() throws {
        let split = Self.generate("split"), bundled = Self.generate("bundled")
        let list = try #require(split.files.first { $0.key.hasSuffix("Fleet.ListMachines.swift") }?.value)
        #expect(list.contains("/// - Remark: Generated from `resources/machines/list.yaml`."))
        let links = try #require(split.files.first { $0.key.hasSuffix("Fleet.PageLinks.swift") }?.value)
        #expect(links.contains("/// - Remark: Generated from `models/shared/page%20links.yaml`."))
        let status = try #require(split.files.first { $0.key.hasSuffix("Fleet.MachineStatus.swift") }?.value)
        #expect(status.contains("/// - Remark: Generated from `models/machines/machines.yaml#/properties/status`."))
        let bundledList = try #require(bundled.files.first { $0.key.hasSuffix("Fleet.ListMachines.swift") }?.value)
        #expect(bundledList.contains("/// - Remark: Generated from `#/paths/~1machines/get`."))
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
