import Foundation

/// Reads an OpenAPI 3.0.x or 3.1.x document (YAML, or JSON, which is YAML) into a ``Spec``,
/// the same value the endpoint spec loader produces, so every later stage serves both inputs.
///
/// Every problem is a diagnostic at its `FILE:LINE:COL`: errors for the faults of the document
/// (a `$ref` to nothing, a type name JSON Schema does not define, a value of the wrong kind, a
/// parameter location or style OpenAPI does not define, a required field missing), found in
/// the whole document before it is read, with "did you mean" where a near name exists
/// (warnings naming what is lost with ``Options/isLenient``); warnings for an unknown key near a
/// known one and for what is not supported yet (each degrades to something that still
/// generates and compiles, such as the `JSON` type). Scalars are read as the type OpenAPI expects at their place, not
/// by YAML 1.1's rules, so `no`, `1e3` or `2021-03-11T25:40:09Z` stay text in a string field.
/// `Sources/endpointgen/EndpointGen.docc/OpenAPIInput.md` documents the mapping.
public enum OpenAPIReader {
    /// Reads the bytes of a file named by a `$ref`.
    ///
    /// The argument is the file's path, joined to the referring file's folder and lexically
    /// normalised. Throws any error to report the file as unreadable.
    public typealias FileLoader = (String) throws -> [UInt8]

    /// Choices for a read.
    public struct Options: Sendable, Hashable {
        /// Whether `$ref` may name files outside the folder of the root document (and its
        /// subfolders); `false` unless given, so a document cannot make the tool read
        /// arbitrary files.
        public var allowsFilesOutsideSpecFolder: Bool
        /// The API's name (the Swift namespace), when not derived from `info.title`.
        public var apiName: String?
        /// Whether faults of the document (a `$ref` to nothing, a type name JSON Schema does
        /// not define, a value of the wrong kind, a parameter location or style OpenAPI does
        /// not define, a required field missing) are warnings instead of errors, each naming
        /// what is lost (the part typed `JSON`, skipped or ignored), for a document its user
        /// cannot fix; `false` unless given.
        public var isLenient: Bool = false

        /// Creates options.
        /// - Parameters:
        ///   - allowsFilesOutsideSpecFolder: Whether `$ref` may leave the root document's
        ///     folder tree; `false` unless given.
        ///   - apiName: The API's name; `nil` (derive it from `info.title`) unless given.
        public init(allowsFilesOutsideSpecFolder: Bool = false, apiName: String? = nil) {
            self.allowsFilesOutsideSpecFolder = allowsFilesOutsideSpecFolder
            self.apiName = apiName
        }
    }

    /// An error of the default file loader: the file could not be read.
    public struct FileNotReadable: Error, CustomStringConvertible {
        /// The path that could not be read.
        public var path: String
        /// "no such file or not readable".
        public var description: String { "no such file or not readable" }
    }

    /// Reads a file from disk with `FileManager`.
    /// - Throws: ``FileNotReadable`` when the file does not exist or cannot be read.
    public static func readFile(_ path: String) throws -> [UInt8] {
        guard let data = FileManager.default.contents(atPath: path) else { throw FileNotReadable(path: path) }
        return [UInt8](data)
    }

    /// Reads an OpenAPI document that has been parsed already.
    ///
    /// - Parameters:
    ///   - document: The root document; its `file` is the path `$ref`s are relative to.
    ///   - diagnostics: Receives every error and warning, positioned.
    ///   - options: ``Options`` (defaults: no files outside the spec's folder, the name from
    ///     `info.title`).
    ///   - fileLoader: Reads files named by `$ref`; ``readFile(_:)`` unless given.
    /// - Returns: The spec, or `nil` when any error was reported (warnings alone still return
    ///   a spec).
    public static func read(document: YAMLDocument, diagnostics: DiagnosticCollector, options: Options = Options(), fileLoader: @escaping FileLoader = readFile) -> Spec? {
        read(document: document, diagnostics: diagnostics, options: options, fileLoader: fileLoader, recordingSchemaTypes: false).spec
    }

    /// Reads a parsed document as ``read(document:diagnostics:options:fileLoader:)`` does, and
    /// returns the reader's state too, which has kept the type of every schema read in place
    /// when `recordingSchemaTypes` is set (see ``SchemaTypeListing``).
    static func read(document: YAMLDocument, diagnostics: DiagnosticCollector, options: Options, fileLoader: @escaping FileLoader,
                     recordingSchemaTypes: Bool) -> (spec: Spec?, context: OpenAPIContext?) {
        let errorsBefore = diagnostics.diagnostics.filter { $0.severity == .error }.count
        let rootNode = OpenAPINode(file: OpenAPIFile(path: document.file, key: OpenAPIPaths.normalize(document.file), root: document.root), yaml: document.root)
        guard rootNode.isMapping else {
            diagnostics.error("an OpenAPI document must be a mapping, found \(document.root.kindDescription)", at: rootNode.location)
            return (nil, nil)
        }
        guard let versionNode = rootNode["openapi"], let versionText = versionNode.rawText else {
            diagnostics.error("an OpenAPI document needs 'openapi: 3.0.x' or 'openapi: 3.1.x'", at: rootNode.location)
            return (nil, nil)
        }
        let version: OpenAPIVersion
        if versionText == "3.0" || versionText.hasPrefix("3.0.") {
            version = .v30
        } else if versionText == "3.1" || versionText.hasPrefix("3.1.") {
            version = .v31
        } else {
            diagnostics.error("OpenAPI version '\(versionText)' is not supported (3.0.x and 3.1.x are)", at: versionNode.location)
            return (nil, nil)
        }
        let context = OpenAPIContext(diagnostics: diagnostics, options: options, fileLoader: fileLoader, version: version, root: rootNode.file)
        if recordingSchemaTypes { context.recordedSchemaTypes = [:] }
        context.reportDuplicateKeys(in: context.root)
        context.checkDocument()
        let spec = context.readDocument()
        SpecValidator(spec: spec, format: .openAPI, diagnostics: context).validate()
        let errorsAfter = diagnostics.diagnostics.filter { $0.severity == .error }.count
        return (errorsAfter > errorsBefore ? nil : spec, context)
    }

    /// Reads an OpenAPI document from a file: its bytes through `fileLoader`, then
    /// ``read(document:diagnostics:options:fileLoader:)``.
    ///
    /// - Parameters:
    ///   - path: The document's path, as shown in diagnostics.
    ///   - diagnostics: Receives every error and warning.
    ///   - options: ``Options``; the defaults unless given.
    ///   - fileLoader: Reads the document and every file named by `$ref`; ``readFile(_:)``
    ///     unless given.
    /// - Returns: The spec, or `nil` when the file cannot be read, is not YAML, or any error
    ///   was reported.
    public static func read(file path: String, diagnostics: DiagnosticCollector, options: Options = Options(), fileLoader: @escaping FileLoader = readFile) -> Spec? {
        let bytes: [UInt8]
        do {
            bytes = try fileLoader(path)
        } catch {
            diagnostics.error("cannot read '\(path)': \(error)", at: nil)
            return nil
        }
        do {
            let document = try YAMLReader.read(bytes, file: path)
            return read(document: document, diagnostics: diagnostics, options: options, fileLoader: fileLoader)
        } catch {
            for diagnostic in error.diagnostics { diagnostics.report(diagnostic) }
            return nil
        }
    }
}
