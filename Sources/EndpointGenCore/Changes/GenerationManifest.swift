import Foundation

/// The manifest `generate` keeps in its output folder: the Swift API of the generated code, so
/// that the next generation can report what changed for the code that uses it.
///
/// The file is `.endpointgen-manifest` (hidden, so SwiftPM does not ask what to do with it in a
/// target's folder). Its first line starts with ``Generator/headerMarker``, so the output
/// writer may replace it and never mistakes it for a hand-written file; the second names the
/// format. Each further line is one declaration as a JSON object, indented two spaces per
/// level under the declaration it belongs to, APIs sorted by spec name and their members in
/// the order generated:
///
/// ```
/// {"API": "Blog", "detail": "dates: ISO 8601", "file": "blog.yaml"}
///   {"model": "Post", "doc": "06e66c7a"}
///     {"property": "title", "type": "String?"}
///     {"property": "createdAt", "id": "created_at", "type": "Date", "required": true}
/// ```
///
/// The first key is the kind (`API`, `model`, `property`, `enum case`, `one-of case`,
/// `endpoint`, `parameter`, `request body`, `response`, `response case`, `error response`,
/// `response header field`, `server`, `header field`, `security scheme`, `example`) and its
/// value the Swift name after the parent's (`title` in `Blog.Post`), or the whole name with
/// `"qualified": true` when it does not start with the parent's (a typed response header
/// field, `APIResponse<Blog.GetPost>.eTag`). The other keys are left out when they hold nothing or what the
/// name implies: `id` (what identifies the declaration between versions: a JSON key, raw
/// value, parameter location and name, spec name, URL or status; left out when it equals the
/// name), `swift` (the declaration as Swift; left out when it is the usual form for the kind,
/// such as `var title: String?`), `type`, `required` (`true` when the initializer requires
/// it), `let` (`true` for a property, parameter or request body declared `let`, which a caller
/// cannot assign: a constant, or every stored property under `storedProperties: let`; left
/// out, `var`. A format 1 manifest, which earlier versions wrote, recorded every member `var`,
/// so its keywords are not compared), `detail` (method and
/// path, header value, default value, media type), `doc` (a hash of
/// the documentation), `deprecated`, `spec` (where in the spec, for APIs, models and
/// endpoints when it is not `models.ID` or `endpoints.ID`; members show their parent's) and
/// `file` (the spec file's name, for APIs). An OpenAPI document's places are JSON pointers:
/// its API's is `#/info`, its schemas' and operations' are left out when they are the usual
/// `#/components/schemas/ID` and `#/paths/~1PATH/METHOD` (``APISurface/usualSpecPath(_:identity:detail:parentPath:)``).
///
/// Line and column numbers are left out on purpose: an edit near the top of a spec would
/// otherwise change every line, and the manifest is meant to be committed and reviewed with
/// the generated code, where its diff reads as the API change.
enum GenerationManifest {
    /// The manifest's file name in the output folder.
    static let fileName = ".endpointgen-manifest"
    /// The second line, naming the format; a manifest with another (but ``formatLine1``) is
    /// not read. Format 2 records `let` members (`"let": true`).
    static let formatLine = "// format 2: one declaration per line, JSON, indented under its parent"
    /// The second line of a manifest written before `let` members were recorded. It reads as
    /// format 2, except that its members' keywords are unknown (every member was recorded
    /// `var`, whatever the files declared): see ``APISurface/recordsStorageKeywords``.
    static let formatLine1 = "// format 1: one declaration per line, JSON, indented under its parent"

    /// The manifest of a surface, ending with a line break.
    static func text(of surface: APISurface) -> String {
        var text: [UInt8] = []
        text.appendUTF8(Generator.headerMarker + ": the Swift API of this folder, for the change report of the next generation. Do not edit.\n")
        text.appendUTF8(formatLine)
        text.append(UInt8(ascii: "\n"))
        func write(_ declaration: APISurface.Declaration, parent: APISurface.Declaration?, depth: Int) {
            for _ in 0..<depth { text.appendUTF8("  ") }
            appendLine(for: declaration, parent: parent, to: &text)
            text.append(UInt8(ascii: "\n"))
            for child in declaration.children { write(child, parent: declaration, depth: depth + 1) }
        }
        for api in surface.apis { write(api, parent: nil, depth: 0) }
        // Every byte comes from a String or an ASCII literal: the bytes are valid UTF-8.
        return String(decoding: text, as: UTF8.self)
    }

    /// The name of a declaration as the manifest writes it: its Swift name after the parent's
    /// and a dot (`title` for `Blog.Post.title` under `Blog.Post`), or `nil` when the Swift name
    /// does not start with them (compared as characters, as `String.hasPrefix` does).
    static func relativeName(of declaration: APISurface.Declaration, parent: APISurface.Declaration?) -> String? {
        guard let parent else { return declaration.swiftName }
        // Nearly always the name continues the parent's bytes with a dot and an ASCII byte;
        // then the characters match too, and the dot ends a character (nothing after it joins
        // it), so the rest is the name. Anything else is compared as characters.
        let head = parent.swiftName.utf8.count
        let continuesWithDot = declaration.swiftName.utf8.withContiguousStorageIfAvailable { name in
            parent.swiftName.utf8.withContiguousStorageIfAvailable { parent in
                name.count > head && name[head] == UInt8(ascii: ".") && (name.count == head + 1 || name[head + 1] < 0x80)
                    && name[..<head].elementsEqual(parent)
            } ?? false
        } ?? false
        if continuesWithDot {
            return String(Substring(declaration.swiftName.utf8.dropFirst(head + 1)))
        }
        return relativeNameComparingCharacters(of: declaration, parent: parent)
    }

    /// ``relativeName(of:parent:)`` compared character by character, for any names.
    static func relativeNameComparingCharacters(of declaration: APISurface.Declaration, parent: APISurface.Declaration) -> String? {
        let prefix = parent.swiftName + "."
        return declaration.swiftName.hasPrefix(prefix) ? String(declaration.swiftName.dropFirst(prefix.count)) : nil
    }

    /// The Swift text a declaration of `kind` named `name` usually has, which the manifest
    /// leaves out; `nil` for kinds without one.
    static func usualSwift(_ kind: APISurface.Declaration.Kind, name: String, type: String?, identity: String, parent: APISurface.Declaration?) -> String? {
        switch kind {
        case .api: "enum \(name)"
        case .request: "struct \(name): APIRequest"
        case .property, .parameter, .requestBody: type.map { "var \(name): \($0)" }
        case .enumCase:
            "case \(name) // " + (parent?.swift.hasSuffix(": Int") == true ? identity : SwiftText.stringLiteral(identity))
        case .variant: type.map { "case \(name)(\($0))" }
        case .response: type.map { "typealias Response = \($0)" }
        case .responseCase, .errorResponse: "case \(name)" + (type.map { "(\($0))" } ?? "")
        case .server: "APIServer(url: \(SwiftText.stringLiteral(identity)))"
        case .model: "struct \(name)"
        case .headerField, .securityScheme, .example, .responseHeader: nil
        }
    }

    /// Whether `swift` is the usual `var` declaration `usual` (``usualSwift(_:name:type:identity:parent:)``)
    /// declared with `let`: a stored property a caller cannot assign, which the manifest
    /// records as `"let": true`.
    static func isUsualAsLet(_ swift: String, usual: String) -> Bool {
        usual.hasPrefix("var ") && swift.hasPrefix("let ") && swift.utf8.dropFirst(4).elementsEqual(usual.utf8.dropFirst(4))
    }

    /// Appends one declaration as a JSON object to `text` (UTF-8), field by field, without
    /// building the line or its values as strings of their own.
    static func appendLine(for declaration: APISurface.Declaration, parent: APISurface.Declaration?, to text: inout [UInt8]) {
        let relativeName = relativeName(of: declaration, parent: parent)
        let name = relativeName ?? declaration.swiftName
        text.appendUTF8("{\"")
        text.appendUTF8(declaration.kind.rawValue)
        text.appendUTF8("\": ")
        appendJSON(name, to: &text)
        func field(_ key: String) {
            text.appendUTF8(", \"")
            text.appendUTF8(key)
            text.appendUTF8("\": ")
        }
        func field(_ key: String, json value: String) {
            field(key)
            appendJSON(value, to: &text)
        }
        if relativeName == nil { field("qualified"); text.appendUTF8("true") }
        if declaration.identity != name { field("id", json: declaration.identity) }
        let usual = usualSwift(declaration.kind, name: name, type: declaration.type, identity: declaration.identity, parent: parent)
        if declaration.swift != usual {
            if let usual, isUsualAsLet(declaration.swift, usual: usual) {
                field("let"); text.appendUTF8("true")
            } else {
                field("swift", json: declaration.swift)
            }
        }
        if let type = declaration.type { field("type", json: type) }
        if declaration.isRequired { field("required"); text.appendUTF8("true") }
        if let detail = declaration.detail { field("detail", json: detail) }
        if let documentation = declaration.documentation { field("doc", json: documentation) }
        if declaration.deprecated { field("deprecated"); text.appendUTF8("true") }
        switch declaration.kind {
        case .api, .model, .request:
            // Other kinds have the usual path, a member its parent's.
            if declaration.specPath != APISurface.usualSpecPath(declaration.kind, identity: declaration.identity, detail: declaration.detail, parentPath: parent?.specPath) {
                field("spec", json: declaration.specPath)
            }
        default:
            break
        }
        if parent == nil { field("file", json: declaration.specFile) }
        text.append(UInt8(ascii: "}"))
    }

    /// `text` as a JSON string (RFC 8259 §7): quotes, backslashes and control characters escaped.
    static func json(_ text: String) -> String {
        var result: [UInt8] = []
        appendJSON(text, to: &result)
        return String(decoding: result, as: UTF8.self)
    }

    /// Appends ``json(_:)`` of `value` to `text` (UTF-8).
    static func appendJSON(_ value: String, to text: inout [UInt8]) {
        // Text without quotes, backslashes and control characters (nearly all) is written as it is.
        let isPlain = OpenAPIText.allUTF8(of: value) { $0 >= 0x20 && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }
        if isPlain {
            text.append(UInt8(ascii: "\""))
            text.appendUTF8(value)
            text.append(UInt8(ascii: "\""))
        } else {
            text.appendUTF8(jsonEscapingEachScalar(value))
        }
    }

    /// ``json(_:)`` scalar by scalar, for any text.
    static func jsonEscapingEachScalar(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20:
                let digits = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - digits.count) + digits
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// Why a manifest could not be read.
    struct ReadError: Error, Sendable, Hashable, CustomStringConvertible {
        /// The 1-based line, or `nil` for the file as a whole.
        var line: Int?
        /// What is wrong.
        var reason: String
        var description: String { (line.map { "line \($0): " } ?? "") + reason }
    }

    /// Reads a manifest's text back into a surface (without positions; a member's spec path
    /// is its parent's).
    /// - Throws: ``ReadError`` when the header or format line is not this version's, a line is
    ///   not a declaration, or the indentation skips a level.
    static func surface(from text: String) throws(ReadError) -> APISurface {
        // The lines are found and measured on the UTF-8 bytes; where bytes and characters could
        // disagree (a line break after a carriage return, a space joined by a combining mark) the
        // characters decide, as `split(separator:)` and `drop(while:)` on the string did
        // (``linesComparingCharacters(of:)``, ``indentationComparingCharacters(of:)``).
        let bytes = Array(text.utf8)
        let lines = lineRanges(ofUTF8: bytes)
        func line(_ index: Int) -> String { String(decoding: bytes[lines[index]], as: UTF8.self) }
        guard lines.count >= 2, line(0).hasPrefix(Generator.headerMarker) else {
            throw ReadError(line: 1, reason: "not a manifest written by endpointgen")
        }
        let recordsStorageKeywords = line(1) == formatLine
        guard recordsStorageKeywords || line(1) == formatLine1 else {
            throw ReadError(line: 2, reason: "a manifest format this version does not read")
        }
        // The open declarations, one per depth; each is added to its parent when closed.
        var stack: [APISurface.Declaration] = []
        var apis: [APISurface.Declaration] = []
        func close(to depth: Int) {
            while stack.count > depth {
                let finished = stack.removeLast()
                if stack.isEmpty { apis.append(finished) } else { stack[stack.count - 1].children.append(finished) }
            }
        }
        for offset in 2..<lines.count {
            let range = lines[offset]
            var bodyStart = range.lowerBound
            while bodyStart < range.upperBound, bytes[bodyStart] == UInt8(ascii: " ") { bodyStart += 1 }
            var indent = bodyStart - range.lowerBound
            if indent > 0, bodyStart < range.upperBound, bytes[bodyStart] >= 0x80 {
                // A combining mark may join the last space into another character.
                indent = indentationComparingCharacters(of: line(offset))
                bodyStart = range.lowerBound + indent
            }
            guard indent % 2 == 0, indent / 2 <= stack.count else {
                throw ReadError(line: offset + 1, reason: "indented deeper than the line before allows")
            }
            close(to: indent / 2)
            guard let declaration = declaration(from: Data(bytes[bodyStart..<range.upperBound]), parent: stack.last) else {
                throw ReadError(line: offset + 1, reason: "not a declaration")
            }
            stack.append(declaration)
        }
        close(to: 0)
        return APISurface(apis: apis, recordsStorageKeywords: recordsStorageKeywords)
    }

    /// ``surface(from:)`` as it was written first, splitting and measuring the text as
    /// characters and looking each key up: the reference of its byte-level reading
    /// (`ManifestReadingTwinTests`).
    static func surfaceComparingCharacters(from text: String) throws(ReadError) -> APISurface {
        let lines = linesComparingCharacters(of: text)
        guard lines.count >= 2, lines[0].hasPrefix(Generator.headerMarker) else {
            throw ReadError(line: 1, reason: "not a manifest written by endpointgen")
        }
        let recordsStorageKeywords = lines[1] == formatLine
        guard recordsStorageKeywords || lines[1] == formatLine1 else {
            throw ReadError(line: 2, reason: "a manifest format this version does not read")
        }
        var stack: [APISurface.Declaration] = []
        var apis: [APISurface.Declaration] = []
        func close(to depth: Int) {
            while stack.count > depth {
                let finished = stack.removeLast()
                if stack.isEmpty { apis.append(finished) } else { stack[stack.count - 1].children.append(finished) }
            }
        }
        for (offset, raw) in lines.enumerated().dropFirst(2) {
            let body = raw.drop { $0 == " " }
            let indent = raw.count - body.count
            guard indent % 2 == 0, indent / 2 <= stack.count else {
                throw ReadError(line: offset + 1, reason: "indented deeper than the line before allows")
            }
            close(to: indent / 2)
            guard let declaration = declarationLookingUpEachKey(from: Data(body.utf8), parent: stack.last) else {
                throw ReadError(line: offset + 1, reason: "not a declaration")
            }
            stack.append(declaration)
        }
        close(to: 0)
        return APISurface(apis: apis, recordsStorageKeywords: recordsStorageKeywords)
    }

    /// The byte ranges of a manifest's lines: split at every line feed that is a character of
    /// its own (not one after a carriage return, which makes one character with it), the empty
    /// line after a final line feed left out, as ``linesComparingCharacters(of:)`` does.
    static func lineRanges(ofUTF8 bytes: [UInt8]) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var start = 0
        for index in bytes.indices where bytes[index] == UInt8(ascii: "\n") {
            if index > 0, bytes[index - 1] == UInt8(ascii: "\r") { continue }
            ranges.append(start..<index)
            start = index + 1
        }
        ranges.append(start..<bytes.count)
        if ranges.count > 0, ranges[ranges.count - 1].isEmpty { ranges.removeLast() }
        return ranges
    }

    /// A manifest's lines split as characters: the reference of ``lineRanges(ofUTF8:)``.
    static func linesComparingCharacters(of text: String) -> [Substring] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// The number of space characters a line starts with, counted as characters (a space a
    /// combining mark follows is another character), as ``surfaceComparingCharacters(from:)``
    /// measures it.
    static func indentationComparingCharacters(of line: String) -> Int {
        line.count - line.drop { $0 == " " }.count
    }

    /// A declaration from one line's JSON, or `nil` when it is not one. The object's keys are
    /// read in one pass (``declarationLookingUpEachKey(from:parent:)`` looks each key up).
    static func declaration(from line: Data, parent: APISurface.Declaration?) -> APISurface.Declaration? {
        guard let object = try? JSONSerialization.jsonObject(with: line) as? [String: Any] else { return nil }
        var kind: APISurface.Declaration.Kind?
        var kindValue: Any?
        var kinds = 0
        var identity: String?, swiftText: String?, type: String?, detail: String?, documentation: String?
        var specPath: String?, specFile: String?
        var qualified = false, isRequired = false, deprecated = false, isLet = false
        // No kind is spelled like one of the other keys, and the object's keys are distinct as
        // `String ==` tells, which is what `switch` compares with.
        for (key, value) in object {
            switch key {
            case "id": identity = value as? String
            case "swift": swiftText = value as? String
            case "type": type = value as? String
            case "detail": detail = value as? String
            case "doc": documentation = value as? String
            case "spec": specPath = value as? String
            case "file": specFile = value as? String
            case "qualified": qualified = value as? Bool ?? false
            case "required": isRequired = value as? Bool ?? false
            case "deprecated": deprecated = value as? Bool ?? false
            case "let": isLet = value as? Bool ?? false
            default:
                if let found = APISurface.Declaration.Kind(rawValue: key) {
                    kinds += 1
                    kind = found
                    kindValue = value
                }
            }
        }
        guard kinds == 1, let kind, let name = kindValue as? String else { return nil }
        return declaration(kind: kind, name: name, identity: identity, swift: swiftText, type: type, isRequired: isRequired,
                           detail: detail, documentation: documentation, deprecated: deprecated, qualified: qualified, isLet: isLet,
                           specPath: specPath, specFile: specFile, parent: parent)
    }

    /// ``declaration(from:parent:)`` looking each possible key up in the object: the reference
    /// of its one pass (`ManifestReadingTwinTests`).
    static func declarationLookingUpEachKey(from line: Data, parent: APISurface.Declaration?) -> APISurface.Declaration? {
        guard let object = try? JSONSerialization.jsonObject(with: line) as? [String: Any] else { return nil }
        let kinds = APISurface.Declaration.Kind.allCases.filter { object[$0.rawValue] != nil }
        guard kinds.count == 1, let kind = kinds.first, let name = object[kind.rawValue] as? String else { return nil }
        func text(_ key: String) -> String? { object[key] as? String }
        func flag(_ key: String) -> Bool { object[key] as? Bool ?? false }
        return declaration(kind: kind, name: name, identity: text("id"), swift: text("swift"), type: text("type"), isRequired: flag("required"),
                           detail: text("detail"), documentation: text("doc"), deprecated: flag("deprecated"), qualified: flag("qualified"),
                           isLet: flag("let"), specPath: text("spec"), specFile: text("file"), parent: parent)
    }

    /// A declaration from a line's fields, what it leaves out filled in from its kind and parent.
    /// Without `swift`, the Swift text is the usual one, declared with `let` when `isLet` (a
    /// manifest of a version that recorded no keyword has none: its members are `var`).
    private static func declaration(kind: APISurface.Declaration.Kind, name: String, identity: String?, swift: String?, type: String?,
                                    isRequired: Bool, detail: String?, documentation: String?, deprecated: Bool, qualified: Bool,
                                    isLet: Bool, specPath: String?, specFile: String?, parent: APISurface.Declaration?) -> APISurface.Declaration? {
        // An API is a top-level line and only an API is (a line indented with a tab is not
        // indented at all: JSON allows the tab, the manifest does not).
        guard (kind == .api) == (parent == nil) else { return nil }
        let identity = identity ?? name
        var usual = usualSwift(kind, name: name, type: type, identity: identity, parent: parent)
        if isLet, let text = usual {
            // Only a usual `var` declaration has a `let` form.
            guard text.hasPrefix("var ") else { return nil }
            usual = "let " + text.dropFirst(4)
        }
        guard let swift = swift ?? usual else { return nil }
        let qualifiedName = qualified || parent == nil ? name : (parent?.swiftName ?? "") + "." + name
        return APISurface.Declaration(
            kind: kind, identity: identity, swiftName: qualifiedName, swift: swift, type: type,
            isRequired: isRequired, detail: detail, documentation: documentation, deprecated: deprecated,
            specPath: specPath ?? APISurface.usualSpecPath(kind, identity: identity, detail: detail, parentPath: parent?.specPath) ?? "",
            specFile: specFile ?? parent?.specFile ?? "", location: nil)
    }
}

extension GenerationManifest {
    /// The largest manifest read, in bytes: far more than the largest real API needs.
    static let maximumBytes = 256 << 20

    /// What the output folder says about the previous generation.
    enum Previous {
        /// No manifest: a first generation, or one by a version that kept none.
        case none
        /// The previous generation's surface.
        case surface(APISurface)
        /// A manifest that could not be read, as a warning at its place.
        case unreadable(Diagnostic)
    }

    /// Reads the manifest in an output folder.
    static func previous(inOutputFolder folder: String) -> Previous {
        let path = (folder as NSString).appendingPathComponent(fileName)
        let after = "; no API change report this time (the manifest is written again)"
        switch ExistingFile.contents(at: path, limit: maximumBytes) {
        case .missing:
            return .none
        case .tooLarge(let bytes):
            return .unreadable(.warning("the manifest is \(bytes) bytes, more than the \(maximumBytes) read\(after)", at: SourceLocation(file: path, line: 1, column: 1)))
        case .bytes(let bytes):
            do {
                // A checkout that turned the line breaks into Windows' (Git's `core.autocrlf`)
                // changed nothing else: a carriage return is never part of a line, since the
                // JSON of a line escapes it.
                var text = String(decoding: bytes, as: UTF8.self)
                if bytes.contains(UInt8(ascii: "\r")) { text = text.replacingOccurrences(of: "\r\n", with: "\n") }
                return .surface(try surface(from: text))
            } catch {
                // Without endpointgen's header the file is not ours: the writer leaves it alone.
                let ours = bytes.starts(with: Array(Generator.headerMarker.utf8))
                return .unreadable(.warning("the manifest cannot be read: \(error.reason)\(ours ? after : "; no API change report this time")",
                                            at: SourceLocation(file: path, line: error.line ?? 1, column: 1)))
            }
        }
    }
}
