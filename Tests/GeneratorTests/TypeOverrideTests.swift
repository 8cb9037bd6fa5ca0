import Foundation
import Testing
@testable import EndpointGenCore

/// `typeOverrides:`: the user's own Swift type for a schema, checked strictly, used at every
/// use of the schema, reported when it names no schema, and a type change for `diff`.
@Suite struct TypeOverrideTests {
    @Test(arguments: [
        ("AppMoney", "AppMoney"),
        ("Foundation.Decimal", "Foundation.Decimal"),
        ("My_Module.Types.Money2", "My_Module.Types.Money2"),
        ("Tagged<Money,Int>", "Tagged<Money, Int>"),
        ("[ String : AppMoney ]", "[String: AppMoney]"),
        ("[AppMoney?]", "[AppMoney?]"),
        ("Box<[Int]?>", "Box<[Int]?>"),
    ])
    func allowedTypesAreCanonical(_ text: String, _ expected: String) throws {
        #expect(try SwiftTypeText.canonical(text).get() == expected)
    }

    /// Whatever is not a type name, and could make the config file write code, is refused
    /// with the offset of the first offending character.
    @Test(arguments: [
        ("", 0, "empty"),
        ("AppMoney?", 8, "whole type"),
        ("AppMoney; import Glibc", 8, "';'"),
        ("AppMoney\nstruct X {}", 8, "U+A"),
        ("`class`", 0, "'`'"),
        ("class", 0, "keyword"),
        ("Foundation.", 11, "ends too early"),
        ("Money.Type", 6, "keyword"),
        ("(Int) -> Int", 0, "'('"),
        ("Any", 0, "keyword"),
        ("9Lives", 0, "starts with a letter"),
        ("Décimal", 1, "U+E9"),
        ("Box<Int", 7, "ends too early"),
        ("Money /* */", 6, "'/'"),
        ("X & Y", 2, "'&'"),
        ("some P", 0, "keyword"),
    ])
    func otherTextIsRefused(_ text: String, _ offset: Int, _ words: String) {
        guard case .failure(let problem) = SwiftTypeText.canonical(text) else {
            Issue.record("'\(text)' was accepted")
            return
        }
        #expect(problem.offset == offset, "\(problem)")
        #expect(problem.message.contains(words), "\(problem.message)")
    }

    /// Deep nesting and long text are refused, not recursed into.
    @Test func hostileTypesAreRefused() {
        let deep = String(repeating: "[", count: 100_000) + "Int" + String(repeating: "]", count: 100_000)
        guard case .failure(let problem) = SwiftTypeText.canonical(deep) else { Issue.record("accepted"); return }
        #expect(problem.message.contains("longer than"))
        let nested = String(repeating: "[", count: 9) + "Int?" + String(repeating: "]", count: 9)
        guard case .failure(let deeper) = SwiftTypeText.canonical(nested) else { Issue.record("accepted"); return }
        #expect(deeper.message.contains("nests deeper than 8"))
        #expect((try? SwiftTypeText.canonical(String(repeating: "[", count: 8) + "Int" + String(repeating: "]", count: 8)).get()) != nil)
    }

    /// An invalid override is an error at its character in the config file; an override that
    /// names no schema is a warning at its key (with the near name), and generation goes on.
    @Test func configFileErrorsAndWarningsArePositioned() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("bad.yaml", "typeOverrides:\n  Money: AppMoney; import Glibc\n  Price: \"Box<Int\"\n")
        do {
            _ = try ConfigFile.load(folder.file("bad.yaml").path)
            Issue.record("loaded")
        } catch {
            let lines = error.diagnostics.map(\.description)
            #expect(lines.count == 2)
            #expect(lines[0].hasPrefix(folder.file("bad.yaml").path + ":2:18: error: 'AppMoney; import Glibc' is not a Swift type for 'typeOverrides' of 'Money': ';' is not allowed"), "\(lines)")
            #expect(lines[1].hasPrefix(folder.file("bad.yaml").path + ":3:18: error: 'Box<Int' is not a Swift type for 'typeOverrides' of 'Price': the type ends too early"), "\(lines)")
        }
        try folder.write("api.yaml", "api: tiny\nmodels:\n  Money:\n    properties:\n      amount: String\n")
        try folder.write("endpointgen.yaml", "specs: [api.yaml]\ntypeOverrides:\n  Mony: AppMoney\n")
        let outcome = Command.run(["generate", "--config", folder.file("endpointgen.yaml").path, "-o", folder.file("out").path])
        #expect(outcome.exitCode == 0)
        #expect(outcome.standardError == folder.file("endpointgen.yaml").path + ":3:3: warning: 'Mony' in 'typeOverrides' is not the name of a schema of the specs, so it changes nothing (did you mean 'Money'?)\n")
        #expect(folder.exists("out/Tiny/Models/Tiny.Money.swift"))
    }

    /// An override whose first name is a type the namespace generates would mean that type
    /// inside the namespace: an error that says to qualify it.
    @Test func shadowedOverrideIsAnError() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("api.yaml", "api: tiny\nmodels:\n  Money:\n    properties:\n      amount: String\n  Amount:\n    properties:\n      money: Money\n")
        for (type, name) in [("Amount", "Amount"), ("\"[String: Tagged<Amount>]\"", "Amount"), ("Box.Amount", nil)] {
            try folder.write("endpointgen.yaml", "specs: [api.yaml]\ntypeOverrides:\n  Money: \(type)\n")
            let outcome = Command.run(["generate", "--config", folder.file("endpointgen.yaml").path, "-o", folder.file("out").path])
            guard let name else {
                // A member named like a generated type is no clash (the code does not compile
                // without a Box, but that is the compiler's to say).
                #expect(outcome.exitCode == 0, "\(outcome.standardError)")
                continue
            }
            #expect(outcome.exitCode == 1)
            #expect(outcome.standardError.contains(folder.file("endpointgen.yaml").path + ":3:3: error: the type override '") , "\(outcome.standardError)")
            #expect(outcome.standardError.contains("of 'Money' would name model '\(name)' ('\(name)') inside the namespace; qualify your type with its module's name (MyModule.\(name))"), "\(outcome.standardError)")
        }
    }

    /// The overridden model is gone from the output, every use names the type (qualified as
    /// written, never with the namespace), and examples holding it are left out quietly.
    @Test func everyUseNamesTheType() throws {
        let folder = GoldenFiles.fixtures.appendingPathComponent("valid/own-types")
        let options = try GoldenTests.options(in: folder)
        let result = Generator.generate(specFiles: [folder.appendingPathComponent("spec.yaml").path], options: options)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.files.keys.contains { $0.contains("Money") } == false)
        #expect(result.files.keys.contains { $0.contains("Weight") } == false)
        let order = try #require(result.files["Shop/Models/Shop.Order.swift"])
        #expect(order.contains("public var total: AppMoney\n"))
        #expect(order.contains("public var lines: [Line]\n"))
        #expect(order.contains("public var byCurrency: [String: AppMoney]?\n"))
        let line = try #require(result.files["Shop/Models/Shop.Line.swift"])
        #expect(line.contains("public var weight: Foundation.Decimal\n"))
        let request = try #require(result.files["Shop/Requests/Shop.GetPrice.swift"])
        #expect(request.contains("typealias Response = AppMoney"))
    }

    /// `diff` and the change report see an override as a change of type.
    @Test func diffReportsAnOverrideAsATypeChange() throws {
        let folder = GoldenFiles.fixtures.appendingPathComponent("valid/own-types")
        let spec = folder.appendingPathComponent("spec.yaml").path
        var options = GenerationOptions()
        options.typeOverrides = ["Money": TypeOverride(type: "AppMoney")]
        let before = APIDiff.compare(old: spec, new: spec)
        #expect(before.report?.isEmpty == true)
        // The same document, generated with the override: compare the surfaces.
        let plain = try #require(APIDiff.surface(of: spec, options: GenerationOptions(), diagnostics: DiagnosticCollector()))
        let overridden = try #require(APIDiff.surface(of: spec, options: options, diagnostics: DiagnosticCollector()))
        let report = APIComparison.compare(plain, overridden)
        let text = report.text()
        #expect(text.contains("Shop.Order.total"), "\(text)")
        #expect(text.contains("AppMoney"), "\(text)")
        #expect(text.contains("Shop.Money"), "\(text)")
        #expect(!report.breaking.isEmpty)
    }
}

/// Hostile type texts found in review: comments, literals, attributes, macros, invisible and
/// confusable characters are refused; a type given through the library's API unchecked is an
/// error, not code.
@Suite struct TypeOverrideHostileTests {
    @Test(arguments: [
        "Money // x", "Money/**/", "\"Money\"", "@objc Money", "#Money", "#if X", "Money\u{200B}", "Mo\u{200D}ney",
        "Money\u{2028}", "Money\tX", "A\u{00A0}B", "\u{FF2D}oney", "Mone\u{0301}y", "A<B>.C", "A..B", ".A", "A.",
        "[A:]", "[:A]", "A<>", "A<B,>", "A\r\nB", "A\u{FEFF}", "\u{202E}yenoM", "$0", "A!", "A = B",
    ])
    func refused(_ text: String) {
        if case .success(let type) = SwiftTypeText.canonical(text) { Issue.record("'\(text)' was accepted as '\(type)'") }
    }

    /// `GenerationOptions.typeOverrides` is public: a type that is not canonical, set by a
    /// caller of the library rather than the config file, is an error and nothing is written.
    @Test func uncheckedTypeFromTheLibraryIsAnError() throws {
        let folder = GoldenFiles.fixtures.appendingPathComponent("valid/own-types")
        var options = try GoldenTests.options(in: folder)
        options.typeOverrides["Money"] = TypeOverride(type: "AppMoney }\nfunc injected() {")
        let result = Generator.generate(specFiles: [folder.appendingPathComponent("spec.yaml").path], options: options)
        #expect(result.hasErrors, "\(result.diagnostics)")
        #expect(!result.files.values.contains { $0.contains("injected") })
    }
}
