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
