import Foundation
import Testing
@testable import EndpointRuntime

/// Numbers sent in parameters and bodies reach a real server (Tests/Support/misbehaving_server.py
/// on 127.0.0.1) as the same number, read with Python's `float` (as FastAPI reads it) and
/// `Decimal` (as Django's `DecimalField` reads it); NaN and infinity are refused before sending.
@Suite struct NumberParameterTests {
    struct Readings: Decodable, Sendable {
        var text: String
        var float: String?
        var decimal: String?
    }

    /// Asks the server to read `value`, in the query or in the path.
    struct ReadNumber: APIRequest {
        var value: any QueryValue
        var inPath = false
        var method: HTTPMethod { .get }
        var path: String { inPath ? "/number/" + PathParameter.encode(value) : "/number" }
        var queryItems: QueryItems {
            var items = QueryItems()
            if !inPath { items.append("value", value) }
            return items
        }
        func decodeResponse(_ response: HTTPResponse, decoder: JSONDecoder) throws(APIError) -> Readings {
            try response.decodeBody(as: Readings.self, decoder: decoder)
        }
    }

    /// Sends `values` as JSON to /echo.
    struct SendBody: APIRequest {
        var values: [Double]
        var method: HTTPMethod { .post }
        var path: String { "/echo" }
        var body: RequestBody? { .json(values) }
        func decodeResponse(_ response: HTTPResponse, decoder: JSONDecoder) throws(APIError) -> HTTPResponse { response }
    }

    static let doubles: [Double] = [0.1, 1e-5, 1e-7, 19.99, -0.0, 1e20, 1.5e300, .leastNonzeroMagnitude, .greatestFiniteMagnitude,
                                    9_007_199_254_740_992, 0.30000000000000004, -4.35, 123_456.789]

    @Test func aDoubleParameterIsReadAsTheSameNumberInTheQueryAndThePath() async throws {
        try await withMisbehavingServer { server in
            let client = APIClient(baseURL: server)
            for value in Self.doubles {
                for inPath in [false, true] {
                    let read = try await client.send(ReadNumber(value: value, inPath: inPath))
                    // As JSON writes it: `-0` for -0.0, `9007199254740992` without `.0`.
                    let json = String(decoding: try JSONEncoder().encode([value]), as: UTF8.self).dropFirst().dropLast()
                    #expect(read.text == String(json), "\(value) in the \(inPath ? "path" : "query")")
                    #expect(read.float.flatMap(Double.init) == value, "\(value) as float: \(String(describing: read.float))")
                    #expect(read.decimal.flatMap { Decimal(string: $0) } == Decimal(string: value.description),
                            "\(value) as Decimal: \(String(describing: read.decimal))")
                }
            }
            let float = try await client.send(ReadNumber(value: Float(0.1)))
            #expect(float.text == "0.1" && float.float == "0.1")
            let decimal = try await client.send(ReadNumber(value: Decimal(string: "0.1000000000000000000001") ?? 0))
            #expect(decimal.decimal == "0.1000000000000000000001")
        }
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity])
    func aNumberWithoutAJSONFormIsRefusedBeforeSending(_ value: Double) async throws {
        let transport = ScriptedTransport([.response(jsonResponse(200))])
        let client = scriptedClient(transport)
        for inPath in [false, true] {
            let error = await apiError { try await client.send(ReadNumber(value: value, inPath: inPath)) }
            guard case .encodingFailed? = error else { Issue.record("expected encodingFailed, got \(String(describing: error))"); continue }
        }
        let body = await apiError { try await client.send(SendBody(values: [1, value])) }
        guard case .encodingFailed? = body else { Issue.record("expected encodingFailed, got \(String(describing: body))"); return }
        let float = await apiError { try await client.send(ReadNumber(value: Float(value))) }
        guard case .encodingFailed? = float else { Issue.record("expected encodingFailed, got \(String(describing: float))"); return }
        #expect(transport.requests.isEmpty)
    }

    @Test func aDecimalNaNIsRefusedBeforeSending() async throws {
        let transport = ScriptedTransport([.response(jsonResponse(200))])
        let error = await apiError { try await scriptedClient(transport).send(ReadNumber(value: Decimal.nan)) }
        guard case .encodingFailed? = error else { Issue.record("expected encodingFailed, got \(String(describing: error))"); return }
        #expect(transport.requests.isEmpty)
    }
}
