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

    @Test func duplicateOperationIdsAreErrorsNamingBothPlaces() {
        let snippet = Snippet("""
        openapi: 3.0.3
        info: {title: Demo, version: '1'}
        paths:
          /a:
            get: {operationId: fetch, responses: {'204': {description: x}}}
          /b:
            get: {operationId: fetch, responses: {'204': {description: x}}}
        """)
        #expect(snippet.spec == nil)
        #expect(snippet.errors == ["spec.yaml:7:24: error: duplicate operationId 'fetch'\nspec.yaml:5:24: note: first used here"])
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
        #expect(snippet.warnings == ["spec.yaml:7:10: warning: the operation has no operationId and its derived name 'getUsers' is taken; named 'getUsers2', the Swift type 'GetUsers2'\nspec.yaml:5:24: note: operation 'getUsers' is the Swift type 'GetUsers'"])
    }

    @Test func unsupportedOperationPartsAreWarnedAbout() {
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
        #expect(snippet.warnings == [
            "spec.yaml:4:11: warning: 'webhooks' are not supported yet; ignored",
            "spec.yaml:7:5: warning: servers of a path item are not supported yet; the API's servers are used",
            "spec.yaml:9:18: warning: callbacks of an operation are not supported yet; ignored",
        ])
    }
}
