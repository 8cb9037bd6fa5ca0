import EndpointRuntime
import EndpointRuntimeTesting
import Foundation
import HTTPBinAPI
import HTTPBinApp
import Testing

/// The app's slideshow screen, tested without a server: a `StubTransport` answers from the
/// spec's example of `GET /json`, or with the failures the screen must explain.
@MainActor
@Suite struct SlideshowModelTests {
    let stub = StubTransport(coding: HTTPBin.coding)

    /// A model whose client sends through the stub, as the app's would through URLSession.
    func model() -> SlideshowModel {
        SlideshowModel(client: APIClient(server: APIServer(url: "https://httpbin.test"), transport: stub,
                                         coding: HTTPBin.coding, headerFields: HTTPBin.defaultHeaderFields))
    }

    @Test func showsTheSlidesOfTheSpecsExample() async throws {
        try await stub.answerWithExamples(of: HTTPBin.Json.self)
        let model = model()
        await model.load()
        #expect(model.state == .loaded(title: "Sample Slide Show", slides: ["Wake up to WonderWidgets!", "Overview"]))
        let sent = try #require(await stub.requests.first)
        #expect(sent.method == .get && sent.path == "/json" && sent.queryItems.isEmpty)
        #expect(sent.value(forHeaderField: "Accept") == "application/json")
    }

    @Test func explainsAServerError() async throws {
        await stub.respond(to: HTTPBin.Json.self, with: StubResponse(statusCode: 503, body: Data("busy".utf8)))
        let model = model()
        await model.load()
        guard case .failed(let reason) = model.state else {
            Issue.record("expected a failure, got \(model.state)")
            return
        }
        #expect(reason.contains("503"), "\(reason)")
    }

    @Test func explainsThatTheNetworkIsDown() async throws {
        await stub.respond(to: HTTPBin.Json.self, with: .failure(URLError(.notConnectedToInternet)))
        let model = model()
        await model.load()
        guard case .failed = model.state else {
            Issue.record("expected a failure, got \(model.state)")
            return
        }
    }

    @Test func everyEndpointWithAnExampleCanBeAnsweredFromTheSpec() async throws {
        try await stub.answerWithExamples(of: HTTPBin.exampleRequests)
        let client = APIClient(server: APIServer(url: "https://httpbin.test"), transport: stub, coding: HTTPBin.coding)
        // The models are not Equatable (no `conformances:` in a config file), so compare fields.
        #expect(try await client.send(HTTPBin.Uuid()).uuid == HTTPBin.UUIDResponse.example.uuid)
        #expect(try await client.send(HTTPBin.Ip()).origin == "203.0.113.7")
        let bearer = try await client.send(HTTPBin.Bearer())
        let expected = try #require(HTTPBin.Authentication.examples["bearer"])
        #expect(bearer.authenticated == expected.authenticated && bearer.token == expected.token && bearer.user == expected.user)
    }
}
