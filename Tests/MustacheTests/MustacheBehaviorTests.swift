import Foundation
import Mustache
import Testing

/// Behaviour the specification leaves open, as EndpointGen defines it (EndpointGen.docc/MustacheLanguage.md).
@Suite struct MustacheBehaviorTests {
    private func render(_ source: String, _ context: MustacheValue, partials: [String: String] = [:]) throws -> String {
        var parsed: [String: MustacheTemplate] = [:]
        for (name, text) in partials { parsed[name] = try MustacheTemplate(source: text, name: name) }
        return try MustacheTemplate(source: source, name: "main").render(context, partials: parsed)
    }

    @Test(arguments: [
        (1.21, "1.21"), (85, "85"), (-3, "-3"), (0, "0"), (-0.0, "0"), (0.1, "0.1"),
        (1e20, "1e+20"), (123456789012345, "123456789012345"), (-2.5, "-2.5"),
    ] as [(Double, String)])
    func numbersUseTheirShortestForm(number: Double, text: String) throws {
        #expect(try render("{{n}}", .object(["n": .number(number)])) == text)
    }

    @Test func booleansInterpolateAsWords() throws {
        #expect(try render("{{a}} {{b}}", .object(["a": .bool(true), "b": .bool(false)])) == "true false")
    }

    @Test(arguments: [
        (MustacheValue.string(""), false), (.string("x"), true), (.number(0), true), (.object([:]), true),
        (.list([]), false), (.list([.null]), true), (.null, false), (.bool(false), false),
    ])
    func truthiness(value: MustacheValue, truthy: Bool) throws {
        let output = try render("{{#v}}yes{{/v}}{{^v}}no{{/v}}", .object(["v": value]))
        #expect(output == (truthy ? "yes" : "no"))
    }

    @Test func customEscapeAppliesOnlyToDoubleMustache() throws {
        let template = try MustacheTemplate(source: "{{s}}|{{{s}}}|{{&s}}", name: "main")
        let output = try template.render(.object(["s": .string("a\"b")]), escape: { $0.replacingOccurrences(of: "\"", with: "\\\"") })
        #expect(output == "a\\\"b|a\"b|a\"b")
    }

    @Test func htmlEscapeCoversTheFiveCharacters() {
        #expect(MustacheTemplate.htmlEscape("<a href=\"x\">Tom & Jerry's</a>") == "&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;")
        #expect(MustacheTemplate.htmlEscape("plain é text") == "plain é text")
    }

    @Test func nestedStandalonePartialsAddUpTheirIndentation() throws {
        let output = try render("enum A {\n    {{>cases}}\n}\n", .object(["cases": .list([.string("a"), .string("b")])]), partials: [
            "cases": "{{#cases}}\ncase {{.}}\n{{/cases}}\n{{>doc}}\n",
            "doc": "/// one\n/// two\n",
        ])
        #expect(output == "enum A {\n    case a\n    case b\n    /// one\n    /// two\n}\n")
    }

    @Test func interpolatedNewLinesAreNotIndented() throws {
        let output = try render("  {{>p}}\n", .object(["text": .string("x\ny")]), partials: ["p": "[{{text}}]\n"])
        #expect(output == "  [x\ny]\n")
    }

    @Test func delimiterChangesStayInTheirTemplate() throws {
        let output = try render("{{=<% %>=}}<%>p%> <%v%>", .object(["v": .string("1")]), partials: ["p": "{{v}}"])
        #expect(output == "1 1")
    }

    @Test func parentContextsAreSearchedOnlyForTheFirstKey() throws {
        let data = MustacheValue.object([
            "api": .string("Pets"),
            "models": .list([.object(["name": .string("Cat"), "owner": .object([:])])]),
            "owner": .object(["name": .string("outer")]),
        ])
        #expect(try render("{{#models}}{{api}}.{{name}}:{{owner.name}};{{/models}}", data) == "Pets.Cat:;")
    }

    @Test func oneTemplateRendersManyTimesAndConcurrently() async throws {
        let template = try MustacheTemplate(source: "{{#items}}{{.}},{{/items}}", name: "main")
        let outputs = try await withThrowingTaskGroup(of: String.self) { group in
            for index in 0..<8 {
                group.addTask {
                    try template.render(.object(["items": .list((0...index).map { .number(Double($0)) })]))
                }
            }
            return try await group.reduce(into: Set<String>()) { $0.insert($1) }
        }
        #expect(outputs.count == 8)
        #expect(outputs.contains("0,1,2,"))
    }

    @Test func crlfLinesKeepTheirLineBreaks() throws {
        #expect(try render("a\r\n{{#t}}\r\nb\r\n{{/t}}\r\nc", .object(["t": .bool(true)])) == "a\r\nb\r\nc")
    }
}
