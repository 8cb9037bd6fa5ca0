import Foundation

/// The file a node came from when an OpenAPI Overlay moved it into another document.
///
/// An overlay's `update` values become part of the description's tree, but a diagnostic
/// about one must still name the overlay's file and line. Such a node's mark carries the
/// number of its origin in the bits of ``YAMLMark/line`` from ``originShift`` up (origins are
/// numbered from 1 in a table of the process, ``register(_:)``); a mark read from a file
/// has none. An origin is one copy of an overlay's values: each place an update is merged
/// into gets a number of its own, so the copies' marks differ from each other and from the
/// description's, which the OpenAPI reader relies on when it tells nodes apart by position.
extension YAMLMark {
    /// The bit from which ``line`` holds an origin file's number: lines below 2^40 are lines.
    static let originShift = 40

    /// The most origins a process can number: the bits of a (signed, 64-bit) line above
    /// ``originShift``.
    static let maximumOrigins = (1 << (Int.bitWidth - 1 - originShift)) - 1

    /// The table of origins: their files' paths by number − 1.
    private static let origins = OriginTable()

    private final class OriginTable: @unchecked Sendable {
        let lock = NSLock()
        var paths: [String] = []
    }

    /// A new origin in the table, for one copy of values read from the file at `path`; `nil`
    /// when the process has numbered ``maximumOrigins`` already.
    static func register(_ path: String) -> Int? {
        origins.lock.lock()
        defer { origins.lock.unlock() }
        guard origins.paths.count < maximumOrigins else { return nil }
        origins.paths.append(path)
        return origins.paths.count
    }

    /// This mark, moved to the origin numbered `number` (``register(_:)``).
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
