/// An endpoint ready for output: one `APIRequest` conformance.
struct RequestDeclaration: Sendable, Hashable {
    var specName: String
    /// The request type's Swift name.
    var name: String
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
    /// The `Response` type; `nil` means `EmptyResponse`.
    var response: ResolvedType?
    /// Path, query, header and cookie parameters, in that order, each group in spec order.
    var parameters: [ParameterDeclaration]
    var body: BodyDeclaration?
    /// Typed error bodies, sorted by status code, `default` last.
    var errors: [ErrorDeclaration]
    /// The security requirements: alternatives of scheme names (their spec names); `nil`
    /// when the spec declares none.
    var security: [[String]]?

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
}

/// A typed error body for a status code, or for any other status (`status == nil`).
struct ErrorDeclaration: Sendable, Hashable {
    var status: Int?
    var type: ResolvedType
}
