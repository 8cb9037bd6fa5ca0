import Foundation
import Testing
@testable import EndpointGenCore

/// Writing generated files: only changes, stale generated files removed, nothing else touched,
/// never outside the output folder.
@Suite struct OutputWriterTests {
    let header = Generator.headerMarker + " from x.yaml. DO NOT EDIT.\n"

    @Test func aSecondRunWritesNothingAndKeepsModificationTimes() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let files = ["A/A.swift": header + "enum A {}\n", "A/Models/A.B.swift": header + "struct B {}\n"]
        let first = try OutputWriter.write(files: files, to: folder.path)
        #expect(first.written == ["A/A.swift", "A/Models/A.B.swift"])
        let old = Date(timeIntervalSince1970: 1_000_000)
        try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: folder.file("A/A.swift").path)
        let second = try OutputWriter.write(files: files, to: folder.path)
        #expect(second.written.isEmpty)
        #expect(second.unchanged == ["A/A.swift", "A/Models/A.B.swift"])
        #expect(folder.modificationDate("A/A.swift") == old)
    }

    @Test func changedFilesAreReplacedAndStaleGeneratedFilesRemoved() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("A/A.swift", header + "old\n")
        try folder.write("A/Models/A.Gone.swift", header + "gone\n")
        try folder.write("A/Handwritten.swift", "// mine\n")
        try folder.write("notes.txt", Generator.headerMarker + " but not Swift\n")
        let summary = try OutputWriter.write(files: ["A/A.swift": header + "new\n"], to: folder.path)
        #expect(summary.written == ["A/A.swift"])
        #expect(summary.removed == ["A/Models/A.Gone.swift"])
        #expect(folder.read("A/A.swift") == header + "new\n")
        #expect(!folder.exists("A/Models"))
        #expect(folder.read("A/Handwritten.swift") == "// mine\n")
        #expect(folder.exists("notes.txt"))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.file("A").path).filter { $0.hasSuffix(".tmp") }
        #expect(leftovers.isEmpty)
    }

    @Test func aHandWrittenFileInTheWayStopsEverything() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("A/A.swift", "// mine\n")
        #expect(throws: DiagnosticError.self) {
            try OutputWriter.write(files: ["A/B.swift": header, "A/A.swift": header], to: folder.path)
        }
        #expect(folder.read("A/A.swift") == "// mine\n")
        #expect(!folder.exists("A/B.swift"))
    }

    @Test(arguments: ["../x.swift", "/etc/x.swift", "", "a//b.swift", "a/./b.swift", "a/../../b.swift", "a\\b.swift"])
    func pathsThatLeaveTheFolderAreRefused(_ path: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        #expect(throws: DiagnosticError.self) {
            try OutputWriter.write(files: [path: header], to: folder.file("out").path)
        }
        #expect(!FileManager.default.fileExists(atPath: folder.file("x.swift").path))
    }

    @Test func symbolicLinksInsideTheFolderAreNotFollowed() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try FileManager.default.createDirectory(at: folder.file("elsewhere"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: folder.file("out"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: folder.file("out/A"), withDestinationURL: folder.file("elsewhere"))
        #expect(throws: DiagnosticError.self) {
            try OutputWriter.write(files: ["A/A.swift": header], to: folder.file("out").path)
        }
        #expect(!folder.exists("elsewhere/A.swift"))
    }

    @Test func planChangesNothing() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("Stale.swift", header)
        let plan = try OutputWriter.plan(files: ["New.swift": header], outputDirectory: folder.path)
        #expect(plan.written == ["New.swift"])
        #expect(plan.removed == ["Stale.swift"])
        #expect(!folder.exists("New.swift"))
        #expect(folder.exists("Stale.swift"))
    }
}

/// Special files at a destination path.
@Suite struct OutputWriterSpecialFileTests {
    /// A named pipe where a generated file goes is replaced like a missing file; opening it to
    /// compare used to wait for a writer for ever (the time limit turns such a hang into a failure).
    @Test func aFileNameTooLongForItsTemporaryIsAnErrorBeforeAnyWrite() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let header = Generator.headerMarker + " from x.yaml. DO NOT EDIT.\n"
        let longest = String(repeating: "a", count: OutputWriter.maximumFileNameBytes - 6) + ".swift"
        let tooLong = "b" + longest
        #expect(throws: DiagnosticError.self) {
            try OutputWriter.write(files: ["A/A.swift": header, "A/" + tooLong: header], to: folder.path)
        }
        #expect(!folder.exists("A"))
        let summary = try OutputWriter.write(files: ["A/" + longest: header], to: folder.path)
        #expect(summary.written == ["A/" + longest])
    }

    @Test(.timeLimit(.minutes(5))) func aFIFOAtADestinationIsReplacedWithoutWaiting() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try FileManager.default.createDirectory(at: folder.file("A"), withIntermediateDirectories: true)
        #expect(mkfifo(folder.file("A/A.swift").path, 0o644) == 0)
        let header = Generator.headerMarker + " from x.yaml. DO NOT EDIT.\n"
        let plan = try OutputWriter.plan(files: ["A/A.swift": header + "enum A {}\n"], outputDirectory: folder.path)
        #expect(plan.written == ["A/A.swift"])
        let summary = try OutputWriter.write(files: ["A/A.swift": header + "enum A {}\n"], to: folder.path)
        #expect(summary.written == ["A/A.swift"])
        #expect(folder.read("A/A.swift") == header + "enum A {}\n")
    }
}

/// The temporary file of a write cannot be redirected.
@Suite struct OutputWriterTemporaryFileTests {
    /// A symbolic link planted under the temporary file's name (`.NAME.PID.tmp`, the process id
    /// is predictable) pointing outside the folder: the write used to follow it, truncating and
    /// overwriting the file it points to.
    @Test func aLinkAtTheTemporaryNameIsNotFollowed() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("victim.txt", "precious\n")
        try FileManager.default.createDirectory(at: folder.file("out/A"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: folder.file("out/A/.A.swift.\(getpid()).tmp"),
                                                   withDestinationURL: folder.file("victim.txt"))
        let header = Generator.headerMarker + " from x.yaml. DO NOT EDIT.\n"
        let summary = try OutputWriter.write(files: ["A/A.swift": header + "enum A {}\n"], to: folder.file("out").path)
        #expect(summary.written == ["A/A.swift"])
        #expect(folder.read("victim.txt") == "precious\n")
        #expect(folder.read("out/A/A.swift") == header + "enum A {}\n")
        #expect(!OutputWriter.isSymbolicLink(folder.file("out/A/A.swift").path))
    }
}

/// Stale-file removal never reaches through a symbolic link.
@Suite struct OutputWriterLinkTests {
    @Test func staleFilesBehindALinkedFolderAreLeftAlone() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("elsewhere/Old.swift", Generator.headerMarker + "\n")
        try FileManager.default.createDirectory(at: folder.file("out"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: folder.file("out/Linked"), withDestinationURL: folder.file("elsewhere"))
        try FileManager.default.createSymbolicLink(at: folder.file("out/Link.swift"), withDestinationURL: folder.file("elsewhere/Old.swift"))
        let summary = try OutputWriter.write(files: [:], to: folder.file("out").path)
        #expect(summary.removed.isEmpty)
        #expect(folder.exists("elsewhere/Old.swift"))
    }
}
