import Foundation
import Testing
import EndpointRuntime

/// Path parameter values that a URL would otherwise read as something else, sent to a real httpbin:
/// each arrives as the value sent, or the request fails with a clear error before it is sent.
@Suite struct HostilePathTests {
    /// `GET /anything/a/{segment}`, its path written the way generated requests write it.
    struct Segment: APIRequest {
        typealias Response = Echo<NoJSON>
        var segment: String
        var method: HTTPMethod { .get }
        var path: String { "/anything/a/\(PathParameter.encode(segment))" }
    }

    /// `GET /anything/a/{segment}` with a styled parameter (`style: label` or `simple`, an array).
    struct Styled: APIRequest {
        typealias Response = Echo<NoJSON>
        var value: ParameterValue
        var style: ParameterStyle
        var method: HTTPMethod { .get }
        var path: String { "/anything/a/\(PathParameter.encode(value, name: "segment", style: style))" }
    }

    // RFC 3986 §5.2.4: a segment "." or ".." is removed (with the one before it) when the URL
    // is resolved, so "/anything/a/.." would reach "/anything/" and the value would be lost.
    @Test(arguments: [".", ".."])
    func aDotSegmentValueArrivesAsItself(_ value: String) async throws {
        let echo = try await HTTPBin.client().send(Segment(segment: value))
        let path = try #require(URL(string: echo.url)?.path)
        #expect(path.removingPercentEncoding == "/anything/a/\(value)")
    }

    @Test func aDotSegmentMadeByALabelOrAnArrayArrivesAsItself() async throws {
        let client = try HTTPBin.client()
        let label = try await client.send(Styled(value: ParameterValue(""), style: .label))
        #expect(URL(string: label.url)?.path.removingPercentEncoding == "/anything/a/.")
        let array = try await client.send(Styled(value: ParameterValue([".."]), style: .simple))
        #expect(URL(string: array.url)?.path.removingPercentEncoding == "/anything/a/..")
    }

    // An empty value would leave an empty segment: "/anything/a/" is another resource (a
    // collection, or the same one after a redirect that drops the slash).
    @Test func anEmptyValueFailsBeforeTheRequestIsSent() async throws {
        let client = try HTTPBin.client()
        for request in [Segment(segment: "")] {
            let error = await apiError { try await client.send(request) }
            guard case .encodingFailed(let underlying)? = error else {
                Issue.record("expected encodingFailed, got \(String(describing: error))")
                continue
            }
            #expect("\(underlying)".contains("empty"))
        }
        let array = await apiError { try await client.send(Styled(value: ParameterValue([String]()), style: .simple)) }
        guard case .encodingFailed(let underlying)? = array else {
            Issue.record("expected encodingFailed, got \(String(describing: array))")
            return
        }
        #expect("\(underlying)".contains("'segment'"))
    }
}
