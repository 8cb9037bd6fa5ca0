import Foundation
import Mustache

/// The change report as text for people and as JSON for tools.
extension APIChangeReport {
    /// The one-line count: `2 breaking changes, 3 other changes`, or `no change to the Swift API`.
    public var summary: String {
        guard !isEmpty else { return "no change to the Swift API" }
        func count(_ number: Int, _ word: String) -> String {
            "\(number) \(word) change\(number == 1 ? "" : "s")"
        }
        return count(breaking.count, "breaking") + ", " + count(nonBreaking.count, "other")
    }

    /// The report for a terminal: the breaking changes, then the others, each as the Swift name
    /// and what changed, then the declaration in the old and the new version with its place
    /// in each spec.
    ///
    /// ```
    /// Breaking changes:
    ///   Blog.Post.title: became required: String? is now String; callers of the initializer must pass it
    ///     old  var title: String?  old/blog.yaml:14:7
    ///     new  var title: String   new/blog.yaml:14:7
    /// ```
    /// - Parameter limit: The most entries listed per group; the rest are counted. No limit
    ///   unless given.
    /// - Returns: The lines, each ending with a line break; empty when nothing changed.
    public func text(limit: Int = .max) -> String {
        var text = ""
        for (title, changes) in [("Breaking changes", breaking), ("Other changes", nonBreaking)] where !changes.isEmpty {
            text += "\(title):\n"
            for change in changes.prefix(limit) {
                text += "  \(change.swiftName): \(change.message.escapingLineBreaks)\n"
                let width = max(change.old?.swift.count ?? 0, change.new?.swift.count ?? 0)
                for (label, side) in [("old", change.old), ("new", change.new)] {
                    guard let side else { continue }
                    let swift = side.swift.escapingLineBreaks
                    text += "    \(label)  \(swift)\(String(repeating: " ", count: max(0, width - side.swift.count)))  \(side.place.escapingLineBreaks)\n"
                }
            }
            if changes.count > limit {
                text += "  … and \(changes.count - limit) more\n"
            }
        }
        return text
    }

    /// The report as JSON: `{"breaking": [CHANGE…], "nonBreaking": [CHANGE…]}`, each change
    /// with `kind` (an ``APIChange/Kind`` raw value), `isBreaking`, `declarationKind`,
    /// `swiftName`, `message`, and `old` and `new` when present, each with `swift`, `file`,
    /// `specPath` and, when known, `location` (`FILE:LINE:COL`). Keys sorted, two-space
    /// indentation, a final line break.
    public func json() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding strings, booleans and arrays of them cannot fail.
        let data = (try? encoder.encode(self)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
