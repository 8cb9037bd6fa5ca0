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
    var flat: String { Layout(self).line }

    /// The longest line written before an expression is broken over lines.
    static let lineWidth = 100

    /// The expression as it starts at column `indent` (after `prefix` already written on the
    /// line): on one line when it fits in ``lineWidth``, otherwise one item per line, each
    /// indented four spaces more, the closing bracket on its own line.
    func written(indent: Int, prefix: Int = 0) -> String {
        Layout(self).written(indent: indent, prefix: prefix)
    }

    /// An expression with its one-line text and that of each item below it, each made once
    /// (so breaking a deep expression over lines does not write its items again at every level).
    private struct Layout {
        let expression: SampleExpression
        let line: String
        let items: [Layout]

        init(_ expression: SampleExpression) {
            self.expression = expression
            switch expression {
            case .atom(let text):
                (line, items) = (text, [])
            case .list(let open, let items, let close, let empty):
                self.items = items.map { Layout($0.value) }
                line = items.isEmpty ? empty : open + zip(items, self.items).map { ($0.label.map { $0 + ": " } ?? "") + $1.line }.joined(separator: ", ") + close
            }
        }

        func written(indent: Int, prefix: Int) -> String {
            // A line of at most that many bytes has at most that many characters.
            let room = SampleExpression.lineWidth - indent - prefix
            guard case .list(let open, let expressionItems, let close, _) = expression, !items.isEmpty,
                  line.utf8.count > room, line.count > room else {
                return line
            }
            let inner = String(repeating: " ", count: indent + 4)
            let lines = zip(expressionItems, items).enumerated().map { index, pair in
                let label = pair.0.label.map { $0 + ": " } ?? ""
                let comma = index == items.count - 1 ? "" : ","
                return inner + label + pair.1.written(indent: indent + 4, prefix: label.count) + comma
            }
            return open + "\n" + lines.joined(separator: "\n") + "\n" + String(repeating: " ", count: indent) + close
        }
    }
}
