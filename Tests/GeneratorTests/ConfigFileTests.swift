import Foundation
import Testing
@testable import EndpointGenCore

/// The config file (`--config`): settings, relative paths, flags winning, errors with positions.
@Suite struct ConfigFileTests {
    @Test func configGivesSpecsAccessAndNames() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("target/api.yaml", "api: tiny\nmodels:\n  Thing:\n    properties:\n      id: Int\nendpoints:\n  getThing:\n    method: GET\n    path: /thing\n    response: Thing\n")
        try folder.write("target/endpointgen.yaml", "specs: [api.yaml]\naccess: internal\nnames:\n  tiny: TinyAPI\n  getThing: FetchThing\n")
        let outcome = Command.run(["generate", "--config", folder.file("target/endpointgen.yaml").path, "-o", folder.file("out").path])
        #expect(outcome.exitCode == 0, "\(outcome.standardError)")
        #expect(folder.read("out/TinyAPI/Requests/TinyAPI.FetchThing.swift")?.contains("internal struct FetchThing: APIRequest") == true)
        let flagWins = Command.run(["generate", "--config", folder.file("target/endpointgen.yaml").path, "--access", "package", "-o", folder.file("out2").path])
        #expect(flagWins.exitCode == 0)
        #expect(folder.read("out2/TinyAPI/TinyAPI.swift")?.contains("package enum TinyAPI") == true)
    }

    /// `lenient: true` reads past an OpenAPI document's faults (each a warning) and
    /// `warningsAsErrors: true` fails on any warning, as `--lenient` and
    /// `--warnings-as-errors` do; both plugins pass the config file on.
    @Test func lenientAndWarningsAsErrorsComeFromTheFile() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("api.yaml", "openapi: 3.0.3\ninfo: {title: T, version: '1'}\npaths:\n  /a:\n    get:\n      responses:\n        '200':\n          description: x\n          content: {application/json: {schema: {type: sting}}}\n")
        try folder.write("lenient.yaml", "specs: [api.yaml]\nlenient: true\n")
        try folder.write("both.yaml", "specs: [api.yaml]\nlenient: true\nwarningsAsErrors: true\n")
        let strict = Command.run(["generate", folder.file("api.yaml").path, "-o", folder.file("strict").path])
        #expect(strict.exitCode == 1)
        #expect(strict.standardError.contains("error: the document gives the type 'sting'"))
        #expect(strict.standardError.contains("note: did you mean 'string'?"))
        let lenient = Command.run(["generate", "--config", folder.file("lenient.yaml").path, "-o", folder.file("lenient").path])
        #expect(lenient.exitCode == 0, "\(lenient.standardError)")
        #expect(lenient.standardError.contains("warning: the document gives the type 'sting'"))
        #expect(lenient.standardError.contains("; the value is typed JSON"))
        #expect(folder.exists("lenient/T/Requests/T.GetA.swift"))
        let failing = Command.run(["generate", "--config", folder.file("both.yaml").path, "-o", folder.file("both").path])
        #expect(failing.exitCode == 1)
        #expect(failing.standardError.contains("error: the document gives the type 'sting'"))
        #expect(failing.standardError.contains("(a warning, made an error by --warnings-as-errors)"))
        #expect(!folder.exists("both"))
        let flag = Command.run(["generate", "--config", folder.file("lenient.yaml").path, "--warnings-as-errors", "-o", folder.file("flag").path])
        #expect(flag.exitCode == 1)
        #expect(!folder.exists("flag"))
    }

    /// Models are `Codable, Hashable, Sendable` unless `conformances:` or `--conformances`
    /// asks for less; the flag wins over the file, and `Indirect` follows the models.
    @Test func conformancesAreHashableUnlessTheConfigOptsOut() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("api.yaml", "api: tiny\nmodels:\n  Node:\n    properties:\n      next: Node?\n  Kind:\n    enum: [a, b]\n")
        try folder.write("endpointgen.yaml", "specs: [api.yaml]\nconformances: [Equatable]\n")
        try folder.write("none.yaml", "specs: [api.yaml]\nconformances: []\n")
        func node(_ arguments: [String], _ output: String) -> String? {
            let outcome = Command.run(["generate", "-o", folder.file(output).path] + arguments)
            #expect(outcome.exitCode == 0, "\(outcome.standardError)")
            return folder.read(output + "/Tiny/Models/Tiny.Node.swift")
        }
        #expect(node([folder.file("api.yaml").path], "default")?.contains("public struct Node: Codable, Hashable, Sendable {") == true)
        #expect(folder.read("default/Tiny/Models/Tiny.Kind.swift")?.contains("public enum Kind: Codable, Hashable, Sendable, RawRepresentable {") == true)
        #expect(folder.read("default/Tiny/Tiny+Support.swift")?.contains("func hash(into") == true)
        #expect(node(["--config", folder.file("none.yaml").path], "none")?.contains("public struct Node: Codable, Sendable {") == true)
        #expect(folder.read("none/Tiny/Models/Tiny.Kind.swift")?.contains("public enum Kind: Codable, Sendable, RawRepresentable {") == true)
        #expect(folder.read("none/Tiny/Tiny+Support.swift")?.contains("Indirect<Value: Codable & Sendable>: Codable, Sendable {") == true)
        #expect(folder.read("none/Tiny/Tiny+Support.swift")?.contains("==") == false)
        #expect(node(["--config", folder.file("endpointgen.yaml").path], "file")?.contains("public struct Node: Codable, Equatable, Sendable {") == true)
        #expect(folder.read("file/Tiny/Tiny+Support.swift")?.contains("Indirect<Value: Codable & Equatable & Sendable>: Codable, Equatable, Sendable {") == true)
        #expect(folder.read("file/Tiny/Tiny+Support.swift")?.contains("func hash(into") == false)
        let flagWins = ["--config", folder.file("endpointgen.yaml").path, "--conformances", "Equatable,Hashable"]
        #expect(node(flagWins, "flag")?.contains("public struct Node: Codable, Hashable, Sendable {") == true)
        #expect(folder.read("flag/Tiny/Tiny+Support.swift")?.contains("func hash(into") == true)
        #expect(node(["--config", folder.file("endpointgen.yaml").path, "--conformances", ""], "empty")?.contains("public struct Node: Codable, Sendable {") == true)
    }

    /// Stored properties are `var` unless `storedProperties: let` or `--stored-properties let`
    /// says otherwise; the flag wins over the file. With `let`, a boxed property is get-only and
    /// its box a `let`, a request's members are `let`, and the dictionary of undeclared members
    /// stays `var` (an anyOf takes the members one variant declares out of the others').
    @Test func storedPropertiesAreVarUnlessLetIsAsked() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("api.yaml", "api: tiny\nmodels:\n  Node:\n    properties:\n      id: Int\n      next: Node?\nendpoints:\n  getNode:\n    method: GET\n    path: /nodes/{id}\n    pathParams:\n      id: Int\n    response: Node\n")
        try folder.write("endpointgen.yaml", "specs: [api.yaml]\nstoredProperties: let\n")
        func generate(_ arguments: [String], _ output: String) -> (node: String, request: String) {
            let outcome = Command.run(["generate", "-o", folder.file(output).path] + arguments)
            #expect(outcome.exitCode == 0, "\(outcome.standardError)")
            return (folder.read(output + "/Tiny/Models/Tiny.Node.swift") ?? "", folder.read(output + "/Tiny/Requests/Tiny.GetNode.swift") ?? "")
        }
        let plain = generate([folder.file("api.yaml").path], "default")
        #expect(plain.node.contains("public var id: Int\n"))
        #expect(plain.node.contains("set { _next = newValue.map { Indirect($0) } }"))
        #expect(plain.node.contains("private var _next: Indirect<Node>?"))
        #expect(plain.request.contains("public var id: Int\n"))
        let file = generate(["--config", folder.file("endpointgen.yaml").path], "file")
        #expect(file.node.contains("public let id: Int\n"))
        #expect(file.node.contains("public var next: Node? { _next?.value }\n"))
        #expect(!file.node.contains("set {"))
        #expect(file.node.contains("private let _next: Indirect<Node>?"))
        #expect(file.request.contains("public let id: Int\n"))
        let flagWins = generate(["--config", folder.file("endpointgen.yaml").path, "--stored-properties", "var"], "flag")
        #expect(flagWins.node == plain.node)
        #expect(flagWins.request == plain.request)
    }

    /// An OpenAPI object keeps the members its schema does not declare unless
    /// `implicitAdditionalProperties: false` or `--no-implicit-additional-properties` says not
    /// to; a schema's own `additionalProperties` is kept either way, and the flag wins.
    @Test func implicitAdditionalPropertiesCanBeTurnedOff() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("api.yaml", """
        openapi: 3.0.3
        info: {title: tiny, version: '1'}
        paths: {}
        components:
          schemas:
            Pet: {type: object, properties: {name: {type: string}}}
            Tags: {type: object, properties: {name: {type: string}}, additionalProperties: {type: string}}
        """)
        try folder.write("off.yaml", "specs: [api.yaml]\nimplicitAdditionalProperties: false\n")
        try folder.write("on.yaml", "specs: [api.yaml]\nimplicitAdditionalProperties: true\n")
        func generate(_ arguments: [String], _ output: String) -> (pet: String?, tags: String?) {
            let outcome = Command.run(["generate", "-o", folder.file(output).path] + arguments)
            #expect(outcome.exitCode == 0, "\(outcome.standardError)")
            return (folder.read(output + "/Tiny/Models/Tiny.Pet.swift"), folder.read(output + "/Tiny/Models/Tiny.Tags.swift"))
        }
        let kept = "public var additionalProperties: [String: JSONValue]"
        let given = "public var additionalProperties: [String: String]"
        let byDefault = generate([folder.file("api.yaml").path], "default")
        #expect(byDefault.pet?.contains(kept) == true && byDefault.tags?.contains(given) == true)
        for (arguments, output) in [([folder.file("api.yaml").path, "--no-implicit-additional-properties"], "flag"),
                                    (["--config", folder.file("off.yaml").path], "file")] {
            let off = generate(arguments, output)
            #expect(off.pet?.contains("additionalProperties") == false, "\(output)")
            #expect(off.tags?.contains(given) == true, "\(output)")
        }
        let flagWins = generate(["--config", folder.file("on.yaml").path, "--no-implicit-additional-properties"], "wins")
        #expect(flagWins.pet?.contains("additionalProperties") == false)
        try folder.write("bad.yaml", "specs: [api.yaml]\nimplicitAdditionalProperties: maybe\n")
        let problems = Command.run(["generate", "--config", folder.file("bad.yaml").path, "-o", folder.file("bad").path])
        #expect(problems.exitCode != 0)
        #expect(problems.standardError.contains("bad.yaml:2:31: error:"), "\(problems.standardError)")
    }

    /// `numbers: decimal` or `--numbers decimal` types every non-integer number as `Decimal`
    /// (defaults and enums included); `Double` by default; `format: decimal` is a `Decimal` either
    /// way; the flag wins; every number member is checked against the JSON text when decoded.
    @Test func numbersCanBeDecimals() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("api.yaml", """
        openapi: 3.0.3
        info: {title: tiny, version: '1'}
        paths: {}
        components:
          schemas:
            Price:
              type: object
              required: [amount]
              properties:
                amount: {type: number}
                ratio: {type: number, format: float, default: 0.1}
                history: {type: array, items: {type: array, items: {type: number}}}
                exact: {type: number, format: decimal}
                count: {type: integer}
        """)
        try folder.write("decimal.yaml", "specs: [api.yaml]\nnumbers: decimal\n")
        try folder.write("double.yaml", "specs: [api.yaml]\nnumbers: double\n")
        func price(_ arguments: [String], _ output: String) -> String {
            let outcome = Command.run(["generate", "-o", folder.file(output).path] + arguments)
            #expect(outcome.exitCode == 0, "\(outcome.standardError)")
            return folder.read(output + "/Tiny/Models/Tiny.Price.swift") ?? ""
        }
        let byDefault = price([folder.file("api.yaml").path], "default")
        #expect(byDefault.contains("public var amount: Double\n") && byDefault.contains("public var ratio: Double?\n"))
        #expect(byDefault.contains("public var exact: Decimal?\n") && byDefault.contains("public var count: Int?\n"))
        #expect(byDefault.contains(#"try container.decode(Double.self, forKey: "amount").checked(in: container, forKey: "amount")"#))
        #expect(byDefault.contains(#"try container.decodeIfPresent([[Double]].self, forKey: "history").checked(in: container, forKey: "history")"#))
        // An integer is checked too: JSONDecoder alone reads 7.0000000000000000001 as 7.
        #expect(byDefault.contains(#"try container.decodeIfPresent(Int.self, forKey: "count").checked(in: container, forKey: "count")"# + "\n"))
        for (arguments, output) in [([folder.file("api.yaml").path, "--numbers", "decimal"], "flag"),
                                    (["--config", folder.file("decimal.yaml").path], "file"),
                                    (["--config", folder.file("double.yaml").path, "--numbers", "decimal"], "wins")] {
            let decimal = price(arguments, output)
            #expect(decimal.contains("public var amount: Decimal\n") && decimal.contains("public var history: [[Decimal]]?\n"), "\(output)")
            // The default is exact: a float literal would make the Decimal through a Double.
            #expect(decimal.contains("ratio: Decimal? = Decimal(sign: .plus, exponent: -1, significand: 1)"), "\(output)")
        }
        try folder.write("bad.yaml", "specs: [api.yaml]\nnumbers: float\n")
        let problems = Command.run(["generate", "--config", folder.file("bad.yaml").path, "-o", folder.file("bad").path])
        #expect(problems.standardError.contains("bad.yaml:2:10: error: 'numbers' must be double or decimal, not 'float'"), "\(problems.standardError)")
        let usage = Command.run(["generate", folder.file("api.yaml").path, "-o", folder.file("x").path, "--numbers", "Float"])
        #expect(usage.exitCode != 0 && usage.standardError.contains("--numbers must be double or decimal, not 'Float'"))
    }

    @Test func anUnknownConformanceIsAnError() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("endpointgen.yaml").path
        try folder.write("endpointgen.yaml", "conformances: [Hashable, Comparable]\n")
        let outcome = Command.run(["generate", "x.yaml", "--config", path, "-o", folder.file("out").path])
        #expect(outcome.exitCode == 1)
        #expect(outcome.standardError.hasPrefix("\(path):1:26: error: a conformance must be Equatable or Hashable, not 'Comparable'\n"), "\(outcome.standardError)")
        try folder.write("endpointgen.yaml", "conformances: Hashable\n")
        #expect(Command.run(["generate", "x.yaml", "--config", path, "-o", folder.file("out").path]).standardError
            .hasPrefix("\(path):1:15: error: 'conformances' must be a list: [], [Equatable] or [Hashable]\n"))
        let flag = Command.run(["generate", "x.yaml", "-o", folder.file("out").path, "--conformances", "Codable"])
        #expect(flag.exitCode == 2)
        #expect(flag.standardError.hasPrefix("endpointgen: error: --conformances: a conformance must be Equatable or Hashable, not 'Codable'\n"))
        try folder.write("endpointgen.yaml", "storedProperties: constant\n")
        #expect(Command.run(["generate", "x.yaml", "--config", path, "-o", folder.file("out").path]).standardError
            .hasPrefix("\(path):1:19: error: 'storedProperties' must be var or let, not 'constant'\n"))
        try folder.write("endpointgen.yaml", "storedProperties: [let]\n")
        #expect(Command.run(["generate", "x.yaml", "--config", path, "-o", folder.file("out").path]).exitCode == 1)
        let keyword = Command.run(["generate", "x.yaml", "-o", folder.file("out").path, "--stored-properties", "Let"])
        #expect(keyword.exitCode == 2)
        #expect(keyword.standardError.hasPrefix("endpointgen: error: --stored-properties must be var or let, not 'Let'\n"))
    }

    @Test func aNameThatMatchesNothingIsAWarningAtItsPosition() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("api.yaml", "api: tiny\nmodels:\n  Thing:\n    properties:\n      id: Int\nendpoints:\n  getThing:\n    method: GET\n    path: /thing\n    response: Thing\n")
        try folder.write("endpointgen.yaml", "specs: [api.yaml]\nnames:\n  Thing: Item\n  Tiny API: Tiny\n")
        let path = folder.file("endpointgen.yaml").path
        let outcome = Command.run(["generate", "--config", path, "-o", folder.file("out").path])
        #expect(outcome.exitCode == 0, "\(outcome.standardError)")
        #expect(outcome.standardError == "\(path):4:3: warning: 'Tiny API' in 'names' is not the name of an API, model or endpoint of the specs, so it changes nothing (the APIs are named 'tiny')\n")
        #expect(folder.exists("out/Tiny/Models/Tiny.Item.swift"))
    }

    @Test func aKeyGivenTwiceAndANullValueAreErrors() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("endpointgen.yaml").path
        try folder.write("endpointgen.yaml", "access: internal\naccess: public\nfileLayout: ~\n")
        let outcome = Command.run(["generate", "x.yaml", "--config", path, "-o", folder.file("out").path])
        #expect(outcome.exitCode == 1)
        #expect(outcome.standardError == """
            \(path):2:1: error: duplicate key 'access' in the config file
            \(path):1:1: note: 'access' is first defined here
            \(path):3:13: error: 'fileLayout' has no value
            endpointgen: the config file has errors; nothing was written

            """)
    }

    @Test func aKeyGivenTwiceInAMappingTheReaderSkipsIsAnErrorToo() throws {
        // `acess` is unknown, so its value is never read; its duplicate key is still reported.
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("endpointgen.yaml").path
        try folder.write("endpointgen.yaml", "acess: {level: public, level: internal}\n")
        let outcome = Command.run(["generate", "x.yaml", "--config", path, "-o", folder.file("out").path])
        #expect(outcome.exitCode == 1)
        #expect(outcome.standardError.contains("\(path):1:24: error: duplicate key 'level' in the mapping at '/acess'\n\(path):1:9: note: 'level' is first defined here\n"))
        #expect(outcome.standardError.contains("\(path):1:1: error: unknown key 'acess' in the config file"))
    }

    @Test func mistakesAreReportedAtTheirPosition() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("endpointgen.yaml").path
        try folder.write("endpointgen.yaml", "acess: public\naccess: open\nnames:\n  a: not_a_type\n")
        let outcome = Command.run(["generate", "x.yaml", "--config", path, "-o", folder.file("out").path])
        #expect(outcome.exitCode == 1)
        #expect(outcome.standardError == """
            \(path):1:1: error: unknown key 'acess' in the config file
            \(path):1:1: note: did you mean 'access'?
            \(path):2:9: error: 'access' must be public, package or internal, not 'open'
            \(path):4:6: error: 'not_a_type' is not a usable Swift type name: use letters and digits, starting with an uppercase letter, not a name the generated code uses
            endpointgen: the config file has errors; nothing was written

            """)
        #expect(!folder.exists("out"))
    }

    @Test func aConfigWithoutSpecsAndNoSpecArgumentsIsAUsageError() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("endpointgen.yaml", "access: internal\n")
        let outcome = Command.run(["generate", "--config", folder.file("endpointgen.yaml").path, "-o", folder.file("out").path])
        #expect(outcome.exitCode == 2)
    }
}

/// The config file reads its mappings with the shared rules: a name given twice in `names` is
/// an error, not the last one winning.
@Suite struct ConfigFileSharedRulesTests {
    @Test func aNameGivenTwiceIsAnError() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("endpointgen.yaml").path
        try folder.write("endpointgen.yaml", "names:\n  Thing: Item\n  Thing: Other\n  [a]: B\n")
        #expect(throws: DiagnosticError.self) { try ConfigFile.load(path) }
        do {
            _ = try ConfigFile.load(path)
        } catch {
            #expect(error.description == """
                \(path):3:3: error: duplicate key 'Thing' in 'names'
                \(path):2:3: note: 'Thing' is first defined here
                \(path):4:3: error: a key in 'names' must be a scalar, found a sequence
                """)
        }
    }
}
