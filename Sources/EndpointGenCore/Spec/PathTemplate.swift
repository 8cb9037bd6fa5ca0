/// The checks of an endpoint's path template, `/posts/{id}/comments`.
///
/// Rules: the path starts with `/`; it holds no query (`?`), fragment (`#`), spaces or control
/// characters; each `{name}` is a path parameter whose name is one or more letters, digits,
/// `_`, `-` or `.` (RFC 6570 level 1 variable names, which OpenAPI path templating uses), and
/// appears once. Braces do not nest and are always closed.
enum PathTemplate {
    /// A `{name}` of a path, with the offset of its name in the path's text (in Unicode scalars).
    struct Variable {
        var name: String
        var offset: Int
    }

    /// The variables of a path, in order, after reporting every mistake of the template.
    /// - Parameters:
    ///   - path: The path's text.
    ///   - node: Its scalar node, for positions.
    ///   - context: Where mistakes go.
    /// - Returns: The well-formed variables (a malformed one is reported and left out).
    static func variables(of path: String, node: YAMLNode, context: DecodeContext) -> [Variable] {
        let scalars = Array(path.unicodeScalars)
        let shift: Int = {
            switch node.scalar?.style {
            case .singleQuoted?, .doubleQuoted?: return 1
            default: return 0
            }
        }()
        func fail(_ message: String, _ offset: Int) {
            context.error(message, at: node, offset: shift + offset)
        }
        if scalars.first != "/" {
            fail("a path starts with '/', as in /\(path)", 0)
        }
        var result: [Variable] = []
        var seen: [String: Int] = [:]
        var index = 0
        while index < scalars.count {
            let c = scalars[index]
            switch c {
            case "?", "#":
                fail("a path holds no query or fragment ('\(c)'); declare query parameters under 'query'", index)
                return result
            case "}":
                fail("'}' without a matching '{' in the path", index)
            case "{":
                let start = index + 1
                var end = start
                while end < scalars.count, scalars[end] != "}", scalars[end] != "{", scalars[end] != "/" { end += 1 }
                guard end < scalars.count, scalars[end] == "}" else {
                    fail("'{' is not closed by '}' before the end of its path segment", index)
                    index = end
                    continue
                }
                let name = String(String.UnicodeScalarView(scalars[start..<end]))
                if name.isEmpty {
                    fail("empty path parameter name '{}'", index)
                } else if let bad = name.unicodeScalars.first(where: { !isNameCharacter($0) }) {
                    fail("path parameter name '\(name)' may hold only letters, digits, '_', '-' and '.', not '\(bad)'", start)
                } else if let first = seen[name] {
                    fail("path parameter '{\(name)}' appears twice in the path (first at column \(node.mark.column + shift + first))", start)
                } else {
                    seen[name] = start
                    result.append(Variable(name: name, offset: shift + start))
                }
                index = end
            default:
                if c == " " || c.value < 0x20 || c.value == 0x7F {
                    fail("a path holds no spaces or control characters; percent-encode them", index)
                    return result
                }
            }
            index += 1
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
