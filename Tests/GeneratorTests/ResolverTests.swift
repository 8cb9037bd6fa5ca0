import Testing
@testable import EndpointGenCore

/// The resolver on small specs built in code: names, JSON keys, recursion, checks.
@Suite struct ResolverTests {
    func resolve(_ spec: Spec) -> (APIModel?, [Diagnostic]) {
        let diagnostics = DiagnosticCollector()
        var resolver = Resolver(spec: spec, diagnostics: diagnostics)
        let api = resolver.resolve(namespace: Resolver.namespaceName(for: spec.api.value))
        return (api, diagnostics.diagnostics)
    }

    func properties(_ api: APIModel?, _ model: String) -> [PropertyDeclaration] {
        guard case .object(let properties)? = api?.models.first(where: { $0.name == model })?.kind else { return [] }
        return properties
    }

    @Test func jsonKeysThatCollideAfterConversionStayDistinct() {
        let spec = Build.spec("A", models: [Build.object("M", [Build.property("userId", Build.int), Build.property("user_id", Build.int)])], keys: .snakeCase)
        let (api, diagnostics) = resolve(spec)
        // The rename is a warning that names both properties as generated.
        #expect(diagnostics.map(\.message) == ["property 'user_id' is the Swift property 'userId2', since property 'userId' is 'userId'"])
        #expect(diagnostics.first?.notes.map(\.message) == ["property 'userId' is declared here"])
        let resolved = properties(api, "M")
        #expect(resolved.map(\.name) == ["userId", "userId2"])
        #expect(resolved.map(\.jsonKey) == ["userId", "user_id"])
    }

    @Test func explicitKeysThatCollideAreAnError() {
        let spec = Build.spec("A", models: [Build.object("M", [Build.property("a", Build.int, key: "x"), Build.property("b", Build.int, key: "x")])])
        let (api, diagnostics) = resolve(spec)
        #expect(api == nil)
        #expect(diagnostics.map(\.message) == ["properties 'a' and 'b' of models.M have the same JSON key 'x'"])
    }

    @Test func snakeCaseKeysAreDerivedUnlessGiven() {
        let spec = Build.spec("A", models: [Build.object("M", [Build.property("createdAt", Build.int), Build.property("updatedAt", Build.int, key: "updated")])], keys: .snakeCase)
        #expect(properties(resolve(spec).0, "M").map(\.jsonKey) == ["created_at", "updated"])
    }

    @Test func propertiesThatHoldAModelDirectlyAreBoxed() {
        let spec = Build.spec("A", models: [
            Build.object("Comment", [Build.property("replies", .array(Build.model("Comment"))), Build.property("parent", .optional(Build.model("Comment")))]),
            Build.object("Person", [Build.property("employer", .optional(Build.model("Company"))), Build.property("home", Build.model("Address"))]),
            Build.object("Company", [Build.property("ceo", Build.model("Person")), Build.property("offices", .dictionary(Build.model("Address")))]),
            Build.object("Address", [Build.property("street", Build.string), Build.property("kind", Build.model("Kind"))]),
            Spec.Model(name: Build.located("Kind"), kind: .enumeration([Spec.EnumValue(value: Build.located("home"))])),
        ])
        let api = resolve(spec).0
        // On a cycle or not, a property that holds an object model is boxed; one that holds it
        // through an array or a dictionary, or holds an enum, is not.
        #expect(properties(api, "Comment").map(\.isBoxed) == [false, true])
        #expect(properties(api, "Person").map(\.isBoxed) == [true, true])
        #expect(properties(api, "Company").map(\.isBoxed) == [true, false])
        #expect(properties(api, "Address").map(\.isBoxed) == [false, false])
        #expect(api?.usesIndirect == true)
    }

    @Test func aModelWithoutNestedModelsNeedsNoBox() {
        let spec = Build.spec("A", models: [
            Build.object("Post", [Build.property("tags", .array(Build.model("Tag"))), Build.property("title", Build.string)]),
            Build.object("Tag", [Build.property("name", Build.string)]),
        ])
        let api = resolve(spec).0
        #expect(properties(api, "Post").map(\.isBoxed) == [false, false])
        #expect(api?.usesIndirect == false)
    }

    @Test func longChainsDoNotOverflowTheStack() {
        let count = 20_000
        var edges = (0..<count).map { [$0 + 1] }
        edges[count - 1] = [0]
        let components = RecursionAnalysis.stronglyConnectedComponents(edges)
        #expect(Set(components).count == 1)
        #expect(Set(RecursionAnalysis.stronglyConnectedComponents((0..<count).map { $0 + 1 < count ? [$0 + 1] : [] })).count == count)
    }

    @Test func reservedAndCollidingTypeNamesAreRenamed() {
        var spec = Build.spec("A", models: [Build.object("Response", []), Build.object("GetPost", []), Build.object("JSONValue", []),
                                            Build.object("AnyCodingKey", []), Build.object("APIOperation", [])])
        spec.endpoints = [Build.endpoint("getPost", .get, "/p"), Build.endpoint("data", .get, "/d")]
        let api = resolve(spec).0
        // Object models' coding names the runtime's AnyCodingKey, requests its APIOperation.
        #expect(api?.models.map(\.name) == ["APIOperationModel", "AnyCodingKeyModel", "GetPost", "JSONValueModel", "ResponseModel"])
        #expect(api?.requests.map(\.name) == ["DataRequest", "GetPost2"])
    }

    @Test func requestMembersAvoidProtocolRequirements() {
        var endpoint = Build.endpoint("e", .post, "/e")
        endpoint.queryParameters = [Build.parameter("path", Build.string), Build.parameter("body", Build.string), Build.parameter("requestBody", Build.string)]
        endpoint.body = Spec.Body(type: Build.type(Build.string), encoding: Build.located(.json))
        let api = resolve(Build.spec("A", endpoints: [endpoint])).0
        #expect(api?.requests.first?.parameters.map(\.name) == ["path2", "body2", "requestBody2"])
        #expect(api?.requests.first?.body?.name == "requestBody")
    }

    @Test func parametersThatCannotBeSentAreErrors() {
        var endpoint = Build.endpoint("e", .post, "/e/{id}")
        endpoint.pathParameters = [Build.parameter("id", .optional(Build.int))]
        endpoint.queryParameters = [Build.parameter("filter", Build.model("M")), Build.parameter("flat", Build.model("N"))]
        endpoint.headerParameters = [Build.parameter("X-Data", Build.data)]
        endpoint.body = Spec.Body(type: Build.type(.array(Build.string)), encoding: Build.located(.form))
        let models = [Build.object("M", [Build.property("tags", .array(Build.string))]), Build.object("N", [Build.property("a", Build.string)])]
        let (api, diagnostics) = resolve(Build.spec("A", models: models, endpoints: [endpoint]))
        #expect(api == nil)
        #expect(diagnostics.map(\.message) == [
            "path parameter 'id' has type 'Int?', which cannot be sent in a path; use a scalar, an enum, or an array or object of them that is not optional",
            "query parameter 'filter' has type 'M', which cannot be sent in a query; use a scalar, an enum, or an array or object of them",
            "header parameter 'X-Data' has type 'Data', which cannot be sent in a header; use a scalar, an enum, or an array or object of them",
            "a form body must be an object model, not '[String]'",
        ])
    }

    /// A form body that is a dictionary sends each key as a field, whatever its values (the
    /// runtime refuses what has no form, such as an object inside a JSON value), but for file
    /// parts, which only a multipart body sends.
    @Test func aFormBodyDictionaryMayHoldAnyValueButFileParts() {
        func messages(_ type: Spec.TypeReference) -> [String] {
            var endpoint = Build.endpoint("e", .post, "/e")
            endpoint.body = Spec.Body(type: Build.type(type), encoding: Build.located(.form))
            return resolve(Build.spec("A", models: [Build.object("M", [])], endpoints: [endpoint])).1.map(\.message)
        }
        for good: Spec.TypeReference in [.dictionary(Build.string), .optional(.dictionary(.array(Build.int))), .dictionary(.optional(Build.string)),
                                         .dictionary(.array(.optional(Build.int))), .dictionary(Build.model("M")), .dictionary(.dictionary(Build.string)),
                                         .dictionary(Build.data), .dictionary(.array(.array(Build.int))), .dictionary(.builtin(.json))] {
            #expect(messages(good).isEmpty, "\(good)")
        }
        #expect(messages(.dictionary(.builtin(.filePart))) == ["a form body that is a dictionary cannot hold file parts, not '[String: FilePart]'"])
    }

    @Test func pathPlaceholdersWithoutParametersAreErrors() {
        let (api, diagnostics) = resolve(Build.spec("A", endpoints: [Build.endpoint("e", .get, "/a/{missing}")]))
        #expect(api == nil)
        #expect(diagnostics.map(\.message) == ["path parameter 'missing' is not declared"])
    }

    @Test func pathTextIsPercentEncodedOnce() {
        #expect(PathEncoding.encodeLiteral("/a b/ü/%20/%zz/?#\"") == "/a%20b/%C3%BC/%20/%25zz/%3F%23%22")
        #expect(PathEncoding.encodeLiteral("/v1/items:batch@x(1)") == "/v1/items:batch@x(1)")
    }

    @Test func aliasCyclesAreErrorsNotHangs() {
        let spec = Build.spec("A", models: [
            Spec.Model(name: Build.located("X"), kind: .alias(Build.type(Build.model("Y")))),
            Spec.Model(name: Build.located("Y"), kind: .alias(Build.type(.optional(Build.model("X"))))),
        ])
        let (api, diagnostics) = resolve(spec)
        #expect(api == nil)
        #expect(diagnostics.contains { $0.message.contains("refers to itself") })
    }

    @Test func defaultValuesBecomeTypedExpressions() {
        let models: [String: ModelDeclaration] = [:]
        #expect(Resolver.defaultExpression(.string("a\"b"), type: .builtin(.string), models: models) == #""a\"b""#)
        #expect(Resolver.defaultExpression(.integer(3), type: .builtin(.double), models: models) == "3")
        #expect(Resolver.defaultExpression(.number(0.25), type: .builtin(.int), models: models) == nil)
        #expect(Resolver.defaultExpression(.null, type: .optional(.builtin(.int)), models: models) == "nil")
        #expect(Resolver.defaultExpression(.integer(3_000_000_000), type: .builtin(.int32), models: models) == nil)
        #expect(Resolver.defaultExpression(.bool(false), type: .builtin(.bool), models: models) == "false")
        #expect(Resolver.defaultExpression(.array([.string("push"), .string("a\"b")]), type: .array(.builtin(.string)), models: models) == #"["push", "a\"b"]"#)
        #expect(Resolver.defaultExpression(.array([.integer(1), .number(0.5)]), type: .array(.builtin(.int)), models: models) == nil)
        #expect(Resolver.defaultExpression(.object(["b": .integer(2), "a": .integer(1)]), type: .dictionary(.builtin(.int)), models: models) == #"["a": 1, "b": 2]"#)
        #expect(Resolver.defaultExpression(.array([]), type: .optional(.array(.builtin(.int))), models: models) == "[]")
    }

    @Test func defaultDatesURLsAndUUIDsAreCheckedWhenGenerated() {
        let models: [String: ModelDeclaration] = [:]
        func date(_ text: String) -> String? { Resolver.defaultExpression(.string(text), type: .builtin(.date), models: models) }
        #expect(date("1970-01-01T00:00:00Z") == "Date(timeIntervalSince1970: 0)")
        #expect(date("2000-03-01") == "Date(timeIntervalSince1970: 951868800)")
        #expect(date("1969-12-31T23:59:59Z") == "Date(timeIntervalSince1970: -1)")
        #expect(date("2024-05-01t12:00:00-01:30") == "Date(timeIntervalSince1970: 1714570200)")
        for wrong in ["2023-02-29", "2024-13-01", "2024-05-01T24:00:00Z", "2024-05-01T23:59:60Z", "2024-05-01 12:00:00Z",
                      "2024-05-01T12:00:00.5Z", "2024-05-01T12:00:00", "2024-5-01", ""] {
            #expect(date(wrong) == nil, "\(wrong)")
        }
        func url(_ text: String) -> String? { Resolver.defaultExpression(.string(text), type: .builtin(.url), models: models) }
        #expect(url("https://example.com/a%20b?c=d#e") == #"URL(string: "https://example.com/a%20b?c=d#e")!"#)
        for wrong in ["", "/relative", "https://example.com/a b", "https://example.com/ü", "https://example.com/%zz", "1http://x"] {
            #expect(url(wrong) == nil, "\(wrong)")
        }
        #expect(Resolver.defaultExpression(.string("not-a-uuid"), type: .builtin(.uuid), models: models) == nil)
    }

    @Test func outputIsTheSameWhateverTheOrderOfTheSpecs() {
        let first = Build.spec("First", models: [Build.object("M", [Build.property("a", Build.int)])])
        let second = Build.spec("Second", endpoints: [Build.endpoint("e", .get, "/e")])
        let forward = Generator.generate(specs: [first, second])
        let backward = Generator.generate(specs: [second, first])
        #expect(!forward.files.isEmpty)
        #expect(forward.files == backward.files)
        let sharded = Generator.generate(specs: [first], options: GenerationOptions(shards: 4))
        #expect(sharded.files.keys.sorted() == (0..<4).map { "built.\($0).swift" })
    }

    @Test func shardsAreNamedAfterEachSpecFile() {
        var other = Build.spec("Other", endpoints: [Build.endpoint("e", .get, "/e")])
        other.file = "dir/other.yml"
        let result = Generator.generate(specs: [Build.spec("First"), other], options: GenerationOptions(shards: 2))
        #expect(result.files.keys.sorted() == ["built.0.swift", "built.1.swift", "other.0.swift", "other.1.swift"])
        let clash = Generator.generate(specs: [Build.spec("A"), Build.spec("B")], options: GenerationOptions(shards: 2))
        #expect(clash.diagnostics.map(\.message) == ["spec files 'built.yaml' and 'built.yaml' have the same name, so their shard files would collide; rename one"])
    }

    @Test func twoAPIsWithOneSwiftNameAreAnError() {
        let result = Generator.generate(specs: [Build.spec("my-api"), Build.spec("MyApi")])
        #expect(result.hasErrors)
        #expect(result.files.isEmpty)
        #expect(result.diagnostics.first?.message == "API 'my-api' has the same Swift name 'MyApi' as API 'MyApi'")
    }

    /// Two versions of one API in one folder: one message that says so and names both files.
    @Test func twoSpecsOfOneAPIAreOneErrorNamingBothFiles() {
        var old = Build.spec("Pets")
        old.file = "specs/v1.yaml"
        var new = Build.spec("Pets")
        new.file = "specs/v2.yaml"
        let result = Generator.generate(specs: [old, new])
        #expect(result.files.isEmpty)
        #expect(result.diagnostics.map(\.message) == [
            "specs/v2.yaml and specs/v1.yaml both declare the API 'Pets'; give each version of an API its own folder (endpointgen diff compares two: OLD NEW)",
        ])
        #expect(result.diagnostics.first?.notes.map(\.message) == ["the other declaration of 'Pets'"])
    }
}
