/// One difference between two versions of an API, in Swift terms: what a client written
/// against the old version meets when it is built against the new one.
public struct APIChange: Sendable, Hashable, Codable {
    /// What changed.
    public enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
        /// A declaration that is new.
        case added
        /// A declaration that is gone.
        case removed
        /// The same spec element under another Swift name, or a model or endpoint renamed in
        /// the spec whose shape is unchanged.
        case renamed
        /// The Swift type changed (other than becoming optional or non-optional).
        case typeChanged
        /// The type became optional: code that reads the value must unwrap it.
        case becameOptional
        /// A value the initializer took optionally (or with a default) must now be passed.
        case becameRequired
        /// A value the initializer required may now be left out.
        case becameOptionalToPass
        /// A stored property, parameter or request body declared `var` is now `let` (the
        /// config's `storedProperties: let`, or a property that became a constant): code that
        /// assigns it no longer compiles.
        case becameReadOnly
        /// A stored member declared `let` is now `var`: callers may assign it.
        case becameSettable
        /// The parameters of a memberwise initializer changed their order.
        case reordered
        /// A model became another kind of type (a struct an enum, an enum an alias).
        case kindChanged
        /// The same Swift declaration is sent or read under another wire name: a JSON key, an
        /// enum raw value, a parameter's name or location.
        case wireNameChanged
        /// Something the Swift signature does not show changed: an endpoint's method or path,
        /// a header field's value, a default value, a body's media type.
        case detailChanged
        /// Newly deprecated in the spec (uses get a compiler warning where the generated code
        /// marks it).
        case deprecated
        /// No longer deprecated.
        case undeprecated
        /// The documentation the spec gives changed.
        case documentationChanged
    }

    /// One side of a change: the declaration as it was, or as it is.
    public struct Side: Sendable, Hashable, Codable {
        /// The declaration as Swift code, `var title: String?`.
        public var swift: String
        /// The spec file's name.
        public var file: String
        /// Where in the spec the declaration comes from, `models.Post.properties.title`.
        public var specPath: String
        /// `FILE:LINE:COL` of the declaration in the spec, when the spec was read (a previous
        /// generation's manifest keeps no positions).
        public var location: SourceLocation?

        /// The position as the report prints it: `FILE:LINE:COL`, or `FILE (specPath)` without a position.
        public var place: String { location?.description ?? "\(file) (\(specPath))" }
    }

    /// What changed.
    public var kind: Kind
    /// Whether code written against the old version may no longer compile, or may silently
    /// behave differently (a removed server, a changed error body type).
    public var isBreaking: Bool
    /// What the declaration is: `API`, `model`, `property`, `endpoint`, `parameter`, …
    public var declarationKind: String
    /// The qualified Swift name it concerns, as it is in the new version (as it was, when
    /// removed), `Blog.Post.title`.
    public var swiftName: String
    /// What changed, one line, starting with a lowercase letter: `became required: String? is now String`.
    public var message: String
    /// The declaration in the old version, `nil` when added.
    public var old: Side?
    /// The declaration in the new version, `nil` when removed.
    public var new: Side?
}

extension APIChange.Side {
    /// A side from a surface declaration.
    init(_ declaration: APISurface.Declaration) {
        self.init(swift: declaration.swift, file: declaration.specFile, specPath: declaration.specPath, location: declaration.location)
    }
}

extension SourceLocation: Codable {
    /// Decodes `FILE:LINE:COL` (the file may contain colons).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count >= 3, let line = Int(parts[parts.count - 2]), let column = Int(parts[parts.count - 1]) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "'\(text)' is not FILE:LINE:COL")
        }
        self.init(file: parts.dropLast(2).joined(separator: ":"), line: line, column: column)
    }

    /// Encodes as `FILE:LINE:COL`, the form compilers print.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}

/// What changed between two versions of one or more APIs: the breaking changes and the others.
public struct APIChangeReport: Sendable, Hashable, Codable {
    /// The changes that can stop a client of the old version from building, or change what it
    /// does, sorted by Swift name.
    public var breaking: [APIChange]
    /// Additions, documentation and other changes a client of the old version need not act
    /// on, sorted by Swift name.
    public var nonBreaking: [APIChange]

    /// A report of changes, split into breaking and other changes and sorted.
    public init(_ changes: [APIChange]) {
        let sorted = changes.sorted { ($0.swiftName, $0.kind.rawValue, $0.message) < ($1.swiftName, $1.kind.rawValue, $1.message) }
        breaking = sorted.filter(\.isBreaking)
        nonBreaking = sorted.filter { !$0.isBreaking }
    }

    /// Whether nothing changed.
    public var isEmpty: Bool { breaking.isEmpty && nonBreaking.isEmpty }
}
