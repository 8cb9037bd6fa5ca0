/// Lexical file-path arithmetic for `$ref` targets: joining, normalising and the folder-tree
/// check. Lexical on purpose: no file system access, so the result does not depend on the
/// machine (symbolic links are not followed).
enum OpenAPIPaths {
    /// The path with `.` and empty components removed and each `name/..` pair folded;
    /// leading `..` of a relative path are kept.
    static func normalize(_ path: String) -> String {
        let absolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." {
                parts.removeLast()
                continue
            }
            if part == "..", absolute, parts.isEmpty { continue }
            parts.append(part)
        }
        return (absolute ? "/" : "") + parts.joined(separator: "/")
    }

    /// The folder part of a normalised path (`a/b.yaml` → `a`, `b.yaml` → ``).
    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        if slash == path.startIndex { return "/" }
        return String(path[..<slash])
    }

    /// A relative reference resolved against the folder of the referring file, normalised; an
    /// absolute reference normalised as is.
    static func join(_ reference: String, relativeTo file: String) -> String {
        if reference.hasPrefix("/") { return normalize(reference) }
        let base = folder(of: file)
        return normalize(base.isEmpty ? reference : base + "/" + reference)
    }

    /// Whether a normalised path lies inside a folder (itself or below it).
    static func isInside(_ path: String, folder: String) -> Bool {
        if folder.isEmpty {
            return !path.hasPrefix("/") && path != ".." && !path.hasPrefix("../")
        }
        if folder == "/" { return path.hasPrefix("/") }
        return path.hasPrefix(folder + "/")
    }

    /// A normalised path relative to a normalised folder (`specs/schemas/pet.yaml` from
    /// `specs` is `schemas/pet.yaml`; `shared/pet.yaml` from `specs` is `../shared/pet.yaml`);
    /// the path as it is when no relative path leads there (one is absolute and the other not,
    /// or the folder climbs with `..` past where the path starts).
    static func relative(_ path: String, to folder: String) -> String {
        guard path.hasPrefix("/") == folder.hasPrefix("/") else { return path }
        let target = path.split(separator: "/"), base = folder.split(separator: "/")
        var common = 0
        while common < target.count - 1, common < base.count, target[common] == base[common] { common += 1 }
        let climbs = base[common...]
        guard !climbs.contains("..") else { return path }
        return (Array(repeating: "..", count: climbs.count) + target[common...].map(String.init)).joined(separator: "/")
    }

    /// The last path component without its extension (`schemas/Pet.yaml` → `Pet`).
    static func baseName(_ path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }
}
