/// A text with `{name}` variables: an endpoint's path (OpenAPI 3.x Path Templating, RFC 6570
/// level 1) or a server URL (OpenAPI 3.x Server Variable Object). The one scanner of braces
/// that every reader and the resolver use.
///
/// A variable is a `{`, a name, and a `}`. The name ends at the first `}`; a `{` or `/` before
/// it means the brace was never closed (braces do not nest, and a variable stays inside one
/// path segment). A `}` outside a variable is a stray brace. Offsets count Unicode scalars from
/// the start of the text.
struct NameTemplate {
    /// A piece of the text: literal text, or a variable.
    enum Part: Equatable {
        /// Text between variables, as written; `offset` is where it starts.
        case text(String, offset: Int)
        /// A `{name}`; `offset` is where the name starts (just after the brace).
        case variable(name: String, offset: Int)
    }

    /// A mistake in the braces.
    enum Problem: Equatable {
        /// A `{` at `offset` with no `}` before the end of its path segment.
        case unclosed(offset: Int)
        /// A `}` at `offset` that no `{` opened.
        case stray(offset: Int)
        /// `{}` at `offset`.
        case empty(offset: Int)
    }

    /// The pieces in order: adjacent text is joined, a malformed brace stays in the text.
    private(set) var parts: [Part] = []
    /// The mistakes, in order.
    private(set) var problems: [Problem] = []

    /// Scans a text.
    init(_ text: String) {
        let scalars = Array(text.unicodeScalars)
        var literal = String.UnicodeScalarView()
        var literalStart = 0
        var index = 0
        func flush() {
            if !literal.isEmpty { parts.append(.text(String(literal), offset: literalStart)) }
            literal = String.UnicodeScalarView()
            literalStart = index
        }
        while index < scalars.count {
            let c = scalars[index]
            if c == "}" {
                problems.append(.stray(offset: index))
                literal.append(c)
                index += 1
                continue
            }
            guard c == "{" else {
                literal.append(c)
                index += 1
                continue
            }
            let start = index + 1
            var end = start
            while end < scalars.count, scalars[end] != "}", scalars[end] != "{", scalars[end] != "/" { end += 1 }
            guard end < scalars.count, scalars[end] == "}" else {
                problems.append(.unclosed(offset: index))
                literal.append(contentsOf: scalars[index..<end])
                index = end
                continue
            }
            if start == end {
                problems.append(.empty(offset: index))
                literal.append(contentsOf: scalars[index...end])
            } else {
                flush()
                parts.append(.variable(name: String(String.UnicodeScalarView(scalars[start..<end])), offset: start))
            }
            index = end + 1
            if literal.isEmpty { literalStart = index }
        }
        flush()
    }

    /// The variables' names and offsets, in order (a name may appear twice).
    var variables: [(name: String, offset: Int)] {
        parts.compactMap { part in
            if case .variable(let name, let offset) = part { return (name, offset) }
            return nil
        }
    }
}
