import Foundation

/// The config file (`endpointgen.yaml`, passed with `--config`): settings the plugins and the
/// CLI read for one target. Every key is optional; command-line flags win over it.
///
/// ```yaml
/// specs: [api.yaml, more/other.yaml]   # relative to this file's folder; replaces SPEC arguments
/// access: internal                     # public | package | internal
/// templates: Templates                 # a folder of template overrides, relative to this file
/// fileLayout: grouped                  # auto | per-declaration | grouped (see FileLayout)
/// names:                               # Swift type names for spec names (API, model or endpoint)
///   JSONPlaceholder: Placeholder
///   getPost: FetchPost
/// operations:                          # which operations to generate (OperationFilter)
///   include: {tags: [pets]}            # tags, operationIds, paths (path prefixes)
///   exclude: {operationIds: [deletePet], paths: [/admin]}
/// ```
public struct ConfigFile: Sendable, Hashable {
    /// Spec file paths, already made relative to the current directory (joined to the config
    /// file's folder); `nil` when the file lists none.
    public var specs: [String]?
    /// The access level, when given.
    public var access: AccessLevel?
    /// The templates folder, joined to the config file's folder, when given.
    public var templates: String?
    /// The file layout (`fileLayout: auto | per-declaration | grouped`), when given.
    public var fileLayout: FileLayout?
    /// Swift type names by spec name.
    public var names: [String: String] = [:]
    /// Where each key of ``names`` was written, so that a name that matches nothing can be
    /// reported at its line and column.
    public var nameLocations: [String: SourceLocation] = [:]
    /// Which operations to generate (`operations:`); all unless given.
    public var operations = OperationFilter()

    /// The keys a config file may have.
    static let keys = ["specs", "access", "templates", "fileLayout", "names", "operations"]
    /// The keys of `operations.include` and `operations.exclude`.
    static let ruleKeys = ["tags", "operationIds", "paths"]

    /// Reads and checks a config file.
    /// - Parameter path: The file's path, as given (diagnostics name it so).
    /// - Throws: ``DiagnosticError`` with every problem at its line and column: YAML syntax,
    ///   unknown keys, values of the wrong kind, an unknown access level or file layout, a name that is not a
    ///   Swift identifier.
    public static func load(_ path: String) throws(DiagnosticError) -> ConfigFile {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw DiagnosticError([.error("cannot read the config file '\(path)'", at: nil)])
        }
        let document = try YAMLReader.read([UInt8](data), file: path)
        var problems: [Diagnostic] = []
        func fail(_ message: String, _ node: YAMLNode) {
            problems.append(.error(message, at: document.location(of: node)))
        }
        func text(_ node: YAMLNode, _ what: String) -> String? {
            guard let scalar = node.scalar, !scalar.isNull else {
                fail("\(what) must be a string, not \(node.scalar?.isNull == true ? "null" : node.kindDescription)", node)
                return nil
            }
            return scalar.value
        }
        let folder = (path as NSString).deletingLastPathComponent
        func relative(_ file: String) -> String {
            file.hasPrefix("/") || folder.isEmpty ? file : (folder as NSString).appendingPathComponent(file)
        }
        var config = ConfigFile()
        if document.root.scalar?.isNull == true { return config }
        guard let pairs = document.root.mapping else {
            throw DiagnosticError([.error("a config file is a mapping of settings, not \(document.root.kindDescription)", at: document.location(of: document.root))])
        }
        var seen: [String: YAMLNode] = [:]
        for pair in pairs {
            guard let key = pair.key.scalar?.value else { continue }
            if seen[key] != nil {
                fail("'\(key)' is given twice in the config file; keep one", pair.key)
                continue
            }
            seen[key] = pair.key
            switch key {
            case "specs":
                guard let items = pair.value.sequence else {
                    fail("'specs' must be a list of spec files", pair.value)
                    continue
                }
                config.specs = items.compactMap { text($0, "a spec file") }.map(relative)
            case "access":
                guard let value = text(pair.value, "'access'") else { continue }
                if let access = AccessLevel(rawValue: value) { config.access = access } else {
                    fail("'access' must be public, package or internal, not '\(value)'", pair.value)
                }
            case "fileLayout":
                guard let value = text(pair.value, "'fileLayout'") else { continue }
                if let layout = FileLayout(rawValue: value) { config.fileLayout = layout } else {
                    fail("'fileLayout' must be auto, per-declaration or grouped, not '\(value)'", pair.value)
                }
            case "templates":
                config.templates = text(pair.value, "'templates'").map(relative)
            case "names":
                guard let entries = pair.value.mapping else {
                    fail("'names' must map spec names to Swift type names", pair.value)
                    continue
                }
                for entry in entries {
                    guard let name = entry.key.scalar?.value, let swiftName = text(entry.value, "a Swift type name") else { continue }
                    if Naming.upperCamelCase(swiftName) != swiftName || Resolver.reservedTypeNames.contains(swiftName) || swiftName.hasPrefix("_") {
                        fail("'\(swiftName)' is not a usable Swift type name: use letters and digits, starting with an uppercase letter, not a name the generated code uses", entry.value)
                    } else {
                        config.names[name] = swiftName
                        config.nameLocations[name] = document.location(of: entry.key)
                    }
                }
            case "operations":
                guard let entries = pair.value.mapping else {
                    fail("'operations' must be a mapping with 'include' and/or 'exclude'", pair.value)
                    continue
                }
                for entry in entries {
                    let side = entry.key.scalar?.value ?? ""
                    guard side == "include" || side == "exclude" else {
                        fail("unknown key '\(side)' in 'operations'; the keys are include, exclude", entry.key)
                        continue
                    }
                    guard let lists = entry.value.mapping else {
                        fail("'\(side)' must map \(ruleKeys.joined(separator: ", ")) to lists", entry.value)
                        continue
                    }
                    var rules = OperationFilter.Rules()
                    for list in lists {
                        let kind = list.key.scalar?.value ?? ""
                        guard ruleKeys.contains(kind) else {
                            fail("unknown key '\(kind)' in '\(side)'\(hint(kind, ruleKeys)); the keys are \(ruleKeys.joined(separator: ", "))", list.key)
                            continue
                        }
                        guard let items = list.value.sequence else {
                            fail("'\(kind)' must be a list", list.value)
                            continue
                        }
                        let values = items.compactMap { item in text(item, "an entry of '\(kind)'").map { Located($0, at: document.location(of: item)) } }
                        switch kind {
                        case "tags": rules.tags += values
                        case "operationIds": rules.operationIDs += values
                        default:
                            for path in values where !path.value.hasPrefix("/") {
                                problems.append(.error("a path prefix starts with '/', not '\(path.value)'", at: path.location))
                            }
                            rules.paths += values
                        }
                    }
                    if side == "include" { config.operations.include = rules } else { config.operations.exclude = rules }
                }
            default:
                fail("unknown key '\(key)' in the config file\(hint(key, keys)); the keys are \(keys.joined(separator: ", "))", pair.key)
            }
        }
        guard problems.isEmpty else { throw DiagnosticError(problems) }
        return config
    }

    /// ` (did you mean 'KEY'?)` for the known key nearest to an unknown one, when it is at most
    /// two edits away; empty otherwise.
    static func hint(_ key: String, _ known: [String]) -> String {
        let near = known.min { editDistance($0, key) < editDistance($1, key) }
        return near.map { editDistance($0, key) <= 2 ? " (did you mean '\($0)'?)" : "" } ?? ""
    }

    /// The number of single-character edits between two strings (Levenshtein distance).
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty else { return b.count }
        var row = Array(0...b.count)
        for i in 1...a.count {
            var previous = row[0]
            row[0] = i
            for j in stride(from: 1, through: b.count, by: 1) {
                let current = row[j]
                row[j] = min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] == b[j - 1] ? 0 : 1))
                previous = current
            }
        }
        return row[b.count]
    }
}
