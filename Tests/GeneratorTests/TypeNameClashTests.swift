import Foundation
import Testing
@testable import EndpointGenCore

/// The resolver makes every Swift type name and decides every clash (`NameRegistry`): a
/// rename is a warning at the renamed declaration with a note at the holder, naming the Swift
/// names as generated, the same for an endpoint spec and an OpenAPI document.
@Suite struct TypeNameClashTests {
    /// Generates one file of text (written to a temporary folder as `name`); returns the
    /// printed diagnostics and the generated file paths.
    static func generate(_ text: String, name: String) throws -> (diagnostics: [String], files: [String]) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("clash-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent(name).path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        let result = Generator.generate(specFiles: [path])
        let shown = result.diagnostics.map { $0.description.replacingOccurrences(of: folder.path + "/", with: "") }
        return (shown, result.files.keys.sorted())
    }

    @Test func endpointSpecClashesAreRenamedWithAWarning() throws {
        let (diagnostics, files) = try Self.generate("""
        api: Blog
        models:
          Post:
            properties:
              id: Int
          post_list: "[Post]"
          PostList: "[Post]"
          2fa: "[Int]"
          _2fa: "[Int]"
        endpoints:
          get_post:
            method: GET
            path: /posts
          getPost:
            method: GET
            path: /posts
          GETPOST:
            method: GET
            path: /posts
          post:
            method: POST
            path: /posts
        """, name: "spec.yaml")
        #expect(diagnostics == [
            "spec.yaml:7:3: warning: model 'PostList' is the Swift type 'PostList2', since model 'post_list' is 'PostList'\nspec.yaml:6:3: note: model 'post_list' is declared here",
            "spec.yaml:9:3: warning: model '_2fa' is the Swift type '_2fa2', since model '2fa' is '_2fa'\nspec.yaml:8:3: note: model '2fa' is declared here",
            "spec.yaml:14:3: warning: endpoint 'getPost' is the Swift type 'GetPost2', since endpoint 'get_post' is 'GetPost'\nspec.yaml:11:3: note: endpoint 'get_post' is declared here",
            "spec.yaml:17:3: warning: endpoint 'GETPOST' is the Swift type 'GETPOST3', since endpoint 'get_post' is 'GetPost' (type names that differ only in case would share a file on a case-insensitive file system)\nspec.yaml:11:3: note: endpoint 'get_post' is declared here",
            "spec.yaml:20:3: warning: endpoint 'post' is the Swift type 'Post2', since model 'Post' is 'Post'\nspec.yaml:3:3: note: model 'Post' is declared here",
        ])
        for name in ["Models/Blog.PostList2.swift", "Models/Blog._2fa2.swift", "Requests/Blog.GetPost2.swift", "Requests/Blog.GETPOST3.swift", "Requests/Blog.Post2.swift"] {
            #expect(files.contains("Blog/" + name), "\(name)")
        }
    }

    @Test func openAPIClashesAreRenamedAlike() throws {
        let (diagnostics, files) = try Self.generate("""
        openapi: 3.0.3
        info: {title: Blog, version: '1'}
        paths:
          /posts:
            get: {operationId: get_post, responses: {'204': {description: none}}}
            put: {operationId: getPost, responses: {'204': {description: none}}}
            post: {operationId: GETPOST, responses: {'204': {description: none}}}
        components:
          schemas:
            post_list: {type: array, items: {type: string}}
            PostList: {type: array, items: {type: string}}
        """, name: "openapi.yaml")
        #expect(diagnostics.count == 3)
        #expect(diagnostics.contains { $0.hasPrefix("openapi.yaml:11:5: warning: model 'PostList' is the Swift type 'PostList2', since model 'post_list' is 'PostList'\nopenapi.yaml:10:5: note: model 'post_list' is declared here") })
        #expect(diagnostics.contains { $0.hasPrefix("openapi.yaml:6:24: warning: endpoint 'getPost' is the Swift type 'GetPost2', since endpoint 'get_post' is 'GetPost'\nopenapi.yaml:5:24: note: endpoint 'get_post' is declared here") })
        #expect(diagnostics.contains { $0.hasPrefix("openapi.yaml:7:25: warning: endpoint 'GETPOST' is the Swift type 'GETPOST3', since endpoint 'get_post' is 'GetPost' (type names that differ only in case") })
        for name in ["Models/Blog.PostList2.swift", "Requests/Blog.GetPost2.swift", "Requests/Blog.GETPOST3.swift"] {
            #expect(files.contains("Blog/" + name), "\(name)")
        }
    }
}

/// Members clash by the same rule: a property, enum case or parameter that is renamed is a
/// warning naming both, in both formats.
@Suite struct MemberNameClashTests {
    @Test func renamedMembersAreWarnings() throws {
        let (diagnostics, _) = try TypeNameClashTests.generate("""
        openapi: 3.0.3
        info: {title: Shop, version: '1'}
        paths:
          /calls:
            get:
              operationId: listCalls
              parameters:
                - {name: StartTime, in: query, schema: {type: string}}
                - {name: start_time, in: query, schema: {type: string}}
              responses: {'204': {description: none}}
        components:
          schemas:
            Op:
              type: string
              enum: [add, Add]
            Item: {type: object, properties: {user_id: {type: integer}, userId: {type: integer}}}
        """, name: "openapi.yaml")
        #expect(diagnostics == [
            "openapi.yaml:9:18: warning: query parameter 'start_time' is the Swift property 'startTime2', since query parameter 'StartTime' is 'startTime'\nopenapi.yaml:8:18: note: query parameter 'StartTime' is declared here",
            "openapi.yaml:15:19: warning: enum value 'Add' is the enum case 'add2', since enum value 'add' is 'add'\nopenapi.yaml:15:14: note: enum value 'add' is declared here",
            "openapi.yaml:16:65: warning: property 'userId' is the Swift property 'userId2', since property 'user_id' is 'userId'\nopenapi.yaml:16:39: note: property 'user_id' is declared here",
        ])
    }

    /// Names that differ by a comparison operator or `[]` get words for it, not numbers; the
    /// names on the wire stay exact.
    @Test func operatorsInNamesBecomeWords() throws {
        let text = """
        openapi: 3.0.3
        info: {title: Shop, version: '1'}
        paths:
          /calls:
            get:
              operationId: listCalls
              parameters:
                - {name: DateCreated, in: query, schema: {type: string}}
                - {name: DateCreated<, in: query, schema: {type: string}}
                - {name: DateCreated>, in: query, schema: {type: string}}
                - {name: price<=, in: query, schema: {type: number}}
                - {name: price>=, in: query, schema: {type: number}}
                - {name: status!=, in: query, schema: {type: string}}
                - {name: 'include[]', in: query, schema: {type: array, items: {type: string}}}
                - {name: ids, in: query, schema: {type: string}}
                - {name: 'ids[]', in: query, schema: {type: array, items: {type: string}}}
                - {name: '<', in: query, schema: {type: string}}
              responses: {'204': {description: none}}
        components:
          schemas:
            Range: {type: object, properties: {'a<b': {type: integer}, 'a>b': {type: integer}}}
        """
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("names-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("openapi.yaml").path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        let result = Generator.generate(specFiles: [path])
        // `ids` beside `ids[]` is one parameter to servers that read brackets: warned, still generated.
        #expect(result.diagnostics.map(\.message) == ["the query items 'ids[]' and 'ids' are one parameter to servers that read brackets (PHP, Rails, qs): one of the values is lost; a request that sets both fails"],
                "\(result.diagnostics)")
        let calls = try #require(result.files.first { $0.key.hasSuffix(".ListCalls.swift") }?.value)
        for line in [
            #"items.append("DateCreated", self.dateCreated)"#,
            #"items.append("DateCreated<", self.dateCreatedLessThan)"#,
            #"items.append("DateCreated>", self.dateCreatedGreaterThan)"#,
            #"items.append("price<=", self.priceAtMost)"#,
            #"items.append("price>=", self.priceAtLeast)"#,
            #"items.append("status!=", self.statusNotEqual)"#,
            #"items.append("include[]", self.include)"#,
            #"items.append("ids", self.ids)"#,
            #"items.append("ids[]", self.idsList)"#,
            #"items.append("<", self.less)"#,
        ] {
            #expect(calls.contains(line), "\(line)\n\(calls)")
        }
        let range = try #require(result.files.first { $0.key.hasSuffix(".Range.swift") }?.value)
        #expect(range.contains(#"self.aLessThanB = try container.decodeIfPresent(Int.self, forKey: "a<b")"#), "\(range)")
        #expect(range.contains(#"try container.encodeIfPresent(self.aGreaterThanB, forKey: "a>b")"#), "\(range)")
    }
}
