import Foundation

/// A fresh folder under the temporary directory for one test, removed by ``remove()``.
struct Sandbox {
    /// The folder.
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("endpointgen-hardening-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// The path of `relative` inside the sandbox.
    func path(_ relative: String) -> String { url.appendingPathComponent(relative).path }

    /// Writes text to `relative`, creating folders on the way.
    func write(_ relative: String, _ text: String) throws {
        let target = url.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: target)
    }

    /// The text of `relative`, or nil when it cannot be read.
    func read(_ relative: String) -> String? {
        FileManager.default.contents(atPath: path(relative)).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Every file, folder and link under `relative` (default: the whole sandbox), by path
    /// relative to it, with the file's bytes (empty for folders) or the link's destination.
    /// Links are not followed.
    func snapshot(_ relative: String = "") -> [String: Data] {
        let root = relative.isEmpty ? url : url.appendingPathComponent(relative)
        var result: [String: Data] = [:]
        guard let enumerator = FileManager.default.enumerator(atPath: root.path) else { return result }
        while let next = enumerator.nextObject() as? String {
            let full = root.appendingPathComponent(next).path
            let type = (try? FileManager.default.attributesOfItem(atPath: full))?[.type] as? FileAttributeType
            switch type {
            case .typeSymbolicLink?:
                result[next] = Data(("-> " + ((try? FileManager.default.destinationOfSymbolicLink(atPath: full)) ?? "?")).utf8)
            case .typeDirectory?:
                result[next] = Data()
            default:
                result[next] = FileManager.default.contents(atPath: full) ?? Data("unreadable".utf8)
            }
        }
        return result
    }

    /// Deletes the sandbox.
    func remove() { try? FileManager.default.removeItem(at: url) }
}
