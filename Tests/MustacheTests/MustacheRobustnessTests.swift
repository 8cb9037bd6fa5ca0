import Mustache
import Testing

/// Malformed templates end in a ``MustacheError`` or in output, never in a crash.
@Suite struct MustacheRobustnessTests {
    /// A small deterministic generator (a 64-bit linear congruential one), so a failure repeats.
    struct Generator {
        var state: UInt64
        mutating func next(below bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    static let pieces = ["{{", "}}", "{", "}", "#", "^", "/", "!", ">", "&", "=", ".", "a", "b", "a.b",
                         " ", "\t", "\n", "\r\n", "é", "{{=", "=}}", "<% %>", "<%", "%>", "{{>self}}", "{{#a}}", "{{/a}}"]

    @Test func randomTemplatesNeverCrash() {
        var generator = Generator(state: 2026)
        let context = MustacheValue.object([
            "a": .list([.object(["b": .string("<x>")]), .number(1.5), .bool(true)]),
            "b": .string("y"),
        ])
        var parsed = 0
        var rendered = 0
        for _ in 0..<5_000 {
            let length = generator.next(below: 24)
            let source = (0..<length).map { _ in Self.pieces[generator.next(below: Self.pieces.count)] }.joined()
            guard let template = try? MustacheTemplate(source: source, name: "self") else { continue }
            parsed += 1
            if (try? template.render(context, partials: ["self": template])) != nil { rendered += 1 }
        }
        // Both outcomes occur, so the loop exercises the parser's errors and the renderer.
        #expect(parsed > 100 && parsed < 5_000)
        #expect(rendered > 100)
    }
}
