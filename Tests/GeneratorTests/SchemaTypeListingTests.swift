import Foundation
import Testing
@testable import EndpointGenCore

/// `SchemaTypeListing` (behind scripts/check-examples) names the type the generated client
/// gives each schema, wherever the schema sits.
@Suite struct SchemaTypeListingTests {
    @Test func eachSchemaHasTheTypeOfTheGeneratedClient() {
        let path = GoldenFiles.fixtures.appendingPathComponent("valid/unions/spec.yaml").path
        let pointers = [
            "/components/schemas/Message",
            "/components/schemas/UserMessage/properties/id",
            "/components/schemas/UserMessage/properties/role",
            "/components/schemas/UserMessage/properties/attachments",
            "/components/schemas/AssistantMessage/properties/content",
            "/components/schemas/Event/oneOf/0",
            "/components/schemas/Done/properties/version",
            "/paths/~1messages/post/requestBody/content/application~1json/schema",
            "/components/schemas/Dog/allOf/1",
            "/components/schemas/Nothing",
        ]
        let (namespace, types, diagnostics) = SchemaTypeListing.swiftTypes(ofSchemasAt: pointers, inDocument: path)
        #expect(!diagnostics.contains { $0.severity == .error })
        #expect(namespace == "Unions")
        #expect(types == [
            "/components/schemas/Message": "Unions.Message",
            "/components/schemas/UserMessage/properties/id": "UUID",
            "/components/schemas/UserMessage/properties/role": "String",
            "/components/schemas/UserMessage/properties/attachments": "[UUID]",
            "/components/schemas/AssistantMessage/properties/content": "String?",
            "/components/schemas/Event/oneOf/0": "Unions.EventVariant1",
            "/components/schemas/Done/properties/version": "Unions.DoneVersion",
            "/paths/~1messages/post/requestBody/content/application~1json/schema": "[Unions.Message]",
        ])
    }
}
