import Foundation
import Testing
@testable import EndpointGenCore

/// The grouped file layout (`--file-layout`): which APIs get it, how declarations are spread,
/// and that a change to one endpoint changes one file.
@Suite struct FileLayoutTests {
    /// An API of `models` objects and `endpoints` GET requests, each endpoint returning a model.
    static func spec(_ api: String = "Big", models: Int, endpoints: Int, summaryOf changed: Int? = nil) -> Spec {
        let modelList = (0..<models).map { Build.object("Thing\($0)", [Build.property("id", Build.int), Build.property("name", Build.string)]) }
        let endpointList = (0..<endpoints).map { index in
            var endpoint = Build.endpoint("getThing\(index)", .get, "/things/\(index)", response: models > 0 ? Build.model("Thing\(index % models)") : nil)
            if index == changed { endpoint.summary = "Changed." }
            return endpoint
        }
        return Build.spec(api, models: modelList, endpoints: endpointList)
    }

    static func generate(_ spec: Spec, _ layout: FileLayout = .automatic, shards: Int? = nil) throws -> [String: String] {
        var options = GenerationOptions(shards: shards)
        options.fileLayout = layout
        let result = Generator.generate(specs: [spec], options: options)
        #expect(!result.hasErrors, "\(result.diagnostics)")
        return result.files
    }

    /// The paths whose content differs between two outputs, or that only one has.
    static func changedPaths(_ old: [String: String], _ new: [String: String]) -> [String] {
        Set(old.keys).union(new.keys).filter { old[$0] != new[$0] }.sorted()
    }

    @Test func automaticGroupsOnlyAboveTheThreshold() throws {
        let small = try Self.generate(Self.spec(models: 100, endpoints: 100))
        #expect(small.count == 201)
        #expect(small["Big/Models/Big.Thing0.swift"] != nil)
        let large = try Self.generate(Self.spec(models: 100, endpoints: 101))
        #expect(large["Big/Models/Big.Thing0.swift"] == nil)
        #expect(large.keys.sorted().filter { $0.hasPrefix("Big/Models/") } == (0..<4).map { "Big/Models/Big.Models.0\($0).swift" })
        #expect(large.keys.sorted().filter { $0.hasPrefix("Big/Requests/") } == (0..<4).map { "Big/Requests/Big.Requests.0\($0).swift" })
        #expect(large["Big/Big.swift"] == small["Big/Big.swift"])
        let perDeclaration = try Self.generate(Self.spec(models: 100, endpoints: 101), .perDeclaration)
        #expect(perDeclaration.count == 202)
    }

    @Test func everyDeclarationIsInExactlyOneGroupOnce() throws {
        let files = try Self.generate(Self.spec(models: 70, endpoints: 40), .grouped)
        let text = files.values.joined()
        for index in 0..<70 {
            #expect(text.components(separatedBy: "struct Thing\(index): ").count == 2, "Thing\(index)")
        }
        for index in 0..<40 {
            #expect(text.components(separatedBy: "struct GetThing\(index): ").count == 2, "GetThing\(index)")
        }
        for (path, content) in files {
            #expect(content.hasPrefix(Generator.headerMarker), "\(path)")
            #expect(content.components(separatedBy: "\nimport Foundation\n").count == 2, "\(path)")
        }
    }

    @Test func groupedOutputIsDeterministic() throws {
        let spec = Self.spec(models: 90, endpoints: 90)
        let first = try Self.generate(spec, .grouped)
        let second = try Self.generate(spec, .grouped)
        #expect(first == second)
        var reordered = spec
        reordered.models.reverse()
        reordered.endpoints.reverse()
        #expect(try Self.generate(reordered, .grouped).keys.sorted() == first.keys.sorted())
    }

    @Test func changingOneEndpointChangesOneGroupFile() throws {
        let old = try Self.generate(Self.spec(models: 300, endpoints: 300), .grouped)
        let changed = try Self.generate(Self.spec(models: 300, endpoints: 300, summaryOf: 123), .grouped)
        let paths = Self.changedPaths(old, changed)
        #expect(paths.count == 1)
        #expect(paths.first.map { $0.hasPrefix("Big/Requests/Big.Requests.") } == true, "\(paths)")
        #expect(paths.first.flatMap { changed[$0] }?.contains("/// Changed.") == true)
    }

    @Test func addingOneEndpointChangesOneGroupFile() throws {
        let old = try Self.generate(Self.spec(models: 300, endpoints: 300), .grouped)
        let added = try Self.generate(Self.spec(models: 300, endpoints: 301), .grouped)
        let paths = Self.changedPaths(old, added)
        #expect(paths.count == 1, "\(paths)")
        #expect(paths.first.flatMap { added[$0] }?.contains("struct GetThing300: ") == true)
    }

    @Test func aDeclarationsKindDecidesItsKeyFolderAndOwnFile() {
        let cases: [(RenderedDeclaration.Kind, String, String?, String)] = [
            (.namespace, "Books", nil, "Books/Books.swift"),
            (.support, "Books+Support", nil, "Books/Books+Support.swift"),
            (.model, "Books.Book", "Models", "Books/Models/Books.Book.swift"),
            (.request, "Books.GetBook", "Requests", "Books/Requests/Books.GetBook.swift"),
        ]
        for (kind, key, folder, path) in cases {
            let name = kind == .model ? "Book" : kind == .request ? "GetBook" : "Books"
            let placed = PlacedDeclaration(RenderedDeclaration(kind: kind, name: name, text: "x"), namespace: "Books")
            #expect((placed.key, placed.folder, placed.ownPath(namespace: "Books")) == (key, folder, path))
        }
        let grouped = FileGroups.files(of: cases.map { PlacedDeclaration(RenderedDeclaration(kind: $0.0, name: "N", text: ""), namespace: "Books") },
                                       namespace: "Books").map(\.path)
        #expect(Set(grouped) == ["Books/Books.swift", "Books/Books+Support.swift",
                                 "Books/Models/Books.Models.00.swift", "Books/Requests/Books.Requests.00.swift"])
    }

    @Test func groupCountsArePowersOfTwoAndDoublingSplitsGroups() {
        #expect(FileGroups.groupBits(count: 1) == 0)
        #expect(FileGroups.groupBits(count: FileLayout.groupSize) == 0)
        #expect(FileGroups.groupBits(count: FileLayout.groupSize + 1) == 1)
        #expect(FileGroups.groupBits(count: 4 * FileLayout.groupSize) == 2)
        #expect(FileGroups.groupBits(count: 4 * FileLayout.groupSize + 1) == 3)
        for index in 0..<500 {
            let key = "API.Model\(index)"
            #expect(FileGroups.groupIndex(of: key, bits: 0) == 0)
            for bits in 1...10 {
                let group = FileGroups.groupIndex(of: key, bits: bits)
                #expect((0..<(1 << bits)).contains(group))
                #expect(group >> 1 == FileGroups.groupIndex(of: key, bits: bits - 1), "\(key) at \(bits) bits")
            }
        }
    }

    @Test func groupsAreBalanced() throws {
        let files = try Self.generate(Self.spec(models: 1024, endpoints: 0), .grouped)
        let groups = files.filter { $0.key.hasPrefix("Big/Models/") }
        #expect(groups.count == 32)
        for (path, text) in groups {
            let count = text.components(separatedBy: "\nextension Big {").count - 1
            #expect((12...56).contains(count), "\(path) holds \(count) models")
        }
    }

    @Test func shardsIgnoreTheLayout() throws {
        let spec = Self.spec(models: 150, endpoints: 150)
        #expect(try Self.generate(spec, .grouped, shards: 4) == Self.generate(spec, .perDeclaration, shards: 4))
    }

    @Test func groupPathsStayInTheAPIFolder() throws {
        let files = try Self.generate(Self.spec("../../etc/x", models: 40, endpoints: 40), .grouped)
        #expect(!files.isEmpty)
        for path in files.keys {
            #expect(path.hasPrefix("Etc"), "\(path)")
            #expect(!path.hasPrefix("/"))
            #expect(!path.split(separator: "/", omittingEmptySubsequences: false).contains { $0.isEmpty || $0 == ".." || $0 == "." }, "\(path)")
        }
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let summary = try OutputWriter.write(files: files, to: folder.path)
        #expect(summary.written.count == files.count)
    }

    @Test func switchingLayoutsRemovesTheOtherLayoutsFiles() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("Big/Notes.swift", "// mine\n")
        let spec = Self.spec(models: 50, endpoints: 50)
        let perDeclaration = try Self.generate(spec, .perDeclaration)
        let grouped = try Self.generate(spec, .grouped)
        _ = try OutputWriter.write(files: perDeclaration, to: folder.path)
        let toGrouped = try OutputWriter.write(files: grouped, to: folder.path)
        #expect(Set(toGrouped.removed) == Set(perDeclaration.keys).subtracting(grouped.keys))
        #expect(toGrouped.removed.count == 100)
        #expect(toGrouped.unchanged == ["Big/Big.swift"])
        #expect(!folder.exists("Big/Models/Big.Thing0.swift"))
        #expect(folder.exists("Big/Models/Big.Models.00.swift"))
        let back = try OutputWriter.write(files: perDeclaration, to: folder.path)
        #expect(Set(back.removed) == Set(grouped.keys).subtracting(perDeclaration.keys))
        #expect(!folder.exists("Big/Models/Big.Models.00.swift"))
        #expect(folder.read("Big/Notes.swift") == "// mine\n")
    }

    @Test func theFlagAndTheConfigKeyChooseTheLayout() throws {
        #expect(try Command.parseGenerate(["a.yaml", "-o", "x"]).options.fileLayout == .automatic)
        for layout in FileLayout.allCases {
            #expect(try Command.parseGenerate(["a.yaml", "-o", "x", "--file-layout", layout.rawValue]).options.fileLayout == layout)
        }
        #expect(throws: Command.UsageError.self) { try Command.parseGenerate(["a.yaml", "-o", "x", "--file-layout", "tiny"]) }
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("endpointgen.yaml", "fileLayout: grouped\n")
        let config = try ConfigFile.load(folder.file("endpointgen.yaml").path)
        #expect(config.fileLayout == .grouped)
        #expect(try Command.parseGenerate(["a.yaml", "-o", "x"]).applying(config).options.fileLayout == .grouped)
        let flagWins = try Command.parseGenerate(["a.yaml", "-o", "x", "--file-layout", "per-declaration"]).applying(config)
        #expect(flagWins.options.fileLayout == .perDeclaration)
        try folder.write("bad.yaml", "fileLayout: tiny\n")
        #expect(throws: DiagnosticError.self) { try ConfigFile.load(folder.file("bad.yaml").path) }
    }
}
