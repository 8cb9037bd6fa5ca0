import Foundation
import Testing
@testable import EndpointGenCore

/// The command line: exit codes, output, --check, usage errors.
@Suite struct CommandTests {
    static let books = GoldenFiles.repositoryRoot.appendingPathComponent("Specs/books.yaml").path

    @Test func generateWritesThenReportsNothingChanged() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let first = Command.run(["generate", Self.books, "--output", folder.path])
        #expect(first.exitCode == 0, "\(first.standardError)")
        let count = GoldenFiles.read(folder.url).count
        let result = Generator.generate(specFiles: [Self.books])
        let counts = "\(result.endpointCount) endpoints, \(result.modelCount) models"
        // The Swift files and the manifest.
        #expect(count == result.files.count + 1 && count > 10)
        #expect(folder.exists(GenerationManifest.fileName))
        #expect(first.standardOutput == "endpointgen: \(counts); \(count) files written, 0 unchanged, 0 removed\n")
        let second = Command.run(["generate", Self.books, "-o", folder.path])
        #expect(second.standardOutput == "endpointgen: \(counts); 0 files written, \(count) unchanged, 0 removed\n")
        let check = Command.run(["generate", Self.books, "-o", folder.path, "--check"])
        #expect(check.exitCode == 0)
        #expect(check.standardOutput == "endpointgen: \(counts); \(count) files up to date\n")
        // One file edited by hand: the summary counts in the singular.
        let edited = try #require(GoldenFiles.read(folder.url).keys.sorted().first)
        try folder.write(edited, Generator.headerMarker + "\n")
        let stale = Command.run(["generate", Self.books, "-o", folder.path, "--check"])
        #expect(stale.exitCode == 1)
        #expect(stale.standardOutput.hasSuffix("endpointgen: 1 file is out of date; generate again without --check\n"))
        let repaired = Command.run(["generate", Self.books, "-o", folder.path])
        #expect(repaired.standardOutput == "endpointgen: \(counts); 1 file written, \(count - 1) unchanged, 0 removed\n")
    }

    @Test func checkListsChangesAndWritesNothing() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("Stale.swift", Generator.headerMarker + "\n")
        let check = Command.run(["generate", Self.books, "--output", folder.path, "--check"])
        #expect(check.exitCode == 1)
        #expect(check.standardOutput.contains("would write \(folder.path)/Bookshop/Bookshop.swift\n"))
        #expect(check.standardOutput.contains("would remove \(folder.path)/Stale.swift\n"))
        #expect(check.standardOutput.hasSuffix("files are out of date; generate again without --check\n"))
        #expect(!folder.exists("Bookshop"))
        #expect(folder.exists("Stale.swift"))
    }

    @Test func specErrorsExitOneAndWriteNothing() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("bad.yaml", "api: Bad\nendpoints:\n  get:\n    method: FETCH\n    path: /x\n")
        let outcome = Command.run(["generate", folder.file("bad.yaml").path, "--output", folder.file("out").path])
        #expect(outcome.exitCode == 1)
        #expect(outcome.standardError.hasPrefix("\(folder.file("bad.yaml").path):4:13: error: 'FETCH' is not an HTTP method"))
        #expect(outcome.standardError.hasSuffix("endpointgen: 1 error; nothing was written\n"))
        #expect(!folder.exists("out"))
    }

    @Test(arguments: [
        ["generate"], ["generate", "a.yaml"], ["generate", "a.yaml", "--output"], ["generate", "a.yaml", "-o", "x", "--access", "open"],
        ["generate", "a.yaml", "-o", "x", "--shards", "0"], ["generate", "a.yaml", "-o", "x", "--frobnicate"], ["fly"], [],
    ])
    func usageErrorsExitTwo(_ arguments: [String]) {
        let outcome = Command.run(arguments)
        #expect(outcome.exitCode == 2)
        #expect(outcome.standardError.contains("usage: endpointgen generate"))
        #expect(outcome.standardOutput.isEmpty)
    }

    @Test func helpAndVersion() {
        #expect(Command.run(["--help"]).standardOutput.contains("--templates DIR"))
        #expect(Command.run(["generate", "--help"]).exitCode == 0)
        #expect(Command.run(["--version"]).standardOutput == "endpointgen \(Command.version)\n")
    }

    @Test func optionsAreParsed() throws {
        let parsed = try Command.parseGenerate(["a.yaml", "--access", "package", "--templates", "T", "--shards", "8", "-o", "out", "--", "--odd.yaml"])
        #expect(parsed.specFiles == ["a.yaml", "--odd.yaml"])
        #expect(parsed.output == "out")
        #expect(parsed.options == GenerationOptions(access: .package, templatesDirectory: "T", shards: 8))
    }

    /// An unknown option names the nearest known one; every listed option is one the parser takes.
    @Test func unknownOptionsSuggestTheNearest() throws {
        #expect(throws: Command.UsageError(message: "unknown option '--conformance'; did you mean '--conformances'?")) {
            try Command.parseGenerate(["a.yaml", "-o", "out", "--conformance", "Equatable"])
        }
        #expect(throws: Command.UsageError(message: "unknown option '--fail-of'; did you mean '--fail-on'?")) {
            try Command.parseDiff(["a.yaml", "b.yaml", "--fail-of", "any"])
        }
        #expect(throws: Command.UsageError(message: "unknown option '--verbose'")) {
            try Command.parseGenerate(["a.yaml", "-o", "out", "--verbose"])
        }
        let values = ["--output": "out", "--config": "c.yaml", "--templates": "T", "--access": "public", "--shards": "2",
                      "--file-layout": "auto", "--conformances": "Equatable", "--numbers": "decimal", "--format": "json", "--fail-on": "any",
                      "--stored-properties": "let", "--overlay": "o.yaml"]
        for option in Command.generateOptions {
            _ = try Command.parseGenerate(["a.yaml", "-o", "out", option] + (values[option].map { [$0] } ?? []))
        }
        for option in Command.diffOptions {
            _ = try Command.parseDiff(["a.yaml", "b.yaml", option] + (values[option].map { [$0] } ?? []))
        }
    }
}

/// The Done-when of the generator issue: a second run leaves every file's modification time alone.
@Suite struct CommandRerunTests {
    @Test func runningTwiceKeepsEveryModificationTime() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let specs = ["auth", "books", "jsonplaceholder"].map { GoldenFiles.repositoryRoot.appendingPathComponent("Specs/\($0).yaml").path }
        #expect(Command.run(["generate"] + specs + ["--output", folder.path]).exitCode == 0)
        let files = GoldenFiles.read(folder.url).keys.sorted()
        #expect(files.count > 30)
        let past = Date(timeIntervalSince1970: 1_000_000)
        for file in files {
            try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: folder.file(file).path)
        }
        let again = Command.run(["generate"] + specs.reversed() + ["--output", folder.path])
        #expect(again.exitCode == 0)
        #expect(again.standardOutput.contains("0 files written, \(files.count) unchanged, 0 removed"))
        for file in files { #expect(folder.modificationDate(file) == past, "\(file)") }
    }

    @Test func apiNamesCannotMakePathsOutsideTheFolder() {
        let result = Generator.generate(specs: [Build.spec("../../etc/passwd", models: [Build.object("../x", [])])])
        #expect(!result.hasErrors)
        #expect(result.files.keys.sorted() == ["EtcPasswd/EtcPasswd.swift", "EtcPasswd/Models/EtcPasswd.X.swift"])
    }

    @Test func aMissingTemplatesFolderIsAnError() {
        let outcome = Command.run(["generate", CommandTests.books, "-o", "/nonexistent/out", "--templates", "/nonexistent/templates"])
        #expect(outcome.exitCode == 1)
        #expect(outcome.standardError.contains("cannot read the templates folder '/nonexistent/templates'"))
    }
}
