import Foundation

/// The file a node came from when an OpenAPI Overlay moved it into another document.
///
/// An overlay's `update` values become part of the description's tree, but a diagnostic
/// about one must still name the overlay's file and line. Such a node's mark carries the
/// number of its file in the bits of ``YAMLMark/line`` from ``originShift`` up (files are
/// numbered from 1 in a table of the process, ``register(_:)``); a mark read from a file
/// has none. Marks of different files so stay different, which the OpenAPI reader relies on
/// when it tells nodes apart by position.
extension YAMLMark {
    /// The bit from which ``line`` holds an origin file's number: lines below 2^40 are lines.
    static let originShift = 40

    /// The table of origin files: their paths by number − 1, and numbers by path.
    private static let origins = OriginTable()

    private final class OriginTable: @unchecked Sendable {
        let lock = NSLock()
        var paths: [String] = []
        var numbers: [String: Int] = [:]
    }

    /// The number of a file in the table of origins, added when new (the same path always
    /// gets the same number).
    static func register(_ path: String) -> Int {
        origins.lock.lock()
        defer { origins.lock.unlock() }
        if let number = origins.numbers[path] { return number }
        origins.paths.append(path)
        origins.numbers[path] = origins.paths.count
        return origins.paths.count
    }

    /// This mark, moved to the origin file numbered `number` (``register(_:)``).
    func fromOrigin(_ number: Int) -> YAMLMark {
        YAMLMark(line: lineInFile | (number << Self.originShift), column: column)
    }

    /// The line in the file the node was read from.
    var lineInFile: Int { line & ((1 << Self.originShift) - 1) }

    /// The file the node was read from when an overlay brought it in; `nil` when it is the
    /// file of the document the node is in.
    var originFile: String? {
        let number = line >> Self.originShift
        guard number > 0 else { return nil }
        Self.origins.lock.lock()
        defer { Self.origins.lock.unlock() }
        return number <= Self.origins.paths.count ? Self.origins.paths[number - 1] : nil
    }

    /// The location of the mark: in `file`, or in the file it came from.
    func location(inFile file: String) -> SourceLocation {
        SourceLocation(file: originFile ?? file, line: lineInFile, column: column)
    }
}
