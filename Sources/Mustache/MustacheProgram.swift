/// A parsed template flattened into one array of instructions, which the renderer runs with an
/// index instead of walking a tree of enums: an instruction is a few integers (copying one
/// retains nothing), and the text, names and partial names it refers to sit in side tables.
struct MustacheProgram: Sendable {
    /// What an instruction does.
    enum Operation: UInt8, Sendable {
        /// Write `texts[operand]`.
        case text
        /// The start of a template line with content: write the current indentation.
        case lineStart
        /// `{{name}}` / `{{{name}}}`: write the value of `names[operand]`.
        case variable
        /// `{{#name}}`: the section's instructions follow, up to `end`.
        case section
        /// `{{^name}}`: the section's instructions follow, up to `end`.
        case invertedSection
        /// `{{>name}}`: render the partial `partialNames[operand]` indented by `texts[end]`.
        case partial
    }

    /// One instruction. `end` is, for sections, the index just past their last instruction;
    /// for partials, the index of their indentation in `texts`.
    struct Instruction: Sendable {
        var operation: Operation
        var escaped: Bool
        /// For variables and sections: the name's only key when it has exactly one part (the
        /// common case, looked up without touching `names`), else `nil`.
        var key: ContextKey? = nil
        var operand: Int
        var end: Int
        var line: Int
        var column: Int
    }

    private(set) var instructions: [Instruction] = []
    /// Literal text and partial indentations, as UTF-8 bytes.
    private(set) var texts: [[UInt8]] = []
    /// The names of variables and sections.
    private(set) var names: [MustacheName] = []
    /// The names of partials.
    private(set) var partialNames: [String] = []

    /// Flattens a node tree.
    init(_ nodes: [MustacheNode]) {
        append(nodes)
    }

    private static func singleKey(_ name: MustacheName) -> ContextKey? {
        name.keys.count == 1 ? name.keys[0] : nil
    }

    private mutating func append(_ nodes: [MustacheNode]) {
        for node in nodes {
            switch node {
            case .text(let text):
                texts.append(Array(text.utf8))
                instructions.append(Instruction(operation: .text, escaped: false, operand: texts.count - 1, end: 0, line: 0, column: 0))
            case .lineStart:
                instructions.append(Instruction(operation: .lineStart, escaped: false, operand: 0, end: 0, line: 0, column: 0))
            case .variable(let name, let escaped, let position):
                names.append(name)
                instructions.append(Instruction(operation: .variable, escaped: escaped, key: Self.singleKey(name), operand: names.count - 1, end: 0,
                                                line: position.line, column: position.column))
            case .section(let name, let inverted, let children, let position):
                names.append(name)
                let start = instructions.count
                instructions.append(Instruction(operation: inverted ? .invertedSection : .section, escaped: false, key: Self.singleKey(name), operand: names.count - 1,
                                                end: 0, line: position.line, column: position.column))
                append(children)
                instructions[start].end = instructions.count
            case .partial(let name, let indentation, let position):
                partialNames.append(name)
                texts.append(Array(indentation.utf8))
                instructions.append(Instruction(operation: .partial, escaped: false, operand: partialNames.count - 1, end: texts.count - 1,
                                                line: position.line, column: position.column))
            }
        }
    }
}
