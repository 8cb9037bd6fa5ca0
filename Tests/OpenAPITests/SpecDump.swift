@testable import EndpointGenCore

/// A compact, line-per-declaration text of a spec, so a test can state the whole expected
/// result of a snippet in a few readable lines.
enum SpecDump {
    static func type(_ type: Spec.TypeReference) -> String {
        switch type {
        case .builtin(let builtin): builtin.rawValue
        case .array(let element): "[\(Self.type(element))]"
        case .dictionary(let value): "[String: \(Self.type(value))]"
        case .optional(let wrapped): Self.type(wrapped) + "?"
        case .model(let name): name
        }
    }

    static func literal(_ value: Spec.LiteralValue) -> String {
        switch value {
        case .string(let s): "\"\(s)\""
        case .integer(let i): String(i)
        case .number(let d): d.description
        case .bool(let b): String(b)
        case .null: "null"
        case .array(let items): "[" + items.map(literal).joined(separator: ", ") + "]"
        case .object(let object): "{" + object.keys.sorted().map { "\($0): \(literal(object[$0] ?? .null))" }.joined(separator: ", ") + "}"
        }
    }

    static func model(_ model: Spec.Model) -> String {
        var line = model.name.value + (model.deprecated ? " (deprecated)" : "")
        switch model.kind {
        case .object(let properties):
            line += " {" + properties.map { p in
                var text = "\(p.name.value): \(type(p.type.value))"
                if let value = p.defaultValue { text += " = \(literal(value.value))" }
                if let value = p.constant { text += " const \(literal(value.value))" }
                if p.deprecated { text += " (deprecated)" }
                return text
            }.joined(separator: ", ") + "}"
            // Other members kept as JSON because the schema does not mention them is the usual
            // case, left unsaid; a dictionary the schema gives is shown, and so is keeping none.
            if let additional = model.additionalProperties {
                if !model.additionalPropertiesAreImplicit { line += " + [String: \(type(additional.value))]" }
            } else {
                line += " closed"
            }
        case .enumeration(let values):
            line += " enum(" + values.map { "\"\($0.value.value)\"" }.joined(separator: ", ") + ")" + (model.isOpen ? "" : " closed")
        case .integerEnumeration(let values):
            line += " enum(" + values.map { String($0.value) }.joined(separator: ", ") + ")" + (model.isOpen ? "" : " closed")
        case .numberEnumeration(let values):
            line += " number enum(" + values.map(\.value.description).joined(separator: ", ") + ")" + (model.isOpen ? "" : " closed")
        case .alias(let target):
            line += " = \(type(target.value))"
        case .oneOf(let choice):
            line += (choice.keyword == .anyOf ? " anyOf(" : " oneOf(") + choice.variants.map { v in
                type(v.type.value) + (v.discriminatorValues.isEmpty ? "" : " [" + v.discriminatorValues.joined(separator: ", ") + "]")
            }.joined(separator: " | ") + ")"
            if let discriminator = choice.discriminator { line += " by \(discriminator.value)" }
        case .tuple(let tuple):
            line += " tuple(" + tuple.items.map { type($0.value) }.joined(separator: ", ")
                + (tuple.rest.map { ", ...\(type($0.value))" } ?? "") + ") min \(tuple.requiredCount)"
        }
        return line
    }

    static func endpoint(_ endpoint: Spec.Endpoint) -> String {
        var parts = ["\(endpoint.name.value): \(endpoint.method.value.rawValue) \(endpoint.path.value)"]
        func parameters(_ label: String, _ list: [Spec.Parameter]) {
            guard !list.isEmpty else { return }
            parts.append(label + "(" + list.map { p in
                var text = "\(p.name.value): \(type(p.type.value))"
                if let style = p.style { text += " style=\(style.rawValue)" }
                if let explode = p.explode { text += " explode=\(explode)" }
                if p.allowReserved { text += " allowReserved" }
                return text
            }.joined(separator: ", ") + ")")
        }
        parameters("path", endpoint.pathParameters)
        parameters("query", endpoint.queryParameters)
        parameters("header", endpoint.headerParameters)
        parameters("cookie", endpoint.cookieParameters)
        if let body = endpoint.body {
            parts.append("body(\(body.encoding.value.rawValue)\(body.contentType.map { " " + $0.value } ?? ""): \(type(body.type.value)))")
        }
        if endpoint.successes.isEmpty {
            parts.append("-> " + (endpoint.response.map { type($0.value) } ?? "none") + (endpoint.responseContentType.map { " (\($0))" } ?? ""))
        } else {
            parts.append("-> " + endpoint.successes.map { success in
                (success.status.value.map(String.init) ?? "2XX") + ": " + (success.type.map { type($0.value) } ?? "none")
            }.joined(separator: " | "))
        }
        if let stream = endpoint.stream {
            parts.append("stream(\(stream.format.value.rawValue) \(stream.mediaType): \(stream.element.map { type($0.value) } ?? "events"))")
        }
        for header in endpoint.responseHeaders {
            parts.append("header(\(header.name.value): \(type(header.type.value)))")
        }
        for error in endpoint.errors {
            let status: String
            switch error.status.value {
            case .code(let code): status = String(code)
            case .range(let digit): status = "\(digit)XX"
            case .default: status = "default"
            }
            parts.append("\(status): \(error.type.map { type($0.value) } ?? "none")")
        }
        if endpoint.deprecated { parts.append("(deprecated)") }
        return parts.joined(separator: " ")
    }

    static func models(_ spec: Spec) -> String { spec.models.map(model).joined(separator: "\n") }
    static func endpoints(_ spec: Spec) -> String { spec.endpoints.map(endpoint).joined(separator: "\n") }
}
