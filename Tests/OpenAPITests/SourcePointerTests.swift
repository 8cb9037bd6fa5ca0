import Foundation
import Testing
@testable import EndpointGenCore

/// The remark of a declaration generated from an OpenAPI document names where it was written:
/// the JSON pointer into the document (RFC 6901, escaped), after the file's path relative to
/// the main document when it is in another file of a split document.
@Suite struct SourcePointerTests {
    /// The remark lines of the generated files, by file name (without folders).
    static func remarks(_ spec: Spec?) throws -> [String: [String]] {
        let result = Generator.generate(specs: [try #require(spec)])
        #expect(!result.hasErrors, "\(result.diagnostics)")
        var remarks: [String: [String]] = [:]
        for (path, text) in result.files {
            let name = String(path.split(separator: "/").last ?? "")
            remarks[name] = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { $0.contains("- Remark:") }
        }
        return remarks
    }

    @Test func aPathWithSlashesAndTildesIsEscaped() throws {
        let snippet = Snippet("""
        openapi: 3.0.3
        info: {title: T, version: '1'}
        paths:
          /users/~me/items/{id}:
            get:
              operationId: getItem
              parameters: [{name: id, in: path, required: true, schema: {type: string}}]
              responses: {'204': {description: x}}
        """)
        #expect(snippet.spec?.endpoints.first?.source?.reference == "#/paths/~1users~1~0me~1items~1{id}/get")
        let remarks = try Self.remarks(snippet.spec)
        #expect(remarks["T.GetItem.swift"] == ["/// - Remark: Generated from `#/paths/~1users~1~0me~1items~1{id}/get`."])
        #expect(remarks["T.swift"] == ["/// - Remark: Generated from `spec.yaml#/info`."])
    }

    @Test func componentAndInlineModelsNameTheirSchemas() throws {
        let snippet = Snippet("""
        openapi: 3.0.3
        info: {title: T, version: '1'}
        paths:
          /pets:
            get:
              operationId: listPets
              responses:
                '200':
                  description: x
                  content:
                    application/json:
                      schema:
                        type: array
                        items: {type: object, properties: {name: {type: string}, kind: {type: string, enum: [cat, dog]}}}
        components:
          schemas:
            a/b~c:
              type: object
              properties:
                size: {type: string, enum: [s, m]}
        """)
        let sources = Dictionary(uniqueKeysWithValues: (snippet.spec?.models ?? []).map { ($0.name.value, $0.source?.reference) })
        #expect(sources["a/b~c"] == "#/components/schemas/a~1b~0c")
        #expect(sources.values.contains("#/components/schemas/a~1b~0c/properties/size"))
        #expect(sources.values.contains("#/paths/~1pets/get/responses/200/content/application~1json/schema/items"))
        #expect(sources.values.contains("#/paths/~1pets/get/responses/200/content/application~1json/schema/items/properties/kind"))
        #expect(sources.count == 4)
        let remarks = try Self.remarks(snippet.spec)
        #expect(remarks["T.ListPets.swift"] == ["/// - Remark: Generated from `#/paths/~1pets/get`."])
    }

    /// A pointer is split at each `/` scalar, even one a combining mark follows (which Swift
    /// reads as one `Character` with it): a component named `\u{301}x` is found by its `$ref`, and
    /// its name is the implicit discriminator value.
    @Test func aNameThatStartsWithACombiningMarkIsFoundAndNamed() throws {
        let snippet = Snippet("""
        openapi: 3.1.0
        info: {title: T, version: '1'}
        paths: {}
        components:
          schemas:
            Shape:
              oneOf: [{$ref: "#/components/schemas/\u{301}x"}, {$ref: "#/components/schemas/y"}]
              discriminator: {propertyName: kind}
            "\u{301}x": {type: object, required: [kind], properties: {kind: {type: string}, size: {type: integer}}}
            y: {type: object, required: [kind], properties: {kind: {type: string}}}
        """)
        #expect(snippet.errors.isEmpty, "\(snippet.errors)")
        let result = Generator.generate(specs: [try #require(snippet.spec)])
        let shape = try #require(result.files.first { $0.key.hasSuffix("T.Shape.swift") }?.value, "\(result.files.keys)")
        #expect(shape.contains("case \"\u{301}x\":"), "\(shape)")
        #expect(!shape.contains("JSONValue"), "\(shape)")
    }

    @Test func declarationsOfOtherFilesNameTheFileAndThePointer() throws {
        let snippet = Snippet("""
        openapi: 3.0.3
        info: {title: T, version: '1'}
        paths:
          /pets:
            get: {$ref: 'operations/list.yaml'}
        components:
          schemas:
            Pet: {$ref: 'schemas/pets.yaml#/Pet'}
        """, file: "api/spec.yaml", files: [
            "api/operations/list.yaml": """
            operationId: listPets
            responses:
              '200':
                description: x
                content: {application/json: {schema: {type: array, items: {$ref: '../schemas/pets.yaml#/Pet'}}}}
            """,
            "api/schemas/pets.yaml": """
            Pet:
              type: object
              properties:
                owner: {$ref: '../../shared/owner.yaml'}
            """,
            "shared/owner.yaml": "{type: object, properties: {name: {type: string}}}",
        ], options: { var options = OpenAPIReader.Options(); options.allowsFilesOutsideSpecFolder = true; return options }())
        #expect(snippet.errors.isEmpty, "\(snippet.errors)")
        let sources = Dictionary(uniqueKeysWithValues: (snippet.spec?.models ?? []).map { ($0.name.value, $0.source?.reference) })
        #expect(Set(sources.values) == ["schemas/pets.yaml#/Pet", "../shared/owner.yaml"])
        #expect(snippet.spec?.endpoints.first?.source?.reference == "operations/list.yaml")
        let remarks = try Self.remarks(snippet.spec)
        #expect(remarks["T.Pet.swift"] == ["/// - Remark: Generated from `schemas/pets.yaml#/Pet`."])
        #expect(remarks["T.ListPets.swift"] == ["/// - Remark: Generated from `operations/list.yaml`."])
    }

    @Test func webhooksAndCallbacksNameTheirOperations() throws {
        let snippet = Snippet("""
        openapi: 3.1.0
        info: {title: T, version: '1'}
        paths:
          /subscribe:
            post:
              operationId: subscribe
              responses: {'204': {description: x}}
              callbacks:
                onEvent:
                  '{$request.body#/url}':
                    post:
                      requestBody: {content: {application/json: {schema: {type: object, properties: {id: {type: string}}}}}}
                      responses: {'200': {description: x}}
        webhooks:
          newPet:
            post:
              responses: {'200': {description: x}}
        """)
        let sources = (snippet.spec?.webhooks ?? []).map { $0.source?.reference }
        #expect(sources == ["#/webhooks/newPet/post", "#/paths/~1subscribe/post/callbacks/onEvent/{$request.body#~1url}/post"])
        let namespace = try #require(try Self.remarks(snippet.spec)["T.swift"])
        #expect(namespace.contains("/// - Remark: Generated from `#/webhooks/newPet/post`."))
    }

    @Test func endpointSpecsKeepTheirSpecPaths() throws {
        let diagnostics = DiagnosticCollector()
        let spec = SpecLoader.load(bytes: Array("""
        api: Blog
        models:
          Post: {properties: {id: Int}}
        endpoints:
          getPost: {method: GET, path: "/posts/{id}", response: Post}
        """.utf8), file: "blog.yaml", diagnostics: diagnostics)
        #expect(!diagnostics.hasErrors, "\(diagnostics.sorted.map(\.description))")
        #expect(spec?.models.first?.source == nil)
        let remarks = try Self.remarks(spec)
        #expect(remarks["Blog.Post.swift"] == ["/// - Remark: Generated from `models.Post`."])
        #expect(remarks["Blog.GetPost.swift"] == ["/// - Remark: Generated from `endpoints.getPost`."])
        #expect(remarks["Blog.swift"] == ["/// - Remark: Generated from `api in blog.yaml`."])
    }

    /// A key with line breaks, a backtick and comment syntax stays inside the one remark line:
    /// no spec text becomes code.
    @Test func hostileKeysStayInTheirCommentLine() throws {
        let snippet = Snippet(#"""
        openapi: 3.0.3
        info: {title: T, version: '1'}
        paths:
          "/x\nfunc escaped()\r\n/*":
            get:
              operationId: hostile
              responses: {'204': {description: x}}
        components:
          schemas:
            "Evil`\n*/ func escaped() {}\u2028//\u202E%":
              type: object
              properties: {a: {type: string}}
        """#)
        #expect(snippet.errors.isEmpty, "\(snippet.errors)")
        let result = Generator.generate(specs: [try #require(snippet.spec)])
        #expect(!result.hasErrors, "\(result.diagnostics)")
        var remarks: [String] = []
        for (path, text) in result.files {
            #expect(!text.contains("\r") && !text.contains("\u{2028}") && !text.contains("\u{202E}"), "\(path)")
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) where line.contains("func escaped") {
                // A comment, or the path's string literal (where the line break is `\n`).
                #expect(line.trimmingCharacters(in: .whitespaces).hasPrefix("///") || line.contains(#""/x\nfunc escaped()\r\n/*""#), "\(path): \(line)")
            }
            remarks += text.split(separator: "\n").map(String.init).filter { $0.contains("- Remark:") && $0.contains("escaped") }
        }
        #expect(remarks.map { $0.trimmingCharacters(in: .whitespaces) }.sorted() == [
            "/// - Remark: Generated from `#/components/schemas/Evil%60%0A*~1%20func%20escaped()%20{}%E2%80%A8~1~1%E2%80%AE%25`.",
            "/// - Remark: Generated from `#/paths/~1x%0Afunc%20escaped()%0D%0A~1*/get`.",
        ])
    }

    @Test func referencesPercentEncodeOnlyWhatCannotBeSeen() {
        #expect(Spec.Source(pointer: "").reference == "#")
        #expect(Spec.Source(file: "a b/pet.yaml", pointer: "").reference == "a%20b/pet.yaml")
        #expect(Spec.Source(file: "pet.yaml", pointer: "/Pet").reference == "pet.yaml#/Pet")
        #expect(Spec.Source(pointer: "/paths/~1a~1{ü}\t`%").reference == "#/paths/~1a~1{ü}%09%60%25")
    }

    /// Every node that is neither a key nor null, in document order.
    static func valueNodes(of root: YAMLNode) -> [YAMLNode] {
        var nodes: [YAMLNode] = [], pending = [root]
        while let node = pending.popLast() {
            if node.scalar?.isNull != true { nodes.append(node) }
            switch node.content {
            case .scalar: break
            case .sequence(let items): pending += items.reversed()
            case .mapping(let pairs): pending += pairs.map(\.value).reversed()
            }
        }
        return nodes
    }

    /// The descent finds each node where the index of every node does, and, in a document
    /// without aliases or merge keys, finds every node.
    @Test(arguments: ["createapi-edgecases.yaml", "github-rest-api.yaml"])
    func theDescentIsTheIndexsTwin(_ name: String) throws {
        let path = RealDocumentTests.folder.appendingPathComponent(name).path
        let document = try YAMLReader.read(try OpenAPIReader.readFile(path), file: path)
        var pointers = OpenAPIPointers(root: document.root)
        let nodes = Self.valueNodes(of: document.root)
        #expect(nodes.count > 1000)
        var missed = 0
        for node in nodes {
            let indexed = pointers.indexedPointer(of: node)
            guard let tokens = pointers.descent(to: node) else { missed += 1; continue }
            #expect(OpenAPIPointers.joined(tokens) == indexed)
        }
        #expect(missed == 0)
    }

    @Test func aliasesAndMergeKeysFallBackToTheIndex() throws {
        let text = """
        base: &base {type: object, properties: {a: {type: string}}}
        copy: *base
        merged:
          <<: *base
          description: late
          extra: {type: integer}
        list: [*base, {b: 1}]
        """
        let document = try YAMLReader.read(Array(text.utf8), file: "a.yaml")
        var pointers = OpenAPIPointers(root: document.root)
        for node in Self.valueNodes(of: document.root) {
            let indexed = pointers.indexedPointer(of: node)
            if let tokens = pointers.descent(to: node) { #expect(OpenAPIPointers.joined(tokens) == indexed) }
            #expect(pointers.pointer(of: node) == indexed)
        }
        // The nodes inside copies have the originals' positions: the original's pointer.
        let merged = try #require(document.root["merged"])
        #expect(pointers.pointer(of: try #require(merged["properties"])) == "/base/properties")
        #expect(pointers.pointer(of: try #require(merged["extra"])) == "/merged/extra")
        #expect(pointers.pointer(of: try #require(document.root["copy"])) == "/copy")
    }

    /// Children out of document order (as merge keys can leave them) lead the descent astray;
    /// the index still finds the node.
    @Test func aDescentThatGoesAstrayFallsBackToTheIndex() throws {
        func scalar(_ text: String, _ line: Int) -> YAMLNode { YAMLNode(.scalar(YAMLScalar(text)), mark: YAMLMark(line: line, column: 3)) }
        let late = scalar("late", 5)
        let root = YAMLNode(.mapping([
            YAMLPair(key: scalar("a", 1), value: late),
            YAMLPair(key: scalar("b", 1), value: YAMLNode(.mapping([YAMLPair(key: scalar("c", 2), value: scalar("early", 3))]), mark: YAMLMark(line: 2, column: 3))),
        ]), mark: YAMLMark(line: 1, column: 1))
        var pointers = OpenAPIPointers(root: root)
        #expect(pointers.descent(to: late) == nil)
        #expect(pointers.pointer(of: late) == "/a")
        #expect(pointers.pointer(of: scalar("early", 3)) == "/b/c")
    }

    @Test func relativePathsClimbOutOfTheMainFolder() {
        #expect(OpenAPIPaths.relative("specs/schemas/pet.yaml", to: "specs") == "schemas/pet.yaml")
        #expect(OpenAPIPaths.relative("shared/pet.yaml", to: "specs/v1") == "../../shared/pet.yaml")
        #expect(OpenAPIPaths.relative("pet.yaml", to: "") == "pet.yaml")
        #expect(OpenAPIPaths.relative("/a/pet.yaml", to: "/a/b") == "../pet.yaml")
        #expect(OpenAPIPaths.relative("pet.yaml", to: "..") == "pet.yaml")
        #expect(OpenAPIPaths.relative("/a/pet.yaml", to: "specs") == "/a/pet.yaml")
    }
}
