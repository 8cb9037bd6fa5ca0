import Mustache
import Testing

/// The Mustache specification's tests for the required modules, one test case each.
@Suite struct MustacheSpecTests {
    @Test func specFilesArePresent() throws {
        let cases = try MustacheSpecCase.loadAll()
        #expect(cases.count == 136, "expected the 136 tests of comments, delimiters, interpolation, inverted, partials and sections")
    }

    @Test(arguments: MustacheSpecCase.all)
    func specTest(_ test: MustacheSpecCase) throws {
        var partials: [String: MustacheTemplate] = [:]
        for (name, source) in test.partials {
            partials[name] = try MustacheTemplate(source: source, name: name)
        }
        let template = try MustacheTemplate(source: test.template, name: test.name)
        // The specification renders a missing partial as nothing ("Failed Lookup").
        let output = try template.render(test.data, partials: partials, escape: MustacheTemplate.htmlEscape, missingPartial: .renderEmpty)
        #expect(output == test.expected, "\(test.description)\ntemplate: \(test.template.debugDescription)")
    }
}
