extension Spec {
    /// An example value the spec gives: of a model (`example:` or one of `examples:`;
    /// OpenAPI's schema `example` and `examples`) or of a response body (OpenAPI's media type
    /// `example` and `examples`, OpenAPI 3.x §4.7.14 and §4.7.19).
    ///
    /// The value is kept as written, a JSON value in YAML form with the position of every
    /// part: it is checked against its type and written as Swift when the API is resolved,
    /// where a part that does not fit is reported at its own line and column.
    public struct Example: Sendable, Hashable {
        /// The example's name (a key of `examples`), or `nil` for a lone `example`.
        public var name: String?
        /// A short summary (OpenAPI Example Object `summary`), for the doc comment.
        public var summary: String?
        /// The value as written.
        public var value: YAMLNode
        /// The path of the file the value is written in (an OpenAPI example may be `$ref`'d from another).
        public var file: String
        /// The format of that file, whose rules read the value's scalars (``InputFormat``).
        var format = InputFormat.openAPI

        /// Creates an example.
        public init(name: String? = nil, summary: String? = nil, value: YAMLNode, file: String) {
            self.name = name
            self.summary = summary
            self.value = value
            self.file = file
        }

        /// The position of a node of the value.
        func location(of node: YAMLNode) -> SourceLocation {
            node.mark.location(inFile: file)
        }
    }
}
