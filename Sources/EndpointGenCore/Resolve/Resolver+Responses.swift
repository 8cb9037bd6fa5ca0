/// Responses: the cases of a request's `Response` and `ErrorResponse` enums, its stream, and the
/// response header fields that become typed properties.
extension Resolver {
    /// Member names of `APIResponse` that a typed header property cannot take.
    static let reservedResponseMembers = ["statusCode", "headerFields", "body", "decoder", "value", "headerField", "init"]

    /// The cases of a `Response` (successes) or `ErrorResponse` enum, matched in this order:
    /// status codes ascending, then ranges, then `default`. Names are unique, and never
    /// `undocumented` (the case for a status the spec does not declare).
    mutating func responseCases(_ responses: [(status: Spec.ErrorStatus, type: Spec.LocatedType?, description: String?)]) -> [ResponseCase] {
        var names = NameRegistry(reserved: ["undocumented"])
        var cases: [ResponseCase] = []
        for response in responses.sorted(by: { $0.status < $1.status }) {
            var type: ResolvedType?
            if let specType = response.type {
                guard let resolved = resolveType(specType.value, at: specType.location) else { continue }
                type = resolved
            }
            let name = Naming.memberIdentifier(names.claim(Self.caseName(response.status)))
            cases.append(ResponseCase(status: response.status, name: name, type: type, description: response.description))
        }
        return cases
    }

    /// The case name of a status: its reason phrase (RFC 9110 §15) in lower camel case
    /// (`notFound`), `status418` for a code without one, the class of a range (`clientError`
    /// for `4XX`, RFC 9110 §15), or `default`.
    static func caseName(_ status: Spec.ErrorStatus) -> String {
        switch status {
        case .code(let code): reasonPhrases[code] ?? "status\(code)"
        case .range(let digit): ["informational", "success", "redirection", "clientError", "serverError"][max(0, min(4, digit - 1))]
        case .default: "default"
        }
    }

    static let reasonPhrases: [Int: String] = [
        100: "continue", 101: "switchingProtocols", 102: "processing", 103: "earlyHints",
        200: "ok", 201: "created", 202: "accepted", 203: "nonAuthoritativeInformation", 204: "noContent",
        205: "resetContent", 206: "partialContent", 207: "multiStatus", 208: "alreadyReported", 226: "imUsed",
        300: "multipleChoices", 301: "movedPermanently", 302: "found", 303: "seeOther", 304: "notModified",
        305: "useProxy", 307: "temporaryRedirect", 308: "permanentRedirect",
        400: "badRequest", 401: "unauthorized", 402: "paymentRequired", 403: "forbidden", 404: "notFound",
        405: "methodNotAllowed", 406: "notAcceptable", 407: "proxyAuthenticationRequired", 408: "requestTimeout",
        409: "conflict", 410: "gone", 411: "lengthRequired", 412: "preconditionFailed", 413: "contentTooLarge",
        414: "uriTooLong", 415: "unsupportedMediaType", 416: "rangeNotSatisfiable", 417: "expectationFailed",
        421: "misdirectedRequest", 422: "unprocessableContent", 423: "locked", 424: "failedDependency",
        425: "tooEarly", 426: "upgradeRequired", 428: "preconditionRequired", 429: "tooManyRequests",
        431: "requestHeaderFieldsTooLarge", 451: "unavailableForLegalReasons",
        500: "internalServerError", 501: "notImplemented", 502: "badGateway", 503: "serviceUnavailable",
        504: "gatewayTimeout", 505: "httpVersionNotSupported", 506: "variantAlsoNegotiates",
        507: "insufficientStorage", 508: "loopDetected", 510: "notExtended", 511: "networkAuthenticationRequired",
    ]

    mutating func resolveStream(_ stream: Spec.StreamResponse?) -> StreamDeclaration? {
        guard let stream else { return nil }
        // JSON lines and sequences without a schema hold any JSON values.
        var element: ResolvedType? = stream.format.value == .serverSentEvents ? nil : .builtin(.json)
        if let specType = stream.element {
            guard let resolved = resolveType(specType.value, at: specType.location) else { return nil }
            element = resolved
        }
        return StreamDeclaration(format: stream.format.value, mediaType: stream.mediaType, element: element)
    }

    /// The typed properties of the header fields responses declare; each must be a scalar, an
    /// enum, or an array of them (a comma-separated list).
    mutating func resolveResponseHeaders(_ headers: [Spec.ResponseHeader]) -> [ResponseHeaderDeclaration] {
        var names = NameRegistry(reserved: Self.reservedResponseMembers)
        var declarations: [ResponseHeaderDeclaration] = []
        for header in headers {
            guard let type = resolveType(header.type.value, at: header.type.location) else { continue }
            guard specTypes.fits(header.type.value, in: .header) else {
                diagnostics.error("response header '\(header.name.value)' has type '\(type.code)', which cannot be read from a header field; use a scalar, an enum, or an array of them", at: header.type.location)
                continue
            }
            let name = Naming.memberIdentifier(names.claim(Naming.lowerCamelCase(header.name.value)))
            declarations.append(ResponseHeaderDeclaration(specName: header.name.value, name: name, type: type.unwrapped,
                                                          description: header.description))
        }
        return declarations
    }
}
