import Foundation

/// Writes an example from the spec as a Swift expression of its type, so the compiler checks
/// it, or says where and why it does not fit.
///
/// An example fits when the JSON it stands for decodes as the type: an object needs every
/// property that is not optional (keys the type does not have are ignored, as the decoder
/// ignores them) and a constant property's one value where it has the key, an open enum takes
/// any raw value (an unlisted one is the fallback case) and a closed one only the values it
/// lists, a one-of takes the variant the decoder would pick, an any-of every variant the value
/// decodes as, and a tuple its items in order. Every value is written with its type
/// named (`Blog.Post(id: 1, …)`, `Blog.Status.draft`), so the type checker has nothing to
/// infer. Values that Swift cannot write as literals are written exactly: a `Decimal` from
/// its digits, a `UUID` from its bytes, `Data` from its bytes, a `Date` through
/// `Date(checkedExample:)` from its RFC 3339 text (or as seconds since 1970, by the API's date
/// rules), a `URL` through `URL(checkedExample:)` after checking that
/// it is plain RFC 3986 text every `URL(string:)` accepts.
///
/// Scalars are read as the type expects, by the rules of the example's format
/// (``ScalarText/literal(_:as:format:)``): a plain `123` is the text `123` where a `String` is
/// expected, and the number where an `Int` is.
struct SampleValueWriter {
    /// The API's namespace, which qualifies every generated type.
    let namespace: String
    /// The API's models by Swift name.
    let models: [String: ModelDeclaration]
    /// How the API writes dates.
    let dates: Spec.Coding.Dates
    /// The format the example is written in, whose rules read its scalars (a quoted `"3"` is
    /// the number 3 where an endpoint spec expects one, text in an OpenAPI document).
    var format = InputFormat.openAPI

    /// Why an example does not fit, and where.
    struct Mismatch: Error {
        /// The part of the example that does not fit.
        var node: YAMLNode
        /// The JSON path to it inside the example (`owner.name`, `tags[2]`), empty for the whole.
        var path: String
        /// What is wrong, starting with a lowercase letter.
        var reason: String
        /// Whether the example holds a value of a type of the user's own (``TypeOverride``),
        /// which no Swift literal can be written for.
        var reachesOwnType = false
    }

    /// The most levels of nesting written; an example deeper than that does not fit.
    static let maximumDepth = 64

    /// `node` as a Swift expression of `type`.
    /// - Throws: ``Mismatch`` for the first part that does not fit.
    func expression(_ node: YAMLNode, as type: ResolvedType) throws(Mismatch) -> SampleExpression {
        try expression(node, as: type, path: "", depth: 0, strict: false)
    }

    /// `strict`: a string must be written as one (quoted, or plain text that is not a JSON
    /// number, Boolean or null), as JSON would have it; used to pick a one-of's variant the
    /// way the decoder picks it.
    func expression(_ node: YAMLNode, as type: ResolvedType, path: String, depth: Int, strict: Bool) throws(Mismatch) -> SampleExpression {
        guard depth < Self.maximumDepth else { throw Mismatch(node: node, path: path, reason: "it nests more than \(Self.maximumDepth) levels deep") }
        switch type {
        case .optional(let wrapped):
            if node.scalar?.isNull == true { return .atom("nil") }
            return try expression(node, as: wrapped, path: path, depth: depth + 1, strict: strict)
        case .builtin(let builtin):
            if builtin == .json { return try json(node, path: path, depth: depth + 1) }
            return .atom(try scalar(node, as: builtin, path: path, strict: strict))
        case .array(let element):
            guard let items = node.items else { throw mismatch(node, path, expected: "an array") }
            var parts: [SampleExpression.Item] = []
            for (index, item) in items.enumerated() {
                parts.append(.init(value: try expression(item, as: element, path: path + "[\(index)]", depth: depth + 1, strict: strict)))
            }
            return .list(open: "[", items: parts, close: "]", empty: "[]")
        case .dictionary(let value):
            var parts: [SampleExpression.Item] = []
            for (key, item) in try members(node, path: path, expected: "an object").entries {
                let written = try expression(item, as: value, path: Self.join(path, key), depth: depth + 1, strict: strict)
                parts.append(.init(label: SwiftText.stringLiteral(key), value: written))
            }
            return .list(open: "[", items: parts, close: "]", empty: "[:]")
        case .nullable(let wrapped):
            // `null` under an optional was written `nil` above (what decoding gives for it).
            if node.scalar?.isNull == true { return .atom("Nullable.null") }
            let value = try expression(node, as: wrapped, path: path, depth: depth + 1, strict: strict)
            return .list(open: "Nullable.value(", items: [.init(value: value)], close: ")", empty: "")
        case .model(_, .alias(let target)):
            return try expression(node, as: target, path: path, depth: depth + 1, strict: strict)
        case .model(let name, .external):
            throw Mismatch(node: node, path: path, reason: "'\(name)' is a type of your own", reachesOwnType: true)
        case .model(let name, _):
            guard let model = models[name] else { throw Mismatch(node: node, path: path, reason: "'\(name)' is not a model of the API") }
            return try modelExpression(node, model, path: path, depth: depth + 1, strict: strict)
        }
    }

    /// A value of a model: an initializer call, an enum case, or a one-of case.
    private func modelExpression(_ node: YAMLNode, _ model: ModelDeclaration, path: String, depth: Int, strict: Bool) throws(Mismatch) -> SampleExpression {
        let qualified = namespace + "." + model.name
        switch model.kind {
        case .object(let properties):
            let byKey = try members(node, path: path, expected: "an object").byKey
            var arguments: [SampleExpression.Item] = []
            for property in properties {
                if let constant = property.constant {
                    // A constant is no argument; the example must hold its value, as decoding checks.
                    if let value = byKey[property.jsonKey] {
                        let written = try expression(value, as: property.type.unwrapped, path: Self.join(path, property.jsonKey), depth: depth + 1, strict: strict)
                        guard written.flat == constant.literal else {
                            throw Mismatch(node: value, path: Self.join(path, property.jsonKey), reason: "it is not \(constant.literal), the one value \(model.name) allows")
                        }
                    } else if constant.isRequired {
                        throw Mismatch(node: node, path: path, reason: "it has no '\(property.jsonKey)', which \(model.name) requires")
                    }
                    continue
                }
                let written: SampleExpression
                if let value = byKey[property.jsonKey] {
                    written = try expression(value, as: property.type, path: Self.join(path, property.jsonKey), depth: depth + 1, strict: strict)
                } else if property.type.isOptional {
                    written = .atom("nil")
                } else {
                    throw Mismatch(node: node, path: path, reason: "it has no '\(property.jsonKey)', which \(model.name) requires")
                }
                arguments.append(.init(label: Self.argumentLabel(property.name), value: written))
            }
            return .list(open: qualified + "(", items: arguments, close: ")", empty: qualified + "()")
        case .stringEnum(let cases, let fallback):
            guard let text = try text(node, path: path, strict: strict) else { throw mismatch(node, path, expected: "a string") }
            if let match = cases.first(where: { $0.rawValue == text }) { return .atom(qualified + "." + match.name) }
            guard let fallback else { throw Mismatch(node: node, path: path, reason: "'\(text)' is not a value \(model.name) allows") }
            return .atom("\(qualified).\(fallback)(\(SwiftText.stringLiteral(text)))")
        case .integerEnum(let cases, let fallback):
            guard let scalar = node.scalar, case .integer(let value)? = ScalarText.literal(scalar, as: .integer, format: format) else {
                throw mismatch(node, path, expected: "an integer")
            }
            if let match = cases.first(where: { $0.rawValue == value }) { return .atom(qualified + "." + match.name) }
            guard let fallback else { throw Mismatch(node: node, path: path, reason: "\(value) is not a value \(model.name) allows") }
            return .atom("\(qualified).\(fallback)(\(value))")
        case .numberEnum(let cases, let fallback):
            guard let scalar = node.scalar, ScalarText.literal(scalar, as: .number, format: format) != nil, let value = DecimalNumber(scalar.value) else {
                throw mismatch(node, path, expected: "a number of at most \(DecimalNumber.maximumDigits) significant digits")
            }
            if let match = cases.first(where: { $0.rawValue == value }) { return .atom(qualified + "." + match.name) }
            guard let fallback else { throw Mismatch(node: node, path: path, reason: "\(value) is not a value \(model.name) allows") }
            return .atom("\(qualified).\(fallback)(\(value.swiftDecimal))")
        case .oneOf(let variants, let discriminator, _):
            if let discriminator {
                let entries = try members(node, path: path, expected: "an object").entries
                guard let valueNode = entries.first(where: { $0.key == discriminator })?.value, let value = valueNode.scalar?.value else {
                    throw Mismatch(node: node, path: path, reason: "it has no '\(discriminator)', the property that names the variant of \(model.name)")
                }
                // The variants the value names, in order (a value two variants declare tries
                // both); a value none names tries the variants no value names.
                var candidates = variants.filter { $0.discriminatorValues.contains(value) }
                if candidates.isEmpty { candidates = variants.filter(\.discriminatorValues.isEmpty) }
                guard let last = candidates.last else {
                    throw Mismatch(node: valueNode, path: Self.join(path, discriminator), reason: "'\(value)' names no variant of \(model.name)")
                }
                for variant in candidates.dropLast() {
                    if let written = try? expression(node, as: variant.type, path: path, depth: depth + 1, strict: strict) {
                        return .list(open: "\(qualified).\(variant.caseName)(", items: [.init(value: written)], close: ")", empty: "")
                    }
                }
                let written = try expression(node, as: last.type, path: path, depth: depth + 1, strict: strict)
                return .list(open: "\(qualified).\(last.caseName)(", items: [.init(value: written)], close: ")", empty: "")
            }
            // The decoder takes the first variant that decodes, in spec order; a value written
            // as JSON would write it is tried first.
            for strictness in strict ? [true] : [true, false] {
                for variant in variants {
                    if let written = try? expression(node, as: variant.type, path: path, depth: depth + 1, strict: strictness) {
                        return .list(open: "\(qualified).\(variant.caseName)(", items: [.init(value: written)], close: ")", empty: "")
                    }
                }
            }
            throw Mismatch(node: node, path: path, reason: "it is none of the variants of \(model.name)")
        case .anyOf(let variants):
            // Every variant the value decodes as, as the decoder keeps them.
            var arguments: [SampleExpression.Item] = []
            for variant in variants {
                let written = try? expression(node, as: variant.type, path: path, depth: depth + 1, strict: true)
                arguments.append(.init(label: Self.argumentLabel(variant.caseName), value: written ?? .atom("nil")))
            }
            guard arguments.contains(where: { $0.value.flat != "nil" }) else {
                throw Mismatch(node: node, path: path, reason: "it is none of the variants of \(model.name)")
            }
            return .list(open: qualified + "(", items: arguments, close: ")", empty: qualified + "()")
        case .tuple(let items, let requiredCount, let rest):
            guard let elements = node.items else { throw mismatch(node, path, expected: "an array") }
            guard elements.count >= requiredCount else {
                throw Mismatch(node: node, path: path, reason: "it has \(elements.count) items, fewer than the \(requiredCount) \(model.name) requires")
            }
            guard rest != nil || elements.count <= items.count else {
                throw Mismatch(node: node, path: path, reason: "it has \(elements.count) items, more than the \(items.count) \(model.name) allows")
            }
            var arguments: [SampleExpression.Item] = []
            for (index, type) in items.enumerated() {
                let written = index < elements.count
                    ? try expression(elements[index], as: type, path: path + "[\(index)]", depth: depth + 1, strict: strict)
                    : .atom("nil")
                arguments.append(.init(label: "item\(index + 1)", value: written))
            }
            if let rest {
                var parts: [SampleExpression.Item] = []
                for index in elements.indices.dropFirst(items.count) {
                    parts.append(.init(value: try expression(elements[index], as: rest, path: path + "[\(index)]", depth: depth + 1, strict: strict)))
                }
                arguments.append(.init(label: "rest", value: .list(open: "[", items: parts, close: "]", empty: "[]")))
            }
            return .list(open: qualified + "(", items: arguments, close: ")", empty: qualified + "()")
        case .alias(let target):
            return try expression(node, as: target, path: path, depth: depth + 1, strict: strict)
        }
    }

    /// The pairs of an object, keys unique: in the order of the file and by key.
    private func members(_ node: YAMLNode, path: String, expected: String) throws(Mismatch) -> (entries: [(key: String, value: YAMLNode)], byKey: [String: YAMLNode]) {
        guard let pairs = node.pairs else { throw mismatch(node, path, expected: expected) }
        var byKey: [String: YAMLNode] = [:]
        byKey.reserveCapacity(pairs.count)
        var entries: [(key: String, value: YAMLNode)] = []
        entries.reserveCapacity(pairs.count)
        for pair in pairs {
            guard let key = pair.key.scalar?.value else {
                throw Mismatch(node: pair.key, path: path, reason: "a key is not text")
            }
            guard byKey.updateValue(pair.value, forKey: key) == nil else {
                throw Mismatch(node: pair.key, path: path, reason: "the key '\(key)' is given twice")
            }
            entries.append((key, pair.value))
        }
        return (entries, byKey)
    }

    /// The text of a string scalar, or `nil` for anything else.
    private func text(_ node: YAMLNode, path: String, strict: Bool) throws(Mismatch) -> String? {
        guard let scalar = node.scalar, !scalar.isNull else { return nil }
        if strict, scalar.isPlainUntagged {
            if case .string? = ScalarText.untypedLiteral(scalar) {} else { return nil }
        }
        return scalar.value
    }

    private func mismatch(_ node: YAMLNode, _ path: String, expected: String) -> Mismatch {
        let found: String
        switch node.shape {
        case .scalar(let scalar): found = scalar.isNull ? "null" : "'\(scalar.value)'"
        case .sequence: found = "an array"
        case .mapping: found = "an object"
        }
        return Mismatch(node: node, path: path, reason: "expected \(expected), found \(found)")
    }

    /// A property's name as an argument label: without backticks, which Swift warns about in
    /// an argument list, except for `inout`, the one keyword a label cannot be bare.
    static func argumentLabel(_ name: String) -> String {
        let bare = Naming.bare(name)
        return bare == "inout" ? "`inout`" : bare
    }

    /// A path with a key appended (`owner.name`).
    static func join(_ path: String, _ key: String) -> String {
        path.isEmpty ? key : path + "." + key
    }
}

// MARK: Scalars

extension SampleValueWriter {
    /// A value of a built-in type other than `JSON`.
    func scalar(_ node: YAMLNode, as builtin: Spec.TypeReference.Builtin, path: String, strict: Bool) throws(Mismatch) -> String {
        guard let scalar = node.scalar, !scalar.isNull else {
            throw mismatch(node, path, expected: "a value of type \(builtin.rawValue)")
        }
        let text = scalar.value
        func notA(_ what: String) -> Mismatch { Mismatch(node: node, path: path, reason: "'\(text)' is not \(what)") }
        func literal(_ kind: ScalarText.Kind) -> Spec.LiteralValue? { ScalarText.literal(scalar, as: kind, format: format) }
        switch builtin {
        case .string:
            guard let string = try self.text(node, path: path, strict: strict) else { throw mismatch(node, path, expected: "a string") }
            return SwiftText.stringLiteral(string)
        case .int, .int64, .int32:
            guard case .integer(let value)? = literal(.integer) else { throw notA("an integer") }
            if builtin == .int32, Int32(exactly: value) == nil { throw notA("a 32-bit integer") }
            return String(value)
        case .double, .float:
            switch literal(.number) {
            case .integer(let value)?: return String(value)
            case .number(let value)?: return Self.isJSONNumber(text) ? text : "\(value.value)"
            default: throw notA("a number")
            }
        case .decimal:
            guard literal(.number) != nil, let written = Self.decimal(text) ?? DecimalNumber(text)?.swiftDecimal else {
                throw notA("a decimal number of at most \(DecimalNumber.maximumDigits) significant digits")
            }
            return written
        case .bool:
            guard case .bool(let value)? = literal(.boolean) else { throw notA("true or false") }
            return value ? "true" : "false"
        case .date:
            guard let expression = date(scalar) else { throw notA("a date as the API writes dates (\(APISurface.datesDescription(dates)))") }
            return expression
        case .uuid:
            guard let uuid = UUID(uuidString: text) else { throw notA("a UUID") }
            let bytes = withUnsafeBytes(of: uuid.uuid) { Array($0) }
            return "UUID(uuid: (" + bytes.map(Self.hexByte).joined(separator: ", ") + "))"
        case .data, .filePart:
            guard let data = Data(base64Encoded: text) else { throw notA("base64 text") }
            let bytes = data.isEmpty ? "Data()" : "Data([" + data.map(Self.hexByte).joined(separator: ", ") + "])"
            return builtin == .data ? bytes : "FilePart(data: \(bytes))"
        case .calendarDate:
            guard Self.isFullDate(text) else { throw notA("a date (yyyy-MM-dd, RFC 3339 full-date)") }
            return "CalendarDate(checkedExample: \(SwiftText.stringLiteral(text)))"
        case .timeOfDay:
            guard Self.isPartialTime(text) else { throw notA("a time (HH:mm:ss[.fraction][Z|±HH:mm], RFC 3339 partial-time)") }
            return "TimeOfDay(checkedExample: \(SwiftText.stringLiteral(text)))"
        case .url:
            guard SwiftText.isPortableAbsoluteURL(text) else { throw notA("a URL of plain RFC 3986 characters") }
            return "URL(checkedExample: \(SwiftText.stringLiteral(text)))"
        case .json:
            return try json(node, path: path, depth: 0).flat
        }
    }

    /// Any JSON value as the namespace's `JSONValue`.
    func json(_ node: YAMLNode, path: String, depth: Int) throws(Mismatch) -> SampleExpression {
        guard depth < Self.maximumDepth else { throw Mismatch(node: node, path: path, reason: "it nests more than \(Self.maximumDepth) levels deep") }
        let type = namespace + ".JSONValue"
        switch node.shape {
        case .scalar(let scalar):
            if scalar.isNull { return .atom(type + ".null") }
            let string = SampleExpression.atom("\(type).string(\(SwiftText.stringLiteral(scalar.value)))")
            guard scalar.isPlainUntagged else { return string }
            switch ScalarText.untypedLiteral(scalar) {
            case .bool(let value)?: return .atom("\(type).bool(\(value))")
            case .integer(let value)?: return .atom("\(type).number(\(value))")
            case .number(let value)?: return .atom("\(type).number(\(Self.isJSONNumber(scalar.value) ? scalar.value : "\(value)"))")
            case nil: throw Mismatch(node: node, path: path, reason: "'\(scalar.value)' is not a JSON value")
            default: return string
            }
        case .sequence(let items):
            var parts: [SampleExpression.Item] = []
            for (index, item) in items.enumerated() { parts.append(.init(value: try json(item, path: path + "[\(index)]", depth: depth + 1))) }
            return .list(open: "\(type).array([", items: parts, close: "])", empty: "\(type).array([])")
        case .mapping:
            var parts: [SampleExpression.Item] = []
            for (key, value) in try members(node, path: path, expected: "an object").entries {
                parts.append(.init(label: SwiftText.stringLiteral(key), value: try json(value, path: Self.join(path, key), depth: depth + 1)))
            }
            return .list(open: "\(type).object([", items: parts, close: "])", empty: "\(type).object([:])")
        }
    }

    /// `0x2A`.
    static func hexByte(_ byte: UInt8) -> String {
        "0x" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
    }

    /// Whether text is a JSON number (RFC 8259 §6), which is also a Swift literal of the same value.
    static func isJSONNumber(_ text: String) -> Bool {
        var bytes = Substring(text).utf8[...]
        func digits() -> Int {
            let count = bytes.prefix { $0 >= 0x30 && $0 <= 0x39 }.count
            bytes = bytes.dropFirst(count)
            return count
        }
        if bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
        let leadingZero = bytes.first == UInt8(ascii: "0")
        let integerDigits = digits()
        guard integerDigits > 0, !(leadingZero && integerDigits > 1) else { return false }
        if bytes.first == UInt8(ascii: ".") {
            bytes = bytes.dropFirst()
            guard digits() > 0 else { return false }
        }
        if bytes.first == UInt8(ascii: "e") || bytes.first == UInt8(ascii: "E") {
            bytes = bytes.dropFirst()
            if bytes.first == UInt8(ascii: "+") || bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
            guard digits() > 0 else { return false }
        }
        return bytes.isEmpty
    }

    /// A `Decimal` of exactly the number `text` writes, from its digits, or `nil` when it has
    /// more than 18 significant digits (the significand is written as an `Int64` literal; a
    /// longer one is ``DecimalNumber/swiftDecimal``).
    static func decimal(_ text: String) -> String? {
        guard isJSONNumber(text) || ScalarText.integer(text) != nil else { return nil }
        var rest = Substring(text)
        var negative = false
        if rest.first == "-" || rest.first == "+" {
            negative = rest.first == "-"
            rest = rest.dropFirst()
        }
        var exponent = 0
        if let e = rest.firstIndex(where: { $0 == "e" || $0 == "E" }) {
            // A power this far out is no `Decimal` (and would overflow below).
            guard let value = Int(rest[rest.index(after: e)...].replacingOccurrences(of: "+", with: "")),
                  (-9_999...9_999).contains(value) else { return nil }
            exponent = value
            rest = rest[..<e]
        }
        var digits = ""
        if let dot = rest.firstIndex(of: ".") {
            let fraction = rest[rest.index(after: dot)...]
            exponent -= fraction.count
            digits = String(rest[..<dot]) + fraction
        } else {
            digits = String(rest)
        }
        let trimmed = digits.drop { $0 == "0" }
        guard trimmed.count <= 18, let significand = Int64(trimmed.isEmpty ? "0" : String(trimmed)) else { return nil }
        guard abs(exponent) < 128 else { return nil }
        return "Decimal(sign: .\(negative && significand != 0 ? "minus" : "plus"), exponent: \(exponent), significand: \(significand))"
    }

    /// The number a scalar writes, by the format's rules.
    private func number(_ scalar: YAMLScalar) -> Double? {
        switch ScalarText.literal(scalar, as: .number, format: format) {
        case .integer(let value)?: Double(value)
        case .number(let value)?: value.value
        default: nil
        }
    }

    /// Seconds since 1970 of a date example under the API's date rules, as Swift writes a
    /// `Double`; `nil` when it is not such a date. Mirrors `JSONCoding`'s decoder.
    func date(_ scalar: YAMLScalar) -> String? {
        let seconds: Double?
        switch dates {
        case .iso8601, .iso8601Fractional:
            // Written as the spec writes it, read by the runtime as the generator read it.
            return Self.rfc3339Interval(scalar.value).map { _ in "Date(checkedExample: \(SwiftText.stringLiteral(scalar.value)))" }
        case .secondsSince1970:
            seconds = number(scalar)
        case .millisecondsSince1970:
            seconds = number(scalar).map { $0 / 1000 }
        case .formatted(let pattern):
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.timeZone = TimeZone(secondsFromGMT: 0)
            formatter.dateFormat = pattern
            seconds = formatter.date(from: scalar.value)?.timeIntervalSince1970
        }
        return seconds.map { "Date(timeIntervalSince1970: \($0))" }
    }
}
