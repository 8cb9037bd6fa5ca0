import Foundation

/// The config file (`endpointgen.yaml`, passed with `--config`): settings the plugins and the
/// CLI read for one target. Every key is optional; command-line flags win over it.
///
/// ```yaml
/// specs: [api.yaml, more/other.yaml]   # relative to this file's folder; replaces SPEC arguments
/// access: internal                     # public | package | internal
/// templates: Templates                 # a folder of template overrides, relative to this file
/// fileLayout: grouped                  # auto | per-declaration | grouped (see FileLayout)
/// examples: false                      # no Swift values for the spec's examples (default true)
/// implicitAdditionalProperties: false  # drop members a schema without additionalProperties does not declare (default true: kept)
/// conformances: []                     # Equatable, Hashable: models compare, hash (default [Hashable]; [] for neither)
/// storedProperties: let                # let: immutable models and requests, faster to build (default var)
/// lenient: true                        # an OpenAPI document's faults are warnings, not errors (default false)
/// warningsAsErrors: true               # any warning fails the run, nothing written (default false)
/// names:                               # Swift type names for spec names (API, model or endpoint)
///   JSONPlaceholder: Placeholder
///   getPost: FetchPost
/// typeOverrides:                       # your own Swift types for component schemas (TypeOverride)
///   Money: AppMoney
///   Amount: Foundation.Decimal
/// overlays: [fixes.overlay.yaml]       # OpenAPI Overlay documents applied in order (Overlay)
/// operations:                          # which operations to generate (OperationFilter)
///   include: {tags: [pets]}            # tags, operationIds, paths (path prefixes)
///   exclude: {operationIds: [deletePet], paths: [/admin]}
/// ```
public struct ConfigFile: Sendable, Hashable {
    /// Spec file paths, already made relative to the current directory (joined to the config
    /// file's folder); `nil` when the file lists none.
    public var specs: [String]?
    /// The access level, when given.
    public var access: AccessLevel?
    /// The templates folder, joined to the config file's folder, when given.
    public var templates: String?
    /// The file layout (`fileLayout: auto | per-declaration | grouped`), when given.
    public var fileLayout: FileLayout?
    /// Whether the spec's examples become Swift values (`examples: true | false`), when given.
    public var examples: Bool?
    /// Whether objects whose schema does not mention `additionalProperties` keep the members
    /// they do not declare (`implicitAdditionalProperties: true | false`), when given; see
    /// ``GenerationOptions/keepsImplicitAdditionalProperties``.
    public var implicitAdditionalProperties: Bool?
    /// The Swift type of non-integer numbers (`numbers: double | decimal`), when given; see
    /// ``GenerationOptions/numberType``.
    public var numbers: NumberType?
    /// The comparison protocols of generated models (`conformances: [Equatable, Hashable]`),
    /// when given.
    public var conformances: Set<ModelConformance>?
    /// How generated models and requests declare their stored properties
    /// (`storedProperties: var | let`), when given; see ``GenerationOptions/storedProperties``.
    public var storedProperties: StoredPropertyKeyword?
    /// Whether an OpenAPI document's faults are warnings (`lenient: true`), when given; see
    /// ``GenerationOptions/isLenient``.
    public var lenient: Bool?
    /// Whether any warning fails the run (`warningsAsErrors: true`), when given; see
    /// ``GenerationOptions/treatsWarningsAsErrors``.
    public var warningsAsErrors: Bool?
    /// Swift type names by spec name.
    public var names: [String: String] = [:]
    /// Where each key of ``names`` was written, so that a name that matches nothing can be
    /// reported at its line and column.
    public var nameLocations: [String: SourceLocation] = [:]
    /// Which operations to generate (`operations:`); all unless given.
    public var operations = OperationFilter()
    /// Swift types of the user's own by component schema (model) name (`typeOverrides:`),
    /// each checked by ``SwiftTypeText/canonical(_:)``; empty unless given.
    public var typeOverrides: [String: TypeOverride] = [:]
    /// OpenAPI Overlay documents to apply, in order, to each OpenAPI description before it is
    /// read (`overlays:`), joined to the config file's folder; `nil` when the file lists none.
    public var overlays: [String]?

    /// The keys a config file may have.
    static let keys = ["specs", "access", "templates", "fileLayout", "examples", "implicitAdditionalProperties", "numbers", "conformances", "storedProperties", "lenient", "warningsAsErrors", "names", "operations", "typeOverrides", "overlays"]
    /// The keys of `operations.include` and `operations.exclude`.
    static let ruleKeys = ["tags", "operationIds", "paths"]

    /// Reads and checks a config file.
    /// - Parameter path: The file's path, as given (diagnostics name it so).
    /// - Throws: ``DiagnosticError`` with every problem at its line and column: YAML syntax,
    ///   unknown or duplicate keys (in any mapping of the file), values of the wrong kind, an unknown access level, file layout or
    ///   conformance, a name that is not a Swift identifier, a type override that is not a
    ///   plain Swift type (``SwiftTypeText``).
    public static func load(_ path: String) throws(DiagnosticError) -> ConfigFile {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw DiagnosticError([.error("cannot read the config file '\(path)'", at: nil)])
        }
        let document = try YAMLReader.read([UInt8](data), file: path)
        let problems = DiagnosticCollector()
        let context = DecodeContext(file: path, diagnostics: problems, format: .configFile)
        func text(_ node: YAMLNode, key: YAMLNode?, _ what: String) -> String? {
            // Empty text is a value here (a folder, a path); null is not.
            if node.scalar?.isNull == true { return context.string(node, key: key, what: what) }
            return context.string(node, key: key, what: what, allowEmpty: true)
        }
        let folder = (path as NSString).deletingLastPathComponent
        func relative(_ file: String) -> String {
            file.hasPrefix("/") || folder.isEmpty ? file : (folder as NSString).appendingPathComponent(file)
        }
        var config = ConfigFile()
        if document.root.scalar?.isNull == true { return config }
        guard let fields = context.fields(document.root, key: nil, what: "the config file", allowed: keys) else {
            throw DiagnosticError(problems.sorted)
        }
        for (key, keyNode, value) in fields.entries {
            switch key {
            case "specs":
                guard let items = value.items else {
                    context.error("'specs' must be a list of spec files", at: value)
                    continue
                }
                config.specs = items.compactMap { text($0, key: nil, "a spec file") }.map(relative)
            case "access":
                guard let name = text(value, key: keyNode, "'access'") else { continue }
                if let access = AccessLevel(rawValue: name) { config.access = access } else {
                    context.error("'access' must be public, package or internal, not '\(name)'", at: value)
                }
            case "fileLayout":
                guard let name = text(value, key: keyNode, "'fileLayout'") else { continue }
                if let layout = FileLayout(rawValue: name) { config.fileLayout = layout } else {
                    context.error("'fileLayout' must be auto, per-declaration or grouped, not '\(name)'", at: value)
                }
            case "examples":
                config.examples = context.bool(value, key: keyNode, what: "'examples'")
            case "numbers":
                guard let name = text(value, key: keyNode, "'numbers'") else { continue }
                if let type = NumberType(rawValue: name) { config.numbers = type } else {
                    context.error("'numbers' must be double or decimal, not '\(name)'", at: value)
                }
            case "lenient":
                config.lenient = context.bool(value, key: keyNode, what: "'lenient'")
            case "warningsAsErrors":
                config.warningsAsErrors = context.bool(value, key: keyNode, what: "'warningsAsErrors'")
            case "implicitAdditionalProperties":
                config.implicitAdditionalProperties = context.bool(value, key: keyNode, what: "'implicitAdditionalProperties'")
            case "conformances":
                guard let items = value.items else {
                    context.error("'conformances' must be a list: [], [Equatable] or [Hashable]", at: value)
                    continue
                }
                var chosen: Set<ModelConformance> = []
                for item in items {
                    guard let name = text(item, key: nil, "a conformance") else { continue }
                    switch ModelConformance.parse([name]) {
                    case .success(let conformances): chosen.formUnion(conformances)
                    case .failure(let unknown): context.error(unknown.message, at: item)
                    }
                }
                config.conformances = chosen
            case "storedProperties":
                guard let name = text(value, key: keyNode, "'storedProperties'") else { continue }
                if let keyword = StoredPropertyKeyword(rawValue: name) { config.storedProperties = keyword } else {
                    context.error("'storedProperties' " + StoredPropertyKeyword.unknown(name), at: value)
                }
            case "templates":
                config.templates = text(value, key: keyNode, "'templates'").map(relative)
            case "operations":
                config.operations = operationFilter(value, key: keyNode, context: context)
            case "overlays":
                guard let items = value.items else {
                    context.error("'overlays' must be a list of Overlay documents", at: value)
                    continue
                }
                config.overlays = items.compactMap { text($0, key: nil, "an Overlay document") }.map(relative)
            case "typeOverrides":
                guard let entries = context.entries(value, key: keyNode, what: "'typeOverrides'") else { continue }
                for (name, nameNode, typeNode) in entries {
                    guard let written = text(typeNode, key: nameNode, "a Swift type") else { continue }
                    switch SwiftTypeText.canonical(written) {
                    case .success(let type):
                        config.typeOverrides[name] = TypeOverride(type: type, location: context.location(nameNode))
                    case .failure(let problem):
                        // The column of the offending character when the text is on one line as written.
                        let style = typeNode.scalar?.style
                        let offset = style == .plain ? problem.offset : style == .singleQuoted || style == .doubleQuoted ? problem.offset + 1 : 0
                        context.error("'\(written)' is not a Swift type for 'typeOverrides' of '\(name)': \(problem.message)",
                                      at: typeNode, offset: offset)
                    }
                }
            default:  // "names"
                guard let entries = context.entries(value, key: keyNode, what: "'names'") else { continue }
                for (name, nameNode, swiftNameNode) in entries {
                    guard let swiftName = text(swiftNameNode, key: nameNode, "a Swift type name") else { continue }
                    if Naming.upperCamelCase(swiftName) != swiftName || Resolver.reservedTypeNames.contains(swiftName) || swiftName.hasPrefix("_") {
                        context.error("'\(swiftName)' is not a usable Swift type name: use letters and digits, starting with an uppercase letter, not a name the generated code uses", at: swiftNameNode)
                    } else {
                        config.names[name] = swiftName
                        config.nameLocations[name] = context.location(nameNode)
                    }
                }
            }
        }
        context.reportRemainingDuplicateKeys(of: document.root, reportedIn: problems)
        guard !problems.hasErrors else { throw DiagnosticError(problems.sorted) }
        return config
    }

    /// Reads `operations:`: `include` and `exclude`, each mapping ``ruleKeys`` to lists.
    static func operationFilter(_ node: YAMLNode, key: YAMLNode, context: DecodeContext) -> OperationFilter {
        var filter = OperationFilter()
        guard let sides = context.fields(node, key: key, what: "'operations'", allowed: ["include", "exclude"]) else { return filter }
        for (side, sideKey, lists) in sides.entries {
            guard let kinds = context.fields(lists, key: sideKey, what: "'\(side)'", allowed: ruleKeys) else { continue }
            var rules = OperationFilter.Rules()
            for (kind, kindKey, list) in kinds.entries {
                guard let items = list.items else {
                    context.error("'\(kind)' must be a list", at: context.anchor(list, key: kindKey))
                    continue
                }
                for item in items {
                    guard let value = context.located(item, key: nil, what: "an entry of '\(kind)'") else { continue }
                    switch kind {
                    case "tags": rules.tags.append(value)
                    case "operationIds": rules.operationIDs.append(value)
                    default:
                        if !value.value.hasPrefix("/") {
                            context.error("a path prefix starts with '/', not '\(value.value)'", at: item)
                        }
                        rules.paths.append(value)
                    }
                }
            }
            if side == "include" { filter.include = rules } else { filter.exclude = rules }
        }
        return filter
    }
}
