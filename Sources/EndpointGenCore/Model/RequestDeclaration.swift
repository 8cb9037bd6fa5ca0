/// An endpoint ready for output: one `APIRequest` conformance.
struct RequestDeclaration: Sendable, Hashable {
    var specName: String
    /// The request type's Swift name.
    var name: String
    /// The Swift name earlier versions gave the request type, declared as a deprecated alias
    /// of it (``Spec/Endpoint/readableName``); `nil` for most.
    var formerName: String? = nil
    var method: Spec.Method
    /// The path template as the spec writes it, `/posts/{id}`.
    var pathTemplate: String
    /// The path split into literal text and path parameters, in order.
    var pathSegments: [PathSegment]
    var summary: String?
    var description: String?
    var deprecated: Bool
    /// Where in the spec it comes from, for example `endpoints.getPost`.
    var specPath: String
    /// The `Response` type when one type serves every 2xx status; `nil` means `EmptyResponse`
    /// (or, with a ``stream``, no JSON alternative).
    var response: ResolvedType?
    /// The 2xx responses when their bodies differ: the cases of a `Response` enum, in status
    /// order (`2XX` last); empty otherwise.
    var successes: [ResponseCase]
    /// The success body when it is a stream.
    var stream: StreamDeclaration?
    /// The header fields the success responses declare: typed properties of `APIResponse`.
    var responseHeaders: [ResponseHeaderDeclaration]
    /// Path, query, header and cookie parameters, in that order, each group in spec order.
    var parameters: [ParameterDeclaration]
    var body: BodyDeclaration?
    /// The error responses: the cases of the `ErrorResponse` enum, status codes in order, then
    /// ranges, then `default`.
    var errors: [ResponseCase]
    /// The security requirements: alternatives of scheme names (their spec names); `nil`
    /// when the spec declares none.
    var security: [[String]]?
    /// The operation's own servers, which replace the API's for it; empty when it has none.
    var servers: [APIModel.Server] = []
    /// For an OpenAPI document, where its operation is; the remark names it instead of ``specPath``.
    var source: Spec.Source? = nil
    /// Query items sent before the parameters on every request (``Spec/Endpoint/constantQueryItems``).
    var constantQueryItems: [Spec.ConstantQueryItem] = []

    /// `?beta=true&tag=x&tag=y` from ``constantQueryItems`` (decoded text, for reading); empty
    /// without any.
    var constantQuery: String {
        let pairs = constantQueryItems.flatMap { item in item.values.map { item.name + "=" + $0 } }
        return pairs.isEmpty ? "" : "?" + pairs.joined(separator: "&")
    }

    enum PathSegment: Sendable, Hashable {
        /// Literal text, already percent-encoded where RFC 3986 does not allow it in a path.
        case text(String)
        /// A path parameter, by its Swift name.
        case parameter(ParameterDeclaration)
    }
}

/// A path, query, header or cookie parameter: a stored property of the request.
struct ParameterDeclaration: Sendable, Hashable {
    enum Location: String, Sendable, Hashable {
        case path, query, header, cookie
    }

    var specName: String
    /// The Swift name as written in code (backticks included when needed).
    var name: String
    var location: Location
    var type: ResolvedType
    var description: String?
    /// How the value is written: the parameter's style, or its location's default.
    var style: Spec.ParameterStyle
    var explode: Bool
    var allowReserved: Bool
    /// Whether the value is sent as its JSON text (`ParameterValue(json:)`), whatever its type.
    var isJSON = false
    /// For the members an object parameter keeps beside its properties, the JSON keys of the
    /// properties, which the runtime refuses as members' keys.
    var propertyKeys: [String]? = nil
}

/// The request body: a stored property and how it is encoded.
struct BodyDeclaration: Sendable, Hashable {
    /// The Swift name of the stored property, `requestBody` unless it collides.
    var name: String
    var type: ResolvedType
    var encoding: Spec.BodyEncoding
    /// For `binary`: the media type; `application/octet-stream` when the spec gives none.
    var contentType: String
    /// For `form` and `multipart`: the body model's properties, each a field.
    var fields: [PropertyDeclaration]
    /// For `multipart`: the Swift names of the fields sent as one JSON part each (an object, a
    /// choice, or an array of them), not as text or a file.
    var jsonFields: Set<String> = []
    /// For `form`: how each field is written, by the field's name in the API (see
    /// ``Spec/FieldEncoding``); absent for the default, `form` exploded.
    var fieldEncodings: [String: Spec.FieldEncoding] = [:]
    /// For `multipart`: the content types of text and JSON parts, by the field's name in the
    /// API (see ``Spec/PartEncoding``; its `headers` are ``partHeaders``).
    var partEncodings: [String: Spec.PartEncoding] = [:]
    /// For `multipart`: the header fields of parts, by the field's name in the API; each a
    /// stored property of the request (a header parameter), sent with its part.
    var partHeaders: [String: [ParameterDeclaration]] = [:]
    /// For a free-form `form` body of `Data` values: whether they are raw bytes, sent
    /// percent-encoded byte by byte (``Spec/Body/membersAreRawBytes``).
    var membersAreRawBytes = false
    /// For `json`: whether the body is required and `nil` is sent as `null`
    /// (``Spec/Body/sendsNull``); the argument then has no default.
    var sendsNull = false
}

/// One case of a request's `Response` or `ErrorResponse` enum: a status, a range or `default`.
struct ResponseCase: Sendable, Hashable {
    /// The status; for a success, `.range(2)` is `2XX`.
    var status: Spec.ErrorStatus
    /// The Swift case name, e.g. `notFound`, `clientError`, `` `default` ``.
    var name: String
    /// The body's type; `nil` when the response has no body.
    var type: ResolvedType?
    var description: String?
}

/// A success body read while it arrives.
struct StreamDeclaration: Sendable, Hashable {
    var format: Spec.StreamFormat
    /// The media type the spec gives, e.g. `text/event-stream`.
    var mediaType: String
    /// The type of each element; `nil` for undecoded server-sent events.
    var element: ResolvedType?
}

/// A header field responses declare: a typed property of `APIResponse`.
struct ResponseHeaderDeclaration: Sendable, Hashable {
    var specName: String
    /// The Swift name of the property.
    var name: String
    /// The type of the value: a scalar, an enum, or an array of them; never optional.
    var type: ResolvedType
    var description: String?
}
