import EndpointRuntime
import Foundation
import Testing

/// Free-form URL-encoded form bodies of the unions golden (`additionalProperties` of an enum,
/// and of arrays of it): every key a field, in key order, each value as the form writes its
/// scalars; sent through the real runtime to a local httpbin, whose `/anything` route echoes
/// the form it decoded.
@Suite(.serialized) struct FormBodyDictionaryTests {
    func fields(_ body: RequestBody?) -> String? {
        guard case .form(let items)? = body else { return nil }
        return items.percentEncodedString
    }

    @Test func aDictionaryFormBodySendsEveryKeyInKeyOrder() {
        let request = Unions.PutLabels(requestBody: ["sky": .unknown("blue sky"), "grass": .green, "a&b=c": .red, "": .red])
        #expect(fields(request.body) == "=red&a%26b%3Dc=red&grass=green&sky=blue%20sky")
        #expect(fields(Unions.PutLabels(requestBody: [:]).body) == "")
    }

    @Test func aDictionaryOfArraysRepeatsEachKeyPerElement() {
        let request = Unions.PutLabelSets(requestBody: ["b": [.green, .red], "a": [.unknown("ü")], "none": []])
        #expect(fields(request.body) == "a=%C3%BC&b=green&b=red")
        #expect(Unions.PutLabelSets(requestBody: nil).body == nil)
    }

    @Test func httpbinReadsEveryKeyOfADictionaryForm() async throws {
        let client = try LocalHTTPBin.client(appending: "anything", coding: Unions.coding)
        let labels = try await client.send(Echoed(base: Unions.PutLabels(requestBody: ["a&b=c": .red, "sky": .unknown("blue + sky"), "ü": .green])))
        #expect(labels.method == "PUT")
        #expect(labels.form == ["a&b=c": .string("red"), "sky": .string("blue + sky"), "ü": .string("green")])
        let sets = try await client.send(Echoed(base: Unions.PutLabelSets(requestBody: ["tag": [.red, .unknown("x,y")], "one": [.green]])))
        #expect(sets.form == ["one": .string("green"), "tag": .array([.string("red"), .string("x,y")])])
    }
}
