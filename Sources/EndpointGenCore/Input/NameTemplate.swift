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
        // The braces and `/` are ASCII, so they are found on UTF-8, where no other
        // character's bytes can be mistaken for them; offsets count the bytes that start a
        // Unicode scalar.
        let utf8 = text.utf8
        var index = utf8.startIndex
        var offset = 0
        var literalStart = index
        var literalOffset = 0
        func step(_ position: inout String.Index, _ count: inout Int) {
            if utf8[position] & 0xC0 != 0x80 { count += 1 }
            position = utf8.index(after: position)
        }
        while index < utf8.endIndex {
            let byte = utf8[index]
            if byte == UInt8(ascii: "}") { problems.append(.stray(offset: offset)) }
            guard byte == UInt8(ascii: "{") else {
                step(&index, &offset)
                continue
            }
            var end = utf8.index(after: index)
            var endOffset = offset + 1
            while end < utf8.endIndex, utf8[end] != UInt8(ascii: "}"), utf8[end] != UInt8(ascii: "{"), utf8[end] != UInt8(ascii: "/") {
                step(&end, &endOffset)
            }
            guard end < utf8.endIndex, utf8[end] == UInt8(ascii: "}") else {
                problems.append(.unclosed(offset: offset))
                index = end
                offset = endOffset
                continue
            }
            let nameStart = utf8.index(after: index)
            if nameStart == end {
                problems.append(.empty(offset: offset))
            } else {
                if literalStart < index { parts.append(.text(String(text[literalStart..<index]), offset: literalOffset)) }
                parts.append(.variable(name: String(text[nameStart..<end]), offset: offset + 1))
                literalStart = utf8.index(after: end)
                literalOffset = endOffset + 1
            }
            index = utf8.index(after: end)
            offset = endOffset + 1
        }
        if literalStart < utf8.endIndex { parts.append(.text(String(text[literalStart...]), offset: literalOffset)) }
    }

    /// The variables' names and offsets, in order (a name may appear twice).
    var variables: [(name: String, offset: Int)] {
        parts.compactMap { part in
            if case .variable(let name, let offset) = part { return (name, offset) }
            return nil
        }
    }
}
