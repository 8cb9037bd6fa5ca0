import Foundation
import Testing

/// Byte-for-byte comparison of generated files with the golden files of a folder.
///
/// With `UPDATE_GOLDENS=1` in the environment (scripts/update-goldens sets it) the folder is
/// re-recorded instead, and the test fails once so that the new goldens are read before they
/// are committed.
enum GoldenFiles {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    static let repositoryRoot = fixtures.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static var isRecording: Bool { ProcessInfo.processInfo.environment["UPDATE_GOLDENS"] == "1" }

    /// The files of `folder`, by relative path (every regular file, recursively).
    static func read(_ folder: URL) -> [String: String] {
        var files: [String: String] = [:]
        guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { return files }
        while let path = enumerator.nextObject() as? String {
            var isDirectory: ObjCBool = false
            let url = folder.appendingPathComponent(path)
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue,
                  let data = FileManager.default.contents(atPath: url.path) else { continue }
            files[path] = String(decoding: data, as: UTF8.self)
        }
        return files
    }

    /// Compares `actual` with the files in `folder`, or re-records them.
    static func check(_ actual: [String: String], against folder: URL, sourceLocation: SourceLocation = #_sourceLocation) throws {
        if isRecording {
            try? FileManager.default.removeItem(at: folder)
            for (path, contents) in actual {
                let url = folder.appendingPathComponent(path)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(contents.utf8).write(to: url)
            }
            Issue.record("re-recorded \(folder.path); read the new goldens (git diff), then run the tests again without UPDATE_GOLDENS", sourceLocation: sourceLocation)
            return
        }
        let expected = read(folder)
        guard expected != actual else { return }
        let temporary = FileManager.default.temporaryDirectory.appendingPathComponent("golden-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: temporary) }
        for (path, contents) in actual {
            let url = temporary.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: url)
        }
        let diff = unifiedDiff(folder, temporary)
        Issue.record("""
            generated output differs from the goldens in \(folder.path)
            (- golden, + generated). If the change is intended, run scripts/update-goldens and read the diff before committing.
            \(diff)
            """, sourceLocation: sourceLocation)
    }

    /// `diff -ru` of two folders, or a list of differing paths when `diff` cannot run.
    static func unifiedDiff(_ expected: URL, _ actual: URL) -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["diff", "-ru", expected.path, actual.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        do {
            try process.run()
            let data = pipe.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return String(decoding: data.prefix(20_000), as: UTF8.self)
        } catch {
            let left = read(expected), right = read(actual)
            return Set(left.keys).union(right.keys).filter { left[$0] != right[$0] }.sorted().joined(separator: "\n")
        }
    }
}
