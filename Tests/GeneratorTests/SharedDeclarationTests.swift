import Foundation
import Testing
@testable import EndpointGenCore

/// Generated code a person would have written: identical inline enums are one type, an
/// operation named like a schema gets a readable name, models compare and hash by default, and
/// none of these breaks code written against what earlier versions generated.
@Suite struct SharedDeclarationTests {
    static let todos = """
        openapi: 3.1.0
        info: {title: Todos, version: '1'}
        paths:
          /todos:
            post:
              operationId: create_todo_todos_post
              requestBody: {content: {application/json: {schema: {$ref: '#/components/schemas/TodoCreate'}}}}
              responses: {'200': {description: x, content: {application/json: {schema: {$ref: '#/components/schemas/Todo'}}}}}
            patch:
              operationId: patch_todo_todos_patch
              parameters: [{name: status, in: query, schema: {type: string, enum: [open, done]}}]
              responses: {'204': {description: x}}
          /stats:
            get:
              operationId: stats_stats_get
              responses: {'200': {description: x, content: {application/json: {schema: {$ref: '#/components/schemas/Stats'}}}}}
        components:
          schemas:
            Todo:
              type: object
              required: [status]
              properties:
                status: {type: string, enum: [open, done]}
                priority: {type: integer, enum: [1, 2, 3]}
            TodoCreate:
              type: object
              properties:
                status: {type: string, enum: [open, done], default: open}
                priority: {type: integer, enum: [1, 2]}
                flag: {type: string, enum: [done, open]}
            Stats: {type: object, properties: {count: {type: integer}}}
        """

    /// Generates `text` as `todos.yaml`; returns the files by their last path component.
    static func generate(_ text: String, options: GenerationOptions = GenerationOptions()) throws -> (files: [String: String], diagnostics: [String]) {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("todos.yaml", text)
        let result = Generator.generate(specFiles: [folder.file("todos.yaml").path], options: options)
        let files = Dictionary(result.files.map { (URL(fileURLWithPath: $0.key).lastPathComponent, $0.value) }, uniquingKeysWith: { first, _ in first })
        return (files, result.diagnostics.map { $0.description.replacingOccurrences(of: folder.file("").path, with: "") })
    }

    /// The first inline enum of each list of values declares it; every later one with the
    /// same values in the same order is an alias of it, under its own name.
    @Test func identicalInlineEnumsAreDeclaredOnce() throws {
        let (files, _) = try Self.generate(Self.todos)
        let status = try #require(files["Todos.TodoStatus.swift"])
        #expect(status.contains("public enum TodoStatus: Codable, Hashable, Sendable, RawRepresentable {"))
        let shared = try #require(files["Todos.TodoCreateStatus.swift"])
        #expect(shared.contains("""
                /// The same values as `TodoStatus`, under another name.
                ///
                /// - Remark: Generated from `#/components/schemas/TodoCreate/properties/status`.
                public typealias TodoCreateStatus = TodoStatus
            """), "\(shared)")
        #expect(try #require(files["Todos.PatchTodoStatus.swift"]).contains("public typealias PatchTodoStatus = TodoStatus"))
        // Other values, or the same values in another order, are another enum.
        #expect(try #require(files["Todos.TodoCreatePriority.swift"]).contains("public enum TodoCreatePriority:"))
        #expect(try #require(files["Todos.TodoCreateFlag.swift"]).contains("public enum TodoCreateFlag:"))
        // The default of the alias's property is a case of the shared enum.
        #expect(try #require(files["Todos.TodoCreate.swift"]).contains("status: TodoCreateStatus? = .`open`,"))
    }

    /// `stats` returning a `Stats` is `GetStats`; `StatsStatsGet`, its name before, stays a
    /// deprecated alias.
    @Test func anOperationNamedLikeAModelPutsItsVerbFirstAndKeepsItsFormerName() throws {
        let (files, diagnostics) = try Self.generate(Self.todos)
        let request = try #require(files["Todos.GetStats.swift"])
        #expect(request.contains("public struct GetStats: APIRequest {"))
        #expect(request.contains("""
                @available(*, deprecated, renamed: "GetStats")
                public typealias StatsStatsGet = GetStats
            }
            """), "\(request)")
        #expect(diagnostics.contains { $0.contains("warning: operation 'stats_stats_get' is named 'get_stats', the Swift type 'GetStats'") && $0.contains("note: the schema 'Stats' is declared here") })
    }

    /// Models, enums and unions are `Hashable` unless the config opts out.
    @Test func modelsAreHashableByDefault() throws {
        let (files, _) = try Self.generate(Self.todos)
        #expect(try #require(files["Todos.Todo.swift"]).contains("public struct Todo: Codable, Hashable, Sendable {"))
        var options = GenerationOptions()
        options.conformances = []
        let (plain, _) = try Self.generate(Self.todos, options: options)
        #expect(try #require(plain["Todos.Todo.swift"]).contains("public struct Todo: Codable, Sendable {"))
        #expect(try Command.parseGenerate(["todos.yaml", "--output", "out"]).options.conformances == [.hashable])
        #expect(try Command.parseGenerate(["todos.yaml", "--output", "out", "--conformances", ""]).options.conformances == [])
    }

    /// The surface of `todos` as this version generates it, and as an earlier version did:
    /// every inline enum declared, and the operation named by its whole `operationId`.
    static func surfaces() throws -> (earlier: APISurface, now: APISurface) {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("todos.yaml", todos)
        let diagnostics = DiagnosticCollector()
        let now = try #require(APIDiff.surface(of: folder.file("todos.yaml").path, options: GenerationOptions(), diagnostics: diagnostics))
        var earlier = now
        var api = earlier.apis[0]
        let models = Dictionary(api.children.filter { $0.kind == .model }.map { ($0.baseName, $0) }, uniquingKeysWith: { first, _ in first })
        for index in api.children.indices {
            let child = api.children[index]
            if child.kind == .model, child.swift.hasPrefix("typealias"), let target = child.type.flatMap({ models[$0] }) {
                var separate = target
                separate.swiftName = child.swiftName
                separate.identity = child.identity
                separate.swift = target.swift.replacingOccurrences(of: target.baseName, with: child.baseName)
                separate.children = target.children.map { item in
                    var item = item
                    item.swiftName = child.swiftName + "." + item.baseName
                    return item
                }
                api.children[index] = separate
            }
            if child.kind == .request, child.formerName != nil {
                api.children[index].swiftName = "Todos.StatsStatsGet"
                api.children[index].identity = "stats_stats_get"
                api.children[index].swift = "struct StatsStatsGet: APIRequest"
                api.children[index].formerName = nil
            }
        }
        earlier.apis[0] = api
        return (earlier, now)
    }

    /// From the earlier code to this one, the change report shows no removal and nothing
    /// breaking: an enum became an alias of one with the same cases, a request type was renamed
    /// and keeps its former name.
    @Test func theChangeReportShowsNoRemovalAndNothingBreaking() throws {
        let (earlier, now) = try Self.surfaces()
        let report = APIComparison.compare(earlier, now)
        #expect(report.breaking.isEmpty, "\(report.text())")
        #expect(!report.nonBreaking.contains { $0.kind == .removed }, "\(report.text())")
        #expect(report.nonBreaking.map(\.message).sorted() == [
            "now an alias of TodoStatus, which has the same cases",
            "now an alias of TodoStatus, which has the same cases",
            "renamed from StatsStatsGet to GetStats; StatsStatsGet stays a deprecated alias",
        ], "\(report.text())")
    }
}
