import Foundation

/// Runs `Tests/Support/misbehaving_server.py` (Python standard library only) on 127.0.0.1 and a
/// free port for the duration of `body`, and stops it afterwards, also when `body` throws.
///
/// The server exits by itself when its standard input closes, so it cannot outlive a test
/// process that crashes.
func withMisbehavingServer<T>(_ body: (URL) async throws -> T) async throws -> T {
    let script = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent() // BadResponses
        .deletingLastPathComponent() // EndpointRuntimeTests
        .deletingLastPathComponent() // Tests
        .appendingPathComponent("Support/misbehaving_server.py")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", script.path]
    let input = Pipe(), output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    try process.run()
    defer {
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
    }
    let port = try readPort(from: output.fileHandleForReading)
    guard let url = URL(string: "http://127.0.0.1:\(port)") else { throw MisbehavingServerError.noPort("") }
    return try await body(url)
}

/// The server did not announce its port.
enum MisbehavingServerError: Error {
    case noPort(String)
}

/// Reads the `PORT <n>` line the server prints once it listens.
private func readPort(from handle: FileHandle) throws -> Int {
    var text = ""
    while !text.contains("\n") {
        let chunk = handle.availableData
        if chunk.isEmpty { break }
        text += String(decoding: chunk, as: UTF8.self)
    }
    let line = text.split(separator: "\n").first.map(String.init) ?? ""
    guard line.hasPrefix("PORT "), let port = Int(line.dropFirst(5)) else {
        throw MisbehavingServerError.noPort(text)
    }
    return port
}
