import Testing
@testable import EndpointGenCore

@Suite struct ReferenceTests {
    static let root = """
    openapi: 3.0.3
    info: {title: Demo, version: '1'}
    paths:
      /pets:
        $ref: 'paths/pets.yaml'
    components:
      schemas:
        Pet: {$ref: 'schemas/pet.yaml'}
        Error: {$ref: 'common.yaml#/components/schemas/Error'}
    """

    @Test func refsToOtherFilesAreRelativeToTheReferringFile() {
        let snippet = Snippet(Self.root, file: "api/spec.yaml", files: [
            "api/paths/pets.yaml": """
            get:
              operationId: listPets
              parameters: [{$ref: '../common.yaml#/components/parameters/Limit'}]
              responses:
                '200': {description: ok, content: {application/json: {schema: {type: array, items: {$ref: '../schemas/pet.yaml'}}}}}
            """,
            "api/schemas/pet.yaml": """
            type: object
            required: [name]
            properties:
              name: {type: string}
              owner: {$ref: 'owner.yaml#/Owner'}
            """,
            "api/schemas/owner.yaml": """
            Owner: {type: object, properties: {pets: {type: array, items: {$ref: 'pet.yaml'}}}}
            """,
            "api/common.yaml": """
            components:
              schemas:
                Error: {type: object, properties: {message: {type: string}}}
              parameters:
                Limit: {name: limit, in: query, schema: {type: integer}}
            """,
        ])
        #expect(snippet.errors.isEmpty)
        #expect(snippet.warnings.isEmpty)
        #expect(snippet.endpoints == "listPets: GET /pets query(limit: Int?) -> [Pet]")
        #expect(snippet.models == """
        Pet {name: String, owner: Owner?}
        Error {message: String?}
        Owner {pets: [Pet]?}
        """)
        #expect(snippet.spec?.models[0].name.location.description == "api/spec.yaml:8:5")
        #expect(snippet.spec?.models[2].name.location.description == "api/schemas/owner.yaml:1:8")
    }

    @Test func circularRefsAcrossFilesAreErrors() {
        let snippet = Snippet("""
        openapi: 3.0.3
        info: {title: Demo, version: '1'}
        paths: {}
        components:
          schemas:
            A: {$ref: 'b.yaml#/B'}
        """, files: ["b.yaml": "B: {$ref: 'spec.yaml#/components/schemas/A'}\n"])
        #expect(snippet.spec == nil)
        #expect(snippet.errors == ["spec.yaml:6:15: error: circular $ref: 'b.yaml#/B' leads back to itself\nspec.yaml:6:15: note: through $ref 'b.yaml#/B'\nb.yaml:1:11: note: through $ref 'spec.yaml#/components/schemas/A'"])
    }

    @Test func filesOutsideTheSpecFolderAreRefusedUnlessAllowed() {
        let text = """
        openapi: 3.0.3
        info: {title: Demo, version: '1'}
        paths: {}
        components:
          schemas:
            Shared: {$ref: '../shared/common.yaml#/Thing'}
        """
        let files = ["specs/../shared/common.yaml": "", "shared/common.yaml": "Thing: {type: string}\n"]
        let refused = Snippet(text, file: "specs/spec.yaml", files: files)
        #expect(refused.spec == nil)
        #expect(refused.errors == ["specs/spec.yaml:6:20: error: $ref to 'shared/common.yaml' leaves the folder of the spec ('specs'); files outside it are refused unless allowed"])
        let allowed = Snippet(text, file: "specs/spec.yaml", files: files, options: .init(allowsFilesOutsideSpecFolder: true))
        #expect(allowed.diagnostics.isEmpty)
        #expect(allowed.models == "Shared = String")
    }

    @Test func brokenRefsArePositioned() {
        let snippet = Snippet("""
        openapi: 3.0.3
        info: {title: Demo, version: '1'}
        paths:
          /a:
            get:
              parameters: [{$ref: '#/components/parameters/Missing'}]
              responses: {'204': {description: x}}
        components:
          schemas:
            A: {$ref: 'https://example.com/a.yaml'}
            B: {$ref: 'missing.yaml'}
            C: {$ref: '#/components/schemas/Nope'}
        """)
        #expect(snippet.spec == nil)
        #expect(snippet.errors == [
            "spec.yaml:6:27: error: the document's $ref '#/components/parameters/Missing' points to nothing",
            "spec.yaml:10:15: error: remote $ref 'https://example.com/a.yaml' is not supported; download the file and refer to it by a relative path",
            "spec.yaml:11:15: error: the document's $ref 'missing.yaml' names the file 'missing.yaml', which cannot be read: no such file or not readable",
            "spec.yaml:12:15: error: the document's $ref '#/components/schemas/Nope' points to nothing",
        ])
        #expect(snippet.warnings.isEmpty)
        #expect(snippet.diagnostics.count == 4)
    }

    /// A `$ref` to nothing names the nearest target that exists; a lenient read types a
    /// schema's `JSON` and leaves a parameter out, each a warning in no group that says so.
    @Test func aDanglingRefSuggestsTheNearestTargetAndLenientReadsPastIt() {
        let text = """
        openapi: 3.0.3
        info: {title: Demo, version: '1'}
        paths:
          /a:
            get:
              parameters: [{$ref: '#/components/parameters/Limt'}]
              responses:
                '200':
                  description: x
                  content: {application/json: {schema: {$ref: '#/components/schemas/Todoo'}}}
        components:
          parameters:
            Limit: {name: limit, in: query, schema: {type: integer}}
          schemas:
            Todo: {type: object, properties: {id: {type: integer}}}
        """
        let strict = Snippet(text)
        #expect(strict.spec == nil)
        #expect(strict.errors == [
            "spec.yaml:6:27: error: the document's $ref '#/components/parameters/Limt' points to nothing\nspec.yaml:6:27: note: did you mean '#/components/parameters/Limit'?",
            "spec.yaml:10:55: error: the document's $ref '#/components/schemas/Todoo' points to nothing\nspec.yaml:10:55: note: did you mean '#/components/schemas/Todo'?",
        ])
        let lenient = Snippet(text, options: .lenient)
        #expect(lenient.errors.isEmpty)
        #expect(lenient.warnings == [
            "spec.yaml:6:27: warning: the document's $ref '#/components/parameters/Limt' points to nothing; what it refers to is left out\nspec.yaml:6:27: note: did you mean '#/components/parameters/Limit'?",
            "spec.yaml:10:55: warning: the document's $ref '#/components/schemas/Todoo' points to nothing; typed JSON\nspec.yaml:10:55: note: did you mean '#/components/schemas/Todo'?",
        ])
        #expect(lenient.diagnostics.allSatisfy { $0.group == nil })
        #expect(lenient.endpoints.contains("JSON"), "\(lenient.endpoints)")
        #expect(lenient.spec?.endpoints.first?.queryParameters.isEmpty == true)
    }
}
