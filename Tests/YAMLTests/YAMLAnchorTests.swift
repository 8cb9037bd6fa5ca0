import EndpointGenCore
import Testing

/// Anchors, aliases, merge keys and duplicate keys.
@Suite struct YAMLAnchorTests {
    @Test func anUnknownAnchorIsAnErrorAtTheAlias() {
        #expect(rejection("a: 1\nb: *nowhere\n") ==
            "test.yaml:2:4: error: unknown anchor 'nowhere': an alias must follow the node marked '&nowhere'")
    }

    @Test func anAliasBeforeItsAnchorIsUnknown() {
        #expect(rejection("a: *x\nb: &x 1\n") ==
            "test.yaml:1:4: error: unknown anchor 'x': an alias must follow the node marked '&x'")
    }

    @Test func anAliasInsideTheNodeItNamesIsAnError() {
        #expect(rejection("a: &loop\n  b: *loop\n") ==
            "test.yaml:2:6: error: alias '*loop' refers to a node that contains it; a tree cannot hold a cycle")
        // Also when an earlier node had the same anchor: the newer definition is the one in force.
        #expect(rejection("a: &x 1\nb: &x [*x]\n") ==
            "test.yaml:2:8: error: alias '*x' refers to a node that contains it; a tree cannot hold a cycle")
    }

    @Test func aRedefinedAnchorNamesTheLatestNode() throws {
        let root = try read("a: &x first\nb: *x\nc: &x second\nd: *x\n")
        #expect(root.plain == ["a": "first", "b": "first", "c": "second", "d": "second"])
    }

    @Test func duplicateKeysAreKeptInOrder() throws {
        // The reader keeps every pair; the spec loader reports the duplicate with both positions.
        let root = try read("a: 1\nb: 2\na: 3\n")
        #expect(root.plain == ["a": "1", "b": "2", "a": "3"])
        #expect(root.mapping?.last?.key.mark == YAMLMark(line: 3, column: 1))
        // The subscript gives the first.
        #expect(root["a"]?.scalar?.value == "1")
    }

    @Test func aMergeKeyMergesAMapping() throws {
        let root = try read("""
            base: &base {type: string, format: uuid}
            id:
              <<: *base
              description: The id.
            """)
        #expect(root["id"]?.plain == ["type": "string", "format": "uuid", "description": "The id."])
        // Merged pairs keep the position where they were written.
        #expect(root["id"]?["format"]?.mark == YAMLMark(line: 1, column: 36))
    }

    @Test func theMappingsOwnKeysWinWhereverTheyAre() throws {
        let root = try read("""
            base: &base {a: base-a, b: base-b}
            x:
              a: own-a
              <<: *base
              c: own-c
            """)
        #expect(root["x"]?.plain == ["a": "own-a", "b": "base-b", "c": "own-c"])
    }

    @Test func earlierMergedMappingsWinOverLaterOnes() throws {
        let root = try read("""
            one: &one {a: 1, b: 1}
            two: &two {b: 2, c: 2}
            x:
              <<: [*one, *two]
              d: 3
            """)
        #expect(root["x"]?.plain == ["a": "1", "b": "1", "c": "2", "d": "3"])
    }

    @Test func mergedMappingsMayMergeThemselves() throws {
        let root = try read("""
            a: &a {x: 1}
            b: &b {<<: *a, y: 2}
            c: {<<: *b, z: 3}
            """)
        #expect(root["c"]?.plain == ["x": "1", "y": "2", "z": "3"])
    }

    @Test func aQuotedOrTaggedMergeKey() throws {
        // A quoted "<<" is an ordinary key; `!!merge` marks any scalar as a merge key.
        #expect(try read("a: &a {x: 1}\nb: {\"<<\": *a}\n")["b"]?.plain == ["<<": ["x": "1"]])
        #expect(try read("a: &a {x: 1}\nb: {!!merge '<<': *a}\n")["b"]?.plain == ["x": "1"])
    }

    @Test func mergeKeysCanBeTurnedOff() throws {
        #expect(try read("a: &a {x: 1}\nb: {<<: *a}\n", mergeKeys: false)["b"]?.plain == ["<<": ["x": "1"]])
    }

    @Test func mergingSomethingOtherThanMappingsIsAnError() {
        #expect(rejection("a: {<<: 1}\n") ==
            "test.yaml:1:9: error: the value of a merge key '<<' must be a mapping or a sequence of mappings, not a scalar")
        #expect(rejection("a: &s [1]\nb:\n  <<: [*s]\n") ==
            "test.yaml:3:8: error: a merge key '<<' can merge only mappings, not a sequence")
    }

    @Test func keysOfDifferentTypesAreDifferentKeysWhenMerging() throws {
        // `1` is an integer and "1" a string: both stay. `b` and 'b' are one string key.
        let root = try read("a: &a {1: int, b: merged}\nx: {<<: *a, \"1\": str, 'b': own}\n")
        #expect(root["x"]?.plain == ["1": "int", "1": "str", "b": "own"])
    }
}
