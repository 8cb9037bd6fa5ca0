import Foundation

/// A key of a template context, as a small integer: names in templates are turned into keys
/// once, when a template is parsed, so that rendering compares integers instead of hashing
/// strings at every `{{name}}`.
///
/// Keys come from one process-wide table (``KeyTable``): the same name is always the same key,
/// whichever template or context it comes from.
package struct ContextKey: Hashable, Sendable {
    /// The key's index in ``KeyTable``.
    let id: Int

    /// The key of a name, added to the table when new.
    package init(_ name: String) {
        id = KeyTable.shared.id(for: name)
    }

    /// The key of a name if some template or context has used the name, else `nil`.
    package static func existing(_ name: String) -> ContextKey? {
        KeyTable.shared.existingID(for: name).map(ContextKey.init(id:))
    }

    private init(id: Int) {
        self.id = id
    }
}

/// The process-wide table of context key names. It only grows by the distinct names of parsed
/// templates and of the generator's contexts (a few hundred), so it is never emptied.
final class KeyTable: @unchecked Sendable {
    static let shared = KeyTable()

    private let lock = NSLock()
    private var ids: [String: Int] = [:]

    func id(for name: String) -> Int {
        lock.lock()
        defer { lock.unlock() }
        if let id = ids[name] { return id }
        let id = ids.count
        ids[name] = id
        return id
    }

    func existingID(for name: String) -> Int? {
        lock.lock()
        defer { lock.unlock() }
        return ids[name]
    }
}

/// The engine's internal form of a context value: ``MustacheValue`` with objects keyed by
/// ``ContextKey`` and stored as small arrays, which are cheaper to build and to search (by
/// integer comparison) than `[String: MustacheValue]` dictionaries for the dozen keys a
/// declaration has. Its cases mean what ``MustacheValue``'s do.
package enum TemplateValue: Sendable {
    case string(String)
    case number(Double)
    case bool(Bool)
    case list([TemplateValue])
    case object(TemplateObject)
    case null

    /// Whether a section renders for this value: `false`, `null`, an empty list and an empty
    /// string are falsey; everything else (numbers, including 0, and objects) is truthy.
    var isTruthy: Bool {
        switch self {
        case .null: false
        case .bool(let bool): bool
        case .list(let items): !items.isEmpty
        case .string(let string): !string.isEmpty
        case .number, .object: true
        }
    }

    /// The internal form of a public value. Object keys that no template names are left out:
    /// no lookup could reach them.
    package init(_ value: MustacheValue) {
        switch value {
        case .string(let string): self = .string(string)
        case .number(let number): self = .number(number)
        case .bool(let bool): self = .bool(bool)
        case .null: self = .null
        case .list(let items): self = .list(items.map(TemplateValue.init))
        case .object(let dictionary):
            var object = TemplateObject()
            for (name, item) in dictionary {
                if let key = ContextKey.existing(name) { object[key] = TemplateValue(item) }
            }
            self = .object(object)
        }
    }
}

/// An object of a template context: key-value pairs in insertion order, each key at most once,
/// in one array (one allocation; a lookup compares integers).
package struct TemplateObject: Sendable, ExpressibleByDictionaryLiteral {
    private struct Entry: Sendable {
        var key: ContextKey
        var value: TemplateValue
    }

    private var entries: [Entry] = []

    package init() {}

    /// An object from distinct keys (a later duplicate replaces the earlier value).
    package init(dictionaryLiteral elements: (ContextKey, TemplateValue)...) {
        entries.reserveCapacity(elements.count + 4)
        for (key, value) in elements { self[key] = value }
    }

    /// The value of a key; setting one replaces an existing value of the same key.
    package subscript(key: ContextKey) -> TemplateValue? {
        get {
            for entry in entries where entry.key == key { return entry.value }
            return nil
        }
        set {
            if let index = entries.firstIndex(where: { $0.key == key }) {
                if let newValue {
                    entries[index].value = newValue
                } else {
                    entries.remove(at: index)
                }
            } else if let newValue {
                entries.append(Entry(key: key, value: newValue))
            }
        }
    }
}
