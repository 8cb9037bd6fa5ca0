/// Options of one generation run (the CLI's flags).
public struct GenerationOptions: Sendable, Hashable {
    /// The access level of every generated declaration; `public` unless given.
    public var access: AccessLevel
    /// A folder of `.mustache` files that replace default templates of the same name, or
    /// `nil` for the defaults only.
    public var templatesDirectory: String?
    /// When set, the declarations of each spec go into exactly this many files,
    /// `<spec>.0.swift` … `<spec>.<n-1>.swift` (`<spec>`: the spec's file name without its
    /// extension), chosen by a stable hash of each declaration's name; some may hold no
    /// declaration. For build tool plugins, which must name their output files in advance.
    /// When `nil`, ``fileLayout`` decides.
    public var shards: Int?
    /// How declarations are spread over files when ``shards`` is `nil`: one file each, or
    /// group files for a large API (``FileLayout``); ``FileLayout/automatic`` unless given.
    public var fileLayout: FileLayout = .automatic
    /// Swift type names chosen by the user for spec names (of the API, a model or an
    /// endpoint), used instead of the derived names; empty unless given.
    public var typeNames: [String: String]
    /// Where each key of ``typeNames`` was given (a config file's line and column), for the
    /// warning about a name that matches no API, model or endpoint; empty unless given.
    public var typeNameLocations: [String: SourceLocation] = [:]
    /// Which operations to generate, and with them which models; every one unless given.
    public var operationFilter = OperationFilter()
    /// Swift types of the user's own by schema (model) name: those models are not generated,
    /// and every use of them names the given type (``TypeOverride``); empty unless given.
    public var typeOverrides: [String: TypeOverride] = [:]
    /// OpenAPI Overlay documents (Overlay Specification 1.0) applied, in order, to each OpenAPI
    /// description before it is read (``Overlay``); none unless given. An endpoint spec
    /// given with overlays is an error.
    public var overlays: [String] = []
    /// Whether an OpenAPI document may `$ref` files outside the folder of the document it
    /// starts from (and below); `false` unless given, so a document cannot make the tool read
    /// arbitrary files.
    public var allowsRefsOutsideSpecFolder: Bool = false
    /// Whether faults of an OpenAPI document are warnings instead of errors, each naming
    /// what is lost, for a document its user cannot fix (``OpenAPIReader/Options/isLenient``);
    /// `false` unless given.
    public var isLenient: Bool = false
    /// Whether every warning fails the run as an error, so nothing is written while any is
    /// left (`--warnings-as-errors`); `false` unless given.
    public var treatsWarningsAsErrors: Bool = false
    /// Whether the spec's examples become Swift values (`Pet.example`, `Pet.examples`,
    /// `GetPet.exampleResponses`) in files of their own under `<API>/Examples/`; `true`
    /// unless given. Turning them off leaves them out of the build and skips checking them.
    public var writesExamples: Bool = true
    /// Whether an object model whose schema does not mention `additionalProperties` keeps the
    /// members of its JSON object that are not its properties, in a dictionary member
    /// `additionalProperties: [String: JSONValue]` written back after the properties; `true`
    /// unless given. JSON Schema reads an absent `additionalProperties` as any member allowed
    /// (2020-12 §10.3.2.3), so a server may send members the document does not declare (a newer
    /// version of it); with this off they are dropped when decoding, and a value read and
    /// written back (a `GET` then a `PUT`) loses them. `additionalProperties: false` (or
    /// `unevaluatedProperties: false`) keeps none either way; a schema's own
    /// `additionalProperties` is kept either way.
    public var keepsImplicitAdditionalProperties: Bool = true
    /// The Swift type of a JSON number that is not an integer (OpenAPI `type: number`, the
    /// spec grammar's `Double` and `Float`); ``NumberType/double`` unless given.
    public var numberType: NumberType = .double
    /// Which of `Equatable` and `Hashable` the generated models, enums and support types
    /// conform to beside `Codable` and `Sendable`; `Hashable` (and so `Equatable`) unless
    /// given, `[]` for neither (``ModelConformance``).
    public var conformances: Set<ModelConformance> = [.hashable]
    /// Whether the stored properties of generated object models and requests are `var` (the
    /// default: settable after the value is made) or `let` (immutable, cheaper to compile);
    /// see ``StoredPropertyKeyword``.
    public var storedProperties: StoredPropertyKeyword = .var

    /// Creates options.
    /// - Parameters:
    ///   - access: The access level of generated declarations (default `public`).
    ///   - templatesDirectory: A folder of template overrides (default none).
    ///   - shards: The fixed number of output files per spec, at least 1 (default: one file per declaration).
    ///   - typeNames: Swift type names by spec name (default none).
    public init(access: AccessLevel = .public, templatesDirectory: String? = nil, shards: Int? = nil, typeNames: [String: String] = [:]) {
        self.access = access
        self.templatesDirectory = templatesDirectory
        self.shards = shards
        self.typeNames = typeNames
    }
}

/// What a generation run produced.
public struct GenerationResult: Sendable {
    /// The result with every warning made an error, and so no files, when `apply` is set and
    /// there is a warning (``GenerationOptions/treatsWarningsAsErrors``); itself otherwise.
    func failingOnWarnings(_ apply: Bool) -> GenerationResult {
        guard apply, diagnostics.contains(where: { $0.severity == .warning }) else { return self }
        var failed = GenerationResult(files: [:], diagnostics: diagnostics, endpointCount: 0, modelCount: 0)
        for index in failed.diagnostics.indices where failed.diagnostics[index].severity == .warning {
            failed.diagnostics[index].severity = .error
            failed.diagnostics[index].message += " (a warning, made an error by --warnings-as-errors)"
        }
        return failed
    }

    /// The generated files by path relative to the output folder (`/`-separated, never
    /// absolute, never with `..`), each a complete Swift file. Empty when there were errors.
    public var files: [String: String]
    /// Every error and warning, sorted by file, line and column.
    public var diagnostics: [Diagnostic]
    /// The number of endpoints (request types) generated.
    public var endpointCount: Int
    /// The number of models generated.
    public var modelCount: Int

    /// The Swift API of ``files``, for the generation manifest and the change report; `nil`
    /// when there were errors.
    var surface: APISurface?

    /// The text of the generation manifest (``GenerationManifest``) of ``files``, which
    /// `generate` writes beside them as `.endpointgen-manifest`; `nil` when there were errors.
    public var manifest: String? { surface.map(GenerationManifest.text(of:)) }

    /// Whether an error stopped generation (then ``files`` is empty).
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}

/// The generator's entry point: spec files in, Swift files out (as values; writing them is
/// ``OutputWriter``'s job).
///
/// The stages run in order: the spec loader (YAML → ``Spec``), the resolver (``Spec`` → the API
/// model, with Swift names), the templates (API model → Swift). The output depends only on the
/// specs' content and the options, not on the order of the files or the machine.
public enum Generator {
    /// The first line of every generated file; ``OutputWriter`` removes only files starting with it.
    public static let headerMarker = "// Generated by endpointgen"

    /// Loads the spec files (endpoint specs or OpenAPI 3.0/3.1 documents, told apart by their
    /// top-level `api:` or `openapi:` key) and generates Swift from them.
    /// - Parameters:
    ///   - specFiles: Paths of spec files, as the user gave them (diagnostics name them so).
    ///   - options: Access level, templates folder, sharding.
    /// - Returns: The files, or the diagnostics that stopped generation (every mistake of every file).
    public static func generate(specFiles: [String], options: GenerationOptions = GenerationOptions()) -> GenerationResult {
        let diagnostics = DiagnosticCollector()
        var specs: [Spec] = []
        for file in specFiles {
            var openAPIOptions = OpenAPIReader.Options()
            openAPIOptions.allowsFilesOutsideSpecFolder = options.allowsRefsOutsideSpecFolder
            openAPIOptions.isLenient = options.isLenient
            if let spec = SpecFormat.readSpec(contentsOf: file, diagnostics: diagnostics, openAPIOptions: openAPIOptions, overlays: options.overlays) {
                specs.append(spec)
            }
        }
        guard !diagnostics.hasErrors else {
            return GenerationResult(files: [:], diagnostics: diagnostics.sorted, endpointCount: 0, modelCount: 0)
                .failingOnWarnings(options.treatsWarningsAsErrors)
        }
        return generate(specs: specs, options: options, diagnostics: diagnostics).failingOnWarnings(options.treatsWarningsAsErrors)
    }

    /// Generates Swift from specs already loaded.
    /// - Parameters:
    ///   - specs: The specs; each API name must be distinct once made a Swift name.
    ///   - options: Access level, templates folder, sharding.
    /// - Returns: The files, or the diagnostics that stopped generation.
    public static func generate(specs: [Spec], options: GenerationOptions = GenerationOptions()) -> GenerationResult {
        generate(specs: specs, options: options, diagnostics: DiagnosticCollector()).failingOnWarnings(options.treatsWarningsAsErrors)
    }

    /// Warns about each key of `names:` that is not the name of an API, model or endpoint of
    /// the specs (a typo, or the OpenAPI title instead of the API name), since it changes nothing.
    static func warnAboutUnusedTypeNames(_ options: GenerationOptions, specs: [Spec], diagnostics: DiagnosticCollector) {
        guard !options.typeNames.isEmpty else { return }
        var known = Set<String>()
        for spec in specs {
            known.insert(spec.api.value)
            for model in spec.models { known.insert(model.name.value) }
            for endpoint in spec.endpoints { known.insert(endpoint.name.value) }
        }
        let apis = specs.map { "'\($0.api.value)'" }.joined(separator: ", ")
        for name in options.typeNames.keys.sorted() where !known.contains(name) {
            diagnostics.warning("'\(name)' in 'names' is not the name of an API, model or endpoint of the specs, so it changes nothing (the APIs are named \(apis))",
                                at: options.typeNameLocations[name])
        }
    }

    /// Warns about each key of `typeOverrides:` that is not the name of a model (a component
    /// schema) of the specs, since it changes nothing.
    static func warnAboutUnusedTypeOverrides(_ options: GenerationOptions, specs: [Spec], diagnostics: DiagnosticCollector) {
        guard !options.typeOverrides.isEmpty else { return }
        let known = Set(specs.flatMap { $0.models.map(\.name.value) })
        for (name, override) in options.typeOverrides.sorted(by: { $0.key < $1.key }) where !known.contains(name) {
            let close = Suggestions.nearest(to: name, in: known.sorted()).map { " (did you mean '\($0)'?)" } ?? ""
            diagnostics.warning("'\(name)' in 'typeOverrides' is not the name of a schema of the specs, so it changes nothing\(close)", at: override.location)
        }
    }

    /// Resolves specs into API models, each with a distinct namespace, and warns about
    /// `names:` that match nothing.
    /// - Parameters:
    ///   - specs: The specs, sorted by API name and file.
    ///   - options: The Swift type names chosen by the user.
    ///   - diagnostics: Receives every error and warning.
    /// - Returns: Each spec that resolved without errors, with its model, in the order given.
    static func resolve(_ specs: [Spec], options: GenerationOptions, diagnostics: DiagnosticCollector) -> [(spec: Spec, model: APIModel)] {
        var namespaces: [String: Spec] = [:]
        var apis: [(spec: Spec, model: APIModel)] = []
        for spec in specs {
            let namespace = Resolver.namespaceName(for: spec.api.value, overrides: options.typeNames)
            if let first = namespaces[namespace.lowercased()] {
                if first.api.value == spec.api.value {
                    // Two versions of one API, as a folder given to `diff` may hold.
                    diagnostics.error("\(spec.file) and \(first.file) both declare the API '\(spec.api.value)'; give each version of an API its own folder (endpointgen diff compares two: OLD NEW)",
                                      at: spec.api.location, notes: [.init("the other declaration of '\(spec.api.value)'", at: first.api.location)])
                } else {
                    diagnostics.error("API '\(spec.api.value)' has the same Swift name '\(namespace)' as API '\(first.api.value)'",
                                      at: spec.api.location, notes: [.init("the other API is here", at: first.api.location)])
                }
                continue
            }
            namespaces[namespace.lowercased()] = spec
            var resolver = Resolver(spec: spec, diagnostics: diagnostics, typeNameOverrides: options.typeNames)
            resolver.typeOverrides = options.typeOverrides
            resolver.writesExamples = options.writesExamples
            resolver.keepsImplicitAdditionalProperties = options.keepsImplicitAdditionalProperties
            resolver.numberType = options.numberType
            if let api = resolver.resolve(namespace: namespace) { apis.append((spec, api)) }
        }
        warnAboutUnusedTypeNames(options, specs: specs, diagnostics: diagnostics)
        warnAboutUnusedTypeOverrides(options, specs: specs, diagnostics: diagnostics)
        return apis
    }

    static func generate(specs: [Spec], options: GenerationOptions, diagnostics: DiagnosticCollector) -> GenerationResult {
        func failed() -> GenerationResult {
            GenerationResult(files: [:], diagnostics: diagnostics.sorted, endpointCount: 0, modelCount: 0)
        }
        if let shards = options.shards, shards < 1 {
            diagnostics.error("the number of shards must be at least 1, not \(shards)", at: nil)
            return failed()
        }
        let ordered = options.operationFilter.apply(to: specs, diagnostics: diagnostics)
            .sorted { ($0.api.value, $0.file) < ($1.api.value, $1.file) }
        let resolved = resolve(ordered, options: options, diagnostics: diagnostics)
        let apis = resolved.map(\.model)
        if options.shards != nil {
            FileAssembler.checkShardNames(ofSpecFiles: ordered.map(\.file), diagnostics: diagnostics)
        }
        guard !diagnostics.hasErrors else { return failed() }
        let templates: TemplateSet
        var declarations: [(api: APIModel, items: [RenderedDeclaration])] = []
        do {
            templates = try TemplateSet.load(overrides: options.templatesDirectory)
            for api in apis {
                declarations.append((api, try DeclarationRenderer.render(api, access: options.access, conformances: options.conformances, storedProperties: options.storedProperties, templates: templates)))
            }
        } catch {
            for diagnostic in error.diagnostics { diagnostics.report(diagnostic) }
            return failed()
        }
        let files: [String: String]
        do {
            files = try FileAssembler.assemble(declarations, shards: options.shards, layout: options.fileLayout, templates: templates)
        } catch {
            for diagnostic in error.diagnostics { diagnostics.report(diagnostic) }
            return failed()
        }
        return GenerationResult(
            files: files, diagnostics: diagnostics.sorted,
            endpointCount: apis.reduce(0) { $0 + $1.requests.count },
            modelCount: apis.reduce(0) { $0 + $1.models.count },
            surface: APISurface(resolved, storedProperties: options.storedProperties))
    }
}

/// The Swift type that holds a JSON number that is not an integer.
///
/// Either way, decoding refuses a number the type cannot hold exactly as written (the
/// runtime's `WrittenNumbers`); `decimal` is the way out for an API whose numbers need more
/// than a `Double` (money, 64-bit ids sent as numbers, more than 17 digits).
public enum NumberType: String, Sendable, Hashable, CaseIterable {
    /// `Double` (`Float` for `Float` in an endpoint spec): 15–17 significant digits, fast, the
    /// default.
    case double
    /// `Decimal`: up to 38 significant digits, exponents from -128 to 127, decimal fractions
    /// (`0.1`) held exactly.
    case decimal
}
