// The cost of refusing rounded numbers (WrittenNumbers): decoding the same payloads as the
// generated JSONValue decodes them, before (plain `decode`, no check) and after
// (`decodeExactly`, which scans the text and checks every number), in one run; prints each
// round and the ratio after / before. Usage: NumberCheck FILE.json... [ROUNDS=5]
import EndpointRuntime
import Foundation

/// Any JSON value, decoded as support.mustache's `JSONValue` is, with or without the check.
enum Value<Check: CheckChoice>: Decodable {
    case null, bool(Bool), number(Double), string(String), array([Value]), object([String: Value])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Int64.self) {
            // Integers first, as support.mustache's JSONValue; checked since JSONDecoder reads
            // 7.0000000000000000001 as 7.
            self = .number(Double(Check.checks ? try value.checked(in: container) : value))
        } else if let value = try? container.decode(Double.self) {
            self = .number(Check.checks ? try value.checked(in: container) : value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([Value].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: Value].self))
        }
    }
}

protocol CheckChoice { static var checks: Bool { get } }
enum Before: CheckChoice { static let checks = false }
enum After: CheckChoice { static let checks = true }

func seconds(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

let arguments = CommandLine.arguments.dropFirst()
let rounds = arguments.last.flatMap { Int($0) } ?? 5
let files = arguments.filter { Int($0) == nil }
for file in files {
    guard let data = FileManager.default.contents(atPath: file) else { print("cannot read \(file)"); continue }
    let decoder = JSONDecoder()
    var before: [Double] = [], after: [Double] = []
    for _ in 0..<rounds {
        before.append(try seconds { _ = try decoder.decode(Value<Before>.self, from: data) })
        after.append(try seconds { _ = try decoder.decodeExactly(Value<After>.self, from: data) })
    }
    let (b, a) = (before.min() ?? 0, after.min() ?? 0)
    print(String(format: "%@: %.1f MB, before %.3f s, after %.3f s (best of %d), after/before %.3f",
                 (file as NSString).lastPathComponent, Double(data.count) / 1e6, b, a, rounds, a / b))
}
