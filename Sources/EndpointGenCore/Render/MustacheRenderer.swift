/// Walks a parsed template's nodes with a context stack and writes the output into one string.
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
    private(set) var output = ""
    private var stack: [TemplateValue]
    private var depth = 0

    init(context: TemplateValue, partials: [String: MustacheTemplate], missingPartial: MustacheTemplate.MissingPartial, capacity: Int) {
        self.partials = partials
        self.missingPartial = missingPartial
        self.stack = [context]
        stack.reserveCapacity(16)
        output.reserveCapacity(capacity)
    }

    /// Renders nodes of the template named `template` (the name goes into errors), writing
    /// `indentation` at each line start.
    mutating func render(_ nodes: [MustacheNode], template: String, indentation: String, escape: (String) -> String) throws(MustacheError) {
        for node in nodes {
            switch node {
            case .text(let text):
                output += text
            case .lineStart:
                if !indentation.isEmpty { output += indentation }
            case .variable(let name, let escaped, let position):
                try interpolate(lookUp(name), escaped: escaped, escape: escape, template: template, name: name, at: position)
            case .section(let name, let inverted, let children, let position):
                let value = lookUp(name)
                if inverted {
                    if !value.isTruthy {
                        try enter(template, at: position)
                        try render(children, template: template, indentation: indentation, escape: escape)
                        depth -= 1
                    }
                } else if case .list(let items) = value {
                    guard !items.isEmpty else { continue }
                    try enter(template, at: position)
                    for item in items {
                        stack.append(item)
                        try render(children, template: template, indentation: indentation, escape: escape)
                        stack.removeLast()
                    }
                    depth -= 1
                } else if value.isTruthy {
                    try enter(template, at: position)
                    stack.append(value)
                    try render(children, template: template, indentation: indentation, escape: escape)
                    stack.removeLast()
                    depth -= 1
                }
            case .partial(let name, let partialIndentation, let position):
                guard let partial = partials[name] else {
                    if missingPartial == .renderEmpty { continue }
                    throw MustacheError(template: template, line: position.line, column: position.column, message: "unknown partial '\(name)'")
                }
                try enter(template, at: position)
                try render(partial.nodes, template: partial.name, indentation: indentation + partialIndentation, escape: escape)
                depth -= 1
            }
        }
    }

    /// Counts one more level of nesting.
    /// - Throws: ``MustacheError`` at the tag when the depth would pass ``maximumDepth``.
    private mutating func enter(_ template: String, at position: MustachePosition) throws(MustacheError) {
        guard depth < Self.maximumDepth else {
            throw MustacheError(template: template, line: position.line, column: position.column,
                                message: "sections and partials nested more than \(Self.maximumDepth) levels deep (a partial that includes itself?)")
        }
        depth += 1
    }

    /// The value of a name: `.` is the top of the stack; otherwise the first key is looked up
    /// from the top of the stack down, and the other keys only inside what it found (the
    /// specification's rule: `a.b` never falls back to another `b`).
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

    private mutating func interpolate(_ value: TemplateValue, escaped: Bool, escape: (String) -> String, template: String, name: MustacheName, at position: MustachePosition) throws(MustacheError) {
        let text: String
        switch value {
        case .string(let string): text = string
        case .number(let number): text = MustacheValue.text(of: number)
        case .bool(let bool): text = bool ? "true" : "false"
        case .null: return
        case .list, .object:
            let kind = if case .list = value { "a list" } else { "an object" }
            throw MustacheError(template: template, line: position.line, column: position.column,
                                message: "'\(name.text)' is \(kind), which cannot be interpolated; use a section")
        }
        output += escaped ? escape(text) : text
    }
}
