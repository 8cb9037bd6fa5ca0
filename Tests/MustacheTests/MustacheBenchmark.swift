import Foundation
import Mustache
import Testing

/// Figures for the engine's speed, printed by `scripts/benchmark-mustache` (which sets
/// `MUSTACHE_BENCHMARK=1`). It asserts nothing about time; it only checks that the outputs are
/// complete, so the measured work is real.
@Suite(.enabled(if: ProcessInfo.processInfo.environment["MUSTACHE_BENCHMARK"] != nil))
struct MustacheBenchmark {
    static let modelSource = """
        /// {{summary}}
        public struct {{name}}: Codable, Hashable, Sendable {
            {{#properties}}
            {{>property}}
            {{/properties}}
        }

        """
    static let propertySource = """
        /// {{doc}}
        public var {{swiftName}}: {{type}}{{^required}}?{{/required}}

        """

    static func model(properties count: Int) -> MustacheValue {
        .object([
            "name": .string("Pet"),
            "summary": .string("A pet <in> the store & more."),
            "properties": .list((0..<count).map { index in
                .object([
                    "swiftName": .string("property\(index)"),
                    "type": .string(index % 2 == 0 ? "String" : "[Int]"),
                    "doc": .string("The property number \(index)."),
                    "required": .bool(index % 3 == 0),
                ])
            }),
        ])
    }

    /// Seconds that `body` takes, run `times` times.
    static func seconds(_ times: Int, _ body: () throws -> Void) rethrows -> Double {
        let start = ContinuousClock.now
        for _ in 0..<times { try body() }
        let elapsed = ContinuousClock.now - start
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    }

    @Test func printFigures() throws {
        let property = try MustacheTemplate(source: Self.propertySource, name: "property.mustache")
        let template = try MustacheTemplate(source: Self.modelSource, name: "model.mustache")
        let partials = ["property": property]

        let parses = 20_000
        let parseTime = try Self.seconds(parses) { _ = try MustacheTemplate(source: Self.modelSource, name: "model.mustache") }
        print("parse model template: \(Int(Double(parses) / parseTime)) parses/s")

        let small = Self.model(properties: 10)
        let renders = 20_000
        var bytes = 0
        let renderTime = try Self.seconds(renders) { bytes = try template.render(small, partials: partials).utf8.count }
        print("render a 10-property model: \(Int(Double(renders) / renderTime)) renders/s (\(bytes) bytes each, \(Int(Double(bytes * renders) / renderTime / 1e6)) MB/s)")
        #expect(bytes > 500)

        var perProperty: [Int: Double] = [:]
        for count in [1_000, 10_000, 100_000] {
            let data = Self.model(properties: count)
            var output = ""
            let time = try Self.seconds(1) { output = try template.render(data, partials: partials) }
            #expect(output.contains("property\(count - 1)"))
            perProperty[count] = time / Double(count)
            print("render a \(count)-property model: \(String(format: "%.4f", time)) s, \(output.utf8.count) bytes")
        }
        if let large = perProperty[100_000], let small = perProperty[1_000] {
            print("time per property, 100,000 vs 1,000 properties: ratio \(String(format: "%.2f", large / small)) (1.0 = linear)")
        }
    }
}
