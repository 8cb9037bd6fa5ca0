import Testing
@testable import EndpointGenCore

/// The single-value rules and the "did you mean" search.
@Suite struct RulesTests {
    @Test func tokens() {
        for name in ["Accept", "X-Request-ID", "a!#$%&'*+-.^_`|~9"] {
            #expect(FieldRules.tokenProblem(name) == nil, "\(name)")
        }
        for name in ["", "X Y", "X:Y", "X(Y)", "Ä", "X\u{7F}", "X\"", "X/Y", "X@Y"] {
            #expect(FieldRules.tokenProblem(name) != nil, "\(name)")
        }
    }

    @Test func headerValues() {
        #expect(FieldRules.headerValueProblem("application/json; charset=utf-8") == nil)
        #expect(FieldRules.headerValueProblem("tab\tinside") == nil)
        #expect(FieldRules.headerValueProblem("two\r\nlines") != nil)
        #expect(FieldRules.headerValueProblem("nul\0") != nil)
    }

    @Test func serverURLs() {
        for url in ["https://api.example.com", "http://127.0.0.1:3000", "https://example.com/v1/", "HTTPS://EXAMPLE.COM"] {
            #expect(FieldRules.serverURLProblem(url) == nil, "\(url)")
        }
        for url in ["example.com", "/v1", "ftp://example.com", "https://", "https://x.com?a=1", "https://x.com#f", "https://u:p@x.com", "not a url"] {
            #expect(FieldRules.serverURLProblem(url) != nil, "\(url)")
        }
    }

    @Test func dateFormats() {
        for format in ["yyyy-MM-dd", "dd.MM.yyyy HH:mm:ss", "yyyy-MM-dd'T'HH:mm:ssZZZZZ", "EEE, d MMM yyyy"] {
            #expect(FieldRules.dateFormatProblem(format) == nil, "\(format)")
        }
        for format in ["iso8061", "yyyy-MM-dd'T", "---", "'literal only'", "yyyy-MM-ddTHH"] {
            #expect(FieldRules.dateFormatProblem(format) != nil, "\(format)")
        }
    }

    @Test func identifiers() {
        for name in ["a", "_1", "1st", "Ünïcode", "名前", "get-post", "with space"] {
            #expect(FieldRules.canBeIdentifier(name), "\(name)")
        }
        for name in ["", "-", "!!!", "[]", " ", "..."] {
            #expect(!FieldRules.canBeIdentifier(name), "\(name)")
        }
    }

    /// Type names clash as the resolver compares them: UpperCamelCase, without case.
    @Test func typeNameKeysFindClashes() {
        for name in ["get_post", "getPost", "get-post", "GETPOST", "GetPost"] {
            #expect(Naming.typeNameKey(name) == "getpost", "\(name)")
        }
        #expect(Naming.typeNameKey("get post 2") == "getpost2")
        #expect(Naming.typeNameKey("éclair") == "éclair")
        #expect(Naming.typeNameKey("2fa") == Naming.typeNameKey("_2fa"))
        #expect(Naming.typeNameKey("getPosts") != Naming.typeNameKey("getPost"))
    }

    @Test func editDistanceCountsSwapsAsOne() {
        func d(_ a: String, _ b: String) -> Int { Suggestions.editDistance(Array(a.unicodeScalars), Array(b.unicodeScalars)) }
        #expect(d("", "abc") == 3)
        #expect(d("path", "path") == 0)
        #expect(d("pth", "path") == 1)
        #expect(d("GTE", "GET") == 1)
        #expect(d("kitten", "sitting") == 3)
    }

    @Test func suggestions() {
        #expect(Suggestions.nearest(to: "pth", in: ["method", "path"]) == "path")
        #expect(Suggestions.nearest(to: "Path", in: ["method", "path"]) == "path")
        #expect(Suggestions.nearest(to: "colour", in: ["method", "path"]) == nil)
        #expect(Suggestions.nearest(to: "path", in: ["path"]) == nil)
        #expect(Suggestions.note(for: "x", in: ["a", "b"], listing: true) == [Diagnostic.Note("expected one of: a, b")])
        #expect(Suggestions.note(for: "x", in: ["a", "b"], listing: false) == [])
    }
}
