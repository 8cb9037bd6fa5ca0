@testable import EndpointGenCore
import Testing

/// `Naming` converts ASCII names on bytes and everything else scalar by scalar. These tests
/// check that both paths agree: appending a no-break space (U+00A0, a separator outside ASCII)
/// sends a name through the general path without changing its words.
struct NamingFastPathTests {
    static let names = [
        "user_id", "userID", "URLValue", "HTTPServer", "Idempotency-Key", "with space", "ID", "id",
        "2fa", "1st", "a1B2c3", "v2Beta", "iOS", "ABCdefGHI", "aB", "ABc", "X", "x", "_a_", "__init__",
        "get/repos/{owner}/{repo}", "x-GitHub-Api-Version", "one..two", "+1", "-1", "123",
        "snake_case_name", "camelCaseName", "PascalCaseName", "already2Words", "MIXED_case-Name 9",
    ]
    /// (Names without letters or digits are left out: their words name every symbol, U+00A0 too.)
    static let separator = "\u{A0}"

    @Test(arguments: names) func camelCaseMatchesTheGeneralPath(name: String) {
        #expect(Naming.upperCamelCase(name) == Naming.upperCamelCase(name + Self.separator))
        #expect(Naming.lowerCamelCase(name) == Naming.lowerCamelCase(name + Self.separator))
        #expect(Naming.words(name) == Naming.words(name + Self.separator))
    }

    @Test(arguments: names) func snakeCaseMatchesTheGeneralPath(name: String) {
        #expect(Naming.snakeCase(name) + Self.separator == Naming.snakeCase(name + Self.separator))
    }

    @Test(arguments: names) func typeNameMatchesTheGeneralPath(name: String) {
        #expect(Naming.typeName(name) == Naming.typeName(name + Self.separator))
        #expect(Naming.typeName("Pet", name) == Naming.typeName("Pet", name + Self.separator))
        #expect(Naming.asciiTypeNameKey(name).map { $0 == Naming.upperCamelCase(name).lowercased() } != false)
        #expect(Naming.typeNameKey(name) == Naming.typeNameKey(name + Self.separator))
    }

    @Test func fastPathResults() {
        #expect(Naming.upperCamelCase("get/repos/{owner}") == "GetReposOwner")
        #expect(Naming.lowerCamelCase("HTTPServer2go") == "httpServer2go")
        #expect(Naming.upperCamelCase("2fa") == "_2fa")
        #expect(Naming.snakeCase("myURLValue") == "my_url_value")
        #expect(Naming.typeName("Pet", "owner_info") == "PetOwnerInfo")
        #expect(Naming.typeName("/users/{id}/repos") == "UsersIdRepos")
        #expect(Naming.typeName("2fa") == "2fa")
        #expect(Naming.typeName("/") == "")
    }
}
