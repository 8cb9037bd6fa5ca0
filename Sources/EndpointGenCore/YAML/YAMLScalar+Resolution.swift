/// Typed access to scalars: the YAML 1.2 core schema (YAML 1.2.2 §10.3.2), which EndpointGen
/// uses, plus a YAML 1.1 Boolean check so that a loader can warn about `yes`, `no`, `on`, `off`.
extension YAMLScalar {
    /// The tag of strings, `!!str`.
    public static let stringTag = "tag:yaml.org,2002:str"
    /// The tag of null, `!!null`.
    public static let nullTag = "tag:yaml.org,2002:null"
    /// The tag of Booleans, `!!bool`.
    public static let boolTag = "tag:yaml.org,2002:bool"
    /// The tag of integers, `!!int`.
    public static let intTag = "tag:yaml.org,2002:int"
    /// The tag of floating-point numbers, `!!float`.
    public static let floatTag = "tag:yaml.org,2002:float"
    /// The tag of a YAML 1.1 merge key, `!!merge` (yaml.org/type/merge.html).
    public static let mergeTag = "tag:yaml.org,2002:merge"

    /// A scalar's typed value.
    public enum Value: Hashable, Sendable {
        /// Null (`~`, `null`, empty).
        case null
        /// A Boolean.
        case bool(Bool)
        /// An integer that fits in `Int`.
        case int(Int)
        /// A floating-point number, including `.inf`, `-.inf` and `.nan` (which, as in IEEE 754,
        /// is not equal to itself).
        case float(Double)
        /// Text.
        case string(String)
    }

    /// Whether the scalar was written in single or double quotes.
    public var isQuoted: Bool { style == .singleQuoted || style == .doubleQuoted }

    /// The scalar's value by the YAML 1.2 core schema (§10.3.2).
    ///
    /// An untagged plain scalar resolves by its text: `null`/`Null`/`NULL`/`~`/empty to null,
    /// `true`/`True`/`TRUE`/`false`/`False`/`FALSE` to a Boolean, `[-+]?[0-9]+`, `0o[0-7]+` and
    /// `0x[0-9a-fA-F]+` to an integer, the float forms and `.inf`/`.nan` to a float, anything
    /// else to a string. Quoted and block scalars are strings. The tags `!!str`, `!!null`,
    /// `!!bool`, `!!int` and `!!float` force their type; a tagged text that does not have the
    /// tag's form, and any other tag, gives a string. A decimal integer too large for `Int`
    /// becomes the nearest float; an octal or hexadecimal one too large stays a string.
    public var coreValue: Value {
        switch tag {
        case nil:
            return style == .plain ? Self.resolvePlain(value) : .string(value)
        case Self.nullTag?:
            return .null
        case Self.boolTag?:
            return Self.coreBool(value).map(Value.bool) ?? .string(value)
        case Self.intTag?:
            if case let .some(number) = Self.coreNumber(value), case .int = number { return number }
            return .string(value)
        case Self.floatTag?:
            switch Self.coreNumber(value) {
            case .int(let i)?: return .float(Double(i))
            case let number?: return number
            case nil: return .string(value)
            }
        default:
            return .string(value)
        }
    }

    /// The Boolean, if ``coreValue`` is one.
    public var boolValue: Bool? {
        if case .bool(let b) = coreValue { return b }
        return nil
    }

    /// The integer, if ``coreValue`` is one.
    public var intValue: Int? {
        if case .int(let i) = coreValue { return i }
        return nil
    }

    /// The number as a `Double`, if ``coreValue`` is an integer or a float.
    public var doubleValue: Double? {
        switch coreValue {
        case .int(let i): Double(i)
        case .float(let d): d
        default: nil
        }
    }

    /// The Boolean that YAML 1.1 (yaml.org/type/bool.html) would read from an untagged plain
    /// scalar: `y`, `yes`, `on`, `true` and `n`, `no`, `off`, `false` in lower, capitalised or
    /// upper case; `nil` for anything else. Under the core schema these words other than
    /// `true`/`false` are strings, so a loader can use this to warn that `on: yes` does not
    /// mean what a YAML 1.1 reader would make of it.
    public var yaml11BoolValue: Bool? {
        guard isPlainUntagged else { return nil }
        switch value {
        case "y", "Y", "yes", "Yes", "YES", "on", "On", "ON", "true", "True", "TRUE": return true
        case "n", "N", "no", "No", "NO", "off", "Off", "OFF", "false", "False", "FALSE": return false
        default: return nil
        }
    }

    static func resolvePlain(_ text: String) -> Value {
        switch text {
        case "", "~", "null", "Null", "NULL": return .null
        default: break
        }
        if let b = coreBool(text) { return .bool(b) }
        return coreNumber(text) ?? .string(text)
    }

    private static func coreBool(_ text: String) -> Bool? {
        switch text {
        case "true", "True", "TRUE": true
        case "false", "False", "FALSE": false
        default: nil
        }
    }

    /// An integer or float in core-schema form, or `nil`.
    private static func coreNumber(_ text: String) -> Value? {
        let bytes = Array(text.utf8)
        guard let first = bytes.first, first == UInt8(ascii: "-") || first == UInt8(ascii: "+")
                || first == UInt8(ascii: ".") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) else {
            return nil
        }
        switch text {
        case ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF": return .float(.infinity)
        case "-.inf", "-.Inf", "-.INF": return .float(-.infinity)
        case ".nan", ".NaN", ".NAN": return .float(.nan)
        default: break
        }
        if bytes.count > 2, first == UInt8(ascii: "0") {
            let digits = String(decoding: bytes[2...], as: UTF8.self)
            if bytes[1] == UInt8(ascii: "o"), digits.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "7")).contains($0) }) {
                return Int(digits, radix: 8).map(Value.int)
            }
            if bytes[1] == UInt8(ascii: "x"), digits.utf8.allSatisfy({ $0.isHexDigit }) {
                return Int(digits, radix: 16).map(Value.int)
            }
        }
        guard let shape = NumberShape(bytes) else { return nil }
        if shape == .integer, let i = Int(text) { return .int(i) }
        return Double(text).map(Value.float)
    }
}

/// The shape of `[-+]? ( \. [0-9]+ | [0-9]+ ( \. [0-9]* )? ) ( [eE] [-+]? [0-9]+ )?`.
private enum NumberShape {
    case integer, float

    init?(_ bytes: [UInt8]) {
        var i = 0
        func digits() -> Int {
            let start = i
            while i < bytes.count, bytes[i].isDigit { i += 1 }
            return i - start
        }
        if i < bytes.count, bytes[i] == UInt8(ascii: "-") || bytes[i] == UInt8(ascii: "+") { i += 1 }
        var isFloat = false
        let whole = digits()
        if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
            i += 1
            isFloat = true
            if digits() == 0, whole == 0 { return nil }
        } else if whole == 0 {
            return nil
        }
        if i < bytes.count, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
            i += 1
            isFloat = true
            if i < bytes.count, bytes[i] == UInt8(ascii: "-") || bytes[i] == UInt8(ascii: "+") { i += 1 }
            if digits() == 0 { return nil }
        }
        guard i == bytes.count else { return nil }
        self = isFloat ? .float : .integer
    }
}

private extension UInt8 {
    var isDigit: Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self) }
    var isHexDigit: Bool {
        isDigit || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(self) || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(self)
    }
}
