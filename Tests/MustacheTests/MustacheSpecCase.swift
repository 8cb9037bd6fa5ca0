import Foundation
import Mustache
import Testing

/// One test of the Mustache specification, read from `../shared/mustache-spec/<module>.json`
/// beside the package root.
struct MustacheSpecCase: Sendable, CustomTestStringConvertible {
    /// The specification's modules that EndpointGen supports (all the required ones).
    static let modules = ["comments", "delimiters", "interpolation", "inverted", "partials", "sections"]

    let module: String
    let name: String
    let description: String
    let data: MustacheValue
    let template: String
    let partials: [String: String]
    let expected: String

    var testDescription: String { "\(module): \(name)" }

    /// The folder that holds the specification's JSON files.
    static var specFolder: URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent() // Tests/MustacheTests
            .deletingLastPathComponent() // Tests
            .deletingLastPathComponent() // the package root
            .deletingLastPathComponent() // the folder that holds the package root and shared/
            .appendingPathComponent("shared/mustache-spec", isDirectory: true)
    }

    /// Every test of every supported module, in file order.
    /// - Throws: ``LoadError`` naming the file that is missing or unreadable.
    static func loadAll() throws -> [MustacheSpecCase] {
        var cases: [MustacheSpecCase] = []
        for module in modules {
            let url = specFolder.appendingPathComponent("\(module).json")
            guard let bytes = FileManager.default.contents(atPath: url.path) else {
                throw LoadError(message: "Mustache spec file missing: \(url.standardizedFileURL.path). The spec tests are read from shared/mustache-spec/ beside the package root (a checkout of github.com/mustache/spec specs/, JSON files).")
            }
            let file: SpecFile
            do {
                file = try JSONDecoder().decode(SpecFile.self, from: bytes)
            } catch {
                throw LoadError(message: "Mustache spec file \(url.path) is not readable: \(error)")
            }
            cases += file.tests.map {
                MustacheSpecCase(module: module, name: $0.name, description: $0.desc, data: $0.data.value,
                                 template: $0.template, partials: $0.partials ?? [:], expected: $0.expected)
            }
        }
        return cases
    }

    /// Every test, or none when the files cannot be read (``MustacheSpecTests`` then fails the
    /// presence test with the reason).
    static let all: [MustacheSpecCase] = (try? loadAll()) ?? []

    struct LoadError: Error, CustomStringConvertible {
        let message: String
        var description: String { message }
    }

    private struct SpecFile: Decodable {
        struct Test: Decodable {
            let name: String
            let desc: String
            let data: JSONValue
            let template: String
            let partials: [String: String]?
            let expected: String
        }
        let tests: [Test]
    }
}

/// Any JSON value, decoded into a ``MustacheValue`` (Booleans stay Booleans, numbers Doubles).
struct JSONValue: Decodable {
    let value: MustacheValue

    init(from decoder: any Decoder) throws {
        if var array = try? decoder.unkeyedContainer() {
            var items: [MustacheValue] = []
            while !array.isAtEnd { items.append(try array.decode(JSONValue.self).value) }
            value = .list(items)
            return
        }
        if let object = try? decoder.container(keyedBy: AnyKey.self) {
            var members: [String: MustacheValue] = [:]
            for key in object.allKeys { members[key.stringValue] = try object.decode(JSONValue.self, forKey: key).value }
            value = .object(members)
            return
        }
        let single = try decoder.singleValueContainer()
        if single.decodeNil() {
            value = .null
        } else if let bool = try? single.decode(Bool.self) {
            value = .bool(bool)
        } else if let number = try? single.decode(Double.self) {
            value = .number(number)
        } else {
            value = .string(try single.decode(String.self))
        }
    }

    private struct AnyKey: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}
