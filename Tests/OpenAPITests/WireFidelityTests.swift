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
