// API CONTRACT (stub): the Mustache engine is implemented in its own piece of work.
// The public names and signatures below are fixed; the implementation will replace the bodies.

/// A value a Mustache template renders: the template context.
public enum MustacheValue: Sendable, Hashable {
    /// Text; interpolated as is by `{{{name}}}` and `{{&name}}`, HTML-escaped by `{{name}}`.
    case string(String)
    /// A number, interpolated in its shortest decimal form (`1`, `1.5`).
    case number(Double)
    /// A Boolean: a section renders once for `true`, not at all for `false`.
    case bool(Bool)
    /// A list: a section renders once per element, with the element pushed on the context stack.
    case list([MustacheValue])
    /// An object: keys are looked up through the context stack.
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
    /// The 1-based column.
    public var column: Int
    /// What is wrong, for example "unclosed section 'models'".
    public var message: String

    /// Creates an error.
    public init(template: String, line: Int, column: Int, message: String) {
        self.template = template
        self.line = line
        self.column = column
        self.message = message
    }

    /// `TEMPLATE:LINE:COL: error: MESSAGE`.
    public var description: String { "\(template):\(line):\(column): error: \(message)" }
}

/// A parsed Mustache template (the Mustache specification's required modules: interpolation,
/// sections, inverted sections, comments, partials, set delimiters).
public struct MustacheTemplate: Sendable {
    /// The template's name, used in errors and as the partial name.
    public let name: String

    /// Parses a template.
    /// - Throws: ``MustacheError`` at the position of an unclosed or mismatched section, an
    ///   unclosed tag, or an invalid delimiter change.
    public init(source: String, name: String) throws(MustacheError) {
        self.name = name
    }

    /// Renders the template with a context.
    /// - Parameters:
    ///   - context: The root of the context stack.
    ///   - partials: Templates that `{{>name}}` tags include, by name.
    ///   - escape: How `{{name}}` escapes text: HTML escaping (the Mustache default) unless given.
    /// - Throws: ``MustacheError`` at the tag of a partial that is not in `partials`.
    public func render(_ context: MustacheValue, partials: [String: MustacheTemplate] = [:], escape: @Sendable (String) -> String = MustacheTemplate.htmlEscape) throws(MustacheError) -> String {
        ""
    }

    /// HTML escaping as the Mustache specification requires: `&`, `<`, `>`, `"` (and `'`).
    public static func htmlEscape(_ text: String) -> String {
        text
    }
}
