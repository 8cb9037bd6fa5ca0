/// An ordered list of name–value pairs for a query string or a form body.
///
/// Names and values are percent-encoded by ``percentEncodedString``: everything but the RFC 3986
/// §2.3 unreserved characters is encoded, so `+ & = # /`, spaces (as `%20`) and non-ASCII
/// arrive as they were meant (URLComponents leaves `+` alone, which servers read as a space).
public struct QueryItems: Sendable, Hashable {
    /// One name–value pair, as text before percent-encoding.
    public struct Item: Sendable, Hashable {
        /// The parameter name.
        public var name: String
        /// The parameter value; for a comma-separated array, the elements joined by `,`.
        public var value: String
        /// The value already percent-encoded, for comma-separated arrays whose commas are
        /// delimiters; `nil` when `value` is encoded on output.
        var encodedValue: String?
    }

    /// How an array parameter is written.
    public enum ArrayStyle: Sendable {
        /// One pair per element, `k=a&k=b` (OpenAPI `style: form, explode: true`).
        case repeated
        /// One pair with the elements joined by commas, `k=a,b` (OpenAPI `style: form,
        /// explode: false`); commas inside an element are percent-encoded.
        case commaSeparated
    }

    /// The pairs in the order they were appended.
    public private(set) var items: [Item] = []

    /// Creates an empty list.
    public init() {}

    /// Whether no pair has been appended.
    public var isEmpty: Bool { items.isEmpty }

    /// Appends `name=value`, or nothing when `value` is `nil`.
    ///
    /// - Parameters:
    ///   - name: The parameter name.
    ///   - value: The value; `Bool` is written `true`/`false`, `Date` as ISO 8601 in UTC.
    public mutating func append(_ name: String, _ value: (some QueryValue)?) {
        guard let value else { return }
        items.append(Item(name: name, value: value.parameterText, encodedValue: nil))
    }

    /// Appends an array parameter, or nothing when `values` is `nil`.
    ///
    /// - Parameters:
    ///   - name: The parameter name.
    ///   - values: The elements; an empty array appends nothing.
    ///   - style: `.repeated` (the default) for `k=a&k=b`, `.commaSeparated` for `k=a,b`.
    public mutating func append(_ name: String, _ values: [some QueryValue]?, style: ArrayStyle = .repeated) {
        guard let values, !values.isEmpty else { return }
        switch style {
        case .repeated:
            for value in values { append(name, value) }
        case .commaSeparated:
            let texts = values.map(\.parameterText)
            items.append(Item(name: name, value: texts.joined(separator: ","),
                              encodedValue: texts.map(percentEncoded).joined(separator: ",")))
        }
    }

    /// The pairs as `name=value` joined by `&`, each percent-encoded; empty when there are none.
    public var percentEncodedString: String {
        items.map { percentEncoded($0.name) + "=" + ($0.encodedValue ?? percentEncoded($0.value)) }
            .joined(separator: "&")
    }
}
