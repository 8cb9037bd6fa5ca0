import Foundation

/// Compiles documentation samples with `swiftc` in the Swift 6 language mode, warnings as
/// errors, against the `EndpointRuntime` module of this build and `HTTPBinAPI`, the example's
/// committed generated client, compiled once into a temporary folder.
struct SampleCompiler: Sendable {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The package's root folder, found from this file's path.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The compiler, set up once for every sample (building `HTTPBinAPI` takes a few seconds).
    static let shared: Result<SampleCompiler, Failure> = Result { () throws(Failure) in try SampleCompiler() }

    /// The folder holding `EndpointRuntime.swiftmodule`.
    let runtimeModules: URL
    /// The folder holding `HTTPBinAPI.swiftmodule`, and the samples' scratch files.
    let workFolder: URL
    /// The folder holding `PackageDescription.swiftmodule`, for manifests.
    let manifestAPI: URL

    private init() throws(Failure) {
        // The test binary sits in the build folder, beside `Modules/`.
        let binaryFolder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        let candidates = [binaryFolder.appendingPathComponent("Modules"), binaryFolder,
                          Self.packageRoot.appendingPathComponent(".build/debug/Modules")]
        guard let modules = candidates.first(where: {
            FileManager.default.fileExists(atPath: $0.appendingPathComponent("EndpointRuntime.swiftmodule").path)
        }) else {
            throw Failure(description: "no EndpointRuntime.swiftmodule in \(candidates.map(\.path))")
        }
        runtimeModules = modules
        guard let swiftc = Self.which("swiftc") else { throw Failure(description: "no swiftc on PATH") }
        manifestAPI = swiftc.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("lib/swift/pm/ManifestAPI")
        workFolder = FileManager.default.temporaryDirectory
            .appendingPathComponent("endpointgen-doc-samples-\(ProcessInfo.processInfo.processIdentifier)")
        do {
            try? FileManager.default.removeItem(at: workFolder)
            try FileManager.default.createDirectory(at: workFolder, withIntermediateDirectories: true)
        } catch {
            throw Failure(description: "cannot create \(workFolder.path): \(error)")
        }
        let client = Self.packageRoot.appendingPathComponent("Examples/HTTPBinClient/Sources/HTTPBinAPI")
        let sources = (FileManager.default.enumerator(atPath: client.path)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix(".swift") }.sorted().map { client.appendingPathComponent($0).path }
        guard !sources.isEmpty else { throw Failure(description: "no Swift files in \(client.path)") }
        try Self.swiftc(["-emit-module", "-wmo", "-parse-as-library", "-module-name", "HTTPBinAPI", "-swift-version", "6",
                         "-I", modules.path, "-emit-module-path", workFolder.appendingPathComponent("HTTPBinAPI.swiftmodule").path]
                        + sources)
    }

    /// Compiles one sample.
    ///
    /// - Throws: ``Failure`` with the compiler's output when it reports an error or a warning.
    func compile(_ sample: SwiftSample) throws(Failure) {
        let name = sample.description.replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: ":", with: "_")
        let folder = workFolder.appendingPathComponent(name)
        let isManifest = sample.isManifest
        let file = folder.appendingPathComponent(isManifest ? "Package.swift" : "main.swift")
        let prelude = isManifest ? "" : """
            import Foundation
            #if canImport(FoundationNetworking)
            import FoundationNetworking
            #endif
            import EndpointRuntime
            import HTTPBinAPI

            """
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try (prelude + sample.source + "\n").write(to: file, atomically: true, encoding: .utf8)
        } catch {
            throw Failure(description: "cannot write \(file.path): \(error)")
        }
        var arguments = ["-swift-version", "6", "-warnings-as-errors"]
        if isManifest {
            let firstLine = sample.code.prefix { $0 != "\n" }
            let version = firstLine.split(separator: ":").last.map { $0.trimmingCharacters(in: .whitespaces) } ?? "6.0"
            arguments += ["-typecheck", "-I", manifestAPI.path, "-package-description-version", version]
        } else {
            // SIL, not only type checking: definite initialization and region-based isolation
            // run on it. Nothing is written.
            arguments += ["-emit-sil", "-o", "/dev/null", "-I", runtimeModules.path, "-I", workFolder.path]
        }
        do {
            try Self.swiftc(arguments + [file.path])
        } catch {
            throw Failure(description: "\(sample) does not compile:\n\(error.description)\n--- compiled as \(file.path):\n\(prelude + sample.source)")
        }
    }

    private static func swiftc(_ arguments: [String]) throws(Failure) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc"] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch { throw Failure(description: "cannot run swiftc: \(error)") }
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw Failure(description: output) }
    }

    private static func which(_ tool: String) -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        return path.split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent(tool) }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }?
            .resolvingSymlinksInPath()
    }
}
