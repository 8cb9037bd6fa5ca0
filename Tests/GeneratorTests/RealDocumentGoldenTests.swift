import Foundation
import Testing
@testable import EndpointGenCore

/// Golden files of three real OpenAPI documents. The documents are not copied into the
/// repository: they are read from `<package root>/../shared/specs/real` (see its README); the
/// expected output is kept in Fixtures/real/<document>/expected and re-recorded by
/// scripts/update-goldens like every other golden.
extension GoldenTests {
    /// The real documents with goldens, and the API name each is generated under. All three
    /// are titled "Swagger Petstore"; distinct names let CompiledGoldenTests build them in one
    /// module.
    static let realDocumentAPINames: [String: String] = [
        "oai-petstore": "OAIPetstore",
        "oai-petstore-expanded": "OAIPetstoreExpanded",
        "createapi-edgecases": "EdgeCases",
    ]

    /// The documents of `realDocumentAPINames`, sorted.
    static let realDocuments: [String] = realDocumentAPINames.keys.sorted()

    /// `<package root>/../shared/specs/real`.
    static let realDocumentsFolder = GoldenFiles.repositoryRoot
        .appendingPathComponent("../shared/specs/real").standardizedFileURL

    @Test(arguments: realDocuments)
    func realDocument(_ document: String) throws {
        let apiName = try #require(Self.realDocumentAPINames[document])
        let path = Self.realDocumentsFolder.appendingPathComponent(document + ".yaml").path
        try #require(FileManager.default.fileExists(atPath: path),
                     "missing \(path): the real documents are expected in <package root>/../shared/specs/real")
        var options = GenerationOptions()
        options.typeNames = ["SwaggerPetstore": apiName]
        options.conformances = [.hashable]  // CompiledGoldenTests compares decoded values with ==
        let result = Generator.generate(specFiles: [path], options: options)
        #expect(!result.hasErrors, "\(result.diagnostics)")
        #expect(result.files.keys.allSatisfy { $0.hasPrefix(apiName + "/") }, "\(result.files.keys.sorted())")
        try GoldenFiles.check(result.files, against: GoldenFiles.fixtures.appendingPathComponent("real")
            .appendingPathComponent(document).appendingPathComponent("expected"))
    }
}
