import EndpointGenCore
import Foundation
import Testing

/// The CLI writes only inside `--output`, removes only files it generated, and replaces each
/// file in one step.
@Suite struct FileSystemSafetyTests {
    /// Writes `spec` to the sandbox as `shop.yaml` and runs `endpointgen generate` on it in
    /// process, with `Generated` (or `output`) as the output folder.
    func generate(_ sandbox: Sandbox, _ spec: String, output: String = "Generated", arguments: [String] = []) throws -> Command.Outcome {
        try sandbox.write("shop.yaml", spec)
        return Command.run(["generate", sandbox.path("shop.yaml"), "--output", sandbox.path(output)] + arguments)
    }

    static let marker = Data(Generator.headerMarker.utf8)

    @Test func handWrittenFilesInTheOutputFolderSurviveRegeneration() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let helper = "// Hand-written helpers.\nextension String {}\n"
        try sandbox.write("Generated/Helpers.swift", helper)
        try sandbox.write("Generated/Nested/Notes.md", "notes")
        let first = try generate(sandbox, SampleSpecs.shop(endpoints: 3))
        #expect(first.exitCode == 0, "\(first.standardError)")
        let afterFirst = sandbox.snapshot("Generated")
        // One endpoint instead of three: two generated files become stale and go.
        let second = try generate(sandbox, SampleSpecs.shop(endpoints: 1))
        #expect(second.exitCode == 0, "\(second.standardError)")
        let afterSecond = sandbox.snapshot("Generated")
        #expect(afterSecond["Helpers.swift"] == Data(helper.utf8))
        #expect(afterSecond["Nested/Notes.md"] == Data("notes".utf8))
        let removed = Set(afterFirst.keys).subtracting(afterSecond.keys)
        #expect(removed.count == 2, "removed: \(removed.sorted())")
        for path in removed {
            #expect(afterFirst[path]?.starts(with: Self.marker) == true, "\(path) was not generated")
        }
    }

    @Test func aHandWrittenFileWhereAGeneratedOneWouldGoStopsTheRunBeforeAnyWrite() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let probe = try generate(sandbox, SampleSpecs.shop(), output: "Probe")
        #expect(probe.exitCode == 0, "\(probe.standardError)")
        let names = sandbox.snapshot("Probe").keys.filter { $0.hasSuffix(".swift") }.sorted()
        let victim = try #require(names.last)
        try sandbox.write("Generated/\(victim)", "// Mine. Not generated.\n")
        let before = sandbox.snapshot("Generated")
        let outcome = try generate(sandbox, SampleSpecs.shop())
        #expect(outcome.exitCode == 1)
        #expect(outcome.standardError.contains("was not generated"), "\(outcome.standardError)")
        #expect(sandbox.snapshot("Generated") == before)
    }

    /// Names that look like paths become Swift names, never folders: every file lands inside
    /// the output folder, and nothing beside it changes.
    @Test(arguments: ["../../Escape", "/etc/Passwd", "..", "a/../../b", "C:\\Windows\\Evil", "~root/x"])
    func pathLikeNamesStayInsideTheOutputFolder(_ name: String) throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        try sandbox.write("keep/file.txt", "untouched")
        try sandbox.write("shop.yaml", SampleSpecs.shop(api: name))
        let outside = sandbox.snapshot().filter { !$0.key.hasPrefix("deep") }
        let outcome = Command.run(["generate", sandbox.path("shop.yaml"), "--output", sandbox.path("deep/er/Generated")])
        #expect(sandbox.snapshot().filter { !$0.key.hasPrefix("deep") } == outside)
        let written = sandbox.snapshot("deep").keys.filter { $0.hasSuffix(".swift") }
        if outcome.exitCode == 0 {
            #expect(!written.isEmpty)
            #expect(written.allSatisfy { $0.hasPrefix("er/Generated/") && !$0.contains("..") }, "\(written.sorted())")
        } else {
            #expect(written.isEmpty)
            #expect(outcome.standardError.contains("error:"), "\(outcome.standardError)")
        }
    }

    @Test func aLinkedFolderInTheOutputIsNotFollowedWhenRemovingStaleFiles() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let generatedLooking = Generator.headerMarker + " from elsewhere.yaml. DO NOT EDIT.\nstruct Elsewhere {}\n"
        try sandbox.write("outside/Old.swift", generatedLooking)
        try FileManager.default.createDirectory(atPath: sandbox.path("Generated"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: sandbox.path("Generated/Linked"), withDestinationPath: sandbox.path("outside"))
        let outcome = try generate(sandbox, SampleSpecs.shop())
        #expect(outcome.exitCode == 0, "\(outcome.standardError)")
        #expect(sandbox.read("outside/Old.swift") == generatedLooking)
    }

    @Test func aLinkWhereAGeneratedFileWouldGoIsNotWrittenThrough() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let probe = try generate(sandbox, SampleSpecs.shop(), output: "Probe")
        #expect(probe.exitCode == 0, "\(probe.standardError)")
        let victim = try #require(sandbox.snapshot("Probe").keys.filter { $0.hasSuffix(".swift") }.sorted().first)
        let target = Generator.headerMarker + " from shop.yaml. DO NOT EDIT.\n// outside the output folder\n"
        try sandbox.write("outside/Target.swift", target)
        let link = sandbox.path("Generated/\(victim)")
        try FileManager.default.createDirectory(atPath: (link as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: sandbox.path("outside/Target.swift"))
        let outcome = try generate(sandbox, SampleSpecs.shop())
        #expect(outcome.exitCode == 1)
        #expect(sandbox.read("outside/Target.swift") == target)
    }
}
