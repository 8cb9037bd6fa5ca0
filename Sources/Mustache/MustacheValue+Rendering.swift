extension MustacheValue {
    /// A number's text: integral values below 10^15 without a fraction (`85`, not `85.0`),
    /// others in the shortest form that reads back as the same `Double` (`1.21`, `1e+20`).
    static func text(of number: Double) -> String {
        if number.magnitude < 1e15 {
            let integer = Int64(number)
            if Double(integer) == number { return String(integer) }
        }
        return number.description
    }
}

extension MustacheTemplate {
    /// HTML escaping on UTF-8 bytes: text without a special character is returned as is.
    static func escapeHTML(_ text: String) -> String {
        let utf8 = text.utf8
        guard utf8.contains(where: { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 || $0 == 0x27 }) else {
            return text
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(utf8.count + 32)
        for byte in utf8 {
            switch byte {
            case 0x26: bytes.append(contentsOf: "&amp;".utf8)
            case 0x3C: bytes.append(contentsOf: "&lt;".utf8)
            case 0x3E: bytes.append(contentsOf: "&gt;".utf8)
            case 0x22: bytes.append(contentsOf: "&quot;".utf8)
            case 0x27: bytes.append(contentsOf: "&#39;".utf8)
            default: bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
