/// The `endpointgen` command line as values: what the arguments ask for, and what running it
/// should print and return. The executable only prints ``Outcome`` and exits with its code.
public enum Command {
    /// The tool's version, printed by `--version`.
    public static let version = "0.1.0"

    /// Exit codes.
    public enum ExitCode {
        /// Success (and, with `--check`, nothing would change).
        public static let success: Int32 = 0
        /// A spec or template error (nothing written), an output problem, or with `--check`
        /// files that would change.
        public static let failure: Int32 = 1
        /// The arguments are wrong.
        public static let usage: Int32 = 2
    }

    /// What the command printed and its exit code.
    public struct Outcome: Sendable, Hashable {
        /// Text for standard output.
        public var standardOutput: String
        /// Text for standard error: diagnostics `FILE:LINE:COL: error: MESSAGE`, usage errors.
        public var standardError: String
        /// The process's exit code (see ``ExitCode``).
        public var exitCode: Int32
    }

    /// The parsed arguments of `endpointgen generate`.
    public struct GenerateArguments: Sendable, Hashable {
        /// The spec files, in the order given.
        public var specFiles: [String] = []
        /// The output folder (`--output`).
        public var output: String?
        /// Generation options (`--access`, `--templates`, `--shards`, `--file-layout`,
        /// `--no-examples`, `--no-implicit-additional-properties`, `--numbers`, `--conformances`, `--stored-properties`).
        public var options = GenerationOptions()
        /// Whether `--access` was given (it then wins over the config file).
        public var accessGiven = false
        /// Whether `--file-layout` was given (it then wins over the config file).
        public var fileLayoutGiven = false
        /// Whether `--no-examples` was given (it then wins over the config file).
        public var examplesGiven = false
        /// Whether `--no-implicit-additional-properties` was given (it then wins over the config file).
        public var implicitAdditionalPropertiesGiven = false
        /// Whether `--numbers` was given (it then wins over the config file).
        public var numbersGiven = false
        /// Whether `--conformances` was given (it then wins over the config file).
        public var conformancesGiven = false
        /// Whether `--stored-properties` was given (it then wins over the config file).
        public var storedPropertiesGiven = false
        /// The config file (`--config`).
        public var config: String?
        /// Whether to only report what would change (`--check`).
        public var check = false

        /// The arguments with a config file's settings filled in where no flag gave them:
        /// its `specs` replace the spec arguments, its `access`, `templates`, `fileLayout`,
        /// `examples`, `implicitAdditionalProperties`, `numbers`, `conformances` and
        /// `storedProperties` apply unless `--access`, `--templates`, `--file-layout`,
        /// `--no-examples`, `--no-implicit-additional-properties`, `--numbers`, `--conformances`
        /// or `--stored-properties` were given,
        /// its `names` are added, its `typeOverrides` used, its `overlays` applied before
        /// those of `--overlay`, and its `lenient` and `warningsAsErrors` turn those on.
        public func applying(_ file: ConfigFile) -> GenerateArguments {
            var merged = self
            if let specs = file.specs { merged.specFiles = specs }
            if !accessGiven, let access = file.access { merged.options.access = access }
            if !fileLayoutGiven, let layout = file.fileLayout { merged.options.fileLayout = layout }
            if !examplesGiven, let examples = file.examples { merged.options.writesExamples = examples }
            if !implicitAdditionalPropertiesGiven, let keeps = file.implicitAdditionalProperties {
                merged.options.keepsImplicitAdditionalProperties = keeps
            }
            if !numbersGiven, let numbers = file.numbers { merged.options.numberType = numbers }
            if !conformancesGiven, let conformances = file.conformances { merged.options.conformances = conformances }
            if !storedPropertiesGiven, let keyword = file.storedProperties { merged.options.storedProperties = keyword }
            if merged.options.templatesDirectory == nil { merged.options.templatesDirectory = file.templates }
            // Either way on: a flag cannot turn off what the config file turns on.
            if file.lenient == true { merged.options.isLenient = true }
            if file.warningsAsErrors == true { merged.options.treatsWarningsAsErrors = true }
            merged.options.typeNames = file.names.merging(options.typeNames) { _, flag in flag }
            merged.options.typeNameLocations = file.nameLocations.merging(options.typeNameLocations) { _, flag in flag }
            merged.options.operationFilter = file.operations
            merged.options.typeOverrides = file.typeOverrides
            // Overlays given with --overlay apply after the config file's.
            merged.options.overlays = (file.overlays ?? []) + options.overlays
            return merged
        }
    }

    /// A usage mistake, such as an unknown flag or a missing value.
    public struct UsageError: Error, Sendable, Hashable {
        /// The message, one line.
        public var message: String
    }

    /// Runs the command line (the arguments after the program name).
    /// - Returns: What to print and the exit code; never exits or prints itself.
    public static func run(_ arguments: [String]) -> Outcome {
        guard let first = arguments.first else {
            return Outcome(standardOutput: "", standardError: usage, exitCode: ExitCode.usage)
        }
        switch first {
        case "--help", "-h", "help":
            return Outcome(standardOutput: help, standardError: "", exitCode: ExitCode.success)
        case "--version":
            return Outcome(standardOutput: "endpointgen \(version)\n", standardError: "", exitCode: ExitCode.success)
        case "generate":
            return subcommand(arguments, parse: parseGenerate, run: runGenerate)
        case "diff":
            return subcommand(arguments, parse: parseDiff, run: runDiff)
        default:
            return Outcome(standardOutput: "", standardError: "endpointgen: error: unknown command '\(first)'\n" + usage, exitCode: ExitCode.usage)
        }
    }

    /// Runs a subcommand: its help when `--help` or `-h` is among its arguments, its usage
    /// after a usage error, otherwise what `run` returns for the parsed arguments.
    private static func subcommand<Arguments>(_ arguments: [String], parse: ([String]) throws(UsageError) -> Arguments, run: (Arguments) -> Outcome) -> Outcome {
        let rest = Array(arguments.dropFirst())
        if rest.contains(where: { $0 == "--help" || $0 == "-h" }) {
            return Outcome(standardOutput: help, standardError: "", exitCode: ExitCode.success)
        }
        do {
            return run(try parse(rest))
        } catch {
            return Outcome(standardOutput: "", standardError: "endpointgen: error: \(error.message)\n" + usage, exitCode: ExitCode.usage)
        }
    }

    /// The options of `generate`, for the "did you mean" of an unknown one.
    static let generateOptions = ["--output", "--config", "--templates", "--access", "--shards", "--check",
                                  "--file-layout", "--no-examples", "--no-implicit-additional-properties", "--numbers", "--conformances", "--stored-properties",
                                  "--allow-refs-outside-spec-folder", "--overlay", "--lenient", "--warnings-as-errors"]

    /// Parses the arguments after `generate`.
    /// - Throws: ``UsageError`` for an unknown flag, a flag without its value, a bad value, no
    ///   spec file (and no `--config`), or no `--output`.
    public static func parseGenerate(_ arguments: [String]) throws(UsageError) -> GenerateArguments {
        var parsed = GenerateArguments()
        var specFiles: [String] = []
        try ArgumentScanner.scan(arguments, operand: { specFiles.append($0) }) { (argument, scanner) throws(UsageError) in
            func value(_ flag: String) throws(UsageError) -> String { try scanner.value(for: flag) }
            switch argument {
            case "--output", "-o":
                parsed.output = try value(argument)
            case "--templates":
                parsed.options.templatesDirectory = try value(argument)
            case "--access":
                let text = try value(argument)
                guard let access = AccessLevel(rawValue: text) else {
                    throw UsageError(message: "--access must be public, package or internal, not '\(text)'")
                }
                parsed.options.access = access
                parsed.accessGiven = true
            case "--shards":
                let text = try value(argument)
                guard let shards = Int(text), (1...1000).contains(shards) else {
                    throw UsageError(message: "--shards must be a whole number from 1 to 1000, not '\(text)'")
                }
                parsed.options.shards = shards
            case "--file-layout":
                let text = try value(argument)
                guard let layout = FileLayout(rawValue: text) else {
                    throw UsageError(message: "--file-layout must be auto, per-declaration or grouped, not '\(text)'")
                }
                parsed.options.fileLayout = layout
                parsed.fileLayoutGiven = true
            case "--config":
                parsed.config = try value(argument)
            case "--check":
                parsed.check = true
            case "--no-examples":
                parsed.options.writesExamples = false
                parsed.examplesGiven = true
            case "--no-implicit-additional-properties":
                parsed.options.keepsImplicitAdditionalProperties = false
                parsed.implicitAdditionalPropertiesGiven = true
            case "--numbers":
                let text = try value(argument)
                guard let type = NumberType(rawValue: text) else {
                    throw UsageError(message: "--numbers must be double or decimal, not '\(text)'")
                }
                parsed.options.numberType = type
                parsed.numbersGiven = true
            case "--conformances":
                let text = try value(argument)
                switch ModelConformance.parse(text.split(separator: ",").map(String.init)) {
                case .success(let conformances): parsed.options.conformances = conformances
                case .failure(let unknown): throw UsageError(message: "--conformances: \(unknown.message)")
                }
                parsed.conformancesGiven = true
            case "--stored-properties":
                let text = try value(argument)
                guard let keyword = StoredPropertyKeyword(rawValue: text) else {
                    throw UsageError(message: "--stored-properties " + StoredPropertyKeyword.unknown(text))
                }
                parsed.options.storedProperties = keyword
                parsed.storedPropertiesGiven = true
            case "--allow-refs-outside-spec-folder":
                parsed.options.allowsRefsOutsideSpecFolder = true
            case "--overlay":
                parsed.options.overlays.append(try value(argument))
            case "--lenient":
                parsed.options.isLenient = true
            case "--warnings-as-errors":
                parsed.options.treatsWarningsAsErrors = true
            default:
                throw ArgumentScanner.unknownOption(argument, known: generateOptions)
            }
        }
        parsed.specFiles = specFiles
        guard !parsed.specFiles.isEmpty || parsed.config != nil else { throw UsageError(message: "no spec file given") }
        guard let output = parsed.output, !output.isEmpty else { throw UsageError(message: "--output DIR is required") }
        return parsed
    }
}
