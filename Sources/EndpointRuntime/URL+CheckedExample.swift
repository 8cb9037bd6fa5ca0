import Foundation

extension URL {
    /// A URL that generated code writes from an example in the spec.
    ///
    /// The generator writes only absolute URLs made of RFC 3986 characters (unreserved and
    /// reserved characters, and `%` escapes), after checking that `URL(string:)` accepts
    /// them, so this initializer never fails for generated code. Text that `URL(string:)`
    /// rejects stops the program with a message naming it: that would be a bug in the
    /// generator, not a value to guess at.
    ///
    /// - Parameter text: An absolute URL, for example `https://api.example.com/pets/1`.
    public init(checkedExample text: String) {
        guard let url = URL(string: text) else {
            preconditionFailure("'\(text)' is not a URL; endpointgen writes only URLs that URL(string:) accepts")
        }
        self = url
    }
}

extension Date {
    /// A date that generated code writes from an RFC 3339 `date-time` example in the spec
    /// (`2024-05-01T12:00:00Z`), so that the example reads as the spec writes it.
    ///
    /// The generator writes only text it has read as an RFC 3339 §5.6 `date-time` itself, the
    /// same way the runtime does, so this initializer never fails for generated code. Other text
    /// stops the program with a message naming it: that would be a bug in the generator, not a
    /// value to guess at.
    ///
    /// - Parameter text: An RFC 3339 `date-time`, for example `2024-05-01T12:00:00Z`.
    public init(checkedExample text: String) {
        guard let date = RFC3339.date(from: text) else { preconditionFailure("'\(text)' is not an RFC 3339 date-time; endpointgen writes only dates it reads") }
        self = date
    }
}
