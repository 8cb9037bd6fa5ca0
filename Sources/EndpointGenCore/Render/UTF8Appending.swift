extension Array where Element == UInt8 {
    /// Appends the UTF-8 bytes of `text`: as one block when the string's storage is contiguous
    /// (every native string), byte by byte otherwise. Text written into a byte buffer this way
    /// and decoded once at the end costs about half of appending the pieces to a `String`.
    mutating func appendUTF8(_ text: String) {
        if text.utf8.withContiguousStorageIfAvailable({ append(contentsOf: $0) }) == nil {
            append(contentsOf: text.utf8)
        }
    }
}
