import Foundation

/// A spec with hostile text in every place a spec string reaches the output, and what the
/// generated client must give back at run time.
enum HostileSpec {
    /// Comment and string terminators, interpolation, raw-string delimiters, backslashes,
    /// Mustache tags and format specifiers on one line.
    static let oneLine = ##"*/ /* """ \(1 + 1) #"raw"# \ \\ ' ` {{mustache}} {{{triple}}} {{/section}} {{> partial}} ${x} %@ <b>"##
    /// Lines that would be directives, attributes or doc lines if they escaped a comment.
    static let lines = "first */\n#if false\n@main struct Evil {}\n/// doc\n} func evil() {\nlast \\"
    /// Non-ASCII, a bidirectional override and a zero-width space.
    static let unicode = "é 🚀 \u{202E}bidi \u{200B}zero-width"

    /// Descriptions: no control or format characters, so a doc comment holds them verbatim.
    static let descriptions = [oneLine, lines + "\n" + "é 🚀 ünïcödé"]
    /// Enum values, including ones that clash with the fallback case and Swift keywords.
    static let enumValues = [oneLine, lines, unicode, "unknown", "Unknown", "rawValue", "self", "init", "+1", "-1", "default"]
    /// Property names (the JSON keys), including ones that clash once converted.
    static let propertyNames = [oneLine, lines, unicode, "self", "init", "rawValue", "CodingKeys", "user_id", "userId", "Type"]
    /// A server URL full of RFC 3986 sub-delimiters and escapes.
    static let serverURL = "https://example.com/a'b(c)*d$e!f;g=h,i+j~k@l:m/%22%5C(x)/*/"
    /// A header field name (an RFC 9110 token, without `_`, which gunicorn drops) and value.
    static let headerName = "X-Evil!#$%&'*+.^`|~"
    static let headerValue = ##"*/ /* """ \(1 + 1) #"raw"# \ \\ ' ` {{mustache}} ${x}"##
    /// A query parameter name and value with every character the query syntax reserves.
    static let queryName = ##"q */ "\(x)" #"r"# &=+?/ é"##
    static let queryValue = #"v */ "\(x)" &=+#/? é 🚀"#
    /// The literal part of a path (after `/anything`), with characters that must be encoded.
    static let pathLiteral = #"/a'b(c)*d$e!f;g=h,i+j~k@l:m/"q"/\(x)/ü%zz/*/"#

    /// The spec, with names from the lists above in every place.
    static var text: String {
        func q(_ text: String) -> String { SampleSpecs.quoted(text) }
        var spec = """
            api: \(q("Hostile */ \"\"\" \\(x) #\"y\"#"))
            description: \(q(descriptions[0] + "\n" + descriptions[1]))
            servers:
              - url: \(q(serverURL))
                description: \(q(oneLine))
            headers:
              \(q(headerName)): \(q(headerValue))
            models:
              Mood:
                description: \(q(descriptions[1]))
                enum:

            """
        for value in enumValues {
            spec += "      - value: \(q(value))\n        description: \(q(oneLine))\n"
        }
        spec += "  Text:\n    description: \(q(descriptions[0]))\n    properties:\n"
        for name in propertyNames {
            spec += "      \(q(name)):\n        type: String\n        description: \(q(descriptions[1]))\n"
        }
        spec += """
              Echoed:
                properties:
                  args: "[String: String]"
                  headers: "[String: String]"
                  url: String
              \(q("*/ Model \"\"\" \\(x) #\"y\"# {{x}}")):
                properties:
                  \(q("self")): \(q("Mood?"))
            endpoints:
              echo:
                summary: \(q(oneLine))
                description: \(q(descriptions[1]))
                method: GET
                path: \(q("/anything" + pathLiteral))
                query:
                  \(q(queryName)): String
                headers:
                  \(q("X-Param-" + headerName.dropFirst(2))): String
                response: Echoed
              \(q("*/ endpoint \"\"\" \\(x) #\"y\"# {{x}}")):
                summary: \(q(lines))
                method: POST
                path: /post
                body: Text
                response: Mood

            """
        return spec
    }

    /// What the check program compares at run time (passed to it as a JSON file).
    struct Expectations: Codable {
        var enumValues = HostileSpec.enumValues
        var propertyNames = HostileSpec.propertyNames
        var serverURL = HostileSpec.serverURL
        var serverDescription = HostileSpec.oneLine
        var headerName = HostileSpec.headerName
        var headerValue = HostileSpec.headerValue
        var parameterHeaderName = "X-Param-" + HostileSpec.headerName.dropFirst(2)
        var queryName = HostileSpec.queryName
        var queryValue = HostileSpec.queryValue
        var path = "/anything" + HostileSpec.pathLiteral
        var httpbin: String
    }
}
