import Foundation
import Mustache

/// The parsed templates of one run: the default templates embedded in the tool
/// (``DefaultTemplates``), with any of them replaced, and partials added, by the `.mustache`
/// files of a folder (`--templates DIR`).
struct TemplateSet: Sendable {
    /// Templates by name (the file name without `.mustache`); each can include the others as partials.
    var templates: [String: MustacheTemplate]

    /// The names every template set must have: the entry points the generator renders.
    static let entryPoints = ["file", "namespace", "model", "request", "support", "examples"]

    /// Parses the default templates, then the `.mustache` files of `overrides` when given.
    /// - Throws: ``DiagnosticError`` listing every template that does not parse, at its line
    ///   and column, or naming a folder that cannot be read.
    static func load(overrides: String?) throws(DiagnosticError) -> TemplateSet {
        var sources: [String: (source: String, file: String)] = [:]
        for (name, source) in DefaultTemplates.sources {
            sources[name] = (source, "Templates/\(name).mustache")
        }
        var problems: [Diagnostic] = []
        if let overrides {
            let folder = URL(fileURLWithPath: overrides, isDirectory: true)
            do {
                let names = try FileManager.default.contentsOfDirectory(atPath: overrides).sorted()
                for file in names where file.hasSuffix(".mustache") {
                    let path = folder.appendingPathComponent(file).path
                    guard let data = FileManager.default.contents(atPath: path) else {
                        problems.append(.error("cannot read template '\(path)'", at: nil))
                        continue
                    }
                    sources[String(file.dropLast(".mustache".count))] = (String(decoding: data, as: UTF8.self), path)
                }
            } catch {
                throw DiagnosticError([.error("cannot read the templates folder '\(overrides)'", at: nil)])
            }
        }
        var templates: [String: MustacheTemplate] = [:]
        for (name, entry) in sources.sorted(by: { $0.key < $1.key }) {
            do {
                templates[name] = try MustacheTemplate(source: entry.source, name: entry.file)
            } catch {
                problems.append(.error(error.message, at: SourceLocation(file: error.template, line: error.line, column: error.column)))
            }
        }
        guard problems.isEmpty else { throw DiagnosticError(problems) }
        return TemplateSet(templates: templates)
    }

    /// Renders the entry point `name` with `context`, every template available as a partial,
    /// and an identity escape (the context holds final Swift text).
    /// - Throws: ``DiagnosticError`` at the template's line and column when rendering fails.
    func render(_ name: String, _ context: TemplateValue) throws(DiagnosticError) -> String {
        guard let template = templates[name] else {
            throw DiagnosticError([.error("the template '\(name).mustache' is missing", at: nil)])
        }
        do {
            return try template.render(context, partials: templates, escape: { $0 }, escapes: false, missingPartial: .fail)
        } catch {
            throw DiagnosticError([.error(error.message, at: SourceLocation(file: error.template, line: error.line, column: error.column))])
        }
    }
}
