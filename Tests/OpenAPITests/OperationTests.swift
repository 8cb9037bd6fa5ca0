import Testing
@testable import EndpointGenCore

@Suite struct OperationTests {
    @Test func operationsBecomeEndpointsNamedByOperationIdOrMethodAndPath() {
        let snippet = Snippet("""
        openapi: 3.0.3
        info: {title: Demo, version: '1'}
        paths:
          /users/{id}/repos:
            get:
              responses: {'204': {description: none}}
            post:
              operationId: create-repo
              summary: Creates a repository.
              description: Longer text.
              deprecated: true
              responses: {'204': {description: none}}
          /:
            get:
              responses: {'204': {description: none}}
          /pets/{pet-id}.json:
            delete:
              responses: {'204': {description: none}}
        """)
        #expect(snippet.errors.isEmpty)
        #expect(snippet.warnings == [
            "spec.yaml:4:3: warning: path parameter 'id' is not declared; typed String",
            "spec.yaml:16:3: warning: path parameter 'pet-id' is not declared; typed String",
        ])
        #expect(snippet.endpoints == """
        getUsersIdRepos: GET /users/{id}/repos path(id: String) -> none
        create-repo: POST /users/{id}/repos path(id: String) -> none (deprecated)
        getRoot: GET / -> none
        deletePetsPetIdJson: DELETE /pets/{pet-id}.json path(pet-id: String) -> none
        """)
        let post = snippet.spec?.endpoints[1]
        #expect(post?.summary == "Creates a repository.")
        #expect(post?.description == "Longer text.")
        #expect(post?.name.location.description == "spec.yaml:8:20")
        #expect(post?.method.location.description == "spec.yaml:7:5")
        #expect(post?.path.location.description == "spec.yaml:4:3")
    }

    @Test func sharedOperationIdsAreWarnedAboutAtEachPlaceAndNamedFromMethodAndPath() {
        let snippet = Snippet("""
        openapi: 3.0.3
        info: {title: Demo, version: '1'}
        paths:
          /a:
            get: {operationId: fetch, responses: {'204': {description: x}}}
          /b:
            get: {operationId: fetch, responses: {'204': {description: x}}}
            post: {operationId: getA, responses: {'204': {description: x}}}
        """)
        #expect(snippet.errors.isEmpty)
        #expect(snippet.warnings == [
            "spec.yaml:5:24: warning: operationId 'fetch' is not unique; this operation is named 'getA' after its method and path\nspec.yaml:7:24: note: also the operationId of GET /b",
            "spec.yaml:7:24: warning: operationId 'fetch' is not unique; this operation is named 'getB' after its method and path\nspec.yaml:5:24: note: also the operationId of GET /a",
            "spec.yaml:5:10: warning: the name 'getA' derived from the method and path is taken; named 'getA2', the Swift type 'GetA2'\nspec.yaml:8:25: note: operation 'getA' is the Swift type 'GetA'",
        ])
        #expect(snippet.endpoints == "getA2: GET /a -> none\ngetB: GET /b -> none\ngetA: POST /b -> none")
    }

    @Test func aDerivedNameThatIsTakenGetsANumberAndAWarning() {
        let snippet = Snippet("""
        openapi: 3.0.3
        info: {title: Demo, version: '1'}
        paths:
          /users:
            get: {operationId: getUsers, responses: {'204': {description: x}}}
          /users/:
            get: {responses: {'204': {description: x}}}
        """)
        #expect(snippet.errors.isEmpty)
        #expect(snippet.endpoints == "getUsers: GET /users -> none\ngetUsers2: GET /users/ -> none")
        #expect(snippet.warnings == ["spec.yaml:7:10: warning: the name 'getUsers' derived from the method and path is taken; named 'getUsers2', the Swift type 'GetUsers2'\nspec.yaml:5:24: note: operation 'getUsers' is the Swift type 'GetUsers'"])
    }

    @Test func emptyWebhooksCallbacksAndPathItemServersAreRead() {
        let snippet = Snippet("""
        openapi: 3.1.0
        info: {title: Demo, version: '1'}
        servers: [{url: 'https://a.example'}]
        webhooks: {}
        paths:
          /a:
            servers: [{url: 'https://b.example'}]
            get:
              callbacks: {}
              responses: {'204': {description: x}}
        """)
        #expect(snippet.errors.isEmpty)
        #expect(snippet.warnings.isEmpty)
        #expect(snippet.spec?.webhooks.isEmpty == true)
        #expect(snippet.spec?.endpoints.first?.servers.map(\.url.value) == ["https://b.example"])
    }

    @Test func fastAPIOperationIdsLoseTheirPathAndMethodSuffix() {
        let snippet = Snippet("""
        openapi: 3.1.0
        info: {title: Demo, version: '1'}
        paths:
          /items/{item_id}:
            parameters: [{name: item_id, in: path, required: true, schema: {type: integer}}]
            get: {operationId: read_item_items__item_id__get, responses: {'204': {description: x}}}
            put: {operationId: update_item_items__item_id__get, responses: {'204': {description: x}}}
          /forms/login:
            post: {operationId: login_forms_login_post, responses: {'204': {description: x}}}
          /records:
            get: {operationId: list_records_records_get, responses: {'204': {description: x}}}
          /records/all:
            get: {operationId: list_records_get, responses: {'204': {description: x}}}
          /a:
            get: {operationId: fetch_a_get, responses: {'204': {description: x}}}
          /b:
            get: {operationId: fetch_b_get, responses: {'204': {description: x}}}
        """)
        #expect(snippet.errors.isEmpty)
        #expect(snippet.warnings.isEmpty)
        // The suffix must be exactly the path and the method: `update_item_items__item_id__get`
        // is a PUT, and `list_records_get` lacks the path's last word; both are kept as written. Two routes
        // of one function keep their whole operationIds.
        #expect(snippet.endpoints == """
        read_item: GET /items/{item_id} path(item_id: Int) -> none
        update_item_items__item_id__get: PUT /items/{item_id} path(item_id: Int) -> none
        login: POST /forms/login -> none
        list_records: GET /records -> none
        list_records_get: GET /records/all -> none
        fetch_a_get: GET /a -> none
        fetch_b_get: GET /b -> none
        """)
    }

    @Test func aFastAPIOperationNamedLikeASchemaPutsItsVerbFirstWithAWarning() {
        // `lookup` returning the schema `Lookup`: the short name would make the request's
        // Swift type `Lookup2` beside the model, so its request type gets its method's verb
        // first. When that name is taken too (`get_stats`), the whole operationId is kept.
        let snippet = Snippet("""
        openapi: 3.1.0
        info: {title: Demo, version: '1'}
        paths:
          /lookup:
            get:
              operationId: lookup_lookup_get
              responses: {'200': {description: x, content: {application/json: {schema: {$ref: '#/components/schemas/Lookup'}}}}}
          /stats:
            get: {operationId: stats_stats_get, responses: {'204': {description: x}}}
          /other:
            get: {operationId: other_other_get, responses: {'204': {description: x}}}
        components:
          schemas:
            Lookup: {type: object, properties: {key: {type: string}}}
            Stats: {type: object}
            GetStats: {type: object}
        """)
        #expect(snippet.errors.isEmpty)
        // The whole operationId still names the operation's inline schemas and identifies it.
        #expect(snippet.endpoints == """
        lookup_lookup_get: GET /lookup -> Lookup
        stats_stats_get: GET /stats -> none
        other: GET /other -> none
        """)
        #expect(snippet.spec?.endpoints.map(\.readableName) == ["get_lookup", nil, nil])
        #expect(snippet.diagnostics.map(\.description) == [
            "spec.yaml:6:20: warning: operation 'lookup_lookup_get' is named 'get_lookup', the Swift type 'GetLookup', since its function name 'lookup' is the name of the schema 'Lookup'\n"
                + "spec.yaml:14:5: note: the schema 'Lookup' is declared here",
            "spec.yaml:9:24: warning: operation 'stats_stats_get' is named 'stats_stats_get', the Swift type 'StatsStatsGet', since its function name 'stats' is the name of the schema 'Stats'\n"
                + "spec.yaml:15:5: note: the schema 'Stats' is declared here",
        ])
    }

    @Test func webhooksAndCallbacksDeclareTheirBodies() {
        let snippet = Snippet("""
        openapi: 3.1.0
        info: {title: Demo, version: '1'}
        paths:
          /subscriptions:
            post:
              operationId: subscribe
              responses: {'204': {description: x}}
              callbacks:
                onEvent:
                  '{$request.body#/callbackUrl}':
                    post:
                      requestBody: {content: {application/json: {schema: {type: object, properties: {id: {type: string}}}}}}
                      responses: {'200': {description: x}}
        webhooks:
          pet_created:
            post:
              summary: A pet was made.
              requestBody: {content: {application/json: {schema: {$ref: '#/components/schemas/Pet'}}}}
              responses: {'200': {description: x}}
          ping:
            $ref: '#/components/pathItems/Ping'
        components:
          schemas:
            Pet: {type: object, properties: {name: {type: string}}}
          pathItems:
            Ping:
              get: {responses: {'200': {description: x}}}
              post: {requestBody: {content: {text/plain: {schema: {type: string}}}}, responses: {'200': {description: x}}}
        """)
        #expect(snippet.errors.isEmpty)
        #expect(snippet.warnings.isEmpty)
        let webhooks = snippet.spec?.webhooks.map { webhook in
            "\(webhook.name.value) \(webhook.method.rawValue) \(webhook.urlExpression ?? "-") \(webhook.body.map { SpecDump.type($0.type.value) } ?? "none")"
        }
        #expect(webhooks == [
            "pet_created POST - Pet?",
            "PingGet GET - none",
            "PingPost POST - Data?",
            "SubscribeOnEvent POST {$request.body#/callbackUrl} SubscribeOnEventPayload?",
        ])
        #expect(snippet.models.contains("SubscribeOnEventPayload {id: String?}"))
    }
}
