import Foundation
import Testing
@testable import EndpointGenCore

/// The byte-level shortcuts of the API comparison against the character-level code they stand
/// in front of, and the early return for an initializer whose parameters kept their order
/// against the sequences it would otherwise compare.
@Suite struct APIComparisonFastPathTests {
    static func declaration(_ kind: APISurface.Declaration.Kind = .model, swiftName: String, swift: String = "struct X",
                            children: [APISurface.Declaration] = []) -> APISurface.Declaration {
        APISurface.Declaration(kind: kind, identity: swiftName, swiftName: swiftName, swift: swift, type: nil,
                               specPath: "", specFile: "", location: nil, children: children)
    }

    static let names = [
        "", ".", "..", "a", "A.b", "Blog.Post.title", ".b", "A.", "A..b", "Ä.b", "A.é", "A.\u{301}b", "A.b.\u{301}c",
        "A\u{600}.b", "A.\u{600}b", "A.b\u{301}", "Blog.Post.`default`", "A.👩‍👩‍👧‍👦", "👩‍👩‍👧‍👦.x", "A.b\r\n.c", "A.\r\nb",
        "APIResponse<Blog.GetPost>.eTag", "e\u{301}.\u{301}", "A.K\u{212A}", String(repeating: "Long.", count: 500) + "name",
    ]

    @Test(arguments: names) func baseNamesMatchTheCharacterSearch(_ name: String) {
        let declaration = Self.declaration(swiftName: name)
        #expect(declaration.baseName.unicodeScalars.elementsEqual(declaration.baseNameComparingCharacters.unicodeScalars),
                "\(name.debugDescription)")
    }

    static let swiftTexts = [
        "", " ", "   ", "struct Post", "  struct   Post  ", "enum Status: String", "enum Code: Int", "typealias Tags = [String]",
        "enum Choice", "enum Status: String ", "enum Status:String", ": String", ": Int", "String", "Int",
        "struct Café", "enum É: String", "enum A: Str\u{301}ing", "enum A: String\u{301}", "enum A: Int\u{301}",
        "struct\u{301} A", "struct \u{301}A", "enum\u{00A0}A: String", "struct\tA", "struct\r\nA", "enum A\r\n: Int",
        "case a // \"x\"", "var title: String", "var count: Int", "static let 👩‍👩‍👧‍👦: String",
    ]

    @Test(arguments: swiftTexts) func keywordsMatchTheCharacterSplit(_ swift: String) {
        let declaration = Self.declaration(swiftName: "A.B", swift: swift)
        #expect(APIComparison.keyword(declaration).unicodeScalars.elementsEqual(APIComparison.keywordComparingCharacters(declaration).unicodeScalars),
                "\(swift.debugDescription)")
    }

    /// Random members, kept, renamed, reordered, removed and added: whenever the early return
    /// says the order is kept, the sequences the full comparison builds are equal.
    @Test func theEarlyReturnAgreesWithTheParameterSequences() {
        var generator = SystemRandomNumberGenerator()
        let kinds: [APISurface.Declaration.Kind] = [.property, .parameter, .requestBody, .example, .responseHeader, .enumCase]
        let names = ["a", "b", "c", "d", "e\u{301}", "\u{e9}", "f"]
        var early = 0, full = 0
        for _ in 0..<4_000 {
            func members() -> [APISurface.Declaration] {
                (0..<Int.random(in: 0...5, using: &generator)).map { _ in
                    Self.declaration(kinds.randomElement(using: &generator)!, swiftName: "M." + names.randomElement(using: &generator)!)
                }
            }
            let oldChildren = members()
            var newChildren = Bool.random(using: &generator) ? oldChildren : members()
            if Bool.random(using: &generator), newChildren.count > 1 { newChildren.swapAt(0, newChildren.count - 1) }
            let old = Self.declaration(.request, swiftName: "M", swift: "struct M: APIRequest", children: oldChildren)
            let new = Self.declaration(.request, swiftName: "M", swift: "struct M: APIRequest", children: newChildren)
            let pairs = APIComparison.matchMembers(oldChildren, newChildren).pairs
            let sequences = APIComparison.parameterSequences(old, new, pairs: pairs)
            if APIComparison.keepsParameterOrder(old, new, pairs: pairs) {
                early += 1
                #expect(sequences.old == sequences.new, "\(oldChildren.map(\.swiftName)) → \(newChildren.map(\.swiftName))")
            } else {
                full += 1
            }
        }
        #expect(early > 500 && full > 500, "both paths taken: \(early) early, \(full) full")
    }

    /// The report of a real document against itself changed: the same lines whether the
    /// shortcuts decide or the character-level code does (the report reads `baseName` and
    /// `keyword` of every pair).
    @Test func aReorderedAndRenamedModelIsReportedAsBefore() throws {
        let blog = Self.declaration(.api, swiftName: "Blog", swift: "enum Blog", children: [
            Self.declaration(swiftName: "Blog.Post", swift: "struct Post", children: [
                Self.declaration(.property, swiftName: "Blog.Post.title", swift: "var title: String"),
                Self.declaration(.property, swiftName: "Blog.Post.body", swift: "var body: String"),
            ]),
        ])
        var changed = blog
        changed.children[0].children.swapAt(0, 1)
        let report = APIComparison.compare(APISurface(apis: [blog]), APISurface(apis: [changed]))
        #expect(report.text().contains("parameters in a new order: init(title:body:) is now init(body:title:)"), "\(report.text())")
        #expect(APIComparison.compare(APISurface(apis: [blog]), APISurface(apis: [blog])).isEmpty)
    }
}
