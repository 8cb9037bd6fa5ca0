/// `endpointgen diff OLD NEW`: the API change report between two versions of a spec.
extension Command {
    /// The parsed arguments of `endpointgen diff`.
    public struct DiffArguments: Sendable, Hashable {
        /// How the report is printed (`--format`).
        public enum Format: String, Sendable, Hashable {
            /// Lines for people (``APIChangeReport/text(limit:)``).
            case text
            /// One JSON object for tools (``APIChangeReport/json()``).
            case json
        }

        /// Which changes make the command exit with status 1 (`--fail-on`).
        public enum FailOn: String, Sendable, Hashable {
            /// None: the report is information (the default).
            case never
            /// Breaking changes, for a CI step that guards an API's clients.
            case breaking
            /// Any change at all.
            case any
        }

        /// The old version: a spec file or a folder of specs.
        public var old = ""
        /// The new version: a spec file or a folder of specs.
        public var new = ""
        /// The output format; ``Format/text`` unless given.
        public var format = Format.text
        /// When to fail; ``FailOn/never`` unless given.
        public var failOn = FailOn.never
        /// A config file whose `names:`, `operations:`, `typeOverrides:` and `overlays:` apply
        /// to both versions (`--config`).
        public var config: String?
        /// Swift type names and `$ref` rules.
        public var options = GenerationOptions()
    }

    /// The options of `diff`, for the "did you mean" of an unknown one.
    static let diffOptions = ["--format", "--fail-on", "--config", "--allow-refs-outside-spec-folder", "--overlay"]

    /// Parses the arguments after `diff`.
    /// - Throws: ``UsageError`` for an unknown flag, a flag without its value or with a bad
    ///   one, or other than exactly two paths.
    public static func parseDiff(_ arguments: [String]) throws(UsageError) -> DiffArguments {
        var parsed = DiffArguments()
        var paths: [String] = []
        try ArgumentScanner.scan(arguments, operand: { paths.append($0) }) { (argument, scanner) throws(UsageError) in
            switch argument {
            case "--format":
                let text = try scanner.value(for: argument)
                guard let format = DiffArguments.Format(rawValue: text) else {
                    throw UsageError(message: "--format must be text or json, not '\(text)'")
                }
                parsed.format = format
            case "--fail-on":
                let text = try scanner.value(for: argument)
                guard let failOn = DiffArguments.FailOn(rawValue: text) else {
                    throw UsageError(message: "--fail-on must be breaking, any or never, not '\(text)'")
                }
                parsed.failOn = failOn
            case "--config":
                parsed.config = try scanner.value(for: argument)
            case "--allow-refs-outside-spec-folder":
                parsed.options.allowsRefsOutsideSpecFolder = true
            case "--overlay":
                parsed.options.overlays.append(try scanner.value(for: argument))
            default:
                throw ArgumentScanner.unknownOption(argument, known: diffOptions)
            }
        }
        guard paths.count == 2 else {
            throw UsageError(message: "diff takes two specs (or folders of specs), OLD and NEW, not \(paths.count)")
        }
        parsed.old = paths[0]
        parsed.new = paths[1]
        return parsed
    }

    static func runDiff(_ arguments: DiffArguments) -> Outcome {
        var options = arguments.options
        if let path = arguments.config {
            do {
                let config = try ConfigFile.load(path)
                options.typeNames = config.names
                options.typeNameLocations = config.nameLocations
                options.operationFilter = config.operations
                options.typeOverrides = config.typeOverrides
                options.overlays = (config.overlays ?? []) + options.overlays
            } catch {
                let text = error.diagnostics.map { $0.description + "\n" }.joined()
                return Outcome(standardOutput: "", standardError: text + "endpointgen: the config file has errors; nothing was compared\n", exitCode: ExitCode.failure)
            }
        }
        let result = APIDiff.compare(old: arguments.old, new: arguments.new, options: options)
        // Warnings about the specs are generation's business; a report lists changes.
        var errorText = result.diagnostics.filter { $0.severity == .error }.map { $0.description + "\n" }.joined()
        guard let report = result.report else {
            let count = result.diagnostics.filter { $0.severity == .error }.count
            errorText += "endpointgen: \(count) error\(count == 1 ? "" : "s"); nothing was compared\n"
            return Outcome(standardOutput: "", standardError: errorText, exitCode: ExitCode.failure)
        }
        let output: String
        switch arguments.format {
        case .json: output = report.json()
        case .text: output = "endpointgen: \(arguments.old) → \(arguments.new): \(report.summary)\n" + report.text()
        }
        let fails: Bool
        switch arguments.failOn {
        case .never: fails = false
        case .breaking: fails = !report.breaking.isEmpty
        case .any: fails = !report.isEmpty
        }
        if fails {
            errorText += "endpointgen: failing because of --fail-on \(arguments.failOn.rawValue)\n"
        }
        return Outcome(standardOutput: output, standardError: errorText, exitCode: fails ? ExitCode.failure : ExitCode.success)
    }
}
