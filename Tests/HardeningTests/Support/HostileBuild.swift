import Foundation
import Testing

/// Compiles the generated hostile client with `swiftc`, in three steps inside the sandbox:
/// EndpointRuntime as a library (`rt/`), the generated files as the library `HostileAPI`
/// (`api/`, with its symbol graph in `symbols/`), and the check program (`bin/hostile-check`).
///
/// The generated code is compiled in the Swift 6 language mode with complete concurrency
/// checking and warnings as errors, as a user's package would build it at its strictest.
struct HostileBuild {
    var sandbox: Sandbox
    /// Paths of the generated files, relative to `Generated/`.
    var generated: [String]

    struct Failed: Error, CustomStringConvertible { var description: String }

    func run() throws {
        let root = Paths.packageRoot.appendingPathComponent("Sources/EndpointRuntime")
        let runtimeSources = try FileManager.default.contentsOfDirectory(atPath: root.path)
            .filter { $0.hasSuffix(".swift") }.sorted().map { root.appendingPathComponent($0).path }
        let rt = sandbox.path("rt"), api = sandbox.path("api"), bin = sandbox.path("bin")
        for folder in [rt, api, bin, sandbox.path("symbols")] {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        }
        try swiftc(["-emit-library", "-emit-module", "-parse-as-library", "-module-name", "EndpointRuntime",
                    "-swift-version", "6", "-emit-module-path", "\(rt)/EndpointRuntime.swiftmodule",
                    "-o", "\(rt)/libEndpointRuntime.so"] + runtimeSources)
        try swiftc(["-emit-library", "-emit-module", "-parse-as-library", "-module-name", "HostileAPI",
                    "-swift-version", "6", "-strict-concurrency=complete", "-warnings-as-errors",
                    "-I", rt, "-L", rt, "-lEndpointRuntime",
                    "-emit-module-path", "\(api)/HostileAPI.swiftmodule",
                    "-emit-symbol-graph", "-emit-symbol-graph-dir", sandbox.path("symbols"),
                    "-o", "\(api)/libHostileAPI.so"] + generated.map { sandbox.path("Generated/\($0)") })
        try swiftc(["-swift-version", "6", "-I", rt, "-I", api, "-L", rt, "-L", api,
                    "-lEndpointRuntime", "-lHostileAPI",
                    "-Xlinker", "-rpath", "-Xlinker", rt, "-Xlinker", "-rpath", "-Xlinker", api,
                    "-o", "\(bin)/hostile-check", sandbox.path("check/main.swift"), sandbox.path("check/Names.swift")])
    }

    private func swiftc(_ arguments: [String]) throws {
        let result = try runProcess("swiftc", arguments, in: sandbox.url)
        guard result.status == 0 else { throw Failed(description: "swiftc failed:\n\(result.output)") }
        let warnings = result.output.split(separator: "\n").filter { $0.contains("warning:") }
        #expect(warnings.isEmpty, "\(warnings.joined(separator: "\n"))")
    }
}

/// The parts of a symbol graph file (`swiftc -emit-symbol-graph`) these tests read.
struct SymbolGraph: Decodable {
    struct Symbol: Decodable {
        struct Kind: Decodable { var identifier: String }
        struct DocComment: Decodable {
            struct Line: Decodable { var text: String }
            var lines: [Line]
        }
        var kind: Kind
        var pathComponents: [String]
        var docComment: DocComment?
    }
    var symbols: [Symbol]

    init(contentsOf url: URL) throws {
        self = try JSONDecoder().decode(SymbolGraph.self, from: Data(contentsOf: url))
    }

    /// The doc comment of the symbol at `path`, line by line, each without one leading space.
    func docLines(_ path: [String]) -> [String] {
        guard let symbol = symbols.first(where: { $0.pathComponents == path }) else { return [] }
        return (symbol.docComment?.lines ?? []).map { $0.text.hasPrefix(" ") ? String($0.text.dropFirst()) : $0.text }
    }

    /// The paths of the direct children of `path` of a kind (`swift.property`, `swift.enum.case`).
    func children(of path: [String], kind: String) -> [[String]] {
        symbols.filter { $0.kind.identifier == kind && $0.pathComponents.count == path.count + 1 && Array($0.pathComponents.prefix(path.count)) == path }
            .map(\.pathComponents)
    }

    /// Expects the doc comment at `path` to hold `text`'s lines (trailing spaces aside) in a row.
    func expectDoc(_ path: [String], holds text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let lines = docLines(path)
        let wanted: [String] = text.split(separator: "\n", omittingEmptySubsequences: false).map { String($0).trimmingTrailingSpaces }
        var found = false
        if lines.count >= wanted.count {
            for start in 0...(lines.count - wanted.count) where Array(lines[start..<(start + wanted.count)]) == wanted {
                found = true
            }
        }
        #expect(found, "the doc comment of \(path.joined(separator: ".")) does not hold \(wanted): \(lines)", sourceLocation: sourceLocation)
    }
}

extension String {
    /// The text without trailing spaces and tabs.
    var trimmingTrailingSpaces: String {
        var text = self
        while let last = text.last, last == " " || last == "\t" { text.removeLast() }
        return text
    }
}
