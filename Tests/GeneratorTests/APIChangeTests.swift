import Foundation
import Testing
@testable import EndpointGenCore

/// `endpointgen diff`: every kind of change, in endpoint specs and OpenAPI documents.
@Suite struct APIChangeTests {
    /// The report between two versions of a spec written to `old/NAME` and `new/NAME`.
    static func report(_ old: String, _ new: String, name: String = "blog.yaml", sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> APIChangeReport {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("old/" + name, old)
        try folder.write("new/" + name, new)
        let result = APIDiff.compare(old: folder.file("old/" + name).path, new: folder.file("new/" + name).path)
        return try #require(result.report, "\(result.diagnostics)", sourceLocation: sourceLocation)
    }

    /// The change of `kind` at `swiftName`, or a recorded issue.
    static func change(_ kind: APIChange.Kind, _ swiftName: String, in report: APIChangeReport, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> APIChange {
        let all = report.breaking + report.nonBreaking
        return try #require(all.first { $0.kind == kind && $0.swiftName == swiftName },
                            "no \(kind) of \(swiftName) in:\n\(report.text())", sourceLocation: sourceLocation)
    }

    static let blog = """
        api: Blog
        servers:
          - url: https://api.example.com/v1
          - url: https://staging.example.com/v1
        models:
          Post:
            description: A post.
            properties:
              id: Int
              title: String?
              body: String
              author: User
          User:
            properties:
              name: String
          NewPost:
            properties:
              title: String?
          Status:
            enum: [draft, published, in-review]
        endpoints:
          getPost:
            method: GET
            path: /posts/{id}
            pathParams:
              id: Int
            query:
              fields: String?
            response: Post
          createPost:
            method: POST
            path: /posts
            body: NewPost
            response: Post
          deletePost:
            method: DELETE
            path: /posts/{id}
            pathParams:
              id: Int

        """

    /// `blog` with `replacements` made, each of which must match exactly once.
    static func blog(with replacements: [(String, String)], sourceLocation: Testing.SourceLocation = #_sourceLocation) -> String {
        var text = blog
        for (old, new) in replacements {
            #expect(text.components(separatedBy: old).count == 2, "'\(old)' is not in the spec once", sourceLocation: sourceLocation)
            text = text.replacingOccurrences(of: old, with: new)
        }
        return text
    }

    /// A path key's constant query is part of what an endpoint sends: a change to it is
    /// reported with the method and path.
    @Test func aPathKeysConstantQueryIsPartOfTheEndpoint() throws {
        let document = { (query: String) in
            "openapi: 3.1.0\ninfo: {title: Beta, version: '1'}\npaths:\n  /responses?\(query):\n    post: {operationId: create, responses: {'204': {description: x}}}\n"
        }
        let report = try Self.report(document("beta=true"), document("beta=false"), name: "beta.yaml")
        let change = try Self.change(.detailChanged, "Beta.Create", in: report)
        #expect(change.message == "POST /responses?beta=true is now POST /responses?beta=false", "\(report.text())")
    }

    @Test func sameSpecHasNoChanges() throws {
        #expect(try Self.report(Self.blog, Self.blog).isEmpty)
    }

    @Test func removalsAreBreakingAtTheOldPosition() throws {
        let new = Self.blog(with: [
            ("  deletePost:\n    method: DELETE\n    path: /posts/{id}\n    pathParams:\n      id: Int\n", ""),
            ("      body: String\n", ""),
            ("draft, published, in-review", "draft, published"),
            ("  - url: https://staging.example.com/v1\n", ""),
        ])
        let report = try Self.report(Self.blog, new)
        let endpoint = try Self.change(.removed, "Blog.DeletePost", in: report)
        #expect(endpoint.isBreaking && endpoint.message == "endpoint removed (DELETE /posts/{id})")
        #expect(endpoint.old?.location?.line == 35 && endpoint.new == nil)
        #expect(endpoint.old?.swift == "struct DeletePost: APIRequest")
        let property = try Self.change(.removed, "Blog.Post.body", in: report)
        #expect(property.isBreaking && property.old?.location?.line == 11 && property.old?.location?.column == 7)
        #expect(try Self.change(.removed, "Blog.Status.inReview", in: report).isBreaking)
        let server = try Self.change(.removed, "Blog.servers", in: report)
        #expect(server.isBreaking && server.old?.swift == #"APIServer(url: "https://staging.example.com/v1")"#)
        #expect(report.breaking.count == 4 && report.nonBreaking.isEmpty, "\(report.text())")
        // A removed model that nothing uses any more.
        let withoutUser = Self.blog(with: [("      author: User\n", ""), ("  User:\n    properties:\n      name: String\n", "")])
        let models = try Self.report(Self.blog, withoutUser)
        #expect(try Self.change(.removed, "Blog.User", in: models).isBreaking)
        #expect(try Self.change(.removed, "Blog.Post.author", in: models).isBreaking)
    }

    @Test func renamesAreBreakingAndDoNotRepeatAsTypeChanges() throws {
        let new = Self.blog(with: [
            ("  User:\n", "  Person:\n"), ("author: User", "author: Person"),
            ("  getPost:\n", "  fetchPost:\n"),
            ("      title: String?\n      body", "      headline:\n        type: String?\n        key: title\n      body"),
        ])
        let report = try Self.report(Self.blog, new)
        let model = try Self.change(.renamed, "Blog.Person", in: report)
        #expect(model.isBreaking && model.message == "renamed from User to Person")
        #expect(model.old?.swift == "struct User" && model.new?.swift == "struct Person")
        #expect(try Self.change(.renamed, "Blog.FetchPost", in: report).message == "renamed from GetPost to FetchPost")
        #expect(try Self.change(.renamed, "Blog.Post.headline", in: report).isBreaking)
        // Post.author's type is the renamed model: reported once, at the model.
        #expect(report.breaking.count == 3, "\(report.text())")
        #expect(report.nonBreaking.isEmpty, "\(report.text())")
    }

    @Test func typeChangesAndOptionality() throws {
        let new = Self.blog(with: [
            ("      id: Int\n      title", "      id: String\n      title"),
            ("      title: String?\n      body: String\n", "      title: String\n      body: String?\n"),
            ("    response: Post\n  createPost", "    response: \"[Post]\"\n  createPost"),
        ])
        let report = try Self.report(Self.blog, new)
        #expect(try Self.change(.typeChanged, "Blog.Post.id", in: report).message == "type changed from Int to String")
        let required = try Self.change(.becameRequired, "Blog.Post.title", in: report)
        #expect(required.isBreaking && required.message == "became required: String? is now String; callers of the initializer must pass it")
        #expect(required.old?.swift == "var title: String?" && required.new?.swift == "var title: String")
        #expect(required.old?.location?.line == 10 && required.new?.location?.line == 10)
        let optional = try Self.change(.becameOptional, "Blog.Post.body", in: report)
        #expect(optional.isBreaking && optional.message.hasPrefix("became optional: String is now String?"))
        #expect(try Self.change(.typeChanged, "Blog.GetPost.Response", in: report).message == "type changed from Post to [Post]")
        #expect(report.breaking.count == 4 && report.nonBreaking.isEmpty, "\(report.text())")
    }

    @Test func parametersAndRequestProperties() throws {
        let new = Self.blog(with: [
            ("      fields: String?\n", "      fields: String\n      page: Int\n      limit: Int?\n"),
            ("  NewPost:\n    properties:\n      title: String?\n", "  NewPost:\n    properties:\n      title: String\n      draft: Bool\n"),
        ])
        let report = try Self.report(Self.blog, new)
        #expect(try Self.change(.becameRequired, "Blog.GetPost.fields", in: report).isBreaking)
        let page = try Self.change(.added, "Blog.GetPost.page", in: report)
        #expect(page.isBreaking && page.message == "parameter added; callers of the initializer must pass it")
        let limit = try Self.change(.added, "Blog.GetPost.limit", in: report)
        #expect(!limit.isBreaking && limit.message == "parameter added")
        #expect(try Self.change(.becameRequired, "Blog.NewPost.title", in: report).isBreaking)
        #expect(try Self.change(.added, "Blog.NewPost.draft", in: report).isBreaking)
        #expect(report.breaking.count == 4 && report.nonBreaking.count == 1, "\(report.text())")
    }

    @Test func additionsDocumentationAndDeprecationAreNotBreaking() throws {
        let new = Self.blog(with: [
            ("    description: A post.\n", "    description: A blog post.\n    deprecated: true\n"),
            ("      author: User\n", "      author: User\n      summary: String?\n"),
            ("  Status:\n", "  Tag:\n    properties:\n      name: String\n  Status:\n"),
            ("  deletePost:\n", "  listPosts:\n    method: GET\n    path: /posts\n    response: \"[Post]\"\n  deletePost:\n"),
            ("  - url: https://staging.example.com/v1\n", "  - url: https://staging.example.com/v1\n  - url: http://localhost:8080\n"),
        ])
        let report = try Self.report(Self.blog, new)
        #expect(report.breaking.isEmpty, "\(report.text())")
        #expect(try Self.change(.documentationChanged, "Blog.Post", in: report).new?.location?.line == 7, "\(report.text())")
        #expect(try Self.change(.deprecated, "Blog.Post", in: report).message == "deprecated in the spec")
        #expect(try Self.change(.added, "Blog.Post.summary", in: report).message == "property added")
        #expect(try Self.change(.added, "Blog.Tag", in: report).new?.swift == "struct Tag")
        #expect(try Self.change(.added, "Blog.ListPosts", in: report).message == "endpoint added (GET /posts)")
        #expect(try Self.change(.added, "Blog.servers", in: report).new?.swift == #"APIServer(url: "http://localhost:8080")"#)
        #expect(report.nonBreaking.count == 6, "\(report.text())")
    }

    @Test func newEnumCaseBreaksExhaustiveSwitches() throws {
        let report = try Self.report(Self.blog, Self.blog(with: [("draft, published, in-review", "draft, published, in-review, archived")]))
        let added = try Self.change(.added, "Blog.Status.archived", in: report)
        #expect(added.isBreaking && added.message == "enum case added; a switch without a default case must handle it")
        #expect(added.new?.swift == #"case archived // "archived""#)
    }

    @Test func wireChangesUnderTheSameSwiftNameAreNotBreaking() throws {
        let new = Self.blog(with: [
            ("draft, published, in-review", "draft, published, in_review"),
            ("      title: String?\n      body", "      title:\n        type: String?\n        key: headline\n      body"),
            ("    method: DELETE\n    path: /posts/{id}\n", "    method: DELETE\n    path: /articles/{id}\n"),
        ])
        let report = try Self.report(Self.blog, new)
        #expect(report.breaking.isEmpty, "\(report.text())")
        #expect(try Self.change(.wireNameChanged, "Blog.Status.inReview", in: report).message == #"raw value changed from "in-review" to "in_review""#)
        #expect(try Self.change(.wireNameChanged, "Blog.Post.title", in: report).message == #"JSON key changed from "title" to "headline""#)
        #expect(try Self.change(.detailChanged, "Blog.DeletePost", in: report).message == "DELETE /posts/{id} is now DELETE /articles/{id}")
    }

    @Test func reorderedPropertiesReorderTheInitializer() throws {
        let report = try Self.report(Self.blog, Self.blog(with: [("      id: Int\n      title: String?\n", "      title: String?\n      id: Int\n")]))
        let change = try Self.change(.reordered, "Blog.Post.init", in: report)
        #expect(change.isBreaking && change.message == "parameters in a new order: init(id:title:body:author:) is now init(title:id:body:author:)")
        #expect(report.breaking.count == 1 && report.nonBreaking.isEmpty)
    }

    @Test func aModelOfAnotherKind() throws {
        let report = try Self.report(Self.blog, Self.blog(with: [("    enum: [draft, published, in-review]\n", "    type: String\n")]))
        let change = try Self.change(.kindChanged, "Blog.Status", in: report)
        #expect(change.isBreaking && change.message == "changed from a string enum to an alias of String")
        #expect(report.breaking.count == 1, "members of a model that changed kind are not listed: \(report.text())")
    }

    @Test func examplesAreDeclarationsToo() throws {
        let user = "  User:\n    properties:\n      name: String\n"
        let ann = Self.blog(with: [(user, user + "    example: {name: Ann}\n")])
        let added = try Self.change(.added, "Blog.User.example", in: try Self.report(Self.blog, ann))
        #expect(!added.isBreaking && added.new?.swift == "static var example: Blog.User")
        let bob = Self.blog(with: [(user, user + "    example: {name: Bob}\n")])
        #expect(try Self.change(.detailChanged, "Blog.User.example", in: try Self.report(ann, bob)).message == "example values changed")
        let named = Self.blog(with: [(user, user + "    examples: {ann: {name: Ann}, bob: {name: Bob}}\n")])
        #expect(try Self.change(.detailChanged, "Blog.User.example", in: try Self.report(ann, named)).message == "added ann, bob; removed example")
        let removed = try Self.change(.removed, "Blog.User.example", in: try Self.report(ann, Self.blog))
        #expect(removed.isBreaking, "code that uses User.example no longer compiles")
    }

    @Test func errorBodiesAndSecuritySchemes() throws {
        let old = """
            openapi: 3.0.3
            info: {title: Shop, version: "1"}
            components:
              securitySchemes:
                token: {type: http, scheme: bearer}
                key: {type: apiKey, in: header, name: X-Key}
              schemas:
                Problem:
                  type: object
                  properties:
                    message: {type: string}
            paths:
              /items:
                get:
                  operationId: listItems
                  responses:
                    "200": {description: OK}
                    "404":
                      description: Missing
                      content:
                        application/json:
                          schema: {$ref: "#/components/schemas/Problem"}

            """
        let new = old
            .replacingOccurrences(of: "token: {type: http, scheme: bearer}", with: "token: {type: http, scheme: basic}")
            .replacingOccurrences(of: "    key: {type: apiKey, in: header, name: X-Key}\n", with: "")
            .replacingOccurrences(of: "\"404\":", with: "\"410\":")
        let report = try Self.report(old, new, name: "shop.yaml")
        let scheme = try Self.change(.typeChanged, "Shop.tokenMiddleware", in: report)
        #expect(scheme.isBreaking && scheme.new?.swift == "static func tokenMiddleware(username: String, password: String) -> BasicAuthMiddleware")
        #expect(try Self.change(.removed, "Shop.keyMiddleware", in: report).isBreaking)
        // Error responses are the cases of the request's ErrorResponse enum: a new one is a
        // case a switch without a default must handle.
        let removed = try Self.change(.removed, "Shop.ListItems.ErrorResponse.notFound", in: report)
        #expect(removed.isBreaking && removed.old?.swift == "case notFound(Problem)")
        #expect(try Self.change(.added, "Shop.ListItems.ErrorResponse.gone", in: report).isBreaking)
    }

    @Test func successResponseCasesAndResponseHeaders() throws {
        let old = """
            openapi: 3.0.3
            info: {title: Shop, version: "1"}
            components:
              schemas:
                Item:
                  type: object
                  properties:
                    name: {type: string}
            paths:
              /items:
                post:
                  operationId: createItem
                  responses:
                    "200":
                      description: Already there
                      content:
                        application/json:
                          schema: {$ref: "#/components/schemas/Item"}
                    "201":
                      description: Created
                      headers:
                        X-Rate-Limit: {schema: {type: integer}}

            """
        let new = old
            .replacingOccurrences(of: "\"200\":", with: "\"202\":")
            .replacingOccurrences(of: "X-Rate-Limit: {schema: {type: integer}}", with: "X-Rate-Limit: {schema: {type: string}}")
        let report = try Self.report(old, new, name: "shop.yaml")
        let removed = try Self.change(.removed, "Shop.CreateItem.Response.ok", in: report)
        #expect(removed.isBreaking && removed.old?.swift == "case ok(Item)")
        #expect(try Self.change(.added, "Shop.CreateItem.Response.accepted", in: report).isBreaking)
        let header = try Self.change(.typeChanged, "APIResponse<Shop.CreateItem>.xRateLimit", in: report)
        #expect(header.isBreaking && header.new?.swift == "var xRateLimit: String?")
    }

    // MARK: OpenAPI documents

    static let petstore = """
        openapi: 3.1.0
        info: {title: Pets, version: "1"}
        servers:
          - url: https://pets.example.com
        paths:
          /pets:
            get:
              operationId: listPets
              parameters:
                - {name: limit, in: query, schema: {type: integer}}
              responses:
                "200":
                  description: The pets.
                  content:
                    application/json:
                      schema: {type: array, items: {$ref: "#/components/schemas/Pet"}}
          /pets/{id}:
            delete:
              operationId: deletePet
              parameters:
                - {name: id, in: path, required: true, schema: {type: integer}}
              responses:
                "204": {description: Deleted}
        components:
          schemas:
            Pet:
              type: object
              required: [id, name]
              properties:
                id: {type: integer, format: int64}
                name: {type: string}
                tag: {type: string}
                kind: {$ref: "#/components/schemas/Kind"}
            Kind:
              type: string
              enum: [cat, dog]

        """

    @Test func openAPIDocuments() throws {
        var new = Self.petstore
        for (old, replacement) in [
            ("    delete:\n      operationId: deletePet\n", "    get:\n      operationId: showPet\n"),
            ("required: [id, name]", "required: [id, name, tag]"),
            ("id: {type: integer, format: int64}", "id: {type: string}"),
            ("name: {type: string}", "name: {type: [string, \"null\"]}"),
            ("- {name: limit, in: query, schema: {type: integer}}", "- {name: limit, in: query, required: true, schema: {type: integer}}"),
            ("enum: [cat, dog]", "enum: [cat, dog, bird]"),
            ("  - url: https://pets.example.com\n", "  - url: https://api.pets.example.com\n"),
            ("description: The pets.", "description: Every pet."),
            ("operationId: listPets", "operationId: findPets"),
        ] {
            #expect(new.components(separatedBy: old).count == 2, "'\(old)'")
            new = new.replacingOccurrences(of: old, with: replacement)
        }
        let report = try Self.report(Self.petstore, new, name: "pets.yaml")
        let removed = try Self.change(.removed, "Pets.DeletePet", in: report)
        // An OpenAPI operation's place is its operationId, the spec name of its request type.
        #expect(removed.old?.location?.line == 19 && removed.old?.location?.column == 20)
        // Its spec path is the operation's JSON pointer, its members' their owner's.
        #expect(removed.old?.specPath == "#/paths/~1pets~1{id}/delete")
        #expect(try Self.change(.becameRequired, "Pets.Pet.tag", in: report).old?.specPath == "#/components/schemas/Pet")
        #expect(try Self.change(.removed, "Pets.servers", in: report).old?.specPath == "#/servers")
        #expect(try Self.change(.added, "Pets.ShowPet", in: report).message == "endpoint added (GET /pets/{id})")
        #expect(try Self.change(.becameRequired, "Pets.Pet.tag", in: report).isBreaking)
        #expect(try Self.change(.typeChanged, "Pets.Pet.id", in: report).message == "type changed from Int64 to String")
        #expect(try Self.change(.becameOptional, "Pets.Pet.name", in: report).isBreaking)
        #expect(try Self.change(.becameRequired, "Pets.FindPets.limit", in: report).isBreaking)
        #expect(try Self.change(.removed, "Pets.servers", in: report).isBreaking)
        #expect(try !Self.change(.added, "Pets.servers", in: report).isBreaking)
        // Renamed in the spec, same method and path, same shape: renamed, not removed and added.
        #expect(try Self.change(.renamed, "Pets.FindPets", in: report).message == "renamed from ListPets to FindPets")
        #expect(try Self.change(.added, "Pets.Kind.bird", in: report).isBreaking)
        #expect(report.breaking.count == 8, "\(report.text())")
        #expect(report.nonBreaking.count == 2, "\(report.text())")
    }

    /// Schema names and paths with `~`, `/`, spaces, other scripts and combining marks are placed
    /// by pointers whose tokens read back as those names (RFC 6901 §3, §4).
    @Test func pointersOfOddNamesReadBackAsTheNames() throws {
        let names = ["a~b", "x/y", "Prix total", "Größe", "a/\u{301}b", "t~\u{301}"]
        func document(_ type: String) -> String {
            var text = """
                openapi: 3.1.0
                info: {title: Odd, version: "1"}
                paths:
                  "/a b/\u{301}c~/{id}":
                    get:
                      operationId: getThing
                      parameters:
                        - {name: id, in: path, required: true, schema: {type: \(type)}}
                      responses:
                        "204": {description: None}
                components:
                  schemas:

                """
            for (index, name) in names.enumerated() {
                text += "    \"\(name)\": {type: object, properties: {p\(index): {type: \(type)}}}\n"
            }
            return text
        }
        let report = try Self.report(document("integer"), document("string"), name: "odd.yaml")
        let places = Set((report.breaking + report.nonBreaking).compactMap { $0.old?.specPath })
        var expected: Set<String> = ["#/paths/~1a%20b~1\u{301}c~0~1{id}/get"]
        for name in names {
            let token = name.unicodeScalars.map { $0 == "~" ? "~0" : $0 == "/" ? "~1" : String($0) }.joined()
            expected.insert(Spec.Source(pointer: "/components/schemas/" + token).reference)
        }
        #expect(places == expected, "\(report.text())")
        for name in names {
            let token = name.unicodeScalars.map { $0 == "~" ? "~0" : $0 == "/" ? "~1" : String($0) }.joined()
            #expect(OpenAPIText.escapedPointerToken(name).unicodeScalars.elementsEqual(token.unicodeScalars), "\(name.debugDescription)")
            #expect(OpenAPIText.unescapedPointerToken(token).unicodeScalars.elementsEqual(name.unicodeScalars), "\(token.debugDescription)")
        }
    }

    @Test func theSameAPIInTheOtherFormatHasNoChanges() throws {
        // `petstore` as an endpoint spec.
        let yaml = """
            api: Pets
            servers:
              - url: https://pets.example.com
            models:
              Pet:
                properties:
                  id: Int64
                  name: String
                  tag: String?
                  kind: Kind?
              Kind:
                enum: [cat, dog]
            endpoints:
              listPets:
                method: GET
                path: /pets
                query:
                  limit: Int?
                response: "[Pet]"
              deletePet:
                method: DELETE
                path: /pets/{id}
                pathParams:
                  id: Int

            """
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("pets.yaml", yaml)
        try folder.write("pets.openapi.yaml", Self.petstore)
        let result = APIDiff.compare(old: folder.file("pets.yaml").path, new: folder.file("pets.openapi.yaml").path)
        let report = try #require(result.report, "\(result.diagnostics)")
        #expect(report.isEmpty, "\(report.text())")
    }

    @Test func foldersAreComparedAPIByAPI() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("old/blog.yaml", Self.blog)
        try folder.write("old/nested/pets.yaml", Self.petstore)
        try folder.write("old/endpointgen.yaml", "names:\n  Post: Article\n")
        try folder.write("old/Generated/ignored.yaml", "api: Ignored\n")
        try folder.write("new/blog.yaml", Self.blog)
        try folder.write("new/notes.txt", "not a spec")
        try folder.write("new/other.yaml", "just: yaml\n")
        #expect(APIDiff.specFiles(in: folder.file("old").path).map { $0.hasSuffix("blog.yaml") || $0.hasSuffix("nested/pets.yaml") } == [true, true])
        let result = APIDiff.compare(old: folder.file("old").path, new: folder.file("new").path)
        let report = try #require(result.report, "\(result.diagnostics)")
        let removed = try Self.change(.removed, "Pets", in: report)
        #expect(removed.isBreaking && removed.message == "API removed")
        #expect(report.breaking.count == 1 && report.nonBreaking.isEmpty, "\(report.text())")
        try folder.write("empty/notes.txt", "not a spec")
        let empty = APIDiff.compare(old: folder.file("empty").path, new: folder.file("new").path)
        #expect(empty.report == nil)
        #expect(empty.diagnostics.map(\.message) == ["the folder '\(folder.file("empty").path)' holds no endpoint spec or OpenAPI document"])
    }
}
