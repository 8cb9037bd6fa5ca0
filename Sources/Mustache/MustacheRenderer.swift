/// Runs a template's ``MustacheProgram`` with a context stack and writes the output as UTF-8
/// bytes into one growing buffer.
///
/// One renderer serves one call of ``MustacheTemplate/render(_:partials:escape:)``: the output
/// buffer and the context stack are grown in place (push, render, pop), so a render costs time
/// in proportion to the output, never to the square of it.
struct MustacheRenderer {
    /// How many sections and partials may be entered inside one another while rendering.
    /// A partial that includes itself for ever (or data nested that deep) stops here with an
    /// error at the tag, instead of exhausting the stack.
    static let maximumDepth = 100

    let partials: [String: MustacheTemplate]
    let missingPartial: MustacheTemplate.MissingPartial
    /// Whether `{{name}}` escapes text (with the `escape` function passed to ``run``); `false`
    /// writes it unchanged, as the generator does (its contexts hold final Swift text).
    let escapes: Bool
    private(set) var output: [UInt8] = []
    private var stack: [TemplateValue]
    private var depth = 0

    init(context: TemplateValue, partials: [String: MustacheTemplate], missingPartial: MustacheTemplate.MissingPartial,
         escapes: Bool, capacity: Int) {
        self.partials = partials
        self.missingPartial = missingPartial
        self.escapes = escapes
        self.stack = [context]
        stack.reserveCapacity(16)
        output.reserveCapacity(capacity)
    }

    /// Runs the instructions `range` of `program` (of the template named `template`, for
    /// errors), writing `indentation` at each line start.
    mutating func run(_ program: MustacheProgram, _ range: Range<Int>, template: String, indentation: [UInt8], escape: (String) -> String) throws(MustacheError) {
        var index = range.lowerBound
        while index < range.upperBound {
            let instruction = program.instructions[index]
            index += 1
            switch instruction.operation {
            case .text:
                output.append(contentsOf: program.texts[instruction.operand])
            case .lineStart:
                if !indentation.isEmpty { output.append(contentsOf: indentation) }
            case .variable:
                let value = instruction.key.map(lookUp) ?? lookUp(program.names[instruction.operand])
                try interpolate(value, escaped: instruction.escaped && escapes, escape: escape, template: template, program: program, at: instruction)
            case .section, .invertedSection:
                let body = index..<instruction.end
                index = instruction.end
                let value = instruction.key.map(lookUp) ?? lookUp(program.names[instruction.operand])
                if instruction.operation == .invertedSection {
                    if !value.isTruthy {
                        try enter(template, at: instruction)
                        try run(program, body, template: template, indentation: indentation, escape: escape)
                        depth -= 1
                    }
                } else if case .list(let items) = value {
                    guard !items.isEmpty else { continue }
                    try enter(template, at: instruction)
                    for item in items {
                        stack.append(item)
                        try run(program, body, template: template, indentation: indentation, escape: escape)
                        stack.removeLast()
                    }
                    depth -= 1
                } else if value.isTruthy {
                    try enter(template, at: instruction)
                    stack.append(value)
                    try run(program, body, template: template, indentation: indentation, escape: escape)
                    stack.removeLast()
                    depth -= 1
                }
            case .partial:
                let name = program.partialNames[instruction.operand]
                guard let partial = partials[name] else {
                    if missingPartial == .renderEmpty { continue }
                    throw MustacheError(template: template, line: instruction.line, column: instruction.column, message: "unknown partial '\(name)'")
                }
                try enter(template, at: instruction)
                let partialIndentation = program.texts[instruction.end]
                try run(partial.program, 0..<partial.program.instructions.count, template: partial.name,
                        indentation: partialIndentation.isEmpty ? indentation : indentation + partialIndentation, escape: escape)
                depth -= 1
            }
        }
    }

    /// Counts one more level of nesting.
    /// - Throws: ``MustacheError`` at the tag when the depth would pass ``maximumDepth``.
    private mutating func enter(_ template: String, at instruction: MustacheProgram.Instruction) throws(MustacheError) {
        guard depth < Self.maximumDepth else {
            throw MustacheError(template: template, line: instruction.line, column: instruction.column,
                                message: "sections and partials nested more than \(Self.maximumDepth) levels deep (a partial that includes itself?)")
        }
        depth += 1
    }

    /// The value of a name: `.` is the top of the stack; otherwise the first key is looked up
    /// from the top of the stack down, and the other keys only inside what it found (the
    /// specification's rule: `a.b` never falls back to another `b`).
    private func lookUp(_ key: ContextKey) -> TemplateValue {
        var index = stack.count - 1
        while index >= 0 {
            if case .object(let object) = stack[index], let value = object[key] { return value }
            index -= 1
        }
        return .null
    }

    private func lookUp(_ name: MustacheName) -> TemplateValue {
        let keys = name.keys
        guard let first = keys.first else { return stack.last ?? .null }
        var found: TemplateValue?
        var index = stack.count - 1
        while index >= 0 {
            if case .object(let object) = stack[index], let value = object[first] {
                found = value
                break
            }
            index -= 1
        }
        guard var value = found else { return .null }
        for key in keys.dropFirst() {
            guard case .object(let object) = value, let next = object[key] else { return .null }
            value = next
        }
        return value
    }

    private mutating func interpolate(_ value: TemplateValue, escaped: Bool, escape: (String) -> String, template: String, program: MustacheProgram, at instruction: MustacheProgram.Instruction) throws(MustacheError) {
        let text: String
        switch value {
        case .string(let string): text = string
        case .number(let number): text = MustacheValue.text(of: number)
        case .bool(let bool): text = bool ? "true" : "false"
        case .null: return
        case .list, .object:
            let kind = if case .list = value { "a list" } else { "an object" }
            throw MustacheError(template: template, line: instruction.line, column: instruction.column,
                                message: "'\(program.names[instruction.operand].text)' is \(kind), which cannot be interpolated; use a section")
        }
        if escaped {
            output.append(contentsOf: escape(text).utf8)
        } else {
            output.append(contentsOf: text.utf8)
        }
    }
}
