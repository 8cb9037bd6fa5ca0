/// A JSON value, as the YAML test suite's `in.json` files hold them. Object members keep the
/// order of the file so that a mapping can be compared pair by pair.
enum JSONValue: Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([Member])

    struct Member: Equatable {
        var key: String
        var value: JSONValue
    }
}

/// A reader for a stream of JSON values one after another (the suite writes one per YAML
/// document). Small on purpose: the suite's files are well-formed, and a malformed one fails
/// the test loudly rather than being skipped.
struct JSONStream {
    struct Malformed: Error, CustomStringConvertible {
        var offset: Int
        var description: String { "malformed JSON at byte \(offset)" }
    }

    private let bytes: [UInt8]
    private var index = 0

    /// Every JSON value in `bytes`, in order.
    static func values(in bytes: [UInt8]) throws(Malformed) -> [JSONValue] {
        var reader = JSONStream(bytes: bytes)
        var values: [JSONValue] = []
        reader.skipWhitespace()
        while reader.index < bytes.count {
            values.append(try reader.value())
            reader.skipWhitespace()
        }
        return values
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func skipWhitespace() {
        while let c = current, c == 0x20 || c == 0x0A || c == 0x0D || c == 0x09 { index += 1 }
    }

    private mutating func expect(_ literal: String) throws(Malformed) {
        for byte in literal.utf8 {
            guard current == byte else { throw Malformed(offset: index) }
            index += 1
        }
    }

    private mutating func value() throws(Malformed) -> JSONValue {
        skipWhitespace()
        switch current {
        case UInt8(ascii: "n"): try expect("null"); return .null
        case UInt8(ascii: "t"): try expect("true"); return .bool(true)
        case UInt8(ascii: "f"): try expect("false"); return .bool(false)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "["):
            index += 1
            var items: [JSONValue] = []
            skipWhitespace()
            if current == UInt8(ascii: "]") { index += 1; return .array(items) }
            while true {
                items.append(try value())
                skipWhitespace()
                if current == UInt8(ascii: "]") { index += 1; return .array(items) }
                try expect(",")
            }
        case UInt8(ascii: "{"):
            index += 1
            var members: [JSONValue.Member] = []
            skipWhitespace()
            if current == UInt8(ascii: "}") { index += 1; return .object(members) }
            while true {
                skipWhitespace()
                let key = try string()
                skipWhitespace()
                try expect(":")
                members.append(.init(key: key, value: try value()))
                skipWhitespace()
                if current == UInt8(ascii: "}") { index += 1; return .object(members) }
                try expect(",")
            }
        default:
            return .number(try number())
        }
    }

    private mutating func number() throws(Malformed) -> Double {
        let start = index
        while let c = current, c == UInt8(ascii: "-") || c == UInt8(ascii: "+") || c == UInt8(ascii: ".")
                || c == UInt8(ascii: "e") || c == UInt8(ascii: "E") || (0x30...0x39).contains(c) {
            index += 1
        }
        guard let number = Double(String(decoding: bytes[start..<index], as: UTF8.self)) else {
            throw Malformed(offset: start)
        }
        return number
    }

    private mutating func string() throws(Malformed) -> String {
        try expect("\"")
        var scalars = String.UnicodeScalarView()
        var run: [UInt8] = []
        func flush() {
            scalars.append(contentsOf: String(decoding: run, as: UTF8.self).unicodeScalars)
            run.removeAll()
        }
        while let c = current {
            index += 1
            if c == UInt8(ascii: "\"") {
                flush()
                return String(scalars)
            }
            guard c == UInt8(ascii: "\\") else {
                run.append(c)
                continue
            }
            flush()
            guard let escape = current else { break }
            index += 1
            switch escape {
            case UInt8(ascii: "\""): scalars.append("\"")
            case UInt8(ascii: "\\"): scalars.append("\\")
            case UInt8(ascii: "/"): scalars.append("/")
            case UInt8(ascii: "b"): scalars.append("\u{08}")
            case UInt8(ascii: "f"): scalars.append("\u{0C}")
            case UInt8(ascii: "n"): scalars.append("\n")
            case UInt8(ascii: "r"): scalars.append("\r")
            case UInt8(ascii: "t"): scalars.append("\t")
            case UInt8(ascii: "u"):
                var unit = try hex4()
                if (0xD800...0xDBFF).contains(unit), current == UInt8(ascii: "\\") {
                    index += 1
                    try expect("u")
                    let low = try hex4()
                    unit = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
                }
                guard let scalar = Unicode.Scalar(unit) else { throw Malformed(offset: index) }
                scalars.append(scalar)
            default:
                throw Malformed(offset: index)
            }
        }
        throw Malformed(offset: index)
    }

    private mutating func hex4() throws(Malformed) -> UInt32 {
        guard index + 4 <= bytes.count,
              let unit = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16) else {
            throw Malformed(offset: index)
        }
        index += 4
        return unit
    }
}
