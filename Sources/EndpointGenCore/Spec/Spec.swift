/// What an endpoint spec file says, as written, with the position of every named part.
///
/// The loader builds it from the YAML tree and validates it; the resolver turns it into the
/// API model, where Swift names are chosen. Names here are the spec's own spellings.
public struct Spec: Sendable, Hashable {
    /// The path of the file the spec was read from.
    public var file: String
    /// The API's name (`api:`), the Swift namespace of every generated type.
    public var api: Located<String>
    /// The API's description (`description:`), a doc comment on the namespace.
    public var description: String?
    /// Base URLs (`servers:`); the first is the default.
    public var servers: [Server]
    /// Header fields sent with every request (`headers:`), in file order.
    public var headers: [HeaderField]
    /// How JSON maps onto Swift (`coding:`).
    public var coding: Coding
    /// Models (`models:`), in file order.
    public var models: [Model]
    /// Endpoints (`endpoints:`), in file order.
    public var endpoints: [Endpoint]
    /// Authentication schemes the API uses (OpenAPI `components.securitySchemes`), in file
    /// order; the generator offers a middleware for each.
    public var securitySchemes: [SecurityScheme]
    /// Requests the API sends to its users (OpenAPI 3.1 `webhooks`, and `callbacks` of
    /// operations), in file order; the generator declares the type of each one's body.
    public var webhooks: [Webhook] = []
    /// For an OpenAPI document, where the API's description is (`#/info`); `nil` for an
    /// endpoint spec.
    public var source: Source?

    /// Creates a spec.
    public init(file: String, api: Located<String>, description: String? = nil, servers: [Server] = [], headers: [HeaderField] = [], coding: Coding = Coding(), models: [Model] = [], endpoints: [Endpoint] = [], securitySchemes: [SecurityScheme] = []) {
        self.file = file
        self.api = api
        self.description = description
        self.servers = servers
        self.headers = headers
        self.coding = coding
        self.models = models
        self.endpoints = endpoints
        self.securitySchemes = securitySchemes
    }
}

/// A value together with the position it was read from.
public struct Located<Value: Sendable & Hashable>: Sendable, Hashable {
    /// The value.
    public var value: Value
    /// Where it was written.
    public var location: SourceLocation

    /// Creates a located value.
    public init(_ value: Value, at location: SourceLocation) {
        self.value = value
        self.location = location
    }
}

extension Spec {
    /// A base URL of the API.
    public struct Server: Sendable, Hashable {
        /// The absolute URL, for example `https://api.example.com/v1`, with every variable
        /// replaced by its default.
        public var url: Located<String>
        /// A short name (`production`, `local`); the Swift name of the server when given.
        public var name: Located<String>?
        /// A description for the doc comment.
        public var description: String?
        /// The URL as a template, alternating literal text and variables (OpenAPI Server
        /// Object `url` with `{name}` parts); empty when the URL has no variable.
        public var template: [TemplatePart] = []
        /// The variables of ``template``, in the order they are declared.
        public var variables: [ServerVariable] = []

        /// A part of a server URL template.
        public enum TemplatePart: Sendable, Hashable {
            /// Text as written.
            case text(String)
            /// The value of the variable of this name.
            case variable(String)
        }

        /// Creates a server.
        public init(url: Located<String>, name: Located<String>? = nil, description: String? = nil) {
            self.url = url
            self.name = name
            self.description = description
        }
    }

    /// A variable of a server URL (OpenAPI Server Variable Object): chosen when the client is
    /// made, its default unless the caller gives another value.
    public struct ServerVariable: Sendable, Hashable {
        /// The name, as in `{name}` in the URL.
        public var name: Located<String>
        /// The value used unless another is given.
        public var defaultValue: String
        /// The values allowed, in file order; empty when any text is.
        public var allowedValues: [String]
        /// A description for the doc comment.
        public var description: String?

        /// Creates a server variable.
        public init(name: Located<String>, defaultValue: String, allowedValues: [String] = [], description: String? = nil) {
            self.name = name
            self.defaultValue = defaultValue
            self.allowedValues = allowedValues
            self.description = description
        }
    }

    /// A header field with a fixed value, sent with every request.
    public struct HeaderField: Sendable, Hashable {
        /// The field name as sent, for example `Accept` (RFC 9110 §5.1).
        public var name: Located<String>
        /// The field value.
        public var value: Located<String>

        /// Creates a header field.
        public init(name: Located<String>, value: Located<String>) {
            self.name = name
            self.value = value
        }
    }

    /// How JSON maps onto Swift values.
    public struct Coding: Sendable, Hashable {
        /// How JSON object keys relate to Swift property names.
        public enum Keys: String, Sendable, Hashable {
            /// JSON keys are the snake_case form of the property names (`created_at` ↔ `createdAt`).
            case snakeCase = "snake_case"
            /// JSON keys are the property names as written in the spec.
            case asIs = "as-is"
        }

        /// How dates are written in JSON.
        public enum Dates: Sendable, Hashable {
            /// ISO 8601 / RFC 3339 date-time, `2024-05-01T12:00:00Z`; a decoder also accepts
            /// fractional seconds and offsets.
            case iso8601
            /// ISO 8601 with fractional seconds, `2024-05-01T12:00:00.123Z`.
            case iso8601Fractional
            /// Seconds since 1970-01-01T00:00:00Z, a JSON number.
            case secondsSince1970
            /// Milliseconds since 1970-01-01T00:00:00Z, a JSON number.
            case millisecondsSince1970
            /// A fixed date format in Unicode TR35 pattern syntax, for example `yyyy-MM-dd`.
            case formatted(String)
        }

        /// The key strategy; `asIs` unless the spec says otherwise.
        public var keys: Keys
        /// The date strategy; `iso8601` unless the spec says otherwise.
        public var dates: Dates

        /// Creates coding rules.
        public init(keys: Keys = .asIs, dates: Dates = .iso8601) {
            self.keys = keys
            self.dates = dates
        }
    }

    /// A type as written in the spec's type grammar: a built-in, `[T]`, `[String: T]`, `T?`,
    /// or a model name.
    public indirect enum TypeReference: Sendable, Hashable {
        /// A built-in scalar type.
        case builtin(Builtin)
        /// `[T]`.
        case array(TypeReference)
        /// `[String: T]`.
        case dictionary(TypeReference)
        /// `T?`.
        case optional(TypeReference)
        /// A model of the same spec, by its spec name.
        case model(String)

        /// The built-in types of the type grammar.
        public enum Builtin: String, Sendable, Hashable, CaseIterable {
            case string = "String", int = "Int", int32 = "Int32", int64 = "Int64"
            case double = "Double", float = "Float", bool = "Bool", decimal = "Decimal"
            case date = "Date", url = "URL", uuid = "UUID", data = "Data", json = "JSON"
            /// A day without a time or zone (OpenAPI `format: date`), the runtime's `CalendarDate`.
            case calendarDate = "CalendarDate"
            /// A time of day with an optional UTC offset (OpenAPI `format: time`), the
            /// runtime's `TimeOfDay`.
            case timeOfDay = "TimeOfDay"
            /// A multipart file part with its file name and media type, the runtime's
            /// `FilePart`.
            case filePart = "FilePart"
        }

        /// Whether the outermost type is optional.
        public var isOptional: Bool {
            if case .optional = self { return true }
            return false
        }

        /// The names of the models the type mentions (one at most: `[Pet]?` mentions `Pet`).
        public var modelNames: [String] {
            switch self {
            case .builtin: []
            case .array(let inner), .dictionary(let inner), .optional(let inner): inner.modelNames
            case .model(let name): [name]
            }
        }
    }

    /// A type reference with its position.
    public typealias LocatedType = Located<TypeReference>

    /// A model: an object with properties, a string enum, or an alias of another type.
    public struct Model: Sendable, Hashable {
        /// What kind of model it is.
        public enum Kind: Sendable, Hashable {
            /// An object, its properties in file order.
            case object([Property])
            /// A string enum, its raw values in file order.
            case enumeration([EnumValue])
            /// An integer enum (OpenAPI `type: integer` with `enum`), its raw values in file order.
            case integerEnumeration([Located<Int>])
            /// A number enum (OpenAPI `type: number` with `enum`, or values that are numbers
            /// and not all integers), its raw values in file order, each held exactly.
            case numberEnumeration([Located<DecimalNumber>])
            /// Another name for a type.
            case alias(LocatedType)
            /// A value that is exactly one of several types (OpenAPI `oneOf`/`anyOf`): a Swift
            /// enum with one case per variant, each with an associated value.
            case oneOf(OneOf)
            /// An array whose items have a type each by position (JSON Schema 2020-12
            /// `prefixItems`, OpenAPI 3.1): a Swift struct with one property per item.
            case tuple(Tuple)
        }

        /// The spec name (a key of `models:`).
        public var name: Located<String>
        /// The description, for the doc comment.
        public var description: String?
        /// The kind and its content.
        public var kind: Kind
        /// Whether the spec marks the model deprecated.
        public var deprecated: Bool
        /// For a string or integer enum: whether a value it does not list is kept (in an
        /// `unknown` case, so a value a server adds later still decodes and encodes back);
        /// `false` for a constant (OpenAPI `const`, or an `enum` of one value), which holds its
        /// one value only and refuses any other when decoding. `true` unless given.
        public var isOpen: Bool
        /// For an object, the type of the values of keys other than its properties (OpenAPI
        /// `additionalProperties` beside `properties`), kept in a dictionary; `nil` when such
        /// keys are not kept.
        public var additionalProperties: LocatedType?
        /// Whether ``additionalProperties`` is there because the schema does not mention
        /// `additionalProperties` (JSON Schema reads that as any member allowed, so they are
        /// kept as `JSON`), not because it gives it; such a dictionary is left out when
        /// ``GenerationOptions/keepsImplicitAdditionalProperties`` is off.
        public var additionalPropertiesAreImplicit = false
        /// Example values of the model (`example:` and `examples:`; OpenAPI's schema
        /// `example` and `examples`), in file order.
        public var examples: [Example] = []
        /// For an OpenAPI document, where the model's schema is (`#/components/schemas/Pet`);
        /// `nil` for an endpoint spec.
        public var source: Source?

        /// Creates a model.
        public init(name: Located<String>, description: String? = nil, kind: Kind, deprecated: Bool = false, isOpen: Bool = true) {
            self.name = name
            self.description = description
            self.kind = kind
            self.deprecated = deprecated
            self.isOpen = isOpen
        }
    }

    /// A choice between types (OpenAPI `oneOf` and `anyOf`), optionally told apart by a
    /// discriminator property (OpenAPI 3.x Discriminator Object).
    public struct OneOf: Sendable, Hashable {
        /// How many of the variants a value may match (JSON Schema 2020-12 §10.2.1.2–3).
        public enum Keyword: Sendable, Hashable {
            /// `oneOf`: the value is exactly one of the variants (a Swift enum).
            case oneOf
            /// `anyOf`: the value matches one or more of the variants at once (a Swift
            /// struct holding each variant that matches). With a discriminator, the
            /// discriminator chooses one, as for `oneOf`.
            case anyOf
        }

        /// One alternative.
        public struct Variant: Sendable, Hashable {
            /// The variant's type (usually a model).
            public var type: LocatedType
            /// The discriminator values that select this variant: the discriminator's
            /// `mapping` keys that name it, else the value its discriminator property is fixed
            /// to (a `const` or one-value `enum`) followed by its schema name (the implicit
            /// mapping of OpenAPI 3.x). Empty without a discriminator, and for a variant no
            /// value selects (it is tried when the property names no variant).
            public var discriminatorValues: [String]
            /// The discriminator value a value of this variant always carries, which encoding
            /// writes: the one mapping key, the fixed value, or the schema name. `nil` when
            /// several values stand equally for the variant (two mapping keys): then the
            /// variant's own property says which.
            public var writtenValue: String?

            /// Creates a variant.
            public init(type: LocatedType, discriminatorValues: [String] = [], writtenValue: String? = nil) {
                self.type = type
                self.discriminatorValues = discriminatorValues
                self.writtenValue = writtenValue
            }
        }

        /// The alternatives, in file order.
        public var variants: [Variant]
        /// The JSON property whose value names the variant, when the spec gives one.
        public var discriminator: Located<String>?
        /// Whether the value is exactly one variant or may be several; `oneOf` unless given.
        public var keyword: Keyword

        /// Creates a choice.
        public init(variants: [Variant], discriminator: Located<String>? = nil, keyword: Keyword = .oneOf) {
            self.variants = variants
            self.discriminator = discriminator
            self.keyword = keyword
        }
    }

    /// An array typed by position (JSON Schema 2020-12 §10.3.1.1 `prefixItems`).
    public struct Tuple: Sendable, Hashable {
        /// The type of each leading item, in order.
        public var items: [LocatedType]
        /// How many leading items every value has (`minItems`, at most the item count); the
        /// others may be missing from a shorter array.
        public var requiredCount: Int
        /// The type of the items after them (`items`), or `nil` when there may be none
        /// (`items: false`).
        public var rest: LocatedType?

        /// Creates a tuple.
        public init(items: [LocatedType], requiredCount: Int, rest: LocatedType?) {
            self.items = items
            self.requiredCount = requiredCount
            self.rest = rest
        }
    }

    /// A literal JSON value from a spec, such as a property's default.
    public indirect enum LiteralValue: Sendable, Hashable {
        /// A JSON string.
        case string(String)
        /// A JSON number without a fraction or exponent that fits `Int`.
        case integer(Int)
        /// Any other JSON number, as written.
        case number(NumberLiteral)
        /// `true` or `false`.
        case bool(Bool)
        /// `null`.
        case null
        /// A JSON array.
        case array([LiteralValue])
        /// A JSON object.
        case object([String: LiteralValue])
    }

    /// A request the API sends to its users: a webhook (OpenAPI 3.1 `webhooks`) or a callback
    /// of an operation (OpenAPI `callbacks`).
    public struct Webhook: Sendable, Hashable {
        /// The name: the webhook's key, or `<operation><callback>` for a callback.
        public var name: Located<String>
        /// The method the API sends it with.
        public var method: Spec.Method
        /// For a callback, the runtime expression of the URL it is sent to
        /// (`{$request.body#/callbackUrl}`); `nil` for a webhook.
        public var urlExpression: String?
        /// A one-line summary, for the doc comment.
        public var summary: String?
        /// A longer description, for the doc comment.
        public var description: String?
        /// The body the API sends; `nil` when it sends none.
        public var body: Body?
        /// Where the webhook's or callback's operation is (`#/webhooks/newPet/post`).
        public var source: Source?

        /// Creates a webhook.
        public init(name: Located<String>, method: Spec.Method, urlExpression: String? = nil, summary: String? = nil, description: String? = nil, body: Body? = nil) {
            self.name = name
            self.method = method
            self.urlExpression = urlExpression
            self.summary = summary
            self.description = description
            self.body = body
        }
    }

    /// An authentication scheme (OpenAPI Security Scheme Object).
    public struct SecurityScheme: Sendable, Hashable {
        /// How credentials are sent.
        public enum Kind: Sendable, Hashable {
            /// `Authorization: Bearer <token>` (RFC 6750 §2.1).
            case bearer
            /// `Authorization: Basic <base64(user:password)>` (RFC 7617).
            case basic
            /// `Authorization: <scheme> <credentials>` (RFC 9110 §11.4) for another HTTP
            /// scheme (`Digest`, `HOBA`, an API's own), the credentials given by the caller.
            case authorization(String)
            /// An API key in the named header field.
            case apiKeyHeader(String)
            /// An API key in the named query item.
            case apiKeyQuery(String)
            /// An API key in the named cookie.
            case apiKeyCookie(String)
            /// An access token the caller obtains, sent as `Authorization: Bearer <token>`
            /// (RFC 6750 §2.1): OpenAPI `oauth2` or `openIdConnect`, whose type it holds.
            case accessToken(String)
        }

        /// The scheme's name in the spec.
        public var name: Located<String>
        /// How credentials are sent.
        public var kind: Kind
        /// The description, for the doc comment.
        public var description: String?

        /// Creates a security scheme.
        public init(name: Located<String>, kind: Kind, description: String? = nil) {
            self.name = name
            self.kind = kind
            self.description = description
        }
    }

    /// A property of an object model.
    public struct Property: Sendable, Hashable {
        /// The spec name (a key of `properties:`).
        public var name: Located<String>
        /// The JSON key when given explicitly (`key:`); otherwise derived from the name and the
        /// coding rules.
        public var key: Located<String>?
        /// The type; optional types make the property optional.
        public var type: LocatedType
        /// The description, for the doc comment.
        public var description: String?
        /// Whether the spec marks the property deprecated.
        public var deprecated: Bool
        /// The value the memberwise initializer uses when the caller passes none, if any.
        public var defaultValue: Located<LiteralValue>?
        /// The one value the property can have (OpenAPI 3.1 `const`, or an `enum` of one
        /// value), a string, number or Boolean: the property is then not settable, always
        /// encoded, and checked when decoding. ``type`` is that literal's type, optional when
        /// the property may be absent.
        public var constant: Located<LiteralValue>?
        /// What `nil` means when an optional property is encoded; `omitted` unless given.
        public var nilEncoding: NilEncoding
        /// For binary content (`Data`, `FilePart`): its media type (OpenAPI 3.1
        /// `contentMediaType`), the default `Content-Type` of its multipart part.
        public var contentMediaType: String?

        /// Creates a property.
        public init(name: Located<String>, key: Located<String>? = nil, type: LocatedType, description: String? = nil, deprecated: Bool = false, defaultValue: Located<LiteralValue>? = nil, constant: Located<LiteralValue>? = nil, nilEncoding: NilEncoding = .omitted, contentMediaType: String? = nil) {
            self.name = name
            self.key = key
            self.type = type
            self.description = description
            self.deprecated = deprecated
            self.defaultValue = defaultValue
            self.constant = constant
            self.nilEncoding = nilEncoding
            self.contentMediaType = contentMediaType
        }
    }

    /// What `nil` means when an optional property is encoded as JSON.
    public enum NilEncoding: String, Sendable, Hashable {
        /// The key is left out: the property is not required (or `null` is not allowed).
        case omitted
        /// `null` is written: the property is required and allows `null` (OpenAPI
        /// `nullable: true`, or `"null"` among its types).
        case null
        /// The caller chooses between leaving the key out and `null`: the property is not
        /// required and allows `null`, so the two mean different things (a PATCH body; "not
        /// included" and "none" in a response). Generated as the runtime's `Nullable<T>?`.
        case omittedOrNull
    }

    /// A raw value of a string enum.
    public struct EnumValue: Sendable, Hashable {
        /// The raw value as sent in JSON; may be empty or hold any characters.
        public var value: Located<String>
        /// The description, for the doc comment.
        public var description: String?
        /// Whether the spec marks the value deprecated (`deprecated: true` in its long form).
        public var deprecated: Bool

        /// Creates an enum value.
        public init(value: Located<String>, description: String? = nil, deprecated: Bool = false) {
            self.value = value
            self.description = description
            self.deprecated = deprecated
        }
    }

    /// An HTTP method (RFC 9110 §9.3, PATCH from RFC 5789).
    public enum Method: String, Sendable, Hashable, CaseIterable {
        case get = "GET", head = "HEAD", post = "POST", put = "PUT", delete = "DELETE"
        case connect = "CONNECT", options = "OPTIONS", trace = "TRACE", patch = "PATCH"
    }

    /// How a parameter is serialized (OpenAPI `style`, 3.0.4 §4.7.12.4, after RFC 6570), as
    /// the runtime's `ParameterStyle` names it.
    public enum ParameterStyle: String, Sendable, Hashable, CaseIterable {
        /// Query and cookie: `color=blue`, `color=a,b` or `color=a&color=b`.
        case form
        /// Query arrays and objects joined by spaces.
        case spaceDelimited
        /// Query arrays and objects joined by pipes.
        case pipeDelimited
        /// Query objects as `color[R]=100`.
        case deepObject
        /// Path and header: `blue`, `a,b`.
        case simple
        /// Path: `.blue`.
        case label
        /// Path: `;color=blue`.
        case matrix
    }

    /// A path, query or header parameter of an endpoint.
    public struct Parameter: Sendable, Hashable {
        /// The spec name: the `{name}` of the path, the query item name, or the header field name.
        public var name: Located<String>
        /// The type; optional types make the parameter optional.
        public var type: LocatedType
        /// The description, for the doc comment.
        public var description: String?
        /// How the value is serialized; `nil` for the default of its location (`form` in the
        /// query and cookies, `simple` in the path and headers).
        public var style: ParameterStyle?
        /// Whether arrays and objects are exploded into one part per element or property
        /// (OpenAPI `explode`); `nil` for the style's default (`true` for `form` only).
        public var explode: Bool?
        /// Whether RFC 3986 reserved characters in a query value are sent as they are (OpenAPI
        /// `allowReserved`); `false` unless given.
        public var allowReserved: Bool
        /// Whether the spec marks the parameter deprecated (`deprecated: true` in its long form).
        public var deprecated: Bool
        /// Whether the value is sent as its JSON text, one primitive that no style splits (an
        /// OpenAPI parameter described by `content` with a JSON media type, OpenAPI 3.0.4
        /// §4.7.12.2); `false` unless given.
        public var isJSON: Bool
        /// For the members an object parameter keeps beside its properties (a dictionary), the
        /// JSON keys of those properties, which no member may take; `nil` for any other.
        public var propertyKeys: [String]? = nil

        /// Creates a parameter.
        public init(name: Located<String>, type: LocatedType, description: String? = nil, style: ParameterStyle? = nil, explode: Bool? = nil, allowReserved: Bool = false, deprecated: Bool = false, isJSON: Bool = false) {
            self.isJSON = isJSON
            self.name = name
            self.type = type
            self.description = description
            self.style = style
            self.explode = explode
            self.allowReserved = allowReserved
            self.deprecated = deprecated
        }
    }

    /// A query item that every request of an endpoint sends: a name and its values, each
    /// sent as `name=value` (one item for several values, so that they form one array).
    public struct ConstantQueryItem: Sendable, Hashable {
        /// The name, percent-decoded.
        public var name: String
        /// The values, percent-decoded, in order.
        public var values: [String]
    }

    /// How a request body is encoded.
    public enum BodyEncoding: String, Sendable, Hashable {
        /// `application/json`.
        case json
        /// `application/x-www-form-urlencoded`.
        case form
        /// `multipart/form-data` (RFC 7578); `Data` properties become file parts.
        case multipart
        /// Raw bytes (`Data`) sent with the body's media type (``Body/contentType``).
        case binary
    }

    /// The request body of an endpoint.
    public struct Body: Sendable, Hashable {
        /// The body's type.
        public var type: LocatedType
        /// The encoding; `json` unless given.
        public var encoding: Located<BodyEncoding>
        /// The media type sent in `Content-Type` for `binary` bodies (for example
        /// `image/png`), where the spec gives it; `nil` means `application/octet-stream`.
        public var contentType: Located<String>?
        /// How single fields of a `form` body are written (OpenAPI Encoding Object), by the
        /// property's name in the API; a field without an entry is written as `style: form`,
        /// exploded.
        public var fieldEncodings: [String: FieldEncoding] = [:]
        /// How single parts of a `multipart` body are written (OpenAPI Encoding Object), by
        /// the property's name in the API; a part without an entry follows OpenAPI's defaults.
        public var partEncodings: [String: PartEncoding] = [:]
        /// For a free-form `form` body of `Data` values: whether they are raw bytes (`format:
        /// binary` or a `contentMediaType`), each sent percent-encoded byte by byte, rather than
        /// base64 text.
        public var membersAreRawBytes = false
        /// For a `json` body that is required and whose schema allows `null` (OpenAPI 3.0
        /// `nullable`, 3.1 `type: [..., 'null']`): ``type`` is optional, the argument has no
        /// default, and `nil` is sent as the JSON `null` rather than as no body.
        public var sendsNull = false

        /// Creates a body.
        public init(type: LocatedType, encoding: Located<BodyEncoding>, contentType: Located<String>? = nil) {
            self.type = type
            self.encoding = encoding
            self.contentType = contentType
        }
    }

    /// How one part of a `multipart` body is written (OpenAPI 3.0.4 §4.7.15 Encoding Object).
    public struct PartEncoding: Sendable, Hashable {
        /// The media type of a text or JSON part (`contentType`, the first of a list); `nil`
        /// for OpenAPI's default. A file part takes its media type from the property instead.
        public var contentType: String?
        /// Whether ``contentType`` is a JSON media type: the part is the value's JSON text
        /// (a string with its quotes), whatever its type.
        public var isJSON: Bool
        /// The part's header fields (`headers`, Header Objects read as header parameters), in
        /// spec order: each a request property sent as a header field of the part.
        public var headers: [Parameter]

        /// Creates a part encoding.
        public init(contentType: String? = nil, isJSON: Bool = false, headers: [Parameter] = []) {
            self.contentType = contentType
            self.isJSON = isJSON
            self.headers = headers
        }
    }

    /// How one field of a URL-encoded form is written (OpenAPI 3.0.4 §4.7.15 Encoding Object):
    /// as a query parameter of that style is (`metadata[key]=value` for `deepObject`,
    /// `tag=a&tag=b` or `tag=a,b` for arrays), or as its JSON text.
    public struct FieldEncoding: Sendable, Hashable {
        /// The style; `form` unless given.
        public var style: ParameterStyle
        /// Whether arrays and objects are written one pair per element or property.
        public var explode: Bool
        /// Whether RFC 3986 reserved characters are sent as they are.
        public var allowReserved: Bool
        /// Whether the value is sent as its JSON text (`contentType: application/json`).
        public var isJSON: Bool

        /// Creates a field encoding.
        public init(style: ParameterStyle = .form, explode: Bool = true, allowReserved: Bool = false, isJSON: Bool = false) {
            self.style = style
            self.explode = explode
            self.allowReserved = allowReserved
            self.isJSON = isJSON
        }
    }

    /// The status an error response is declared for; ordered as a status is matched: codes,
    /// then ranges, then `default`.
    public enum ErrorStatus: Sendable, Hashable, Comparable {
        /// A status code in 100...599 (RFC 9110 §15).
        case code(Int)
        /// A range of status codes such as `4XX`: its first digit, 1...5 (OpenAPI
        /// "Responses Object").
        case range(Int)
        /// Any other unacceptable status.
        case `default`
    }

    /// An error response the API declares for a status.
    public struct ErrorResponse: Sendable, Hashable {
        /// The status.
        public var status: Located<ErrorStatus>
        /// The type the body decodes as; `nil` when the response has no body.
        public var type: LocatedType?
        /// What the spec says about the response, for the doc comment.
        public var description: String?

        /// Creates an error response.
        public init(status: Located<ErrorStatus>, type: LocatedType?, description: String? = nil) {
            self.status = status
            self.type = type
            self.description = description
        }
    }

    /// One 2xx response of an endpoint whose 2xx responses differ.
    public struct SuccessResponse: Sendable, Hashable {
        /// The status code; `nil` for the `2XX` range.
        public var status: Located<Int?>
        /// The type the body decodes as; `nil` when the response has no body.
        public var type: LocatedType?
        /// What the spec says about the response, for the doc comment.
        public var description: String?

        /// Creates a success response.
        public init(status: Located<Int?>, type: LocatedType?, description: String? = nil) {
            self.status = status
            self.type = type
            self.description = description
        }
    }

    /// A header field that responses declare (OpenAPI `responses.<status>.headers`).
    public struct ResponseHeader: Sendable, Hashable {
        /// The field name as the server sends it, e.g. `X-Rate-Limit-Remaining`.
        public var name: Located<String>
        /// The type of its value: a scalar, an enum, or an array of them (a comma-separated
        /// list, OpenAPI's `simple` style).
        public var type: LocatedType
        /// What the spec says about it, for the doc comment.
        public var description: String?

        /// Creates a response header.
        public init(name: Located<String>, type: LocatedType, description: String? = nil) {
            self.name = name
            self.type = type
            self.description = description
        }
    }

    /// How a streamed response body is framed.
    public enum StreamFormat: String, Sendable, Hashable, CaseIterable {
        /// `text/event-stream` (WHATWG HTML, server-sent events).
        case serverSentEvents
        /// JSON Lines or NDJSON: one JSON value per line.
        case jsonLines
        /// `application/json-seq` (RFC 7464).
        case jsonSequence
    }

    /// A success body read while it arrives: its format and the type of each element.
    public struct StreamResponse: Sendable, Hashable {
        /// The format.
        public var format: Located<StreamFormat>
        /// The media type, e.g. `text/event-stream` (the request's `Accept`).
        public var mediaType: String
        /// The type of each element (each event's data for server-sent events); `nil` for the
        /// events themselves, undecoded (server-sent events only).
        public var element: LocatedType?

        /// Creates a stream response.
        public init(format: Located<StreamFormat>, mediaType: String, element: LocatedType?) {
            self.format = format
            self.mediaType = mediaType
            self.element = element
        }
    }

    /// An endpoint: one HTTP operation.
    public struct Endpoint: Sendable, Hashable {
        /// The spec name (a key of `endpoints:`), the base of the request type's name.
        public var name: Located<String>
        /// The HTTP method.
        public var method: Located<Method>
        /// The path template relative to the server URL, `/posts/{id}`.
        public var path: Located<String>
        /// A one-line summary, for the doc comment.
        public var summary: String?
        /// A longer description, for the doc comment.
        public var description: String?
        /// Path parameters in the order they appear in the path; undeclared ones are `String`.
        public var pathParameters: [Parameter]
        /// Query parameters, in file order.
        public var queryParameters: [Parameter]
        /// Header parameters, in file order.
        public var headerParameters: [Parameter]
        /// Cookie parameters (OpenAPI `in: cookie`), sent in one `Cookie` header field (RFC 6265 §5.4).
        public var cookieParameters: [Parameter]
        /// The request body, if any.
        public var body: Body?
        /// The response body's type; `nil` means no body (an empty response type).
        public var response: LocatedType?
        /// The media type of a success response that is not JSON (for example `text/plain` or
        /// `application/octet-stream`, from OpenAPI `responses.<2xx>.content`): the response
        /// type is then `String` (`text/*`) or `Data`, the raw body, not decoded. `nil` means a
        /// JSON body.
        public var responseContentType: String?
        /// Typed error bodies, in file order.
        public var errors: [ErrorResponse]
        /// The 2xx responses, one per status, when their bodies differ (then the request's
        /// response is an enum with one case per status and ``response`` is not used); empty
        /// when one ``response`` serves every 2xx status.
        public var successes: [SuccessResponse] = []
        /// The success body when it is a stream. With a ``response`` as well, the server sends
        /// either (the request's response is then an enum of the two).
        public var stream: StreamResponse?
        /// The header fields the success responses declare, in file order.
        public var responseHeaders: [ResponseHeader] = []
        /// Whether the spec marks the endpoint deprecated.
        public var deprecated: Bool
        /// The security requirements (OpenAPI `security`, the operation's else the
        /// document's): alternatives, each the names of the security schemes used together; an
        /// empty alternative accepts no authentication. `nil` declares nothing (every
        /// middleware acts); `[]` needs no authentication.
        public var security: [[String]]?
        /// Query items every request of the endpoint sends before its own parameters, from
        /// the part after `?` of an OpenAPI path key (`/responses?beta=true`), in order.
        public var constantQueryItems: [ConstantQueryItem] = []
        /// The OpenAPI `operationId` as written, when the endpoint has one (its ``name`` may
        /// differ: a shortened or a replaced `operationId`); for ``OperationFilter``.
        public var operationID: String?
        /// The OpenAPI tags of the operation, in file order; for ``OperationFilter``.
        public var tags: [String] = []
        /// The servers of this operation (OpenAPI `servers` of the operation or its path item),
        /// which replace the API's for it; empty when it uses the API's.
        public var servers: [Server] = []
        /// Example bodies of the success response (OpenAPI's media type `example` and
        /// `examples`), in file order.
        public var responseExamples: [Example] = []
        /// The status code the ``responseExamples`` are documented under: the first 2xx
        /// response's; `nil` for a `2XX` range or `default` response (then 200).
        public var responseExampleStatus: Int?
        /// For an OpenAPI document, where the operation is (`#/paths/~1pets~1{petId}/get`);
        /// `nil` for an endpoint spec.
        public var source: Source?
        /// The name the request type is named from instead of ``name``, or `nil` (most): a
        /// FastAPI operation named like a schema is `get_stats` (the Swift type `GetStats`)
        /// for the `operationId` `stats_stats_get`. ``name`` still names the operation's inline
        /// schemas and identifies it, and the request type it gave earlier versions
        /// (`StatsStatsGet`) stays a deprecated alias, so code written against them compiles.
        public var readableName: String?

        /// Creates an endpoint.
        public init(name: Located<String>, method: Located<Method>, path: Located<String>, summary: String? = nil, description: String? = nil, pathParameters: [Parameter] = [], queryParameters: [Parameter] = [], headerParameters: [Parameter] = [], cookieParameters: [Parameter] = [], body: Body? = nil, response: LocatedType? = nil, errors: [ErrorResponse] = [], deprecated: Bool = false) {
            self.name = name
            self.method = method
            self.path = path
            self.summary = summary
            self.description = description
            self.pathParameters = pathParameters
            self.queryParameters = queryParameters
            self.headerParameters = headerParameters
            self.cookieParameters = cookieParameters
            self.body = body
            self.response = response
            self.errors = errors
            self.deprecated = deprecated
        }
    }
}
