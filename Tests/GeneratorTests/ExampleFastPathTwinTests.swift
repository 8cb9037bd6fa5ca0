import Foundation
import Testing
@testable import EndpointGenCore

/// The byte-level readers and writers of examples, source references and the manifest give
/// exactly what the general code they replaced gives: the former code is kept here as the
/// reference and both run on the same texts.
@Suite struct ExampleFastPathTwinTests {
    /// Dates, times and date-times right and wrong in every part, fractions of every length,
    /// offsets in and out of range, separators, trailing text and non-ASCII digits.
    static let timeTexts: [String] = {
        let dates = ["2024-05-01", "2024-02-29", "2023-02-29", "1900-02-29", "2000-02-29", "0000-01-01", "9999-12-31",
                     "2024-13-01", "2024-00-10", "2024-04-31", "2024-04-00", "2024-4-01", "24-05-01", "2024/05/01", "２０２４-05-01"]
        let clocks = ["00:00:00", "23:59:59", "24:00:00", "12:60:00", "12:00:60", "1:00:00", "12:00", "12-00-00"]
        let fractions = ["", ".", ".5", ".123456789", ".1234567891", ".000000000001", ".5x"]
        let offsets = ["", "Z", "z", "+02:00", "-23:59", "+24:00", "-02:60", "+0200", "+2:00", "Zz", " "]
        var texts = ["", "T", "2024-05-01T", "2024-05-01T12:00:00Z\u{301}", "2024-05-01\u{301}"]
        for date in dates { texts.append(date) }
        for clock in clocks { for fraction in fractions { for offset in offsets { texts.append(clock + fraction + offset) } } }
        for date in dates { for separator in ["T", "t", " ", "_"] { texts.append(date + separator + "12:34:56Z") } }
        for fraction in fractions { for offset in offsets { texts.append("2024-02-29T23:59:59" + fraction + offset) } }
        for clock in clocks { texts.append("1999-12-31T" + clock) }
        return texts
    }()

    @Test func rfc3339ChecksMatchTheRegularExpressions() {
        for text in Self.timeTexts {
            #expect(SampleValueWriter.isFullDate(text) == Reference.isFullDate(text), "\(text)")
            #expect(SampleValueWriter.isPartialTime(text) == Reference.isPartialTime(text), "\(text)")
            #expect(SampleValueWriter.rfc3339Interval(text) == Reference.rfc3339Interval(text), "\(text)")
        }
        // The texts reach every outcome.
        #expect(Self.timeTexts.contains { SampleValueWriter.rfc3339Interval($0) != nil })
        #expect(Self.timeTexts.contains { SampleValueWriter.isPartialTime($0) })
        #expect(Self.timeTexts.contains { SampleValueWriter.isFullDate($0) })
    }

    @Test func urlCheckMatchesTheCharacterLoop() {
        let texts = ["https://example.com/a?b=c#d", "http://x", "mailto:a@b.c", "urn:isbn:0451450523", "a+b-c.d:rest", "1http://x",
                     ":nothing", "no-colon", "https://ex ample.com", "https://example.com/%41%42", "https://example.com/%4", "https://example.com/%zz",
                     "https://example.com/%", "https://é.com", "é:x", "https://example.com/\u{301}", "h\u{301}ttp://x", "HTTP://EXAMPLE.COM",
                     "https://example.com/{id}", "https://example.com/a|b", "https://[::1]:8080/", "x:\r\n", "ftp://a/b;type=i", ""]
        for text in texts {
            #expect(SwiftText.isPortableAbsoluteURL(text) == (Reference.isPlainURL(text) && URL(string: text) != nil), "\(text)")
        }
    }

    static let invisibleTexts = FastPathTwinTests.asciiTexts + ["é", "a\u{200B}b", "tab\there", "line\nbreak", "`code`", "\u{2028}", "\u{7F}", "👍", "~1paths"]

    @Test(arguments: invisibleTexts) func sourceReferencesMatchTheScalarLoop(text: String) {
        #expect(Spec.Source.percentEncodingInvisible(text) == Spec.Source.percentEncodingEachInvisible(text))
    }

    @Test(arguments: invisibleTexts + ["\"", "back\\slash", "\u{1}", "\r"]) func manifestStringsMatchTheScalarLoop(text: String) {
        #expect(GenerationManifest.json(text) == GenerationManifest.jsonEscapingEachScalar(text))
    }

    /// Expressions short and long, flat and deep, labelled and not, ASCII and not, at several
    /// starting columns.
    @Test func writtenExpressionsMatchTheRecursiveLayout() {
        var state: UInt64 = 17
        for round in 0..<300 {
            let expression = Self.randomExpression(depth: 0, state: &state)
            for (indent, prefix) in [(0, 0), (4, 30), (8, 12), (round % 90, round % 13)] {
                #expect(expression.written(indent: indent, prefix: prefix) == Reference.written(expression, indent: indent, prefix: prefix))
            }
            #expect(expression.flat == Reference.flat(expression))
        }
    }

    /// A list that fits on its line, holding lists of its own, followed by lists that do not
    /// fit: the layout must skip the measures of the first one's inner lists to find theirs.
    @Test func listsAfterAFittingListWithInnerListsAreMeasuredAsThemselves() {
        func list(_ open: String, _ items: [SampleExpression], labels: [String?]? = nil) -> SampleExpression {
            .list(open: open, items: items.enumerated().map { .init(label: labels?[$0.offset], value: $0.element) }, close: ")", empty: open + ")")
        }
        let long = SampleExpression.atom("\"" + String(repeating: "x", count: 70) + "\"")
        let short = list("A(", [list("B(", [.atom("1"), list("C(", [.atom("2")])]), list("D(", [])])
        let broken = list("E(", [long, list("F(", [long, .atom("3")]), .atom("4")], labels: ["first", "second", nil])
        for expression in [list("Root(", [short, broken, short, broken]), list("[", [short, list("G(", [short, broken])])] {
            for (indent, prefix) in [(0, 0), (8, 20), (40, 0)] {
                let written = expression.written(indent: indent, prefix: prefix)
                #expect(written == Reference.written(expression, indent: indent, prefix: prefix))
                #expect(written.contains("A(B(1, C(2)), D())") && written.contains("E(\n"))
            }
        }
    }

    @Test func exampleHashesMatchTheHashOfTheJoinedTexts() {
        var state: UInt64 = 29
        for _ in 0..<200 {
            let expressions = (0..<Int(Self.next(&state) % 4)).map { _ in Self.randomExpression(depth: 0, state: &state) }
            #expect(APISurface.documentationHash(expressions) == Reference.documentationHash(expressions.map(Reference.flat)))
        }
        #expect(APISurface.documentationHash([.atom(""), .list(open: "[", items: [], close: "]", empty: "")]) == nil)
        for texts: [String?] in [[], [nil], [""], ["a"], ["", "a", nil, "b"], ["é\n", "👍🏽"]] {
            #expect(APISurface.documentationHash(texts) == Reference.documentationHash(texts), "\(texts)")
        }
    }

    /// Names that continue their parent's with a dot and more, with other separators, with
    /// combining marks at the seam and in the parent, and in other normalisation forms.
    @Test func manifestNamesMatchTheCharacterComparison() {
        func declaration(_ name: String) -> APISurface.Declaration {
            APISurface.Declaration(kind: .property, identity: "x", swiftName: name, swift: "", specPath: "", specFile: "")
        }
        var seen: Set<String?> = []
        for parent in ["Blog.Post", "Blog", "Café", "Cafe\u{301}", "A.B", ""] {
            for separator in [".", "", "x", ".\u{301}", "\u{301}.", "..", "\r\n"] {
                for tail in ["title", "", "\u{301}x", "é", "Response.ok", ".x", "👍🏽", "\n"] {
                    for name in [parent + separator + tail, "Cafe\u{301}" + separator + tail, "Café" + separator + tail] {
                        let reference = MemberName.comparingCharacters(name, parent: parent)
                        #expect(GenerationManifest.relativeName(of: declaration(name), parent: declaration(parent)) == reference, "\(name) under \(parent)")
                        seen.insert(reference)
                    }
                }
            }
        }
        // A combining mark after the dot joins it, so that name is not a member name.
        #expect(seen.contains(nil) && seen.contains("title") && seen.contains("é") && !seen.contains("\u{301}x"))
    }

    enum MemberName {
        static func comparingCharacters(_ name: String, parent: String) -> String? {
            name.hasPrefix(parent + ".") ? String(name.dropFirst((parent + ".").count)) : nil
        }
    }

    @Test(arguments: GenerationManifestTests.specs) func manifestsMatchTheFormerLineBuilder(spec: String) throws {
        let surface = try #require(Generator.generate(specFiles: [spec]).surface)
        #expect(GenerationManifest.text(of: surface) == Reference.manifest(surface))
    }

    static func randomExpression(depth: Int, state: inout UInt64) -> SampleExpression {
        let atoms = ["1", "nil", "\"a\"", "\"a longer string value of some forty bytes\"", "Blog.Status.draft", "\"é\"", "\"👍🏽\"", "\"e\u{301}\"", "3.25", ""]
        guard depth < 4, next(&state) % 3 != 0 else { return .atom(atoms[Int(next(&state) % UInt64(atoms.count))]) }
        let count = Int(next(&state) % 7)
        let labels: [String?] = [nil, "id", "name", "\"key\"", "ünïcode"]
        let items = (0..<count).map { _ in
            SampleExpression.Item(label: labels[Int(next(&state) % UInt64(labels.count))], value: randomExpression(depth: depth + 1, state: &state))
        }
        return .list(open: ["[", "Blog.Post(", "JSONValue.array(["][Int(next(&state) % 3)], items: items, close: ")", empty: "[:]")
    }

    /// The next number of a fixed sequence (Knuth's MMIX linear congruential generator), so
    /// the expressions are the same in every run.
    static func next(_ state: inout UInt64) -> UInt64 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return state >> 33
    }

    /// The code the byte-level paths replaced, as it was.
    enum Reference {
        static func rfc3339Interval(_ text: String) -> Double? {
            let pattern = #/([0-9]{4}-[0-9]{2}-[0-9]{2})[Tt ]([0-9]{2}:[0-9]{2}:[0-9]{2})(\.[0-9]+)?([Zz]|([+-])([0-9]{2}):([0-9]{2}))?/#
            guard let match = text.wholeMatch(of: pattern), isFullDate(String(match.1)), isPartialTime(String(match.2)),
                  let year = Int(text.prefix(4)), let month = Int(match.1.dropFirst(5).prefix(2)), let day = Int(match.1.suffix(2)) else { return nil }
            let clock = match.2.split(separator: ":").compactMap { Int($0) }
            var offset = 0
            if let sign = match.5, let hours = match.6.flatMap({ Int($0) }), let minutes = match.7.flatMap({ Int($0) }) {
                guard hours < 24, minutes < 60 else { return nil }
                offset = (hours * 3600 + minutes * 60) * (sign == "-" ? -1 : 1)
            }
            let digits = match.3.map { String($0.dropFirst().prefix(9)) } ?? ""
            let nanoseconds = (Int(digits) ?? 0) * Int(pow(10, Double(9 - digits.count)))
            let shifted = month <= 2 ? year - 1 : year
            let era = (shifted >= 0 ? shifted : shifted - 399) / 400
            let yearOfEra = shifted - era * 400
            let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
            let days = era * 146_097 + yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear - 719_468
            let seconds = days * 86_400 + clock[0] * 3600 + clock[1] * 60 + clock[2] - offset
            return Double(seconds - 978_307_200) + Double(nanoseconds) / 1e9
        }

        static func isFullDate(_ text: String) -> Bool {
            guard let match = text.wholeMatch(of: #/([0-9]{4})-([0-9]{2})-([0-9]{2})/#),
                  let year = Int(match.1), let month = Int(match.2), let day = Int(match.3),
                  (1...12).contains(month), day >= 1 else { return false }
            let isLeap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
            let lengths = [31, isLeap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
            return day <= lengths[month - 1]
        }

        static func isPartialTime(_ text: String) -> Bool {
            guard let match = text.wholeMatch(of: #/([0-9]{2}):([0-9]{2}):([0-9]{2})(\.[0-9]{1,9})?([Zz]|[+-]([0-9]{2}):([0-9]{2}))?/#),
                  let hour = Int(match.1), let minute = Int(match.2), let second = Int(match.3),
                  hour < 24, minute < 60, second < 60 else { return false }
            guard let offsetHours = match.6, let offsetMinutes = match.7 else { return true }
            return (Int(offsetHours) ?? 24) < 24 && (Int(offsetMinutes) ?? 60) < 60
        }

        static func isPlainURL(_ text: String) -> Bool {
            guard let colon = text.firstIndex(of: ":"), colon != text.startIndex,
                  text[..<colon].allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }),
                  text.first?.isLetter == true else { return false }
            let allowed = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~:/?#[]@!$&'()*+,;=%")
            var bytes = Array(text.utf8)[...]
            while let first = bytes.first {
                guard allowed.contains(Character(Unicode.Scalar(first))) else { return false }
                if first == UInt8(ascii: "%") {
                    guard bytes.count >= 3, bytes.dropFirst().prefix(2).allSatisfy({ Character(Unicode.Scalar($0)).isHexDigit }) else { return false }
                    bytes = bytes.dropFirst(3)
                } else {
                    bytes = bytes.dropFirst()
                }
            }
            return true
        }

        static func documentationHash(_ texts: [String?]) -> String? {
            let present = texts.compactMap { $0 }.filter { !$0.isEmpty }
            guard !present.isEmpty else { return nil }
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in present.joined(separator: "\n").utf8 {
                hash ^= UInt64(byte)
                hash = hash &* 0x0000_0100_0000_01B3
            }
            let digits = String(hash & 0xFFFF_FFFF, radix: 16)
            return String(repeating: "0", count: 8 - digits.count) + digits
        }

        static func manifest(_ surface: APISurface) -> String {
            var text = Generator.headerMarker + ": the Swift API of this folder, for the change report of the next generation. Do not edit.\n"
            text += GenerationManifest.formatLine + "\n"
            func write(_ declaration: APISurface.Declaration, parent: APISurface.Declaration?, depth: Int) {
                text += String(repeating: "  ", count: depth) + line(for: declaration, parent: parent) + "\n"
                for child in declaration.children { write(child, parent: declaration, depth: depth + 1) }
            }
            for api in surface.apis { write(api, parent: nil, depth: 0) }
            return text
        }

        static func line(for declaration: APISurface.Declaration, parent: APISurface.Declaration?) -> String {
            let prefix = parent.map { $0.swiftName + "." } ?? ""
            let name = declaration.swiftName.hasPrefix(prefix) ? String(declaration.swiftName.dropFirst(prefix.count)) : declaration.swiftName
            var line = "{"
            func field(_ key: String, _ value: String) {
                if line.utf8.count > 1 { line += ", " }
                line += "\"" + key + "\": " + value
            }
            let json = GenerationManifest.jsonEscapingEachScalar
            field(declaration.kind.rawValue, json(name))
            if !declaration.swiftName.hasPrefix(prefix) { field("qualified", "true") }
            if declaration.identity != name { field("id", json(declaration.identity)) }
            let usual = GenerationManifest.usualSwift(declaration.kind, name: name, type: declaration.type, identity: declaration.identity, parent: parent)
            if let usual, usual.hasPrefix("var "), declaration.swift == "let " + usual.dropFirst(4) {
                // A `let` member (since the manifest records the keyword).
                field("let", "true")
            } else if declaration.swift != usual {
                field("swift", json(declaration.swift))
            }
            if let type = declaration.type { field("type", json(type)) }
            if declaration.isRequired { field("required", "true") }
            if let detail = declaration.detail { field("detail", json(detail)) }
            if let documentation = declaration.documentation { field("doc", json(documentation)) }
            if declaration.deprecated { field("deprecated", "true") }
            if [.api, .model, .request].contains(declaration.kind),
               declaration.specPath != APISurface.usualSpecPath(declaration.kind, identity: declaration.identity, detail: declaration.detail, parentPath: parent?.specPath) {
                field("spec", json(declaration.specPath))
            }
            if parent == nil { field("file", json(declaration.specFile)) }
            return line + "}"
        }

        static func flat(_ expression: SampleExpression) -> String {
            switch expression {
            case .atom(let text): return text
            case .list(let open, let items, let close, let empty):
                guard !items.isEmpty else { return empty }
                return open + items.map { ($0.label.map { $0 + ": " } ?? "") + flat($0.value) }.joined(separator: ", ") + close
            }
        }

        static func written(_ expression: SampleExpression, indent: Int, prefix: Int = 0) -> String {
            let line = flat(expression)
            guard case .list(let open, let items, let close, _) = expression, !items.isEmpty, indent + prefix + line.count > SampleExpression.lineWidth else {
                return line
            }
            let inner = String(repeating: " ", count: indent + 4)
            let lines = items.enumerated().map { index, item in
                let label = item.label.map { $0 + ": " } ?? ""
                let comma = index == items.count - 1 ? "" : ","
                return inner + label + written(item.value, indent: indent + 4, prefix: label.count) + comma
            }
            return open + "\n" + lines.joined(separator: "\n") + "\n" + String(repeating: " ", count: indent) + close
        }
    }
}
