import Testing
@testable import EndpointGenCore

/// The doc text of models, properties and parameters: titles that only repeat the name are
/// left out, and the limits a server checks are written out.
@Suite struct DocTextTests {
    /// The properties of the first model of a snippet, by name.
    func properties(_ snippet: Snippet) -> [String: Spec.Property] {
        guard case .object(let properties)? = snippet.spec?.models.first?.kind else { return [:] }
        return Dictionary(properties.map { ($0.name.value, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// Frameworks derive a title from the name (`Owner Id` from `owner_id`); such a title says
    /// nothing, one that says more is kept, and a description wins over any title.
    @Test func titlesThatOnlyRepeatTheNameAreLeftOut() {
        let snippet = Snippet(schemas("""
        Todo_Item:
          title: TodoItem
          type: object
          properties:
            owner_id: {type: integer, title: Owner Id}
            bornOn: {type: string, title: Bornon}
            note: {type: string, title: A note for the owner}
            label: {type: string, title: Label, description: What the owner calls it.}
        Tag:
          title: A word that groups todos
          type: string
        """))
        #expect(snippet.diagnostics.isEmpty)
        #expect(snippet.spec?.models.map(\.description) == [nil, "A word that groups todos"])
        let properties = properties(snippet)
        #expect(properties["owner_id"]?.description == nil)
        #expect(properties["bornOn"]?.description == nil)
        #expect(properties["note"]?.description == "A note for the owner")
        #expect(properties["label"]?.description == "What the owner calls it.")
        #expect(OpenAPIContext.repeatsName("Ownerid", "ownerId"))
        #expect(!OpenAPIContext.repeatsName("Owner", "ownerId"))
    }

    /// Default, range (inclusive or exclusive, OpenAPI 3.0's booleans and 3.1's numbers),
    /// length and item limits and the pattern, after the description; a nullable `anyOf` as
    /// Pydantic writes `int | None` gives its schema's limits.
    @Test func propertiesSayTheirLimits() {
        let snippet = Snippet(schemas("""
        Page:
          type: object
          properties:
            limit: {type: integer, description: How many., default: 20, minimum: 1, maximum: 100}
            ratio: {type: number, minimum: 0, exclusiveMinimum: true, maximum: 1, exclusiveMaximum: true}
            code: {type: string, minLength: 2, maxLength: 2, pattern: '^[A-Z]`{2}$'}
            name: {type: string, minLength: 1, default: "a \\"b\\"\\n"}
            tags: {type: array, items: {type: string}, maxItems: 10, uniqueItems: true, default: []}
            size: {anyOf: [{type: integer, maximum: 9}, {type: 'null'}], title: Size}
            plain: {type: string}
        """))
        #expect(snippet.errors.isEmpty)
        let properties = properties(snippet)
        #expect(properties["limit"]?.description == "How many.\n\nDefault: `20`. At least 1 and at most 100.")
        #expect(properties["ratio"]?.description == "Greater than 0 and less than 1.")
        #expect(properties["code"]?.description == "Exactly 2 characters. Matches the regular expression ``^[A-Z]`{2}$``.")
        #expect(properties["name"]?.description == #"Default: `"a \"b\"\n"`. At least 1 character."#)
        #expect(properties["tags"]?.description == "Default: `[]`. At most 10 items. No two items equal.")
        #expect(properties["size"]?.description == "At most 9.")
        #expect(properties["plain"]?.description == nil)

        let numbers31 = Snippet(schemas("""
        Range:
          type: object
          properties:
            x: {type: number, exclusiveMinimum: -1.5, maximum: 2e3}
        """, version: "3.1.0"))
        #expect(self.properties(numbers31)["x"]?.description == "Greater than -1.5 and at most 2e3.")
    }

    /// A parameter's default is the server's: the Swift value is `nil` when left out.
    @Test func parametersSayTheirLimits() {
        let snippet = Snippet("""
        openapi: 3.0.3
        info: {title: Demo, version: '1'}
        paths:
          /items:
            get:
              parameters:
                - {name: limit, in: query, description: At most this many., schema: {type: integer, default: 20, maximum: 100}}
                - {name: q, in: query, schema: {type: string, title: Q, maxLength: 50}}
              responses: {'204': {description: x}}
        """)
        #expect(snippet.errors.isEmpty)
        let query = snippet.spec?.endpoints.first?.queryParameters
        #expect(query?.map(\.description) == [
            "At most this many.\n\nDefault: `20` (what the server uses when the value is `nil`). At most 100.",
            "At most 50 characters.",
        ])
    }
}
