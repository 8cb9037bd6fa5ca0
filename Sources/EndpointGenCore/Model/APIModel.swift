/// A spec resolved for output: every Swift name chosen and made distinct, every type reference
/// resolved, JSON keys computed, recursion found. The template context is built from it alone.
struct APIModel: Sendable, Hashable {
    /// The spec file's name without its folders (`jsonplaceholder.yaml`), for file headers.
    var specFileName: String
    /// The API's name as the spec writes it.
    var specName: String
    /// The namespace enum's Swift name.
    var name: String
    var description: String?
    var servers: [Server]
    /// Header fields sent with every request, sorted by name, names unique.
    var headerFields: [HeaderField]
    var dates: Spec.Coding.Dates
    /// Models, sorted by Swift name.
    var models: [ModelDeclaration]
    /// Endpoints' request types, sorted by Swift name.
    var requests: [RequestDeclaration]
    var securitySchemes: [SecuritySchemeDeclaration]
    /// Whether some type refers to `JSONValue` (the spec's `JSON` type).
    var usesJSONValue: Bool
    /// Whether some property is boxed in `Indirect` (it holds a model).
    var usesIndirect: Bool
    /// Requests the API sends (webhooks and callbacks), in spec order.
    var webhooks: [WebhookDeclaration] = []
    /// The name of the enum in the namespace that holds ``webhooks``, `Webhooks` unless a model
    /// or request has that name.
    var webhooksName: String = "Webhooks"
    /// The spec's examples written as Swift, by owner, in the order of ``models`` then
    /// ``requests``; empty when examples are turned off.
    var examples: [ExampleDeclaration] = []
    /// For an OpenAPI document, where the API's description is (`#/info`), for the
    /// namespace's remark; `nil` for an endpoint spec.
    var source: Spec.Source? = nil

    struct Server: Sendable, Hashable {
        /// The URL with every variable at its default.
        var url: String
        var name: String?
        var description: String?
        /// For a server with variables, the static function that makes it from their values.
        var factory: ServerFactory?
    }

    /// A static function that makes a server from the values of its URL variables, each a
    /// parameter with the variable's default.
    struct ServerFactory: Sendable, Hashable {
        /// The function's name: `server`, or `server1`, `server2`... when several servers of one
        /// list have variables.
        var name: String
        var parameters: [ServerParameter]
        /// The URL's literal text and parameters, in order.
        var parts: [Part]

        enum Part: Sendable, Hashable {
            case text(String)
            /// A parameter by its Swift name, and whether it is an enum (written by raw value).
            case parameter(name: String, isEnum: Bool)
        }
    }

    /// A server variable as a parameter of a ``ServerFactory``.
    struct ServerParameter: Sendable, Hashable {
        var specName: String
        /// The Swift name as written in code.
        var name: String
        /// `String`, or the enum type of a variable with `enum` values.
        var type: String
        /// The enum's cases when the variable has `enum` values; empty otherwise.
        var cases: [ModelDeclaration.EnumCase<String>]
        /// A Swift expression for the default: a string literal or `.case`.
        var defaultValue: String
        var description: String?
    }

    struct HeaderField: Sendable, Hashable {
        var name: String
        var value: String
    }
}

/// A resolved type reference, ready to be written as Swift.
indirect enum ResolvedType: Sendable, Hashable {
    case builtin(Spec.TypeReference.Builtin)
    case array(ResolvedType)
    case dictionary(ResolvedType)
    case optional(ResolvedType)
    /// The runtime's `Nullable<T>`: `null` or a value (as `Nullable<T>?`, a property that may
    /// also be left out).
    case nullable(ResolvedType)
    /// A model: its Swift name and what it finally is once aliases are followed.
    case model(name: String, target: ModelTarget)

    /// What a model reference stands for, with aliases followed.
    enum ModelTarget: Sendable, Hashable {
        case object, stringEnum, integerEnum, numberEnum, oneOf, anyOf, tuple
        /// A Swift type of the user's own (``TypeOverride``): its name is the type as written,
        /// never qualified by the namespace, and it has no declaration.
        case external
        /// An alias of a type that is not a model (for example `[String: Int]`), already resolved.
        case alias(ResolvedType)
    }

    /// The type as Swift code: `String`, `[Post]`, `[String: Int]?`, `JSONValue`.
    var code: String {
        switch self {
        case .builtin(let builtin): builtin == .json ? "JSONValue" : builtin.rawValue
        case .array(let element): "[\(element.code)]"
        case .dictionary(let value): "[String: \(value.code)]"
        case .optional(let wrapped): wrapped.code + "?"
        case .nullable(let wrapped): "Nullable<\(wrapped.code)>"
        case .model(let name, _): name
        }
    }

    /// The type as Swift code outside the namespace, where models and `JSONValue` are named
    /// with it: `Unions.Ratio?`, `[Petstore.Pet]`.
    func qualifiedCode(in namespace: String) -> String {
        switch self {
        case .builtin(let builtin): builtin == .json ? namespace + ".JSONValue" : builtin.rawValue
        case .array(let element): "[\(element.qualifiedCode(in: namespace))]"
        case .dictionary(let value): "[String: \(value.qualifiedCode(in: namespace))]"
        case .optional(let wrapped): wrapped.qualifiedCode(in: namespace) + "?"
        case .nullable(let wrapped): "Nullable<\(wrapped.qualifiedCode(in: namespace))>"
        case .model(let name, .external): name
        case .model(let name, _): namespace + "." + name
        }
    }

    var isOptional: Bool {
        if case .optional = self { return true }
        return false
    }

    /// Whether the type is a dictionary (`[String: T]`), as written (not through aliases).
    var isDictionary: Bool {
        if case .dictionary = self { return true }
        return false
    }

    /// Whether the type is a `oneOf` enum or an `anyOf` struct.
    var isChoice: Bool {
        switch self {
        case .model(_, .oneOf), .model(_, .anyOf): true
        default: false
        }
    }

    /// Whether the type is `Nullable<T>?`: absent, `null` or a value.
    var isAbsentOrNull: Bool {
        if case .optional(.nullable) = self { return true }
        return false
    }

    /// The type without its outermost optional.
    var unwrapped: ResolvedType {
        if case .optional(let wrapped) = self { return wrapped }
        return self
    }

    /// The type with aliases of non-model types replaced by what they stand for, outermost level only.
    var dealiased: ResolvedType {
        switch self {
        case .model(_, .alias(let target)): target.dealiased
        case .optional(let wrapped): .optional(wrapped.dealiased)
        default: self
        }
    }

    /// Whether decoding checks the type's numbers against the JSON text: a `Double`, `Float`,
    /// `Decimal` or integer (which `JSONDecoder` reads from `7.0000000000000000001`), alone or in optionals, arrays, dictionaries and `Nullable`s (the runtime's
    /// `WrittenNumberChecking`); a model checks its own members.
    var checksWrittenNumbers: Bool {
        switch self {
        case .builtin(let builtin): [.double, .float, .decimal, .int, .int32, .int64].contains(builtin)
        case .array(let inner), .dictionary(let inner), .optional(let inner), .nullable(let inner): inner.checksWrittenNumbers
        case .model(_, .alias(let target)): target.checksWrittenNumbers
        case .model: false
        }
    }

    /// Whether `JSONValue` appears anywhere in the type.
    var usesJSON: Bool {
        switch self {
        case .builtin(let builtin): builtin == .json
        case .array(let inner), .dictionary(let inner), .optional(let inner), .nullable(let inner): inner.usesJSON
        case .model(_, .alias(let target)): target.usesJSON
        case .model: false
        }
    }
}

/// A model ready for output.
struct ModelDeclaration: Sendable, Hashable {
    var specName: String
    var name: String
    var description: String?
    var deprecated: Bool
    /// Where in the spec it comes from, for example `models.Post`.
    var specPath: String
    var kind: Kind
    /// For an object, the member that keeps the keys other than its properties, when the spec
    /// keeps them (OpenAPI `additionalProperties` beside `properties`).
    var additionalProperties: AdditionalProperties? = nil
    /// For an OpenAPI document, where its schema is; the remark names it instead of ``specPath``.
    var source: Spec.Source? = nil

    /// The dictionary member of an object for the keys other than its properties.
    struct AdditionalProperties: Sendable, Hashable {
        /// The member's Swift name, `additionalProperties` unless a property took it.
        var name: String
        /// The type of each value.
        var valueType: ResolvedType
    }

    enum Kind: Sendable, Hashable {
        case object([PropertyDeclaration])
        /// `fallback`: the case that keeps an unlisted value; `nil` for a constant, which
        /// refuses any other value.
        case stringEnum(cases: [EnumCase<String>], fallback: String?)
        case integerEnum(cases: [EnumCase<Int>], fallback: String?)
        /// An enum of numbers (`type: number`), whose raw values are `Decimal`s.
        case numberEnum(cases: [EnumCase<DecimalNumber>], fallback: String?)
        case alias(ResolvedType)
        /// An enum, one case per variant: `oneOf`, or `anyOf` with a discriminator.
        case oneOf(variants: [Variant], discriminator: String?, isIndirect: Bool)
        /// A struct holding each variant the value matches: `anyOf` without a discriminator.
        case anyOf(variants: [Variant])
        /// A struct with one property per leading item of an array (`prefixItems`), and the
        /// items after them (`rest`, `nil` when there may be none).
        case tuple(items: [ResolvedType], requiredCount: Int, rest: ResolvedType?)
    }

    struct EnumCase<Raw: Sendable & Hashable>: Sendable, Hashable {
        /// The case name as written in code (backticks included when needed).
        var name: String
        var rawValue: Raw
        var description: String?
    }

    struct Variant: Sendable, Hashable {
        /// The enum case (or, in an `anyOf` struct, the property) as written in code.
        var caseName: String
        var type: ResolvedType
        /// The discriminator values that select the variant.
        var discriminatorValues: [String]
        /// The discriminator value encoding writes for the variant, when one always names it and
        /// the variant is an object model that does not write it itself (as a constant).
        var writtenValue: String?
        /// In an `anyOf` struct: whether the variant holds a model and is stored in an
        /// `Indirect` box (see ``RecursionAnalysis``).
        var isBoxed = false
        /// Whether every value of the type is a JSON object (an object model, a dictionary, a
        /// choice of those), so `anyOf` variants holding one merge into one object.
        var encodesAsObject = false
        /// For a variant whose object model keeps the members beside its properties: that
        /// member's name. In a `oneOf` without a discriminator, decoding takes such a variant at
        /// once only when it keeps none (it declares every member of the value); otherwise a
        /// later variant that declares them all is preferred, so a value is not read as the
        /// first variant that merely tolerates its members. In an `anyOf` struct, decoding
        /// removes from it the keys the other matching variants declare (``declaredKeys``).
        var otherMembersName: String?
        /// In an `anyOf` struct, the JSON keys of the variant's properties when it is an object
        /// model. A key is kept (and written back) once, by the variant that declares it:
        /// otherwise a value read into two variants, changed in the declaring one, would be
        /// written back unchanged by the other.
        var declaredKeys: [String] = []
    }
}

/// A property of an object model.
struct PropertyDeclaration: Sendable, Hashable {
    var specName: String
    /// The Swift name as written in code (backticks included when needed).
    var name: String
    var jsonKey: String
    var type: ResolvedType
    var description: String?
    var deprecated: Bool
    /// A Swift expression for the initializer's default argument, when the spec gives a usable one.
    var defaultValue: String?
    /// Whether the value is stored in an `Indirect` box because it holds a model directly
    /// (see ``RecursionAnalysis``).
    var isBoxed: Bool
    /// What `nil` means when the property is encoded.
    var nilEncoding: Spec.NilEncoding = .omitted
    /// For a file part of a multipart body: the media type sent when the caller gives none.
    var contentMediaType: String?
    /// The property's one value, when it is a constant (then ``type`` is the literal's type,
    /// never optional).
    var constant: Constant?

    /// A constant property's value.
    struct Constant: Sendable, Hashable {
        /// The value as a Swift literal: `"user"`, `1`, `true`.
        var literal: String
        /// Whether the JSON object must hold the key (decoding fails without it).
        var isRequired: Bool
    }
}

/// An authentication scheme: the namespace gets a factory for the runtime middleware that
/// sends its credentials.
struct SecuritySchemeDeclaration: Sendable, Hashable {
    var specName: String
    /// The factory's name, `bearerAuthMiddleware`.
    var name: String
    var kind: Spec.SecurityScheme.Kind
    var description: String?
}

/// A request the API sends (a webhook or callback): the type of its body, to decode it with.
struct WebhookDeclaration: Sendable, Hashable {
    var specName: String
    /// The Swift name of its enum inside the namespace's webhooks enum.
    var name: String
    var method: Spec.Method
    /// For a callback, the runtime expression of its URL.
    var urlExpression: String?
    var summary: String?
    var description: String?
    /// The body's type (not optional), or `nil` when the API sends no body.
    var payload: ResolvedType?
    /// The body's encoding, when it has one.
    var encoding: Spec.BodyEncoding?
    /// Where its operation is in the OpenAPI document, for the remark.
    var source: Spec.Source?
}
