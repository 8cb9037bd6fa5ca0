import Testing
@testable import EndpointGenCore

/// What the reader takes from a document so that values reach the server as they were meant
/// (issue 13): null handling, binary content, media choice, security per operation.
@Suite struct WireFidelityTests {
    @Test func nullableRequiredAndOptionalPropertiesSayWhatNilMeans() throws {
        let snippet = Snippet("""
        openapi: 3.1.0
        info: {title: Demo, version: '1'}
        paths: {}
        components:
          schemas:
            Patch:
              type: object
              required: [kept, cleared]
              properties:
                kept: {type: string}
                cleared: {anyOf: [{type: string}, {type: 'null'}]}
                maybe: {type: [integer, 'null']}
                plain: {type: integer}
            Merged:
              allOf:
                - $ref: '#/components/schemas/Patch'
                - {required: [maybe], properties: {extra: {type: boolean}}}
        """)
        #expect(snippet.diagnostics.isEmpty)
        #expect(snippet.models == "Patch {kept: String, cleared: String?, maybe: Int?, plain: Int?}\nMerged {kept: String, cleared: String?, maybe: Int?, plain: Int?, extra: Bool?}")
        func encodings(_ model: String) -> [Spec.NilEncoding] {
            guard case .object(let properties)? = snippet.spec?.models.first(where: { $0.name.value == model })?.kind else { return [] }
            return properties.map(\.nilEncoding)
        }
        let patch: [Spec.NilEncoding] = [.omitted, .null, .omittedOrNull, .omitted]
        let merged: [Spec.NilEncoding] = [.omitted, .null, .null, .omitted, .omitted]
        #expect(encodings("Patch") == patch)
        #expect(encodings("Merged") == merged)
    }

    @Test func binaryMultipartFieldsAreFileParts() {
        let snippet = Snippet("""
        openapi: 3.1.0
        info: {title: Demo, version: '1'}
        paths:
          /upload:
            post:
              operationId: upload
              requestBody:
                content:
                  multipart/form-data: {schema: {$ref: '#/components/schemas/Upload'}}
              responses: {'204': {description: x}}
          /json:
            post:
              operationId: json
              requestBody:
                content:
                  application/json: {schema: {$ref: '#/components/schemas/Upload'}}
              responses: {'204': {description: x}}
        components:
          schemas:
            Upload:
              type: object
              required: [file]
              properties:
                file: {type: string, contentMediaType: image/png}
                raw: {type: string, format: binary}
                encoded: {type: string, contentEncoding: base64}
                many: {type: array, items: {type: string, contentMediaType: application/octet-stream}}
                note: {type: string}
        """)
        #expect(snippet.errors.isEmpty)
        #expect(snippet.warnings == ["spec.yaml:26:9: warning: property 'encoded' is base64 text (format: byte or contentEncoding), so its part is that text: typed String, give the base64 text"])
        // JSON keeps the component's types (a media type without an encoding is text there);
        // the multipart body gets a copy with file parts, which keeps no other members (a
        // multipart body sends its properties only).
        #expect(snippet.models == """
        Upload {file: String, raw: Data?, encoded: Data?, many: [String]?, note: String?}
        UploadBody {file: FilePart, raw: FilePart?, encoded: String?, many: [FilePart]?, note: String?} closed
        """)
        guard case .object(let properties)? = snippet.spec?.models.last?.kind else {
            Issue.record("no model")
            return
        }
        let mediaTypes: [String?] = ["image/png", "application/octet-stream", nil, "application/octet-stream", nil]
        #expect(properties.map(\.contentMediaType) == mediaTypes)
    }

    @Test func anEmptyJSONSchemaNeverWinsOverARealMediaType() {
        let snippet = Snippet("""
        openapi: 3.1.0
        info: {title: Demo, version: '1'}
        paths:
          /bytes:
            get:
              operationId: bytes
              responses:
                '200':
                  description: x
                  content:
                    application/json: {schema: {}}
                    application/octet-stream: {}
          /text:
            get:
              operationId: text
              responses:
                '200':
                  description: x
                  content:
                    application/json: {}
                    text/plain: {schema: {type: string}}
          /json:
            get:
              operationId: json
              responses:
                '200':
                  description: x
                  content:
                    text/plain: {schema: {type: string}}
                    application/json: {schema: {type: integer}}
        """)
        #expect(snippet.diagnostics.isEmpty)
        #expect(snippet.endpoints == """
        bytes: GET /bytes -> Data (application/octet-stream)
        text: GET /text -> String (text/plain)
        json: GET /json -> Int
        """)
    }

    @Test func eachOperationCarriesItsSecurityOrTheDocuments() {
        let snippet = Snippet("""
        openapi: 3.0.3
        info: {title: Demo, version: '1'}
        security: [{bearer: []}]
        paths:
          /a:
            get: {operationId: inherits, responses: {'204': {description: x}}}
            post: {operationId: none, security: [], responses: {'204': {description: x}}}
            put: {operationId: either, security: [{key: [], basic: []}, {}], responses: {'204': {description: x}}}
        components:
          securitySchemes:
            bearer: {type: http, scheme: bearer}
            basic: {type: http, scheme: basic}
            key: {type: apiKey, in: cookie, name: k}
        """)
        #expect(snippet.diagnostics.isEmpty)
        let expected: [[[String]]?] = [[["bearer"]], [], [["key", "basic"], []]]
        #expect(snippet.spec?.endpoints.map(\.security) == expected)
        let undeclared = Snippet("""
        openapi: 3.0.3
        info: {title: Demo, version: '1'}
        paths:
          /a:
            get: {operationId: open, responses: {'204': {description: x}}}
            delete: {operationId: unknown, security: [{nobody: []}], responses: {'204': {description: x}}}
        components:
          securitySchemes:
            bearer: {type: http, scheme: bearer}
        """)
        #expect(undeclared.errors == ["spec.yaml:6:48: error: security scheme 'nobody' is not declared in components.securitySchemes\nspec.yaml:6:48: note: expected one of: bearer"])
    }

    /// A path key's query is constant query items (percent-decoded, a repeated name one
    /// array); a declared parameter of the same name, or the same with brackets, is an error at
    /// the parameter; a template variable in it is not sent; a fragment is dropped.
    @Test func aPathKeysQueryIsConstantItemsAndItsFragmentIsDropped() {
        let snippet = Snippet("""
        openapi: 3.1.0
        info: {title: Demo, version: '1'}
        paths:
          /a?x=1%262&x=3&flag#frag:
            get: {operationId: a, responses: {'204': {description: x}}}
          /b#only:
            get: {operationId: b, responses: {'204': {description: x}}}
        """)
        #expect(snippet.errors.isEmpty)
        let endpoints = snippet.spec?.endpoints ?? []
        #expect(endpoints.map(\.path.value) == ["/a", "/b"])
        #expect(endpoints.first?.constantQueryItems == [.init(name: "x", values: ["1&2", "3"]), .init(name: "flag", values: [""])])
        #expect(endpoints.last?.constantQueryItems == [])
        #expect(snippet.warnings == [
            "spec.yaml:4:3: warning: the path key '/a?x=1%262&x=3&flag#frag' bends OpenAPI's rules (a path key is a path alone, without a query or a fragment): its operations are sent to '/a'; 'x=1%262&x=3&flag' is sent as constant query items beside the operation's parameters; the fragment is never sent",
            "spec.yaml:6:3: warning: the path key '/b#only' bends OpenAPI's rules (a path key is a path alone, without a query or a fragment): its operations are sent to '/b'; the fragment is never sent",
        ], "\(snippet.warnings)")
        let clash = Snippet("""
        openapi: 3.1.0
        info: {title: Demo, version: '1'}
        paths:
          /a?beta=true&q={q}:
            get:
              parameters:
                - {name: 'beta[x]', in: query, schema: {type: string}}
                - {name: other, in: query, schema: {type: string}}
              responses: {'204': {description: x}}
        """)
        #expect(clash.errors.contains("spec.yaml:7:18: error: query parameter 'beta[x]' clashes with the item 'beta' that the path key '/a?beta=true&q={q}' sends on every request; a server would read the two as one\nspec.yaml:4:3: note: the path key is here"), "\(clash.errors)")
        // A variable in the key's query would be a parameter the caller gives and no request
        // sends: a fault of the document.
        #expect(clash.errors.contains("spec.yaml:4:3: error: the path key '/a?beta=true&q={q}' holds a template variable in its query or fragment, which is never sent (only the path before '?' or '#' is a template); declare a query parameter instead"), "\(clash.errors)")
        #expect(clash.errors.count == 2, "\(clash.errors)")
        // A key of many items beside parameters is read in time linear in its items (an
        // explicit `?` key: YAML limits implicit keys to 1024 characters).
        let many = (0..<5_000).map { "k\($0)=v" }.joined(separator: "&")
        let long = Snippet("""
        openapi: 3.1.0
        info: {title: Demo, version: '1'}
        paths:
          ? /a?\(many)&k7=w
          : get:
              operationId: many
              parameters: [{name: 'q[a]', in: query, schema: {type: string}}, {name: other, in: query, schema: {type: string}}]
              responses: {'204': {description: x}}
        """)
        #expect(long.errors.isEmpty)
        #expect(long.spec?.endpoints.first?.constantQueryItems.count == 5_000)
        #expect(long.spec?.endpoints.first?.constantQueryItems[7].values == ["v", "w"])
    }

    /// A required body that may be `null` (3.0 `nullable`, 3.1 a `null` type) is sent whatever
    /// it holds, `nil` as `null`; an optional one is not sent for `nil`.
    @Test func aRequiredNullableBodySendsNull() {
        let snippet = Snippet("""
        openapi: 3.1.0
        info: {title: Demo, version: '1'}
        paths:
          /a:
            put:
              operationId: required
              requestBody:
                required: true
                content: {application/json: {schema: {type: [object, 'null'], properties: {a: {type: string}}}}}
              responses: {'204': {description: x}}
            post:
              operationId: optional
              requestBody:
                content: {application/json: {schema: {type: [object, 'null'], properties: {a: {type: string}}}}}
              responses: {'204': {description: x}}
            patch:
              operationId: plain
              requestBody:
                required: true
                content: {application/json: {schema: {type: object, properties: {a: {type: string}}}}}
              responses: {'204': {description: x}}
        """)
        #expect(snippet.errors.isEmpty)
        let bodies = (snippet.spec?.endpoints ?? []).compactMap(\.body)
        #expect(bodies.map(\.sendsNull) == [true, false, false])
        #expect(bodies.map(\.type.value.isOptional) == [true, true, false])
    }

    /// A list or an object in the `enum` of a string schema is the document's fault (no
    /// string is one): a plain warning, and the string cases stay.
    @Test func aNonScalarInAStringEnumIsAPlainWarning() {
        let snippet = Snippet(schemas("Color: {type: string, enum: [red, {x: 1}, [2]]}"))
        #expect(snippet.models.contains("Color enum(\"red\")"), "\(snippet.models)")
        #expect(snippet.warnings == [
            "spec.yaml:6:39: warning: enum value a mapping is no string, and a value of this string schema is one (an OpenAPI schema with 'type' allows only values of that type), so none can be it; skipped",
            "spec.yaml:6:47: warning: enum value a sequence is no string, and a value of this string schema is one (an OpenAPI schema with 'type' allows only values of that type), so none can be it; skipped",
        ], "\(snippet.warnings)")
    }

    /// `allOf` parts whose members beside the properties have types neither of which holds
    /// the other: the members are `JSONValue`, which keeps every value either allows, a plain
    /// warning that says so (nothing is lost).
    @Test func allOfPartsWhoseMembersDisagreeKeepThemAsJSONValues() {
        let snippet = Snippet(schemas("D: {allOf: [{type: object, additionalProperties: {type: string, format: date}}, {type: object, properties: {x: {type: string}}, additionalProperties: {type: string, format: uuid}}]}"))
        #expect(snippet.errors.isEmpty)
        #expect(snippet.diagnostics.allSatisfy { $0.group != .unsupported })
        #expect(snippet.warnings == ["spec.yaml:6:155: warning: the 'allOf' parts give the members beside the properties the types CalendarDate and UUID, and neither holds every value of the other; those members are JSONValue, each kept as it came and written back unchanged"], "\(snippet.warnings)")
        #expect(snippet.spec?.models.first?.additionalProperties?.value == .builtin(.json))
    }

    /// FastAPI's shape: no top-level `security`, a requirement on the routes that need one.
    /// The others need none (`[]`, so no middleware acts); a document that names no
    /// requirement anywhere declares nothing (`nil`, every middleware the client holds acts).
    @Test func anOperationWithoutSecurityInADocumentThatDeclaresSomeNeedsNone() {
        let perRoute = Snippet("""
        openapi: 3.1.0
        info: {title: Demo, version: '1'}
        paths:
          /health:
            get: {operationId: health, responses: {'204': {description: x}}}
          /me:
            get: {operationId: me, security: [{bearer: []}], responses: {'204': {description: x}}}
        components:
          securitySchemes:
            bearer: {type: http, scheme: bearer}
        """)
        #expect(perRoute.diagnostics.isEmpty)
        let perRouteExpected: [[[String]]?] = [[], [["bearer"]]]
        #expect(perRoute.spec?.endpoints.map(\.security) == perRouteExpected)
        let silent = Snippet("""
        openapi: 3.1.0
        info: {title: Demo, version: '1'}
        paths:
          /health:
            get: {operationId: health, responses: {'204': {description: x}}}
        components:
          securitySchemes:
            bearer: {type: http, scheme: bearer}
        """)
        #expect(silent.diagnostics.isEmpty)
        let silentExpected: [[[String]]?] = [nil]
        #expect(silent.spec?.endpoints.map(\.security) == silentExpected)
    }

    @Test func anEmptyEnumIsAWarning() {
        let snippet = Snippet("""
        openapi: 3.0.3
        info: {title: Demo, version: '1'}
        paths: {}
        components:
          schemas:
            Nothing: {type: string, enum: []}
        """)
        #expect(snippet.models == "Nothing = String")
        #expect(snippet.warnings == ["spec.yaml:6:35: warning: an empty 'enum' allows no value at all (JSON Schema validation §6.1.2); typed by its type only"])
    }
}

extension WireFidelityTests {
    /// A number `default` is written as the document's number, never a neighbour: a `Decimal`
    /// from its text, a `Double` when one holds it exactly. Where the Swift type cannot hold it,
    /// a warning at the default says so and what is used.
    @Test func numberDefaultsAreTheDocumentsNumbers() throws {
        let snippet = Snippet(schemas("""
        Tuning:
          type: object
          required: [rate, tenth]
          properties:
            exact: {type: number, default: 0.1}
            long: {type: number, default: 0.1000000000000000000001}
            big: {type: number, default: 9007199254740993}
            money: {type: number, format: decimal, default: 12345678901234567890.123456789}
            cents: {type: number, format: decimal, default: -0.10}
            huge: {type: integer, format: int64, default: 9223372036854775808}
            small: {type: integer, format: int32, default: 3000000000}
            tooLong: {type: number, format: decimal, default: 1.234567890123456789012345678901234567890}
            ratio: {type: number, enum: [0.5, 1.5], default: 0.5}
            maybe: {type: [number, 'null'], default: 1e-400000}
            rate: {type: number, const: 0.1000000000000000000001}
            tenth: {type: number, const: 0.1}
            tiny: {type: number, format: decimal, default: 1e-99999999999999999999}
        """, version: "3.1.0"))
        let spec = try #require(snippet.spec)
        let diagnostics = DiagnosticCollector()
        var resolver = Resolver(spec: spec, diagnostics: diagnostics)
        let api = resolver.resolve(namespace: "Demo")
        guard case .object(let properties)? = api?.models.first(where: { $0.name == "Tuning" })?.kind else {
            Issue.record("no Tuning model")
            return
        }
        let defaults = Dictionary(uniqueKeysWithValues: properties.map { ($0.specName, $0.defaultValue ?? "none") })
        #expect(defaults["exact"] == "0.1")
        #expect(defaults["long"] == "0.1")
        #expect(defaults["big"] == "9007199254740992.0")
        #expect(defaults["money"] == "Decimal(sign: .plus, exponent: -9, significand: (Decimal(12345678901 as UInt64) * 1_000_000_000_000_000_000 + Decimal(234567890123456789 as UInt64)))")
        #expect(defaults["cents"] == "Decimal(sign: .minus, exponent: -1, significand: 1)")
        #expect(defaults["huge"] == "none")
        #expect(defaults["small"] == "none")
        #expect(defaults["tooLong"] == "none")
        #expect(defaults["tiny"] == "none")
        #expect(defaults["ratio"]?.hasPrefix(".") == true)
        #expect(defaults["maybe"] == ".value(0.0)")
        // A constant no Double holds is a Decimal, written exactly.
        let rate = properties.first { $0.specName == "rate" }
        #expect(rate?.type.code == "Decimal")
        #expect(rate?.constant?.literal == "Decimal(sign: .plus, exponent: -22, significand: (Decimal(1000 as UInt64) * 1_000_000_000_000_000_000 + Decimal(000000000000000001 as UInt64)))")
        #expect(properties.first { $0.specName == "tenth" }?.constant?.literal == "0.1")
        let warnings = diagnostics.diagnostics.filter { $0.severity == .warning }.map(\.description)
        #expect(warnings == [
            "spec.yaml:11:39: warning: the default 0.1000000000000000000001 of 'long' is not a number Double holds exactly; the nearest one, 0.1, is used",
            "spec.yaml:12:38: warning: the default 9007199254740993 of 'big' is not a number Double holds exactly; the nearest one, 9007199254740992.0, is used",
            "spec.yaml:15:55: warning: the default 9223372036854775808 of 'huge' is beyond the range of Int64 (-9223372036854775808...9223372036854775807); the property has no default",
            "spec.yaml:16:56: warning: the default 3000000000 of 'small' is beyond the range of Int32 (-2147483648...2147483647); the property has no default",
            "spec.yaml:17:59: warning: the default 1.234567890123456789012345678901234567890 of 'tooLong' is not a number a Decimal holds (up to 38 significant digits, powers of ten from -128 to 127); the property has no default",
            "spec.yaml:19:50: warning: the default 1e-400000 of 'maybe' is not a number Double holds exactly; the nearest one, 0.0, is used",
            "spec.yaml:22:56: warning: the default 1e-99999999999999999999 of 'tiny' is not a number a Decimal holds (up to 38 significant digits, powers of ten from -128 to 127); the property has no default",
        ], "\(warnings.joined(separator: "\n"))")
        #expect(snippet.diagnostics.isEmpty, "\(snippet.diagnostics)")
    }
}
