import Mustache

/// A position in a source file: the file's path and a 1-based line and column.
///
/// Columns count Unicode scalars from the start of the line, the way libyaml reports its marks,
/// so `FILE:LINE:COL` points an editor at the character that caused a problem.
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The path of the file as it was given to the tool (not made absolute).
    public var file: String
    /// The 1-based line number.
    public var line: Int
    /// The 1-based column number, in Unicode scalars.
    public var column: Int

    /// Creates a location from a file path and a 1-based line and column.
    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `FILE:LINE:COL`, the prefix compilers and Xcode understand.
    public var description: String { "\(file):\(line):\(column)" }

    /// Orders by file path, then line, then column.
    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
}

/// One finding about an input file: an error that stops generation, or a warning that does not.
///
/// Diagnostics are values: checks append them to a ``DiagnosticCollector`` so that one run
/// reports every mistake of a file; only problems after which nothing more can be read throw.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    /// How serious a diagnostic is.
    public enum Severity: String, Hashable, Sendable, Comparable {
        /// The input cannot be turned into output; nothing is written.
        case error
        /// The input is usable, but something in it is ignored or suspicious.
        case warning
        /// Extra information attached to another diagnostic.
        case note

        private var rank: Int {
            switch self {
            case .error: 0
            case .warning: 1
            case .note: 2
            }
        }

        /// Orders errors before warnings before notes.
        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
    }

    /// A secondary message pointing at a related place, such as the first declaration of a
    /// duplicated name. Printed on its own line as `FILE:LINE:COL: note: MESSAGE`.
    public struct Note: Hashable, Sendable {
        /// The note's text, one line.
        public var message: String
        /// The related place, or `nil` when the note has none.
        public var location: SourceLocation?

        /// Creates a note with a message and an optional location.
        public init(_ message: String, at location: SourceLocation? = nil) {
            self.message = message
            self.location = location
        }
    }

    /// A family of warnings that tools count as one, printed after the message as `[#Name]`
    /// (the form the Swift compiler gives its diagnostic groups).
    public enum Group: String, Hashable, Sendable {
        /// Something valid in the input that EndpointGen does not generate as it is written: a
        /// construct that is not supported, a part that is skipped or ignored, a value left out
        /// of a request, or a type looser than the input says (`String`, `JSON` or `Data` for
        /// something it describes more precisely). Every such warning is in this group;
        /// `scripts/check-real-specs` counts them per document, as what EndpointGen lacks. A
        /// fault of the document (a key or value the OpenAPI specification does not allow,
        /// skipped or ignored, such as a path parameter whose name is not in the path; its
        /// message names the rule) and a warning about input that is used as written (a
        /// suspicious name, a mistake read in the one way it can be) are in no group.
        case unsupported = "Unsupported"
    }

    /// Whether this stops generation.
    public var severity: Severity
    /// The message, one line, starting with a lowercase letter, with no final period.
    public var message: String
    /// Where the problem is, or `nil` for a problem of the run as a whole.
    public var location: SourceLocation?
    /// Related places and hints (for example "did you mean 'path'?").
    public var notes: [Note]
    /// The family the diagnostic belongs to, or `nil` for none.
    public var group: Group?

    /// Creates a diagnostic.
    /// - Parameters:
    ///   - severity: Whether it stops generation.
    ///   - message: One line, lowercase first, no final period.
    ///   - location: Where the problem is; `nil` for the run as a whole.
    ///   - notes: Related places and hints; none unless given.
    ///   - group: The family it belongs to; none unless given.
    public init(_ severity: Severity, _ message: String, at location: SourceLocation?, notes: [Note] = [], group: Group? = nil) {
        self.severity = severity
        self.message = message
        self.location = location
        self.notes = notes
        self.group = group
    }

    /// Creates an error diagnostic.
    public static func error(_ message: String, at location: SourceLocation?, notes: [Note] = []) -> Diagnostic {
        Diagnostic(.error, message, at: location, notes: notes)
    }

    /// Creates a warning diagnostic.
    public static func warning(_ message: String, at location: SourceLocation?, notes: [Note] = []) -> Diagnostic {
        Diagnostic(.warning, message, at: location, notes: notes)
    }

    /// Creates a warning of the ``Group/unsupported`` group: something in the input is not
    /// generated as written. The message ends with what happens instead (`; ignored`,
    /// `; typed JSON`).
    public static func unsupported(_ message: String, at location: SourceLocation?, notes: [Note] = []) -> Diagnostic {
        Diagnostic(.warning, message, at: location, notes: notes, group: .unsupported)
    }

    /// The diagnostic as compilers print it: `FILE:LINE:COL: error: MESSAGE`, then one line per
    /// note. A diagnostic without a location prints as `endpointgen: error: MESSAGE`; one in a
    /// group ends with ` [#Group]`, as the Swift compiler prints its groups.
    public var description: String {
        var lines = [Self.line(severity.rawValue, message, location) + (group.map { " [#\($0.rawValue)]" } ?? "")]
        for note in notes {
            lines.append(Self.line(Severity.note.rawValue, note.message, note.location ?? location))
        }
        return lines.joined(separator: "\n")
    }

    private static func line(_ severity: String, _ message: String, _ location: SourceLocation?) -> String {
        let prefix = location.map { "\($0)" } ?? "endpointgen"
        // One line per diagnostic, so that editors can parse it (a spec name may hold a line break).
        return "\(prefix): \(severity): \(message.escapingLineBreaks)"
    }
}

/// Collects the diagnostics of one run, in the order they were found.
///
/// A reference type so that every stage of the pipeline can append to the same list.
/// Not thread-safe: one collector serves one run on one thread.
public final class DiagnosticCollector {
    /// Every diagnostic reported so far, in the order reported.
    public private(set) var diagnostics: [Diagnostic] = []

    /// Creates an empty collector.
    public init() {}

    /// Whether any diagnostic of severity ``Diagnostic/Severity/error`` was reported.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// Appends a diagnostic.
    public func report(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }

    /// Appends an error at a location.
    public func error(_ message: String, at location: SourceLocation?, notes: [Diagnostic.Note] = []) {
        report(.error(message, at: location, notes: notes))
    }

    /// Appends a warning at a location.
    public func warning(_ message: String, at location: SourceLocation?, notes: [Diagnostic.Note] = []) {
        report(.warning(message, at: location, notes: notes))
    }

    /// Appends a warning of the ``Diagnostic/Group/unsupported`` group at a location (see
    /// ``Diagnostic/unsupported(_:at:notes:)``).
    public func unsupported(_ message: String, at location: SourceLocation?, notes: [Diagnostic.Note] = []) {
        report(.unsupported(message, at: location, notes: notes))
    }

    /// The diagnostics sorted by file, line and column (stable for equal positions), the order
    /// in which they are printed, so output does not depend on the order of the checks.
    public var sorted: [Diagnostic] {
        diagnostics.enumerated().sorted { a, b in
            let la = a.element.location, lb = b.element.location
            switch (la, lb) {
            case let (x?, y?) where x != y: return x < y
            case (nil, _?): return true
            case (_?, nil): return false
            default: return a.offset < b.offset
            }
        }.map(\.element)
    }
}

/// An error that ends a stage: the diagnostics gathered up to the point where nothing more
/// could be read (for example a YAML syntax error).
public struct DiagnosticError: Error, Sendable, CustomStringConvertible {
    /// The diagnostics, at least one of them an error.
    public var diagnostics: [Diagnostic]

    /// Creates an error from diagnostics.
    public init(_ diagnostics: [Diagnostic]) { self.diagnostics = diagnostics }

    /// The diagnostics, one per line, as compilers print them.
    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
