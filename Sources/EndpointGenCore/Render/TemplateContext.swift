import Mustache

/// The access level of generated declarations (`--access`).
public enum AccessLevel: String, Sendable, Hashable, CaseIterable {
    /// Visible to clients of the module.
    case `public`
    /// Visible to the modules of the same package (SE-0386).
    case `package`
    /// Visible inside the module only.
    case `internal`
}

/// Builds the ``TemplateValue`` trees that templates render, from an ``APIModel``.
///
/// Every value is final Swift text: identifiers chosen by the model, string literals made by
/// ``SwiftText/stringLiteral(_:)``, doc comment lines by ``SwiftText/commentLines(_:)``. Templates
/// therefore render with an identity escape, and `{{x}}` and `{{{x}}}` write the same. The keys
/// are documented in Sources/endpointgen/EndpointGen.docc/TemplateContext.md.
struct TemplateContext: Sendable {
    let api: APIModel
    let access: AccessLevel
    /// The comparison protocols of the generated models (`--conformances`).
    let conformances: Set<ModelConformance>
    /// The models by Swift name, for the properties of object parameters.
    let models: [String: ModelDeclaration]
    /// Keys every declaration's context has: `access`, `namespace`, `specFile`, and the
    /// conformances of model types: `conformances` (Swift text, `Codable, Hashable, Sendable`),
    /// `conformanceComposition` (`Codable & Hashable & Sendable`), `isEquatable`, `isHashable`;
    /// and `propertyKeyword` (`var` or `let`) with `hasSettableProperties` (`--stored-properties`).
    /// Made once: every declaration's context starts as a copy of it.
    let common: TemplateObject

    init(api: APIModel, access: AccessLevel, conformances: Set<ModelConformance> = [], storedProperties: StoredPropertyKeyword = .var) {
        self.api = api
        self.access = access
        self.conformances = conformances
        models = Dictionary(api.models.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        common = [.access: .string(access.rawValue), .namespace: .string(api.name), .specFile: .string(api.specFileName),
                  .conformances: .string(ModelConformance.declarationList(conformances)),
                  .conformanceComposition: .string(ModelConformance.composition(conformances)),
                  .isEquatable: .bool(!conformances.isEmpty), .isHashable: .bool(conformances.contains(.hashable)),
                  .propertyKeyword: .string(storedProperties.rawValue), .hasSettableProperties: .bool(storedProperties == .var)]
    }

    /// The context of the namespace enum (`namespace.mustache`).
    func namespace() -> TemplateValue {
        var context = common
        context[.doc] = Self.doc([api.description], specPath: api.source.map { api.specFileName + $0.reference } ?? "api in \(api.specFileName)")
        serverKeys(api.servers, indent: "    ", into: &context)
        context[.hasWebhooks] = .bool(!api.webhooks.isEmpty)
        context[.webhooksName] = .string(api.webhooksName)
        context[.webhooks] = Self.withSeparators(api.webhooks.map { webhook -> TemplateObject in
            let method = "`\(webhook.method.rawValue)`"
            let target = webhook.urlExpression.map { "\(method) to `\($0)` (a callback: the URL the runtime expression names)." }
                ?? "\(method) to the URL you registered for the webhook `\(webhook.specName)`."
            let payload = webhook.payload.map { webhook.encoding == .json ? "Its body is a `\($0.code)` in JSON: decode it with `decode(_:)`." : "Its body is sent as \(webhook.encoding?.rawValue ?? "bytes"): `\($0.code)`." }
                ?? "It has no body."
            return [
                .name: .string(webhook.name),
                .doc: Self.doc([webhook.summary, webhook.description, target, payload], specPath: webhook.source?.reference),
                .method: .string("." + webhook.method.rawValue.lowercased()),
                .hasPayload: .bool(webhook.payload != nil),
                .payload: .string(webhook.payload?.code ?? "EmptyResponse"),
                .isJSONBody: .bool(webhook.encoding == .json),
            ]
        })
        context[.headerFields] = .list(api.headerFields.map {
            .object([.name: .string(SwiftText.stringLiteral($0.name)), .value: .string(SwiftText.stringLiteral($0.value))])
        })
        context[.hasHeaderFields] = .bool(!api.headerFields.isEmpty)
        context[.dateStrategy] = .string(Self.dateStrategy(api.dates))
        context[.securitySchemes] = .list(api.securitySchemes.map(securityScheme))
        context[.hasSecuritySchemes] = .bool(!api.securitySchemes.isEmpty)
        return .object(context)
    }

    /// The context of the support types (`support.mustache`): `usesJSONValue`, `usesIndirect`.
    func support() -> TemplateValue {
        var context = common
        context[.usesJSONValue] = .bool(api.usesJSONValue)
        context[.usesIndirect] = .bool(api.usesIndirect)
        return .object(context)
    }

    /// A security scheme's keys: `name` (the factory), `doc`, `schemeName` (its name in the
    /// spec, a string literal the middleware serves), `isBearer`, `isAccessToken` (OAuth 2 or
    /// OpenID Connect: a token closure), `isBasic`, `isAPIKey`,
    /// `keyName` (a string literal), `keyLocation` (`.header`, `.query` or `.cookie`).
    func securityScheme(_ scheme: SecuritySchemeDeclaration) -> TemplateValue {
        var item: TemplateObject = [
            .name: .string(scheme.name),
            .schemeName: .string(SwiftText.stringLiteral(scheme.specName)),
            .doc: Self.doc(["Creates the middleware of the `\(scheme.specName)` scheme: \(Self.describe(scheme.kind)).", scheme.description], specPath: nil),
            .isBearer: .bool(false), .isAccessToken: .bool(false), .isBasic: .bool(false), .isAuthorization: .bool(false), .isAPIKey: .bool(false),
        ]
        switch scheme.kind {
        case .bearer: item[.isBearer] = .bool(true)
        case .accessToken: item[.isAccessToken] = .bool(true)
        case .basic: item[.isBasic] = .bool(true)
        case .authorization(let name):
            item[.isAuthorization] = .bool(true)
            item[.authScheme] = .string(SwiftText.stringLiteral(name))
        case .apiKeyHeader(let name), .apiKeyQuery(let name), .apiKeyCookie(let name):
            item[.isAPIKey] = .bool(true)
            item[.keyName] = .string(SwiftText.stringLiteral(name))
            let location = switch scheme.kind {
            case .apiKeyHeader: ".header"
            case .apiKeyQuery: ".query"
            default: ".cookie"
            }
            item[.keyLocation] = .string(location)
        }
        return .object(item)
    }

    static func describe(_ kind: Spec.SecurityScheme.Kind) -> String {
        switch kind {
        case .bearer: "bearer token in Authorization (RFC 6750)"
        case .accessToken(let type): "\(type == "oauth2" ? "OAuth 2" : "OpenID Connect") access token you obtain, sent as a bearer token in Authorization (RFC 6750)"
        case .basic: "basic credentials in Authorization (RFC 7617)"
        case .authorization(let name): "\(name) credentials in Authorization (RFC 9110 §11.4)"
        case .apiKeyHeader(let name): "API key in the header field \(name)"
        case .apiKeyQuery(let name): "API key in the query item \(name)"
        case .apiKeyCookie(let name): "API key in the cookie \(name)"
        }
    }

    static func dateStrategy(_ dates: Spec.Coding.Dates) -> String {
        switch dates {
        case .iso8601: ".iso8601"
        case .iso8601Fractional: ".iso8601Fractional"
        case .secondsSince1970: ".secondsSince1970"
        case .millisecondsSince1970: ".millisecondsSince1970"
        case .formatted(let format): ".formatted(\(SwiftText.stringLiteral(format)))"
        }
    }

    /// Doc comment lines: each paragraph of text (`nil` and blank ones left out), separated by
    /// empty lines, then a remark naming where in the input the declaration comes from (the
    /// spec path, `models.Pet`, or for OpenAPI the JSON pointer, `#/components/schemas/Pet`;
    /// ``Spec/Source/reference``). Each element is a line without `///`,
    /// starting with a space unless empty. Blank lines at the start or end of a text (a YAML
    /// block scalar ends with a line break) are left out, so no empty `///` lines pile up.
    static func doc(_ paragraphs: [String?], specPath: String?) -> TemplateValue {
        var lines: [String] = []
        for case let text? in paragraphs where !text.trimmingTrailingWhitespace().isEmpty {
            if !lines.isEmpty { lines.append("") }
            let start = lines.count
            SwiftText.appendCommentLines(text, to: &lines)
            while lines.count > start, lines[lines.count - 1].isEmpty { lines.removeLast() }
            let leadingBlank = lines[start...].prefix { $0.isEmpty }.count
            if leadingBlank > 0 { lines.removeSubrange(start..<(start + leadingBlank)) }
        }
        if let specPath {
            if !lines.isEmpty { lines.append("") }
            SwiftText.appendCommentLines("- Remark: Generated from `" + specPath + "`.", to: &lines)
        }
        return .list(lines.map { .string($0) })
    }

    /// Marks the last element of a list of objects with `isLast: true` (others `false`), and
    /// adds `separator`: `","` except on the last.
    static func withSeparators(_ items: [TemplateObject]) -> TemplateValue {
        .list(items.enumerated().map { index, item in
            var item = item
            let isLast = index == items.count - 1
            item[.isLast] = .bool(isLast)
            item[.separator] = .string(isLast ? "" : ",")
            return .object(item)
        })
    }
}
