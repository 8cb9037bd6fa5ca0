import Foundation

/// The parts of a `multipart/form-data` body (RFC 7578).
///
/// Text parts and in-memory file parts are kept in memory; a part made from a file URL is
/// streamed: when the body is sent, the parts are written in 64 KiB chunks to a temporary file
/// that the transport uploads from disk and the client deletes afterwards, so a large upload
/// never loads into memory.
///
/// In part names and file names, `"` and `\` are escaped with a `\` (a quoted string, RFC 9110
/// §5.6.4), which servers read back. CR, LF and NUL cannot be sent, and a name or file name
/// that holds `%22`, `%0D` or `%0A` would be read by werkzeug as the `"`, CR or LF that RFC
/// 7578 §2 writes so: the client refuses either request with ``APIError/encodingFailed(_:)``.
public struct MultipartFormData: Sendable {
    enum Content: Sendable {
        case data(Data)
        case file(URL)
        /// A value written when the body is encoded, with the client's JSON encoder. Without a
        /// content type: as text when it encodes as a JSON string, number or Boolean, else as a
        /// JSON part; with one, always as its JSON text, sent with that content type.
        case encodable(any Encodable & Sendable, contentType: String?)
    }

    struct Part: Sendable {
        var headers: String
        var content: Content
        /// Why the part cannot be sent (a header field that could end its header); the body
        /// then fails to encode.
        var problem: String?

        init(headers: String, content: Content) {
            self.headers = headers
            self.content = content
        }

        init(headers: (text: String, problem: String?), content: Content) {
            self.headers = headers.text
            self.content = content
            problem = headers.problem
        }
    }

    /// The boundary delimiter between parts (RFC 2046 §5.1.1): `EndpointGen-` and a random UUID.
    public let boundary = "EndpointGen-\(UUID().uuidString)"
    private var parts: [Part] = []

    /// Creates an empty body.
    public init() {}

    /// The members a multipart body model keeps beside its properties (OpenAPI
    /// `additionalProperties`), in the order of their keys, to be appended one part each after
    /// the properties' parts. A key that is also a property's would be a second part of that
    /// name, which a server reads as a list or keeps only one of, and one that begins with a
    /// property's key and `[` is read as a part of that property by servers that read brackets:
    /// the client then refuses the request with ``APIError/encodingFailed(_:)``, as a form body
    /// refuses them (``ParameterValue/init(additionalProperties:excluding:)``).
    ///
    /// - Parameters:
    ///   - members: The members by key.
    ///   - known: The names of the model's properties' parts (their JSON keys).
    /// - Returns: The members as key–value pairs, sorted by key.
    public static func additionalProperties<Value>(_ members: [String: Value],
                                                   excluding known: Set<String>) -> [(key: String, value: Value)] {
        ParameterValue.reportPropertyKey(among: members.keys, known: known)
        return members.sorted { $0.key < $1.key }
    }

    /// Appends a text part, or nothing when `value` is `nil`.
    ///
    /// - Parameters:
    ///   - name: The form field name.
    ///   - value: The value, written as text like a query value (`Bool` as `true`/`false`,
    ///     `Date` as ISO 8601), in UTF-8 or the charset `contentType` names.
    ///   - contentType: The part's media type, e.g. `text/plain; charset=utf-8` (an Encoding
    ///     Object's `contentType`, OpenAPI 3.0.4 §4.7.15); `nil` (the default) sends no
    ///     `Content-Type`, which RFC 7578 §4.4 reads as `text/plain`. Servers decode the text
    ///     by its `charset` parameter, so the text is written in it: UTF-8, US-ASCII or
    ///     ISO-8859-1. Another charset, or a character the charset lacks, makes the client
    ///     refuse the request with ``APIError/encodingFailed(_:)``.
    ///   - headerFields: More header fields of the part, in order (an Encoding Object's
    ///     `headers`); `nil` values are left out. See ``append(_:data:filename:contentType:headerFields:)``
    ///     for the fields that are refused.
    public mutating func append(_ name: String, _ value: (some QueryValue)?, contentType: String? = nil,
                                headerFields: KeyValuePairs<String, String?> = [:]) {
        guard let value else { return }
        var part = Part(headers: Self.headers(name, contentType: contentType, more: headerFields),
                        content: .data(Data(value.parameterText.utf8)))
        if let contentType, part.problem == nil {
            let (bytes, problem) = Self.text(value.parameterText, in: contentType, part: name)
            part.problem = problem
            part.content = .data(bytes)
        }
        parts.append(part)
    }

    /// The bytes of `text` in the charset a `charset` parameter of `contentType` names
    /// (RFC 2046 §4.1.2; UTF-8 without one), and why they cannot be (the charset is not UTF-8,
    /// US-ASCII or ISO-8859-1, or lacks a character of `text`): the part `part` would be read
    /// as other text.
    private static func text(_ text: String, in contentType: String, part: String) -> (bytes: Data, problem: String?) {
        let charset = contentType.split(separator: ";").dropFirst().lazy.compactMap { parameter -> String? in
            let pair = parameter.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard pair.count == 2, pair[0].lowercased() == "charset" else { return nil }
            return pair[1].trimmingCharacters(in: CharacterSet(charactersIn: "\""))
        }.first
        guard let charset else { return (Data(text.utf8), nil) }
        let encodings: [String: String.Encoding] = [
            "utf-8": .utf8, "utf8": .utf8, "us-ascii": .ascii, "ascii": .ascii,
            "iso-8859-1": .isoLatin1, "iso_8859-1": .isoLatin1, "latin1": .isoLatin1,
        ]
        guard let encoding = encodings[charset.lowercased()] else {
            return (Data(), "the charset \(charset) of the multipart part '\(part)' is not one the client writes "
                + "(UTF-8, US-ASCII, ISO-8859-1); it is not sent")
        }
        guard let bytes = text.data(using: encoding, allowLossyConversion: false),
              encoding != .ascii || bytes.allSatisfy({ $0 < 0x80 }) else {
            return (Data(), "the text of the multipart part '\(part)' cannot be written in charset \(charset), "
                + "which its Content-Type names; it is not sent")
        }
        return (bytes, nil)
    }

    /// Appends a file part from bytes in memory, or nothing when `data` is `nil`.
    ///
    /// - Parameters:
    ///   - name: The form field name.
    ///   - data: The file's bytes.
    ///   - filename: The file name the server sees; `nil` (the default) sends none.
    ///   - contentType: The part's media type; defaults to `application/octet-stream`.
    ///   - headerFields: More header fields of the part, in order (an Encoding Object's
    ///     `headers`, OpenAPI 3.0.4 §4.7.15); `nil` values are left out, and so are
    ///     `Content-Disposition` and `Content-Type`, which the part already has. A field whose
    ///     name is not an RFC 9110 §5.6.2 token or whose value holds CR, LF or NUL (it could
    ///     end the part's header) is never written: the client refuses the request with
    ///     ``APIError/encodingFailed(_:)`` naming the field.
    public mutating func append(_ name: String, data: Data?, filename: String? = nil,
                                contentType: String = "application/octet-stream",
                                headerFields: KeyValuePairs<String, String?> = [:]) {
        guard let data else { return }
        parts.append(Part(headers: Self.headers(name, filename: filename, contentType: contentType, more: headerFields),
                          content: .data(data)))
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
    ///   - headerFields: More header fields of the part, in order; as for
    ///     ``append(_:data:filename:contentType:headerFields:)``.
    public mutating func append(_ name: String, fileURL: URL, filename: String? = nil,
                                contentType: String = "application/octet-stream",
                                headerFields: KeyValuePairs<String, String?> = [:]) {
        parts.append(Part(headers: Self.headers(name, filename: filename ?? fileURL.lastPathComponent, contentType: contentType,
                                                more: headerFields),
                          content: .file(fileURL)))
    }

    /// Appends a part for a value of any shape, or nothing when `value` is `nil`, the way
    /// OpenAPI's `multipart/form-data` defaults have it (OpenAPI 3.1 §4.8.15.4, Encoding
    /// Object): a value that encodes as a JSON string, number or Boolean is a text part (a
    /// string without its quotes), an object or array a part of type `application/json`. The
    /// value is encoded when the body is, with the client's JSON encoder (its date format).
    ///
    /// With a `contentType` (an Encoding Object's, e.g. `application/json`), the part is always
    /// the value's JSON text (a string with its quotes) with that media type.
    ///
    /// - Parameters:
    ///   - name: The form field name.
    ///   - value: The value; `nil` appends nothing.
    ///   - contentType: The part's media type; `nil` (the default) for OpenAPI's defaults above.
    ///   - headerFields: More header fields of the part, in order; as for
    ///     ``append(_:data:filename:contentType:headerFields:)``.
    public mutating func append(_ name: String, json value: (some Encodable & Sendable)?, contentType: String? = nil,
                                headerFields: KeyValuePairs<String, String?> = [:]) {
        guard let value else { return }
        var part = Part(headers: Self.headers(name, more: headerFields), content: .encodable(value, contentType: contentType))
        part.problem = part.problem ?? contentType.flatMap { Self.contentTypeProblem($0, part: name) }
        parts.append(part)
    }

    /// The header fields of a part: `Content-Disposition` (RFC 7578 §4.2), `Content-Type` when
    /// given, then `more` (see ``checkedFields(_:)``), and the problem of a name, file name,
    /// content type or field of `more` that cannot be sent. In names and file names, `"` and `\`
    /// are escaped with a `\` (a quoted string, RFC 9110 §5.6.4), which python-multipart
    /// (Starlette, FastAPI), Django and werkzeug read back, where only werkzeug decodes the
    /// `%22` that RFC 7578 §2 suggests; other characters, non-ASCII included, are sent as UTF-8.
    private static func headers(_ name: String, filename: String? = nil, contentType: String? = nil,
                                more: KeyValuePairs<String, String?> = [:]) -> (text: String, problem: String?) {
        func quoted(_ text: String) -> String {
            "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
        }
        var header = "Content-Disposition: form-data; name=\(quoted(name))"
        if let filename { header += "; filename=\(quoted(filename))" }
        header += "\r\n"
        let typeProblem = contentType.flatMap { contentTypeProblem($0, part: name) }
        if let contentType, typeProblem == nil { header += "Content-Type: \(contentType)\r\n" }
        let (lines, problem) = checkedFields(more)
        let nameProblem = encodedTextProblem(name, what: "name") ?? filename.flatMap { encodedTextProblem($0, what: "file name") }
        return (header + lines, nameProblem ?? typeProblem ?? problem)
    }

    /// Why `text` (a part's name or file name, `what`) cannot be sent: it holds CR, LF or NUL,
    /// which no quoted string carries (RFC 9110 §5.6.4) and servers do not decode from the
    /// `%0D` and `%0A` of RFC 7578 §2; or `%22`, `%0D` or `%0A` (any case), which a server
    /// (werkzeug) decodes as the `"`, CR or LF that RFC 7578 §2 writes that way, so it would
    /// read another name; `nil` when it can be sent.
    private static func encodedTextProblem(_ text: String, what: String) -> String? {
        if text.unicodeScalars.contains(where: { $0 == "\r" || $0 == "\n" || $0 == "\0" }) {
            return "the \(what) \(text.debugDescription) of a multipart part holds CR, LF or NUL, which a part's header "
                + "cannot carry (RFC 9110 §5.6.4); it is not sent"
        }
        let upper = text.uppercased()
        guard ["%22", "%0D", "%0A"].contains(where: { upper.contains($0) }) else { return nil }
        return "the \(what) \"\(text)\" of a multipart part holds %22, %0D or %0A, which servers read as the \", CR or LF "
            + "that RFC 7578 §2 writes so; it is not sent"
    }

    /// Why `contentType` cannot be the `Content-Type` of the part `part`: it holds CR, LF or
    /// NUL, which could end the part's header (RFC 9110 §5.5); `nil` when it can.
    private static func contentTypeProblem(_ contentType: String, part: String) -> String? {
        guard contentType.unicodeScalars.contains(where: { $0 == "\r" || $0 == "\n" || $0 == "\0" }) else { return nil }
        return "the Content-Type of the multipart part '\(part)' holds CR, LF or NUL (RFC 9110 §5.5); it is not sent"
    }

    /// `Name: value` lines of the fields that are set, in order, except `Content-Disposition`
    /// and `Content-Type` (the part has them already). A name that is not a token (RFC 9110
    /// §5.6.2) or a value holding CR, LF or NUL is left out, so it can never end the header,
    /// and returned as the problem that fails the body.
    private static func checkedFields(_ fields: KeyValuePairs<String, String?>) -> (lines: String, problem: String?) {
        var lines = ""
        var problem: String?
        for (name, value) in fields {
            guard let value, !["content-disposition", "content-type"].contains(name.lowercased()) else { continue }
            do {
                try checkHeaderFields([name: value])
                lines += "\(name): \(value)\r\n"
            } catch {
                problem = problem ?? "the header field '\(name)' of a multipart part needs a token as its name and a value "
                    + "without CR, LF or NUL (RFC 9110 §5.5, §5.6.2); it is not sent"
            }
        }
        return (lines, problem)
    }

    /// The encoded body: in memory when every part is, else a temporary file.
    ///
    /// - Throws: `EncodingError.invalidValue` when a part has a header field that cannot be
    ///   sent; a file system error when a file part cannot be read or the temporary file
    ///   cannot be written.
    func encoded(with encoder: JSONEncoder) throws -> HTTPBody {
        if let problem = parts.lazy.compactMap(\.problem).first {
            throw EncodingError.invalidValue(problem, .init(codingPath: [], debugDescription: problem))
        }
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
        guard case .encodable(let value, let contentType) = content else { return self }
        let json = try encoder.encode(value)
        if let contentType {
            return Self(headers: headers + "Content-Type: \(contentType)\r\n", content: .data(json))
        }
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
