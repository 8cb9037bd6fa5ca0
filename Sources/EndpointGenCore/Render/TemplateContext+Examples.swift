import Mustache

/// The context of one model's, alias's or endpoint's examples (`examples.mustache`).
extension TemplateContext {
    /// Keys: `name` (the model or request type), `extendedType` (what the values are declared
    /// on: the type, or the namespace for an alias), `member` (`example`, or for an alias
    /// `tagsExample`; the dictionary adds `s`), `valueType` (the values' qualified type),
    /// `isModelExamples` (a model's or an alias's), `isResponseExamples` (an endpoint's
    /// response bodies, with `statusCode`, the status they are documented under) and `isRequestList` (the namespace's `exampleRequests`, with
    /// `requests`, each `Blog.GetPet.self`), `doc`, `example` (the first value, a Swift expression), `examples`
    /// (each with `key`, a string literal, and `value`, a Swift expression; the first entry of
    /// a model's or an alias's refers to `example`).
    func examples(_ declaration: ExampleDeclaration) -> TemplateValue {
        var context = common
        var member = "example", extended = api.name + "." + declaration.typeName, isResponse = false, isList = false
        switch declaration.owner {
        case .model: break
        case .alias(let name):
            member = name
            extended = api.name
        case .response: isResponse = true
        case .requestList:
            extended = api.name
            isList = true
        }
        context[.isRequestList] = .bool(isList)
        context[.requests] = .list(isList ? declaration.values.map { .string($0.expression.flat) } : [])
        if isList {
            context[.isModelExamples] = .bool(false)
            context[.isResponseExamples] = .bool(false)
            context[.extendedType] = .string(extended)
            return .object(context)
        }
        context[.name] = .string(declaration.typeName)
        context[.deprecated] = .bool(declaration.deprecated)
        context[.extendedType] = .string(extended)
        context[.member] = .string(member)
        context[.valueType] = .string(declaration.valueType)
        context[.specPath] = .string(declaration.specPath)
        context[.isModelExamples] = .bool(!isResponse)
        context[.isResponseExamples] = .bool(isResponse)
        context[.statusCode] = .string(String(declaration.statusCode))
        let first = declaration.values.first
        context[.doc] = isResponse
            ? Self.doc(["The spec's example bodies of the success response, by name, for tests and previews."], specPath: declaration.source?.reference ?? declaration.specPath)
            : Self.doc([first?.summary, "An example of `\(declaration.typeName)` from the spec."], specPath: declaration.source?.reference ?? declaration.specPath)
        // The values are the bodies of computed properties (`static var example: T { ... }`,
        // the dictionary's entries one level deeper): the module's interface then holds their
        // types only, so an incremental build does not type-check every example again
        // (Benchmarks/README.md, "Fourth round").
        context[.example] = .string(first?.expression.written(indent: 8, prefix: 0) ?? "")
        context[.examples] = .list(declaration.values.enumerated().map { index, value in
            let key = SwiftText.stringLiteral(value.name)
            let written = !isResponse && index == 0 ? extended + "." + member : value.expression.written(indent: 12, prefix: key.count + 2)
            return .object([.key: .string(key), .value: .string(written)])
        })
        return .object(context)
    }
}

/// The keys of the examples context.
extension ContextKey {
    static let example = ContextKey("example")
    static let examples = ContextKey("examples")
    static let extendedType = ContextKey("extendedType")
    static let isModelExamples = ContextKey("isModelExamples")
    static let isRequestList = ContextKey("isRequestList")
    static let isResponseExamples = ContextKey("isResponseExamples")
    static let pathTemplate = ContextKey("pathTemplate")
    static let requests = ContextKey("requests")
    static let statusCode = ContextKey("statusCode")
    static let key = ContextKey("key")
    static let member = ContextKey("member")
    static let valueType = ContextKey("valueType")
}
