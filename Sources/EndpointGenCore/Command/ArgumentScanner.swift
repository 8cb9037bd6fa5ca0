/// Walks the arguments of a subcommand: operands (spec files, folders) and options, some
/// with a value in the next argument. `--` makes every later argument an operand, and so
/// does a lone `-`.
struct ArgumentScanner {
    private let arguments: [String]
    private var index = 0

    private init(_ arguments: [String]) { self.arguments = arguments }

    /// The error for an option the subcommand does not know, with the nearest known option
    /// as a "did you mean" when one is near (`--conformance` → `--conformances`).
    /// - Parameters:
    ///   - argument: The option as given.
    ///   - known: The subcommand's options.
    static func unknownOption(_ argument: String, known: [String]) -> Command.UsageError {
        let suggestion = Suggestions.nearest(to: argument, in: known).map { "; did you mean '\($0)'?" } ?? ""
        return Command.UsageError(message: "unknown option '\(argument)'\(suggestion)")
    }

    /// The argument after the current option.
    /// - Throws: ``Command/UsageError`` when there is none.
    mutating func value(for flag: String) throws(Command.UsageError) -> String {
        index += 1
        guard index < arguments.count else { throw Command.UsageError(message: "\(flag) needs a value") }
        return arguments[index]
    }

    /// Calls `operand` for each operand and `option` for each option, in order; `option` takes
    /// the option's value, when it has one, from the scanner.
    /// - Throws: What `option` throws (an unknown option, a bad value), or a missing value.
    static func scan(_ arguments: [String], operand: (String) -> Void,
                     option: (String, inout ArgumentScanner) throws(Command.UsageError) -> Void) throws(Command.UsageError) {
        var scanner = ArgumentScanner(arguments)
        var onlyOperands = false
        while scanner.index < arguments.count {
            let argument = arguments[scanner.index]
            if onlyOperands || !argument.hasPrefix("-") || argument == "-" {
                operand(argument)
            } else if argument == "--" {
                onlyOperands = true
            } else {
                try option(argument, &scanner)
            }
            scanner.index += 1
        }
    }
}
