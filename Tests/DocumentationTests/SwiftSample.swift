import Foundation

/// A ```swift block of the documentation (README.md or a `.docc` catalog), as the sample
/// compiler sees it.
///
/// A block is compiled as a whole `main.swift` (top-level code, declarations and `await`
/// allowed) after `import Foundation`, `EndpointRuntime` and `HTTPBinAPI` (the example's
/// generated client); a block whose first line is `// swift-tools-version:` is compiled as a
/// package manifest. An HTML comment on the line right before the fence (invisible on GitHub and
/// in DocC) changes that:
///
/// - `<!-- sample: fragment -->`: not compiled (a deliberate fragment; keep them few);
/// - `<!-- sample: context` + lines of Swift + `-->`: the block is compiled inside that code, in
///   place of its line `// sample` (or after it, when it has no such line), for a block that is
///   a member of a type or that uses names it does not declare.
struct SwiftSample: Sendable, CustomStringConvertible {
    /// The documentation file, relative to the package root.
    var file: String
    /// The 1-based line of the opening fence.
    var line: Int
    /// The block's text, without the fences.
    var code: String
    /// The code the block is compiled inside, when marked with a context.
    var context: String?
    /// Whether the block is marked as a fragment.
    var isFragment: Bool

    var description: String { "\(file):\(line)" }

    /// Whether the block is a package manifest.
    var isManifest: Bool { code.hasPrefix("// swift-tools-version:") }

    /// The source compiled for this block.
    var source: String {
        guard let context else { return code }
        var lines = context.components(separatedBy: "\n")
        if let index = lines.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == "// sample" }) {
            let indentation = String(lines[index].prefix { $0 == " " })
            lines[index] = code.components(separatedBy: "\n")
                .map { $0.isEmpty ? $0 : indentation + $0 }.joined(separator: "\n")
        } else {
            lines.append(code)
        }
        return lines.joined(separator: "\n")
    }
}

/// Finds the Swift samples of Markdown files.
enum SampleExtractor {
    /// A mistake in the markup of samples (an unknown marker, an unclosed fence).
    struct Problem: Error, CustomStringConvertible {
        var description: String
    }

    /// The Swift blocks of one Markdown text, in order.
    ///
    /// - Throws: ``Problem`` for a `<!-- sample: … -->` marker that is neither `fragment` nor
    ///   `context`, or a fence that is never closed.
    static func samples(in text: String, file: String) throws(Problem) -> [SwiftSample] {
        let lines = text.components(separatedBy: "\n")
        var samples: [SwiftSample] = []
        var index = 0
        var marker: (kind: String, body: String)?
        while index < lines.count {
            let line = lines[index]
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("<!-- sample:") {
                let start = index
                var comment = [String(trimmed.dropFirst("<!-- sample:".count))]
                while !(comment.last ?? "").hasSuffix("-->") {
                    index += 1
                    guard index < lines.count else { throw Problem(description: "\(file):\(start + 1): unclosed sample marker") }
                    comment.append(lines[index])
                }
                comment[comment.count - 1] = String(comment[comment.count - 1].dropLast(3))
                let kind = comment[0].trimmingCharacters(in: .whitespaces)
                guard kind == "fragment" || kind == "context" else {
                    throw Problem(description: "\(file):\(start + 1): unknown sample marker '\(kind)' (fragment or context)")
                }
                marker = (kind, comment.dropFirst().joined(separator: "\n"))
                index += 1
                continue
            }
            if trimmed.hasPrefix("```") {
                let start = index
                let indentation = line.prefix { $0 == " " }.count
                var body: [String] = []
                index += 1
                while index < lines.count, lines[index].trimmingCharacters(in: .whitespaces) != "```" {
                    body.append(String(lines[index].dropFirst(min(indentation, lines[index].prefix { $0 == " " }.count))))
                    index += 1
                }
                guard index < lines.count else { throw Problem(description: "\(file):\(start + 1): unclosed code block") }
                if trimmed == "```swift" {
                    samples.append(SwiftSample(file: file, line: start + 1, code: body.joined(separator: "\n"),
                                               context: marker?.kind == "context" ? marker?.body : nil,
                                               isFragment: marker?.kind == "fragment"))
                } else if marker != nil {
                    throw Problem(description: "\(file):\(start + 1): a sample marker before a block that is not ```swift")
                }
                marker = nil
                index += 1
                continue
            }
            if marker != nil, !trimmed.isEmpty {
                throw Problem(description: "\(file):\(index + 1): a sample marker must come right before its ```swift block")
            }
            index += 1
        }
        return samples
    }
}
