import Foundation
public enum HTTPMethod: String, Sendable, Hashable, CaseIterable {
    case get = "GET", head = "HEAD", post = "POST", put = "PUT", delete = "DELETE",
         connect = "CONNECT", options = "OPTIONS", trace = "TRACE", patch = "PATCH"
}
public protocol APIRequest: Sendable {
    associatedtype Response: Decodable & Sendable
    var method: HTTPMethod { get }
    var path: String { get }
    var queryItems: QueryItems { get }
    var headerFields: [String: String] { get }
    var body: RequestBody? { get }
    func errorBody(statusCode: Int, data: Data, decoder: JSONDecoder) -> (any Decodable & Sendable)?
}
extension APIRequest {
    public var queryItems: QueryItems { QueryItems() }
    public var headerFields: [String: String] { [:] }
    public var body: RequestBody? { nil }
    public func errorBody(statusCode: Int, data: Data, decoder: JSONDecoder) -> (any Decodable & Sendable)? { nil }
}
public struct EmptyResponse: Decodable, Sendable, Hashable { public init() {} }
public protocol QueryValue: Sendable { var queryText: String { get } }
extension String: QueryValue { public var queryText: String { self } }
extension Int: QueryValue { public var queryText: String { String(self) } }
extension Int32: QueryValue { public var queryText: String { String(self) } }
extension Int64: QueryValue { public var queryText: String { String(self) } }
extension Double: QueryValue { public var queryText: String { String(self) } }
extension Float: QueryValue { public var queryText: String { String(self) } }
extension Bool: QueryValue { public var queryText: String { self ? "true" : "false" } }
extension Decimal: QueryValue { public var queryText: String { "\(self)" } }
extension Date: QueryValue { public var queryText: String { formatted(.iso8601) } }
extension URL: QueryValue { public var queryText: String { absoluteString } }
extension UUID: QueryValue { public var queryText: String { uuidString } }
public enum PathParameter {
    public static func encode(_ value: some QueryValue) -> String {
        value.queryText.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
    }
}
public struct QueryItems: Sendable, Hashable {
    public var items: [String] = []
    public init() {}
    public mutating func append(_ name: String, _ value: (some QueryValue)?) { if let value { items.append(name + "=" + value.queryText) } }
    public mutating func append(_ name: String, _ values: [some QueryValue]?, style: ArrayStyle = .repeated) {
        guard let values else { return }
        switch style {
        case .repeated: for v in values { items.append(name + "=" + v.queryText) }
        case .commaSeparated: items.append(name + "=" + values.map(\.queryText).joined(separator: ","))
        }
    }
    public enum ArrayStyle: Sendable { case repeated, commaSeparated }
}
public enum RequestBody: Sendable {
    case json(any Encodable & Sendable)
    case form(QueryItems)
    case multipart(MultipartFormData)
    case data(Data, contentType: String)
}
public struct MultipartFormData: Sendable {
    public var parts: [String] = []
    public init() {}
    public mutating func append(_ name: String, _ value: (some QueryValue)?) { if let value { parts.append(name + "=" + value.queryText) } }
    public mutating func append(_ name: String, data: Data?, filename: String? = nil, contentType: String = "application/octet-stream") { if let data { parts.append(name + ":" + String(data.count)) } }
    public mutating func append(_ name: String, fileURL: URL, filename: String? = nil, contentType: String = "application/octet-stream") {}
}
public struct APIServer: Sendable, Hashable {
    public var url: String
    public var description: String?
    public init(url: String, description: String? = nil) { self.url = url; self.description = description }
}
public struct JSONCoding: Sendable {
    public enum DateStrategy: Sendable { case iso8601, iso8601Fractional, secondsSince1970, millisecondsSince1970, formatted(String) }
    public var dates: DateStrategy
    public init(dates: DateStrategy = .iso8601, convertSnakeCaseKeys: Bool = false) { self.dates = dates }
}
