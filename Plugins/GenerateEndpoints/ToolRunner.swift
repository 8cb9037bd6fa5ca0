import Foundation
import PackagePlugin

/// Why the plugin stopped; the details were already reported as diagnostics.
enum PluginFailure: Error, CustomStringConvertible {
    case failed
    var description: String { "endpointgen reported errors; see the diagnostics above" }
}

/// Runs `endpointgen` and relays its output: standard output as is (the summary), and standard
/// error twice: as the tool wrote it (so `swift package` prints the `FILE:LINE:COL: error:
/// MESSAGE` lines, which terminals and editors can jump to; SwiftPM prints a plugin diagnostic
/// without its place), and each such line as a plugin diagnostic with file and line as well, so
/// that Xcode shows it at the spec's line.
enum ToolRunner {
    static func run(_ executable: URL, arguments: [String]) throws -> Int32 {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let errorPipe = Pipe()
        process.standardError = errorPipe
        try process.run()
        let errorData = errorPipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        FileHandle.standardError.write(errorData)
        for line in String(decoding: errorData, as: UTF8.self).split(separator: "\n") {
            relay(String(line))
        }
        return process.terminationStatus
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
