import EndpointRuntime
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

/// The runtime against a server that answers badly (`Tests/Support/misbehaving_server.py`,
/// started and stopped by each test): every bad answer ends as the documented ``APIError``
/// case, or as success where the answer is usable, never as a crash or a hang.
@Suite struct BadResponseTests {
    @Test func aGoodAnswerDecodes() async throws {
        try await withMisbehavingServer { server in
            let item = try await client(server).send(GetRequest<StrictItem>(path: "/ok"))
            #expect(item == StrictItem(id: 1, name: "ok", status: .active))
        }
    }

    @Test func malformedJSONIsADecodingFailureWithTheRawBody() async throws {
        try await withMisbehavingServer { server in
            let error = await failure { try await client(server).send(GetRequest<StrictItem>(path: "/malformed-json")) }
            guard case .decodingFailed(let response, _)? = error else { Issue.record("got \(String(describing: error))"); return }
            #expect(response.body == Data(#"{"id": 1, "name": "o"#.utf8))
        }
    }

    @Test func aStringResponseWithAJSONContentTypeIsDecodedFromJSON() async throws {
        try await withMisbehavingServer { server in
            let text = try await client(server).send(GetRequest<String>(path: "/json-string"))
            #expect(text == #"a "quoted" text"#)
            let error = await failure { try await client(server).send(GetRequest<String>(path: "/ok")) }
            guard case .decodingFailed? = error else { Issue.record("got \(String(describing: error))"); return }
            let plain = try await client(server).send(GetRequest<String>(path: "/wrong-content-type"))
            #expect(plain.hasPrefix("{"))
        }
    }

    @Test func aBodyShorterThanItsContentLengthIsATransportFailure() async throws {
        try await withMisbehavingServer { server in
            let error = await failure { try await client(server).send(GetRequest<StrictItem>(path: "/truncated")) }
            guard case .transportFailed? = error else { Issue.record("got \(String(describing: error))"); return }
        }
    }

    @Test func aConnectionResetMidBodyIsATransportFailure() async throws {
        try await withMisbehavingServer { server in
            let error = await failure { try await client(server).send(GetRequest<[Int]>(path: "/reset")) }
            guard case .transportFailed? = error else { Issue.record("got \(String(describing: error))"); return }
        }
    }

    @Test func valuesThatAreNotJSONAreAnUnexpectedContentType() async throws {
        try await withMisbehavingServer { server in
            let plain = await failure { try await client(server).send(GetRequest<StrictItem>(path: "/wrong-content-type")) }
            guard case .unexpectedContentType(let response, "application/json")? = plain else { Issue.record("got \(String(describing: plain))"); return }
            #expect(response.value(forHeaderField: "Content-Type") == "text/plain; charset=utf-8")
            #expect(response.body == Data(#"{"id": 1, "name": "ok", "status": "active"}"#.utf8))
        }
    }

    @Test func anHTMLErrorPageWithStatus200IsAnUnexpectedContentType() async throws {
        try await withMisbehavingServer { server in
            let error = await failure { try await client(server).send(GetRequest<StrictItem>(path: "/html-200")) }
            guard case .unexpectedContentType(let response, _)? = error else { Issue.record("got \(String(describing: error))"); return }
            #expect(response.value(forHeaderField: "Content-Type") == "text/html; charset=utf-8")
            #expect(response.statusCode == 200)
            #expect(String(decoding: response.body, as: UTF8.self).hasPrefix("<!DOCTYPE html>"))
            #expect(error?.description.hasPrefix(#"Expected application/json, got Content-Type "text/html; charset=utf-8" with status 200"#) == true)
        }
    }

    /// A closed enum fails with the coding path of the value; one with a fallback case, as
    /// generated enums have, decodes the unknown value into it.
    @Test func anUnknownEnumValueFailsAClosedEnumAndFillsAFallbackCase() async throws {
        try await withMisbehavingServer { server in
            let error = await failure { try await client(server).send(GetRequest<StrictItem>(path: "/unknown-enum")) }
            guard case .decodingFailed(_, let decodingError)? = error,
                  case .dataCorrupted(let context) = decodingError else {
                Issue.record("got \(String(describing: error))")
                return
            }
            #expect(context.codingPath.map(\.stringValue) == ["status"])
            let open = try await client(server).send(GetRequest<OpenItem>(path: "/unknown-enum"))
            #expect(open.status == .unknown("teleported"))
        }
    }

    @Test func aFiftyMegabyteBodyDecodesAndDownloads() async throws {
        try await withMisbehavingServer { server in
            let size = 50_000_000
            let numbers = try await client(server).send(GetRequest<[Int]>(path: "/huge", queryItems: bytes(size)))
            #expect(numbers.count == (size - 2 + 1) / 2)
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("huge-\(UUID().uuidString).json")
            defer { try? FileManager.default.removeItem(at: file) }
            _ = try await client(server).download(GetRequest<EmptyResponse>(path: "/huge", queryItems: bytes(size)), to: file)
            let attributes = try FileManager.default.attributesOfItem(atPath: file.path)
            #expect((attributes[.size] as? NSNumber)?.intValue == size)
        }
    }

    @Test func aServerThatNeverAnswersTimesOut() async throws {
        try await withMisbehavingServer { server in
            let error = await failure { try await client(server, timeout: 1).send(GetRequest<StrictItem>(path: "/never-answer")) }
            guard case .transportFailed(let underlying)? = error else { Issue.record("got \(String(describing: error))"); return }
            #expect((underlying as? URLError)?.code == .timedOut, "\(underlying)")
        }
    }

    @Test func emptyBodiesDecodeAsEmptyResponseAndFailForATypedResponse() async throws {
        try await withMisbehavingServer { server in
            _ = try await client(server).send(GetRequest<EmptyResponse>(path: "/empty"))
            _ = try await client(server).send(GetRequest<EmptyResponse>(path: "/no-content"))
            let error = await failure { try await client(server).send(GetRequest<StrictItem>(path: "/empty")) }
            guard case .decodingFailed(let response, _)? = error else { Issue.record("got \(String(describing: error))"); return }
            #expect(response.body.isEmpty)
        }
    }

    @Test func anErrorStatusIsUnacceptableWithItsBody() async throws {
        try await withMisbehavingServer { server in
            let error = await failure { try await client(server).send(GetRequest<StrictItem>(path: "/status/500")) }
            guard case .unacceptableStatus(let response, _)? = error else { Issue.record("got \(String(describing: error))"); return }
            #expect(response.statusCode == 500)
            #expect(response.body == Data("{}".utf8))
        }
    }

    /// RFC 9110 §15.4: a client should not send credentials to another origin it is redirected
    /// to. 127.0.0.1 → localhost is another host (the same server, so the header is visible).
    @Test func aRedirectToAnotherHostDropsTheAuthorizationHeader() async throws {
        try await withMisbehavingServer { server in
            let secret = ["Authorization": "Bearer secret-token"]
            let same = try await client(server).send(GetRequest<EchoedHeaders>(path: "/redirect-same-host", headerFields: secret))
            #expect(same.headers["Authorization"] == "Bearer secret-token", "the same host keeps it: \(same.headers)")
            let other = try await client(server).send(GetRequest<EchoedHeaders>(path: "/redirect-other-host", headerFields: secret))
            #expect(other.headers["Host"]?.hasPrefix("localhost:") == true, "\(other.headers)")
            #expect(other.headers["Authorization"] == nil, "sent to another host: \(other.headers)")
        }
    }
}

/// A client for the misbehaving server.
private func client(_ server: URL, timeout: Double = 30) -> APIClient {
    APIClient(baseURL: server, timeout: timeout)
}

/// The query of `/huge` for a body of `count` bytes.
private func bytes(_ count: Int) -> QueryItems {
    var items = QueryItems()
    items.append("bytes", count)
    return items
}

/// The ``APIError`` an operation throws, or nil when it succeeds.
/// (Another error type is a test failure, recorded.)
private func failure<T>(_ operation: () async throws -> T) async -> APIError? {
    do {
        _ = try await operation()
        return nil
    } catch let error as APIError {
        return error
    } catch {
        Issue.record("not an APIError: \(error)")
        return nil
    }
}

/// A GET of a fixed path on the misbehaving server.
private struct GetRequest<Response: Decodable & Sendable>: APIRequest {
    var path: String
    var headerFields: [String: String] = [:]
    var queryItems = QueryItems()
    var method: HTTPMethod { .get }
}

/// `/headers`' answer: the request's header fields.
private struct EchoedHeaders: Decodable, Sendable {
    var headers: [String: String]
}

/// The `/ok` body with a closed enum: an unknown status fails decoding.
private struct StrictItem: Decodable, Sendable, Hashable {
    enum Status: String, Decodable, Sendable { case active, retired }
    var id: Int
    var name: String
    var status: Status
}

/// The `/ok` body with an enum that keeps unknown values, the way generated enums do.
private struct OpenItem: Decodable, Sendable, Hashable {
    enum Status: Decodable, Sendable, Hashable {
        case active, retired, unknown(String)
        init(from decoder: any Decoder) throws {
            let raw = try decoder.singleValueContainer().decode(String.self)
            switch raw {
            case "active": self = .active
            case "retired": self = .retired
            default: self = .unknown(raw)
            }
        }
    }
    var id: Int
    var name: String
    var status: Status
}
