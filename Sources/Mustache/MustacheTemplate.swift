// The Mustache engine's public API: MustacheTemplate, MustacheValue, MustacheError. The parser
// (MustacheParser, MustacheScanner), the node tree (MustacheNode), its flattened form
// (MustacheProgram) and the renderer (MustacheRenderer) are internal; the context values keyed by
// interned keys (TemplateValue, TemplateObject, ContextKey) are `package`, for the generator's
// template contexts. Sources/endpointgen/EndpointGen.docc/MustacheLanguage.md describes the
// template language as supported.

/// A value a Mustache template renders: the template context.
public enum MustacheValue: Sendable, Hashable {
    /// Text; interpolated as is by `{{{name}}}` and `{{&name}}`, escaped by `{{name}}` (HTML
    /// escaping unless the renderer is given another escape).
    /// The empty string is falsey: a section does not render for it, an inverted one does.
    case string(String)
    /// A number, interpolated in its shortest decimal form (`1`, `1.5`): integral values below
    /// 10^15 have no fraction. Always truthy, including 0.
    case number(Double)
    /// A Boolean: a section renders once for `true`, not at all for `false`. Interpolates as
    /// `true` or `false`.
    case bool(Bool)
    /// A list: a section renders once per element, with the element pushed on the context stack;
    /// an empty list is falsey. Interpolating a list is a render error.
    case list([MustacheValue])
    /// An object: keys are looked up through the context stack. Interpolating an object is a
    /// render error.
    case object([String: MustacheValue])
    /// Nothing: falsey, interpolates as empty text.
    case null
}

/// An error in a template, with the template's name and the 1-based line and column.
public struct MustacheError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The template's name (its file name).
    public var template: String
    /// The 1-based line.
    public var line: Int
    /// The 1-based column, in Unicode scalars from the start of the line.
    public var column: Int
    /// What is wrong, for example "unclosed section 'models': no section end before the end of
    /// the template".
    public var message: String

    /// Creates an error.
    public init(template: String, line: Int, column: Int, message: String) {
        self.template = template
        self.line = line
        self.column = column
        self.message = message
    }

    /// `TEMPLATE:LINE:COL: error: MESSAGE`, on one line (line breaks in the message as `\u{A}`).
    public var description: String { "\(template):\(line):\(column): error: \(message.escapingLineBreaks)" }
}

/// A parsed Mustache template (the Mustache specification's required modules: interpolation,
/// sections, inverted sections, comments, partials, set delimiters).
///
/// Parse once and render many times: ``init(source:name:)`` builds a node tree with the
/// standalone-line rules already applied and flattens it into an instruction list whose names
/// are resolved to integer keys; ``render(_:partials:escape:)`` only runs that list.
/// Lambdas and template inheritance (`{{$name}}`, `{{<name}}`) are not supported.
public struct MustacheTemplate: Sendable {
    /// What rendering does at a `{{>name}}` tag whose partial is not given.
    public enum MissingPartial: Sendable, Hashable {
        /// Throw a ``MustacheError`` at the tag (the default of ``MustacheTemplate/render(_:partials:escape:)``).
        case fail
        /// Render nothing, as the Mustache specification requires ("Failed Lookup").
        case renderEmpty
    }

    /// The template's name, used in errors and as the partial name.
    public let name: String

    /// The parsed template, flattened for rendering.
    let program: MustacheProgram

    /// The bytes of literal text in the template: the output buffer starts at least this large.
    private let textSize: Int

    /// Parses a template.
    /// - Parameters:
    ///   - source: The template's text.
    ///   - name: The template's name (its file name), used in errors.
    /// - Throws: ``MustacheError`` at the position of an unclosed or mismatched section, an
    ///   unclosed tag, an invalid delimiter change, an empty or invalid name (`a..b`, `a b`),
    ///   sections nested more than 100 levels, or an inheritance tag (`{{$`, `{{<`).
    public init(source: String, name: String) throws(MustacheError) {
        self.name = name
        self.program = MustacheProgram(try MustacheParser.parse(source: source, name: name))
        self.textSize = source.utf8.count
    }

    /// Renders the template with a context.
    /// - Parameters:
    ///   - context: The root of the context stack.
    ///   - partials: Templates that `{{>name}}` tags include, by name (default: none).
    ///   - escape: How `{{name}}` escapes text: HTML escaping (the Mustache default) unless given.
    /// - Returns: The rendered text.
    /// - Throws: ``MustacheError`` at the tag of a partial that is not in `partials`, at a tag
    ///   that interpolates a list or an object, or at the tag where sections and partials nest
    ///   more than 100 levels deep (a partial that includes itself without end).
    public func render(_ context: MustacheValue, partials: [String: MustacheTemplate] = [:], escape: @Sendable (String) -> String = MustacheTemplate.htmlEscape) throws(MustacheError) -> String {
        try render(context, partials: partials, escape: escape, missingPartial: .fail)
    }

    /// Renders the template with a context, choosing what a missing partial does.
    ///
    /// The same as ``render(_:partials:escape:)`` except for `missingPartial`: pass
    /// ``MissingPartial/renderEmpty`` for the Mustache specification's behaviour, where
    /// `{{>name}}` with no such partial renders nothing.
    /// - Parameters:
    ///   - context: The root of the context stack.
    ///   - partials: Templates that `{{>name}}` tags include, by name.
    ///   - escape: How `{{name}}` escapes text.
    ///   - missingPartial: What a `{{>name}}` tag whose partial is not in `partials` does.
    /// - Returns: The rendered text.
    /// - Throws: ``MustacheError`` as ``render(_:partials:escape:)`` does; for a missing partial
    ///   only when `missingPartial` is ``MissingPartial/fail``.
    public func render(_ context: MustacheValue, partials: [String: MustacheTemplate], escape: @Sendable (String) -> String, missingPartial: MissingPartial) throws(MustacheError) -> String {
        try render(TemplateValue(context), partials: partials, escape: escape, missingPartial: missingPartial)
    }

    /// Renders with a context in the engine's internal form (what the generator builds);
    /// with `escapes` false, `{{name}}` values are written unchanged and `escape` is not called.
    package func render(_ context: TemplateValue, partials: [String: MustacheTemplate], escape: (String) -> String, escapes: Bool = true, missingPartial: MissingPartial) throws(MustacheError) -> String {
        var renderer = MustacheRenderer(context: context, partials: partials, missingPartial: missingPartial, escapes: escapes, capacity: textSize + textSize / 2)
        try renderer.run(program, 0..<program.instructions.count, template: name, indentation: [], escape: escape)
        return String(decoding: renderer.output, as: UTF8.self)
    }

    /// HTML escaping as the Mustache specification requires: `&`, `<`, `>`, `"` (and `'`).
    ///
    /// They become `&amp;`, `&lt;`, `&gt;`, `&quot;` and `&#39;`; text without any of them is
    /// returned unchanged.
    public static func htmlEscape(_ text: String) -> String {
        escapeHTML(text)
    }
}
