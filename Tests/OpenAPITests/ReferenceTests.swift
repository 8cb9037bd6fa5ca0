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

    /// Redocly's split descriptions: a `$ref` alone where a map goes (the properties of a
    /// schema, `paths`, `components.responses`) stands for the map in the other file, and a
    /// pointer that passes through such a map (`#/components/responses/Error`) reaches into it.
    @Test func aRefAloneWhereAMapGoesStandsForTheWholeMap() {
        let snippet = Snippet("""
        openapi: 3.0.3
        info: {title: Demo, version: '1'}
        paths:
          $ref: 'paths.yml'
        components:
          schemas:
            Balancer:
              type: object
              additionalProperties: false
              properties:
                $ref: 'attributes.yml#/balancer_properties'
          responses:
            $ref: 'responses.yml'
        """, files: [
            "attributes.yml": "balancer_properties:\n  id: {type: string}\n  size: {type: integer}\n",
            "paths.yml": """
            /balancers:
              get:
                operationId: listBalancers
                responses:
                  '200':
                    description: ok
                    content: {application/json: {schema: {$ref: 'spec.yaml#/components/schemas/Balancer'}}}
                  default: {$ref: 'spec.yaml#/components/responses/Error'}
            """,
            "responses.yml": "Error:\n  description: An error.\n  content: {application/json: {schema: {type: object, additionalProperties: false, properties: {message: {type: string}}}}}\n",
        ])
        #expect(snippet.diagnostics.isEmpty, "\(snippet.diagnostics)")
        #expect(snippet.models.contains("Balancer {id: String?, size: Int?}"), "\(snippet.models)")
        #expect(snippet.endpoints.contains("listBalancers: GET /balancers -> Balancer"), "\(snippet.endpoints)")
        #expect(snippet.spec?.endpoints.first?.errors.count == 1)
        // Diagnostics of the entries are at their place in the other file.
        #expect(snippet.spec?.models.first?.name.location.description == "spec.yaml:7:5")
    }

    /// The properties a `$ref` stands for count wherever properties are looked at: the value
    /// a variant fixes its discriminator property to is read through it.
    @Test func propertiesBehindARefFixADiscriminatorValue() {
        let snippet = Snippet("""
        openapi: 3.1.0
        info: {title: Demo, version: '1'}
        paths: {}
        components:
          schemas:
            Pet:
              oneOf: [{$ref: '#/components/schemas/Cat'}, {$ref: '#/components/schemas/Dog'}]
              discriminator: {propertyName: kind}
            Cat: {type: object, required: [kind], properties: {$ref: 'props.yml#/cat'}}
            Dog: {type: object, required: [kind], properties: {$ref: 'props.yml#/dog'}}
        """, files: ["props.yml": "cat:\n  kind: {const: feline}\n  purrs: {type: boolean}\ndog:\n  kind: {const: canine}\n  barks: {type: boolean}\n"])
        #expect(snippet.errors.isEmpty, "\(snippet.errors)")
        #expect(snippet.models.contains("Pet oneOf(Cat [feline, Cat] | Dog [canine, Dog]) by kind"), "\(snippet.models)")
    }

    /// A `$ref` where a map goes whose target is not a map is an error at the `$ref`, with a
    /// note at the target in its file.
    @Test func aRefWhereAMapGoesThatPointsToSomethingElseIsAnError() {
        let snippet = Snippet("""
        openapi: 3.0.3
        info: {title: Demo, version: '1'}
        paths: {}
        components:
          schemas:
            Wrong:
              type: object
              properties:
                $ref: 'attributes.yml#/list'
        """, files: ["attributes.yml": "list: [1, 2]\n"])
        #expect(snippet.errors == ["spec.yaml:9:15: error: $ref 'attributes.yml#/list' stands for 'properties', which is a mapping, but points to a sequence\nattributes.yml:1:7: note: the target, in attributes.yml"], "\(snippet.errors)")
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
