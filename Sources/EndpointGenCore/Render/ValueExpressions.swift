/// Small Swift expressions that turn a parameter's value into what the runtime takes: a query
/// value, a path segment, header text. Built from identifiers only, never from spec text.
enum ValueExpressions {
    /// An expression the runtime's `QueryItems.append` and `MultipartFormData.append` accept for
    /// `value` of `type`: enums become their raw values, everything else passes through.
    static func queryValue(_ value: String, type: ResolvedType) -> String {
        let type = type.dealiased
        switch type {
        case .optional(let wrapped):
            switch wrapped.dealiased {
            case .array(let element): return isEnum(element) ? "\(value)?.map(\\.rawValue)" : value
            case let scalar: return isEnum(scalar) ? "\(value)?.rawValue" : value
            }
        case .array(let element):
            return isEnum(element) ? "\(value).map(\\.rawValue)" : value
        default:
            return isEnum(type) ? "\(value).rawValue" : value
        }
    }

    /// A `String` expression for a non-optional scalar or array `value` of `type`: header
    /// field values and cookie values. Arrays are comma-separated (RFC 9110 §5.6.1).
    static func text(_ value: String, type: ResolvedType) -> String {
        switch type.dealiased.unwrapped.dealiased {
        case .array(let element):
            return "\(value).map { \(text("$0", type: element)) }.joined(separator: \",\")"
        case .builtin(let builtin):
            switch builtin {
            case .string: return value
            case .uuid: return "\(value).uuidString.lowercased()"
            case .url: return "\(value).absoluteString"
            case .date: return "\(value).formatted(.iso8601)"
            default: return "String(describing: \(value))"
            }
        case .model(_, .stringEnum):
            return "\(value).rawValue"
        case .model(_, .integerEnum):
            return "String(\(value).rawValue)"
        default:
            return "String(describing: \(value))"
        }
    }

    /// An expression `PathParameter.encode` accepts for a non-optional scalar `value`.
    static func pathValue(_ value: String, type: ResolvedType) -> String {
        isEnum(type.dealiased) ? "\(value).rawValue" : value
    }

    /// An `Encodable` expression that writes `value` of `type` with every `UUID` in it in
    /// lower case (RFC 9562 §4) through `LowercaseUUID`, or `nil` when the type holds no
    /// `UUID` (the value is then written as it is). Optionals, arrays and dictionaries are
    /// mapped; models encode their own properties.
    static func lowercasingUUIDs(_ value: String, type: ResolvedType) -> String? {
        switch type.dealiased {
        case .builtin(.uuid):
            return "LowercaseUUID(\(value))"
        case .optional(let wrapped):
            return lowercasingUUIDs("$0", type: wrapped).map { "\(value).map { \($0) }" }
        case .array(let element):
            return lowercasingUUIDs("$0", type: element).map { "\(value).map { \($0) }" }
        case .dictionary(let element):
            return lowercasingUUIDs("$0", type: element).map { "\(value).mapValues { \($0) }" }
        default:
            return nil
        }
    }

    static func isEnum(_ type: ResolvedType) -> Bool {
        switch type.dealiased {
        case .model(_, .stringEnum), .model(_, .integerEnum): true
        default: false
        }
    }
}
