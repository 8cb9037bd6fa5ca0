import Foundation
import Testing
@testable import EndpointGenCore

/// Every spec of `Specs/` loads without a single diagnostic, and says what its file says.
@Suite struct SpecsFolderTests {
    @Test func everySpecLoadsClean() throws {
        let files = try TestSupport.specFiles()
        #expect(Set(["auth.yaml", "books.yaml", "jsonplaceholder.yaml", "httpbin.yaml"]).isSubset(of: files.map(\.lastPathComponent)))
        for url in files {
            let diagnostics = DiagnosticCollector()
            let spec = SpecLoader.load(contentsOf: url.path, diagnostics: diagnostics)
            #expect(spec != nil, "\(url.lastPathComponent) did not load")
            #expect(diagnostics.diagnostics.isEmpty, "\(url.lastPathComponent):\n\(diagnostics.sorted.map(\.description).joined(separator: "\n"))")
        }
    }

    private func load(_ name: String) throws -> Spec {
        let diagnostics = DiagnosticCollector()
        let path = TestSupport.packageRoot.appendingPathComponent("Specs/\(name)").path
        let spec = try #require(SpecLoader.load(contentsOf: path, diagnostics: diagnostics))
        #expect(!diagnostics.hasErrors)
        return spec
    }

    @Test func jsonPlaceholderHasEveryOperationOfEveryResource() throws {
        let spec = try load("jsonplaceholder.yaml")
        #expect(spec.api.value == "JSONPlaceholder")
        #expect(spec.servers.map(\.url.value) == ["https://jsonplaceholder.typicode.com", "http://127.0.0.1:3000"])
        #expect(spec.servers.map { $0.name?.value } == ["production", "local"])
        #expect(spec.headers.map { "\($0.name.value): \($0.value.value)" } == ["Accept: application/json"])
        for resource in ["Post", "Comment", "User"] {
            let methods = spec.endpoints.filter { $0.name.value.hasSuffix(resource) || $0.name.value.hasSuffix(resource + "s") }.map(\.method.value)
            #expect(Set(methods) == [.get, .post, .put, .patch, .delete], "\(resource)")
        }
        let getPost = try #require(spec.endpoints.first { $0.name.value == "getPost" })
        #expect(getPost.path.value == "/posts/{id}")
        #expect(getPost.pathParameters.map(\.name.value) == ["id"])
        #expect(getPost.pathParameters.first?.type.value == .builtin(.int))
        #expect(getPost.response?.value == .model("Post"))
        let listPosts = try #require(spec.endpoints.first { $0.name.value == "listPosts" })
        #expect(listPosts.response?.value == .array(.model("Post")))
        #expect(listPosts.queryParameters.first?.type.value == .optional(.builtin(.int)))
        let delete = try #require(spec.endpoints.first { $0.name.value == "deletePost" })
        #expect(delete.response == nil)
    }

    @Test func authUsesSnakeCaseAndTypedErrors() throws {
        let spec = try load("auth.yaml")
        #expect(spec.coding.keys == .snakeCase)
        let login = try #require(spec.endpoints.first { $0.name.value == "login" })
        #expect(login.errors.map(\.status.value) == [.code(401), .code(404), .code(422), .code(500)])
        #expect(login.errors.map(\.type?.value) == [.model("AuthError"), .model("NotFoundError"), .model("ValidationError"), .model("ServerError")])
        let logout = try #require(spec.endpoints.first { $0.name.value == "logout" })
        #expect(logout.errors.last?.status.value == .default)
        #expect(logout.headerParameters.first?.description == "The device to log out; all devices when absent.")
        #expect(spec.securitySchemes.map(\.name.value) == ["accessToken"])
        #expect(spec.securitySchemes.first?.kind == .bearer)
        let role = try #require(spec.models.first { $0.name.value == "Role" })
        guard case .enumeration(let values) = role.kind else { Issue.record("Role is not an enum"); return }
        #expect(values.map(\.value.value) == ["user", "admin", "read-only"])
        #expect(values.first?.description == "An ordinary account.")
    }

    @Test func booksHasAPutBodyAndFormattedDates() throws {
        let spec = try load("books.yaml")
        #expect(spec.coding.dates == .formatted("yyyy-MM-dd"))
        let edit = try #require(spec.endpoints.first { $0.name.value == "editBook" })
        #expect(edit.method.value == .put)
        #expect(edit.body?.type.value == .model("BookInput"))
        #expect(edit.body?.encoding.value == .json)
        #expect(edit.headerParameters.map(\.name.value) == ["If-Match"])
        let list = try #require(spec.endpoints.first { $0.name.value == "listBooks" })
        let tags = try #require(list.queryParameters.first { $0.name.value == "tags" })
        #expect(tags.explode == false)
        #expect(tags.type.value == .optional(.array(.builtin(.string))))
        let stock = try #require(spec.endpoints.first { $0.name.value == "setStock" })
        #expect(stock.body?.encoding.value == .form)
        let book = try #require(spec.models.first { $0.name.value == "Book" })
        guard case .object(let properties) = book.kind else { Issue.record("Book is not an object"); return }
        let input = try #require(spec.models.first { $0.name.value == "BookInput" })
        guard case .object(let inputProperties) = input.kind else { Issue.record("BookInput is not an object"); return }
        #expect(inputProperties.first { $0.name.value == "stock" }?.defaultValue?.value == .integer(0))
        let rating = try #require(spec.models.first { $0.name.value == "Rating" })
        #expect(rating.kind == .integerEnumeration([1, 2, 3, 4, 5].enumerated().map { Located($1, at: EndpointGenCore.SourceLocation(file: rating.name.location.file, line: rating.name.location.line + 3, column: 12 + 3 * $0)) }))
        let upload = try #require(spec.endpoints.first { $0.name.value == "uploadCover" })
        #expect(upload.body?.encoding.value == .binary)
        #expect(upload.body?.contentType?.value == "image/jpeg")
        #expect(upload.body?.type.value == .builtin(.data))
        let cover = try #require(properties.first { $0.name.value == "coverURL" })
        #expect(cover.key?.value == "cover_url")
        #expect(cover.type.value == .optional(.builtin(.url)))
    }
}
