import Foundation
import EndpointRuntime

/// What httpbin's `/anything` and friends echo back about the request they received.
struct Echo<JSON: Decodable & Sendable>: Decodable, Sendable {
    var method: String? // absent from /get
    var url: String
    var args: [String: OneOrMany]
    var headers: [String: String]
    var form: [String: OneOrMany]?
    var files: [String: OneOrMany]?
    var data: String?
    var json: JSON?

    /// A header field the server received, its name compared case-insensitively.
    func header(_ name: String) -> String? {
        headers.first { $0.key.lowercased() == name.lowercased() }?.value
    }
}

/// httpbin writes a repeated parameter as a list and a single one as a string.
enum OneOrMany: Decodable, Sendable, Equatable {
    case one(String)
    case many([String])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let text = try? container.decode(String.self) {
            self = .one(text)
        } else {
            self = .many(try container.decode([String].self))
        }
    }
}

/// No JSON body is expected in the echo.
struct NoJSON: Decodable, Sendable {}

/// A request to any httpbin path, with everything settable, for tests.
struct TestRequest<Response: Decodable & Sendable>: APIRequest {
    var method: HTTPMethod = .get
    var path: String
    var queryItems = QueryItems()
    var headerFields: [String: String] = [:]
    var body: RequestBody?
    var server: APIServer?

    init(_ method: HTTPMethod = .get, _ path: String, as _: Response.Type = Response.self) {
        self.method = method
        self.path = path
    }
}
