import Foundation

/// Compares a file already in the output folder with the content generation wants there,
/// reading as little as possible: the size first (`fstat`), the whole file only when the sizes
/// match, and only the header marker's bytes when they differ.
enum ExistingFile {
    /// What is at a path, compared with new content.
    enum Comparison: Equatable {
        /// No regular file (nothing, or something that cannot be read as a file).
        case missing
        /// A file with exactly the new content.
        case same
        /// A file with other content; `isGenerated` tells whether it starts with
        /// ``Generator/headerMarker``.
        case different(isGenerated: Bool)
    }

    /// Compares the regular file at `path` (an absolute path) with `contents`' UTF-8 bytes.
    static func compare(at path: String, with contents: String) -> Comparison {
        // O_NONBLOCK: opening a FIFO for reading would otherwise wait for a writer for ever;
        // it then opens at once and `fstat` finds no regular file. Reads of a regular file
        // are not affected by it.
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return .missing }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return .missing }
        var contents = contents
        return contents.withUTF8 { expected in
            let size = Int(status.st_size)
            if size == expected.count {
                var existing = [UInt8](repeating: 0, count: size)
                guard let count = readFully(descriptor, into: &existing) else { return .missing }
                if count == size, existing.withUnsafeBytes({ Self.bytesEqual($0, UnsafeRawBufferPointer(expected)) }) {
                    return .same
                }
                return .different(isGenerated: startsWithMarker(existing[..<count]))
            }
            var head = [UInt8](repeating: 0, count: Generator.headerMarker.utf8.count)
            guard let count = readFully(descriptor, into: &head) else { return .missing }
            return .different(isGenerated: startsWithMarker(head[..<count]))
        }
    }

    /// Whether two buffers hold the same bytes (`memcmp`).
    static func bytesEqual(_ first: UnsafeRawBufferPointer, _ second: UnsafeRawBufferPointer) -> Bool {
        guard first.count == second.count else { return false }
        guard let a = first.baseAddress, let b = second.baseAddress else { return true }
        return memcmp(a, b, first.count) == 0
    }

    /// Whether bytes start with ``Generator/headerMarker``.
    static func startsWithMarker(_ bytes: ArraySlice<UInt8>) -> Bool {
        bytes.starts(with: Generator.headerMarker.utf8)
    }

    /// Reads from the start of the file until `buffer` is full or the file ends; the number of
    /// bytes read, or `nil` on a read error.
    static func readFully(_ descriptor: Int32, into buffer: inout [UInt8]) -> Int? {
        let capacity = buffer.count
        return buffer.withUnsafeMutableBytes { raw -> Int? in
            guard let base = raw.baseAddress else { return 0 }
            var total = 0
            while total < capacity {
                let count = read(descriptor, base + total, capacity - total)
                if count < 0 {
                    if errno == EINTR { continue }
                    return nil
                }
                if count == 0 { break }
                total += count
            }
            return total
        }
    }
}
