/// The OpenAPI version family, which decides how `null` is spelled in schemas.
enum OpenAPIVersion {
    /// 3.0.x: `nullable: true` (OpenAPI 3.0.3 §4.7.24.1).
    case v30
    /// 3.1.x: JSON Schema 2020-12, `type: [T, "null"]` (OpenAPI 3.1.0 §4.8.24).
    case v31
}

/// The target of a `$ref`: a file (by its normalised path) and a JSON pointer inside it.
struct OpenAPIRefKey: Hashable {
    var file: String
    var pointer: String
}

/// The state of one OpenAPI read: the files read so far, the models made, the names taken,
/// and the diagnostics. One context serves one read on one thread.
final class OpenAPIContext: DiagnosticSink {
    let diagnostics: DiagnosticCollector
    let options: OpenAPIReader.Options
    let fileLoader: OpenAPIReader.FileLoader
    let version: OpenAPIVersion
    /// The root document.
    let root: OpenAPIFile
    /// The folder of the root document (normalised), the tree `$ref` may reach into.
    let rootFolder: String
    /// Files read so far, by normalised path; `nil` marks a file that could not be read.
    var files: [String: OpenAPIFile?] = [:]

    /// Model names in use, compared as the Swift type names they become.
    var names = NameRegistry(comparison: .swiftTypeName)
    /// Models made so far, in order.
    var models: [Spec.Model] = []
    /// The index in ``models`` of each model, by name.
    var modelIndex: [String: Int] = [:]
    /// The first inline enum of each list of values (``OpenAPIContext/enumSignature(_:)``), by
    /// that list: a later inline enum with the same list becomes an alias of it.
    var inlineEnums: [String: String] = [:]
    /// The model name of every schema reached through `$ref` (and of every component schema).
    var modelNames: [OpenAPIRefKey: String] = [:]
    /// Targets named but not yet built into models, in the order they were named.
    var pendingModels: [(name: Located<String>, node: OpenAPINode)] = []
    /// The type given to an inline schema node, so a node reached twice yields one model.
    var inlineTypes: [OpenAPINodeKey: Spec.TypeReference] = [:]
    /// The models of inline object parameters sent property by property, which no model is
    /// needed for unless something else uses it (see ``dropUnusedInlineModels(_:)``).
    var splitParameterModels: Set<String> = []
    /// The model that merges the object schemas `allOf` parts give one property (see
    /// ``mergedDefinition(_:_:owner:)``), by the schemas' nodes in order, and the schemas each
    /// such model merges, so a merge met again (inside itself, or at another site) is one model.
    var propertyMerges: [[OpenAPINodeKey]: String] = [:]
    var mergedPropertySchemas: [String: [OpenAPINode]] = [:]
    var mergesBeingBuilt: Set<String> = []
    /// The map each `$ref` alone where a map goes stands for, by the `$ref`'s node (`nil`
    /// after its error), so a map read twice reports once (``wholeMap(_:what:)``).
    var wholeMaps: [OpenAPINodeKey: OpenAPINode?] = [:]
    /// The error body type of each response already read, by the response's node.
    var errorBodyTypes: [OpenAPINodeKey: Spec.LocatedType?] = [:]
    /// The component schemas and, for each schema, those that extend it through `allOf`
    /// (see ``extensionIndex()``); `nil` until first needed.
    var hierarchyIndex: (components: [(name: String, node: OpenAPINode)], children: [OpenAPINodeKey: [Int]])?
    /// The type given to each schema read in place, by node, when a tool asked for them
    /// (``SchemaTypeListing``); `nil` (nothing kept) otherwise.
    var recordedSchemaTypes: [OpenAPINodeKey: OpenAPISchemaType]?
    /// `allOf` schemas being merged, to stop on a cycle.
    var merging: [OpenAPINodeKey] = []
    /// What the walks through `allOf` parts found for each schema, by the schema's node
    /// (``valueKinds(of:depth:)``, ``isObjectLike(_:)`` and the listed values of a part): an
    /// `allOf` naming one schema twice at each level of a chain would otherwise be walked
    /// 2^depth times.
    var valueKindsFound: [OpenAPINodeKey: Set<String>?] = [:]
    var objectLikeFound: [OpenAPINodeKey: Bool] = [:]
    var listingsFound: [OpenAPINodeKey: AllOfListing] = [:]
    /// The choice parts of `allOf` schemas being distributed over their variants
    /// (``distributedChoice(_:variants:name:keyword:choiceNode:)``), which merging skips.
    var distributedChoices: Set<OpenAPINodeKey> = []
    /// Targets of `$ref`s that resolved without any diagnostic, by the referring file and the
    /// reference's text (the same text in the same file resolves the same way again).
    var resolvedReferences: [ReferenceSite: (key: OpenAPIRefKey, node: OpenAPINode)] = [:]

    /// The rules of ``SpecTypes`` (aliases, what fits where) over the models built so far.
    lazy var types = SpecTypes { [unowned self] name in self.modelKind(named: name) }

    /// A `$ref` text in one file, the key of ``resolvedReferences``.
    struct ReferenceSite: Hashable {
        var file: ObjectIdentifier
        var reference: String
    }

    init(diagnostics: DiagnosticCollector, options: OpenAPIReader.Options, fileLoader: @escaping OpenAPIReader.FileLoader, version: OpenAPIVersion, root: OpenAPIFile) {
        self.diagnostics = diagnostics
        self.options = options
        self.fileLoader = fileLoader
        self.version = version
        self.root = root
        self.rootFolder = OpenAPIPaths.folder(of: root.key)
        files[root.key] = root
    }

    /// A name for a model the document leaves unnamed: `base` (`Model` when empty), or the
    /// first of `base2`, `base3`… whose Swift type is free; the name is taken.
    func uniqueModelName(_ base: String) -> String {
        names.claim(base.isEmpty ? "Model" : base)
    }

    /// Diagnostics already reported, so a node reached along several paths is reported once.
    private var reported: Set<Diagnostic> = []

    /// Reports a warning at a node (once per message and place): a fault of the document
    /// (what it says is read the one way it can be, or skipped when OpenAPI does not allow it; the
    /// message then names the rule), or something suspicious that is used as written.
    func warning(_ message: String, at node: OpenAPINode, notes: [Diagnostic.Note] = []) {
        report(.warning(message, at: node.location, notes: notes))
    }

    /// Reports a warning of the ``Diagnostic/Group/unsupported`` group at a node (once per
    /// message and place): something the document may say that EndpointGen does not generate
    /// as written.
    func unsupported(_ message: String, at node: OpenAPINode, notes: [Diagnostic.Note] = []) {
        report(.unsupported(message, at: node.location, notes: notes))
    }

    /// Reports a fault of the document: something OpenAPI or JSON Schema certainly does not
    /// allow (a `$ref` to nothing, an unknown type name, a value of the wrong kind, a required
    /// field missing). An error, with `notes` (a "did you mean"); with
    /// ``OpenAPIReader/Options/isLenient``, a warning whose message ends with `lost`, what
    /// the reader does instead (`typed JSON`, `skipped`). `message` starts with "the document".
    func fault(_ message: String, at node: OpenAPINode, lost: String, notes: [Diagnostic.Note] = []) {
        if options.isLenient {
            report(.warning(message + "; " + lost, at: node.location, notes: notes))
        } else {
            report(.error(message, at: node.location, notes: notes))
        }
    }

    /// Reports the value of `key` as a fault of the document: it is not of the kind OpenAPI
    /// defines for it (`expected`: "a string", "a list"…).
    func wrongKind(_ key: String, _ value: OpenAPINode, expected: String, lost: String = "ignored") {
        fault("the document gives '\(key)' as \(value.shown); OpenAPI defines it as \(expected)", at: value, lost: lost)
    }

    /// Reports an error at a node (once per message and place).
    func error(_ message: String, at node: OpenAPINode, notes: [Diagnostic.Note] = []) {
        report(.error(message, at: node.location, notes: notes))
    }

    /// Reports a diagnostic unless the same one was reported before.
    func report(_ diagnostic: Diagnostic) {
        guard reported.insert(diagnostic).inserted else { return }
        diagnostics.report(diagnostic)
    }

    /// The text of a string-valued key (`description`, `summary`, …), or `nil` when absent or
    /// null. A non-scalar value is reported and ignored.
    func string(_ key: String, of node: OpenAPINode) -> String? {
        guard let value = node[key] else { return nil }
        guard value.yaml.scalar != nil else {
            wrongKind(key, value, expected: "a string")
            return nil
        }
        return value.text
    }

    /// The value of a Boolean key, `defaultValue` when absent. Text that is not a Boolean is
    /// reported and the default used.
    func bool(_ key: String, of node: OpenAPINode, default defaultValue: Bool = false) -> Bool {
        guard let value = node[key] else { return defaultValue }
        guard let text = value.rawText, let flag = InputFormat.openAPI.boolean(text) else {
            wrongKind(key, value, expected: "true or false", lost: "taken as \(defaultValue)")
            return defaultValue
        }
        return flag
    }

    /// The pairs of a mapping-valued key, or `nil` when absent. A value of another kind is an
    /// error; a key written twice is an error with a note at the first one.
    func mapping(_ key: String, of node: OpenAPINode) -> [(name: String, key: OpenAPINode, value: OpenAPINode)]? {
        guard let value = node[key] else { return nil }
        return pairs(of: value, what: "'\(key)'")
    }

    /// The pairs of a node that must be a mapping (null counts as empty), with duplicate and
    /// non-scalar keys reported and left out (``DecodeContext/entries(_:key:what:make:)``);
    /// `nil` (after a fault of the document, ``fault(_:at:lost:notes:)``) when it is something else.
    ///
    /// A `$ref` alone in the mapping stands for the whole map (``wholeMap(_:what:)``): the
    /// pairs are those of its target, in the target's file.
    func pairs(of node: OpenAPINode, what: @autoclosure () -> String) -> [(name: String, key: OpenAPINode, value: OpenAPINode)]? {
        guard let node = wholeMap(node, what: what()) else { return nil }
        let file = node.file
        if !node.isMapping, node.yaml.scalar?.isNull != true {
            // The same fault ``checkDocument()`` reports, so it is reported once.
            fault("the document gives \(what()) as \(node.shown); OpenAPI defines it as a mapping", at: node, lost: "ignored")
            return nil
        }
        return decoding(file).entries(node.yaml, key: nil, what: what()) { name, key, value in
            (name, OpenAPINode(file: file, yaml: key), OpenAPINode(file: file, yaml: value))
        }
    }
}
