import EndpointRuntime
import Foundation
import Testing

/// Hostile keys, values and numbers in the forms golden's bodies and queries: what goes on the
/// wire must read back, on a local httpbin, as the value it was made from, or the request must be
/// refused with ``APIError/encodingFailed(_:)``.
extension FormShapesTests {
    /// Keys and values holding the characters a form or a query gives a meaning (`[ ] = & + %`),
    /// spaces, line breaks, non-ASCII and emoji, and empty ones: httpbin reads each as it was.
    @Test func hostileKeysAndValuesOfAFreeFormBodyArriveAsTheyWere() async throws {
        let texts = ["a[b]", "x=y", "p&q", "1+1", "%41", " sp ", "line\nbreak", "\r\n", "é", "e\u{301}", "😀", "[0]", "", "null"]
        var body: [String: Forms.JSONValue] = [:]
        for (index, text) in texts.enumerated() { body[text] = .string(texts[(index + 1) % texts.count]) }
        let echo = try LocalHTTPBin.client(appending: "anything", coding: Forms.coding)
        let form = try await echo.send(Echoed(base: Forms.PostFree(requestBody: body))).form
        #expect(form == body.mapValues { if case .string(let text) = $0 { .string(text) } else { .null } })
        // A part's name cannot hold a line break (its header would end); every other key is read back.
        let breaks = body.keys.filter { $0.contains("\n") || $0.contains("\r\n") }
        let unbroken = body.filter { !breaks.contains($0.key) }
        let parts = try await echo.send(Echoed(base: Forms.PostParts(requestBody: unbroken))).form
        #expect(parts == form?.filter { !breaks.contains($0.key) })
        for key in breaks {
            let refused = await sent(Forms.PostParts(requestBody: [key: .string("x")]))
            #expect(refused.contains("holds CR, LF or NUL"), "\(refused)")
        }
        let tagged = Forms.FindTagged(flat: ["1+1": "%41", "é": "a&b=c"])
        #expect(try await echo.send(Echoed(base: tagged)).args == ["1+1": .string("%41"), "é": .string("a&b=c")])
    }

    /// Every `Double` a free-form body holds is written as text that reads back as the same
    /// number, bit for bit: negative zero, the largest, the subnormals, the integers past 2^53.
    @Test func numbersAtTheLimitsReadBackBitForBit() async throws {
        let numbers: [Double] = [-0.0, 0, 1, -1, 0.1, 1.0 / 3, 1e308, -.greatestFiniteMagnitude, .leastNonzeroMagnitude,
                                 .leastNormalMagnitude, -.leastNonzeroMagnitude, 9_007_199_254_740_992, 9_007_199_254_740_994,
                                 -9_007_199_254_740_992, 1e21, 123_456_789_012_345_683_968, 0.000001, 1e-7]
        for number in numbers {
            let sent = await sent(Forms.PostFree(requestBody: ["n": .number(number)]))
            let text = sent.hasPrefix("n=") ? String(sent.dropFirst(2)).removingPercentEncoding : nil
            #expect(text.flatMap(Double.init)?.bitPattern == number.bitPattern, "\(number): \(sent)")
        }
        let echo = try LocalHTTPBin.client(appending: "anything", coding: Forms.coding)
        let zero = try await echo.send(Echoed(base: Forms.PostFree(requestBody: ["z": .number(-0.0), "a": .array([.number(-0.0)])])))
        #expect(zero.form == ["z": .string("-0"), "a": .string("-0")])
        for infinite in [Double.infinity, -.infinity] {
            let refused = await sent(Forms.PostFree(requestBody: ["x": .array([.number(infinite)])]))
            #expect(refused.contains("no JSON or parameter form"), "\(refused)")
        }
    }

    /// A member beside a multipart model's properties under a property's key would be a second
    /// part of that name, which a server reads as a list or as either value: refused, as a form
    /// body refuses it.
    @Test func aMultipartMemberUnderAPropertysKeyIsRefused() async {
        let twice = await sent(Forms.UploadLine(requestBody: .init(sku: "s", quantity: 1, additionalProperties: ["sku": .string("t")])))
        #expect(twice.contains("the additional property 'sku' has the key of a property"), "\(twice)")
        let nested = await sent(Forms.UploadLine(requestBody: .init(sku: "s", quantity: 1, additionalProperties: ["sku[x]": .string("t")])))
        #expect(nested.contains("begins with the key of the property 'sku'"), "\(nested)")
        let kept = await sent(Forms.UploadLine(requestBody: .init(sku: "s", quantity: 1, additionalProperties: ["b": .number(1), "a": .string("x")])))
        let names = kept.components(separatedBy: "\r\n").filter { $0.hasPrefix("Content-Disposition") }
        #expect(names.map { $0.replacingOccurrences(of: "Content-Disposition: form-data; name=", with: "") }
            == ["\"sku\"", "\"quantity\"", "\"a\"", "\"b\""], "\(kept)")
    }

    /// A member whose key begins with a property's and a bracket is read as a part of that
    /// property by the servers that read brackets: refused in a form body and an exploded query
    /// object; a bracket elsewhere, or a key that only begins like a property's, is sent.
    @Test func aMemberThatBracketsAPropertysKeyIsRefused() async {
        let form = await sent(Forms.CreateLine(requestBody: .init(sku: "s", quantity: 1, additionalProperties: ["quantity[0]": .number(2)])))
        #expect(form.contains("begins with the key of the property 'quantity'"), "\(form)")
        // A combining mark after the bracket makes one `Character` of both, but the bytes on
        // the wire still begin `quantity[`.
        let marked = await sent(Forms.CreateLine(requestBody: .init(sku: "s", quantity: 1, additionalProperties: ["quantity[\u{301}0]": .number(2)])))
        #expect(marked.contains("begins with the key of the property 'quantity'"), "\(marked)")
        let query = await query(Forms.FindTagged(name: "m", flat: ["name[]": "x"]))
        #expect(query?.contains("begins with the key of the property 'name'") == true, "\(String(describing: query))")
        let kept = Forms.CreateLine(requestBody: .init(sku: "s", quantity: 1, additionalProperties: ["skus[x]": .string("a"), "x[sku]": .string("b")]))
        #expect(await sent(kept) == "sku=s&quantity=1&skus%5Bx%5D=a&x%5Bsku%5D=b")
    }
}
