import EndpointGenCore
import Foundation
import Testing

/// A run of `endpointgen` killed at any moment leaves every output file whole: the old content
/// or the new one, never a mix or a truncated file.
@Suite struct AtomicWriteTests {
    /// The `endpointgen` executable built beside the test bundle (`swift build --build-tests`
    /// builds it; `scripts/test` does that).
    static var executable: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("endpointgen")
    }

    @Test func aRunKilledMidwayLeavesEachFileOldOrNew() throws {
        let tool = Self.executable
        try #require(FileManager.default.isExecutableFile(atPath: tool.path), "build the tool first: \(tool.path)")
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        // 1,000 endpoints: the version appears in every file, so v2 rewrites all of them.
        try sandbox.write("v1/shop.yaml", SampleSpecs.shop(endpoints: 1000, version: "v1"))
        try sandbox.write("v2/shop.yaml", SampleSpecs.shop(endpoints: 1000, version: "v2"))
        for version in ["v1", "v2"] {
            let outcome = Command.run(["generate", sandbox.path("\(version)/shop.yaml"), "--output", sandbox.path("\(version)-out")])
            try #require(outcome.exitCode == 0, "\(outcome.standardError)")
        }
        let old = sandbox.snapshot("v1-out"), new = sandbox.snapshot("v2-out")
        let swiftFiles = old.keys.filter { $0.hasSuffix(".swift") }
        try #require(Set(swiftFiles) == Set(new.keys.filter { $0.hasSuffix(".swift") }))
        try #require(swiftFiles.allSatisfy { old[$0] != new[$0] }, "every file must differ between v1 and v2")

        // How long a whole run takes here, to spread the kills over it (a measure, not a check).
        let started = Date()
        try runTool(tool, sandbox, killAfter: nil)
        let whole = Date().timeIntervalSince(started)
        var mixed = 0, leftovers = 0
        // Kill after a growing share of that time: early kills land before any write, late ones
        // while the files are being replaced (the last tenth of the run).
        let shares = [0.5, 0.8, 0.88, 0.92, 0.95, 0.98, 1.0]
        for share in shares {
            let delay = whole * share
            try runTool(tool, sandbox, killAfter: delay)
            let now = sandbox.snapshot("out")
            var sawOld = false, sawNew = false
            for path in swiftFiles {
                let content = now[path]
                #expect(content == old[path] || content == new[path], "\(path) is neither the old nor the new file after a kill at \(delay) s")
                if content == old[path] { sawOld = true } else if content == new[path] { sawNew = true }
            }
            // Leftover temporary files of a killed run must not be Swift sources the build picks up.
            let strays = now.keys.filter { $0.hasSuffix(".swift") && !swiftFiles.contains($0) }
            #expect(strays.isEmpty, "unexpected Swift files: \(strays.sorted())")
            if sawOld && sawNew { mixed += 1 }
            leftovers += now.keys.filter { $0.hasSuffix(".tmp") }.count
        }
        // A complete run removes what killed runs leave: a half-written temporary file and an
        // empty one, named as the tool names them. A hand-written hidden file stays.
        let folder = (try #require(swiftFiles.sorted().first) as NSString).deletingLastPathComponent
        let prefix = folder.isEmpty ? "out/" : "out/\(folder)/"
        try sandbox.write(prefix + ".Half.swift.4242.tmp", Generator.headerMarker + " from shop.yaml. DO NOT EDIT.\nstruct Ha")
        try sandbox.write(prefix + ".Empty.swift.4243.tmp", "")
        try sandbox.write(prefix + ".notes.tmp", "mine")
        try runTool(tool, sandbox, killAfter: nil, resetting: false)
        var expected = new
        expected[String((prefix + ".notes.tmp").dropFirst("out/".count))] = Data("mine".utf8)
        let final = sandbox.snapshot("out")
        #expect(Set(final.keys).symmetricDifference(expected.keys).isEmpty,
                "left or missing: \(Set(final.keys).symmetricDifference(expected.keys).sorted())")
        #expect(expected.keys.filter { final[$0] != expected[$0] }.isEmpty, "files not rewritten to v2")
        print("AtomicWriteTests: a whole run took \(whole) s; \(mixed) of \(shares.count) kills landed while files were being replaced, leaving \(leftovers) hidden temporary files")
    }

    /// Copies the v1 output to `out` (when `resetting`), runs the tool on the v2 spec into it, and kills the tool
    /// with SIGKILL after `killAfter` seconds (or lets it finish).
    func runTool(_ tool: URL, _ sandbox: Sandbox, killAfter delay: Double?, resetting: Bool = true) throws {
        let output = sandbox.path("out")
        if resetting {
            try? FileManager.default.removeItem(atPath: output)
            try FileManager.default.copyItem(atPath: sandbox.path("v1-out"), toPath: output)
        }
        let process = Process()
        process.executableURL = tool
        // The same spec file name as the v1 run (the header names it).
        process.arguments = ["generate", sandbox.path("v2/shop.yaml"), "--output", output]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        if let delay {
            Thread.sleep(forTimeInterval: delay)
            kill(process.processIdentifier, SIGKILL)
        }
        process.waitUntilExit()
    }
}
