import Foundation

/// A file sent as a part of a `multipart/form-data` body (RFC 7578 §4.2): its bytes, the file
/// name the server sees and the part's media type.
///
/// Generated code uses it for a multipart property that OpenAPI describes as binary
/// (`format: binary`, or OpenAPI 3.1's `contentMediaType`), so that the caller chooses the file
/// name and the media type that servers such as FastAPI's `UploadFile` report.
///
/// As JSON (when a model holding it is encoded as JSON) it is the bytes in base64, like `Data`;
/// the file name and media type are then not written.
public struct FilePart: Sendable, Hashable, Codable {
    /// The file's bytes.
    public var data: Data
    /// The file name sent in `Content-Disposition`, or `nil` to send the form field's name.
    public var filename: String?
    /// The part's media type, or `nil` for what the API declares (by default
    /// `application/octet-stream`).
    public var contentType: String?

    /// Creates a file part.
    ///
    /// - Parameters:
    ///   - data: The file's bytes.
    ///   - filename: The file name the server sees; defaults to `nil`, the form field's name.
    ///   - contentType: The media type, e.g. `image/png`; defaults to `nil`, the API's.
    public init(data: Data, filename: String? = nil, contentType: String? = nil) {
        self.data = data
        self.filename = filename
        self.contentType = contentType
    }

    /// Reads the bytes as the decoder reads `Data` (base64 text with `JSONDecoder`).
    ///
    /// - Throws: `DecodingError` when the value is not base64 text.
    public init(from decoder: any Decoder) throws {
        self.init(data: try decoder.singleValueContainer().decode(Data.self))
    }

    /// Writes the bytes as the encoder writes `Data` (base64 text with `JSONEncoder`).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(data)
    }
}

extension MultipartFormData {
    /// Appends a file part, or nothing when `file` is `nil`.
    ///
    /// - Parameters:
    ///   - name: The form field name.
    ///   - file: The file; its file name defaults to `name`, its media type to `contentType`.
    ///   - contentType: The media type when the file gives none; defaults to
    ///     `application/octet-stream`.
    ///   - headerFields: More header fields of the part, in order; as for
    ///     ``append(_:data:filename:contentType:headerFields:)``.
    public mutating func append(_ name: String, file: FilePart?, contentType: String = "application/octet-stream",
                                headerFields: KeyValuePairs<String, String?> = [:]) {
        guard let file else { return }
        append(name, data: file.data, filename: file.filename ?? name, contentType: file.contentType ?? contentType,
               headerFields: headerFields)
    }
}
