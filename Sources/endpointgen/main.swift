// The endpointgen command: arguments in, text out, exit code. All logic is in EndpointGenCore.
import EndpointGenCore
import Foundation

let outcome = Command.run(Array(CommandLine.arguments.dropFirst()))
FileHandle.standardOutput.write(Data(outcome.standardOutput.utf8))
FileHandle.standardError.write(Data(outcome.standardError.utf8))
exit(outcome.exitCode)
