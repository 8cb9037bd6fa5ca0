import Testing
@testable import EndpointGenCore

/// The tree lists every key that repeats an earlier key of its mapping as it is built
/// (`YAMLNode.duplicateKeysInTree`), for the readers to report.
@Suite struct YAMLDuplicateKeyTests {
    /// The duplicates of a document as `LINE:COL=FIRSTLINE:FIRSTCOL@MAPPINGLINE:MAPPINGCOL`.
    private func duplicates(_ text: String, mergeKeys: Bool = true) throws -> [String] {
        try read(text, mergeKeys: mergeKeys).duplicateKeysInTree.map {
            "\($0.key.mark.line):\($0.key.mark.column)=\($0.first.mark.line):\($0.first.mark.column)@\($0.mapping.mark.line):\($0.mapping.mark.column)"
        }
    }

    @Test(arguments: [2, 15, 16, 17, 40]) func mappingsOfEverySizeFindTheSameDuplicates(count: Int) throws {
        // Up to 15 pairs keys are compared pairwise; from 16 through the key index.
        let text = (0..<count).map { "k\($0): \($0)\n" }.joined() + "k1: again\nk0: again\nk1: thrice\n"
        #expect(try duplicates(text) == ["\(count + 1):1=2:1@1:1", "\(count + 2):1=1:1@1:1", "\(count + 3):1=2:1@1:1"])
    }

    @Test func aLargeMappingFindsTheFirstOfKeysAddedAfterItsFirstDuplicate() throws {
        // The large path makes its table of first keys at the first duplicate and keeps it
        // up to date: `z`, new after it, is still the first `z` for the later ones.
        let text = (0..<20).map { "k\($0): \($0)\n" }.joined() + "k3: 1\nz: 1\nk19: 2\nz: 2\nz: 3\n"
        #expect(try duplicates(text) == ["21:1=4:1@1:1", "23:1=20:1@1:1", "24:1=22:1@1:1", "25:1=22:1@1:1"])
    }

    @Test func aDocumentWithoutDuplicatesListsNone() throws {
        #expect(try duplicates("a: {b: 1, c: [ {b: 2}, {c: 3} ]}\nb: 1\n'a ': 2\n").isEmpty)
    }

    @Test func innerMappingsAreListedBeforeOuterOnes() throws {
        #expect(try duplicates("a: {x: 1, x: 2}\na: 3\n") == ["1:11=1:5@1:4", "2:1=1:1@1:1"])
    }

    @Test func keysCompareByTextWhateverTheirStyle() throws {
        #expect(try duplicates("a: 1\n'a': 2\n\"a\": 3\n1: 4\n\"1\": 5\n") == ["2:1=1:1@1:1", "3:1=1:1@1:1", "5:1=4:1@1:1"])
    }

    @Test func keysCompareByCanonicalEquivalence() throws {
        #expect(try duplicates("\"\\u00e9\": 1\n\"e\\u0301\": 2\nK: 3\n\"\\u212A\": 4\n") == ["2:1=1:1@1:1", "4:1=3:1@1:1"])
        #expect(try duplicates("a: 1\nA: 2\n\"\\u0430\": 3\n").isEmpty)
    }

    @Test func nonScalarKeysAreNotCompared() throws {
        #expect(try duplicates("? [a]\n: 1\n? [a]\n: 2\n").isEmpty)
    }

    @Test func anAliasedMappingIsListedOnceAtItsOriginal() throws {
        #expect(try duplicates("a: &x {k: 1, k: 2}\nb: *x\nc: [*x, *x]\n") == ["1:14=1:8@1:4"])
    }

    @Test func aKeyTheMappingSetsOverAMergedOneIsNoDuplicate() throws {
        #expect(try duplicates("base: &b {k: 1, j: 2}\nm: {<<: *b, k: 3}\n").isEmpty)
        // Without merge keys, `<<` is an ordinary key, and two of them are a duplicate.
        #expect(try duplicates("b: &b {k: 1}\nm: {<<: *b, <<: *b}\n", mergeKeys: false) == ["2:13=2:5@2:4"])
    }

    @Test func aMappingBuiltInCodeListsItsDuplicatesToo() {
        let key = YAMLNode(.scalar(YAMLScalar("k")), mark: YAMLMark(line: 1, column: 1))
        let value = YAMLNode(.scalar(YAMLScalar("v")), mark: YAMLMark(line: 1, column: 4))
        let node = YAMLNode(.mapping([YAMLPair(key: key, value: value), YAMLPair(key: key, value: value)]), mark: YAMLMark(line: 1, column: 1))
        #expect(node.duplicateKeysInTree.count == 1)
    }
}
