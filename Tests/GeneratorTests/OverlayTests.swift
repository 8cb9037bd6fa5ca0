import Foundation
import Testing
@testable import EndpointGenCore

/// OpenAPI Overlays: the JSONPath subset (RFC 9535), the merge rules (Overlay 1.0), the
/// positions of diagnostics, hostile overlays, and a real document changed by overlays.
@Suite struct OverlayTests {
    /// A document read into editable nodes.
    static func document(_ yaml: String) throws -> OverlayNode {
        OverlayNode(try YAMLReader.read(Array(yaml.utf8), file: "doc.yaml").root)
    }

    /// What a query selects, each node as compact text.
    static func select(_ query: String, in yaml: String) throws -> [String] {
        let root = try document(yaml)
        return try JSONPath(parsing: query).select(in: root).map { text($0.node) }
    }

    static func text(_ node: OverlayNode) -> String {
        switch node.kind {
        case .scalar(let scalar): scalar.value
        case .sequence: "[" + node.children.map(text).joined(separator: ",") + "]"
        case .mapping: "{" + node.keys.indices.map { "\(node.keyText(at: $0) ?? "?"):\(text(node.children[$0]))" }.joined(separator: ",") + "}"
        }
    }

    static let store = """
        store:
          book:
            - {category: reference, author: Rees, price: 8.95, tags: [classic]}
            - {category: fiction, author: Waugh, price: 12.99}
            - {category: fiction, author: Melville, price: 8.99, isbn: "0-553"}
          bicycle: {color: red, price: 399}
          "odd key": {x-y: 1}
        """

    @Test(arguments: [
        ("$", 1),
        ("$.store.book[0].author", 1),
        ("$['store'][\"book\"][-1].author", 1),
        ("$.store.book[3]", 0),
        ("$.store.*", 3),
        ("$.store.book[*].author", 3),
        ("$.store['book','bicycle']", 2),
        ("$..author", 3),
        ("$..price", 4),
        ("$.store..price", 4),
        ("$..book[?@.isbn]", 1),
        ("$..book[?!@.isbn]", 2),
        ("$..book[?@.price < 10]", 2),
        ("$..book[?@.price <= 8.95]", 1),
        ("$..book[?@.price > 8.95 && @.category == 'fiction']", 2),
        ("$..book[?@.category == 'reference' || @.price > 12]", 2),
        ("$..book[?(@.tags[0] == 'classic')]", 1),
        ("$..book[?@.author == $.store.book[1].author]", 1),
        ("$..book[?@.missing == null]", 0),
        ("$..book[?@.author != 'Rees']", 2),
        ("$.store['odd key']['x-y']", 1),
        ("$..*", 22),
        ("$.store.book[?@.price == 399]", 0),
        ("$.store[?@.price == 399]", 1),
        ("$.store[?@.price == 399.0]", 1),
    ])
    func selects(_ query: String, _ count: Int) throws {
        #expect(try Self.select(query, in: Self.store).count == count, "\(query)")
    }

    @Test func selectionIsInDocumentOrder() throws {
        #expect(try Self.select("$..author", in: Self.store) == ["Rees", "Waugh", "Melville"])
        #expect(try Self.select("$.store.book[?@.category=='fiction'].author", in: Self.store) == ["Waugh", "Melville"])
        // The same node selected twice is one target.
        #expect(try Self.select("$.store['book','book'][0].author", in: Self.store) == ["Rees"])
    }

    /// Quoted scalars are strings, plain ones take the YAML core schema's type.
    @Test func comparisonsFollowTheValueTypes() throws {
        let yaml = "items:\n  - {v: '1'}\n  - {v: 1}\n  - {v: true}\n  - {v: 'true'}\n  - {v: null}\n  - {v: [1, 2]}\n"
        #expect(try Self.select("$.items[?@.v == 1]", in: yaml) == ["{v:1}"])
        #expect(try Self.select("$.items[?@.v == '1']", in: yaml) == ["{v:1}"])
        #expect(try Self.select("$.items[?@.v == true]", in: yaml).count == 1)
        #expect(try Self.select("$.items[?@.v == null]", in: yaml).count == 1)
        #expect(try Self.select("$.items[?@.v == $.items[5].v]", in: yaml).count == 1)
        #expect(try Self.select("$.items[?@.v < 'z']", in: yaml).count == 2)
    }

    @Test(arguments: [
        ("store", 0, "starts with '$'"),
        ("$.store.book[1:2]", 14, "slices are not supported"),
        ("$..book[?length(@.tags) > 0]", 9, "function extensions"),
        ("$.paths./pets", 8, "write the name in brackets"),
        ("$.x-foo", 3, "write the name in brackets"),
        ("$.a[01]", 4, "not an index"),
        ("$.a['b", 4, "not closed"),
        ("$.a[?@.b == @.c[*]]", 12, "at most one node"),
        ("$.a[?'x']", 5, "a literal alone"),
        ("$.a]", 3, "unexpected ']'"),
    ])
    func unsupportedFormsAreErrorsAtTheirCharacter(_ query: String, _ offset: Int, _ words: String) {
        do {
            _ = try JSONPath(parsing: query)
            Issue.record("'\(query)' parsed")
        } catch {
            #expect(error.offset == offset, "\(query): \(error)")
            #expect(error.message.contains(words), "\(query): \(error.message)")
        }
    }

    /// Deep filters, long paths and queries that multiply nodes end in an error, not a crash.
    @Test func hostileQueriesDoNotCrash() throws {
        let deep = "$[?" + String(repeating: "(", count: 100_000) + "@.a" + String(repeating: ")", count: 100_000) + "]"
        #expect(throws: JSONPath.Problem.self) { try JSONPath(parsing: deep) }
        let nots = "$[?" + String(repeating: "!", count: 100_000) + "@.a]"
        #expect(throws: JSONPath.Problem.self) { try JSONPath(parsing: nots) }
        let nestedFilters = String(repeating: "$[?@", count: 10_000)
        #expect(throws: JSONPath.Problem.self) { try JSONPath(parsing: nestedFilters) }
        // A long path of names parses and selects nothing.
        let long = "$" + String(repeating: ".a", count: 30_000)
        #expect(try Self.select(long, in: Self.store).isEmpty)
        #expect(throws: JSONPath.Problem.self) { try JSONPath(parsing: "$" + String(repeating: ".a", count: 40_000)) }
        // Each ..* multiplies the nodes by the depth: refused past a million.
        let chain = String(repeating: "[", count: 200) + "1" + String(repeating: "]", count: 200)
        let multiplying = "$" + String(repeating: "..*", count: 4)
        let root = try Self.document(chain)
        #expect(throws: JSONPath.Problem.self) { _ = try JSONPath(parsing: multiplying).select(in: root) }
    }

    /// Overlay 1.0 `update`: mappings merged recursively, sequences appended to, scalars
    /// replaced; into a sequence, a sequence's items or one item appended.
    @Test func updatesMerge() throws {
        let root = try Self.document("a: {b: 1, c: [x], d: {e: 1}}\nlist: [1]\n")
        let update = try Self.document("b: 2\nc: [y, z]\nd: {f: 2}\ng: new\n")
        Overlay.merge(update, into: try #require(root.member("a")))
        Overlay.merge(try Self.document("[2, 3]"), into: try #require(root.member("list")))
        Overlay.merge(try Self.document("{k: v}"), into: try #require(root.member("list")))
        #expect(Self.text(root) == "{a:{b:2,c:[x,y,z],d:{e:1,f:2},g:new},list:[1,2,3,{k:v}]}")
        // The update was copied, not shared.
        #expect(Self.text(update) == "{b:2,c:[y,z],d:{f:2},g:new}")
    }

    /// Writes a description and overlays into a folder; generates with them.
    static func generate(_ description: String, overlays: [String], in folder: TemporaryFolder) throws -> GenerationResult {
        try folder.write("api.yaml", description)
        var options = GenerationOptions()
        for (index, overlay) in overlays.enumerated() {
            try folder.write("o\(index + 1).yaml", overlay)
            options.overlays.append(folder.file("o\(index + 1).yaml").path)
        }
        return Generator.generate(specFiles: [folder.file("api.yaml").path], options: options)
    }

    static let tiny = """
        openapi: 3.0.3
        info: {title: Tiny, version: "1"}
        paths:
          /things:
            get:
              operationId: listThings
              responses:
                "200":
                  description: ok
                  content:
                    application/json:
                      schema: {$ref: "#/components/schemas/Thing"}
        components:
          schemas:
            Thing:
              type: object
              properties:
                id: {type: integer}
        """

    /// A target selecting nothing is a warning at it; a bad target an error at its
    /// character; a mistake in a value the overlay brings is reported at the overlay's line.
    @Test func diagnosticsPointAtTheOverlay() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let overlay = """
            overlay: 1.0.0
            info: {title: t, version: "1"}
            actions:
              - target: $.components.schemas.Thng
                update: {description: x}
              - target: $.components.schemas.Thing.properties
                update:
                  size: {$ref: "#/components/schemas/Nope"}
            """
        let result = try Self.generate(Self.tiny, overlays: [overlay], in: folder)
        let o1 = folder.file("o1.yaml").path
        let lines = result.diagnostics.map(\.description)
        #expect(lines.contains { $0.hasPrefix(o1 + ":4:13: warning: the target '$.components.schemas.Thng' selects nothing in the description (did you mean 'Thing'?), so the action changes nothing") }, "\(lines)")
        #expect(lines.contains { $0.hasPrefix(o1 + ":8:20: error: the document's $ref '#/components/schemas/Nope' points to nothing") }, "\(lines)")

        let bad = "overlay: 1.0.0\ninfo: {title: t, version: \"1\"}\nactions:\n  - target: \"$.paths[1:2]\"\n    remove: true\n  - target: $\n    remove: true\n"
        let failed = try Self.generate(Self.tiny, overlays: [bad], in: folder)
        let failedLines = failed.diagnostics.map(\.description)
        #expect(failedLines.first == folder.file("o1.yaml").path + ":4:23: error: unsupported JSONPath in 'target': array slices are not supported; " + JSONPath.supported, "\(failedLines)")
        #expect(failed.hasErrors && failed.files.isEmpty)
    }

    @Test func removalOfTheRootAndUpdateOfAScalarAreErrors() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let overlay = "overlay: 1.0.0\ninfo: {title: t, version: \"1\"}\nactions:\n  - target: $\n    remove: true\n  - target: $.info.title\n    update: x\n  - target: $.info\n    update: [1]\n"
        let result = try Self.generate(Self.tiny, overlays: [overlay], in: folder)
        let o1 = folder.file("o1.yaml").path
        #expect(result.diagnostics.map(\.description) == [
            o1 + ":4:13: error: the target selects the whole description, which an action cannot remove",
            o1 + ":6:13: error: the target selects a scalar (Tiny); 'update' applies to objects and arrays (to replace a value, update the object holding it)",
            o1 + ":9:13: error: the target selects a mapping (an object), so 'update' must be a mapping, not a sequence",
        ])
    }

    @Test func overlayDocumentsAreChecked() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let cases: [(String, String)] = [
            ("overlay: 2.0.0\ninfo: {title: t, version: \"1\"}\nactions: [{target: $, remove: true}]\n", ":1:10: error: Overlay version '2.0.0' is not supported (1.0.x is)"),
            ("overlay: 1.0.0\ninfo: {title: t}\nactions: [{target: $.info, update: {}}]\n", ":2:7: error: an Overlay document's 'info' needs 'title' and 'version'"),
            ("overlay: 1.0.0\ninfo: {title: t, version: \"1\"}\nactions: []\n", ":3:10: error: 'actions' must be a list of at least one action"),
            ("overlay: 1.0.0\ninfo: {title: t, version: \"1\"}\nactions: [{target: $.info, updte: {}}]\n", ":3:28: error: unknown key 'updte' in an action"),
            ("overlay: 1.0.0\ninfo: {title: t, version: \"1\"}\ninfo: {title: t, version: \"1\"}\nactions: [{target: $.info, update: {}}]\n", ":3:1: error: duplicate key"),
        ]
        for (overlay, expected) in cases {
            let result = try Self.generate(Self.tiny, overlays: [overlay], in: folder)
            #expect(result.diagnostics.first?.description.hasPrefix(folder.file("o1.yaml").path + expected) == true, "\(result.diagnostics)")
        }
        try folder.write("spec.yaml", "api: tiny\nmodels:\n  A:\n    properties:\n      id: Int\n")
        var options = GenerationOptions()
        options.overlays = [folder.file("o1.yaml").path]
        let endpointSpec = Generator.generate(specFiles: [folder.file("spec.yaml").path], options: options)
        #expect(endpointSpec.diagnostics.first?.message.hasPrefix("Overlay documents apply to OpenAPI descriptions") == true)
    }

    /// An update nesting as deep as YAML allows, into the deepest place of the description,
    /// is an error about depth, not a crash.
    @Test func deepUpdatesDoNotCrash() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let nested = String(repeating: "{a: ", count: 250) + "1" + String(repeating: "}", count: 250)
        let overlay = "overlay: 1.0.0\ninfo: {title: t, version: \"1\"}\nactions:\n  - target: $.paths['/things'].get.responses['200'].content['application/json'].schema\n    update: {x-deep: \(nested)}\n"
        let result = try Self.generate(Self.tiny, overlays: [overlay], in: folder)
        #expect(result.diagnostics.contains { $0.message == "the overlays make the description nest deeper than 256 levels" }, "\(result.diagnostics)")
    }

    /// The real documents folder (`<package root>/../shared/specs/real`, or `REAL_DOCUMENTS`).
    static var realDocuments: URL {
        if let folder = ProcessInfo.processInfo.environment["REAL_DOCUMENTS"] { return URL(fileURLWithPath: folder) }
        return GoldenTests.realDocumentsFolder
    }

    /// Overlays on a shared real document: the operations of a tag removed, a schema renamed
    /// (added under its new name, references moved, the old one removed), a description
    /// changed; the operations and models follow, and a model's diagnostics point at the
    /// overlay that brought it.
    @Test func realDocumentWithOverlays() throws {
        let document = Self.realDocuments.appendingPathComponent("swift-openapi-generator-petstore.yaml")
        try #require(FileManager.default.fileExists(atPath: document.path), "missing \(document.path)")
        let plain = Generator.generate(specFiles: [document.path])
        #expect(!plain.hasErrors)
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("tags.yaml", """
            overlay: 1.0.0
            info: {title: Without pets, version: 1.0.0}
            actions:
              - target: "$.paths.*[?@.tags[0] == 'pets']"
                description: Drop the operations tagged pets.
                remove: true
              - target: "$.info"
                update:
                  description: The pet store, as the app uses it.
            """)
        try folder.write("rename.yaml", """
            overlay: 1.0.0
            info: {title: Rename Pet, version: 1.0.0}
            actions:
              - target: $.components.schemas
                update:
                  Animal:
                    type: object
                    required: [id, name]
                    properties:
                      id: {type: integer, format: int64}
                      name: {type: string}
                      kind: {type: string, enum: []}
              - target: "$..[?@['$ref'] == '#/components/schemas/Pet']"
                update: {$ref: "#/components/schemas/Animal"}
              - target: $.components.schemas.Pet
                remove: true
            """)
        var options = GenerationOptions()
        options.overlays = [folder.file("tags.yaml").path, folder.file("rename.yaml").path]
        let result = Generator.generate(specFiles: [document.path], options: options)
        let rename = folder.file("rename.yaml").path
        // The empty enum the overlay brings is reported at its line in the overlay.
        #expect(result.diagnostics.contains { $0.location?.file == rename && $0.location?.line == 12 }, "\(result.diagnostics)")
        #expect(!result.hasErrors, "\(result.diagnostics)")
        #expect(plain.files.keys.contains { $0.hasSuffix(".Pet.swift") })
        #expect(!result.files.keys.contains { $0.hasSuffix(".Pet.swift") })
        #expect(result.files.keys.contains { $0.hasSuffix(".Animal.swift") })
        let removed = Set(plain.files.keys).subtracting(result.files.keys).filter { $0.contains("/Requests/") }
        #expect(!removed.isEmpty)
        #expect(result.endpointCount == plain.endpointCount - removed.count)
        #expect(!result.files.values.contains { $0.contains("Pet]") || $0.contains(": Pet\n") })
    }
}

/// Hostile overlays found in review: copies of one update must stay different nodes.
@Suite struct OverlayCopyTests {
    /// One update applied to two schemas, then one of the copies changed by a later action:
    /// the copies are different nodes (the OpenAPI reader tells nodes apart by position), so
    /// each schema gets its own inline model, and the change lands in one of them only.
    @Test func copiesOfOneUpdateStayApart() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let description = """
            openapi: 3.0.3
            info: {title: T, version: "1"}
            paths:
              /a:
                get:
                  operationId: getA
                  responses:
                    "200":
                      description: ok
                      content:
                        application/json:
                          schema: {$ref: "#/components/schemas/A"}
              /b:
                get:
                  operationId: getB
                  responses:
                    "200":
                      description: ok
                      content:
                        application/json:
                          schema: {$ref: "#/components/schemas/B"}
            components:
              schemas:
                A:
                  type: object
                  properties:
                    id: {type: string}
                B:
                  type: object
                  properties:
                    name: {type: string}
            """
        let overlay = """
            overlay: 1.0.0
            info: {title: o, version: "1"}
            actions:
              - target: $.components.schemas[*]
                update:
                  properties:
                    meta:
                      type: object
                      properties:
                        a: {type: string}
              - target: $.components.schemas.B.properties.meta
                update:
                  properties:
                    b: {type: integer}
            """
        let result = try OverlayTests.generate(description, overlays: [overlay], in: folder)
        #expect(!result.hasErrors, "\(result.diagnostics)")
        let models = result.files.filter { $0.key.contains("/Models/") }
        let withB = models.filter { $0.value.contains("public var b: Int?") }
        #expect(withB.count == 1, "\(models.keys.sorted())")
        #expect(withB.first?.value.contains("/B/properties/meta") == true, "\(withB.keys)")
        #expect(result.files.values.contains { $0.contains("public var meta: BMeta?") })
    }
}

extension OverlayCopyTests {
    /// An update copied into every node (`$..*`) counts against the limit of added nodes, as
    /// aliases do: an error at the target, not a description of millions of copies.
    @Test func updatesCopiedEverywhereHitTheNodeLimit() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("o1.yaml", "overlay: 1.0.0\ninfo: {title: t, version: \"1\"}\nactions:\n  - target: $..*\n    update: {x-a: 1, x-b: [1, 2, 3]}\n")
        let document = try YAMLReader.read(Array("a: {b: {c: {}}}\ne: [{}, []]\n".utf8), file: "doc.yaml")
        let diagnostics = DiagnosticCollector()
        let path = folder.file("o1.yaml").path
        #expect(Overlay.apply([path], to: document, diagnostics: diagnostics, limits: YAMLLimits(maxAliasedNodes: 20)) == nil)
        #expect(diagnostics.diagnostics.map(\.description).first?.hasPrefix(path + ":4:13: error: the overlays add more than 20 nodes") == true, "\(diagnostics.diagnostics)")
        let enough = DiagnosticCollector()
        #expect(Overlay.apply([path], to: document, diagnostics: enough, limits: YAMLLimits(maxAliasedNodes: 1000)) != nil)
        #expect(enough.diagnostics.isEmpty, "\(enough.diagnostics)")
    }
}

extension OverlayCopyTests {
    /// The notes of an `allOf` cycle an overlay brings name the overlay's lines, not the
    /// origin number folded into the line (`api.yaml:1099511627788:9`).
    @Test func notesAboutOverlayNodesNameTheOverlay() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let overlay = """
            overlay: 1.0.0
            info: {title: o, version: "1"}
            actions:
              - target: $.components.schemas
                update:
                  C:
                    type: object
                    allOf:
                      - $ref: "#/components/schemas/D"
                      - properties: {x: {type: string}}
                  D:
                    type: object
                    allOf:
                      - $ref: "#/components/schemas/C"
                      - properties: {y: {type: string}}
              - target: $.components.schemas.Thing.properties
                update:
                  c: {$ref: "#/components/schemas/C"}
            """
        let result = try OverlayTests.generate(OverlayTests.tiny, overlays: [overlay], in: folder)
        let o1 = folder.file("o1.yaml").path
        let locations = result.diagnostics.flatMap { [$0.location] + $0.notes.map(\.location) }.compactMap { $0 }
        #expect(result.hasErrors)
        #expect(!locations.isEmpty)
        for location in locations {
            #expect(location.file == o1 && location.line < 30, "\(result.diagnostics)")
        }
    }
}

extension OverlayCopyTests {
    /// A filter's query runs once per node tested: `$..*[?$..*]` takes the document's size
    /// squared, filters in filters a higher power, and a comparison of whole documents as
    /// much. Each evaluation has a budget of steps; past it, an error, not a hang.
    @Test(arguments: ["$..*[?$..*[?$..*]]", "$..*[?$..*]", "$..*[?$ == $]"])
    func quadraticQueriesStopAtTheirBudget(_ query: String) throws {
        // 2 + 20 + 20 * 2 * 50 nodes: about 2,000, so its square is far past a budget of 100,000.
        let items = (0..<20).map { _ in "{" + (0..<50).map { "k\($0): 1" }.joined(separator: ", ") + "}" }
        let root = try OverlayTests.document("a: [" + items.joined(separator: ", ") + "]\n")
        #expect {
            _ = try JSONPath(parsing: query).select(in: root, steps: 100_000)
        } throws: { error in
            (error as? JSONPath.Problem)?.message.hasPrefix("the expression takes more than") == true
        }
        // Within the budget, a plain query is not affected.
        #expect(try JSONPath(parsing: "$..*").select(in: root, steps: 100_000).count == 1_021)
    }
}

extension OverlayCopyTests {
    /// Number literals in filters are RFC 9535's: no leading zeros, a fraction and an
    /// exponent with digits.
    @Test(arguments: [("01", false), ("-01", false), ("1.", false), ("1e", false), ("1e+", false), ("--1", false), ("1-2", false),
                      ("0", true), ("-0", true), ("10", true), ("1.5", true), ("-0.25e-3", true), ("2E10", true)])
    func numberLiteralsFollowTheGrammar(_ literal: String, _ valid: Bool) {
        let parsed = Result { try JSONPath(parsing: "$..*[?@.v == \(literal)]") }
        #expect(((try? parsed.get()) != nil) == valid, "\(literal)")
    }
}

extension OverlayCopyTests {
    /// A wide update into a wide mapping finds each member by name at once: 40,000 keys
    /// into 40,000 took their product (1.6 billion comparisons) before.
    @Test func wideUpdatesMergeInLinearTime() throws {
        let count = 40_000
        let root = try OverlayTests.document("m: {" + (0..<count).map { "a\($0): 1" }.joined(separator: ", ") + "}\n")
        let update = try OverlayTests.document("{" + (0..<count).map { "b\($0): 2" }.joined(separator: ", ") + ", a7: 3}")
        let clock = ContinuousClock()
        let elapsed = try clock.measure { Overlay.merge(update, into: try #require(root.member("m"))) }
        let merged = try #require(root.member("m"))
        #expect(merged.keys.count == 2 * count)
        #expect(merged.member("a7")?.scalar?.value == "3")
        #expect(elapsed < .seconds(5), "\(elapsed)")
    }
}
