import Foundation

/// One case of the official YAML test suite (github.com/yaml/yaml-test-suite, data branch):
/// a folder with `in.yaml`, and `in.json` when the input is valid and representable as JSON,
/// or `error` when a conforming parser must reject it.
struct TestSuiteCase {
    /// The folder's name relative to the suite, e.g. `229Q` or `2G84/02`.
    var id: String
    /// The case's name, from its `===` file.
    var title: String
    var yaml: [UInt8]
    /// The contents of `in.json`, if the case has one.
    var json: [UInt8]?
    var mustFail: Bool

    /// Where the suite is: `YAML_TEST_SUITE` if set, else `shared/yaml-test-suite` beside the
    /// package's folder (CI copies `shared/` beside the clone).
    static var suiteDirectory: URL {
        if let path = ProcessInfo.processInfo.environment["YAML_TEST_SUITE"] {
            return URL(fileURLWithPath: path)
        }
        let packageRoot = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent() // Support
            .deletingLastPathComponent() // YAMLTests
            .deletingLastPathComponent() // Tests
            .deletingLastPathComponent() // the package
        return packageRoot.deletingLastPathComponent()
            .appendingPathComponent("shared/yaml-test-suite").standardizedFileURL
    }

    /// Every case of the suite at `directory`, sorted by id; empty when the folder is missing.
    static func all(in directory: URL) -> [TestSuiteCase] {
        let files = FileManager.default
        guard let top = try? files.contentsOfDirectory(atPath: directory.path) else { return [] }
        var cases: [TestSuiteCase] = []
        for name in top.sorted() {
            let folder = directory.appendingPathComponent(name)
            if let found = load(id: name, folder: folder) {
                cases.append(found)
            } else if let subfolders = try? files.contentsOfDirectory(atPath: folder.path) {
                for sub in subfolders.sorted() {
                    if let found = load(id: "\(name)/\(sub)", folder: folder.appendingPathComponent(sub)) {
                        cases.append(found)
                    }
                }
            }
        }
        return cases
    }

    private static func load(id: String, folder: URL) -> TestSuiteCase? {
        let files = FileManager.default
        guard let yaml = files.contents(atPath: folder.appendingPathComponent("in.yaml").path) else { return nil }
        let json = files.contents(atPath: folder.appendingPathComponent("in.json").path)
        let mustFail = files.fileExists(atPath: folder.appendingPathComponent("error").path)
        let title = (files.contents(atPath: folder.appendingPathComponent("===").path))
            .map { String(decoding: $0, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines) } ?? ""
        return TestSuiteCase(id: id, title: title, yaml: [UInt8](yaml), json: json.map { [UInt8]($0) }, mustFail: mustFail)
    }
}
