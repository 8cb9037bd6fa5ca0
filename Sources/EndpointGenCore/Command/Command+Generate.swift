/// `endpointgen generate`: generation, writing, and the summary.
extension Command {
    static func runGenerate(_ given: GenerateArguments) -> Outcome {
        var arguments = given
        if let path = given.config {
            do {
                arguments = given.applying(try ConfigFile.load(path))
            } catch {
                let text = error.diagnostics.map { $0.description + "\n" }.joined()
                return Outcome(standardOutput: "", standardError: text + "endpointgen: the config file has errors; nothing was written\n", exitCode: ExitCode.failure)
            }
            guard !arguments.specFiles.isEmpty else {
                return Outcome(standardOutput: "", standardError: "endpointgen: error: no spec file given, and '\(path)' lists none\n" + usage, exitCode: ExitCode.usage)
            }
        }
        let result = Generator.generate(specFiles: arguments.specFiles, options: arguments.options)
        var errorText = result.diagnostics.map { $0.description + "\n" }.joined()
        guard !result.hasErrors else {
            let count = result.diagnostics.filter { $0.severity == .error }.count
            errorText += "endpointgen: \(count) error\(count == 1 ? "" : "s"); nothing was written\n"
            return Outcome(standardOutput: "", standardError: errorText, exitCode: ExitCode.failure)
        }
        let output = arguments.output ?? "."
        let manifest = result.manifest
        let changes = changeReport(result, manifest: manifest, outputFolder: output, warnings: &errorText)
        var files = result.files
        if let manifest { files[GenerationManifest.fileName] = manifest }
        let summary: OutputWriter.Summary
        do {
            summary = arguments.check
                ? try OutputWriter.plan(files: files, outputDirectory: output)
                : try OutputWriter.write(files: files, to: output)
        } catch {
            errorText += error.diagnostics.map { $0.description + "\n" }.joined()
            return Outcome(standardOutput: "", standardError: errorText, exitCode: ExitCode.failure)
        }
        let counts = "\(result.endpointCount) endpoint\(result.endpointCount == 1 ? "" : "s"), "
            + "\(result.modelCount) model\(result.modelCount == 1 ? "" : "s")"
        if arguments.check {
            var text = summary.written.map { "would write \(output)/\($0)\n" }.joined()
            text += summary.removed.map { "would remove \(output)/\($0)\n" }.joined()
            if let changes, !changes.breaking.isEmpty {
                text += "endpointgen: generating would make \(changes.summary) to the Swift API since the last generation\n"
                text += APIChangeReport(changes.breaking).text()
            }
            if summary.hasChanges {
                let stale = summary.written.count + summary.removed.count
                text += "endpointgen: \(stale) file\(stale == 1 ? " is" : "s are") out of date; generate again without --check\n"
                return Outcome(standardOutput: text, standardError: errorText, exitCode: ExitCode.failure)
            }
            let upToDate = summary.unchanged.count
            return Outcome(standardOutput: "endpointgen: \(counts); \(upToDate) file\(upToDate == 1 ? "" : "s") up to date\n",
                           standardError: errorText, exitCode: ExitCode.success)
        }
        let written = summary.written.count
        var text = "endpointgen: \(counts); \(written) file\(written == 1 ? "" : "s") written, "
            + "\(summary.unchanged.count) unchanged, \(summary.removed.count) removed\n"
        if let changes, !changes.isEmpty {
            text += "endpointgen: API changes since the last generation: \(changes.summary)\n" + changes.text()
        }
        return Outcome(standardOutput: text, standardError: errorText, exitCode: ExitCode.success)
    }

    /// What changed in the Swift API since the generation whose manifest is in `outputFolder`;
    /// `nil` for a first generation or an unreadable manifest (then a warning is added to
    /// `warnings`); `manifest` is the text of this run's manifest, which names the new side.
    static func changeReport(_ result: GenerationResult, manifest: String?, outputFolder: String, warnings: inout String) -> APIChangeReport? {
        guard let surface = result.surface else { return nil }
        switch GenerationManifest.previous(inOutputFolder: outputFolder) {
        case .none:
            return nil
        case .unreadable(let warning):
            warnings += warning.description + "\n"
            return nil
        case .surface(let previous):
            // The manifest keeps no positions, and names a member by its owner's place; the new
            // side is read back from the manifest this run writes, so it is named the same way
            // (by the spec file's name and the place in it, never a path the user did not give).
            let current = manifest.flatMap { try? GenerationManifest.surface(from: $0) } ?? surface.withoutLocations
            return APIComparison.compare(previous, current)
        }
    }

    static let usage = """
        usage: endpointgen generate SPEC... --output DIR [--config FILE] [--templates DIR]
                                    [--access public|package|internal] [--shards N] [--check]
                                    [--file-layout auto|per-declaration|grouped] [--no-examples]
                                    [--no-implicit-additional-properties] [--numbers double|decimal]
                                    [--conformances Equatable|Hashable] [--stored-properties var|let]
                                    [--allow-refs-outside-spec-folder] [--overlay FILE]...
                                    [--lenient] [--warnings-as-errors]
               endpointgen diff OLD NEW [--format text|json] [--fail-on breaking|any|never]
                                        [--config FILE] [--allow-refs-outside-spec-folder]
                                        [--overlay FILE]...
               endpointgen --help | --version

        """

    static let help = """
        endpointgen \(version): generates a typed Swift API client from endpoint specs.

        USAGE
          endpointgen generate SPEC... --output DIR [options]
          endpointgen diff OLD NEW [--format text|json] [--fail-on breaking|any|never]

        ARGUMENTS
          SPEC...            Endpoint specs (YAML) or OpenAPI 3.0/3.1 documents (YAML or
                             JSON). Each describes one API; its types go into an enum named
                             after the API.

        OPTIONS
          -o, --output DIR   The folder to write into (created if missing). Only files whose
                             content changed are written; generated files that are no longer
                             produced are removed; other files are never touched. The
                             folder's .endpointgen-manifest records the generated Swift API;
                             the next generation prints what changed in it (as diff does).
          --templates DIR    A folder of .mustache files replacing default templates of the
                             same name (any subset).
          --access LEVEL     public (default), package or internal.
          --config FILE      A config file (endpointgen.yaml): specs, access, templates, fileLayout,
                             examples, implicitAdditionalProperties, numbers, conformances,
                             storedProperties, Swift type names for spec names, your own
                             Swift types for schemas (typeOverrides), overlays, and which
                             operations to generate (for a large API, the few you use build
                             much faster than all of them). Flags
                             win over it.
          --overlay FILE     An OpenAPI Overlay 1.0 document to apply to each OpenAPI
                             document before it is read (repeatable, applied in order, after
                             the config file's overlays): actions whose JSONPath target
                             selects what to update (merge) or remove.
          --shards N         Write exactly N files per spec, <spec>.0.swift ... <spec>.<N-1>.swift
                             (<spec>: the spec's file name without extension), declarations
                             spread by a stable hash of their names (for build tool plugins).
          --file-layout L    auto (default), per-declaration or grouped: one file per
                             model and endpoint, or group files of 16-32 declarations on
                             average (Models/<API>.Models.NN.swift), which build faster for
                             large APIs. auto groups an API of more than 200 models and
                             endpoints. Ignored with --shards.
          --no-examples      Leave the spec's examples out: no Pet.example, Pet.examples,
                             GetPet.exampleResponses (files under <API>/Examples/).
          --no-implicit-additional-properties
                             Drop the JSON members an object's schema does not declare when
                             it does not mention additionalProperties (JSON Schema allows
                             them; by default they are kept in additionalProperties and
                             written back, so a value read and sent again loses nothing).
          --numbers TYPE     double (default) or decimal: the Swift type of a JSON number
                             that is not an integer. Either way a response number the type
                             cannot hold exactly is refused; decimal holds 38 digits.
          --conformances LIST
                             Equatable or Hashable (comma-separated; empty for none):
                             what models, enums and unions conform to beside Codable and
                             Sendable, so values compare with == and go into sets.
                             Hashable (and so Equatable) by default.
          --stored-properties KEYWORD
                             var (default) or let: how models and requests declare their
                             stored properties. let makes them immutable (set by their
                             initialisers and by decoding) and builds faster.
          --check            Write nothing; exit 1 and list the files that would change
                             and the breaking API changes generating would make.
          --allow-refs-outside-spec-folder
                             Let OpenAPI $refs reach files outside the folder of the document
                             (refused by default).
          --lenient          Read an OpenAPI document you cannot fix: its faults (a $ref to
                             nothing, an unknown type name, a value of the wrong kind, a
                             parameter location or style OpenAPI does not define, a required
                             field missing) are warnings that say what is lost (a part typed
                             JSON, left out or ignored), not errors.
          --warnings-as-errors
                             Fail on any warning (each printed as an error); nothing is written.
          -h, --help         Show this help.
          --version          Show the version.

        DIFF
          Lists what a client generated from OLD must change to build against NEW, in
          Swift terms: breaking changes (removed, renamed or retyped declarations, values
          that became required, new enum cases), then the others (additions, deprecations,
          documentation), each with its Swift declaration and place in both specs. OLD and
          NEW are spec files or folders of specs, in either format.
          --format F         text (default) or json.
          --fail-on W        breaking: exit 1 when a change is breaking; any: when anything
                             changed; never (default).
          --config FILE      A config file whose Swift type names, type overrides,
                             overlays and operations filter apply to both versions.
          --overlay FILE     An Overlay applied to both versions (repeatable).

        EXIT STATUS
          0  success (with --check: everything up to date)
          1  errors in a spec or template (printed as FILE:LINE:COL: error: ...; nothing is
             written), an output problem, with --check: files out of date, or with
             diff --fail-on: changes of that kind
          2  wrong arguments

        """
}
