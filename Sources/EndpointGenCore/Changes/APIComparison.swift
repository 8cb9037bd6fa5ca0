/// Compares two surfaces of the same APIs and lists what a client of the old one must change.
///
/// Declarations are matched among their siblings first by what identifies them on the wire or
/// in the spec (``APISurface/Declaration/identity``), then by Swift name (a JSON key or raw
/// value that changed under the same Swift name), then, for models and endpoints only, by
/// shape (a model renamed in the spec with the same members, an endpoint with a new
/// `operationId` but the same method and path). What matches is compared member by member;
/// what does not is removed or added. A change is breaking when it can stop code written
/// against the old declarations from compiling (a removed, renamed or retyped declaration, a
/// value the initializer now requires, an enum case (of a model, a `Response` or an
/// `ErrorResponse`) a `switch` without `default` must handle)
/// or silently changes what it does (a removed server or error body).
struct APIComparison {
    private(set) var changes: [APIChange] = []
    /// Old Swift type name → new one, for the models of the API being compared, so that a
    /// property of a renamed model's type is not reported again.
    private var renamedTypes: [String: String] = [:]
    /// The models of the new side of the API being compared, by Swift name without the
    /// namespace, so that an enum that became an alias can be checked against its target.
    private var newModels: [String: APISurface.Declaration] = [:]
    /// Whether a member's `let` or `var` is compared: not against a format 1 manifest, which
    /// recorded every member `var` (``APISurface/recordsStorageKeywords``).
    private var comparesStorageKeywords = true
    /// Whether the declaration whose examples are being compared changed itself (a member
    /// added, removed or changed), so its examples' Swift text changes with it.
    private var ownerChanged = false
    /// The Swift names of the declarations a change was reported for, and of their owners.
    private var changedNames: Set<String> = []

    /// Whether Swift text names a type a change was reported for (`[String: [API.Todo]]` after
    /// a change of `API.Todo.title`), so an example written in it is written differently.
    private func mentionsChangedType(_ text: String) -> Bool {
        changedNames.contains { name in
            var rest = Substring(text)
            while let range = rest.range(of: name) {
                let after = rest[range.upperBound...].first
                if after.map({ !($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") }) ?? true { return true }
                rest = rest[range.upperBound...]
            }
            return false
        }
    }

    /// The changes from `old` to `new`.
    static func compare(_ old: APISurface, _ new: APISurface) -> APIChangeReport {
        var comparison = APIComparison()
        comparison.comparesStorageKeywords = old.recordsStorageKeywords && new.recordsStorageKeywords
        let (pairs, removed, added) = match(old.apis, new.apis)
        var unmatchedOld = removed, unmatchedNew = added
        var allPairs = pairs
        // One API on each side under another name: the same API renamed.
        if unmatchedOld.count == 1, unmatchedNew.count == 1 {
            allPairs.append((unmatchedOld[0], unmatchedNew[0]))
            unmatchedOld = []
            unmatchedNew = []
        }
        for api in unmatchedOld { comparison.report(.removed, breaking: true, old: api, new: nil, "API removed") }
        for api in unmatchedNew { comparison.report(.added, breaking: false, old: nil, new: api, "API added") }
        for (oldAPI, newAPI) in allPairs { comparison.compareAPI(oldAPI, newAPI) }
        return APIChangeReport(comparison.changes)
    }

    // MARK: Matching

    /// Pairs of siblings with the same kind and identity, and the rest of each side, in order.
    static func match(_ old: [APISurface.Declaration], _ new: [APISurface.Declaration], key: (APISurface.Declaration) -> String = { $0.identity })
        -> (pairs: [(APISurface.Declaration, APISurface.Declaration)], removed: [APISurface.Declaration], added: [APISurface.Declaration]) {
        // The kind and the key, equal when both are (the key as `String ==` compares).
        struct FullKey: Hashable {
            var kind: APISurface.Declaration.Kind
            var key: String
        }
        func fullKey(_ declaration: APISurface.Declaration) -> FullKey { FullKey(kind: declaration.kind, key: key(declaration)) }
        var newByKey: [FullKey: Int] = [:]
        newByKey.reserveCapacity(new.count)
        for index in new.indices {
            let full = fullKey(new[index])
            if newByKey[full] == nil { newByKey[full] = index }
        }
        var used = Set<Int>()
        var pairs: [(APISurface.Declaration, APISurface.Declaration)] = []
        var removed: [APISurface.Declaration] = []
        for declaration in old {
            if let index = newByKey[fullKey(declaration)], used.insert(index).inserted {
                pairs.append((declaration, new[index]))
            } else {
                removed.append(declaration)
            }
        }
        let added = new.enumerated().filter { !used.contains($0.offset) }.map(\.element)
        return (pairs, removed, added)
    }

    /// ``match(_:_:key:)`` by identity, then the rest by Swift name. Servers share one Swift
    /// name (`servers`), so a server with another URL is a removed one and an added one.
    static func matchMembers(_ old: [APISurface.Declaration], _ new: [APISurface.Declaration])
        -> (pairs: [(APISurface.Declaration, APISurface.Declaration)], removed: [APISurface.Declaration], added: [APISurface.Declaration]) {
        let byIdentity = match(old, new)
        let bySwiftName = match(byIdentity.removed, byIdentity.added) { $0.kind == .server ? "\u{1}" + $0.identity : $0.swiftName }
        return (byIdentity.pairs + bySwiftName.pairs, bySwiftName.removed, bySwiftName.added)
    }

    /// Pairs a removed model with an added one of the same shape, and a removed endpoint with
    /// an added one of the same method and path, when exactly one candidate fits.
    static func matchByShape(_ removed: [APISurface.Declaration], _ added: [APISurface.Declaration])
        -> (pairs: [(APISurface.Declaration, APISurface.Declaration)], removed: [APISurface.Declaration], added: [APISurface.Declaration]) {
        func shape(_ declaration: APISurface.Declaration) -> String? {
            switch declaration.kind {
            case .request:
                return declaration.detail
            case .model where !declaration.children.isEmpty || declaration.type != nil:
                let keyword = declaration.swift.split(separator: " ").first.map(String.init) ?? ""
                let members = declaration.children.map { "\($0.kind.rawValue) \($0.identity) \($0.type ?? "")" }
                return ([keyword, declaration.type ?? ""] + members).joined(separator: "\u{0}")
            default:
                return nil
            }
        }
        func key(_ declaration: APISurface.Declaration) -> String? {
            shape(declaration).map { declaration.kind.rawValue + "\u{0}" + $0 }
        }
        var removedCounts: [String: Int] = [:], addedCounts: [String: Int] = [:]
        for declaration in removed { if let key = key(declaration) { removedCounts[key, default: 0] += 1 } }
        for declaration in added { if let key = key(declaration) { addedCounts[key, default: 0] += 1 } }
        func isCandidate(_ declaration: APISurface.Declaration) -> Bool {
            guard let key = key(declaration) else { return false }
            return removedCounts[key] == 1 && addedCounts[key] == 1
        }
        let matched = match(removed.filter(isCandidate), added.filter(isCandidate)) { shape($0) ?? "" }
        let pairedOld = Set(matched.pairs.map(\.0.swiftName)), pairedNew = Set(matched.pairs.map(\.1.swiftName))
        return (matched.pairs, removed.filter { !pairedOld.contains($0.swiftName) }, added.filter { !pairedNew.contains($0.swiftName) })
    }

    // MARK: Comparing

    private mutating func compareAPI(_ old: APISurface.Declaration, _ new: APISurface.Declaration) {
        let first = Self.matchMembers(old.children, new.children)
        let shaped = Self.matchByShape(first.removed, first.added)
        let pairs = first.pairs + shaped.pairs
        renamedTypes = [:]
        newModels = [:]
        for child in new.children where child.kind == .model { newModels[child.baseName] = child }
        for (oldChild, newChild) in pairs where oldChild.kind == .model && oldChild.baseName != newChild.baseName {
            renamedTypes[oldChild.baseName] = newChild.baseName
        }
        compareOwn(old, new)
        reportUnmatched(removed: shaped.removed, added: shaped.added)
        for (oldChild, newChild) in pairs { compare(oldChild, newChild) }
    }

    private mutating func compare(_ old: APISurface.Declaration, _ new: APISurface.Declaration) {
        if old.kind == .model, Self.keyword(old) != Self.keyword(new) {
            if let target = sharedEnum(old, new) {
                // One idea, one type: code that names the old enum or its cases still compiles.
                report(.kindChanged, breaking: false, old: old, new: new, "now an alias of \(target.baseName), which has the same cases")
                return
            }
            report(.kindChanged, breaking: true, old: old, new: new, "changed from \(describe(old)) to \(describe(new))")
            return
        }
        compareOwn(old, new)
        let members = Self.matchMembers(old.children, new.children)
        reportUnmatched(removed: members.removed, added: members.added)
        let before = changes.count
        for (oldChild, newChild) in members.pairs where newChild.kind != .example { compare(oldChild, newChild) }
        // An example's values are compared by their Swift text, which a change of the type
        // they are written in changes too: that is no change of the example.
        ownerChanged = changes.count > before || !members.removed.isEmpty || !members.added.isEmpty
        for (oldChild, newChild) in members.pairs where newChild.kind == .example { compare(oldChild, newChild) }
        ownerChanged = false
        if new.hasMemberwiseInitializer { compareInitializerOrder(old, new, pairs: members.pairs) }
    }

    /// The enum a former enum is now an alias of, when that enum is of the same kind and has the
    /// same cases (raw values and Swift names): identical inline enums share one declaration.
    private func sharedEnum(_ old: APISurface.Declaration, _ new: APISurface.Declaration) -> APISurface.Declaration? {
        guard Self.keyword(new) == "typealias", let name = new.type, let target = newModels[name],
              Self.keyword(target) == Self.keyword(old), Self.keyword(old).hasPrefix("enum") else { return nil }
        let cases = { (declaration: APISurface.Declaration) in declaration.children.map { [$0.identity, $0.baseName] } }
        return cases(target) == cases(old) ? target : nil
    }

    /// Compares what a declaration says itself, not its members.
    private mutating func compareOwn(_ old: APISurface.Declaration, _ new: APISurface.Declaration) {
        let hasOwnName = ![.server, .headerField, .response].contains(new.kind)
        if hasOwnName, old.baseName != new.baseName {
            if new.formerName == old.baseName {
                report(.renamed, breaking: false, old: old, new: new, "renamed from \(old.baseName) to \(new.baseName); \(old.baseName) stays a deprecated alias")
            } else {
                report(.renamed, breaking: true, old: old, new: new, "renamed from \(old.baseName) to \(new.baseName)")
            }
        }
        if old.identity != new.identity, new.kind != .api, new.kind != .model, new.kind != .request {
            report(.wireNameChanged, breaking: false, old: old, new: new, wireNameMessage(old, new))
        }
        var signatureChanged = false
        if new.kind == .response, Self.keyword(old) != Self.keyword(new) {
            report(.kindChanged, breaking: true, old: old, new: new, "now \(new.swift) (was \(old.swift))")
            return
        }
        if let oldType = old.type.map(renamingTypes), let newType = new.type, oldType != newType {
            compareTypes(old, new, oldType: oldType, newType: newType)
        } else if (old.type == nil) != (new.type == nil), [.responseCase, .errorResponse, .variant].contains(new.kind) {
            report(.typeChanged, breaking: true, old: old, new: new,
                   new.type.map { "now carries a body of type \($0)" } ?? "no longer carries a body (was \(old.type ?? ""))")
        } else if old.kind == .securityScheme, old.swift != new.swift {
            // The detail (what is sent) changes with the signature; one entry says both.
            signatureChanged = true
            report(.typeChanged, breaking: true, old: old, new: new, "now \(new.swift) (was \(old.swift))")
        }
        let sameType = old.type.map(renamingTypes) == new.type
        if sameType, !old.isRequired, new.isRequired {
            report(.becameRequired, breaking: true, old: old, new: new, "no longer has a default value, so callers of the initializer must pass it")
        } else if sameType, old.isRequired, !new.isRequired {
            report(.becameOptionalToPass, breaking: false, old: old, new: new, "now has a default value and may be left out of the initializer")
        }
        if comparesStorageKeywords, new.kind.isInitializerParameter, let oldKeyword = Self.storageKeyword(old), let newKeyword = Self.storageKeyword(new), oldKeyword != newKeyword {
            if newKeyword == "let" {
                report(.becameReadOnly, breaking: true, old: old, new: new, "now let: code that assigns it no longer compiles")
            } else {
                report(.becameSettable, breaking: false, old: old, new: new, "now var: callers may assign it")
            }
        }
        if new.kind == .example {
            if old.detail != new.detail {
                let before = (old.detail ?? "").components(separatedBy: ", "), after = (new.detail ?? "").components(separatedBy: ", ")
                let added = after.filter { !before.contains($0) }, removed = before.filter { !after.contains($0) }
                let parts = [added.isEmpty ? nil : "added " + added.joined(separator: ", "),
                             removed.isEmpty ? nil : "removed " + removed.joined(separator: ", ")].compactMap { $0 }
                report(.detailChanged, breaking: false, old: old, new: new, (parts.isEmpty ? ["examples reordered"] : parts).joined(separator: "; "))
            } else if old.documentation != new.documentation, !ownerChanged, !mentionsChangedType(new.swift) {
                report(.detailChanged, breaking: false, old: old, new: new, "example values changed")
            }
            return
        }
        if old.detail != new.detail, !signatureChanged {
            report(.detailChanged, breaking: false, old: old, new: new, "\(old.detail ?? "nothing") is now \(new.detail ?? "nothing")")
        }
        if old.deprecated != new.deprecated {
            report(new.deprecated ? .deprecated : .undeprecated, breaking: false, old: old, new: new,
                   new.deprecated ? "deprecated in the spec" : "no longer deprecated")
        }
        if old.documentation != new.documentation {
            report(.documentationChanged, breaking: false, old: old, new: new, "documentation changed")
        }
    }

    private mutating func compareTypes(_ old: APISurface.Declaration, _ new: APISurface.Declaration, oldType: String, newType: String) {
        if newType == oldType + "?" {
            report(.becameOptional, breaking: true, old: old, new: new, "became optional: \(oldType) is now \(newType); code that reads it must unwrap it")
        } else if oldType == newType + "?" {
            let reason = new.kind.isInitializerParameter && new.isRequired
                ? "; callers of the initializer must pass it" : ""
            report(.becameRequired, breaking: true, old: old, new: new, "became required: \(oldType) is now \(newType)\(reason)")
        } else {
            report(.typeChanged, breaking: true, old: old, new: new, "type changed from \(oldType) to \(newType)")
        }
    }

    /// Reports the reordering of a memberwise initializer's parameters that both versions have.
    private mutating func compareInitializerOrder(_ old: APISurface.Declaration, _ new: APISurface.Declaration, pairs: [(APISurface.Declaration, APISurface.Declaration)]) {
        if Self.keepsParameterOrder(old, new, pairs: pairs) { return }
        let sequences = Self.parameterSequences(old, new, pairs: pairs)
        guard sequences.old != sequences.new else { return }
        let oldOrder = sequences.oldOrder, newOrder = sequences.newOrder
        func labels(_ names: [String]) -> String {
            "init(" + names.map { ($0.split(separator: ".").last.map(String.init) ?? $0) + ":" }.joined() + ")"
        }
        var change = APIChange(
            kind: .reordered, isBreaking: true, declarationKind: "initializer", swiftName: new.swiftName + ".init",
            message: "parameters in a new order: \(labels(oldOrder)) is now \(labels(newOrder))",
            old: APIChange.Side(old), new: APIChange.Side(new))
        change.old?.swift = labels(oldOrder)
        change.new?.swift = labels(newOrder)
        changes.append(change)
    }

    /// The Swift names of the initializer's parameters (`oldOrder`, `newOrder`), and of those
    /// both versions have in the order of each (`old` in new names, `new`): the order changed
    /// when the last two differ.
    static func parameterSequences(_ old: APISurface.Declaration, _ new: APISurface.Declaration, pairs: [(APISurface.Declaration, APISurface.Declaration)])
        -> (oldOrder: [String], newOrder: [String], old: [String], new: [String]) {
        let oldOrder = old.children.filter(\.kind.isInitializerParameter).map(\.swiftName)
        let newOrder = new.children.filter(\.kind.isInitializerParameter).map(\.swiftName)
        let newName = Dictionary(pairs.map { ($0.0.swiftName, $0.1.swiftName) }, uniquingKeysWith: { first, _ in first })
        let kept = Set(newName.values)
        let oldSequence = oldOrder.compactMap { newName[$0] }.filter(kept.contains)
        let newSequence = newOrder.filter(kept.contains)
        return (oldOrder, newOrder, oldSequence, newSequence)
    }

    /// Whether the initializer's parameters certainly kept their order, without building the
    /// sequences ``compareInitializerOrder(_:_:pairs:)`` compares: every matched pair kept its
    /// Swift name and both have the same parameters by Swift name in the same order. Then the
    /// pairs map each name to itself, and both sequences are the same order filtered by the
    /// same names.
    static func keepsParameterOrder(_ old: APISurface.Declaration, _ new: APISurface.Declaration, pairs: [(APISurface.Declaration, APISurface.Declaration)]) -> Bool {
        func isParameter(_ declaration: APISurface.Declaration) -> Bool { declaration.kind.isInitializerParameter }
        guard pairs.allSatisfy({ $0.0.swiftName == $0.1.swiftName }) else { return false }
        var newIndex = new.children.startIndex
        for oldChild in old.children where isParameter(oldChild) {
            while newIndex < new.children.endIndex, !isParameter(new.children[newIndex]) { newIndex += 1 }
            guard newIndex < new.children.endIndex, new.children[newIndex].swiftName == oldChild.swiftName else { return false }
            newIndex += 1
        }
        while newIndex < new.children.endIndex, !isParameter(new.children[newIndex]) { newIndex += 1 }
        return newIndex == new.children.endIndex
    }

    /// Reports removed and added declarations; a new enum case or one-of case, and a new
    /// value the initializer requires, break existing code.
    private mutating func reportUnmatched(removed: [APISurface.Declaration], added: [APISurface.Declaration]) {
        for declaration in removed {
            let what = declaration.detail.map { " (\($0))" } ?? ""
            // A header field is a value in a dictionary, not a declaration code names.
            report(.removed, breaking: declaration.kind != .headerField, old: declaration, new: nil,
                   "\(declaration.kind.rawValue) removed" + (declaration.kind == .request ? what : ""))
        }
        for declaration in added {
            var breaking = false
            var message = "\(declaration.kind.rawValue) added"
            switch declaration.kind {
            case .enumCase, .variant, .responseCase, .errorResponse:
                breaking = true
                message += "; a switch without a default case must handle it"
            case .property, .parameter, .requestBody:
                if declaration.isRequired {
                    breaking = true
                    message += "; callers of the initializer must pass it"
                }
            case .request:
                message += declaration.detail.map { " (\($0))" } ?? ""
            default:
                break
            }
            report(.added, breaking: breaking, old: nil, new: declaration, message)
        }
    }

    // MARK: Helpers

    private mutating func report(_ kind: APIChange.Kind, breaking: Bool, old: APISurface.Declaration?, new: APISurface.Declaration?, _ message: String) {
        guard let subject = new ?? old else { return }
        changedNames.insert(subject.swiftName)
        if let dot = subject.swiftName.lastIndex(of: ".") { changedNames.insert(String(subject.swiftName[..<dot])) }
        changes.append(APIChange(
            kind: kind, isBreaking: breaking, declarationKind: subject.kind.rawValue, swiftName: subject.swiftName,
            message: message, old: old.map(APIChange.Side.init), new: new.map(APIChange.Side.init)))
    }

    /// The first word of a model's Swift text and its raw type: `struct`, `enum: String`, `typealias`.
    static func keyword(_ declaration: APISurface.Declaration) -> String {
        // ASCII text (nearly all) splits at space bytes as at space characters.
        let ascii = declaration.swift.utf8.withContiguousStorageIfAvailable { bytes -> String? in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            var start = 0
            while start < bytes.count, bytes[start] == UInt8(ascii: " ") { start += 1 }
            var end = start
            while end < bytes.count, bytes[end] != UInt8(ascii: " ") { end += 1 }
            let word = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
            let raw = bytes.count >= 8 && bytes[(bytes.count - 8)...].elementsEqual(": String".utf8) ? ": String"
                : bytes.count >= 5 && bytes[(bytes.count - 5)...].elementsEqual(": Int".utf8) ? ": Int" : ""
            return word + raw
        } ?? nil
        return ascii ?? keywordComparingCharacters(declaration)
    }

    /// ``keyword(_:)`` split and compared as characters, for any text.
    static func keywordComparingCharacters(_ declaration: APISurface.Declaration) -> String {
        let words = declaration.swift.split(separator: " ")
        let raw = declaration.swift.hasSuffix(": String") ? ": String" : declaration.swift.hasSuffix(": Int") ? ": Int" : ""
        return (words.first.map(String.init) ?? "") + raw
    }

    /// `var` or `let`: the keyword a stored member's Swift text starts with, `nil` for any other.
    static func storageKeyword(_ declaration: APISurface.Declaration) -> String? {
        if declaration.swift.hasPrefix("var ") { return "var" }
        if declaration.swift.hasPrefix("let ") { return "let" }
        return nil
    }

    /// A model's kind in words.
    private func describe(_ declaration: APISurface.Declaration) -> String {
        switch Self.keyword(declaration) {
        case "struct": "a struct"
        case "enum: String": "a string enum"
        case "enum: Int": "an integer enum"
        case "typealias": "an alias of \(declaration.type ?? "another type")"
        default: "a one-of enum"
        }
    }

    private func wireNameMessage(_ old: APISurface.Declaration, _ new: APISurface.Declaration) -> String {
        switch new.kind {
        case .property: "JSON key changed from \(SwiftText.stringLiteral(old.identity)) to \(SwiftText.stringLiteral(new.identity))"
        case .enumCase: "raw value changed from \(SwiftText.stringLiteral(old.identity)) to \(SwiftText.stringLiteral(new.identity))"
        case .parameter: "now the \(new.identity) parameter (was the \(old.identity) parameter)"
        default: "now \(SwiftText.stringLiteral(new.identity)) (was \(SwiftText.stringLiteral(old.identity)))"
        }
    }

    /// `type` with the names of renamed models replaced by their new names.
    private func renamingTypes(_ type: String) -> String {
        guard !renamedTypes.isEmpty else { return type }
        var result = ""
        var word = ""
        func flush() {
            result += renamedTypes[word] ?? word
            word = ""
        }
        for character in type {
            if character.isLetter || character.isNumber || character == "_" || character == "`" {
                word.append(character)
            } else {
                flush()
                result.append(character)
            }
        }
        flush()
        return result
    }
}
