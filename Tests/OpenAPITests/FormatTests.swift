import Foundation
import Testing
@testable import EndpointGenCore

@Suite struct FormatTests {
    private func root(_ text: String) throws -> YAMLNode {
        try YAMLReader.read(Array(text.utf8), file: "x.yaml").root
    }

    @Test func detectsTheFormatByTheRootKeys() throws {
        #expect(SpecFormat.detect(try root("openapi: 3.0.3\ninfo: {}\n")) == .openAPI(version: "3.0.3"))
        #expect(SpecFormat.detect(try root("{\"openapi\": \"3.1.0\", \"paths\": {}}")) == .openAPI(version: "3.1.0"))
        #expect(SpecFormat.detect(try root("swagger: '2.0'\n")) == .swagger(version: "2.0"))
        #expect(SpecFormat.detect(try root("api: Demo\nendpoints: {}\n")) == .endpointSpec)
        #expect(SpecFormat.detect(try root("- a\n")) == .endpointSpec)
    }

    @Test func readsJSONThroughTheSameReader() {
        let snippet = Snippet("""
        {"openapi": "3.0.0", "info": {"title": "J", "version": "1"},
         "paths": {"/a": {"get": {"operationId": "getA", "responses": {"200": {"description": "ok",
           "content": {"application/json": {"schema": {"type": "object", "properties": {"n": {"type": "integer"}}}}}}}}}}}
        """, file: "spec.json")
        #expect(snippet.diagnostics.isEmpty)
        #expect(snippet.endpoints == "getA: GET /a -> GetAResponse")
        #expect(snippet.models == "GetAResponse {n: Int?}")
    }

    @Test func refusesOtherVersions() {
        let old = Snippet("openapi: 2.0\ninfo: {title: x, version: '1'}\npaths: {}\n")
        #expect(old.spec == nil)
        #expect(old.errors == ["spec.yaml:1:10: error: OpenAPI version '2.0' is not supported (3.0.x and 3.1.x are)"])
        let plain = Snippet("openapi: 3.0\ninfo: {title: x, version: '1'}\npaths: {}\n")
        #expect(plain.diagnostics.isEmpty)
        #expect(plain.spec != nil)
    }
}

@Suite struct EitherFormatTests {
    private func write(_ text: String, name: String) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("openapi-tests-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent(name)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    @Test func readsOpenAPIAndRefusesSwagger() throws {
        let openAPI = try write("openapi: 3.1.0\ninfo: {title: Mini, version: '1'}\npaths: {}\n", name: "mini.yaml")
        let diagnostics = DiagnosticCollector()
        #expect(SpecFormat.readSpec(contentsOf: openAPI, diagnostics: diagnostics)?.api.value == "Mini")
        #expect(diagnostics.diagnostics.isEmpty)
        let endpointSpec = try write("api: Demo\nendpoints:\n  ping: {method: GET, path: /ping}\n", name: "demo.yaml")
        let loaded = DiagnosticCollector()
        #expect(SpecFormat.readSpec(contentsOf: endpointSpec, diagnostics: loaded)?.endpoints.map(\.name.value) == ["ping"])
        #expect(loaded.diagnostics.isEmpty)
        let swagger = try write("info: {title: Old}\nswagger: '2.0'\n", name: "old.yaml")
        let refused = DiagnosticCollector()
        #expect(SpecFormat.readSpec(contentsOf: swagger, diagnostics: refused) == nil)
        #expect(refused.diagnostics.map(\.description) == ["\(swagger):2:1: error: Swagger 2.0 documents are not supported; convert the document to OpenAPI 3 first"])
    }

    @Test func aYAMLSyntaxErrorIsReportedOnceWithItsHint() throws {
        let broken = try write("api: Blog\nmodels:\n  Post:\n    properties:\n      tags: [String]?\n", name: "broken.yaml")
        let diagnostics = DiagnosticCollector()
        #expect(SpecFormat.readSpec(contentsOf: broken, diagnostics: diagnostics) == nil)
        #expect(diagnostics.diagnostics.map(\.description) == [
            "\(broken):5:21: error: YAML syntax error: mapping keys are not allowed in this context\n"
                + "\(broken):5:21: note: a type that starts with '[' and ends with '?' must be quoted, as in \"[String]?\"",
        ])
    }
}
