import ConformanceSupport
import EndpointRuntime
import FastAPIClient
import Foundation
import Testing

/// The FastAPI server of FastAPIServer/app.py, started once for this test process.
let server = Result { try TestServer.start("fastapi") }

/// A client for the server with the given middlewares.
func client(_ middlewares: [any Middleware] = []) throws -> APIClient {
    try server.get().client(coding: Conformance.coding, middlewares: middlewares)
}

/// A date-time read as the client reads one from the server.
func dateTime(_ text: String) throws -> Date {
    try ConformanceSupport.dateTime(text, coding: Conformance.coding)
}

@Suite(.serialized) struct FastAPIDocumentTests {
    @Test func theCommittedDocumentIsTheServersOwn() async throws {
        try await expectCommittedDocument("FastAPIClient/openapi.json", servedBy: server.get(), at: "/openapi.json")
    }
}
