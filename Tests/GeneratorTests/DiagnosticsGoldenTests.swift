import Foundation
import Testing
@testable import EndpointGenCore

/// Each folder of `Fixtures/diagnostics/` is a run of `endpointgen generate` as a user makes
/// it: `spec.yaml` (and any other file of the folder, copied beside it), the extra arguments
/// in `arguments` (one a line, optional), and the exact output in `expected/output.txt`: the
/// exit code, standard error and standard output, the temporary folder's path removed so the
/// paths read as the user gave them. With `next.yaml`, the folder is generated once from
/// `spec.yaml`, then `next.yaml` replaces it and the output is that of the second run (the
/// regeneration report).
@Suite struct DiagnosticsGoldenTests {
    static let folder = GoldenFiles.fixtures.appendingPathComponent("diagnostics")

    static func cases() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    }

    @Test func thereAreCases() {
        #expect(Self.cases().count >= 6)
    }

    @Test(arguments: cases())
    func outputMatchesTheGolden(_ name: String) throws {
        let source = Self.folder.appendingPathComponent(name)
        let work = try TemporaryFolder()
        defer { try? FileManager.default.removeItem(at: work.url) }
        for file in try FileManager.default.contentsOfDirectory(atPath: source.path) where !["expected", "arguments", "next.yaml"].contains(file) {
            try FileManager.default.copyItem(at: source.appendingPathComponent(file), to: work.file(file))
        }
        let extra = (try? String(contentsOf: source.appendingPathComponent("arguments"), encoding: .utf8))?
            .split(separator: "\n").map(String.init) ?? []
        let arguments = ["generate", work.file("spec.yaml").path, "--output", work.file("Generated").path] + extra
        var outcome = Command.run(arguments)
        if let next = try? String(contentsOf: source.appendingPathComponent("next.yaml"), encoding: .utf8) {
            #expect(outcome.exitCode == 0, "the first generation fails: \(outcome.standardError)")
            try work.write("spec.yaml", next)
            outcome = Command.run(arguments)
        }
        let prefix = work.url.standardizedFileURL.path + "/"
        let text = "exit \(outcome.exitCode)\n--- standard error\n\(outcome.standardError)--- standard output\n\(outcome.standardOutput)"
        try GoldenFiles.check(["output.txt": text.replacingOccurrences(of: prefix, with: "")],
                              against: source.appendingPathComponent("expected"))
    }
}
