import Foundation

/// Folders of the repository, found from this file's path.
enum Paths {
    /// The package's root folder (the clone).
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent() // Support
        .deletingLastPathComponent() // HardeningTests
        .deletingLastPathComponent() // Tests
        .deletingLastPathComponent()

    /// This target's fixtures.
    static let fixtures = packageRoot.appendingPathComponent("Tests/HardeningTests/Fixtures")

    /// The minimised inputs of crashes and hangs that fuzzing found, for one fuzz target
    /// (`yaml`, `spec`, `openapi`), plus the seeds committed in `Fuzz/seeds/TARGET`.
    static func fuzzInputs(_ target: String) -> [URL] {
        let folders = [
            fixtures.appendingPathComponent("fuzz-regressions/\(target)"),
            packageRoot.appendingPathComponent("Fuzz/seeds/\(target)"),
        ]
        return folders.flatMap { folder in
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            return names.filter { !$0.hasPrefix(".") && $0 != "README.md" }.sorted()
                .map { folder.appendingPathComponent($0) }
        }
    }
}
