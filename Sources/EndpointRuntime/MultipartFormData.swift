import Foundation

/// The parts of a `multipart/form-data` body (RFC 7578).
///
/// Text parts and in-memory file parts are kept in memory; a part made from a file URL is
/// streamed: when the body is sent, the parts are written in 64 KiB chunks to a temporary file
/// that the transport uploads from disk and the client deletes afterwards, so a large upload
/// never loads into memory.
public struct MultipartFormData: Sendable {
    enum Content: Sendable {
        case data(Data)
        case file(URL)
        /// A value written when the body is encoded, with the client's JSON encoder: as text
        /// when it encodes as a JSON string, number or Boolean, else as a JSON part.
        case encodable(any Encodable & Sendable)
    }

    struct Part: Sendable {
        var headers: String
        var content: Content
    }

    /// The boundary delimiter between parts (RFC 2046 §5.1.1): `EndpointGen-` and a random UUID.
    public let boundary = "EndpointGen-\(UUID().uuidString)"
    private var parts: [Part] = []

    /// Creates an empty body.
    public init() {}

    /// Appends a text part, or nothing when `value` is `nil`.
    ///
    /// - Parameters:
    ///   - name: The form field name.
    ///   - value: The value, written as UTF-8 text like a query value (`Bool` as `true`/`false`,
    ///     `Date` as ISO 8601).
    public mutating func append(_ name: String, _ value: (some QueryValue)?) {
        guard let value else { return }
        parts.append(Part(headers: Self.headers(name), content: .data(Data(value.parameterText.utf8))))
    }

    /// Appends a file part from bytes in memory, or nothing when `data` is `nil`.
    ///
    /// - Parameters:
    ///   - name: The form field name.
    ///   - data: The file's bytes.
    ///   - filename: The file name the server sees; `nil` (the default) sends none.
    ///   - contentType: The part's media type; defaults to `application/octet-stream`.
    public mutating func append(_ name: String, data: Data?, filename: String? = nil,
                                contentType: String = "application/octet-stream") {
        guard let data else { return }
        parts.append(Part(headers: Self.headers(name, filename: filename, contentType: contentType), content: .data(data)))
    }

    /// Appends a file part whose bytes are streamed from a local file when the body is sent.
    ///
    /// - Parameters:
    ///   - name: The form field name.
    ///   - fileURL: A `file:` URL; it is read only when the request is sent, and an unreadable
    ///     file fails the request with ``APIError/encodingFailed(_:)``.
    ///   - filename: The file name the server sees; `nil` (the default) uses the URL's last
    ///     path component.
    ///   - contentType: The part's media type; defaults to `application/octet-stream`.
    public mutating func append(_ name: String, fileURL: URL, filename: String? = nil,
                                contentType: String = "application/octet-stream") {
        parts.append(Part(headers: Self.headers(name, filename: filename ?? fileURL.lastPathComponent, contentType: contentType),
                          content: .file(fileURL)))
    }

    /// Appends a part for a value of any shape, or nothing when `value` is `nil`, the way
    /// OpenAPI's `multipart/form-data` defaults have it (OpenAPI 3.1 §4.8.15.4, Encoding
    /// Object): a value that encodes as a JSON string, number or Boolean is a text part (a
    /// string without its quotes), an object or array a part of type `application/json`. The
    /// value is encoded when the body is, with the client's JSON encoder (its date format).
    ///
    /// - Parameters:
    ///   - name: The form field name.
    ///   - value: The value; `nil` appends nothing.
    public mutating func append(_ name: String, json value: (some Encodable & Sendable)?) {
        guard let value else { return }
        parts.append(Part(headers: Self.headers(name), content: .encodable(value)))
    }

    /// The header fields of a part: `Content-Disposition` (RFC 7578 §4.2) and, when given,
    /// `Content-Type` (CR and LF removed). In names and file names, `"`, CR and LF are
    /// percent-encoded, as RFC 7578 §2 allows, so they cannot end the quoted string or the
    /// header; other characters, non-ASCII included, are sent as UTF-8.
    private static func headers(_ name: String, filename: String? = nil, contentType: String? = nil) -> String {
        func quoted(_ text: String) -> String {
            "\"" + text.replacingOccurrences(of: "\"", with: "%22")
                .replacingOccurrences(of: "\r", with: "%0D").replacingOccurrences(of: "\n", with: "%0A") + "\""
        }
        var header = "Content-Disposition: form-data; name=\(quoted(name))"
        if let filename { header += "; filename=\(quoted(filename))" }
        header += "\r\n"
        if let contentType { header += "Content-Type: \(contentType.filter { $0 != "\r" && $0 != "\n" })\r\n" }
        return header
    }

    /// The encoded body: in memory when every part is, else a temporary file.
    ///
    /// - Throws: A file system error when a file part cannot be read or the temporary file
    ///   cannot be written.
    func encoded(with encoder: JSONEncoder) throws -> HTTPBody {
        let parts = try self.parts.map { try $0.resolved(with: encoder) }
        let streams = parts.contains { if case .file = $0.content { true } else { false } }
        guard streams else {
            var body = Data()
            try Self.write(parts, boundary: boundary) { body.append($0) }
            return .data(body)
        }
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(boundary).multipart")
        do {
            let output = try FileHandle.creatingFile(at: url)
            defer { try? output.close() }
            try Self.write(parts, boundary: boundary) { try output.write(contentsOf: $0) }
        } catch {
            try? FileManager.default.removeItem(at: url)
            throw error
        }
        return .file(url)
    }

    /// Writes the body (RFC 7578 §4.1, RFC 2046 §5.1.1) chunk by chunk.
    private static func write(_ parts: [Part], boundary: String, _ sink: (Data) throws -> Void) throws {
        for part in parts {
            try sink(Data("--\(boundary)\r\n\(part.headers)\r\n".utf8))
            switch part.content {
            case .data(let data):
                try sink(data)
            case .encodable:
                break  // resolved by `Part.resolved(with:)` before writing
            case .file(let url):
                let input = try FileHandle(forReadingFrom: url)
                defer { try? input.close() }
                while let chunk = try input.read(upToCount: 65_536), !chunk.isEmpty {
                    try sink(chunk)
                }
            }
            try sink(Data("\r\n".utf8))
        }
        try sink(Data("--\(boundary)--\r\n".utf8))
    }
}

extension MultipartFormData.Part {
    /// The part with an ``MultipartFormData/Content/encodable(_:)`` value encoded: a JSON
    /// string becomes its text, a number or Boolean its JSON text, anything else a JSON part.
    func resolved(with encoder: JSONEncoder) throws -> Self {
        guard case .encodable(let value) = content else { return self }
        let json = try encoder.encode(value)
        switch json.first {
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            return Self(headers: headers + "Content-Type: application/json\r\n", content: .data(json))
        case UInt8(ascii: "\""):
            return Self(headers: headers, content: .data(Data(try JSONDecoder().decode(String.self, from: json).utf8)))
        default:
            return Self(headers: headers, content: .data(json))
        }
    }
}

extension FileHandle {
    /// A handle that writes a new, empty file at `url`, replacing any file there.
    ///
    /// - Throws: `CocoaError(.fileWriteUnknown)` when the file cannot be created; what
    ///   `FileHandle(forWritingTo:)` throws.
    static func creatingFile(at url: URL) throws -> FileHandle {
        guard FileManager.default.createFile(atPath: url.path, contents: nil) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
        }
        return try FileHandle(forWritingTo: url)
    }
}
