/// Turns a template's source into a tree of ``MustacheNode``s, once, so that rendering never
/// looks at the source again.
///
/// The specification's whitespace rules are applied here: a line holding nothing but one
/// section, inverted section, section end, comment, partial or set-delimiters tag (and spaces
/// or tabs) is "standalone" and disappears from the output with its line break; the
/// indentation before a standalone partial tag is kept on the partial node.
struct MustacheParser {
    /// How deeply sections may nest in one template; deeper input is an error, so that neither
    /// rendering nor freeing the tree can exhaust the stack.
    static let maximumNesting = 100

    private struct OpenSection {
        var name: MustacheName
        var inverted: Bool
        var position: MustachePosition
        var nodes: [MustacheNode] = []
    }

    private var scanner: MustacheScanner
    private var root: [MustacheNode] = []
    private var openSections: [OpenSection] = []
    private var atLineStart = true

    /// Parses a template.
    /// - Throws: ``MustacheError`` at an unclosed tag, an invalid name or delimiter, a section
    ///   end that does not match the open section, or a section left open at the end.
    static func parse(source: String, name: String) throws(MustacheError) -> [MustacheNode] {
        var parser = MustacheParser(scanner: MustacheScanner(source: source, templateName: name))
        return try parser.parse()
    }

    private init(scanner: MustacheScanner) {
        self.scanner = scanner
    }

    private mutating func parse() throws(MustacheError) -> [MustacheNode] {
        let bytes = scanner.bytes
        var textStart = 0
        while let tagStart = scanner.nextOpening(from: textStart) {
            let tag = try scanner.readTag(at: tagStart)
            if tag.kind.canStandAlone, let lineStart = standaloneLineStart(before: tagStart, notBefore: textStart),
               let nextLine = standaloneLineEnd(after: tag.end) {
                appendText(textStart..<lineStart)
                try handle(tag, indentation: scanner.text(lineStart..<tagStart))
                textStart = nextLine
                atLineStart = true
            } else {
                appendText(textStart..<tagStart)
                markLineStart()
                try handle(tag, indentation: "")
                textStart = tag.end
            }
        }
        appendText(textStart..<bytes.count)
        if let unclosed = openSections.last {
            throw MustacheError(template: scanner.templateName, line: unclosed.position.line, column: unclosed.position.column,
                                message: "unclosed section '\(unclosed.name.text)': no section end before the end of the template")
        }
        return root
    }

    // MARK: Standalone lines

    /// The offset where the tag's line starts, if only spaces and tabs come before the tag
    /// (looking back no further than `lowerBound`, the end of the previous tag).
    private func standaloneLineStart(before tagStart: Int, notBefore lowerBound: Int) -> Int? {
        let bytes = scanner.bytes
        var offset = tagStart
        while offset > lowerBound, bytes[offset - 1] == UInt8(ascii: " ") || bytes[offset - 1] == UInt8(ascii: "\t") {
            offset -= 1
        }
        return offset == 0 || bytes[offset - 1] == UInt8(ascii: "\n") ? offset : nil
    }

    /// The offset where the next line starts, if only spaces and tabs follow the tag before a
    /// line break (`\n` or `\r\n`) or the end of the template.
    private func standaloneLineEnd(after tagEnd: Int) -> Int? {
        let bytes = scanner.bytes
        var offset = tagEnd
        while offset < bytes.count, bytes[offset] == UInt8(ascii: " ") || bytes[offset] == UInt8(ascii: "\t") {
            offset += 1
        }
        if offset == bytes.count { return offset }
        if bytes[offset] == UInt8(ascii: "\n") { return offset + 1 }
        if bytes[offset] == UInt8(ascii: "\r"), offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: "\n") {
            return offset + 2
        }
        return nil
    }

    // MARK: Building the tree

    private mutating func append(_ node: MustacheNode) {
        if openSections.isEmpty {
            root.append(node)
        } else {
            openSections[openSections.count - 1].nodes.append(node)
        }
    }

    private mutating func markLineStart() {
        if atLineStart {
            append(.lineStart)
            atLineStart = false
        }
    }

    /// Appends literal text, one node per line, with a line-start marker before each line.
    private mutating func appendText(_ range: Range<Int>) {
        let bytes = scanner.bytes
        var start = range.lowerBound
        while start < range.upperBound {
            var end = start
            while end < range.upperBound, bytes[end] != UInt8(ascii: "\n") { end += 1 }
            if end < range.upperBound { end += 1 }
            markLineStart()
            append(.text(scanner.text(start..<end)))
            if bytes[end - 1] == UInt8(ascii: "\n") { atLineStart = true }
            start = end
        }
    }

    private mutating func handle(_ tag: MustacheTag, indentation: String) throws(MustacheError) {
        switch tag.kind {
        case .comment:
            break
        case .setDelimiters:
            try scanner.setDelimiters(tag)
        case .escapedVariable, .rawVariable:
            append(.variable(try name(of: tag), escaped: tag.kind == .escapedVariable, at: scanner.position(at: tag.start)))
        case .partial:
            guard !tag.content.isEmpty, !tag.content.utf8.contains(where: MustacheScanner.isWhitespace) else {
                throw scanner.error("invalid partial name '\(tag.content)'", at: tag.start)
            }
            append(.partial(tag.content, indentation: indentation, at: scanner.position(at: tag.start)))
        case .section, .invertedSection:
            let name = try name(of: tag)
            guard openSections.count < Self.maximumNesting else {
                throw scanner.error("sections nested more than \(Self.maximumNesting) levels deep", at: tag.start)
            }
            openSections.append(OpenSection(name: name, inverted: tag.kind == .invertedSection, position: scanner.position(at: tag.start)))
        case .sectionEnd:
            guard let open = openSections.popLast() else {
                throw scanner.error("section end '\(tag.content)' closes no open section", at: tag.start)
            }
            guard open.name.text == tag.content else {
                throw scanner.error("section end '\(tag.content)' does not match the open section '\(open.name.text)' (opened at \(open.position.line):\(open.position.column))", at: tag.start)
            }
            append(.section(open.name, inverted: open.inverted, children: open.nodes, at: open.position))
        }
    }

    /// The name in a variable or section tag: `.` or dot-separated non-empty keys.
    private mutating func name(of tag: MustacheTag) throws(MustacheError) -> MustacheName {
        let text = tag.content
        if text == "." { return MustacheName(text: text, components: []) }
        let components = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard !text.isEmpty, !text.utf8.contains(where: MustacheScanner.isWhitespace),
              !components.contains(where: \.isEmpty) else {
            throw scanner.error(text.isEmpty ? "empty tag: a name is missing" : "invalid name '\(text)'", at: tag.start)
        }
        return MustacheName(text: text, components: components)
    }
}
