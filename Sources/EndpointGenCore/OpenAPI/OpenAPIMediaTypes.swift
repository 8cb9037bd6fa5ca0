/// Choosing among the media types of a `content` map (OpenAPI 3.x Media Type Object).
extension OpenAPIContext {
    /// How a body of one media type is handled.
    enum MediaKind: Int, Comparable {
        case json, form, multipart, raw
        static func < (lhs: MediaKind, rhs: MediaKind) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// The kind of a media type: JSON (`application/json`, any `+json` suffix, RFC 6839 §3.1),
    /// form (`application/x-www-form-urlencoded`), multipart (`multipart/form-data`), or raw
    /// bytes (everything else). Parameters after `;` are ignored.
    static func mediaKind(_ mediaType: String) -> MediaKind {
        if OpenAPIText.isASCII(mediaType) { return asciiMediaKind(mediaType) }
        return generalMediaKind(mediaType)
    }

    /// ``mediaKind(_:)`` on characters, for any text (the general path, which the tests hold
    /// the byte path to).
    static func generalMediaKind(_ mediaType: String) -> MediaKind {
        let essence = mediaType.split(separator: ";").first.map { $0.trimmingSpaces.lowercased() } ?? ""
        if essence == "application/json" || essence.hasSuffix("+json") || essence == "text/json" { return .json }
        if essence == "application/x-www-form-urlencoded" { return .form }
        if essence.hasPrefix("multipart/") { return .multipart }
        return .raw
    }

    /// ``mediaKind(_:)`` of ASCII text, on its bytes.
    private static func asciiMediaKind(_ mediaType: String) -> MediaKind {
        // The first non-empty part between `;`s, as `split(separator:)` gives it.
        var essence = Array(mediaType.utf8.split(separator: UInt8(ascii: ";")).first ?? [])
        let isSpace = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        while let last = essence.last, isSpace(last) { essence.removeLast() }
        let start = essence.firstIndex { !isSpace($0) } ?? essence.endIndex
        let text = essence[start...].map(OpenAPIText.lowercased)
        func equals(_ literal: StaticString) -> Bool {
            text.elementsEqual(UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
        }
        if equals("application/json") || equals("text/json") || text.reversed().starts(with: "nosj+".utf8) { return .json }
        if equals("application/x-www-form-urlencoded") { return .form }
        if text.starts(with: "multipart/".utf8) { return .multipart }
        return .raw
    }

    /// The media type to use from a `content` map: the first JSON one, else form, else
    /// multipart, else the first listed; stream media types left out when `excludingStreams`.
    /// A JSON media type without a schema, or with the empty schema `{}`, says nothing about
    /// the body, so any other media type wins over it (FastAPI lists
    /// `application/json: {schema: {}}` beside a route's real media type). `nil` when the map
    /// is empty or not a mapping.
    func preferredContent(_ content: OpenAPINode, excludingStreams: Bool = false) -> (mediaType: String, kind: MediaKind, node: OpenAPINode, key: OpenAPINode)? {
        guard let entries = pairs(of: content, what: "'content'"), !entries.isEmpty else { return nil }
        var best: (mediaType: String, kind: MediaKind, node: OpenAPINode, key: OpenAPINode, rank: Int)?
        for (mediaType, key, node) in entries where !excludingStreams || Self.streamFormat(mediaType) == nil {
            var kind = Self.mediaKind(mediaType)
            if mediaType == "*/*", let schema = node["schema"], !isBinarySchema(schema) { kind = .json }
            let saysNothing = kind == .json && (node["schema"].map { $0.pairs?.isEmpty == true } ?? true)
            let rank = saysNothing ? MediaKind.raw.rawValue + 1 : kind.rawValue
            if best == nil || rank < (best?.rank ?? .max) { best = (mediaType, kind, node, key, rank) }
        }
        return best.map { ($0.mediaType, $0.kind, $0.node, $0.key) }
    }

    /// Whether a schema is raw bytes (`type: string` with `format: binary`) or absent-typed.
    func isBinarySchema(_ schema: OpenAPINode) -> Bool {
        guard let target = dereference(schema, lenient: true) else { return false }
        return target["format"]?.rawText == "binary" || (target.pairs?.isEmpty ?? false)
    }
}

extension Substring {
    /// The text without leading and trailing spaces and tabs.
    fileprivate var trimmingSpaces: String {
        String(drop(while: { $0 == " " || $0 == "\t" }).reversed().drop(while: { $0 == " " || $0 == "\t" }).reversed())
    }
}
