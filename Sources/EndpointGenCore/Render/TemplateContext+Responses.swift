import Mustache

/// The response keys of a request's context: the `Response` type or enum, the stream, the
/// `ErrorResponse` enum, and the typed response header fields.
extension TemplateContext {
    func responseKeys(_ request: RequestDeclaration, into context: inout TemplateObject) {
        let stream = request.stream
        let streamElement = stream.map { $0.element?.code ?? "ServerSentEvent" }
        let isChoice = stream != nil && request.response != nil
        let hasCases = !request.successes.isEmpty
        context[.response] = .string(stream != nil && !isChoice ? "ResponseStream<\(streamElement ?? "")>"
                                         : request.response?.code ?? "EmptyResponse")
        context[.hasResponseEnum] = .bool(hasCases || isChoice)
        context[.hasResponseCases] = .bool(hasCases)
        context[.responseCases] = .list(request.successes.map { caseObject($0, isSuccess: true) })
        context[.hasUndocumentedResponse] = .bool(!request.successes.contains { $0.status == .range(2) })
        context[.isStream] = .bool(stream != nil && !isChoice)
        context[.hasStreamChoice] = .bool(isChoice)
        if let stream {
            context[.streamElement] = .string(streamElement ?? "")
            context[.streamMediaType] = .string(SwiftText.stringLiteral(stream.mediaType))
            context[.streamDecode] = .string(Self.streamDecoding(stream))
            let acceptsJSON = isChoice && request.response.map { ![.builtin(.string), .builtin(.data)].contains($0.dealiased) } == true
            context[.accept] = .string(SwiftText.stringLiteral(acceptsJSON ? "application/json, " + stream.mediaType : stream.mediaType))
        }

        context[.errors] = .list(request.errors.map { caseObject($0, isSuccess: false) })
        context[.hasErrors] = .bool(!request.errors.isEmpty)
        context[.hasDefaultError] = .bool(request.errors.contains { $0.status == .default })

        context[.requestType] = .string(api.name + "." + request.name)
        context[.hasResponseHeaders] = .bool(!request.responseHeaders.isEmpty)
        context[.responseHeaders] = Self.withSeparators(request.responseHeaders.map { header in
            [
                .name: .string(header.name),
                // The accessor is in an extension of APIResponse, outside the namespace.
                .type: .string(header.type.qualifiedCode(in: api.name)),
                .specName: .string(SwiftText.stringLiteral(header.specName)),
                .format: .string(Self.headerFormat(header.type)),
                .doc: Self.doc([header.description, "The response header field `\(header.specName)`; `nil` when the response has none."], specPath: nil),
            ]
        })
    }

    /// A case of the `Response` or `ErrorResponse` enum: its name, payload, doc, and the
    /// `switch` case that makes it from `response`.
    private func caseObject(_ responseCase: ResponseCase, isSuccess: Bool) -> TemplateValue {
        let pattern: String
        let what: String
        var payload: [String] = []
        var arguments: [String] = []
        switch responseCase.status {
        case .code(let code):
            pattern = "case \(code)"
            what = "Status \(code)."
        case .range(let digit):
            // Only 2xx statuses reach `decodeResponse`, so `2XX` catches them all.
            pattern = isSuccess ? "default" : "case \(digit)00...\(digit)99"
            what = "A \(digit)xx status the spec does not list on its own (`\(digit)XX`)."
        case .default:
            pattern = "default"
            what = "Any other status (`default`)."
        }
        if !isCode(responseCase.status) {
            payload.append("statusCode: Int")
            arguments.append("statusCode: response.statusCode")
        }
        if let type = responseCase.type {
            payload.append(type.code)
            arguments.append("try response.decodeBody(as: \(type.code).self, decoder: decoder)")
        }
        let member = responseCase.name.hasPrefix("`") ? String(responseCase.name.dropFirst().dropLast()) : responseCase.name
        return .object([
            .caseName: .string(responseCase.name),
            .payload: .string(payload.isEmpty ? "" : "(" + payload.joined(separator: ", ") + ")"),
            .pattern: .string(pattern),
            .value: .string("." + member + (arguments.isEmpty ? "" : "(" + arguments.joined(separator: ", ") + ")")),
            .doc: Self.doc([responseCase.description, what], specPath: nil),
        ])
    }

    private func isCode(_ status: Spec.ErrorStatus) -> Bool {
        if case .code = status { return true }
        return false
    }

    /// The expression that reads a streamed body, e.g. `try response.jsonLines(of: Tick.self, decoder: decoder)`.
    static func streamDecoding(_ stream: StreamDeclaration) -> String {
        switch (stream.format, stream.element) {
        case (.serverSentEvents, nil): "try response.serverSentEvents()"
        case (.serverSentEvents, let element?): "try response.serverSentEvents(of: \(element.code).self, decoder: decoder)"
        case (.jsonLines, let element): "try response.jsonLines(of: \((element ?? .builtin(.json)).code).self, decoder: decoder)"
        case (.jsonSequence, let element): "try response.jsonSequence(of: \((element ?? .builtin(.json)).code).self, decoder: decoder)"
        }
    }

    /// How `APIResponse.headerField` reads a header of this type: `.literal` for numbers,
    /// Booleans and integer enums, `.string` for the rest; `.literals` or `.strings` for arrays.
    static func headerFormat(_ type: ResolvedType) -> String {
        var scalar = type.dealiased
        var isList = false
        if case .array(let element) = scalar {
            scalar = element.dealiased
            isList = true
        }
        let isLiteral = switch scalar {
        case .builtin(let builtin): [.int, .int32, .int64, .double, .float, .bool, .decimal].contains(builtin)
        case .model(_, .integerEnum), .model(_, .numberEnum): true
        default: false
        }
        return (isLiteral ? ".literal" : ".string") + (isList ? "s" : "")
    }
}
