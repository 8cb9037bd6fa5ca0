/// A JSONPath query (RFC 9535), the subset Overlay documents use to name their targets.
///
/// Supported, as RFC 9535 defines them:
/// - the root `$` (§2.2);
/// - child segments: `.name` (a member-name shorthand: letters, digits, `_` and non-ASCII,
///   not starting with a digit), `.*`, and brackets holding one or more selectors separated by
///   commas: `['name']` or `["name"]` (with the escapes of §2.3.1.2), `*`, an index `0` or `-1`
///   (from the end), and a filter `?expression` (§2.5.1);
/// - descendant segments: `..name`, `..*`, `..[selectors]` (§2.5.2);
/// - in filters: `@` (the node tested) and `$` followed by name, index and wildcard segments,
///   as an existence test (`[?@.deprecated]`) or, when singular (names and indices only),
///   compared with `==`, `!=`, `<`, `<=`, `>`, `>=` to another such query or a literal (a string
///   in either quotes, a number, `true`, `false`, `null`), combined with `&&`, `||`, `!` and
///   parentheses (§2.3.5).
///
/// Not supported, and an error naming what is: array slices (`[1:3]`) and function
/// extensions (`length()`, `count()`, `match()`, `search()`, `value()`).
struct JSONPath: Sendable, Hashable {
    /// A segment: which children (or descendants) of each node of the current list it selects.
    struct Segment: Sendable, Hashable {
        /// Whether the segment is a descendant segment (`..`).
        var descendant: Bool
        var selectors: [Selector]
    }

    /// A selector of a segment.
    indirect enum Selector: Sendable, Hashable {
        case name(String)
        case wildcard
        case index(Int)
        case filter(Filter)
    }

    /// A filter expression.
    indirect enum Filter: Sendable, Hashable {
        case or([Filter])
        case and([Filter])
        case not(Filter)
        /// Whether a query selects at least one node.
        case exists(Query)
        case compare(Comparable, Operator, Comparable)
    }

    /// A query inside a filter: relative to the node tested (`@`) or to the root (`$`).
    struct Query: Sendable, Hashable {
        var relative: Bool
        var segments: [Segment]

        /// Whether the query selects at most one node: names and indices only, no descendants.
        var isSingular: Bool {
            segments.allSatisfy { segment in
                guard !segment.descendant, segment.selectors.count == 1, let only = segment.selectors.first else { return false }
                switch only {
                case .name, .index: return true
                default: return false
                }
            }
        }
    }

    /// A side of a comparison.
    enum Comparable: Sendable, Hashable {
        case literal(Literal)
        case query(Query)
    }

    /// A literal of a comparison.
    enum Literal: Sendable, Hashable {
        case string(String)
        case number(Double)
        case bool(Bool)
        case null
    }

    /// A comparison operator (§2.3.5.2.2).
    enum Operator: String, Sendable, Hashable {
        case equal = "==", notEqual = "!=", less = "<", lessOrEqual = "<=", greater = ">", greaterOrEqual = ">="
    }

    /// The query's segments after `$`.
    var segments: [Segment]

    /// Why a text is not a query of the supported subset.
    struct Problem: Error, Sendable, Hashable {
        /// What is wrong, starting with a lowercase letter.
        var message: String
        /// The 0-based offset in the text, in Unicode scalars.
        var offset: Int
    }

    /// What the error message of an unsupported form lists.
    static let supported = "supported: $, .name, .*, ['name'], [\"name\"], [*], [0], [-1], [a,b], ..name, ..*, ..[…], and filters [?…] with @ or $ queries, ==, !=, <, <=, >, >=, &&, ||, ! and parentheses"

    /// The longest query text parsed, in Unicode scalars.
    static let maximumLength = 65_536
    /// The deepest nesting of parentheses, `!` and queries inside filters.
    static let maximumNesting = 64

    /// Parses a query.
    /// - Throws: ``Problem`` at the first character that is not part of the supported subset.
    init(parsing text: String) throws(Problem) {
        let scalars = Array(text.unicodeScalars)
        guard scalars.count <= Self.maximumLength else {
            throw Problem(message: "the JSONPath expression is longer than \(Self.maximumLength) characters", offset: 0)
        }
        var parser = Parser(scalars: scalars)
        guard parser.peek == "$" else {
            throw Problem(message: "a JSONPath expression starts with '$' (the root)", offset: 0)
        }
        parser.position += 1
        segments = try parser.segments(nesting: 0)
        if parser.position < scalars.count { throw parser.unexpected() }
    }

    private struct Parser {
        let scalars: [Unicode.Scalar]
        var position = 0

        var peek: Unicode.Scalar? { position < scalars.count ? scalars[position] : nil }
        func peek(_ offset: Int) -> Unicode.Scalar? { position + offset < scalars.count ? scalars[position + offset] : nil }

        func unexpected() -> Problem {
            guard let scalar = peek else { return Problem(message: "the JSONPath expression ends too early; " + JSONPath.supported, offset: position) }
            if scalar == ":" {
                return Problem(message: "array slices are not supported; " + JSONPath.supported, offset: position)
            }
            var end = position
            while end < scalars.count, Self.isNameCharacter(scalars[end], first: end == position) { end += 1 }
            if end < scalars.count, scalars[end] == "(" {
                return Problem(message: "function extensions (length(), count(), match(), search(), value()) are not supported; " + JSONPath.supported, offset: position)
            }
            let shown = scalar.value >= 0x21 && scalar.value < 0x7F ? "'\(Character(scalar))'" : "U+" + String(scalar.value, radix: 16, uppercase: true)
            return Problem(message: "unexpected \(shown) in the JSONPath expression; " + JSONPath.supported, offset: position)
        }

        mutating func skipBlanks() {
            while let scalar = peek, scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" { position += 1 }
        }

        /// Segments until something that is not one.
        mutating func segments(nesting: Int) throws(Problem) -> [Segment] {
            var result: [Segment] = []
            while true {
                let start = position
                skipBlanks()
                guard let scalar = peek else { return result }
                if scalar == "." && peek(1) == "." {
                    position += 2
                    if peek == "[" {
                        result.append(Segment(descendant: true, selectors: try bracket(nesting: nesting)))
                    } else {
                        result.append(Segment(descendant: true, selectors: [try shorthand()]))
                    }
                } else if scalar == "." {
                    position += 1
                    result.append(Segment(descendant: false, selectors: [try shorthand()]))
                } else if scalar == "[" {
                    result.append(Segment(descendant: false, selectors: try bracket(nesting: nesting)))
                } else {
                    position = start
                    return result
                }
            }
        }

        /// `*` or a member name after `.` or `..`.
        mutating func shorthand() throws(Problem) -> Selector {
            if peek == "*" {
                position += 1
                return .wildcard
            }
            let start = position
            while let scalar = peek, Self.isNameCharacter(scalar, first: position == start) { position += 1 }
            if let scalar = peek, position == start, scalar == "/" || scalar == "{" || scalar == "$" || scalar == "-" {
                throw Problem(message: "'\(Character(scalar))' cannot start a .name (RFC 9535 §2.5.1.1); write the name in brackets: ['name']", offset: position)
            }
            guard position > start else { throw unexpected() }
            if let scalar = peek, scalar == "-" {
                throw Problem(message: "'-' cannot be part of a .name (RFC 9535 §2.5.1.1); write the name in brackets: ['name']", offset: position)
            }
            if peek == "(" { throw unexpected() }
            return .name(String(String.UnicodeScalarView(scalars[start..<position])))
        }

        static func isNameCharacter(_ scalar: Unicode.Scalar, first: Bool) -> Bool {
            switch scalar.value {
            case 0x41...0x5A, 0x61...0x7A, 0x5F, 0x80...0xD7FF, 0xE000...0x10FFFF: true
            case 0x30...0x39: !first
            default: false
            }
        }

        /// `[selector, …]`.
        mutating func bracket(nesting: Int) throws(Problem) -> [Selector] {
            position += 1  // [
            var selectors: [Selector] = []
            while true {
                skipBlanks()
                selectors.append(try selector(nesting: nesting))
                skipBlanks()
                if peek == "," {
                    position += 1
                    continue
                }
                if peek == "]" {
                    position += 1
                    return selectors
                }
                throw unexpected()
            }
        }

        mutating func selector(nesting: Int) throws(Problem) -> Selector {
            guard let scalar = peek else { throw unexpected() }
            switch scalar {
            case "'", "\"":
                return .name(try string())
            case "*":
                position += 1
                return .wildcard
            case "?":
                position += 1
                return .filter(try orExpression(nesting: nesting + 1))
            case "-", "0"..."9":
                let start = position
                if scalar == "-" { position += 1 }
                while let digit = peek, ("0"..."9").contains(digit) { position += 1 }
                let text = String(String.UnicodeScalarView(scalars[start..<position]))
                if peek == ":" { throw unexpected() }
                guard let index = Int(text), text != "-0", !(text.hasPrefix("0") && text.count > 1), !(text.hasPrefix("-0")) else {
                    throw Problem(message: "'\(text)' is not an index (an integer without leading zeros)", offset: start)
                }
                return .index(index)
            default:
                throw unexpected()
            }
        }

        /// A string literal in single or double quotes (§2.3.1.1).
        mutating func string() throws(Problem) -> String {
            let start = position
            guard let quote = peek else { throw unexpected() }
            position += 1
            var result = String.UnicodeScalarView()
            while let scalar = peek {
                position += 1
                if scalar == quote { return String(result) }
                if scalar.value < 0x20 {
                    throw Problem(message: "a control character must be escaped in a string literal", offset: position - 1)
                }
                guard scalar == "\\" else {
                    result.append(scalar)
                    continue
                }
                guard let escaped = peek else { break }
                position += 1
                switch escaped {
                case "b": result.append("\u{08}")
                case "f": result.append("\u{0C}")
                case "n": result.append("\n")
                case "r": result.append("\r")
                case "t": result.append("\t")
                case "/", "\\":
                    result.append(escaped)
                case "'" where quote == "'", "\"" where quote == "\"":
                    result.append(escaped)
                case "u":
                    guard let value = hexQuad() else {
                        throw Problem(message: "\\u is followed by four hexadecimal digits", offset: position)
                    }
                    if (0xD800...0xDBFF).contains(value), peek == "\\", peek(1) == "u" {
                        position += 2
                        guard let low = hexQuad(), (0xDC00...0xDFFF).contains(low),
                              let combined = Unicode.Scalar(0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)) else {
                            throw Problem(message: "a high surrogate is followed by a low one", offset: position)
                        }
                        result.append(combined)
                    } else if let single = Unicode.Scalar(value) {
                        result.append(single)
                    } else {
                        throw Problem(message: "a lone surrogate is not a character", offset: position)
                    }
                default:
                    throw Problem(message: "'\\\(Character(escaped))' is not an escape of a string literal", offset: position - 2)
                }
            }
            throw Problem(message: "the string literal is not closed", offset: start)
        }

        mutating func hexQuad() -> UInt32? {
            guard position + 4 <= scalars.count, let value = UInt32(String(String.UnicodeScalarView(scalars[position..<position + 4])), radix: 16) else { return nil }
            position += 4
            return value
        }

        mutating func orExpression(nesting: Int) throws(Problem) -> Filter {
            guard nesting <= JSONPath.maximumNesting else {
                throw Problem(message: "the filter nests deeper than \(JSONPath.maximumNesting) levels", offset: position)
            }
            var terms = [try andExpression(nesting: nesting)]
            while true {
                skipBlanks()
                guard peek == "|" && peek(1) == "|" else { break }
                position += 2
                terms.append(try andExpression(nesting: nesting))
            }
            return terms.count == 1 ? terms[0] : .or(terms)
        }

        mutating func andExpression(nesting: Int) throws(Problem) -> Filter {
            var terms = [try basic(nesting: nesting)]
            while true {
                skipBlanks()
                guard peek == "&" && peek(1) == "&" else { break }
                position += 2
                terms.append(try basic(nesting: nesting))
            }
            return terms.count == 1 ? terms[0] : .and(terms)
        }

        mutating func basic(nesting: Int) throws(Problem) -> Filter {
            skipBlanks()
            if peek == "!" && peek(1) != "=" {
                position += 1
                guard nesting < JSONPath.maximumNesting else {
                    throw Problem(message: "the filter nests deeper than \(JSONPath.maximumNesting) levels", offset: position)
                }
                return .not(try basic(nesting: nesting + 1))
            }
            if peek == "(" {
                position += 1
                let inner = try orExpression(nesting: nesting + 1)
                skipBlanks()
                guard peek == ")" else { throw unexpected() }
                position += 1
                return inner
            }
            let start = position
            let left = try comparable(nesting: nesting)
            skipBlanks()
            guard let op = comparisonOperator() else {
                if case .query(let query) = left { return .exists(query) }
                throw Problem(message: "a literal alone is no test; compare it with ==, !=, <, <=, > or >=", offset: start)
            }
            skipBlanks()
            let rightStart = position
            let right = try comparable(nesting: nesting)
            for (side, at) in [(left, start), (right, rightStart)] {
                if case .query(let query) = side, !query.isSingular {
                    throw Problem(message: "a query compared with \(op.rawValue) must select at most one node (names and indices only, no wildcard, filter or ..)", offset: at)
                }
            }
            return .compare(left, op, right)
        }

        mutating func comparisonOperator() -> Operator? {
            for op in [Operator.equal, .notEqual, .lessOrEqual, .greaterOrEqual, .less, .greater] {
                let text = Array(op.rawValue.unicodeScalars)
                if (0..<text.count).allSatisfy({ peek($0) == text[$0] }) {
                    position += text.count
                    return op
                }
            }
            return nil
        }

        /// Whether `text` is a number as RFC 9535 §2.3.5.1 writes one: `-0` or an integer
        /// without leading zeros, then an optional fraction and exponent (`01`, `1.`, `1e`
        /// are not).
        static func isNumberLiteral(_ text: String) -> Bool {
            var rest = Substring(text)
            func digits() -> Int {
                let count = rest.prefix { ("0"..."9").contains($0) }.count
                rest = rest.dropFirst(count)
                return count
            }
            if rest.first == "-" { rest = rest.dropFirst() }
            if rest.first == "0" {
                rest = rest.dropFirst()
                if let next = rest.first, ("0"..."9").contains(next) { return false }
            } else if digits() == 0 {
                return false
            }
            if rest.first == "." {
                rest = rest.dropFirst()
                guard digits() > 0 else { return false }
            }
            if rest.first == "e" || rest.first == "E" {
                rest = rest.dropFirst()
                if rest.first == "-" || rest.first == "+" { rest = rest.dropFirst() }
                guard digits() > 0 else { return false }
            }
            return rest.isEmpty
        }

        mutating func comparable(nesting: Int) throws(Problem) -> Comparable {
            guard let scalar = peek else { throw unexpected() }
            switch scalar {
            case "@", "$":
                position += 1
                guard nesting < JSONPath.maximumNesting else {
                    throw Problem(message: "the filter nests deeper than \(JSONPath.maximumNesting) levels", offset: position)
                }
                return .query(Query(relative: scalar == "@", segments: try segments(nesting: nesting + 1)))
            case "'", "\"":
                return .literal(.string(try string()))
            case "-", "0"..."9":
                let start = position
                while let next = peek, ("0"..."9").contains(next) || next == "-" || next == "+" || next == "." || next == "e" || next == "E" { position += 1 }
                let text = String(String.UnicodeScalarView(scalars[start..<position]))
                guard Self.isNumberLiteral(text), let number = Double(text), number.isFinite else {
                    throw Problem(message: "'\(text)' is not a number", offset: start)
                }
                return .literal(.number(number))
            default:
                for (word, literal) in [("true", Literal.bool(true)), ("false", .bool(false)), ("null", .null)] {
                    let text = Array(word.unicodeScalars)
                    if (0..<text.count).allSatisfy({ peek($0) == text[$0] }), !(peek(text.count).map { Self.isNameCharacter($0, first: false) } ?? false) {
                        position += text.count
                        return .literal(literal)
                    }
                }
                throw unexpected()
            }
        }
    }
}

// MARK: - Evaluation

extension JSONPath {
    /// A node a query selected, with the mapping or sequence holding it (`nil` for the root).
    struct Selected {
        var node: OverlayNode
        var parent: OverlayNode?
    }

    /// More selected nodes than this, at any step, is an error: a query such as `$..*..*..*`
    /// grows with the document's size times its depth at each step.
    static let maximumSelected = 1_000_000

    /// More steps than this in one evaluation (each node a selector or a descendant segment
    /// looks at, filters' queries included) is an error: a filter's query runs once per node
    /// tested, so `$..*[?$..*]` or filters nested in filters take the document's size to a
    /// power.
    static let maximumSteps = 20_000_000

    /// The steps an evaluation has left (``maximumSteps``).
    final class Steps {
        var remaining: Int
        init(_ remaining: Int) { self.remaining = remaining }

        /// Counts `count` steps.
        /// - Throws: ``Problem`` when the evaluation has taken more than it may.
        func take(_ count: Int) throws(Problem) {
            remaining -= count
            guard remaining >= 0 else {
                throw Problem(message: "the expression takes more than \(JSONPath.maximumSteps) steps to evaluate (a filter's query runs for every node it tests: avoid '..' and '$' queries inside filters over a large document)", offset: 0)
            }
        }
    }

    /// The nodes the query selects in the document `root`, in document order per step, each once.
    /// - Throws: ``Problem`` when a step selects more than ``maximumSelected`` nodes.
    func select(in root: OverlayNode, steps: Int = JSONPath.maximumSteps) throws(Problem) -> [Selected] {
        let nodes = try Self.apply(segments, to: [Selected(node: root, parent: nil)], root: root, steps: Steps(steps))
        var seen = Set<ObjectIdentifier>()
        return nodes.filter { seen.insert(ObjectIdentifier($0.node)).inserted }
    }

    static func apply(_ segments: [Segment], to start: [Selected], root: OverlayNode, steps: Steps) throws(Problem) -> [Selected] {
        var current = start
        for segment in segments {
            var next: [Selected] = []
            for selected in current {
                if segment.descendant {
                    // The node and each descendant, in document order (§2.5.2.2), without recursion.
                    var pending = [selected.node]
                    while let node = pending.popLast() {
                        try steps.take(1)
                        try select(segment.selectors, from: node, root: root, into: &next, steps: steps)
                        pending.append(contentsOf: node.children.reversed())
                    }
                } else {
                    try select(segment.selectors, from: selected.node, root: root, into: &next, steps: steps)
                }
            }
            current = next
        }
        return current
    }

    /// Appends the children of `node` that the selectors select.
    static func select(_ selectors: [Selector], from node: OverlayNode, root: OverlayNode, into result: inout [Selected], steps: Steps) throws(Problem) {
        for selector in selectors {
            try steps.take(1)
            switch selector {
            case .name(let name):
                if node.isMapping {
                    for index in node.keys.indices where node.keyText(at: index) == name {
                        result.append(Selected(node: node.children[index], parent: node))
                        break
                    }
                }
            case .wildcard:
                try steps.take(node.children.count)
                for child in node.children { result.append(Selected(node: child, parent: node)) }
            case .index(let index):
                guard node.isSequence else { break }
                let resolved = index < 0 ? node.children.count + index : index
                if node.children.indices.contains(resolved) { result.append(Selected(node: node.children[resolved], parent: node)) }
            case .filter(let filter):
                for child in node.children where try filter.holds(for: child, root: root, steps: steps) {
                    result.append(Selected(node: child, parent: node))
                }
            }
            guard result.count <= maximumSelected else {
                throw Problem(message: "the expression selects more than \(maximumSelected) nodes", offset: 0)
            }
        }
    }
}

extension JSONPath.Filter {
    /// Whether the filter holds for the node tested (`@`).
    func holds(for current: OverlayNode, root: OverlayNode, steps: JSONPath.Steps) throws(JSONPath.Problem) -> Bool {
        try steps.take(1)
        switch self {
        case .or(let terms):
            for term in terms where try term.holds(for: current, root: root, steps: steps) { return true }
            return false
        case .and(let terms):
            for term in terms where try !term.holds(for: current, root: root, steps: steps) { return false }
            return true
        case .not(let inner):
            return try !inner.holds(for: current, root: root, steps: steps)
        case .exists(let query):
            return try !query.nodes(current: current, root: root, steps: steps).isEmpty
        case .compare(let left, let op, let right):
            let a = try left.value(current: current, root: root, steps: steps), b = try right.value(current: current, root: root, steps: steps)
            switch op {
            case .equal: return try JSONPath.Value.equal(a, b, steps: steps)
            case .notEqual: return try !JSONPath.Value.equal(a, b, steps: steps)
            case .less: return JSONPath.Value.less(a, b)
            case .lessOrEqual:
                if JSONPath.Value.less(a, b) { return true }
                return try JSONPath.Value.equal(a, b, steps: steps)
            case .greater: return JSONPath.Value.less(b, a)
            case .greaterOrEqual:
                if JSONPath.Value.less(b, a) { return true }
                return try JSONPath.Value.equal(a, b, steps: steps)
            }
        }
    }
}

extension JSONPath.Query {
    func nodes(current: OverlayNode, root: OverlayNode, steps: JSONPath.Steps) throws(JSONPath.Problem) -> [JSONPath.Selected] {
        try JSONPath.apply(segments, to: [JSONPath.Selected(node: relative ? current : root, parent: nil)], root: root, steps: steps)
    }
}

extension JSONPath.Comparable {
    /// The value compared: a literal, the node a singular query selects, or nothing.
    func value(current: OverlayNode, root: OverlayNode, steps: JSONPath.Steps) throws(JSONPath.Problem) -> JSONPath.Value? {
        switch self {
        case .literal(let literal):
            switch literal {
            case .string(let text): return .string(text)
            case .number(let number): return .number(number)
            case .bool(let bool): return .bool(bool)
            case .null: return .null
            }
        case .query(let query):
            return try query.nodes(current: current, root: root, steps: steps).first.map { .node($0.node) }
        }
    }
}

extension JSONPath {
    /// A value in a comparison (§2.3.5.2.2): a node's JSON value or a literal. A YAML scalar
    /// is the JSON value the YAML 1.2 core schema gives it (quoted: a string).
    enum Value {
        case string(String)
        case number(Double)
        case bool(Bool)
        case null
        case node(OverlayNode)

        /// A node's scalar as a value; `nil` for a sequence or mapping.
        static func scalar(of node: OverlayNode) -> Value? {
            guard let scalar = node.scalar else { return nil }
            switch scalar.coreValue {
            case .null: return .null
            case .bool(let bool): return .bool(bool)
            case .int(let int): return .number(Double(int))
            case .float(let double): return .number(double)
            case .string(let text): return .string(text)
            }
        }

        /// The value with a scalar node read; collections stay nodes.
        var resolved: Value {
            if case .node(let node) = self, let scalar = Self.scalar(of: node) { return scalar }
            return self
        }

        /// `==`: nothing equals only nothing; scalars by kind and value (numbers as numbers);
        /// arrays and objects member by member.
        static func equal(_ a: Value?, _ b: Value?, steps: Steps) throws(Problem) -> Bool {
            guard let a = a?.resolved, let b = b?.resolved else { return a == nil && b == nil }
            switch (a, b) {
            case (.string(let x), .string(let y)): return x == y
            case (.number(let x), .number(let y)): return x == y
            case (.bool(let x), .bool(let y)): return x == y
            case (.null, .null): return true
            case (.node(let x), .node(let y)): return try deepEqual(x, y, steps: steps)
            default: return false
            }
        }

        /// `<`: between two numbers or two strings (by Unicode scalar values) only.
        static func less(_ a: Value?, _ b: Value?) -> Bool {
            guard let a = a?.resolved, let b = b?.resolved else { return false }
            switch (a, b) {
            case (.number(let x), .number(let y)): return x < y
            case (.string(let x), .string(let y)): return x.unicodeScalars.lexicographicallyPrecedes(y.unicodeScalars)
            default: return false
            }
        }

        /// Whether two collections hold equal members (an object's in any order), without recursion.
        static func deepEqual(_ x: OverlayNode, _ y: OverlayNode, steps: Steps) throws(Problem) -> Bool {
            var pending = [(x, y)]
            while let (a, b) = pending.popLast() {
                try steps.take(1)
                switch (a.kind, b.kind) {
                case (.scalar, .scalar):
                    guard try equal(.node(a), .node(b), steps: steps) else { return false }
                case (.sequence, .sequence):
                    guard a.children.count == b.children.count else { return false }
                    pending.append(contentsOf: zip(a.children, b.children))
                case (.mapping, .mapping):
                    guard a.children.count == b.children.count else { return false }
                    for index in a.keys.indices {
                        guard let name = a.keyText(at: index), let other = b.member(name) else { return false }
                        pending.append((a.children[index], other))
                    }
                default:
                    return false
                }
            }
            return true
        }
    }
}
