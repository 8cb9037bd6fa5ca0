import Foundation
import Testing

/// Byte-for-byte comparison of a test's output with a golden file, and its re-recording.
///
/// Goldens are re-recorded only when the environment variable `UPDATE_GOLDENS=1` is set
/// (`UPDATE_GOLDENS=1 swift test --filter SpecLoaderTests`). A re-recorded golden still fails
/// the test once, so that it is read before it is committed.
enum GoldenFile {
    /// Whether this run re-records goldens.
    static var isUpdating: Bool { ProcessInfo.processInfo.environment["UPDATE_GOLDENS"] == "1" }

    /// Records an issue unless `actual` equals the content of the golden file at `url`.
    static func check(_ actual: String, against url: URL, sourceLocation: SourceLocation = #_sourceLocation) {
        let expected = (try? String(contentsOf: url, encoding: .utf8))
        if expected == actual { return }
        let name = url.deletingLastPathComponent().lastPathComponent + "/" + url.lastPathComponent
        if isUpdating {
            do {
                try actual.write(to: url, atomically: true, encoding: .utf8)
                Issue.record("re-recorded \(name); read it, then run the tests again without UPDATE_GOLDENS", sourceLocation: sourceLocation)
            } catch {
                Issue.record("cannot write \(name): \(error)", sourceLocation: sourceLocation)
            }
            return
        }
        let diff = expected.map { lineDiff(expected: $0, actual: actual) } ?? "(the golden file is missing)\n" + actual
        Issue.record("""
            \(name) is out of date (- golden, + actual):
            \(diff)
            If the new output is right, re-record with: UPDATE_GOLDENS=1 swift test --filter SpecLoaderTests
            """, sourceLocation: sourceLocation)
    }

    /// A line diff: lines only in `expected` marked `-`, only in `actual` marked `+`, common
    /// lines marked with two spaces (longest common subsequence).
    static func lineDiff(expected: String, actual: String) -> String {
        let a = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let b = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        var lines: [String] = []
        var i = 0, j = 0
        while i < a.count || j < b.count {
            if i < a.count, j < b.count, a[i] == b[j] {
                lines.append("  " + a[i]); i += 1; j += 1
            } else if i < a.count, j == b.count || table[i + 1][j] >= table[i][j + 1] {
                lines.append("- " + a[i]); i += 1
            } else {
                lines.append("+ " + b[j]); j += 1
            }
        }
        return lines.joined(separator: "\n")
    }
}
