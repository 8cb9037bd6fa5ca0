import EndpointGenCore
import Foundation
import Testing

/// No spec text becomes code: a spec with hostile text in every place a spec string reaches
/// the output (API, model, property, endpoint and enum names and values, descriptions,
/// summaries, server URL, header names, query names, path) generates a client that compiles in
/// Swift 6 with complete concurrency checking and warnings as errors, whose doc comments (read
/// back by the compiler into a symbol graph) hold the text, and whose run-time values and
/// requests to the real httpbin server carry the strings unchanged.
@Suite struct HostileSpecTests {
    @Test func hostileTextCompilesAndComesBackUnchanged() async throws {
        let diagnostics = DiagnosticCollector()
        let spec = SpecLoader.load(bytes: Array(HostileSpec.text.utf8), file: "hostile.yaml", diagnostics: diagnostics)
        try #require(!diagnostics.hasErrors, "\(diagnostics.sorted.map(\.description).joined(separator: "\n"))")
        let loaded = try #require(spec)
        let result = Generator.generate(specs: [loaded])
        try #require(!result.hasErrors, "\(result.diagnostics.map(\.description).joined(separator: "\n"))")

        let sandbox = try Sandbox()
        // HARDENING_KEEP_SANDBOX=1 keeps the generated client and the build for a look.
        defer { if ProcessInfo.processInfo.environment["HARDENING_KEEP_SANDBOX"] == nil { sandbox.remove() } else { print("kept \(sandbox.url.path)") } }
        for (path, text) in result.files { try sandbox.write("Generated/\(path)", text) }
        let names = try GeneratedNames(result.files)
        try sandbox.write("check/Names.swift", names.swiftSource)
        let checkSource = Paths.fixtures.appendingPathComponent("hostile-check/main.swift")
        try FileManager.default.copyItem(at: checkSource, to: sandbox.url.appendingPathComponent("check/main.swift"))

        let build = HostileBuild(sandbox: sandbox, generated: result.files.keys.sorted())
        try build.run()

        let graph = try SymbolGraph(contentsOf: sandbox.url.appendingPathComponent("symbols/HostileAPI.symbols.json"))
        checkDocComments(graph, namespace: names.namespace, files: result.files)

        try await withHTTPBin { httpbin in
            let expectations = HostileSpec.Expectations(httpbin: httpbin.absoluteString)
            try sandbox.write("expectations.json", String(decoding: try JSONEncoder().encode(expectations), as: UTF8.self))
            let run = try runProcess(sandbox.path("bin/hostile-check"), [sandbox.path("expectations.json")])
            print(run.output)
            #expect(run.status == 0, "\(run.output)")
            #expect(!run.output.contains("FAIL"))
            #expect(run.output.components(separatedBy: "\nok ").count >= HostileSpec.enumValues.count + 8)
        }
    }

    /// Each description and summary is in the doc comment of its declaration, line by line.
    ///
    /// Symbol graphs leave out names that start with `_` (as DocC does), so declarations the
    /// generator named that way are counted from the source instead.
    func checkDocComments(_ graph: SymbolGraph, namespace: String, files: [String: String]) {
        let all = HostileSpec.descriptions[0] + "\n" + HostileSpec.descriptions[1]
        graph.expectDoc([namespace], holds: all)
        graph.expectDoc([namespace, "Mood"], holds: HostileSpec.descriptions[1])
        graph.expectDoc([namespace, "Text"], holds: HostileSpec.descriptions[0])
        graph.expectDoc([namespace, "Echo"], holds: HostileSpec.oneLine)
        graph.expectDoc([namespace, "Echo"], holds: HostileSpec.descriptions[1])
        let properties = graph.children(of: [namespace, "Text"], kind: "swift.property")
        let textSource = files.first { $0.value.contains("public struct Text:") }?.value ?? ""
        let moodSource = files.first { $0.value.contains("public enum Mood:") }?.value ?? ""
        let hiddenProperties = underscored(textSource, "public var ")
        let hiddenCases = underscored(moodSource, "case ")
        #expect(properties.count + hiddenProperties == HostileSpec.propertyNames.count, "\(properties)")
        for property in properties { graph.expectDoc(property, holds: HostileSpec.descriptions[1]) }
        let cases = graph.children(of: [namespace, "Mood"], kind: "swift.enum.case")
        let documented = cases.filter { graph.docLines($0).contains(HostileSpec.oneLine.trimmingTrailingSpaces) }
        #expect(documented.count + hiddenCases == HostileSpec.enumValues.count, "\(cases)")
    }

    /// The number of lines of `source` that declare, after `introducer`, a name starting with `_`.
    func underscored(_ source: String, _ introducer: String) -> Int {
        source.split(separator: "\n").filter { $0.trimmingCharacters(in: .whitespaces).hasPrefix(introducer + "_") }.count
    }
}

/// The Swift names the generator chose that the check program needs, read from the output.
struct GeneratedNames {
    /// The API's namespace enum.
    var namespace: String
    /// The argument labels of `Echo.init`, in order: the query parameter, the header parameter.
    var echoLabels: [String]

    struct Missing: Error, CustomStringConvertible { var description: String }

    init(_ files: [String: String]) throws {
        let texts = files.keys.sorted().compactMap { files[$0] }
        let namespaces = texts.flatMap { $0.split(separator: "\n") }
            .filter { $0.hasPrefix("public enum ") && $0.hasSuffix(" {") }
            .map { $0.dropFirst("public enum ".count).dropLast(2) }
        guard namespaces.count == 1, let namespace = namespaces.first else {
            throw Missing(description: "one top-level namespace enum expected, found \(namespaces)")
        }
        self.namespace = String(namespace)
        guard let echo = texts.first(where: { $0.contains("public struct Echo: APIRequest") }),
              let start = echo.range(of: "public init(\n"),
              let end = echo.range(of: ") {", range: start.upperBound..<echo.endIndex) else {
            throw Missing(description: "no Echo request with an init")
        }
        echoLabels = echo[start.upperBound..<end.lowerBound].split(separator: "\n").compactMap { line in
            line.split(separator: ":").first.map { $0.trimmingCharacters(in: .whitespaces) }
        }.filter { !$0.isEmpty }
        guard echoLabels.count == 2 else { throw Missing(description: "Echo.init labels: \(echoLabels)") }
    }

    /// `Names.swift` for the check program.
    var swiftSource: String {
        """
        import EndpointRuntime
        import HostileAPI

        typealias API = HostileAPI.\(namespace)

        func makeEcho(query: String, header: String) -> API.Echo {
            API.Echo(\(echoLabels[0]): query, \(echoLabels[1]): header)
        }

        """
    }
}
