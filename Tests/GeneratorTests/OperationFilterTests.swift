import Foundation
import Testing
@testable import EndpointGenCore

/// `operations:` in the config file: operations kept or left out by tag, operationId and path
/// prefix, and the models only left-out operations use left out with them.
@Suite struct OperationFilterTests {
    static let document = """
        openapi: 3.0.3
        info: {title: Shop, version: '1'}
        paths:
          /pets:
            get: {operationId: listPets, tags: [pets], responses: {'200': {description: x, content: {application/json: {schema: {type: array, items: {$ref: '#/components/schemas/Pet'}}}}}}}
          /pets/{id}:
            delete: {operationId: deletePet, tags: [pets], parameters: [{name: id, in: path, required: true, schema: {type: integer}}], responses: {'204': {description: x}}}
          /store/orders:
            post: {operationId: placeOrder, tags: [store], requestBody: {content: {application/json: {schema: {$ref: '#/components/schemas/Order'}}}}, responses: {'204': {description: x}}}
          /administrators:
            get: {operationId: listAdministrators, responses: {'204': {description: x}}}
          /admin/audit:
            get: {operationId: readAudit, responses: {'200': {description: x, content: {application/json: {schema: {$ref: '#/components/schemas/Audit'}}}}}}
        components:
          schemas:
            Pet: {type: object, properties: {name: {type: string}, kind: {$ref: '#/components/schemas/Kind'}}}
            Kind: {type: string, enum: [cat, dog]}
            Order: {type: object, properties: {pet: {$ref: '#/components/schemas/Pet'}, note: {$ref: '#/components/schemas/Note'}}}
            Note: {type: object, properties: {text: {type: string}}}
            Audit: {type: object, properties: {lines: {type: array, items: {type: string}}}}
            Unused: {type: object, properties: {audit: {$ref: '#/components/schemas/Audit'}}}
        """

    /// The Swift names of the generated requests and models, after `config`.
    func generate(_ config: String) throws -> (requests: [String], models: [String], outcome: Command.Outcome, configPath: String) {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("shop.yaml", Self.document)
        try folder.write("endpointgen.yaml", "specs: [shop.yaml]\n" + config)
        let path = folder.file("endpointgen.yaml").path
        let outcome = Command.run(["generate", "--config", path, "-o", folder.file("out").path])
        func names(_ sub: String) -> [String] {
            ((try? FileManager.default.contentsOfDirectory(atPath: folder.file("out/Shop/\(sub)").path)) ?? [])
                .map { $0.replacingOccurrences(of: "Shop.", with: "").replacingOccurrences(of: ".swift", with: "") }.sorted()
        }
        return (names("Requests"), names("Models"), outcome, path)
    }

    @Test func includeByTagKeepsThoseOperationsAndTheModelsTheyUse() throws {
        let result = try generate("operations:\n  include: {tags: [pets]}\n")
        #expect(result.outcome.exitCode == 0, "\(result.outcome.standardError)")
        #expect(result.requests == ["DeletePet", "ListPets"])
        // Order and Note only placeOrder uses; Audit readAudit uses, but Unused (which no
        // operation uses) needs it, so both stay.
        #expect(result.models == ["Audit", "Kind", "Pet", "Unused"])
    }

    @Test func excludeByOperationIdAndPathPrefixBySegments() throws {
        let result = try generate("operations:\n  exclude:\n    operationIds: [deletePet]\n    paths: [/admin, /store]\n")
        #expect(result.outcome.exitCode == 0, "\(result.outcome.standardError)")
        // `/admin` leaves out /admin/audit but not /administrators.
        #expect(result.requests == ["ListAdministrators", "ListPets"])
        #expect(result.models == ["Audit", "Kind", "Pet", "Unused"])
        #expect(result.outcome.standardError.isEmpty)
    }

    @Test func excludeWinsOverInclude() throws {
        let result = try generate("operations:\n  include: {tags: [pets, store]}\n  exclude: {tags: [store]}\n")
        #expect(result.requests == ["DeletePet", "ListPets"])
        #expect(!result.models.contains("Order"))
        #expect(!result.models.contains("Note"))
    }

    @Test func aRuleThatMatchesNothingIsAWarningAtItsPosition() throws {
        let result = try generate("operations:\n  include:\n    tags: [pets, pet]\n")
        #expect(result.outcome.exitCode == 0)
        #expect(result.outcome.standardError == "\(result.configPath):4:18: warning: 'pet' matches no operation, so this filter changes nothing\n")
    }

    @Test func mistakesInTheRulesAreErrorsAtTheirPosition() throws {
        let result = try generate("operations:\n  include: {tag: [pets], paths: [admin]}\n  skip: {}\n")
        #expect(result.outcome.exitCode == 1)
        let path = result.configPath
        #expect(result.outcome.standardError == """
            \(path):3:13: error: unknown key 'tag' in 'include'
            \(path):3:13: note: did you mean 'tags'?
            \(path):3:34: error: a path prefix starts with '/', not 'admin'
            \(path):4:3: error: unknown key 'skip' in 'operations'
            \(path):4:3: note: expected one of: include, exclude
            endpointgen: the config file has errors; nothing was written

            """)
    }
}
