import Foundation

/// The body of a request and the media type it is sent as.
public enum RequestBody: Sendable {
    /// A value encoded with the client's JSON encoder, sent as `application/json`.
    case json(any Encodable & Sendable)
    /// Name–value pairs sent as `application/x-www-form-urlencoded`, percent-encoded like a
    /// query string (spaces as `%20`, `+` as `%2B`).
    case form(QueryItems)
    /// Text and file parts sent as `multipart/form-data` (RFC 7578).
    case multipart(MultipartFormData)
    /// Raw bytes with the given media type, e.g. `image/png`.
    case data(Data, contentType: String)
    /// The contents of a local file with the given media type, streamed from disk while it is
    /// sent, so that a large upload never loads into memory. A file that cannot be opened fails
    /// the request with ``APIError/encodingFailed(_:)`` before anything is sent.
    case file(URL, contentType: String)
}

/// The body of an HTTP request as a transport sends it.
public enum HTTPBody: Sendable, Hashable {
    /// Bytes in memory.
    case data(Data)
    /// The contents of a local file, streamed from disk by the transport.
    case file(URL)
}

extension RequestBody {
    /// Encodes the body into bytes (or a temporary file for multipart bodies with file parts)
    /// and its `Content-Type` header value.
    func encoded(with encoder: JSONEncoder) throws -> (body: HTTPBody, contentType: String) {
        switch self {
        case .json(let value):
            return (.data(try encoder.encode(value)), "application/json")
        case .form(let items):
            return (.data(Data(items.percentEncodedString.utf8)), "application/x-www-form-urlencoded")
        case .multipart(let form):
            return (try form.encoded(with: encoder), "multipart/form-data; boundary=\(form.boundary)")
        case .data(let data, let contentType):
            return (.data(data), contentType)
        case .file(let url, let contentType):
            try FileHandle(forReadingFrom: url).close()
            return (.file(url), contentType)
        }
    }
}
