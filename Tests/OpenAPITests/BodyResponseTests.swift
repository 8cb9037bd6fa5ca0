import Testing
@testable import EndpointGenCore

@Suite struct BodyResponseTests {
    @Test func requestBodiesOfEachEncoding() {
        let snippet = Snippet("""
        openapi: 3.0.3
        info: {title: Demo, version: '1'}
        paths:
          /json:
            post:
              operationId: sendJSON
              requestBody:
                required: true
                content:
                  application/xml: {schema: {$ref: '#/components/schemas/Pet'}}
                  application/json: {schema: {$ref: '#/components/schemas/Pet'}}
              responses: {'204': {description: x}}
          /form:
            post:
              operationId: sendForm
              requestBody:
                content:
                  application/x-www-form-urlencoded:
                    schema: {type: object, properties: {name: {type: string}}, required: [name]}
              responses: {'204': {description: x}}
          /multipart:
            post:
              operationId: upload
              requestBody:
                $ref: '#/components/requestBodies/Upload'
              responses: {'204': {description: x}}
          /binary:
            put:
              operationId: putImage
              requestBody:
                required: true
                content:
                  image/png: {schema: {type: string, format: binary}}
              responses: {'204': {description: x}}
        components:
          schemas:
            Pet: {type: object, properties: {name: {type: string}}}
          requestBodies:
            Upload:
              required: true
              content:
                multipart/form-data:
                  schema:
                    type: object
                    properties:
                      file: {type: string, format: binary}
                      note: {type: string}
        """)
        #expect(snippet.errors.isEmpty)
        #expect(snippet.warnings.isEmpty)
        #expect(snippet.endpoints == """
        sendJSON: POST /json body(json: Pet) -> none
        sendForm: POST /form body(form: SendFormBody?) -> none
        upload: POST /multipart body(multipart: UploadBody) -> none
        putImage: PUT /binary body(binary image/png: Data) -> none
        """)
        // Inline form and multipart bodies keep no other members: the request sends properties only.
        #expect(snippet.models == "Pet {name: String?}\nSendFormBody {name: String} closed\nUploadBody {file: FilePart?, note: String?} closed")
    }

    @Test func xmlOnlyBodiesAreRawBytesWithAWarning() {
        let snippet = Snippet("""
        openapi: 3.0.3
        info: {title: Demo, version: '1'}
        paths:
          /x:
            post:
              operationId: sendXML
              requestBody:
                content:
                  application/xml: {schema: {type: object}}
              responses: {'204': {description: x}}
        """)
        #expect(snippet.endpoints == "sendXML: POST /x body(binary application/xml: Data?) -> none")
        #expect(snippet.warnings == ["spec.yaml:9:11: warning: XML bodies are not encoded by EndpointGen; the body is raw bytes (Data) sent as application/xml [#Unsupported]"])
    }

    @Test func responsesSuccessEmptyAndTypedErrors() {
        let reader = Snippet(responsesSnippet)
        #expect(reader.diagnostics.isEmpty)
        #expect(reader.endpoints == """
        listPets: GET /pets -> [Pet] 404: Problem 500: none default: ListPetsErrorDefault
        deletePets: DELETE /pets -> none
        petsAsText: GET /pets/text -> String (text/plain)
        onlyDefault: GET /only-default -> Pet default: Pet
        """)
        #expect(reader.models.hasSuffix("ListPetsErrorDefault {title: String?}"))
    }

    @Test func aStatusThatIsNotOneIsSkippedWithAWarning() {
        let snippet = Snippet("""
        openapi: 3.0.3
        info: {title: Demo, version: '1'}
        paths:
          /bad:
            get:
              responses:
                '600': {description: no}
                '20': {description: no}
                404/596: {description: no, content: {application/json: {schema: {type: integer}}}}
                x-note: {description: an extension, not a response}
                '200': {description: ok, content: {application/json: {schema: {type: string}}}}
        """)
        #expect(snippet.errors.isEmpty)
        #expect(snippet.warnings == [
            "spec.yaml:7:9: warning: '600' is not a status code (100-599), a range like 4XX, or default, the keys OpenAPI allows in 'responses'; this response is skipped",
            "spec.yaml:8:9: warning: '20' is not a status code (100-599), a range like 4XX, or default, the keys OpenAPI allows in 'responses'; this response is skipped",
            "spec.yaml:9:9: warning: '404/596' is not a status code (100-599), a range like 4XX, or default, the keys OpenAPI allows in 'responses'; this response is skipped",
        ])
        #expect(snippet.endpoints == "getBad: GET /bad -> String")
    }

    private var responsesSnippet: String {
        """
        openapi: 3.0.3
        info: {title: Demo, version: '1'}
        paths:
          /pets:
            get:
              operationId: listPets
              responses:
                200:
                  description: ok
                  content:
                    application/json: {schema: {type: array, items: {$ref: '#/components/schemas/Pet'}}}
                '404':
                  $ref: '#/components/responses/NotFound'
                '500': {description: no body}
                default:
                  description: other
                  content:
                    application/problem+json: {schema: {type: object, properties: {title: {type: string}}}}
            delete:
              operationId: deletePets
              responses:
                '204': {description: gone}
          /pets/text:
            get:
              operationId: petsAsText
              responses:
                '200': {description: ok, content: {text/plain: {schema: {type: string}}}}
          /only-default:
            get:
              operationId: onlyDefault
              responses:
                default: {description: any, content: {application/json: {schema: {$ref: '#/components/schemas/Pet'}}}}
        components:
          schemas:
            Pet: {type: object, properties: {name: {type: string}}}
            Problem: {type: object, properties: {detail: {type: string}}}
          responses:
            NotFound:
              description: not found
              content: {application/json: {schema: {$ref: '#/components/schemas/Problem'}}}
        """
    }

    /// 2xx responses with different bodies become one success case each (issue 14).
    @Test func severalTwoHundredBodiesOfDifferentTypesAreCasesInStatusOrder() {
        let snippet = Snippet("""
        openapi: 3.0.3
        info: {title: Demo, version: '1'}
        paths:
          /a:
            post:
              operationId: make
              responses:
                '201': {description: made, content: {application/json: {schema: {$ref: '#/components/schemas/B'}}}}
                '200': {description: found, content: {application/json: {schema: {$ref: '#/components/schemas/A'}}}}
                '202': {description: again, content: {application/json: {schema: {$ref: '#/components/schemas/A'}}}}
        components:
          schemas:
            A: {type: string}
            B: {type: integer}
        """)
        #expect(snippet.endpoints == "make: POST /a -> 200: A | 201: B | 202: A")
        #expect(snippet.warnings.isEmpty)
    }
}

@Suite struct StatusRangeTests {
    @Test func rangesAndSwaggerStyleDefinitions() {
        let snippet = Snippet("""
        openapi: 3.0.3
        info: {title: Demo, version: '1'}
        paths:
          /a:
            get:
              operationId: getA
              responses:
                2XX: {description: ok, content: {application/json: {schema: {$ref: '#/definitions/Thing'}}}}
                4XX: {description: client error, content: {application/json: {schema: {type: string}}}}
        components:
          schemas:
            Thing: {type: string}
        """)
        #expect(snippet.errors.isEmpty)
        #expect(snippet.endpoints == "getA: GET /a -> Thing 4XX: String")
        #expect(snippet.warnings == [
            "spec.yaml:8:76: warning: $ref '#/definitions/Thing' points to nothing; read as '#/components/schemas/Thing' (Swagger 2 'definitions' are 'components/schemas' in OpenAPI 3)",
        ])
    }
}

@Suite struct FormBodyFitTests {
    @Test func formDataFieldsStayDataAndMultipartTakesEveryField() {
        let snippet = Snippet("""
        openapi: 3.0.3
        info: {title: Demo, version: '1'}
        paths:
          /form:
            post:
              operationId: sendForm
              requestBody:
                content:
                  application/x-www-form-urlencoded:
                    schema: {type: object, properties: {file: {type: string, format: byte}, name: {type: string}}}
              responses: {'204': {description: x}}
          /multipart:
            post:
              operationId: upload
              requestBody:
                content:
                  multipart/form-data: {schema: {$ref: '#/components/schemas/Upload'}}
              responses: {'204': {description: x}}
          /free:
            post:
              operationId: sendFree
              requestBody:
                content:
                  application/x-www-form-urlencoded: {schema: {type: object, additionalProperties: {type: string}}}
              responses: {'204': {description: x}}
        components:
          schemas:
            Upload:
              type: object
              required: [meta]
              properties:
                file: {type: string, format: binary}
                meta: {type: object, properties: {size: {type: integer}}}
        """)
        #expect(snippet.errors.isEmpty)
        #expect(snippet.endpoints == """
        sendForm: POST /form body(form: SendFormBody?) -> none
        upload: POST /multipart body(multipart: Upload?) -> none
        sendFree: POST /free body(form: [String: String]?) -> none
        """)
        #expect(snippet.models == """
        UploadMeta {size: Int?}
        Upload {file: FilePart?, meta: UploadMeta}
        SendFormBody {file: Data?, name: String?} closed
        """)
        #expect(snippet.warnings.isEmpty, "\(snippet.warnings)")
    }

    /// A free-form form body (`additionalProperties` of scalars or arrays of them) sends each key
    /// as a field; one whose values are objects, or may be `null`, is still raw bytes, with a warning. An
    /// `encoding` entry names a key: a style that writes the key's value as it is sent anyway
    /// has no effect (a plain warning); a JSON `contentType`, `allowReserved`, or a style that
    /// would join an array's elements is applied to that key (the forms golden sends them).
    @Test func aDictionaryOfScalarsIsAFormOfItsKeys() {
        let snippet = Snippet("""
        openapi: 3.0.3
        info: {title: Demo, version: '1'}
        paths:
          /free:
            post:
              operationId: sendFree
              requestBody:
                required: true
                content:
                  application/x-www-form-urlencoded:
                    schema: {$ref: '#/components/schemas/Labels'}
                    encoding: {color: {style: form}, size: {contentType: application/json}}
              responses: {'204': {description: x}}
          /nested:
            post:
              operationId: sendNested
              requestBody:
                content:
                  application/x-www-form-urlencoded: {schema: {type: object, additionalProperties: {type: object}}}
              responses: {'204': {description: x}}
          /nullable:
            post:
              operationId: sendNullable
              requestBody:
                content:
                  application/x-www-form-urlencoded: {schema: {type: object, additionalProperties: {type: string, nullable: true}}}
              responses: {'204': {description: x}}
          /counts:
            post:
              operationId: sendCounts
              requestBody:
                content:
                  application/x-www-form-urlencoded: {schema: {type: object, additionalProperties: {type: integer, format: int64}}}
              responses: {'204': {description: x}}
          /tags:
            post:
              operationId: sendTags
              requestBody:
                content:
                  application/x-www-form-urlencoded:
                    schema: {type: object, additionalProperties: {type: array, items: {type: string}}}
                    encoding: {one: {style: spaceDelimited, explode: true}, tag: {explode: false}}
              responses: {'204': {description: x}}
          /binaryLists:
            post:
              operationId: sendBinaryLists
              requestBody:
                content:
                  application/x-www-form-urlencoded: {schema: {type: object, additionalProperties: {type: array, items: {type: string, format: binary}}}}
              responses: {'204': {description: x}}
          /nullableTags:
            post:
              operationId: sendNullableTags
              requestBody:
                content:
                  application/x-www-form-urlencoded: {schema: {type: object, additionalProperties: {type: array, items: {type: string, nullable: true}}}}
              responses: {'204': {description: x}}
        components:
          schemas:
            Labels: {type: object, additionalProperties: {type: string, enum: [red, blue]}}
        """)
        #expect(snippet.errors.isEmpty)
        #expect(snippet.endpoints == """
        sendFree: POST /free body(form: Labels) -> none
        sendNested: POST /nested body(form: [String: [String: JSON]]?) -> none
        sendNullable: POST /nullable body(form: [String: String?]?) -> none
        sendCounts: POST /counts body(form: [String: Int64]?) -> none
        sendTags: POST /tags body(form: [String: [String]]?) -> none
        sendBinaryLists: POST /binaryLists body(binary application/x-www-form-urlencoded: Data?) -> none
        sendNullableTags: POST /nullableTags body(form: [String: [String?]]?) -> none
        """)
        #expect(snippet.warnings == [
            "spec.yaml:12:31: warning: the encoding of 'color' has no effect: a key of a free-form form body is sent as name=value pairs, as this encoding writes them",
            "spec.yaml:42:29: warning: the encoding of 'one' has no effect: a key of a free-form form body is sent as name=value pairs, as this encoding writes them",
            // Raw bytes in arrays: no base64 guess.
            "spec.yaml:49:11: warning: a form body that is not an object, a choice of objects, or a dictionary of values a form field holds (raw bytes one under each key, not in arrays or null) is not supported yet; the body is raw bytes (Data) you encode, sent as application/x-www-form-urlencoded [#Unsupported]",
        ])
    }

    /// A free-form multipart body: each key a part; raw bytes are file parts, base64 text a
    /// text part (`String`, with a warning); an `encoding` entry names a key and is ignored.
    @Test func aDictionaryMultipartBodyIsOnePartPerKey() {
        let snippet = Snippet("""
        openapi: 3.0.3
        info: {title: Demo, version: '1'}
        paths:
          /free:
            post:
              operationId: sendFree
              requestBody:
                required: true
                content:
                  multipart/form-data:
                    schema: {type: object}
                    encoding: {a: {contentType: text/plain}}
              responses: {'204': {description: x}}
          /files:
            post:
              operationId: sendFiles
              requestBody:
                content:
                  multipart/form-data: {schema: {type: object, additionalProperties: {type: string, format: binary}}}
              responses: {'204': {description: x}}
          /texts:
            post:
              operationId: sendTexts
              requestBody:
                content:
                  multipart/form-data: {schema: {type: object, additionalProperties: {type: string, format: byte}}}
              responses: {'204': {description: x}}
        """)
        #expect(snippet.errors.isEmpty)
        #expect(snippet.endpoints == """
        sendFree: POST /free body(multipart: [String: JSON]) -> none
        sendFiles: POST /files body(multipart: [String: FilePart]?) -> none
        sendTexts: POST /texts body(multipart: [String: String]?) -> none
        """)
        #expect(snippet.warnings == [
            "spec.yaml:12:27: warning: the encoding of 'a' names no property of the schema, as OpenAPI 3.0.4 §4.7.14 requires of the keys of 'encoding'; a key of a free-form multipart body is a part written by the shape of its value, and this entry is ignored",
            "spec.yaml:26:41: warning: the values of this multipart body are base64 text (format: byte or contentEncoding), so each part is that text: typed String, give the base64 text",
        ])
    }

    /// A form or multipart body is a list of named fields: an array or a single value has no
    /// names, so it stays raw bytes, with a warning that says why (not a gap to fill).
    @Test func anArrayOrScalarFormBodyIsRawBytesWithAReason() {
        let snippet = Snippet("""
        openapi: 3.0.3
        info: {title: Demo, version: '1'}
        paths:
          /list:
            post:
              operationId: sendList
              requestBody:
                content:
                  application/x-www-form-urlencoded: {schema: {type: array, items: {type: string}}}
              responses: {'204': {description: x}}
          /one:
            post:
              operationId: sendOne
              requestBody:
                content:
                  multipart/form-data: {schema: {type: string}}
              responses: {'204': {description: x}}
        """)
        #expect(snippet.errors.isEmpty)
        #expect(snippet.endpoints == """
        sendList: POST /list body(binary application/x-www-form-urlencoded: Data?) -> none
        sendOne: POST /one body(binary multipart/form-data: Data?) -> none
        """)
        #expect(snippet.warnings == [
            "spec.yaml:9:11: warning: a form body is a list of named fields, and an array has no field names; the body is Data, which you encode, sent as application/x-www-form-urlencoded",
            "spec.yaml:16:11: warning: a multipart body is a list of named fields, and a single value has no field names; the body is Data, which you encode, sent as multipart/form-data",
        ])
    }
}

@Suite struct FormDataAndContentParameterTests {
    static let document = """
    openapi: 3.0.3
    info: {title: Demo, version: '1'}
    paths:
      /items/{selector}:
        post:
          operationId: send
          parameters:
            - name: selector
              in: path
              required: true
              content: {application/json: {schema: {type: array, items: {type: integer}}}}
            - name: filter
              in: query
              content: {application/json: {schema: {$ref: '#/components/schemas/Filter'}}}
            - name: X-Context
              in: header
              required: true
              content: {application/json: {schema: {type: object, properties: {id: {type: string}}}}}
            - name: note
              in: query
              content: {text/plain: {schema: {type: string}}, application/xml: {schema: {type: string}}}
          requestBody:
            content:
              application/x-www-form-urlencoded:
                schema:
                  type: object
                  required: [digest]
                  properties:
                    digest: {type: string, format: byte}
                    blob: {type: string, format: binary}
          responses: {'204': {description: x}}
    components:
      schemas:
        Filter: {type: object, properties: {role: {type: string}, ids: {type: array, items: {type: integer}}}}
    """

    @Test func aContentParameterHasItsSchemasTypeAndIsSentAsJSONText() throws {
        let snippet = Snippet(Self.document)
        #expect(snippet.endpoints == """
        send: POST /items/{selector} path(selector: [Int]) query(filter: Filter?, note: String?) header(X-Context: SendXContext) \
        body(form: SendBody?) -> none
        """)
        #expect(snippet.spec?.endpoints.first.map { $0.queryParameters.map(\.isJSON) + $0.pathParameters.map(\.isJSON) } == [true, false, true])
        #expect(snippet.warnings == [
            "spec.yaml:21:20: warning: a parameter's 'content' must hold exactly one media type (OpenAPI 3.0.4 §4.7.12.2); the one a body would use (JSON first) is used",
        ])
        let result = Generator.generate(specs: [try #require(snippet.spec)])
        let send = try #require(result.files.first { $0.key.hasSuffix(".Send.swift") }?.value)
        #expect(send.contains(#"PathParameter.encode(ParameterValue(json: self.selector), name: "selector"))"#), "\(send)")
        #expect(send.contains(#"items.append("filter", self.filter.map { ParameterValue(json: $0) })"#), "\(send)")
        #expect(send.contains(#"items.append("note", self.note)"#), "\(send)")
        #expect(send.contains(#"fields["X-Context"] = ParameterValue(json: self.xContext).headerFieldValue(name: "X-Context")"#), "\(send)")
    }

    @Test func formDataIsBase64TextOrPercentEncodedBytesAsItsFormatSays() throws {
        let snippet = Snippet(Self.document)
        #expect(snippet.models.contains("SendBody {digest: Data, blob: Data?}"), "\(snippet.models)")
        let result = Generator.generate(specs: [try #require(snippet.spec)])
        let send = try #require(result.files.first { $0.key.hasSuffix(".Send.swift") }?.value)
        #expect(send.contains(#"items.append("digest", value.digest.base64EncodedString())"#), "\(send)")
        #expect(send.contains(#"items.append("blob", bytes: value.blob)"#), "\(send)")
    }
}

/// The Encoding Object (OpenAPI 3.0.4 §4.7.15) of form and multipart bodies.
@Suite struct EncodingObjectTests {
    static let document = """
    openapi: 3.0.3
    info: {title: Demo, version: '1'}
    paths:
      /charges:
        post:
          operationId: createCharge
          requestBody:
            required: true
            content:
              application/x-www-form-urlencoded:
                schema:
                  type: object
                  required: [amount]
                  properties:
                    amount: {type: integer}
                    metadata: {type: object, additionalProperties: {type: string}}
                    expand: {type: array, items: {type: string}}
                    tags: {type: array, items: {type: string}}
                    shipping: {type: object, properties: {city: {type: string}, zip: {type: string}}}
                    filter: {type: object, properties: {role: {type: string}, deep: {type: object, properties: {x: {type: integer}}}}}
                    note: {type: string}
                encoding:
                  metadata: {style: deepObject, explode: true}
                  tags: {style: form, explode: false}
                  shipping: {style: deepObject}
                  filter: {contentType: application/json}
                  note: {allowReserved: true, headers: {X-A: {schema: {type: string}}}}
                  missing: {style: form}
          responses: {'204': {description: x}}
      /upload:
        post:
          operationId: upload
          requestBody:
            content:
              multipart/form-data:
                schema:
                  type: object
                  properties:
                    photo: {type: string, format: binary}
                    meta: {type: object, properties: {a: {type: string}}}
                encoding:
                  photo: {contentType: 'image/png, image/jpeg', headers: {X-Rate: {schema: {type: integer}}}}
                  meta: {style: form}
          responses: {'204': {description: x}}
    """

    @Test func formFieldsAreWrittenByTheirStyleAndMultipartPartsByTheirContentType() throws {
        let snippet = Snippet(Self.document)
        #expect(snippet.errors.isEmpty)
        #expect(snippet.warnings == [
            "spec.yaml:27:52: warning: 'headers' apply to multipart parts (OpenAPI 3.0.4 §4.7.15); a URL-encoded field has none",
            "spec.yaml:28:24: warning: the encoding of 'missing' names no property of the body, so it applies to nothing",
            "spec.yaml:43:29: warning: 'style' applies to fields of application/x-www-form-urlencoded bodies (OpenAPI 3.0.4 §4.7.15); a multipart part is written by its content type",
        ])
        let result = Generator.generate(specs: [try #require(snippet.spec)])
        let charge = try #require(result.files.first { $0.key.hasSuffix(".CreateCharge.swift") }?.value)
        for line in [
            #"items.append("metadata", value.metadata.map { ParameterValue(dictionary: $0) }, style: .deepObject)"#,
            #"items.append("expand", value.expand)"#,
            #"items.append("tags", value.tags, explode: false)"#,
            // An object that keeps members beside its properties is written whole, as its JSON has it.
            #"items.append("shipping", value.shipping.map { ParameterValue(encoding: $0) }, style: .deepObject)"#,
            // A JSON field is its JSON text, whatever its shape (a nested object here).
            #"items.append("filter", value.filter.map { ParameterValue(json: $0) })"#,
            #"items.append("note", value.note, allowReserved: true)"#,
        ] {
            #expect(charge.contains(line), "\(line)")
        }
        let upload = try #require(result.files.first { $0.key.hasSuffix(".Upload.swift") }?.value)
        #expect(upload.contains(#"form.append("photo", file: value.photo, contentType: "image/png", headerFields: ["X-Rate": self.photoXRate.map { ParameterValue($0).headerFieldValue(name: "X-Rate") }])"#), "\(upload)")
    }
}


/// Multipart parts' header fields and content types (OpenAPI 3.0.4 §4.7.15 Encoding Object).
@Suite struct MultipartPartEncodingTests {
    static let document = """
    openapi: 3.0.3
    info: {title: Demo, version: '1'}
    paths:
      /logs:
        post:
          operationId: uploadLog
          requestBody:
            required: true
            content:
              multipart/form-data:
                schema:
                  type: object
                  required: [log]
                  properties:
                    log: {type: string}
                    count: {type: integer}
                    meta: {type: object, properties: {a: {type: string}}}
                    tags: {type: array, items: {type: string}}
                    photo: {type: string, format: binary}
                    blob: {type: string, format: byte}
                encoding:
                  log:
                    contentType: text/plain; charset=utf-8
                    headers:
                      X-Log-Type:
                        required: true
                        description: The kind of log.
                        schema: {type: string, enum: [structured, unstructured]}
                      X-Rate: {schema: {type: integer}}
                      Content-Type: {schema: {type: string}}
                  count: {contentType: application/json}
                  meta: {contentType: text/plain}
                  tags: {contentType: application/json}
                  photo: {contentType: image/png, headers: {X-Checksum: {schema: {type: string}}}}
                  blob: {contentType: image/png}
          responses: {'204': {description: x}}
    """

    @Test func partHeadersAreRequestPropertiesAndContentTypesAreKept() throws {
        let snippet = Snippet(Self.document)
        #expect(snippet.errors.isEmpty)
        #expect(snippet.warnings == [
            "spec.yaml:30:19: warning: 'Content-Type' has no effect in a part's 'headers': the part writes it from its name, file name and 'contentType' (OpenAPI 3.0.4 §4.7.15)",
            "spec.yaml:32:35: warning: the part of 'meta' holds an object, sent as JSON; 'text/plain' has no meaning for it",
            "spec.yaml:20:17: warning: property 'blob' is base64 text (format: byte or contentEncoding), so its part is that text: typed String, give the base64 text",
            "spec.yaml:35:35: warning: the part of 'blob' is base64 text, which 'image/png' would read as other bytes; it is sent as text",
        ], "\(snippet.warnings)")
        let result = Generator.generate(specs: [try #require(snippet.spec)])
        #expect(!result.diagnostics.contains { $0.severity == .error })
        let upload = try #require(result.files.first { $0.key.hasSuffix(".UploadLog.swift") }?.value)
        for line in [
            "public var logXLogType: UploadLogBodyLogXLogType",
            "logXLogType: UploadLogBodyLogXLogType,",
            "public var logXRate: Int?",
            "public var photoXChecksum: String?",
            "/// The kind of log.",
            "/// The header field `X-Log-Type` of the multipart part `log`.",
            #"form.append("log", value.log, contentType: "text/plain; charset=utf-8", headerFields: ["X-Log-Type": ParameterValue(self.logXLogType.rawValue).headerFieldValue(name: "X-Log-Type"), "X-Rate": self.logXRate.map { ParameterValue($0).headerFieldValue(name: "X-Rate") }])"#,
            // A JSON content type makes any value a JSON part, its JSON text with that type.
            #"form.append("count", json: value.count, contentType: "application/json")"#,
            #"form.append("tags", json: value.tags, contentType: "application/json")"#,
            #"form.append("meta", json: value.meta)"#,
            #"form.append("photo", file: value.photo, contentType: "image/png", headerFields: ["X-Checksum": self.photoXChecksum.map { ParameterValue($0).headerFieldValue(name: "X-Checksum") }])"#,
            #"form.append("blob", value.blob)"#,
        ] {
            #expect(upload.contains(line), "\(line)\n\(upload)")
        }
    }
}

/// Part header names and part media types that no request could send are errors of the spec.
@Suite struct HostilePartEncodingTests {
    @Test func partHeaderNamesAndMediaTypesThatCannotBeSentAreErrors() {
        let snippet = Snippet("""
        openapi: 3.1.0
        info: {title: Hostile parts, version: '2'}
        paths:
          /parts:
            put:
              operationId: replaceParts
              requestBody:
                content:
                  multipart/form-data:
                    schema:
                      type: object
                      properties:
                        log: {type: string}
                        photo: {type: string, format: binary}
                        scan: {type: string, contentMediaType: "image/png\\r\\nX-Evil: 1"}
                        note: {type: string}
                    encoding:
                      log:
                        contentType: "text/plain\\r\\nX-Evil: 1"
                        headers:
                          'bad name': {schema: {type: string}}
                          'X-Ü': {schema: {type: string}}
                          X-Rate: {schema: {type: integer}}
                          x-rate: {schema: {type: integer}}
                      photo: {contentType: 'not a media type'}
                      note: {contentType: 'text/plain; charset=utf-8'}
              responses: {'204': {description: x}}
        """)
        #expect(snippet.errors == [
            #"spec.yaml:19:30: error: 'text/plain\u{D}\u{A}X-Evil: 1' is not a media type such as image/png (RFC 9110 §8.3.1)"#,
            "spec.yaml:25:36: error: 'not a media type' is not a media type such as image/png (RFC 9110 §8.3.1)",
            #"spec.yaml:15:17: error: the 'contentMediaType' of property 'scan': 'image/png\u{D}\u{A}X-Evil: 1' is not a media type such as image/png (RFC 9110 §8.3.1)"#,
            "spec.yaml:21:19: error: header field name 'bad name' is not an RFC 9110 token: a space is not allowed",
            "spec.yaml:22:19: error: header field name 'X-Ü' is not an RFC 9110 token: 'Ü' (U+00DC) is not allowed",
        ], "\(snippet.errors)")
        #expect(snippet.warnings == ["""
            spec.yaml:24:19: warning: header field 'x-rate' repeats another name; field names are case-insensitive (RFC 9110 §5.1)
            spec.yaml:23:19: note: the same field is first named here
            """], "\(snippet.warnings)")
    }
}

/// A part's charset the client cannot write is reported when the client is generated, and
/// the part is sent in UTF-8 and says so, rather than failing every request that sets it.
@Suite struct MultipartCharsetTests {
    /// The runtime's `MultipartFormData` writes these (EncodingTests lists the same names and
    /// checks that it does): change both.
    @Test func theCharsetsAllowedAreTheOnesTheRuntimeWrites() {
        #expect(FieldRules.textPartCharsets == ["utf-8", "utf8", "us-ascii", "ascii", "iso-8859-1", "iso_8859-1", "latin1"])
        #expect(FieldRules.jsonPartCharsets.isSubset(of: FieldRules.textPartCharsets))
        #expect(FieldRules.charset(of: #"text/plain; format=flowed; CHARSET="UTF-16""#) == "UTF-16")
        #expect(FieldRules.charset(of: "text/plain") == nil)
        #expect(FieldRules.replacingCharset(in: "text/plain;charset=a ; x=y", with: "utf-8") == "text/plain; charset=utf-8; x=y")
    }

    @Test func aCharsetTheClientCannotWriteIsReplacedByUTF8WithAWarning() throws {
        let snippet = Snippet("""
        openapi: 3.0.3
        info: {title: Demo, version: '1'}
        paths:
          /notes:
            post:
              operationId: postNote
              requestBody:
                content:
                  multipart/form-data:
                    schema:
                      type: object
                      properties:
                        text: {type: string}
                        latin: {type: string}
                        data: {type: object, properties: {a: {type: string}}}
                        plain: {type: object, properties: {a: {type: string}}}
                        sheet: {type: string, format: binary}
                    encoding:
                      text: {contentType: 'text/plain; charset="UTF-16"; format=flowed'}
                      latin: {contentType: text/plain; Charset=ISO-8859-1}
                      data: {contentType: application/json; charset=iso-8859-1}
                      plain: {contentType: application/json;charset=UTF-8}
                      sheet: {contentType: text/csv; charset=utf-16}
              responses: {'204': {description: x}}
        """)
        #expect(snippet.errors.isEmpty)
        #expect(snippet.warnings == [
            "spec.yaml:21:35: warning: the charset 'iso-8859-1' of the part 'data' is not one the client writes JSON in (UTF-8); the part is sent in UTF-8, as 'application/json; charset=utf-8'",
            "spec.yaml:19:35: warning: the charset 'UTF-16' of the part 'text' is not one the client writes text in (UTF-8, US-ASCII, ISO-8859-1); the part is sent in UTF-8, as 'text/plain; charset=utf-8; format=flowed'",
        ], "\(snippet.warnings)")
        let result = Generator.generate(specs: [try #require(snippet.spec)])
        let post = try #require(result.files.first { $0.key.hasSuffix(".PostNote.swift") }?.value)
        for line in [
            #"form.append("text", value.text, contentType: "text/plain; charset=utf-8; format=flowed")"#,
            #"form.append("latin", value.latin, contentType: "text/plain; Charset=ISO-8859-1")"#,
            #"form.append("data", json: value.data, contentType: "application/json; charset=utf-8")"#,
            #"form.append("plain", json: value.plain, contentType: "application/json;charset=UTF-8")"#,
            // A file part is the caller's bytes, in whatever charset its media type names.
            #"form.append("sheet", file: value.sheet, contentType: "text/csv; charset=utf-16")"#,
        ] {
            #expect(post.contains(line), "\(line)\n\(post)")
        }
    }
}

/// Arrays and nested objects under `style: deepObject`, in form fields and query parameters:
/// the Rails / `qs` brackets OpenAPI leaves undefined.
@Suite struct DeepObjectBracketTests {
    @Test func arraysAndNestedObjectsAreWrittenWithBrackets() throws {
        let snippet = Snippet("""
        openapi: 3.0.3
        info: {title: Demo, version: '1'}
        paths:
          /charges:
            post:
              operationId: createCharge
              parameters:
                - {name: expand, in: query, style: deepObject, schema: {type: array, items: {type: string}}}
                - name: filter
                  in: query
                  style: deepObject
                  schema:
                    type: object
                    properties:
                      tags: {type: array, items: {type: string}}
                      range: {type: object, additionalProperties: false, properties: {min: {type: integer}, max: {type: integer}}}
              requestBody:
                content:
                  application/x-www-form-urlencoded:
                    schema:
                      type: object
                      properties:
                        expand: {type: array, items: {type: string}}
                        shipping:
                          type: object
                          additionalProperties: false
                          required: [address]
                          properties:
                            name: {type: string}
                            address: {type: object, additionalProperties: false, properties: {city: {type: string}, lines: {type: array, items: {type: string}}}}
                    encoding:
                      expand: {style: deepObject, explode: true}
                      shipping: {style: deepObject, explode: true}
              responses: {'204': {description: x}}
        """)
        #expect(snippet.errors.isEmpty)
        #expect(snippet.warnings.isEmpty, "\(snippet.warnings)")
        let result = Generator.generate(specs: [try #require(snippet.spec)])
        #expect(!result.diagnostics.contains { $0.severity == .error }, "\(result.diagnostics)")
        let charge = try #require(result.files.first { $0.key.hasSuffix(".CreateCharge.swift") }?.value)
        for line in [
            #"items.append("expand", self.expand, style: .deepObject)"#,
            #"items.append("filter[tags]", self.filterTags, style: .deepObject)"#,
            #"items.append("filter[range]", self.filterRange.map { ParameterValue(["min": $0.min, "max": $0.max]) }, style: .deepObject)"#,
            #"items.append("expand", value.expand, style: .deepObject)"#,
            #"items.append("shipping", value.shipping.map { ParameterValue(nested: ["name": $0.name.map { ParameterValue($0) }, "address": ParameterValue(nested: ["city": $0.address.city.map { ParameterValue($0) }, "lines": $0.address.lines.map { ParameterValue($0) }])]) }, style: .deepObject)"#,
        ] {
            #expect(charge.contains(line), "\(line)\n\(charge)")
        }
    }

    /// Payment-style fields: an object or a value (the empty string that clears the field), a
    /// range filter that is an object or a number; objects inside a field with no style.
    @Test func choicesOfObjectsAndValuesAreTypedAndWrittenAsTheVariantTheyHold() throws {
        let snippet = Snippet("""
        openapi: 3.0.3
        info: {title: Demo, version: '1'}
        paths:
          /charges:
            post:
              operationId: createCharge
              parameters:
                - name: created
                  in: query
                  style: deepObject
                  schema:
                    anyOf:
                      - {type: object, properties: {gt: {type: integer}, lt: {type: integer}}}
                      - {type: integer}
                - {name: where, in: query, style: deepObject, schema: {$ref: '#/components/schemas/Where'}}
              requestBody:
                content:
                  application/x-www-form-urlencoded:
                    schema:
                      type: object
                      properties:
                        metadata:
                          anyOf:
                            - {type: object, additionalProperties: {type: string}}
                            - {type: string, enum: ['']}
                        address:
                          type: object
                          properties:
                            geo: {type: object, properties: {lat: {type: number}}}
                        lines: {type: array, items: {type: object, properties: {a: {type: string}}}}
                        styled: {type: array, items: {type: object, properties: {a: {type: string}}}}
                        free: {}
                    encoding:
                      metadata: {style: deepObject, explode: true}
                      styled: {style: form}
              responses: {'204': {description: x}}
          /anything:
            post:
              operationId: postAnything
              requestBody:
                content:
                  application/x-www-form-urlencoded: {}
                  multipart/form-data: {schema: {}}
              responses: {'204': {description: x}}
            put:
              operationId: putAnything
              requestBody:
                content:
                  multipart/form-data: {schema: {}}
              responses: {'204': {description: x}}
          /either:
            post:
              operationId: postEither
              requestBody:
                content:
                  application/x-www-form-urlencoded:
                    schema:
                      oneOf:
                        - {type: object, properties: {a: {type: string}}}
                        - {type: string}
              responses: {'204': {description: x}}
        components:
          schemas:
            Where:
              oneOf:
                - {type: object, properties: {not: {$ref: '#/components/schemas/Where'}, id: {type: integer}}}
                - {type: integer}
        """)
        #expect(snippet.errors.isEmpty)
        #expect(snippet.warnings == [
            "spec.yaml:31:17: warning: property 'styled' of type [CreateChargeBodyStyledItem] has no form in the style its encoding gives (OpenAPI 3.0.4 §4.7.12.4 writes scalars, arrays and objects of them; style deepObject, or no style for its JSON text, writes it); typed String, its text is sent as is",
            "spec.yaml:60:19: warning: a form body that is a choice is sent as the fields of the variant it holds; the variant String is a single value, which has no field names (a form is a list of named fields); the body is Data, which you encode",
        ], "\(snippet.warnings)")
        let result = Generator.generate(specs: [try #require(snippet.spec)])
        #expect(!result.diagnostics.contains { $0.severity == .error }, "\(result.diagnostics)")
        let charge = try #require(result.files.first { $0.key.hasSuffix(".CreateCharge.swift") }?.value)
        for line in [
            "public var created: CreateChargeCreated?",
            #"items.append("created", self.created.map { ParameterValue(encoding: $0) }, style: .deepObject)"#,
            #"items.append("where", self.`where`.map { ParameterValue(encoding: $0) }, style: .deepObject)"#,
            #"items.append("metadata", value.metadata.map { ParameterValue(encoding: $0) }, style: .deepObject)"#,
            // No style: the Encoding Object's default content type for an object, its JSON text.
            #"items.append("address", value.address.map { ParameterValue(json: $0) })"#,
            #"items.append("lines", value.lines.map { ParameterValue(json: $0) })"#,
            #"items.append("free", value.free.map { ParameterValue(json: $0) })"#,
            #"items.append("styled", value.styled)"#,
        ] {
            #expect(charge.contains(line), "\(line)\n\(charge)")
        }
        #expect(snippet.endpoints.contains("postEither: POST /either body(binary application/x-www-form-urlencoded: Data?) -> none"), "\(snippet.endpoints)")
        // A form with no schema, or one that allows anything, is a list of named fields all the same.
        #expect(snippet.endpoints.contains("postAnything: POST /anything body(form: [String: JSON]?) -> none"), "\(snippet.endpoints)")
        #expect(snippet.endpoints.contains("putAnything: PUT /anything body(multipart: [String: JSON]?) -> none"), "\(snippet.endpoints)")
    }

    /// An `encoding` entry for a key of a free-form form body of objects writes that key as a
    /// property of its type would be; a style that has no form for it is the document's fault.
    @Test func anEntryForAKeyOfObjectsWritesThatKey() throws {
        let snippet = Snippet("""
        openapi: 3.0.0
        info: {title: F, version: '1'}
        paths:
          /a:
            post:
              operationId: postLines
              requestBody:
                content:
                  application/x-www-form-urlencoded:
                    schema:
                      type: object
                      additionalProperties: {$ref: '#/components/schemas/Line'}
                    encoding:
                      joined: {explode: false}
                      deep: {style: deepObject}
                      json: {contentType: application/json}
              responses: {'204': {description: x}}
          /b:
            post:
              operationId: postNested
              requestBody:
                content:
                  application/x-www-form-urlencoded:
                    schema:
                      type: object
                      additionalProperties: {$ref: '#/components/schemas/Order'}
                    encoding:
                      joined: {explode: false}
              responses: {'204': {description: x}}
        components:
          schemas:
            Line:
              type: object
              additionalProperties: false
              properties: {sku: {type: string}, quantity: {type: integer}}
            Order:
              type: object
              additionalProperties: false
              properties: {line: {$ref: '#/components/schemas/Line'}}
        """)
        #expect(snippet.errors.isEmpty)
        #expect(snippet.warnings == [
            "spec.yaml:28:23: warning: the encoding of 'joined' gives a style that has no form for Order (OpenAPI 3.0.4 §4.7.12.4 writes scalars, arrays and objects of them); this key is sent as the other keys are",
        ], "\(snippet.warnings)")
        let result = Generator.generate(specs: [try #require(snippet.spec)])
        let lines = try #require(result.files.first { $0.key.hasSuffix(".PostLines.swift") }?.value)
        for line in [
            #"items.append("deep", value["deep"].map { ParameterValue(["sku": $0.sku, "quantity": $0.quantity]) }, style: .deepObject)"#,
            #"items.append("joined", value["joined"].map { ParameterValue(["sku": $0.sku, "quantity": $0.quantity]) }, explode: false)"#,
            #"items.append("json", value["json"].map { ParameterValue(json: $0) })"#,
        ] {
            #expect(lines.contains(line), "\(line)\n\(lines)")
        }
        let nested = try #require(result.files.first { $0.key.hasSuffix(".PostNested.swift") }?.value)
        #expect(nested.contains(#"items.append("", ParameterValue(encoding: value), style: .deepObject)"#), "\(nested)")
    }

    /// Free-form JSON under deepObject (a property `{}`, `additionalProperties: true`, a form
    /// choice variant holding it) is written by the shape its value has, not typed `String`.
    @Test func freeFormJSONUnderDeepObjectIsWrittenByItsShape() throws {
        let snippet = Snippet("""
        openapi: 3.0.0
        info: {title: J, version: '1'}
        paths:
          /x:
            get:
              operationId: listX
              parameters:
                - name: filter
                  in: query
                  style: deepObject
                  schema:
                    type: object
                    properties:
                      extra: {}
                    additionalProperties: true
                - {name: any, in: query, style: deepObject, schema: {}}
              responses: {'204': {description: x}}
            post:
              operationId: postX
              requestBody:
                content:
                  application/x-www-form-urlencoded:
                    schema:
                      oneOf:
                        - type: object
                          properties:
                            kind: {type: string}
                            data: {type: object, additionalProperties: true}
                        - type: object
                          properties:
                            other: {type: string}
                    encoding:
                      data: {style: deepObject}
              responses: {'204': {description: x}}
        """)
        #expect(snippet.errors.isEmpty)
        #expect(snippet.warnings == [
            "spec.yaml:33:21: warning: the encoding of 'data' has no effect: a choice body is sent as the fields of the variant it holds, each written as its type is by default",
        ], "\(snippet.warnings)")
        #expect(snippet.endpoints.contains("postX: POST /x body(form: PostXBody?) -> none"), "\(snippet.endpoints)")
        let result = Generator.generate(specs: [try #require(snippet.spec)])
        let list = try #require(result.files.first { $0.key.hasSuffix(".ListX.swift") }?.value)
        for line in [
            #"items.append("filter[extra]", self.filterExtra.map { ParameterValue(encoding: $0) }, style: .deepObject)"#,
            #"items.append("filter", self.filter.map { ParameterValue(additionalProperties: $0, excluding: ["extra"]) }, style: .deepObject)"#,
            #"items.append("any", self.`any`.map { ParameterValue(encoding: $0) }, style: .deepObject)"#,
        ] {
            #expect(list.contains(line), "\(line)\n\(list)")
        }
    }

    @Test func aModelThatHoldsItselfIsWrittenAsDeepAsTheValueGoes() throws {
        let snippet = Snippet("""
        openapi: 3.0.3
        info: {title: Demo, version: '1'}
        paths:
          /nodes:
            get:
              operationId: listNodes
              parameters:
                - {name: where, in: query, style: deepObject, schema: {$ref: '#/components/schemas/Condition'}}
              responses: {'204': {description: x}}
            post:
              operationId: createNode
              requestBody:
                content:
                  application/x-www-form-urlencoded:
                    schema:
                      type: object
                      properties:
                        condition: {$ref: '#/components/schemas/Condition'}
                    encoding:
                      condition: {style: deepObject, explode: true}
              responses: {'204': {description: x}}
        components:
          schemas:
            Condition:
              type: object
              additionalProperties: false
              properties:
                name: {type: string}
                not: {$ref: '#/components/schemas/Condition'}
                any: {$ref: '#/components/schemas/Either'}
            Either:
              type: object
              additionalProperties: false
              properties:
                left: {$ref: '#/components/schemas/Condition'}
        """)
        #expect(snippet.errors.isEmpty)
        #expect(snippet.warnings.isEmpty, "\(snippet.warnings)")
        #expect(snippet.endpoints.contains("query(where[name]: String?, where[not]: Condition? style=deepObject, where[any]: Either? style=deepObject)"), "\(snippet.endpoints)")
        let result = Generator.generate(specs: [try #require(snippet.spec)])
        #expect(!result.diagnostics.contains { $0.severity == .error }, "\(result.diagnostics)")
        let list = try #require(result.files.first { $0.key.hasSuffix(".ListNodes.swift") }?.value)
        let condition = #"func value0(_ value: Condition) -> ParameterValue { ParameterValue(nested: ["name": value.name.map { ParameterValue($0) }, "not": value.not.map { value0($0) }, "any": value.`any`.map { value1($0) }]) }"#
        let either = #"func value1(_ value: Either) -> ParameterValue { ParameterValue(nested: ["left": value.left.map { value0($0) }]) }"#
        for line in [
            #"items.append("where[not]", self.whereNot.map { { (root: Condition) -> ParameterValue in "# + condition + "; " + either + #"; return value0(root) }($0) }, style: .deepObject)"#,
            #"items.append("where[any]", self.whereAny.map { { (root: Either) -> ParameterValue in func value0(_ value: Either)"#,
        ] {
            #expect(list.contains(line), "\(line)\n\(list)")
        }
        let create = try #require(result.files.first { $0.key.hasSuffix(".CreateNode.swift") }?.value)
        #expect(create.contains(#"items.append("condition", value.condition.map { { (root: Condition) -> ParameterValue in "# + condition + "; " + either), "\(create)")
    }
}
