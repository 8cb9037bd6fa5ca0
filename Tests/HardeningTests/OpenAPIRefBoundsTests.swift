import EndpointGenCore
import Foundation
import Testing

/// The symbolic-link case failed before `staysInsideOnDisk` (the folder check was lexical, so
/// `specs/link/secret.yaml` was read although `specs/link` points out of the tree).
///
/// `$ref`s in OpenAPI documents on disk, read by the default file loader: cycles across files,
/// missing files, files outside the spec's folder tree (by `..`, by an absolute path, or through
/// a symbolic link), and very long chains end as positioned errors, never a hang, a crash or a
/// read outside the tree.
@Suite struct OpenAPIRefBoundsTests {
    static let head = "openapi: 3.0.3\ninfo: {title: Refs, version: '1'}\npaths: {}\ncomponents:\n  schemas:\n"

    /// Reads `specs/api.yaml` of the sandbox and returns the printed diagnostics.
    func read(_ sandbox: Sandbox, allowOutside: Bool = false) -> (spec: Spec?, printed: [String]) {
        let diagnostics = DiagnosticCollector()
        let spec = OpenAPIReader.read(file: sandbox.path("specs/api.yaml"), diagnostics: diagnostics,
                                      options: .init(allowsFilesOutsideSpecFolder: allowOutside))
        let prefix = sandbox.url.path + "/"
        return (spec, diagnostics.sorted.map { $0.description.replacingOccurrences(of: prefix, with: "") })
    }

    @Test func aCycleThroughThreeFilesIsAnError() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        try sandbox.write("specs/api.yaml", Self.head + "    A: {$ref: 'b.yaml#/B'}\n")
        try sandbox.write("specs/b.yaml", "B: {$ref: 'sub/c.yaml#/C'}\n")
        try sandbox.write("specs/sub/c.yaml", "C: {$ref: '../api.yaml#/components/schemas/A'}\n")
        let result = read(sandbox)
        #expect(result.spec == nil)
        #expect(result.printed.first?.hasPrefix("specs/api.yaml:6:") == true && result.printed.first?.contains("circular $ref") == true, "\(result.printed)")
    }

    @Test func aMissingFileIsAnErrorAtTheRef() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        try sandbox.write("specs/api.yaml", Self.head + "    A: {$ref: 'nowhere/missing.yaml#/A'}\n")
        let result = read(sandbox)
        #expect(result.spec == nil)
        #expect(result.printed == ["specs/api.yaml:6:15: error: the document's $ref 'nowhere/missing.yaml#/A' names the file 'specs/nowhere/missing.yaml', which cannot be read: no such file or not readable"])
    }

    /// `..`, an absolute path and a symbolic link inside the folder that points out of it all
    /// name a file outside the tree; each is refused, and allowed only with the option.
    @Test(arguments: ["../outside/secret.yaml#/Secret", "ABSOLUTE#/Secret", "link/secret.yaml#/Secret"])
    func aFileOutsideTheSpecFolderIsRefused(_ ref: String) throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let target = ref.replacingOccurrences(of: "ABSOLUTE", with: sandbox.path("outside/secret.yaml"))
        try sandbox.write("outside/secret.yaml", "Secret: {type: string, description: top secret}\n")
        try FileManager.default.createDirectory(atPath: sandbox.path("specs"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: sandbox.path("specs/link"), withDestinationPath: sandbox.path("outside"))
        try sandbox.write("specs/api.yaml", Self.head + "    A: {$ref: \(SampleSpecs.quoted(target))}\n")
        let refused = read(sandbox)
        #expect(refused.spec == nil)
        #expect(refused.printed.count == 1 && refused.printed.first?.hasPrefix("specs/api.yaml:6:15: error: $ref to ") == true
                && refused.printed.first?.contains("leaves the folder of the spec") == true, "\(refused.printed)")
        let allowed = read(sandbox, allowOutside: true)
        #expect(allowed.printed.filter { $0.contains("error:") }.isEmpty, "\(allowed.printed)")
    }
}
