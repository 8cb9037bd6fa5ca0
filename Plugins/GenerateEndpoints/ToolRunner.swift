import Foundation
import PackagePlugin

/// Why the plugin stopped; the details were already reported as diagnostics.
enum PluginFailure: Error, CustomStringConvertible {
    /// The tool reported errors (or could not write).
    case failed
    /// With `--check`: generated code differs from what the specs give; nothing was wrong.
    case outOfDate
    var description: String {
        switch self {
        case .failed: "endpointgen reported errors; see the diagnostics above"
        case .outOfDate: "generated code is out of date; run `swift package --allow-writing-to-package-directory generate-endpoints` and commit the result"
        }
    }
}

/// Runs `endpointgen` and relays its output: standard output as is (the summary), and standard
/// error twice: as the tool wrote it (so `swift package` prints the `FILE:LINE:COL: error:
/// MESSAGE` lines, which terminals and editors can jump to; SwiftPM prints a plugin diagnostic
/// without its place), and each such line as a plugin diagnostic with file and line as well, so
/// that Xcode shows it at the spec's line.
enum ToolRunner {
    /// Runs the tool; returns its exit status and whether it printed an error diagnostic.
    static func run(_ executable: URL, arguments: [String]) throws -> (status: Int32, reportedErrors: Bool) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let errorPipe = Pipe()
        process.standardError = errorPipe
        try process.run()
        let errorData = errorPipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        FileHandle.standardError.write(errorData)
        var reportedErrors = false
        for line in String(decoding: errorData, as: UTF8.self).split(separator: "\n") {
            if line.contains(": error: ") { reportedErrors = true }
            relay(String(line))
        }
        return (process.terminationStatus, reportedErrors)
    }

    /// Writes a line on standard output at once (not buffered as `print` is), so that it comes
    /// before the output of the tool run next.
    static func say(_ text: String) {
        FileHandle.standardOutput.write(Data((text + "\n").utf8))
    }

    /// Turns one line of the tool's standard error into a diagnostic.
    static func relay(_ line: String) {
        for (marker, severity) in [(": error: ", Diagnostics.Severity.error), (": warning: ", .warning), (": note: ", .remark)] {
            guard let range = line.range(of: marker) else { continue }
            let place = line[..<range.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
            let message = String(line[range.upperBound...])
            if place.count >= 3, let lineNumber = Int(place[place.count - 2]) {
                let file = place.dropLast(2).joined(separator: ":")
                Diagnostics.emit(severity, message, file: file, line: lineNumber)
            } else {
                Diagnostics.emit(severity, message)
            }
            return
        }
        // Other lines (the tool's closing "nothing was written") were printed as they are.
    }
}
