import EndpointGenCore
import Foundation
import Testing

/// What reading one suite case gave, judged against what the suite expects.
enum SuiteOutcome: Equatable {
    /// The tree equals the case's single JSON value.
    case equal
    /// An `error` case was rejected.
    case rejectedInvalid
    /// A valid case with several documents (or none) was rejected, as the reader does by design.
    case rejectedDocumentCount
    /// A valid case without JSON (not representable as JSON) was read.
    case readWithoutJSON
    /// Anything else: the reason, to be matched against the table of libyaml deviations.
    case deviates(String)
}

func outcome(of testCase: TestSuiteCase) throws -> SuiteOutcome {
    let result: Result<YAMLDocument, DiagnosticError>
    do {
        result = .success(try YAMLReader.read(testCase.yaml, file: testCase.id, mergeKeys: false))
    } catch {
        result = .failure(error)
    }
    let documentCountError = { (error: DiagnosticError) in
        error.description.contains("more than one YAML document") || error.description.contains("no YAML document")
    }
    if testCase.mustFail {
        if case .success = result { return .deviates("accepted, but the suite says it is invalid") }
        return .rejectedInvalid
    }
    let expected = try testCase.json.map { try JSONStream.values(in: $0) }
    switch (result, expected) {
    case (.success(let document), let values?) where values.count == 1:
        return TreeComparison.difference(document.root, values[0]).map { .deviates("tree differs: \($0)") } ?? .equal
    case (.success, let values?):
        return .deviates("accepted, but the suite has \(values.count) documents")
    case (.success, nil):
        return .readWithoutJSON
    case (.failure(let error), let values) where documentCountError(error) && values?.count != 1:
        return .rejectedDocumentCount
    case (.failure(let error), _):
        return .deviates("rejected: \(error.description)")
    }
}

/// Every case where libyaml 0.2.5 itself departs from the suite (YAML 1.2), with the reason.
/// Each was checked against libyaml outside this reader too (PyYAML's `CSafeLoader`, which runs
/// the same libyaml, rejects or accepts the same inputs and builds the same wrong values).
/// The test fails if a case listed here stops deviating, so the table stays true.
let libyamlDeviations: [String: String] = [
    // Valid YAML 1.2 that libyaml rejects.
    "2JQS": "rejects a block mapping whose keys are empty (`: a`)",
    "2LFX": "rejects a reserved directive (`%FOO`), which YAML 1.2 says to ignore with a warning",
    "2SXE": "ends an anchor name at `:` (`&a:`); YAML 1.2 allows `:` in anchor names",
    "4ABK": "rejects a flow mapping entry whose `:` is directly followed by `,` (`omitted value:,`)",
    "4MUZ/00": "rejects a flow mapping `:` on the line after its key",
    "4MUZ/01": "rejects a flow mapping `:` on the line after its key",
    "4MUZ/02": "rejects a flow mapping `:` on the line after its key",
    "58MP": "rejects a plain scalar starting with `:` in a flow collection (`{x: :x}`)",
    "5MUD": "rejects a flow mapping `:` on the line after a quoted key",
    "5T43": "rejects `:` adjacent to a quoted flow key followed by a plain scalar starting with `:` (`\"key\"::value`)",
    "6BCT": "rejects a tab as separation space after a `-` or `:` indicator",
    "6CA3": "rejects a tab before a top-level flow collection",
    "6LVF": "rejects a reserved directive (`%FOO`), which YAML 1.2 says to ignore with a warning",
    "6M2F": "rejects an empty key in a block mapping (`: *a`)",
    "7Z25": "rejects a bare document after a `...` document end marker",
    "8XYN": "allows only ASCII letters, digits, `-` and `_` in anchor names",
    "96NN/00": "rejects a tab at the start of block scalar content",
    "96NN/01": "rejects a tab at the start of block scalar content",
    "9SA2": "rejects a multi-line double-quoted key in a flow mapping",
    "A2M4": "rejects a tab as separation space after a `-` indicator",
    "BEC7": "rejects `%YAML 1.3`, which YAML 1.2 says to read with a warning",
    "CFD4": "rejects an empty key in a single-pair flow sequence entry (`[ : empty key ]`)",
    "DBG4": "rejects plain scalars starting with `::` in a flow collection",
    "DK3J": "ends a zero-indented folded scalar at a line that looks like a comment",
    "DK95/00": "rejects a tab after the indentation of a value on its own line",
    "DK95/03": "rejects a line of a space and a tab before the first key",
    "DK95/04": "rejects a line holding only a tab between mapping entries",
    "FP8R": "rejects a zero-indented folded scalar at the top level (`--- >`)",
    "FRK4": "rejects an empty value before `,` in a flow mapping (`? foo :,`)",
    "HM87/00": "rejects a plain scalar starting with `:` in a flow sequence (`[:x]`)",
    "HWV9": "rejects a stream of only `...` (an empty stream in YAML 1.2)",
    "K3WX": "rejects a flow mapping `:` on the line after a key and a comment",
    "M2N8/00": "rejects an explicit key holding a mapping with an empty key (`? : x`)",
    "M7A3": "rejects bare documents after `...` and a `%` line inside a block scalar",
    "MUS6/05": "rejects an unknown directive (`%YAM`), which YAML 1.2 says to ignore",
    "MUS6/06": "rejects an unknown directive (`%YAMLL`), which YAML 1.2 says to ignore",
    "NHX8": "rejects a top-level mapping with an empty key (`:`)",
    "NJ66": "rejects a multi-line plain key in a flow mapping",
    "NKF9": "rejects empty keys in block and flow mappings",
    "Q5MG": "rejects a tab before a top-level flow mapping",
    "QT73": "rejects a stream of a comment and `...` (an empty stream in YAML 1.2)",
    "R4YG": "rejects a tab in block scalar content where it expects indentation",
    "S3PD": "rejects an empty key in a block mapping (`: # Both empty`)",
    "SM9W/01": "rejects a stream holding only `:` (a mapping with an empty key and value)",
    "UKK6/00": "rejects an empty key in a sequence entry (`- :`)",
    "UT92": "rejects a multi-line plain key in a flow mapping whose second line starts with `%`",
    "VJP3/01": "rejects a flow mapping whose key, `:` and value are on separate lines",
    "W4TN": "reads `%` at column 1 inside a zero-indented block scalar as a directive",
    "W5VH": "rejects anchor names with characters such as `:@*!$\"<>`",
    "Y79Y/001": "rejects a tab on an otherwise empty line of a block scalar",
    "Y79Y/010": "rejects a tab after a `-` indicator (`-\t-1`)",
    // Valid YAML 1.2 that libyaml reads with different values.
    "652Z": "reads `?foo` in a flow mapping as an explicit key `foo`; YAML 1.2 makes it the plain scalar `?foo`",
    "HM87/01": "reads `?x` in a flow sequence as an explicit key `x`; YAML 1.2 makes it the plain scalar `?x`",
    "JEF9/02": "drops a kept (`|+`) last line of spaces at the end of the stream: gives \"\" for \"\\n\"",
    "L24T/01": "drops the final line break of a literal scalar ending in a line of spaces: gives \"x\\n \" for \"x\\n \\n\"",
    "Y2GN": "ends the anchor name at `:` (`&an:chor`), leaving `:chor value` as the value",
    // Invalid YAML 1.2 that libyaml accepts.
    "9C9N": "accepts flow sequence lines indented less than the block mapping they are in",
    "9JBA": "accepts a comment without whitespace before it after a flow sequence (`]#invalid`)",
    "CVW2": "accepts a comment without whitespace before it after a comma (`,#invalid`)",
    "DK95/01": "accepts a tab as the indentation of a double-quoted scalar's continuation line",
    "G5U8": "accepts `-` as a plain scalar in a flow sequence (`[-, -]`)",
    "MUS6/00": "accepts a comment without whitespace before it after a directive (`%YAML 1.1#...`)",
    "QB6E": "accepts double-quoted continuation lines indented less than their mapping",
    "S98Z": "accepts a block scalar whose leading empty lines are more indented than its first line",
    "SU5Z": "accepts a comment without whitespace before it after a quoted scalar (`\"value\"# invalid`)",
    "X4QW": "accepts a comment without whitespace before it after a block scalar indicator (`>#`)",
    "Y79Y/003": "accepts a tab as indentation inside a flow sequence",
    "YJV2": "accepts `-` as a plain scalar in a flow sequence (`[-]`)",
]

/// Reads every case of the official YAML test suite (`shared/yaml-test-suite` beside the
/// package) and holds the reader to it: each case with one JSON value gives a tree equal to it,
/// each `error` case is rejected, each case with several documents (or none) is rejected by the
/// one-document rule, and every departure is one of libyaml's own, listed above.
///
/// Result on the suite's commit 6ad3d2c6 (402 cases): 217 trees equal to their JSON, 82 invalid
/// inputs rejected, 17 multi-document or empty streams rejected by design, 18 cases without JSON
/// read, 68 libyaml deviations (printed by the test as `YAML test suite:`).
@Suite struct YAMLTestSuiteTests {
    @Test func everyCaseOfTheOfficialSuite() throws {
        let directory = TestSuiteCase.suiteDirectory
        let cases = TestSuiteCase.all(in: directory)
        try #require(!cases.isEmpty, "the YAML test suite is missing at \(directory.path): copy shared/ beside the package folder, or set YAML_TEST_SUITE")
        var equal = 0, rejectedInvalid = 0, rejectedDocumentCount = 0, readWithoutJSON = 0
        var deviating: Set<String> = []
        for testCase in cases {
            switch try outcome(of: testCase) {
            case .equal: equal += 1
            case .rejectedInvalid: rejectedInvalid += 1
            case .rejectedDocumentCount: rejectedDocumentCount += 1
            case .readWithoutJSON: readWithoutJSON += 1
            case .deviates(let reason):
                deviating.insert(testCase.id)
                if libyamlDeviations[testCase.id] == nil {
                    Issue.record("\(testCase.id) (\(testCase.title)): \(reason)")
                }
            }
        }
        for id in libyamlDeviations.keys.sorted() where !deviating.contains(id) {
            Issue.record("\(id) is listed as a libyaml deviation but now passes: remove it from the table")
        }
        let passing = equal + rejectedInvalid + rejectedDocumentCount + readWithoutJSON
        print("YAML test suite: \(cases.count) cases, \(passing) passing (\(equal) trees equal to their JSON, \(rejectedInvalid) invalid inputs rejected, \(rejectedDocumentCount) multi-document or empty streams rejected by design, \(readWithoutJSON) read without JSON to compare), \(deviating.count) libyaml deviations")
        // Guards against a suite that was found but only partly read.
        #expect(cases.count == 402, "the suite at \(directory.path) has \(cases.count) cases; expected the 402 of commit 6ad3d2c6")
    }
}
