import Testing
@testable import EndpointGenCore

@Suite struct ServerSecurityTests {
    @Test func serverVariablesTakeTheirDefaults() {
        let snippet = Snippet("""
        openapi: 3.0.3
        info: {title: Demo, version: '1'}
        servers:
          - url: '{scheme}://api.example.com/{version}'
            description: Main
            variables:
              scheme: {default: https, enum: [https, http]}
              version: {default: v2}
          - url: /relative
          - url: //cdn.example.com/v1
          - url: v1
          - url: /a?b
        paths: {}
        """)
        #expect(snippet.errors.isEmpty)
        let servers = snippet.spec?.servers ?? []
        #expect(servers.map(\.url.value) == ["https://api.example.com/v2", "/relative", "//cdn.example.com/v1", "v1", "/a?b"])
        #expect(servers.first?.description == "Main")
        #expect(servers.first?.template == [.variable("scheme"), .text("://api.example.com/"), .variable("version")])
        #expect(servers.first?.variables.map(\.name.value) == ["scheme", "version"])
        #expect(servers.first?.variables.map(\.allowedValues) == [["https", "http"], []])
        #expect(servers.last?.variables.isEmpty == true)
        // A relative URL is relative to where the document is served (OpenAPI 3.0.4 §4.7.5),
        // which the caller gives (`APIServer.resolved(against:)`); a query is still wrong.
        #expect(snippet.warnings == ["spec.yaml:12:10: warning: a server URL holds no query or fragment; put parameters on the endpoints"])
    }

    @Test func operationAndPathItemServersReplaceTheDocumentsUnlessTheyRepeatThem() {
        let snippet = Snippet("""
        openapi: 3.0.3
        info: {title: Demo, version: '1'}
        servers: [{url: 'https://api.example.com'}]
        paths:
          /a:
            servers: [{url: 'https://a.example.com'}]
            get: {operationId: itemLevel, responses: {'204': {description: x}}}
            put:
              operationId: ownLevel
              servers: [{url: '{origin}/up', variables: {origin: {default: 'https://up.example.com'}}}]
              responses: {'204': {description: x}}
          /b:
            servers: [{url: 'https://api.example.com'}]
            get: {operationId: repeated, responses: {'204': {description: x}}}
        """)
        #expect(snippet.warnings.isEmpty)
        let servers = Dictionary(uniqueKeysWithValues: (snippet.spec?.endpoints ?? []).map { ($0.name.value, $0.servers.map(\.url.value)) })
        #expect(servers == ["itemLevel": ["https://a.example.com"], "ownLevel": ["https://up.example.com/up"], "repeated": []])
    }

    @Test func undeclaredServerVariableIsAnError() {
        let snippet = Snippet("""
        openapi: 3.0.3
        info: {title: Demo, version: '1'}
        servers:
          - url: 'https://{region}.example.com'
        paths: {}
        """)
        #expect(snippet.spec == nil)
        #expect(snippet.errors == ["spec.yaml:4:10: error: server variable 'region' is not declared under 'variables'"])
    }

    @Test func securitySchemesMapToBearerBasicAndAPIKeys() {
        let snippet = Snippet("""
        openapi: 3.0.3
        info: {title: Demo, version: '1'}
        paths: {}
        components:
          securitySchemes:
            token: {type: http, scheme: bearer, description: A token.}
            login: {type: http, scheme: Basic}
            key: {type: apiKey, in: header, name: X-API-Key}
            queryKey: {type: apiKey, in: query, name: api_key}
            cookieKey: {type: apiKey, in: cookie, name: session}
            digest: {type: http, scheme: digest}
            custom: {type: http, scheme: AWS4-HMAC-SHA256}
        """)
        let schemes = snippet.spec?.securitySchemes ?? []
        #expect(schemes.map(\.name.value) == ["token", "login", "key", "queryKey", "cookieKey", "digest", "custom"])
        let kinds: [Spec.SecurityScheme.Kind] = [.bearer, .basic, .apiKeyHeader("X-API-Key"), .apiKeyQuery("api_key"), .apiKeyCookie("session"),
                                                 .authorization("digest"), .authorization("AWS4-HMAC-SHA256")]
        #expect(schemes.map(\.kind) == kinds)
        #expect(schemes.first?.description == "A token.")
        #expect(snippet.warnings.isEmpty, "\(snippet.warnings)")
        let broken = Snippet("""
        openapi: 3.0.3
        info: {title: Demo, version: '1'}
        paths: {}
        components:
          securitySchemes:
            broken: {type: http, scheme: 'two words'}
            missing: {type: http}
        """)
        #expect(broken.errors == [
            "spec.yaml:6:34: error: authentication scheme 'two words' is not an RFC 9110 token: a space is not allowed",
            "spec.yaml:7:14: error: an http security scheme needs 'scheme' (bearer, basic, digest, ...)",
        ], "\(broken.errors)")
    }

    /// OpenAPI 3.1 §4.8.27: `mutualTLS` is met by the TLS handshake, which the transport
    /// performs; no middleware is made for it, and requests keep it in their requirements.
    @Test func mutualTLSIsTheTransportsAndSaysSo() {
        let snippet = Snippet("""
        openapi: 3.1.0
        info: {title: Demo, version: '1'}
        paths:
          /pets:
            get:
              security: [{mtls: []}, {token: []}]
              responses: {'204': {description: Done.}}
        components:
          securitySchemes:
            mtls: {type: mutualTLS}
            token: {type: http, scheme: bearer}
            odd: {type: kerberos}
        """)
        #expect(snippet.spec?.securitySchemes.map(\.name.value) == ["token"])
        #expect(snippet.spec?.endpoints.first?.security == [["mtls"], ["token"]])
        #expect(snippet.warnings == [
            "spec.yaml:10:18: warning: security scheme 'mtls' (mutualTLS) is met by the TLS connection: the client's transport presents the client certificate, so no middleware is made for it",
            "spec.yaml:12:17: warning: security scheme type 'kerberos' is not supported yet; skipped [#Unsupported]",
        ], "\(snippet.warnings)")
    }

    @Test func apiNameAndDescriptionComeFromInfo() {
        let snippet = Snippet("""
        openapi: 3.1.0
        info:
          title: GitHub v3 REST API
          description: The API.
          version: '1'
        paths: {}
        """)
        #expect(snippet.spec?.api.value == "GitHubV3RESTAPI")
        #expect(snippet.spec?.api.location.description == "spec.yaml:3:10")
        #expect(snippet.spec?.description == "The API.")
        let named = Snippet("openapi: 3.1.0\ninfo: {title: x, version: '1'}\npaths: {}\n", options: .init(apiName: "Custom"))
        #expect(named.spec?.api.value == "Custom")
    }
}
