import Foundation

/// A finished process's exit status and output.
struct ProcessResult {
    var status: Int32
    var output: String
}

/// Runs a program to its end, with standard output and error together.
/// - Parameters:
///   - executable: The program's path, or a name to find through `/usr/bin/env`.
///   - arguments: Its arguments.
///   - directory: The working folder; the current one unless given.
func runProcess(_ executable: String, _ arguments: [String], in directory: URL? = nil) throws -> ProcessResult {
    let process = Process()
    if executable.hasPrefix("/") {
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
    } else {
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [executable] + arguments
    }
    if let directory { process.currentDirectoryURL = directory }
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return ProcessResult(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
}

/// Runs `scripts/httpbin-server` (httpbin under gunicorn on 127.0.0.1 and a free port) for the
/// duration of `body` and stops it afterwards; the server also stops if this process dies.
func withHTTPBin<T>(_ body: (URL) async throws -> T) async throws -> T {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", Paths.packageRoot.appendingPathComponent("scripts/httpbin-server").path]
    let input = Pipe(), output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    try process.run()
    defer {
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
    }
    var line = Data()
    while !line.contains(UInt8(ascii: "\n")) {
        let chunk = output.fileHandleForReading.availableData
        if chunk.isEmpty { break }
        line += chunk
    }
    let text = String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    guard let url = URL(string: text), url.host != nil else {
        throw HTTPBinUnavailable(output: text)
    }
    return try await body(url)
}

/// httpbin did not start (run scripts/bootstrap to install it).
struct HTTPBinUnavailable: Error, CustomStringConvertible {
    var output: String
    var description: String { "scripts/httpbin-server did not start (run scripts/bootstrap): \(output)" }
}
