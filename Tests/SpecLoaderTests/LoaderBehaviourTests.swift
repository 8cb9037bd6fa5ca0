import Testing
@testable import EndpointGenCore

/// What the loader fills in, accepts and keeps: defaults, long forms, positions.
@Suite struct LoaderBehaviourTests {
    private func load(_ yaml: String) throws -> Spec {
        let (spec, output) = TestSupport.load(yaml)
        #expect(output == [])
        return try #require(spec)
    }

    @Test func defaultsWhenNothingIsSaid() throws {
        let spec = try load("""
            api: Minimal
            endpoints:
              getThing:
                method: post
                path: /things/{id}/parts/{part}
                pathParams:
                  part: Int
                query:
                  tags: "[String]"
                body: JSON
            """)
        #expect(spec.coding == Spec.Coding(keys: .asIs, dates: .iso8601))
        #expect(spec.servers.isEmpty && spec.headers.isEmpty && spec.models.isEmpty)
        let endpoint = try #require(spec.endpoints.first)
        #expect(endpoint.method.value == .post)
        #expect(endpoint.body?.encoding.value == .json)
        #expect(endpoint.queryParameters.first?.explode == nil)
        #expect(endpoint.response == nil && endpoint.errors.isEmpty && !endpoint.deprecated)
        // Path parameters come in path order; the undeclared `id` is a String placed at its name.
        #expect(endpoint.pathParameters.map(\.name.value) == ["id", "part"])
        #expect(endpoint.pathParameters.map(\.type.value) == [.builtin(.string), .builtin(.int)])
        #expect(endpoint.pathParameters.first?.name.location == EndpointGenCore.SourceLocation(file: "spec.yaml", line: 5, column: 20))
    }

    @Test func longFormsAndDeprecation() throws {
        let spec = try load("""
            api: Long
            description: |
              Two lines
              of text.
            servers:
              - https://api.example.com
            models:
              Kind:
                description: A kind.
                deprecated: true
                enum:
                  - plain
                  - value: ""
                    description: The empty value.
                    deprecated: true
              Tags: "[String: Int]"
              Thing:
                properties:
                  name:
                    type: String?
                    key: display-name
                    description: Shown to people.
                    deprecated: TRUE
            endpoints:
              find:
                method: POST
                path: /find
                deprecated: true
                summary: Finds.
                query:
                  ids:
                    type: "[Int]"
                    arrayStyle: comma
                    description: Which ones.
                    deprecated: true
                headers:
                  X-Trace:
                    type: UUID?
                    description: A trace id.
                body:
                  type: Thing
                  encoding: multipart
                response: Tags
                errors:
                  default: JSON
            """)
        #expect(spec.description == "Two lines\nof text.\n")
        #expect(spec.servers.first?.url.value == "https://api.example.com" && spec.servers.first?.name == nil)
        let kind = try #require(spec.models.first)
        #expect(kind.deprecated && kind.description == "A kind.")
        #expect(kind.kind == .enumeration([
            Spec.EnumValue(value: Located("plain", at: EndpointGenCore.SourceLocation(file: "spec.yaml", line: 12, column: 9))),
            Spec.EnumValue(value: Located("", at: EndpointGenCore.SourceLocation(file: "spec.yaml", line: 13, column: 16)), description: "The empty value.", deprecated: true),
        ]))
        #expect(spec.models[1].kind == .alias(Located(.dictionary(.builtin(.int)), at: EndpointGenCore.SourceLocation(file: "spec.yaml", line: 16, column: 9))))
        guard case .object(let properties) = spec.models[2].kind, let name = properties.first else {
            Issue.record("Thing is not an object with a property"); return
        }
        #expect(name.key?.value == "display-name" && name.deprecated && name.description == "Shown to people.")
        #expect(name.type.value == .optional(.builtin(.string)))
        let find = try #require(spec.endpoints.first)
        #expect(find.deprecated && find.summary == "Finds.")
        #expect(find.queryParameters.first?.explode == false)
        #expect(find.queryParameters.first?.deprecated == true)
        #expect(find.headerParameters.first?.description == "A trace id.")
        #expect(find.body?.encoding.value == .multipart)
        #expect(find.errors.first?.status.value == .default)
    }

    @Test(arguments: [
        ("iso8601", Spec.Coding.Dates.iso8601), ("iso8601-fractional", .iso8601Fractional),
        ("seconds", .secondsSince1970), ("milliseconds", .millisecondsSince1970),
        ("\"yyyy-MM-dd'T'HH:mm\"", .formatted("yyyy-MM-dd'T'HH:mm")), ("dd.MM.yyyy", .formatted("dd.MM.yyyy")),
    ])
    func dateStrategies(_ text: String, _ expected: Spec.Coding.Dates) throws {
        let spec = try load("api: D\ncoding:\n  keys: snake_case\n  dates: \(text)\n")
        #expect(spec.coding.dates == expected)
        #expect(spec.coding.keys == .snakeCase)
    }

    @Test func positionsAreThoseOfTheFile() throws {
        let spec = try load("""
            api: Where
            models:
              Post:
                properties:
                  id: Int
            endpoints:
              getPost:
                method: GET
                path: /posts/{id}
                response: Post
            """)
        func at(_ line: Int, _ column: Int) -> EndpointGenCore.SourceLocation { EndpointGenCore.SourceLocation(file: "spec.yaml", line: line, column: column) }
        #expect(spec.api.location == at(1, 6))
        #expect(spec.models.first?.name.location == at(3, 3))
        let endpoint = try #require(spec.endpoints.first)
        #expect(endpoint.name.location == at(7, 3))
        #expect(endpoint.method.location == at(8, 13))
        #expect(endpoint.path.location == at(9, 11))
        #expect(endpoint.response?.location == at(10, 15))
        #expect(endpoint.pathParameters.first?.name.location == at(9, 19))
    }

    @Test func sharedPropertiesThroughAnchorsAndMergeKeys() throws {
        let spec = try load("""
            api: Shared
            models:
              Base:
                properties: &base
                  id: Int
                  createdAt: Date
              Post:
                properties:
                  <<: *base
                  title: String
              Copy:
                properties: *base
            """)
        let names = spec.models.map { model -> [String] in
            guard case .object(let properties) = model.kind else { return [] }
            return properties.map(\.name.value)
        }
        #expect(names.count == 3)
        #expect(Set(names[1]) == ["id", "createdAt", "title"])
        #expect(names[2] == ["id", "createdAt"])
    }

    @Test func aWarningDoesNotStopTheSpec() {
        let (spec, output) = TestSupport.load("api: W\nendpoints:\n  search:\n    method: GET\n    path: /s\n    body: JSON\n")
        #expect(spec?.endpoints.first?.body != nil)
        #expect(output == ["spec.yaml:6:11: warning: a GET request body has no defined meaning (RFC 9110 §9.3.1); servers may reject it"])
    }

    @Test func unreadableFileIsOneErrorWithoutLocation() {
        let diagnostics = DiagnosticCollector()
        #expect(SpecLoader.load(contentsOf: "/nonexistent/spec.yaml", diagnostics: diagnostics) == nil)
        #expect(diagnostics.diagnostics.map(\.description) == ["endpointgen: error: cannot read the spec file '/nonexistent/spec.yaml'"])
    }

    @Test func aLineBreakInAMessageStaysOnTheDiagnosticsOneLine() {
        let diagnostic = Diagnostic.error("unknown key 'a\r\nb'", at: SourceLocation(file: "s.yaml", line: 1, column: 1))
        #expect(diagnostic.description == #"s.yaml:1:1: error: unknown key 'a\u{D}\u{A}b'"#)
    }
}

/// The parts of the format that the OpenAPI reader shares: oneOf, integer enums, defaults,
/// security schemes, cookies, binary bodies.
@Suite struct SharedFeatureTests {
    @Test func oneOfWithADiscriminator() throws {
        let (spec, output) = TestSupport.load("""
            api: Pets
            coding:
              keys: snake_case
            models:
              Cat:
                properties:
                  petType: String
              Dog:
                properties:
                  petType: String
              Pet:
                oneOf:
                  - Cat
                  - type: Dog
                    values: [dog, puppy]
                discriminator: pet_type
              Anything:
                oneOf: [String, Int, "[Pet]"]
            """)
        #expect(output == [])
        let pet = try #require(spec?.models.first { $0.name.value == "Pet" })
        guard case .oneOf(let choice) = pet.kind else { Issue.record("Pet is not a oneOf"); return }
        #expect(choice.discriminator?.value == "pet_type")
        #expect(choice.variants.map(\.type.value) == [.model("Cat"), .model("Dog")])
        #expect(choice.variants.map(\.discriminatorValues) == [["Cat"], ["dog", "puppy"]])
        let anything = try #require(spec?.models.last)
        guard case .oneOf(let plain) = anything.kind else { Issue.record("Anything is not a oneOf"); return }
        #expect(plain.discriminator == nil)
        #expect(plain.variants.map(\.type.value) == [.builtin(.string), .builtin(.int), .array(.model("Pet"))])
        #expect(plain.variants.allSatisfy { $0.discriminatorValues.isEmpty })
    }

    @Test func defaultsOfEveryAllowedKind() throws {
        let (spec, output) = TestSupport.load("""
            api: D
            models:
              Size:
                enum: [small, large]
              Level:
                type: Int
                enum: [1, 2]
              Sizes: "[Size]"
              Options:
                properties:
                  a: {type: String, default: "text"}
                  b: {type: Int, default: -3}
                  c: {type: Double, default: 2.5}
                  d: {type: Double, default: 2}
                  e: {type: Bool, default: false}
                  f: {type: Size, default: large}
                  g: {type: Level, default: 2}
                  h: {type: "[Int]", default: [1, 2]}
                  i: {type: "[String: Bool]", default: {x: true}}
                  j: {type: String?, default: null}
                  k: {type: JSON, default: {n: 1, list: [true, "2", ~]}}
                  l: {type: Sizes, default: [small]}
                  m: {type: String, default: 123}
            """)
        #expect(output == [])
        let options = try #require(spec?.models.last)
        guard case .object(let properties) = options.kind else { Issue.record("Options is not an object"); return }
        let values = properties.map { $0.defaultValue?.value }
        let expected: [Spec.LiteralValue?] = [
            .string("text"), .integer(-3), .number(2.5), .integer(2), .bool(false), .string("large"), .integer(2),
            .array([.integer(1), .integer(2)]), .object(["x": .bool(true)]), .null,
            .object(["n": .integer(1), "list": .array([.bool(true), .string("2"), .null])]),
            .array([.string("small")]), .string("123"),
        ]
        #expect(values == expected)
    }

    @Test func securitySchemesCookiesAndBinaryBodies() throws {
        let (spec, output) = TestSupport.load("""
            api: S
            security:
              token: {type: bearer}
              login: {type: basic, description: User and password.}
              headerKey: {type: apiKey, header: X-API-Key}
              queryKey: {type: apiKey, query: api_key}
            endpoints:
              put:
                method: PUT
                path: /blob
                cookies:
                  session: String
                  theme: String?
                body: {type: Data, encoding: binary}
            """)
        #expect(output == [])
        #expect(spec?.securitySchemes.map(\.kind) == [.bearer, .basic, .apiKeyHeader("X-API-Key"), .apiKeyQuery("api_key")])
        #expect(spec?.securitySchemes[1].description == "User and password.")
        let endpoint = try #require(spec?.endpoints.first)
        #expect(endpoint.cookieParameters.map(\.name.value) == ["session", "theme"])
        #expect(endpoint.body?.encoding.value == .binary)
        #expect(endpoint.body?.contentType == nil)
    }
}
