import Foundation
import Testing

/// Every Swift sample of the documentation compiles: README.md and every article of the DocC
/// catalogs (`Sources/**/*.docc`), as a reader would paste it, against the runtime and the
/// example's generated client (see ``SwiftSample`` for how blocks are compiled and marked).
@Suite struct DocumentationSampleTests {
    /// The documentation files: README.md, then every Markdown file of every catalog, sorted.
    static let files: [String] = {
        let root = SampleCompiler.packageRoot
        var files = ["README.md"]
        let sources = root.appendingPathComponent("Sources")
        let all = FileManager.default.enumerator(atPath: sources.path)?.allObjects as? [String] ?? []
        files += all.filter { $0.contains(".docc/") && $0.hasSuffix(".md") }.sorted().map { "Sources/" + $0 }
        return files
    }()

    /// The samples of every file, or the problem that stopped reading them.
    static let extracted: Result<[SwiftSample], SampleExtractor.Problem> = Result { () throws(SampleExtractor.Problem) in
        var samples: [SwiftSample] = []
        for file in files {
            let url = SampleCompiler.packageRoot.appendingPathComponent(file)
            guard let text = try? String(contentsOf: url, encoding: .utf8) else {
                throw SampleExtractor.Problem(description: "cannot read \(file)")
            }
            samples += try SampleExtractor.samples(in: text, file: file)
        }
        return samples
    }

    static var compiled: [SwiftSample] { ((try? extracted.get()) ?? []).filter { !$0.isFragment } }

    @Test func samplesAreFoundAndFragmentsAreFew() throws {
        let samples = try Self.extracted.get()
        #expect(Self.files.count > 10, "the catalogs were not found: \(Self.files)")
        #expect(samples.filter { !$0.isFragment }.count >= 10)
        let fragments = samples.filter(\.isFragment)
        #expect(fragments.count <= 3, "fragments are not compiled; give them a context instead: \(fragments)")
    }

    @Test(arguments: compiled) func sampleCompiles(_ sample: SwiftSample) throws {
        let compiler = try SampleCompiler.shared.get()
        try compiler.compile(sample)
    }
}

/// The extractor reads the markers as documented, so a marked block is never skipped by mistake.
@Suite struct SampleExtractorTests {
    @Test func readsBlocksMarkersAndContexts() throws {
        let text = """
            Text.

            ```swift
            let a = 1
            ```

            <!-- sample: fragment -->
            ```swift
            .target(name: "A")
            ```

            <!-- sample: context
            struct S {
                // sample
            }
            -->
            ```swift
            var b: Int { 2 }
            ```

            ```sh
            echo not swift
            ```
            """
        let samples = try SampleExtractor.samples(in: text, file: "doc.md")
        #expect(samples.map(\.line) == [3, 8, 17])
        #expect(samples.map(\.isFragment) == [false, true, false])
        #expect(samples[0].source == "let a = 1")
        #expect(samples[2].source == "struct S {\n    var b: Int { 2 }\n}\n")
    }

    @Test func rejectsUnknownAndStrayMarkers() {
        #expect(throws: SampleExtractor.Problem.self) {
            try SampleExtractor.samples(in: "<!-- sample: skip -->\n```swift\nx\n```\n", file: "doc.md")
        }
        #expect(throws: SampleExtractor.Problem.self) {
            try SampleExtractor.samples(in: "<!-- sample: fragment -->\ntext\n```swift\nx\n```\n", file: "doc.md")
        }
        #expect(throws: SampleExtractor.Problem.self) {
            try SampleExtractor.samples(in: "```swift\nx\n", file: "doc.md")
        }
    }
}
