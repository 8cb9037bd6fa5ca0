import Foundation
import Testing
import EndpointRuntime

/// Query and header parameter values that servers could read as something else, sent to a real
/// httpbin through requests written the way generated ones are: each arrives exactly as sent
/// (compared scalar by scalar, since Swift's `==` treats canonically equivalent strings as
/// equal), or the request fails with a clear error before it is sent.
@Suite struct HostileParameterTests {
    static let texts = [
        "/ ? # & = + % ; , space", "..", "", "ü Zoë", "🎉👩‍👩‍👧", "e\u{301} vs \u{E9}", "a\u{0}b", "%00%zz%",
        "line\nbreak\r\ttab",
        String(repeating: "long-", count: 600), // 3,000 bytes: gunicorn answers 414 from 4,094 on, a typed error

    ]

    /// `GET /anything` with one query item and one header field, the header written as
    /// generated requests write it.
    struct Parameters: APIRequest {
        typealias Response = Echo<NoJSON>
        var query: String
        var header: String?
        var method: HTTPMethod { .get }
        var path: String { "/anything" }
        var queryItems: QueryItems {
            var items = QueryItems()
            items.append("q", query)
            return items
        }
        var headerFields: [String: String] {
            header.map { ["X-Value": ParameterValue($0).headerFieldValue(name: "X-Value")] } ?? [:]
        }
    }

    @Test(arguments: texts)
    func aQueryValueArrivesScalarByScalar(_ text: String) async throws {
        let echo = try await HTTPBin.client().send(Parameters(query: text))
        guard case .one(let arrived)? = echo.args["q"] else {
            Issue.record("q arrived as \(String(describing: echo.args["q"]))")
            return
        }
        #expect(Array(arrived.unicodeScalars) == Array(text.unicodeScalars))
    }

    // RFC 9110 §5.5: a field value has no leading or trailing whitespace; servers strip it.
    // And an empty value must arrive as an empty field, not as no field.
    @Test(arguments: [" padded", "padded\t", "", "in side", "a, b"])
    func aHeaderValueArrivesExactlyOrIsRefused(_ text: String) async throws {
        let client = try HTTPBin.client()
        do {
            let echo = try await client.send(Parameters(query: "x", header: text))
            #expect(echo.header("X-Value").map { Array($0.unicodeScalars) } == Array(text.unicodeScalars),
                    "sent \(text.debugDescription), arrived \(String(describing: echo.header("X-Value")?.debugDescription))")
        } catch {
            guard case .encodingFailed(let underlying) = error else {
                Issue.record("expected encodingFailed, got \(error)")
                return
            }
            #expect("\(underlying)".contains("X-Value"))
        }
    }
}

extension HostileParameterTests {
    /// `GET /anything` with an array header parameter (`style: simple`), written as generated
    /// requests write it.
    struct ArrayHeader: APIRequest {
        typealias Response = Echo<NoJSON>
        var values: [String]
        var method: HTTPMethod { .get }
        var path: String { "/anything" }
        var headerFields: [String: String] {
            ["X-Values": ParameterValue(values).headerFieldValue(name: "X-Values")]
        }
    }

    /// A server splits an array header at its commas and strips the whitespace around each
    /// element (RFC 9110 §5.6.1), so an element with a space or tab at either edge would
    /// arrive as another value: refused, as a scalar value is.
    @Test(arguments: [["a", " b"], ["a ", "b"], ["\tx", "y"], ["x", "y\t"], [" "]])
    func anArrayHeaderElementWithEdgeWhitespaceIsRefused(_ values: [String]) async throws {
        let client = try HTTPBin.client()
        do {
            let echo = try await client.send(ArrayHeader(values: values))
            Issue.record("sent \(values), arrived \(String(describing: echo.header("X-Values")?.debugDescription))")
        } catch {
            guard case .encodingFailed(let underlying) = error else {
                Issue.record("expected encodingFailed, got \(error)")
                return
            }
            #expect("\(underlying)".contains("X-Values") && "\(underlying)".contains("whitespace"), "\(underlying)")
        }
    }

    /// Elements with whitespace inside arrive as sent, element by element.
    @Test func anArrayHeaderArrivesElementByElement() async throws {
        let values = ["a", "b c", "d\te"]
        let echo = try await HTTPBin.client().send(ArrayHeader(values: values))
        #expect(echo.header("X-Values")?.split(separator: ",", omittingEmptySubsequences: false).map(String.init) == values)
    }
}

/// Multipart part names and file names against httpbin (werkzeug), which reads a quoted
/// string's backslash escapes: a `"` or `\` arrives as itself.
@Suite struct HostileMultipartNameTests {
    @Test func aPartNameWithAQuoteAndABackslashArrivesExactly() async throws {
        let name = #"say "hi" \ back\slash ü"#
        var form = MultipartFormData()
        form.append(name, "value")
        var request = TestRequest(.post, "/anything", as: Echo<NoJSON>.self)
        request.body = .multipart(form)
        let echo = try await HTTPBin.client().send(request)
        let names = (echo.form ?? [:]).keys.map { Array($0.unicodeScalars) }
        #expect(names == [Array(name.unicodeScalars)], "arrived \(echo.form ?? [:])")
    }

    // No quoted string carries CR or LF (RFC 9110 §5.6.4), and servers do not decode the %0D
    // and %0A that RFC 7578 §2 suggests: such a name cannot arrive, so nothing is sent.
    @Test(arguments: ["a\rb", "a\nb", "a\u{0}b"])
    func aNameOrFileNameWithALineBreakOrNULIsRefused(_ text: String) async throws {
        var named = MultipartFormData(), filed = MultipartFormData()
        named.append(text, "v")
        filed.append("f", data: Data(), filename: text)
        for form in [named, filed] {
            var request = TestRequest(.post, "/anything", as: Echo<NoJSON>.self)
            request.body = .multipart(form)
            let error = await apiError { try await HTTPBin.client().send(request) }
            guard case .encodingFailed(let underlying)? = error else {
                Issue.record("expected encodingFailed, got \(String(describing: error))")
                continue
            }
            #expect("\(underlying)".contains("CR, LF or NUL"))
        }
    }
}
