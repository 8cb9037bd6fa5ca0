/// The spec's examples of one model or one endpoint's response, written as Swift values of
/// their type: what the examples template renders (`Blog.Post.example`,
/// `Blog.Post.examples["draft"]`, `Blog.GetPost.exampleResponses`).
struct ExampleDeclaration: Sendable, Hashable {
    /// Whose examples these are.
    enum Owner: Sendable, Hashable {
        /// A model's own examples.
        case model
        /// The example bodies of an endpoint's success response.
        case response
        /// An alias's examples, declared on the namespace as `<member>` and `<member>s`
        /// (`tagsExample`, `tagsExamples`), since an alias has no type of its own.
        case alias(member: String)
        /// The namespace's list of the request types that have example responses
        /// (`exampleRequests`); each value is a type (`Blog.GetPet.self`).
        case requestList
    }

    /// One example value.
    struct Value: Sendable, Hashable {
        /// The key in the `examples` dictionary: the spec's name, or `example` for an unnamed one.
        var name: String
        /// The spec's summary of the example, if any.
        var summary: String?
        /// The value as a Swift expression of ``ExampleDeclaration/valueType``.
        var expression: SampleExpression
    }

    var owner: Owner
    /// The Swift name of the model, request type or alias whose examples these are.
    var typeName: String
    /// The values' Swift type, qualified with the namespace (`Blog.Post`, `[Blog.Post]`).
    var valueType: String
    /// Where in the spec the examples are, `models.Post`.
    var specPath: String
    /// The values in spec order, names unique; the first is `example`.
    var values: [Value]
    /// Whether the owner is deprecated in the generated code (a deprecated endpoint's
    /// request type), so the declarations are marked deprecated too.
    var deprecated = false
    /// The status code an endpoint's example responses are documented under (its first 2xx
    /// status; 200 for a `2XX` range or `default`), what a stub transport answers with.
    var statusCode = 200
    /// For an OpenAPI document, where the owner is (its schema or operation); the remark
    /// names it instead of ``specPath``.
    var source: Spec.Source? = nil
}

/// A Swift expression of an example value, kept as a tree so that it can be written on one
/// line when short and one argument or element per line when long.
indirect enum SampleExpression: Sendable, Hashable {
    /// Text written as it is: a literal, `nil`, an enum case, a reference.
    case atom(String)
    /// `open` then the items, each `label: value` or a bare value, separated by commas, then
    /// `close`: a call (`Blog.Post(` … `)`), an array or a dictionary literal (`[` … `]`).
    /// `empty` is written when there are no items (`[:]` for a dictionary).
    case list(open: String, items: [Item], close: String, empty: String)

    /// One argument or element.
    struct Item: Sendable, Hashable {
        /// `label` of `label: value`; a dictionary key is a string literal here.
        var label: String?
        var value: SampleExpression
    }

    /// The expression on one line.
    var flat: String {
        var text = ""
        appendFlat(to: &text)
        return text
    }

    /// Appends ``flat`` to `text`.
    func appendFlat(to text: inout String) {
        forEachFlatPiece { text += $0 }
    }

    /// Calls `body` with the pieces of ``flat`` in order (their concatenation is ``flat``).
    func forEachFlatPiece(_ body: (String) -> Void) {
        switch self {
        case .atom(let atom):
            body(atom)
        case .list(_, let items, _, let empty) where items.isEmpty:
            body(empty)
        case .list(let open, let items, let close, _):
            body(open)
            for (index, item) in items.enumerated() {
                if index > 0 { body(", ") }
                if let label = item.label {
                    body(label)
                    body(": ")
                }
                item.value.forEachFlatPiece(body)
            }
            body(close)
        }
    }

    /// The longest line written before an expression is broken over lines.
    static let lineWidth = 100

    /// The expression as it starts at column `indent` (after `prefix` already written on the
    /// line): on one line when it fits in ``lineWidth``, otherwise one item per line, each
    /// indented four spaces more, the closing bracket on its own line.
    func written(indent: Int, prefix: Int = 0) -> String {
        let measures = Measures(self)
        var text: [UInt8] = []
        var next = 0
        measures.write(self, next: &next, into: &text, indent: indent, prefix: prefix)
        // Every byte comes from a String: the bytes are valid UTF-8.
        return String(decoding: text, as: UTF8.self)
    }

    /// The UTF-8 length of each list's one-line text, measured once, in one array, so that
    /// deciding where to break a deep expression writes only the one-line text of the parts
    /// that fit.
    private struct Measures {
        /// One list of items (an empty list is written as its `empty` text, like an atom).
        struct List {
            /// The UTF-8 length of the list's ``SampleExpression/flat``.
            var bytes: Int
            /// Whether that text is ASCII, so that its length in characters is `bytes`.
            var isASCII: Bool
            /// The index in ``Measures/lists`` of the first list after this one's items.
            var end: Int
        }

        /// The lists with items, in the order their opening brackets are written.
        private(set) var lists: [List] = []

        init(_ expression: SampleExpression) {
            _ = measure(expression)
        }

        /// The UTF-8 length of `expression`'s one-line text and whether it is ASCII; adds its
        /// lists to ``lists``.
        private mutating func measure(_ expression: SampleExpression) -> (bytes: Int, isASCII: Bool) {
            switch expression {
            case .atom(let text), .list(_, [], _, let text):
                return (text.utf8.count, OpenAPIText.isASCII(text))
            case .list(let open, let items, let close, _):
                let index = lists.count
                lists.append(List(bytes: 0, isASCII: true, end: 0))
                // `open`, the items with their labels and `: `, `, ` between them, `close`.
                var bytes = open.utf8.count + close.utf8.count + 2 * (items.count - 1)
                var isASCII = OpenAPIText.isASCII(open) && OpenAPIText.isASCII(close)
                for item in items {
                    if let label = item.label {
                        bytes += label.utf8.count + 2
                        isASCII = isASCII && OpenAPIText.isASCII(label)
                    }
                    let measured = measure(item.value)
                    bytes += measured.bytes
                    isASCII = isASCII && measured.isASCII
                }
                lists[index] = List(bytes: bytes, isASCII: isASCII, end: lists.count)
                return (bytes, isASCII)
            }
        }

        /// Appends `expression` (the one measured, or one of its items) as
        /// ``SampleExpression/written(indent:prefix:)`` writes it, in UTF-8; `next` is the
        /// index in ``lists`` of the first list not yet met, and moves past the lists written.
        func write(_ expression: SampleExpression, next: inout Int, into text: inout [UInt8], indent: Int, prefix: Int) {
            guard case .list(let open, let items, let close, _) = expression, !items.isEmpty else {
                expression.forEachFlatPiece { text.appendUTF8($0) }
                return
            }
            let list = lists[next]
            // A line of at most `room` bytes has at most `room` characters; an ASCII line has
            // as many characters as bytes.
            let room = SampleExpression.lineWidth - indent - prefix
            guard list.bytes > room, list.isASCII || expression.flat.count > room else {
                expression.forEachFlatPiece { text.appendUTF8($0) }
                next = list.end
                return
            }
            next += 1
            text.appendUTF8(open)
            for (index, item) in items.enumerated() {
                Self.startLine(in: &text, indent: indent + 4)
                var labelLength = 0
                if let label = item.label {
                    text.appendUTF8(label)
                    text.appendUTF8(": ")
                    // Characters, as a line's width counts; ASCII text has one per byte.
                    labelLength = OpenAPIText.isASCII(label) ? label.utf8.count + 2 : (label + ": ").count
                }
                write(item.value, next: &next, into: &text, indent: indent + 4, prefix: labelLength)
                if index < items.count - 1 { text.append(UInt8(ascii: ",")) }
            }
            Self.startLine(in: &text, indent: indent)
            text.appendUTF8(close)
        }

        /// Appends a line break and `indent` spaces (copied from a run of spaces made once).
        private static func startLine(in text: inout [UInt8], indent: Int) {
            text.append(UInt8(ascii: "\n"))
            if indent <= spaces.count {
                text += spaces[..<indent]
            } else {
                text.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent))
            }
        }

        private static let spaces = [UInt8](repeating: UInt8(ascii: " "), count: 128)
    }
}
