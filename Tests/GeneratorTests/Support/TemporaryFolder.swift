import Foundation

/// A fresh folder under the temporary directory, removed by ``remove()``.
struct TemporaryFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("endpointgen-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    var path: String { url.path }

    func file(_ relative: String) -> URL { url.appendingPathComponent(relative) }

    func write(_ relative: String, _ contents: String) throws {
        let target = file(relative)
        try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(contents.utf8).write(to: target)
    }

    func read(_ relative: String) -> String? {
        FileManager.default.contents(atPath: file(relative).path).map { String(decoding: $0, as: UTF8.self) }
    }

    func exists(_ relative: String) -> Bool { FileManager.default.fileExists(atPath: file(relative).path) }

    func modificationDate(_ relative: String) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: file(relative).path))?[.modificationDate] as? Date
    }

    func remove() { try? FileManager.default.removeItem(at: url) }
}
