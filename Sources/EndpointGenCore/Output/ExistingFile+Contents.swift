import Foundation

extension ExistingFile {
    /// What ``contents(at:limit:)`` found.
    enum Contents: Equatable {
        /// No regular file at the path (nothing, a folder, a FIFO, a symbolic link).
        case missing
        /// A regular file larger than the limit, left unread.
        case tooLarge(bytes: Int)
        /// The file's bytes.
        case bytes([UInt8])
    }

    /// Reads the regular file at `path`, never following a symbolic link or waiting on a
    /// FIFO (`O_NOFOLLOW | O_NONBLOCK`).
    /// - Parameters:
    ///   - path: The file's path.
    ///   - limit: The largest file read, in bytes.
    static func contents(at path: String, limit: Int) -> Contents {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOFOLLOW)
        guard descriptor >= 0 else { return .missing }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return .missing }
        let size = Int(status.st_size)
        guard size <= limit else { return .tooLarge(bytes: size) }
        var bytes = [UInt8](repeating: 0, count: size)
        guard let count = readFully(descriptor, into: &bytes) else { return .missing }
        return .bytes(Array(bytes[..<count]))
    }
}
