import Foundation
import PackagePlugin

/// Why the plugin stopped; the details were already printed.
enum PluginFailure: Error, CustomStringConvertible {
    /// The tool reported errors (or could not write); the tool's closing line, such as
    /// "endpointgen: 2 errors; nothing was written", or a line of the plugin's own.
    case failed(String)
    /// With `--check`: generated code differs from what the specs give; nothing was wrong.
    case outOfDate
    var description: String {
        switch self {
        case .failed(let summary): summary
        case .outOfDate: "generated code is out of date; run `swift package --allow-writing-to-package-directory generate-endpoints` and commit the result"
        }
    }
}

/// Runs `endpointgen` and relays its output: standard output as is (the summary), and standard
/// error as is, once and in order, as the `FILE:LINE:COL: error: MESSAGE` lines terminals and
/// editors turn into links, except the tool's closing line ("endpointgen: 2 errors; nothing
/// was written"), which the plugin ends with as its error (SwiftPM prints a plugin's
/// diagnostics without their places, so relaying each one as a diagnostic too printed every
/// one twice).
enum ToolRunner {
    /// Runs the tool; returns its exit status, whether it printed an error diagnostic, and its
    /// closing line (`nil` when it printed none).
    static func run(_ executable: URL, arguments: [String]) throws -> (status: Int32, reportedErrors: Bool, closingLine: String?) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let errorPipe = Pipe()
        process.standardError = errorPipe
        try process.run()
        let errorData = errorPipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        var lines = String(decoding: errorData, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        var closingLine: String?
        if process.terminationStatus != 0, let last = lines.last, last.hasPrefix("endpointgen: "), !last.contains(": error: ") {
            closingLine = last
            lines.removeLast()
        }
        if !lines.isEmpty { FileHandle.standardError.write(Data(lines.map { $0 + "\n" }.joined().utf8)) }
        let reportedErrors = lines.contains { $0.contains(": error: ") }
        return (process.terminationStatus, reportedErrors, closingLine)
    }

    /// Writes a line on standard output at once (not buffered as `print` is), so that it comes
    /// before the output of the tool run next.
    static func say(_ text: String) {
        FileHandle.standardOutput.write(Data((text + "\n").utf8))
    }
}
