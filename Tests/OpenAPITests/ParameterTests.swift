import Testing
@testable import EndpointGenCore

@Suite struct ParameterTests {
    @Test func pathQueryHeaderAndCookieParameters() {
        let snippet = Snippet("""
        openapi: 3.0.3
        info: {title: Demo, version: '1'}
        paths:
          /orgs/{org}/items/{id}:
            parameters:
              - {name: id, in: path, required: true, schema: {type: string}, description: From the path item.}
              - {name: verbose, in: query, schema: {type: boolean}}
            get:
              operationId: listItems
              parameters:
                - {name: org, in: path, required: true, schema: {type: string}}
                - {name: id, in: path, required: true, schema: {type: integer, format: int64}}
                - $ref: '#/components/parameters/Limit'
                - {name: tags, in: query, schema: {type: array, items: {type: string}}}
                - {name: ids, in: query, explode: false, schema: {type: array, items: {type: integer}}}
                - {name: X-Trace, in: header, required: true, schema: {type: string, format: uuid}}
                - {name: Accept, in: header, schema: {type: string}}
                - {name: session, in: cookie, deprecated: true, schema: {type: string}}
              responses: {'204': {description: x}}
        components:
          parameters:
            Limit: {name: limit, in: query, description: At most this many., schema: {type: integer, format: int32}}
        """)
        #expect(snippet.errors.isEmpty)
        #expect(snippet.endpoints == "listItems: GET /orgs/{org}/items/{id} path(org: String, id: Int64) query(verbose: Bool?, limit: Int32?, tags: [String]?, ids: [Int]? explode=false) header(X-Trace: UUID) cookie(session: String?) -> none")
        let endpoint = snippet.spec?.endpoints.first
        #expect(endpoint?.pathParameters[1].description == nil)
        #expect(endpoint?.cookieParameters.map(\.deprecated) == [true])
        #expect(endpoint?.queryParameters.map(\.deprecated) == [false, false, false, false])
        #expect(endpoint?.queryParameters[1].description == "At most this many.")
        #expect(endpoint?.queryParameters[1].name.location.description == "spec.yaml:22:19")
        #expect(snippet.warnings == ["spec.yaml:17:18: warning: header parameter 'Accept' has no effect, as OpenAPI 3 requires; the runtime sets this field"])
    }

    /// Query items a server would read as one parameter, decided by the document: a property of
    /// an exploded object named as another query parameter, a name beside the same name with
    /// brackets; names that only share a root (`page[size]`, `page[number]`) are not warned about.
    @Test func queryItemsThatAServerReadsAsOneAreWarnedAbout() {
        let snippet = Snippet("""
        openapi: 3.0.3
        info: {title: Demo, version: '1'}
        paths:
          /search:
            get:
              operationId: search
              parameters:
                - {name: filter, in: query, schema: {type: string}}
                - name: options
                  in: query
                  schema: {type: object, additionalProperties: false, properties: {filter: {type: string}, limit: {type: integer}}}
                - {name: 'sort[by]', in: query, schema: {type: string}}
                - {name: sort, in: query, schema: {type: string}}
                - {name: 'page[size]', in: query, schema: {type: integer}}
                - {name: 'page[number]', in: query, schema: {type: integer}}
              responses: {'204': {description: x}}
        """)
        #expect(snippet.errors.isEmpty)
        #expect(snippet.warnings == [
            "spec.yaml:13:18: warning: the query items 'sort' and 'sort[by]' are one parameter to servers that read brackets (PHP, Rails, qs): one of the values is lost; a request that sets both fails",
            "spec.yaml:11:76: warning: query parameter 'filter' is written as the same query item as another parameter; a server reads both values as one parameter's\nspec.yaml:8:18: note: the other parameter is declared here",
        ], "\(snippet.warnings)")
    }

    @Test func objectQueryParametersAreSentPropertyByProperty() {
        let snippet = Snippet("""
        openapi: 3.0.3
        info: {title: Demo, version: '1'}
        paths:
          /search:
            get:
              operationId: search
              parameters:
                - {name: filter, in: query, style: deepObject, schema: {type: object, properties: {name: {type: string}}}}
                - {name: page, in: query, schema: {$ref: '#/components/schemas/Page'}}
                - {name: range, in: query, explode: false, schema: {$ref: '#/components/schemas/Page'}}
                - {name: color, in: query, style: pipeDelimited, schema: {type: array, items: {type: string}}}
              responses: {'204': {description: x}}
        components:
          schemas:
            Page: {type: object, properties: {size: {type: integer}}}
        """)
        #expect(snippet.errors.isEmpty)
        #expect(snippet.endpoints == "search: GET /search query(filter[name]: String?, size: Int?, range: Page? explode=false, color: [String]? style=pipeDelimited) -> none")
        // `filter`'s inline object is sent property by property: no model is left for it.
        #expect(snippet.models == "Page {size: Int?}")
        #expect(snippet.warnings.isEmpty)
    }

    /// The model of an inline object parameter sent property by property is left out when
    /// nothing else uses it; models its properties use, and components, stay.
    @Test func aSplitInlineObjectParameterLeavesNoModelBehind() {
        let snippet = Snippet("""
        openapi: 3.0.3
        info: {title: Demo, version: '1'}
        paths:
          /orders:
            post:
              operationId: postOrder
              parameters:
                - name: filter
                  in: query
                  style: deepObject
                  schema:
                    type: object
                    properties:
                      state: {type: string, enum: [open, closed]}
                      range: {type: object, properties: {min: {type: integer}}}
                - {name: page, in: query, schema: {$ref: '#/components/schemas/Page'}}
              responses: {'204': {description: x}}
        components:
          schemas:
            Page: {type: object, properties: {size: {type: integer}}}
        """)
        #expect(snippet.errors.isEmpty)
        #expect(snippet.endpoints == "postOrder: POST /orders query(filter[state]: PostOrderFilterState?, filter[range]: PostOrderFilterRange? style=deepObject, size: Int?) -> none", "\(snippet.endpoints)")
        #expect(snippet.models == "Page {size: Int?}\nPostOrderFilterState enum(\"open\", \"closed\")\nPostOrderFilterRange {min: Int?}", "\(snippet.models)")
    }

    @Test func undeclaredAndUnusedPathParametersAreWarnedAbout() {
        let snippet = Snippet("""
        openapi: 3.0.3
        info: {title: Demo, version: '1'}
        paths:
          /a/{x}:
            get:
              operationId: a
              parameters:
                - {name: y, in: path, required: true, schema: {type: string}}
              responses: {'204': {description: x}}
        """)
        #expect(snippet.errors.isEmpty)
        #expect(snippet.endpoints == "a: GET /a/{x} path(x: String) -> none")
        #expect(snippet.warnings == [
            "spec.yaml:4:3: warning: path parameter 'x' is not declared; typed String",
            // A fault of the document, not a feature EndpointGen lacks: a plain warning.
            "spec.yaml:8:18: warning: path parameter 'y' does not appear in the path '/a/{x}', which OpenAPI 3.0.4 §4.7.12.1 requires of a path parameter's name; ignored",
        ])
    }

    @Test func badParameterLocationIsAnError() {
        let snippet = Snippet("""
        openapi: 3.0.3
        info: {title: Demo, version: '1'}
        paths:
          /a:
            get:
              parameters: [{name: q, in: body, schema: {type: string}}]
              responses: {'204': {description: x}}
        """)
        #expect(snippet.errors == ["spec.yaml:6:34: error: the document gives the parameter location 'body', which OpenAPI does not define (3.0.4 §4.7.12.2: path, query, header, cookie)"])
    }

    /// A slip of one letter gets the location meant; a lenient read leaves the parameter out
    /// and says so, and the other parameters are read.
    @Test func aMisspelledLocationSuggestsTheLocationAndLenientLeavesItOut() {
        let text = """
        openapi: 3.0.3
        info: {title: Demo, version: '1'}
        paths:
          /a:
            get:
              parameters:
                - {name: q, in: querry, schema: {type: string}}
                - {name: r, in: query, schema: {type: string}}
              responses: {'204': {description: x}}
        """
        let strict = Snippet(text)
        #expect(strict.spec == nil)
        #expect(strict.errors == ["spec.yaml:7:25: error: the document gives the parameter location 'querry', which OpenAPI does not define (3.0.4 §4.7.12.2: path, query, header, cookie)\nspec.yaml:7:25: note: did you mean 'query'?"])
        var options = OpenAPIReader.Options()
        options.isLenient = true
        let lenient = Snippet(text, options: options)
        #expect(lenient.errors.isEmpty)
        #expect(lenient.warnings == ["spec.yaml:7:25: warning: the document gives the parameter location 'querry', which OpenAPI does not define (3.0.4 §4.7.12.2: path, query, header, cookie); the parameter is left out\nspec.yaml:7:25: note: did you mean 'query'?"])
        #expect(lenient.spec?.endpoints.first?.queryParameters.map(\.name.value) == ["r"])
    }
}

@Suite struct ComponentNamingTests {
    @Test func inlineSchemasOfReferencedComponentsAreNamedAfterTheComponent() {
        let snippet = Snippet("""
        openapi: 3.0.3
        info: {title: Demo, version: '1'}
        paths:
          /a:
            post:
              operationId: first
              parameters: [{$ref: '#/components/parameters/sort-order'}]
              requestBody: {$ref: '#/components/requestBodies/NewThing'}
              responses:
                '200': {$ref: '#/components/responses/thing_list'}
                '403': {$ref: '#/components/responses/forbidden'}
          /b:
            get:
              operationId: second
              parameters: [{$ref: '#/components/parameters/sort-order'}]
              responses:
                '403': {$ref: '#/components/responses/forbidden'}
        components:
          parameters:
            sort-order: {name: order, in: query, schema: {type: string, enum: [asc, desc]}}
          requestBodies:
            NewThing:
              content: {application/json: {schema: {type: object, properties: {name: {type: string}}}}}
          responses:
            thing_list:
              description: x
              content: {application/json: {schema: {type: object, properties: {total: {type: integer}}}}}
            forbidden:
              description: x
              content: {application/json: {schema: {type: object, properties: {message: {type: string}}}}}
        """)
        #expect(snippet.diagnostics.isEmpty)
        #expect(snippet.endpoints == """
        first: POST /a query(order: SortOrder?) body(json: NewThingBody?) -> ThingListResponse 403: ForbiddenResponse
        second: GET /b query(order: SortOrder?) -> none 403: ForbiddenResponse
        """)
        #expect(snippet.models == """
        SortOrder enum("asc", "desc")
        NewThingBody {name: String?}
        ForbiddenResponse {message: String?}
        ThingListResponse {total: Int?}
        """)
    }
}

@Suite struct ParameterFitTests {
    @Test func valuesNoStyleDefinesBecomeText() {
        let snippet = Snippet("""
        openapi: 3.0.3
        info: {title: Demo, version: '1'}
        paths:
          /runs/{id}:
            get:
              operationId: getRun
              parameters:
                - {name: id, in: path, required: true, schema: {oneOf: [{type: integer}, {type: string}]}}
                - {name: X-Meta, in: header, schema: {type: object, properties: {a: {type: string}}}}
                - {name: token, in: cookie, schema: {type: string, format: byte}}
                - {name: labels, in: query, schema: {type: object, additionalProperties: {type: string}}}
                - {name: when, in: query, required: true, schema: {type: string, format: date-time}}
                - {name: deep, in: query, explode: false, schema: {type: object, properties: {a: {type: object}}}}
              responses: {'204': {description: x}}
        """)
        #expect(snippet.errors.isEmpty)
        // A oneOf of primitives, an object of primitives and a free-form object of them have a
        // serialization in every location; a nested object has none.
        #expect(snippet.endpoints == "getRun: GET /runs/{id} path(id: GetRunId) query(labels: [String: String]?, when: Date, deep: String? explode=false) header(X-Meta: GetRunXMeta?) cookie(token: String?) -> none")
        #expect(snippet.warnings == [
            "spec.yaml:10:18: warning: a cookie parameter of type Data cannot be serialized: OpenAPI 3.0.4 §4.7.12.4 defines styles for primitives and arrays and objects of them; typed String, format the value yourself [#Unsupported]",
            "spec.yaml:13:18: warning: a query parameter of type GetRunDeep cannot be serialized: OpenAPI 3.0.4 §4.7.12.4 defines styles for primitives and arrays and objects of them; typed String, format the value yourself [#Unsupported]",
        ])
    }
}

@Suite struct ParameterStyleReadingTests {
    @Test func everyStyleOfEveryLocationIsRead() {
        let snippet = Snippet("""
        openapi: 3.0.3
        info: {title: Demo, version: '1'}
        paths:
          /a/{l}/{m}:
            get:
              operationId: a
              parameters:
                - {name: l, in: path, required: true, style: label, explode: true, schema: {type: array, items: {type: integer}}}
                - {name: m, in: path, required: true, style: matrix, schema: {$ref: '#/components/schemas/Point'}}
                - {name: s, in: query, style: spaceDelimited, explode: false, schema: {type: array, items: {type: string}}}
                - {name: r, in: query, allowReserved: true, schema: {type: string}}
                - {name: X-Ids, in: header, explode: true, schema: {type: array, items: {type: integer}}}
                - {name: c, in: cookie, explode: false, schema: {type: array, items: {type: string}}}
              responses: {'204': {description: x}}
        components:
          schemas:
            Point: {type: object, properties: {x: {type: integer}, y: {type: integer}}}
        """)
        #expect(snippet.diagnostics.isEmpty)
        #expect(snippet.endpoints == "a: GET /a/{l}/{m} path(l: [Int] style=label explode=true, m: Point style=matrix) query(s: [String]? style=spaceDelimited explode=false, r: String? allowReserved) header(X-Ids: [Int]? explode=true) cookie(c: [String]? explode=false) -> none")
    }

    @Test func aStyleTheLocationDoesNotDefineIsAnError() {
        let snippet = Snippet("""
        openapi: 3.0.3
        info: {title: Demo, version: '1'}
        paths:
          /a/{p}:
            get:
              parameters:
                - {name: p, in: path, required: true, style: form, schema: {type: string}}
                - {name: q, in: query, style: matrix, schema: {type: string}}
                - {name: h, in: header, style: label, allowReserved: true, schema: {type: string}}
                - {name: d, in: query, style: deepObject, schema: {type: string}}
              responses: {'204': {description: x}}
        """)
        #expect(snippet.errors == [
            "spec.yaml:7:54: error: the document gives the style 'form' to a path parameter, which OpenAPI 3.0.4 §4.7.12.4 does not define for it (it defines 'simple', 'label', 'matrix')",
            "spec.yaml:8:39: error: the document gives the style 'matrix' to a query parameter, which OpenAPI 3.0.4 §4.7.12.4 does not define for it (it defines 'form', 'spaceDelimited', 'pipeDelimited', 'deepObject')",
            "spec.yaml:9:40: error: the document gives the style 'label' to a header parameter, which OpenAPI 3.0.4 §4.7.12.4 does not define for it (it defines 'simple')",
        ])
        #expect(snippet.warnings == [
            "spec.yaml:9:62: warning: 'allowReserved' applies to query parameters only, as OpenAPI defines it; ignored",
            // An array is written with brackets (`d[]=a`, see DeepObjectBracketTests); a primitive has no brackets to take.
            "spec.yaml:10:39: warning: style 'deepObject' is defined for objects only (OpenAPI 3.0.4 §4.7.12.4); this value is written as 'form'",
        ])
    }
}
