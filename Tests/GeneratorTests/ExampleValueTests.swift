import Foundation
import Testing
@testable import EndpointGenCore

/// The spec's examples as Swift values: what fits, what does not (a warning at its place), and
/// how each kind of value is written. The golden case `valid/examples` shows the files, and
/// CompiledGoldenTests checks that its values equal what decoding the same JSON gives.
@Suite struct ExampleValueTests {
    /// Generates `text` (an endpoint spec or an OpenAPI document) written as `spec.yaml`.
    static func generate(_ text: String, options: GenerationOptions = GenerationOptions()) throws -> (files: [String: String], warnings: [String]) {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("spec.yaml", text)
        let result = Generator.generate(specFiles: [folder.file("spec.yaml").path], options: options)
        #expect(!result.hasErrors, "\(result.diagnostics)")
        let warnings = result.diagnostics.map { $0.description.replacingOccurrences(of: folder.path + "/", with: "") }
        return (result.files, warnings)
    }

    /// The Swift expression written for an example of `type`, or the mismatch's reason.
    static func write(_ yaml: String, as type: ResolvedType, models: [ModelDeclaration] = [], dates: Spec.Coding.Dates = .iso8601) throws -> String {
        let document = try YAMLReader.read(Array(yaml.utf8), file: "x.yaml")
        let writer = SampleValueWriter(namespace: "API", models: Dictionary(models.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a }), dates: dates)
        do {
            return try writer.expression(document.root, as: type).flat
        } catch {
            return "mismatch at '\(error.path)': \(error.reason)"
        }
    }

    @Test func theGoldenCaseWarnsAboutEachExampleThatDoesNotFit() throws {
        let spec = GoldenFiles.fixtures.appendingPathComponent("valid/examples/spec.yaml").path
        let result = Generator.generate(specFiles: [spec])
        #expect(result.diagnostics.map(\.description) == [
            "\(spec):44:13: warning: the example 'wrongType' of 'Pet' does not fit its type Pet ('id': 'eight' is not an integer); no Swift value is generated for it",
            "\(spec):49:9: warning: the example 'missingName' of 'Pet' does not fit its type Pet (it has no 'name', which Pet requires); no Swift value is generated for it",
        ])
        let pet = try #require(result.files["Samples/Examples/Samples.Pet+Examples.swift"])
        #expect(pet.contains("\"minimal\": Samples.Pet(") && !pet.contains("wrongType") && !pet.contains("missingName"))
    }

    @Test func builtinValuesAreWrittenExactly() throws {
        #expect(try Self.write("19.99", as: .builtin(.decimal)) == "Decimal(sign: .plus, exponent: -2, significand: 1999)")
        #expect(try Self.write("-1.5e-3", as: .builtin(.decimal)) == "Decimal(sign: .minus, exponent: -4, significand: 15)")
        #expect(try Self.write("0.10", as: .builtin(.decimal)) == "Decimal(sign: .plus, exponent: -2, significand: 10)")
        // Beyond 18 digits up to the 38 a `Decimal` holds, exact from parts; more do not fit.
        #expect(try Self.write("1234567890123456789", as: .builtin(.decimal)) == "1234567890123456789")
        #expect(try Self.write("0.1234567890123456789", as: .builtin(.decimal))
            == "Decimal(sign: .plus, exponent: -19, significand: (Decimal(1 as UInt64) * 1_000_000_000_000_000_000 + Decimal(234567890123456789 as UInt64)))")
        #expect(try Self.write("1.000000000000000000000000000000000000001", as: .builtin(.decimal)).hasPrefix("mismatch"))
        #expect(try Self.write("1.5e2", as: .builtin(.double)) == "1.5e2")
        #expect(try Self.write(".5", as: .builtin(.double)) == "0.5", "not a JSON number: written as Swift writes the Double")
        #expect(try Self.write("3000000000", as: .builtin(.int32)) == "mismatch at '': '3000000000' is not a 32-bit integer")
        #expect(try Self.write("\"12\"", as: .builtin(.int)) == "mismatch at '': '12' is not an integer", "a JSON string is not a number")
        #expect(try Self.write("12", as: .builtin(.string)) == "\"12\"", "a plain scalar is read as the type expects")
        #expect(try Self.write("yes", as: .builtin(.bool)) == "true")
        #expect(try Self.write("~", as: .builtin(.string)) == "mismatch at '': expected a value of type String, found null")
        #expect(try Self.write("~", as: .optional(.builtin(.string))) == "nil")
        #expect(try Self.write("\"a\\\"b\\\\(c)\"", as: .builtin(.string)) == #""a\"b\\(c)""#, "spec text stays text")
        #expect(try Self.write("AAEC/w==", as: .builtin(.data)) == "Data([0x00, 0x01, 0x02, 0xFF])")
        #expect(try Self.write("not base64!", as: .builtin(.data)).hasPrefix("mismatch"))
        #expect(try Self.write("00000000-0000-0000-0000-0000000000FF", as: .builtin(.uuid))
            == "UUID(uuid: (0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xFF))")
        #expect(try Self.write("https://example.com/a%20b?q=1#top", as: .builtin(.url)) == #"URL(checkedExample: "https://example.com/a%20b?q=1#top")"#)
        #expect(try Self.write("https://example.com/a b", as: .builtin(.url)).hasPrefix("mismatch"))
        #expect(try Self.write("/relative", as: .builtin(.url)).hasPrefix("mismatch"))
    }

    @Test func datesFollowTheAPIsDateRules() throws {
        // RFC 3339 as the runtime reads it, written as the spec writes it
        // (`Date(checkedExample:)` reads it as the generator did: EndpointRuntimeTests.DateTests).
        #expect(try Self.write("2024-05-01T12:00:00Z", as: .builtin(.date)) == #"Date(checkedExample: "2024-05-01T12:00:00Z")"#)
        #expect(try Self.write("2024-05-01t14:00:00.250+02:00", as: .builtin(.date)) == #"Date(checkedExample: "2024-05-01t14:00:00.250+02:00")"#)
        #expect(try Self.write("2024-05-01 12:00:00", as: .builtin(.date)) == #"Date(checkedExample: "2024-05-01 12:00:00")"#)
        #expect(SampleValueWriter.rfc3339Interval("2024-05-01t14:00:00.250+02:00") == 736257600.25)
        #expect(try Self.write("2024-05-01", as: .builtin(.date)).hasSuffix("'2024-05-01' is not a date as the API writes dates (ISO 8601)"))
        #expect(try Self.write("2024-04-31T12:00:00Z", as: .builtin(.date)).hasSuffix("is not a date as the API writes dates (ISO 8601)"))
        #expect(try Self.write("2024-05-01", as: .builtin(.calendarDate)) == "CalendarDate(checkedExample: \"2024-05-01\")")
        #expect(try Self.write("2023-02-29", as: .builtin(.calendarDate)).hasSuffix("'2023-02-29' is not a date (yyyy-MM-dd, RFC 3339 full-date)"))
        #expect(try Self.write("23:59:59.5+05:30", as: .builtin(.timeOfDay)) == "TimeOfDay(checkedExample: \"23:59:59.5+05:30\")")
        #expect(try Self.write("24:00:00", as: .builtin(.timeOfDay)).hasSuffix("is not a time (HH:mm:ss[.fraction][Z|±HH:mm], RFC 3339 partial-time)"))
        #expect(try Self.write("yesterday", as: .builtin(.date)).hasSuffix("'yesterday' is not a date as the API writes dates (ISO 8601)"))
        #expect(try Self.write("1714564800", as: .builtin(.date), dates: .secondsSince1970) == "Date(timeIntervalSince1970: 1714564800.0)")
        #expect(try Self.write("1714564800250", as: .builtin(.date), dates: .millisecondsSince1970) == "Date(timeIntervalSince1970: 1714564800.25)")
        #expect(try Self.write("01/05/2024", as: .builtin(.date), dates: .formatted("dd/MM/yyyy")) == "Date(timeIntervalSince1970: 1714521600.0)")
    }

    @Test func nullableAndFileValuesAreWrittenAsTheirRuntimeTypes() throws {
        // `null` under an optional is `nil`, which is what decoding gives for it.
        #expect(try Self.write("null", as: .optional(.nullable(.builtin(.string)))) == "nil")
        #expect(try Self.write("null", as: .nullable(.builtin(.string))) == "Nullable.null")
        #expect(try Self.write("Rex", as: .optional(.nullable(.builtin(.string)))) == "Nullable.value(\"Rex\")")
        #expect(try Self.write("AQID", as: .builtin(.filePart)) == "FilePart(data: Data([0x01, 0x02, 0x03]))")
    }

    @Test func oneOfTakesTheVariantTheDecoderTakes() throws {
        let choice = ModelDeclaration(specName: "Choice", name: "Choice", description: nil, deprecated: false, specPath: "models.Choice",
                                      kind: .oneOf(variants: [.init(caseName: "int", type: .builtin(.int), discriminatorValues: []),
                                                              .init(caseName: "string", type: .builtin(.string), discriminatorValues: [])],
                                                   discriminator: nil, isIndirect: false))
        let type = ResolvedType.model(name: "Choice", target: .oneOf)
        #expect(try Self.write("12", as: type, models: [choice]) == "API.Choice.int(12)")
        #expect(try Self.write("\"12\"", as: type, models: [choice]) == "API.Choice.string(\"12\")")
        #expect(try Self.write("twelve", as: type, models: [choice]) == "API.Choice.string(\"twelve\")")
        #expect(try Self.write("[1]", as: type, models: [choice]) == "mismatch at '': it is none of the variants of Choice")
    }

    @Test func keywordPropertiesAreBareArgumentLabels() throws {
        let properties = ["default", "private", "inout", "any"].map {
            PropertyDeclaration(specName: $0, name: "`\($0)`", jsonKey: $0, type: .builtin(.int), description: nil,
                                deprecated: false, defaultValue: nil, isBoxed: false)
        }
        let model = ModelDeclaration(specName: "K", name: "K", description: nil, deprecated: false, specPath: "models.K", kind: .object(properties))
        #expect(try Self.write("{default: 1, private: 2, inout: 3, any: 4}", as: .model(name: "K", target: .object), models: [model])
            == "API.K(default: 1, private: 2, `inout`: 3, any: 4)")
    }

    @Test func longValuesBreakOverLines() throws {
        let short = SampleExpression.list(open: "A(", items: [.init(label: "x", value: .atom("1"))], close: ")", empty: "A()")
        #expect(short.written(indent: 4) == "A(x: 1)")
        let long = SampleExpression.list(open: "[", items: (0..<30).map { .init(value: .atom("\"item \($0)\"")) }, close: "]", empty: "[]")
        let written = long.written(indent: 4)
        #expect(written.hasPrefix("[\n        \"item 0\",\n") && written.hasSuffix("\n        \"item 29\"\n    ]"))
    }

    static let openAPI = """
        openapi: 3.1.0
        info: {title: Zoo, version: "1"}
        paths:
          /animals/{id}:
            get:
              operationId: getAnimal
              parameters: [{name: id, in: path, required: true, schema: {type: integer}}]
              responses:
                "200":
                  description: An animal.
                  content:
                    application/json:
                      schema: {$ref: "#/components/schemas/Animal"}
                      examples:
                        lion: {summary: A lion., value: {name: Leo, legs: 4}}
                        shared: {$ref: "#/components/examples/Snake"}
                        remote: {externalValue: "https://example.com/animal.json"}
                        bad: {value: {legs: 4}}
        components:
          examples:
            Snake: {value: {name: Kaa, legs: 0}}
          schemas:
            Animal:
              type: object
              required: [name]
              properties:
                name: {type: string}
                legs: {type: integer}
              example: {name: Rex, legs: 4}
              examples: [{name: Tweety, legs: 2}]
            Code:
              type: string
              example: ZOO-1

        """

    @Test func openAPISchemaAndMediaTypeExamples() throws {
        let (files, warnings) = try Self.generate(Self.openAPI)
        let animal = try #require(files["Zoo/Examples/Zoo.Animal+Examples.swift"])
        #expect(animal.contains(#"public static var example: Zoo.Animal {\#n        Zoo.Animal(name: "Rex", legs: 4)\#n    }"#), "\(animal)")
        #expect(animal.contains(#""1": Zoo.Animal(name: "Tweety", legs: 2),"#), "\(animal)")
        let responses = try #require(files["Zoo/Examples/Zoo.GetAnimal+Examples.swift"])
        #expect(responses.contains(#""lion": Zoo.Animal(name: "Leo", legs: 4),"#) && responses.contains(#""shared": Zoo.Animal(name: "Kaa", legs: 0),"#), "\(responses)")
        #expect(!responses.contains("remote") && !responses.contains("\"bad\""))
        let code = try #require(files["Zoo/Examples/Zoo.Code+Examples.swift"])
        #expect(code.contains(#"public static var codeExample: Zoo.Code {\#n        "ZOO-1"\#n    }"#), "\(code)")
        #expect(warnings == ["spec.yaml:18:30: warning: the example 'bad' of the response of 'getAnimal' does not fit its type Animal (it has no 'name', which Animal requires); no Swift value is generated for it"])
    }

    /// A stub transport answers with the status the examples are documented under, not 200.
    @Test func exampleResponsesKeepTheirStatusCode() throws {
        let (files, _) = try Self.generate(Self.openAPI)
        #expect(try #require(files["Zoo/Examples/Zoo.GetAnimal+Examples.swift"]).contains("public static var exampleStatusCode: Int { 200 }\n"))
        let created = Self.openAPI.replacingOccurrences(of: "\"200\":", with: "\"201\":")
        let (createdFiles, _) = try Self.generate(created)
        #expect(try #require(createdFiles["Zoo/Examples/Zoo.GetAnimal+Examples.swift"]).contains("public static var exampleStatusCode: Int { 201 }\n"))
        let range = Self.openAPI.replacingOccurrences(of: "\"200\":", with: "\"2XX\":")
        let (rangeFiles, _) = try Self.generate(range)
        #expect(try #require(rangeFiles["Zoo/Examples/Zoo.GetAnimal+Examples.swift"]).contains("public static var exampleStatusCode: Int { 200 }\n"))
    }

    /// When the 2xx responses differ (the request's Response is an enum, one case per status),
    /// the examples are the first status's bodies, answered with that status.
    @Test func examplesOfAResponseEnumAreItsFirstCase() throws {
        let twoStatuses = Self.openAPI.replacingOccurrences(of: "\"200\":", with: "\"202\":\n          description: Queued.\n        \"201\":")
        let (files, _) = try Self.generate(twoStatuses)
        let request = try #require(files["Zoo/Requests/Zoo.GetAnimal.swift"])
        #expect(request.contains("case created(Zoo.Animal)") || request.contains("case created(Animal)"), "\(request)")
        let examples = try #require(files["Zoo/Examples/Zoo.GetAnimal+Examples.swift"])
        #expect(examples.contains("public static var exampleStatusCode: Int { 201 }\n"), "\(examples)")
        #expect(examples.contains(#""lion": Zoo.Animal(name: "Leo", legs: 4),"#), "\(examples)")
    }

    @Test func examplesCanBeTurnedOff() throws {
        var options = GenerationOptions()
        options.writesExamples = false
        let (files, warnings) = try Self.generate(Self.openAPI, options: options)
        #expect(!files.keys.contains { $0.contains("Examples") } && warnings.isEmpty)
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("zoo.yaml", Self.openAPI)
        try folder.write("endpointgen.yaml", "examples: false\n")
        let configured = Command.run(["generate", folder.file("zoo.yaml").path, "-o", folder.file("out").path, "--config", folder.file("endpointgen.yaml").path])
        #expect(configured.exitCode == 0 && !folder.exists("out/Zoo/Examples"))
        #expect(Command.run(["generate", folder.file("zoo.yaml").path, "-o", folder.file("flag").path, "--no-examples"]).exitCode == 0)
        #expect(!folder.exists("flag/Zoo/Examples"))
        try folder.write("bad.yaml", "examples: sometimes\n")
        #expect(Command.run(["generate", folder.file("zoo.yaml").path, "-o", folder.file("x").path, "--config", folder.file("bad.yaml").path])
            .standardError.contains("expected true or false for 'examples', found 'sometimes'"))
    }
}
