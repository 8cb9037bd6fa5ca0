import Foundation
import Testing
@testable import EndpointGenCore

/// The compact tree's shortcuts against the general code: a key looked up by the subscript
/// (in a mapping's key index from 16 pairs, by comparing keys below) is the value of the first
/// pair whose key text is `==` to it in the mapping's pairs, and nodes made in code or copied
/// by aliases read as the nodes they were made from.
@Suite struct YAMLTreeTwinTests {
    static let realDocuments: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("../shared/specs/real").standardizedFileURL

    /// The general path: the first pair of the mapping's pairs whose key text is `==` to `key`.
    static func firstValue(_ node: YAMLNode, _ key: String) -> YAMLNode? {
        node.mapping?.first { $0.key.scalar?.value == key }?.value
    }

    /// Checks the subscript against ``firstValue(_:_:)`` for every mapping under `root`: each
    /// key it holds, a key it does not, and the Kelvin-sign spelling of keys with a `K`.
    /// Returns how many mappings of each kind (indexed or not) were checked.
    static func checkLookups(under root: YAMLNode) -> (small: Int, indexed: Int) {
        var small = 0, indexed = 0
        var pending = [root]
        while let node = pending.popLast() {
            switch node.content {
            case .scalar: continue
            case .sequence(let items): pending += items
            case .mapping(let pairs):
                if pairs.count >= YAMLTree.indexedPairs { indexed += 1 } else { small += 1 }
                var keys = pairs.compactMap { $0.key.scalar?.value }
                keys += ["", "no such key", "\u{212A}ind"] + keys.filter { $0.contains("K") }.map { $0.replacingOccurrences(of: "K", with: "\u{212A}") }
                for key in keys {
                    #expect(node[key] == firstValue(node, key), "key \(key.debugDescription) of the mapping at \(node.mark)")
                }
                pending += pairs.map(\.value)
            }
        }
        return (small, indexed)
    }

    @Test(arguments: ["github-rest-api.yaml", "openai.yaml", "asana.yaml", "createapi-edgecases.yaml"])
    func realDocumentsLookUpKeysAsTheirPairsSay(name: String) throws {
        let path = Self.realDocuments.appendingPathComponent(name).path
        guard let data = FileManager.default.contents(atPath: path) else {
            Issue.record("missing \(path): the real documents are expected in <package root>/../shared/specs/real")
            return
        }
        let root = try YAMLReader.read([UInt8](data), file: path).root
        let counts = Self.checkLookups(under: root)
        #expect(counts.small > 0 && counts.indexed > 0, "both paths of the subscript are taken")
    }

    /// Keys of a mapping of `count` pairs: `k0`, `k1`, … with the given extra pairs first.
    static func mapping(count: Int, first: [(String, String)]) -> String {
        (first + (0..<count).map { ("k\($0)", "v\($0)") }).map { "\($0.0): \($0.1)\n" }.joined()
    }

    @Test(arguments: [3, 15, 16, 40])
    func equivalentAndRepeatedKeysFindTheFirstPair(count: Int) throws {
        // "\u{212A}" (Kelvin sign) is canonically equivalent to "K", "e\u{301}" to "é":
        // String == says they are equal, so the lookup must too, whichever path it takes.
        let text = Self.mapping(count: count, first: [
            ("\"\u{212A}ind\"", "kelvin"), ("Kind", "ascii"), ("\"e\u{301}t\u{e9}\"", "decomposed"), ("\u{e9}t\u{e9}", "composed"),
            ("k1", "first k1"),
        ])
        let node = try read(text)
        for key in ["Kind", "\u{212A}ind", "\u{e9}t\u{e9}", "e\u{301}te\u{301}", "k1", "k0", "missing"] {
            #expect(node[key] == Self.firstValue(node, key), "key \(key.debugDescription)")
        }
        #expect(node["Kind"]?.scalar?.value == "kelvin")
        #expect(node["\u{e9}t\u{e9}"]?.scalar?.value == "decomposed")
        #expect(node["k1"]?.scalar?.value == "first k1")
    }

    /// Keys a byte-level shortcut of the search could get wrong: keys that share length and
    /// first and last byte but differ inside, keys of 255 and 256 bytes, and ASCII key texts
    /// looked up by text with a non-ASCII scalar that is canonically equivalent to them
    /// (`\u{1FEF}` to a backtick, `\u{037E}` to `;`, the Kelvin sign to `K`), and the other
    /// way round. (A signature of length and end bytes was tried as such a shortcut in the
    /// seventh generation-speed round and dropped: see Benchmarks/README.md.)
    @Test(arguments: [3, 15, 16, 40])
    func keysThatShareBytesOrAreEquivalentFindTheFirstPair(count: Int) throws {
        let long255 = String(repeating: "x", count: 254) + "y"
        let long256 = String(repeating: "x", count: 255) + "y"
        let text = Self.mapping(count: count, first: [
            ("type", "t1"), ("tyqe", "t2"), ("a`b", "backtick"), ("\"c\u{1FEF}d\"", "varia"), ("\"x\u{037E}\"", "greek"),
            ("\"\u{212A}\"", "kelvin"), (long255, "255"), (long256, "256"), ("\"\u{e9}\"", "e-acute"),
        ])
        let node = try read(text)
        let keys = ["type", "tyqe", "tyre", "typ", "a`b", "a\u{1FEF}b", "c`d", "c\u{1FEF}d", "x;", "x\u{037E}", "K", "\u{212A}",
                    long255, long256, String(long256.dropLast()) + "z", "\u{e9}", "e\u{301}", "", "t", "e"]
        for key in keys {
            #expect(node[key] == Self.firstValue(node, key), "key \(key.debugDescription)")
        }
        #expect(node["a\u{1FEF}b"]?.scalar?.value == "backtick")
        #expect(node["c`d"]?.scalar?.value == "varia")
        #expect(node["x;"]?.scalar?.value == "greek")
        #expect(node["K"]?.scalar?.value == "kelvin")
        #expect(node["tyqe"]?.scalar?.value == "t2")
        #expect(node[long256]?.scalar?.value == "256")
        #expect(node["e\u{301}"]?.scalar?.value == "e-acute")
        #expect(node["tyre"] == nil)
    }

    @Test(arguments: [3, 20])
    func keysThatAreNotTextOrAreNullAreLookedUpAsTheirPairsSay(count: Int) throws {
        let node = try read("? [a, b]\n: complex\n~: tilde\n\"\": empty\nnull: word\n" + Self.mapping(count: count, first: [("\"~\"", "quoted")]))
        #expect(Self.checkLookups(under: node).indexed == (count >= 16 ? 1 : 0))
        #expect(node["~"]?.scalar?.value == "tilde", "a key is found by its text, null or not")
        #expect(node[""]?.scalar?.value == "empty")
        #expect(node["[a, b]"] == nil, "a key that is a sequence has no text")
    }

    @Test func aliasesAndMergedMappingsLookUpAsTheirPairsSay() throws {
        let base = Self.mapping(count: 20, first: []).split(separator: "\n").map { "  \($0)" }.joined(separator: "\n")
        let node = try read("""
            base: &base
            \(base)
            copy: *base
            merged:
              k3: own
              <<: *base
              extra: x
            small:
              <<: {a: 1, b: 2}
              a: 0
            """)
        #expect(Self.checkLookups(under: node).indexed == 3)
        #expect(node["copy"]?["k19"]?.scalar?.value == "v19")
        #expect(node["copy"]?.mark == YAMLMark(line: 22, column: 7), "an alias has its own mark")
        #expect(node["copy"]?["k19"]?.mark == node["base"]?["k19"]?.mark, "the nodes inside keep theirs")
        #expect(node["merged"]?["k3"]?.scalar?.value == "own", "a mapping's own key wins over a merged one")
        #expect(node["merged"]?.mapping?.count == 21)
        #expect(node["small"]?["a"]?.scalar?.value == "0")
    }

    @Test func nodesMadeInCodeReadAsTheNodesTheyWereMadeFrom() throws {
        let read = try read(Self.mapping(count: 20, first: [("list", "[1, [2, {x: y}]]")]))
        let mark = YAMLMark(line: 7, column: 3)
        guard case .mapping(let pairs) = read.content else {
            Issue.record("not a mapping")
            return
        }
        let made = YAMLNode(.mapping(pairs.reversed()), mark: mark, tag: "!custom")
        #expect(made.mark == mark && made.tag == "!custom")
        #expect(made.mapping == pairs.reversed())
        #expect(made["list"] == read["list"], "a copied subtree keeps its marks and content")
        #expect(made["k19"]?.scalar?.value == "v19")
        var moved = made
        moved.mark = YAMLMark(line: 1, column: 1)
        #expect(moved.mapping == made.mapping && moved.tag == "!custom" && moved != made)
        var retagged = made
        retagged.tag = nil
        #expect(retagged.tag == nil && retagged.mapping == made.mapping)
        var replaced = made
        replaced.content = .scalar(YAMLScalar("text", style: .doubleQuoted, tag: "tag:yaml.org,2002:str"))
        #expect(replaced.scalar == YAMLScalar("text", style: .doubleQuoted, tag: "tag:yaml.org,2002:str"))
        #expect(replaced.tag == "!custom", "a scalar node keeps the node's tag apart from its scalar's")
    }
}
