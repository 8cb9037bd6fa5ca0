import EndpointGenCore
import Testing

/// Hostile shapes: alias bombs, deep nesting and a huge scalar are rejected with a positioned
/// error (or read within bounds), never expanded, overflowed or crashed on.
@Suite struct YAMLLimitsTests {
    /// The classic "billion laughs": nine levels, each nine aliases of the level before, would
    /// expand to about 10⁹ nodes. The budget (10⁶ aliased nodes) is passed at the first alias of
    /// line 7: levels b–f add 672,588 nodes, and one alias to f adds 597,871 more.
    @Test func billionLaughsIsRejectedAtTheAliasThatPassesTheBudget() {
        var lines = [#"a: &a ["lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol"]"#]
        for (previous, name) in zip("abcdefgh", "bcdefghi") {
            let aliases = Array(repeating: "*\(previous)", count: 9).joined(separator: ", ")
            lines.append("\(name): &\(name) [\(aliases)]")
        }
        #expect(rejection(lines.joined(separator: "\n")) ==
            "test.yaml:7:8: error: aliases expand to more than 1000000 nodes (an alias bomb?); the document is rejected rather than expanded")
    }

    @Test func manyAliasesOfOneLargeNodeAreCountedTogether() {
        let big = (0..<999).map { "k\($0): v" }.joined(separator: ", ")
        let text = "base: &base {\(big)}\nuses:\n" + String(repeating: "  - *base\n", count: 600)
        // Each alias adds 1 + 2 × 999 = 1999 nodes; the 501st passes 10⁶ (line 3 + 500).
        #expect(rejection(text) == "test.yaml:503:5: error: aliases expand to more than 1000000 nodes (an alias bomb?); the document is rejected rather than expanded")
    }

    @Test func aliasesWithinTheBudgetAreResolved() throws {
        let root = try read("a: &x [1, 2]\nb: *x\nc: *x\n")
        #expect(root.plain == ["a": ["1", "2"], "b": ["1", "2"], "c": ["1", "2"]])
        // An alias takes the position of the alias, not of the anchored node.
        #expect(root["c"]?.mark == YAMLMark(line: 3, column: 4))
    }

    @Test func aliasBudgetIsConfigurable() {
        let text = "a: &x [1, 2]\nb: *x\nc: *x\n"
        #expect(rejection(text, limits: YAMLLimits(maxAliasedNodes: 5)) ==
            "test.yaml:3:4: error: aliases expand to more than 5 nodes (an alias bomb?); the document is rejected rather than expanded")
    }

    @Test func a100000DeepFlowNestingIsAnErrorNotAStackOverflow() {
        let text = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(rejection(text) == "test.yaml:1:257: error: the document nests deeper than 256 levels")
    }

    @Test func a1000DeepBlockNestingIsAnError() {
        // Block nesting needs one more column per level, so 1000 levels are half a megabyte.
        let text = (0..<1000).map { String(repeating: " ", count: $0) + "- " }.joined(separator: "\n") + "x"
        // libyaml marks a block sequence at its first `-`, on line 257 for the 257th level.
        #expect(rejection(text) == "test.yaml:257:257: error: the document nests deeper than 256 levels")
    }

    @Test func nestingUpToTheLimitIsRead() throws {
        let limits = YAMLLimits(maxDepth: 3)
        #expect(try read("[[[x]]]", limits: limits).plain == [[["x"]]])
        #expect(rejection("[[[[x]]]]", limits: limits) == "test.yaml:1:4: error: the document nests deeper than 3 levels")
    }

    /// 100 MB in one plain scalar is read when the limits allow it (libyaml has no scalar
    /// limit), and refused at its position by the default limit of 1 MiB, after the whole file
    /// is read. Measured in a release build: 0.84 s, and about 2.3 times the input in memory
    /// at the peak.
    @Test func a100MegabyteScalarIsReadOnlyWhenTheLimitAllowsIt() throws {
        var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: 100_000_006)
        bytes.replaceSubrange(0..<5, with: Array("key: ".utf8))
        bytes[bytes.count - 1] = UInt8(ascii: "\n")
        let root = try YAMLReader.read(bytes, file: "big.yaml", limits: YAMLLimits(maxScalarBytes: .max)).root
        let value = try #require(root["key"]?.scalar?.value)
        #expect(value.utf8.count == 100_000_000)
        #expect(value == String(repeating: "a", count: 100_000_000))
        bytes.append(contentsOf: Array("other: [x, \(String(repeating: "b", count: 1 << 20 + 1))]\n".utf8))
        #expect(rejection(bytes, limits: .default) == """
            test.yaml:1:6: error: this value is 100000000 bytes long; a YAML value may hold at most 1048576 bytes (1 MiB)
            test.yaml:2:12: error: this value is 1048577 bytes long; a YAML value may hold at most 1048576 bytes (1 MiB)
            """)
    }

    /// libyaml's own limit: a key without `?` must fit in 1024 characters (YAML 1.2 §7.4.2).
    @Test func anImplicitKeyOver1024CharactersIsRejectedByLibyaml() throws {
        let long = String(repeating: "k", count: 1100)
        #expect(rejection("\(long): v\n") ==
            "test.yaml:1:1101: error: YAML syntax error: mapping values are not allowed in this context")
        // The explicit form has no such limit.
        #expect(try read("? \(long)\n: v\n")[long]?.scalar?.value == "v")
        let fits = String(repeating: "k", count: 1000)
        #expect(try read("\(fits): v\n")[fits]?.scalar?.value == "v")
    }
}
