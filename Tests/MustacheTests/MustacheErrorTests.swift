import Mustache
import Testing

/// Errors in templates: each names the template and the 1-based line and column of the tag.
@Suite struct MustacheErrorTests {
    /// The error `MustacheTemplate(source:name:)` throws for `source`.
    private func parseError(_ source: String, name: String = "t.mustache") -> MustacheError? {
        do {
            _ = try MustacheTemplate(source: source, name: name)
            return nil
        } catch {
            return error
        }
    }

    /// The error rendering `source` throws.
    private func renderError(_ source: String, _ context: MustacheValue = .object([:]), partials: [String: String] = [:]) throws -> MustacheError? {
        let template = try MustacheTemplate(source: source, name: "main")
        var parsed: [String: MustacheTemplate] = [:]
        for (name, text) in partials { parsed[name] = try MustacheTemplate(source: text, name: name) }
        do {
            _ = try template.render(context, partials: parsed)
            return nil
        } catch {
            return error
        }
    }

    @Test func unclosedSectionPointsAtItsOpeningTag() throws {
        let error = try #require(parseError("a\n  {{#models}}\nx\n"))
        #expect(error == MustacheError(template: "t.mustache", line: 2, column: 3,
                                       message: "unclosed section 'models': no section end before the end of the template"))
        #expect(error.description == "t.mustache:2:3: error: unclosed section 'models': no section end before the end of the template")
    }

    @Test func aLineBreakInATagNameStaysOnTheErrorsOneLine() throws {
        let error = try #require(parseError("{{#na\nme}}x{{/na\nme}}{{/other}}"))
        #expect(!error.description.contains("\n"))
        #expect(error.description.contains(#"na\u{A}me"#))
    }

    @Test func innermostUnclosedSectionIsReported() throws {
        let error = try #require(parseError("{{#a}}\n{{#b}}\n{{/b}}\n {{#c}}"))
        #expect((error.line, error.column) == (4, 2))
        #expect(error.message.contains("'c'"))
    }

    @Test func mismatchedSectionEndPointsAtTheEndTag() throws {
        let error = try #require(parseError("{{#a}}\nx {{/b}}"))
        #expect((error.line, error.column) == (2, 3))
        #expect(error.message == "section end 'b' does not match the open section 'a' (opened at 1:1)")
    }

    @Test func sectionEndWithoutOpenSection() throws {
        let error = try #require(parseError("x {{/a}}"))
        #expect((error.line, error.column) == (1, 3))
        #expect(error.message == "section end 'a' closes no open section")
    }

    @Test(arguments: [
        ("ab\ncd {{name", 2, 4),
        ("{{{name}}", 1, 1),
        ("x\n\n  {{! comment", 3, 3),
        ("{{=<% %>=}}\n<%name}}", 2, 1),
    ])
    func unclosedTagPointsAtItsOpeningDelimiter(source: String, line: Int, column: Int) throws {
        let error = try #require(parseError(source))
        #expect((error.line, error.column) == (line, column))
        #expect(error.message.hasPrefix("unclosed tag"))
    }

    @Test(arguments: ["{{=<% =}}", "{{=a b c=}}", "{{=<%=% %>=}}", "{{= =}}"])
    func invalidDelimitersAreErrors(tag: String) throws {
        let error = try #require(parseError("line\n  " + tag))
        #expect((error.line, error.column) == (2, 3))
        #expect(error.message.hasPrefix("invalid delimiters"))
    }

    @Test(arguments: ["{{a..b}}", "{{.a}}", "{{a.}}", "{{a b}}", "{{ }}", "{{#}}{{/}}", "{{> two words}}"])
    func invalidNamesAreErrors(source: String) throws {
        let error = try #require(parseError("\t" + source))
        #expect((error.line, error.column) == (1, 2))
    }

    @Test(arguments: ["{{$block}}x{{/block}}", "{{<parent}}{{/parent}}"])
    func inheritanceTagsAreRejected(source: String) throws {
        let error = try #require(parseError(source))
        #expect((error.line, error.column) == (1, 1))
        #expect(error.message.contains("inheritance"))
    }

    @Test func columnsCountUnicodeScalarsAndLinesFollowCRLF() throws {
        let error = try #require(parseError("é😀\r\nü {{/x}}"))
        #expect((error.line, error.column) == (2, 3))
    }

    @Test func positionsAfterADelimiterChange() throws {
        let error = try #require(parseError("{{=[ ]=}}\n[#a]\n  [/b]"))
        #expect((error.line, error.column) == (3, 3))
    }

    @Test func deeplyNestedSectionsAreAnErrorNotACrash() throws {
        let source = String(repeating: "{{#a}}", count: 10_000)
        let error = try #require(parseError(source))
        #expect((error.line, error.column) == (1, 601))
        #expect(error.message.contains("nested"))
    }

    @Test func unknownPartialNamesThePartialTemplateAndPosition() throws {
        let error = try #require(try renderError("{{>outer}}", partials: ["outer": "1\n2\n  x{{>missing}}"]))
        #expect(error == MustacheError(template: "outer", line: 3, column: 4, message: "unknown partial 'missing'"))
    }

    @Test func unknownPartialRendersEmptyWhenAsked() throws {
        let template = try MustacheTemplate(source: "[{{>missing}}]", name: "main")
        #expect(throws: MustacheError.self) { try template.render(.null) }
        let output = try template.render(.null, partials: [:], escape: MustacheTemplate.htmlEscape, missingPartial: .renderEmpty)
        #expect(output == "[]")
    }

    @Test func selfIncludingPartialStopsWithAnError() throws {
        let error = try #require(try renderError("{{>loop}}", partials: ["loop": "x\n {{>loop}}"]))
        #expect(error.template == "loop")
        #expect((error.line, error.column) == (2, 2))
        #expect(error.message.contains("nested more than 100"))
    }

    @Test func recursionThroughDataDeeperThanTheLimitStops() throws {
        var data = MustacheValue.object([:])
        for _ in 0..<500 { data = .object(["child": data]) }
        let error = try #require(try renderError("{{>node}}", data, partials: ["node": "{{#child}}({{>node}}){{/child}}"]))
        #expect(error.template == "node")
        #expect(error.message.contains("nested"))
    }

    @Test func recursionWithinTheLimitRenders() throws {
        // The leaf says `child: false`; a leaf without the key would find its parent's `child`
        // through the context stack and recurse until the limit.
        var data = MustacheValue.object(["child": .bool(false)])
        for _ in 0..<40 { data = .object(["child": data]) }
        let template = try MustacheTemplate(source: "{{>node}}", name: "main")
        let node = try MustacheTemplate(source: "{{#child}}({{>node}}){{/child}}", name: "node")
        let output = try template.render(data, partials: ["node": node])
        #expect(output == String(repeating: "(", count: 40) + String(repeating: ")", count: 40))
    }

    @Test(arguments: [
        (MustacheValue.list([.string("a")]), "a list"),
        (MustacheValue.object(["b": .string("c")]), "an object"),
    ])
    func interpolatingAListOrObjectIsAnError(value: MustacheValue, kind: String) throws {
        let error = try #require(try renderError("\n  {{value}}", .object(["value": value])))
        #expect(error == MustacheError(template: "main", line: 2, column: 3,
                                       message: "'value' is \(kind), which cannot be interpolated; use a section"))
    }
}
