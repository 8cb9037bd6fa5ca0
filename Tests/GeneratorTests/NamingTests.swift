import Foundation
import Testing
@testable import EndpointGenCore

/// Every naming hazard of issue 3 and spec-format.md, one expectation each.
@Suite struct NamingTests {
    @Test func wordsSplitAtSeparatorsAndCaseChanges() {
        #expect(Naming.words("user_id") == ["user", "id"])
        #expect(Naming.words("userID") == ["user", "ID"])
        #expect(Naming.words("HTTPServer") == ["HTTP", "Server"])
        #expect(Naming.words("first-name.last name") == ["first", "name", "last", "name"])
        #expect(Naming.words("v2Name") == ["v2", "Name"])
    }

    @Test func typeNamesAreUpperCamelCase() {
        #expect(Naming.upperCamelCase("listPosts") == "ListPosts")
        #expect(Naming.upperCamelCase("list_posts") == "ListPosts")
        #expect(Naming.upperCamelCase("get-values") == "GetValues")
        #expect(Naming.upperCamelCase("users.me") == "UsersMe")
        #expect(Naming.upperCamelCase("HTTPServer") == "HTTPServer")
    }

    @Test func memberNamesAreLowerCamelCase() {
        #expect(Naming.lowerCamelCase("user_id") == "userId")
        #expect(Naming.lowerCamelCase("URLValue") == "urlValue")
        #expect(Naming.lowerCamelCase("Idempotency-Key") == "idempotencyKey")
        #expect(Naming.lowerCamelCase("with space") == "withSpace")
        #expect(Naming.lowerCamelCase("ID") == "id")
    }

    @Test func leadingDigitsGetAnUnderscore() {
        #expect(Naming.lowerCamelCase("2fa") == "_2fa")
        #expect(Naming.upperCamelCase("2FA") == "_2FA")
        #expect(Naming.lowerCamelCase("1") == "_1")
    }

    @Test func nonASCIILettersStayAndOtherScalarsGo() {
        #expect(Naming.lowerCamelCase("größe") == "größe")
        #expect(Naming.lowerCamelCase("名前") == "名前")
        #expect(Naming.upperCamelCase("Ünïcödé") == "Ünïcödé")
        // Decomposed é (e + U+0301) is composed first, so it stays one letter.
        #expect(Naming.lowerCamelCase("cafe\u{301}") == "café")
        #expect(Naming.lowerCamelCase("smile😀face") == "smileFace")
        #expect(Naming.lowerCamelCase("zero\u{200B}width") == "zeroWidth")
    }

    @Test func symbolOnlyNamesBecomeWords() {
        #expect(Naming.lowerCamelCase("") == "empty")
        #expect(Naming.lowerCamelCase("+1") == "plus1")
        #expect(Naming.lowerCamelCase("-1") == "minus1")
        #expect(Naming.lowerCamelCase(">=") == "greaterEquals")
        #expect(Naming.lowerCamelCase("😀") == "u1f600")
    }

    @Test func keywordsAreEscapedOrRenamed() {
        #expect(Naming.memberIdentifier("default") == "`default`")
        #expect(Naming.memberIdentifier("protocol") == "`protocol`")
        #expect(Naming.memberIdentifier("await") == "`await`")
        #expect(Naming.memberIdentifier("self") == "self_")
        #expect(Naming.memberIdentifier("Self") == "Self_")
        #expect(Naming.memberIdentifier("init") == "init_")
        #expect(Naming.memberIdentifier("Type") == "Type_")
        #expect(Naming.memberIdentifier("none") == "none_")
        #expect(Naming.memberIdentifier("name") == "name")
        #expect(Naming.bare("`default`") == "default")
    }

    @Test func reservedTypeNamesGetASuffix() {
        #expect(Resolver.namespaceName(for: "Foundation") == "FoundationAPI")
        #expect(Resolver.namespaceName(for: "string") == "StringAPI")
        #expect(Resolver.namespaceName(for: "json placeholder") == "JsonPlaceholder")
    }

    /// A model named like a type the default templates write unqualified (`QueryValue`,
    /// `UInt64`, `SingleValueDecodingContainer`) would shadow it inside the namespace and the
    /// client would not compile: every such name is reserved. Doc comments, Mustache tags and
    /// string literals are not code; a template's own generic parameters are its to name, and
    /// `Request` is `APIResponse`'s, in an extension outside the namespace.
    @Test func everyTypeTheDefaultTemplatesWriteIsReserved() throws {
        var unreserved: Set<String> = []
        for (name, source) in DefaultTemplates.sources {
            let code = source.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
                .joined(separator: "\n")
                .replacing(/\{\{[^}]*\}\}/, with: " ")
                .replacing(/"(\\.|[^"\\])*"/, with: " ")
            let genericParameters = Set(code.matches(of: /<(\w+):/).map { String($0.1) } + ["Request"])
            for match in code.matches(of: /(?:^|[^.\w])([A-Z]\w*)/) {
                let word = String(match.1)
                if !Resolver.reservedTypeNames.contains(word), !genericParameters.contains(word) {
                    unreserved.insert("\(word) (\(name))")
                }
            }
        }
        #expect(unreserved.sorted() == [])
    }

    @Test func snakeCaseKeys() {
        #expect(Naming.snakeCase("createdAt") == "created_at")
        #expect(Naming.snakeCase("myURLValue") == "my_url_value")
        #expect(Naming.snakeCase("user_id") == "user_id")
        #expect(Naming.snakeCase("id") == "id")
        #expect(Naming.snakeCase("version2Name") == "version2_name")
    }

    @Test func registryMakesCollisionsDistinctInClaimOrder() {
        var registry = NameRegistry(reserved: ["unknown"])
        #expect(registry.claim("userId") == "userId")
        #expect(registry.claim("userId") == "userId2")
        #expect(registry.claim("userId") == "userId3")
        #expect(registry.claim("unknown") == "unknown2")
        var types = NameRegistry(caseInsensitive: true)
        #expect(types.claim("NullTime") == "NullTime")
        #expect(types.claim("Nulltime") == "Nulltime2")
    }

    @Test func registryNamesTheHolderOfAClaimedName() {
        var types = NameRegistry(comparison: .ignoringCase)
        let first = NameRegistry.Holder(kind: "model", specName: "a", name: "", location: nil)
        #expect(types.claim("GetPost", by: first).renamedFor == nil)
        let second = types.claim("GETPOST", by: .init(kind: "endpoint", specName: "b", name: "", location: nil))
        #expect(second.name == "GETPOST2")
        #expect(second.renamedFor?.what == "model 'a'")
        #expect(second.renamedFor?.name == "GetPost")
        var specNames = NameRegistry(comparison: .swiftTypeName)
        #expect(specNames.claim("pet_status") == "pet_status")
        #expect(specNames.claim("PetStatus") == "PetStatus2")
        #expect(specNames.isTaken("petStatus"))
    }
}
