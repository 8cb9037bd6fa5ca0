/// The checks of an endpoint's path template, `/posts/{id}/comments`, for both spec formats.
///
/// Rules: the path starts with `/`; it holds no query (`?`), fragment (`#`), spaces or control
/// characters; each `{name}` (``NameTemplate``) is a path parameter whose name is one or more
/// letters, digits, `_`, `-` or `.` (RFC 6570 level 1 variable names, which OpenAPI path
/// templating uses), and appears once. Braces do not nest and are always closed.
///
/// Malformed braces are errors in both formats (no request can be built from them). The other
/// rules are errors in an endpoint spec and warnings in an OpenAPI document, where the request
/// is still built: the text is sent percent-encoded (RFC 3986 §3.3) and a parameter that
/// appears twice fills both places. An OpenAPI path key's query and fragment are not checked
/// here: the reader sends the query as constant query items and drops the fragment, with a
/// warning of its own.
enum PathTemplate {
    /// A `{name}` of a path, with the offset of its name in the path's text (in Unicode
    /// scalars, counting an opening quote).
    struct Variable {
        var name: String
        var offset: Int
    }

    /// The variables of a path, in order, after reporting every mistake of the template.
    /// - Parameters:
    ///   - path: The path's text.
    ///   - node: Its scalar node, for positions.
    ///   - context: Where mistakes go; its format decides their severity.
    /// - Returns: The well-formed variables (a malformed one is reported and left out; in an
    ///   OpenAPI document a repeated one is kept once).
    static func variables(of path: String, node: YAMLNode, context: DecodeContext) -> [Variable] {
        let shift: Int = {
            switch node.scalar?.style {
            case .singleQuoted?, .doubleQuoted?: return 1
            default: return 0
            }
        }()
        let strict: Diagnostic.Severity = context.format == .openAPI ? .warning : .error
        func fail(_ message: String, _ offset: Int, _ severity: Diagnostic.Severity = .error) {
            context.diagnostics.report(severity, message, at: context.location(node, offset: shift + offset))
        }
        if path.unicodeScalars.first != "/" {
            fail("a path starts with '/', as in /\(path)", 0, strict)
        }
        let template = NameTemplate(path)
        // Nothing after the first query, fragment, space or control character is read.
        var end = Int.max
        for case .text(let text, let offset) in template.parts {
            guard let index = text.unicodeScalars.firstIndex(where: { $0 == "?" || $0 == "#" || $0 == " " || $0.value < 0x20 || $0.value == 0x7F }) else { continue }
            let c = text.unicodeScalars[index]
            end = offset + text.unicodeScalars.distance(from: text.unicodeScalars.startIndex, to: index)
            if c == "?" || c == "#" {
                // An OpenAPI path key's query and fragment are read apart (`warnAboutQueryOrFragment`).
                if context.format != .openAPI { fail("a path holds no query or fragment ('\(c)'); declare query parameters under 'query'", end) }
            } else {
                fail("a path holds no spaces or control characters; percent-encode them", end, strict)
            }
            break
        }
        for problem in template.problems {
            switch problem {
            case .stray(let offset) where offset < end: fail("'}' without a matching '{' in the path", offset)
            case .unclosed(let offset) where offset < end: fail("'{' is not closed by '}' before the end of its path segment", offset)
            case .empty(let offset) where offset < end: fail("empty path parameter name '{}'", offset)
            default: break
            }
        }
        var result: [Variable] = []
        var seen: [String: Int] = [:]
        for (name, start) in template.variables where start < end {
            if let bad = name.unicodeScalars.first(where: { !isNameCharacter($0) }) {
                fail("path parameter name '\(name)' may hold only letters, digits, '_', '-' and '.', not '\(bad)'", start, strict)
                if strict == .error { continue }
            }
            if let first = seen[name] {
                fail("path parameter '{\(name)}' appears twice in the path (first at column \(node.mark.column + shift + first))", start, strict)
                continue
            }
            seen[name] = start
            result.append(Variable(name: name, offset: shift + start))
        }
        return result
    }

    private static func isNameCharacter(_ c: Unicode.Scalar) -> Bool {
        switch c {
        case "a"..."z", "A"..."Z", "0"..."9", "_", "-", ".": true
        default: false
        }
    }
}
