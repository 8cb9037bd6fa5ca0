import Foundation

/// The config file (`endpointgen.yaml`, passed with `--config`): settings the plugins and the
/// CLI read for one target. Every key is optional; command-line flags win over it.
///
/// ```yaml
/// specs: [api.yaml, more/other.yaml]   # relative to this file's folder; replaces SPEC arguments
/// access: internal                     # public | package | internal
/// templates: Templates                 # a folder of template overrides, relative to this file
/// fileLayout: grouped                  # auto | per-declaration | grouped (see FileLayout)
/// examples: false                      # no Swift values for the spec's examples (default true)
/// names:                               # Swift type names for spec names (API, model or endpoint)
///   JSONPlaceholder: Placeholder
///   getPost: FetchPost
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
    /// Whether the spec's examples become Swift values (`examples: true | false`), when given.
    public var examples: Bool?
    /// Swift type names by spec name.
    public var names: [String: String] = [:]
    /// Where each key of ``names`` was written, so that a name that matches nothing can be
    /// reported at its line and column.
    public var nameLocations: [String: SourceLocation] = [:]

    /// The keys a config file may have.
    static let keys = ["specs", "access", "templates", "fileLayout", "examples", "names"]

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
            case "examples":
                guard let value = text(pair.value, "'examples'") else { continue }
                switch value {
                case "true": config.examples = true
                case "false": config.examples = false
                default: fail("'examples' must be true or false, not '\(value)'", pair.value)
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
            default:
                let near = keys.min { editDistance($0, key) < editDistance($1, key) }
                let hint = near.map { editDistance($0, key) <= 2 ? " (did you mean '\($0)'?)" : "" } ?? ""
                fail("unknown key '\(key)' in the config file\(hint); the keys are \(keys.joined(separator: ", "))", pair.key)
            }
        }
        guard problems.isEmpty else { throw DiagnosticError(problems) }
        return config
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
