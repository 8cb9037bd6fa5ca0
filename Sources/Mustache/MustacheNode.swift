/// A 1-based position of a tag in a template's source, in lines and Unicode-scalar columns.
struct MustachePosition: Sendable, Hashable {
    /// The 1-based line.
    var line: Int
    /// The 1-based column, counting Unicode scalars from the start of the line.
    var column: Int
}

/// A name in a tag: `.` (the implicit iterator) or a dotted path such as `model.name`.
struct MustacheName: Sendable, Hashable {
    /// The name as written in the tag, without surrounding whitespace.
    var text: String
    /// The dotted parts; empty for the implicit iterator `.`.
    var components: [String]
    /// The parts as context keys, what rendering looks up.
    var keys: [ContextKey]

    init(text: String, components: [String]) {
        self.text = text
        self.components = components
        self.keys = components.map(ContextKey.init)
    }
}

/// One piece of a parsed template. Standalone lines are already removed by the parser, so
/// rendering is a walk over these nodes with no look-ahead.
enum MustacheNode: Sendable {
    /// Literal text, copied to the output.
    case text(String)
    /// The start of a line of the template that has content: a partial included at an
    /// indentation writes that indentation here.
    case lineStart
    /// `{{name}}` (escaped) or `{{{name}}}` / `{{&name}}` (not escaped).
    case variable(MustacheName, escaped: Bool, at: MustachePosition)
    /// `{{#name}}…{{/name}}`, or `{{^name}}…{{/name}}` when `inverted`.
    case section(MustacheName, inverted: Bool, children: [MustacheNode], at: MustachePosition)
    /// `{{>name}}`; `indentation` is the whitespace before a standalone partial tag, else empty.
    case partial(String, indentation: String, at: MustachePosition)
}
