@testable import EndpointGenCore

/// Reads an OpenAPI snippet (YAML text) as `spec.yaml`, with other files served from
/// `files` (path → text), and returns the spec (nil on errors) and the diagnostics printed
/// as compilers print them.
extension OpenAPIReader.Options {
    /// The options of a lenient read (``OpenAPIReader/Options/isLenient``).
    static var lenient: Self {
        var options = Self()
        options.isLenient = true
        return options
    }
}

struct Snippet {
    var spec: Spec?
    var diagnostics: [Diagnostic]

    var errors: [String] { diagnostics.filter { $0.severity == .error }.map(\.description) }
    var warnings: [String] { diagnostics.filter { $0.severity == .warning }.map(\.description) }
    var models: String { spec.map(SpecDump.models) ?? "<no spec>" }
    var endpoints: String { spec.map(SpecDump.endpoints) ?? "<no spec>" }

    init(_ text: String, file: String = "spec.yaml", files: [String: String] = [:], options: OpenAPIReader.Options = .init()) {
        let collector = DiagnosticCollector()
        var all = files
        all[file] = text
        let loader: OpenAPIReader.FileLoader = { path in
            guard let text = all[path] else { throw OpenAPIReader.FileNotReadable(path: path) }
            return Array(text.utf8)
        }
        spec = OpenAPIReader.read(file: file, diagnostics: collector, options: options, fileLoader: loader)
        diagnostics = collector.diagnostics
        UnsupportedWording.check(diagnostics)
    }
}
