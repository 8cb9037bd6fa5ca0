extension Spec {
    /// Where in an OpenAPI document an item was written: the file (for a document split over
    /// several) and a JSON pointer into it (RFC 6901). The doc comment of the item's
    /// declaration names it in its remark; items of an endpoint spec have none (their remark
    /// names the spec path, `models.Pet`).
    public struct Source: Sendable, Hashable {
        /// The file, relative to the folder of the main document, folders separated by `/`;
        /// `nil` for the main document itself.
        public var file: String?
        /// The JSON pointer into ``file``, each reference token escaped (`~` as `~0`, `/` as
        /// `~1`; RFC 6901 §3): `/components/schemas/Pet`, `/paths/~1pets~1{petId}/get`; empty
        /// for the whole file.
        public var pointer: String

        /// Creates a source.
        public init(file: String? = nil, pointer: String) {
            self.file = file
            self.pointer = pointer
        }

        /// The source as a URI reference with the pointer as its fragment (RFC 6901 §6), the
        /// form a `$ref` takes: `#/components/schemas/Pet`, `schemas/pet.yaml#/Pet`, or
        /// `schemas/pet.yaml` for a whole file.
        ///
        /// Characters a reader could not see (controls, format characters such as
        /// bidirectional overrides, line breaks and other white space), `%` and the backtick
        /// are percent-encoded as UTF-8 (RFC 3986 §2.1), so the text is one
        /// line and stays inside the code span of the remark; the rest is kept as written
        /// (`{petId}`, letters of any script), as `$ref`s are usually written.
        public var reference: String {
            let fragment = pointer.isEmpty && file != nil ? "" : "#" + pointer
            return Self.percentEncodingInvisible((file ?? "") + fragment)
        }

        /// `text` with every control, format, white-space, `%` and backtick character percent-encoded.
        static func percentEncodingInvisible(_ text: String) -> String {
            // Printable ASCII other than `%` and the backtick is kept as it is: most pointers.
            let isPlain = text.utf8.allSatisfy { $0 > 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "%") && $0 != UInt8(ascii: "`") }
            return isPlain ? text : percentEncodingEachInvisible(text)
        }

        /// ``percentEncodingInvisible(_:)`` scalar by scalar, for any text.
        static func percentEncodingEachInvisible(_ text: String) -> String {
            var result = ""
            result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
            for scalar in text.unicodeScalars {
                let encoded = scalar == "%" || scalar == "`" || scalar.properties.isWhitespace
                    || scalar.properties.generalCategory == .control || scalar.properties.generalCategory == .format
                    || scalar.properties.generalCategory == .lineSeparator || scalar.properties.generalCategory == .paragraphSeparator
                guard encoded else {
                    result.unicodeScalars.append(scalar)
                    continue
                }
                for byte in String(scalar).utf8 {
                    result += "%" + String(byte >> 4, radix: 16, uppercase: true) + String(byte & 0xF, radix: 16, uppercase: true)
                }
            }
            return result
        }
    }
}
