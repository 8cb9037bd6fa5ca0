import Testing
@testable import EndpointGenCore

/// The type grammar, written as quoted text and as YAML's unquoted flow forms.
@Suite struct TypeGrammarTests {
    /// Loads `value` as the type of property `x` of a model, next to a model `Post`.
    private func type(_ value: String) -> (type: Spec.TypeReference?, output: [String]) {
        let yaml = """
            api: Test
            models:
              Post:
                properties:
                  id: Int
              Holder:
                properties:
                  x: \(value)
            """
        let (spec, output) = TestSupport.load(yaml)
        let holder = spec?.models.first { $0.name.value == "Holder" }
        guard case .object(let properties)? = holder?.kind else { return (nil, output) }
        return (properties.first?.type.value, output)
    }

    @Test(arguments: Spec.TypeReference.Builtin.allCases)
    func everyBuiltinIsItsOwnName(_ builtin: Spec.TypeReference.Builtin) {
        let result = type(builtin.rawValue)
        #expect(result.output == [])
        #expect(result.type == .builtin(builtin))
    }

    @Test(arguments: [
        ("Post", Spec.TypeReference.model("Post")),
        ("Post?", .optional(.model("Post"))),
        ("\"[Int]\"", .array(.builtin(.int))),
        ("\"[Int]?\"", .optional(.array(.builtin(.int)))),
        ("'[Post?]'", .array(.optional(.model("Post")))),
        ("\"[String: Post]\"", .dictionary(.model("Post"))),
        ("\"[String:Post]?\"", .optional(.dictionary(.model("Post")))),
        ("\"[ String : [ Int ] ]\"", .dictionary(.array(.builtin(.int)))),
        ("\"[[String: [Date?]]]\"", .array(.dictionary(.array(.optional(.builtin(.date)))))),
        ("\" UUID ?\"", .optional(.builtin(.uuid))),
    ])
    func quotedText(_ text: String, _ expected: Spec.TypeReference) {
        let result = type(text)
        #expect(result.output == [])
        #expect(result.type == expected)
    }

    @Test(arguments: [
        ("[Int]", Spec.TypeReference.array(.builtin(.int))),
        ("[[Post]]", .array(.array(.model("Post")))),
        ("[Post?]", .array(.optional(.model("Post")))),
        ("[String: Int]", .dictionary(.builtin(.int))),
        ("[String: [Post]]", .dictionary(.array(.model("Post")))),
        ("[[String: Int]]", .array(.dictionary(.builtin(.int)))),
        ("[String: Int?]", .dictionary(.optional(.builtin(.int)))),
        ("\n        - Int", .array(.builtin(.int))),
    ])
    func unquotedFlowForms(_ text: String, _ expected: Spec.TypeReference) {
        let result = type(text)
        #expect(result.output == [])
        #expect(result.type == expected)
    }

    @Test func errorsPointInsideTheText() {
        // In `      x: "[String: Pots]"` the quote is at column 10, so `Pots` starts at 20.
        #expect(type("\"[String: Pots]\"").output == [
            "spec.yaml:8:20: error: unknown type 'Pots'; a type is a built-in or a model of this file\nspec.yaml:8:20: note: did you mean 'Post'?",
        ])
        #expect(type("[Int, Pots]").output.first?.hasPrefix("spec.yaml:8:10: error: an array type names exactly one element type") == true)
        #expect(type("[Pots]").output.first?.hasPrefix("spec.yaml:8:11: error: unknown type 'Pots'") == true)
        #expect(type("\"[String\"").output == ["spec.yaml:8:11: error: missing ']' to close the '[' at column 11"])
    }

    @Test func unquotedOptionalArrayIsAYAMLErrorWithAHint() {
        let output = type("[Int]?").output
        #expect(output.count == 1)
        let lines = output.first?.split(separator: "\n").map(String.init) ?? []
        #expect(lines.first?.hasPrefix("spec.yaml:8:15: error: YAML syntax error") == true)
        #expect(lines.last == "spec.yaml:8:15: note: a type that starts with '[' and ends with '?' must be quoted, as in \"[String]?\"")
    }

    @Test func spellingRoundTrips() {
        let type: Spec.TypeReference = .optional(.dictionary(.array(.optional(.model("Post")))))
        #expect(type.spelled == "[String: [Post?]]?")
    }
}
