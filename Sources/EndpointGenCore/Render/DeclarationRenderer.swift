import Mustache

/// One rendered top-level declaration of an API (an `extension` or the namespace enum): what
/// it is and its text. Which file it goes to is the layout stage's decision (``FileAssembler``).
struct RenderedDeclaration: Sendable, Hashable {
    /// What a declaration is, which decides its folder and file name.
    enum Kind: Sendable, Hashable {
        /// The API's namespace enum (`namespace.mustache`).
        case namespace
        /// The support types the API's models use, `JSONValue` and `Indirect` (`support.mustache`).
        case support
        /// A model (`model.mustache`).
        case model
        /// An endpoint's request type (`request.mustache`).
        case request
        /// The spec's examples of a model, an alias or an endpoint's response
        /// (`examples.mustache`), in files of their own.
        case examples
    }

    var kind: Kind
    /// The declaration's Swift type name inside the API's namespace (`Book`); for the namespace
    /// and the support types, the namespace's name.
    var name: String
    /// The Swift source, without a trailing newline.
    var text: String
}

/// Renders the declarations of an API through the templates.
enum DeclarationRenderer {
    /// The namespace, the support types when used, every model, every request and every
    /// set of examples, in that order, each rendered by its template.
    /// - Throws: ``DiagnosticError`` when a template fails to render.
    static func render(_ api: APIModel, access: AccessLevel, conformances: Set<ModelConformance> = [], storedProperties: StoredPropertyKeyword = .var,
                       templates: TemplateSet) throws(DiagnosticError) -> [RenderedDeclaration] {
        let context = TemplateContext(api: api, access: access, conformances: conformances, storedProperties: storedProperties)
        let name = api.name
        var declarations: [RenderedDeclaration] = []
        declarations.append(.init(kind: .namespace, name: name, text: try templates.render("namespace", context.namespace())))
        if api.usesJSONValue || api.usesIndirect {
            declarations.append(.init(kind: .support, name: name, text: try templates.render("support", context.support())))
        }
        // Models and requests render independently of each other, so on every core at once;
        // the order (and so the output) is the same as rendering them one by one.
        declarations += try api.models.concurrentMap { model throws(DiagnosticError) in
            RenderedDeclaration(kind: .model, name: model.name,
                                text: try templates.render("model", context.model(model)).trimmingTrailingNewlines())
        }
        declarations += try api.requests.concurrentMap { request throws(DiagnosticError) in
            RenderedDeclaration(kind: .request, name: request.name,
                                text: try templates.render("request", context.request(request)).trimmingTrailingNewlines())
        }
        // The examples go into files of their own, out of the way of the API's declarations.
        declarations += try api.examples.concurrentMap { examples throws(DiagnosticError) in
            RenderedDeclaration(kind: .examples, name: examples.typeName,
                                text: try templates.render("examples", context.examples(examples)).trimmingTrailingNewlines())
        }
        return declarations.map { declaration in
            var declaration = declaration
            declaration.text = declaration.text.trimmingTrailingNewlines()
            return declaration
        }
    }
}

extension String {
    /// The string without trailing line feeds.
    func trimmingTrailingNewlines() -> String {
        let end = endTrimmingTrailingNewlines
        return end == endIndex ? self : String(self[..<end])
    }

    /// The index after the last character that is not a line feed or carriage return (found on
    /// UTF-8: both are ASCII, so the index is a character boundary).
    var endTrimmingTrailingNewlines: String.Index {
        var end = utf8.endIndex
        while end > utf8.startIndex {
            let before = utf8.index(before: end)
            let byte = utf8[before]
            guard byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") else { break }
            end = before
        }
        return end
    }
}
