/// The Swift API that generated code offers its callers, as a tree of declarations: what the
/// API change report compares (``APIComparison``) and what the generation manifest records
/// (``GenerationManifest``).
///
/// It is built from the resolved model, the Swift names and types users see, not from spec
/// text: a reformatted spec, or the same API moved from an endpoint spec to an OpenAPI
/// document, gives the same surface when it gives the same Swift.
struct APISurface: Sendable, Hashable {
    /// One API (a namespace enum) per spec, sorted by the API's spec name.
    var apis: [Declaration]
    /// Whether the members' `let` and `var` are those the files declare: `false` for a surface
    /// read from a format 1 manifest (``GenerationManifest/formatLine1``), which recorded every
    /// member `var`, so that a change of keyword is not reported against it.
    var recordsStorageKeywords = true

    /// The surface without the positions of its declarations, named as a manifest names them
    /// (`FILE (specPath)`): what a report compares against a manifest prints, so both sides
    /// read alike and no path is printed but the file's name.
    var withoutLocations: APISurface {
        func strip(_ declaration: Declaration) -> Declaration {
            var copy = declaration
            copy.location = nil
            copy.children = declaration.children.map(strip)
            return copy
        }
        var copy = self
        copy.apis = apis.map(strip)
        return copy
    }

    /// A declaration a caller can use: a namespace, a model and its members, a request type
    /// and its members, a server, a header field sent with every request, a security scheme's
    /// middleware factory.
    struct Declaration: Sendable, Hashable {
        /// What a declaration is; the raw value is the word the report uses.
        enum Kind: String, Sendable, Hashable, CaseIterable {
            case api = "API"
            case server
            case headerField = "header field"
            case securityScheme = "security scheme"
            case model
            case property
            case enumCase = "enum case"
            case variant = "one-of case"
            case request = "endpoint"
            case parameter
            case requestBody = "request body"
            case response
            case responseCase = "response case"
            case errorResponse = "error response"
            case responseHeader = "response header field"
            case example = "example"

            /// Whether a declaration of this kind is a stored member that a memberwise
            /// initializer takes as a parameter (in declaration order): a property, a
            /// parameter, a request body.
            var isInitializerParameter: Bool {
                switch self {
                case .property, .parameter, .requestBody: true
                default: false
                }
            }
        }

        /// What the declaration is.
        var kind: Kind
        /// What identifies it from one version of a spec to the next, among its siblings: the
        /// spec name of an API, model, endpoint or security scheme; the JSON key of a
        /// property; the raw value of an enum case; the location and name of a parameter
        /// (`query limit`); a server's URL; a header field's lowercased name (of a request or
        /// a response); the status of a response or error response case (`404`, `4XX`,
        /// `default`); `body` and `Response`.
        var identity: String
        /// The qualified Swift name a caller writes, `Blog.Post.title`.
        var swiftName: String
        /// The declaration as Swift code, `var title: String?`.
        var swift: String
        /// The value's Swift type (`String?`, `[Post]`), for declarations that have one:
        /// properties, parameters, request bodies, responses, error responses, one-of cases
        /// and aliases.
        var type: String?
        /// Whether a caller of the initializer must pass it: a property or parameter that is
        /// neither optional nor given a default value.
        var isRequired: Bool = false
        /// What the declaration means on the wire beyond its Swift text: an endpoint's method
        /// and path, a header field's value, a security scheme's key, a body's media type.
        var detail: String?
        /// A hash of the documentation the spec gives (``APISurface/documentationHash(_:)``),
        /// or `nil` without any.
        var documentation: String?
        /// Whether the spec marks it deprecated.
        var deprecated: Bool = false
        /// Where in the spec it comes from, stable when lines move, so the manifest does not
        /// change with every edit of the spec: in an endpoint spec a path of its format
        /// (`models.Post.properties.title`); in an OpenAPI document the JSON pointer of the
        /// schema or operation as a URI fragment (`#/components/schemas/Post`, with the file
        /// before it when the document is split, `schemas/post.yaml#/Post`), a member having its
        /// owner's (``usualSpecPath(_:identity:detail:parentPath:)``).
        var specPath: String
        /// The spec file's name (its last path component).
        var specFile: String
        /// The position in the spec file, when the spec was read in this run (the manifest
        /// keeps none).
        var location: SourceLocation?
        /// The members, in declaration order: a model's properties in the order of its
        /// initializer's parameters, a request's parameters and body in the order of its
        /// initializer's parameters.
        var children: [Declaration] = []
        /// For a request type, the name it had before that it still declares as an alias
        /// (``Spec/Endpoint/readableName``), so that the rename breaks nothing; not kept in the
        /// manifest, which records the names of one generation.
        var formerName: String? = nil

        /// The last component of ``swiftName``, what a rename changes.
        var baseName: String {
            // Nearly always the name after the last dot is ASCII and an ASCII byte or nothing
            // stands before the dot; then the dot is a character of its own (no character after
            // or before it joins it) and the last one. Anything else is searched as characters.
            let found = swiftName.utf8.withContiguousStorageIfAvailable { bytes -> Int?? in
                var index = bytes.count
                while index > 0 {
                    index -= 1
                    let byte = bytes[index]
                    if byte >= 0x80 { return nil }
                    if byte == UInt8(ascii: ".") {
                        return index == 0 || bytes[index - 1] < 0x80 ? .some(index) : nil
                    }
                }
                return .some(nil)
            } ?? nil
            guard let found else { return baseNameComparingCharacters }
            guard let dot = found else { return swiftName }
            return String(Substring(swiftName.utf8.dropFirst(dot + 1)))
        }

        /// ``baseName`` searched as characters, for any name.
        var baseNameComparingCharacters: String {
            guard let dot = swiftName.lastIndex(of: ".") else { return swiftName }
            return String(swiftName[swiftName.index(after: dot)...])
        }

        /// Whether the declaration's initializer takes its children as parameters, in order.
        var hasMemberwiseInitializer: Bool {
            kind == .request || (kind == .model && swift.hasPrefix("struct "))
        }
    }
}

extension APISurface {
    /// The spec path a declaration of `kind` usually has, which the manifest leaves out (and
    /// which the surface gives the declarations whose place is not read from their own node).
    ///
    /// In an endpoint spec: `api`, `models.ID`, `endpoints.ID`, `servers`, `headers`,
    /// `security.ID`. In an OpenAPI document (an API whose path is a JSON pointer, `#/info`):
    /// the JSON pointer (RFC 6901, as ``Spec/Source/reference`` writes it) of the schema
    /// `#/components/schemas/ID`, of the operation `#/paths/~1pets~1{id}/get` (from `detail`,
    /// the endpoint's method and path), `#/servers`, `#/components/securitySchemes/ID`. Any
    /// other member's path is its parent's (`parentPath`).
    static func usualSpecPath(_ kind: Declaration.Kind, identity: String, detail: String?, parentPath: String?) -> String? {
        let inOpenAPI = parentPath?.hasPrefix("#") == true
        func pointer(_ tokens: String...) -> String {
            Spec.Source(pointer: tokens.map { "/" + OpenAPIText.escapedPointerToken($0) }.joined()).reference
        }
        switch kind {
        case .api:
            return "api"
        case .model:
            return inOpenAPI ? pointer("components", "schemas", identity) : "models." + identity
        case .request:
            guard inOpenAPI else { return "endpoints." + identity }
            // The detail is `METHOD PATH`; without one the path is the API's.
            guard let detail, let space = detail.firstIndex(of: " ") else { return parentPath }
            return pointer("paths", String(detail[detail.index(after: space)...]), detail[..<space].lowercased())
        case .server:
            return inOpenAPI ? pointer("servers") : "servers"
        case .headerField:
            return inOpenAPI ? parentPath : "headers"
        case .securityScheme:
            return inOpenAPI ? pointer("components", "securitySchemes", identity) : "security." + identity
        default:
            return parentPath
        }
    }

    /// The documentation hash of ``Declaration/documentation``: the low 32 bits of the FNV-1a
    /// hash of the texts joined by line breaks, as 8 hexadecimal digits, or `nil` when there
    /// is no text. A change of documentation is missed once in 4 billion times.
    static func documentationHash(_ texts: [String?]) -> String? {
        var hasher = DocumentationHasher()
        for text in texts {
            hasher.startText()
            if let text { hasher.combine(text) }
        }
        return hasher.digits
    }

    /// ``documentationHash(_:)`` fed piece by piece: the texts are the pieces between two
    /// ``startText()`` calls, and empty texts are left out as there.
    struct DocumentationHasher {
        private var hash = StableHash()
        private var hasText = false
        private var textIsEmpty = true

        /// Starts the next text.
        mutating func startText() {
            textIsEmpty = true
        }

        /// Feeds a piece of the current text.
        mutating func combine(_ piece: String) {
            guard !piece.isEmpty else { return }
            if textIsEmpty {
                if hasText { hash.combine("\n") }
                textIsEmpty = false
                hasText = true
            }
            hash.combine(piece)
        }

        /// The hash as 8 hexadecimal digits, or `nil` when no text had any character.
        var digits: String? {
            guard hasText else { return nil }
            let digits = String(hash.value & 0xFFFF_FFFF, radix: 16)
            return String(repeating: "0", count: 8 - digits.count) + digits
        }
    }
}
