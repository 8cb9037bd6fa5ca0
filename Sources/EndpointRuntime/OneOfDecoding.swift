/// Decoding of a value that is one of several types (OpenAPI `oneOf`, or `anyOf`, without a
/// discriminator), for generated code.
public enum OneOfDecoding {
    /// Decodes the value as the first variant, in order, that reads it.
    ///
    /// - Parameters:
    ///   - typeName: The Swift name of the choice, for the error message.
    ///   - decoder: The decoder holding the value.
    ///   - variants: Each variant's name (its type, as the message shows it) and how it
    ///     decodes the value.
    /// - Returns: The value of the first variant that decodes.
    /// - Throws: `DecodingError.dataCorrupted` when no variant decodes the value, saying for
    ///   each why it did not, e.g. `Circle: the key "radius" is missing; Square: …`.
    public static func first<Value>(of typeName: String, from decoder: any Decoder,
                                    _ variants: [(name: String, decode: (any SingleValueDecodingContainer) throws -> Value)]) throws -> Value {
        let container = try decoder.singleValueContainer()
        var reasons: [String] = []
        for variant in variants {
            do {
                return try variant.decode(container)
            } catch {
                reasons.append("\(variant.name): \(reason(error))")
            }
        }
        throw DecodingError.dataCorruptedError(
            in: container, debugDescription: "the value is none of the variants of \(typeName): " + reasons.joined(separator: "; "))
    }

    /// Why a variant did not decode: the error's own text, and where in the value.
    static func reason(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return "\(error)" }
        let context: DecodingError.Context
        var text: String
        switch error {
        case .keyNotFound(let key, let found):
            (context, text) = (found, "the key \"\(key.stringValue)\" is missing")
        case .typeMismatch(_, let found), .valueNotFound(_, let found), .dataCorrupted(let found):
            (context, text) = (found, found.debugDescription)
        @unknown default:
            return "\(error)"
        }
        let path = context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }.filter { !$0.isEmpty }
        if !path.isEmpty { text += " (at \(path.joined(separator: ".")))" }
        return text
    }
}
