/// The grouped file layout (``FileLayout/grouped``): the declarations of each of an API's
/// folders (`Models/`, `Requests/`) go into a power-of-two number of group files, chosen by a
/// stable hash of each declaration's key; the namespace and support files stay on their own.
///
/// ```
/// GitHub/GitHub.swift
/// GitHub/Models/GitHub.Models.00.swift ... GitHub.Models.63.swift
/// GitHub/Requests/GitHub.Requests.00.swift ... GitHub.Requests.31.swift
/// ```
///
/// Adding or changing one declaration changes one group file. The number of files of a folder
/// changes only when its declaration count crosses ``FileLayout/groupSize`` times a power of
/// two; then every declaration either stays in its group or moves to one new group (the index
/// is the hash's top bits, so doubling the count splits each group in two).
enum FileGroups {
    /// The files of one API in the grouped layout: each path with its declarations, sorted by key.
    static func files(of items: [PlacedDeclaration], namespace: String) -> [(path: String, declarations: [PlacedDeclaration])] {
        var folders: [String: [PlacedDeclaration]] = [:]
        var result: [(path: String, declarations: [PlacedDeclaration])] = []
        for item in items {
            if let folder = item.folder {
                folders[folder, default: []].append(item)
            } else {
                result.append((item.ownPath(namespace: namespace), [item]))
            }
        }
        for (folder, members) in folders.sorted(by: { $0.key < $1.key }) {
            let bits = groupBits(count: members.count)
            let count = 1 << bits
            var groups = [[PlacedDeclaration]](repeating: [], count: count)
            for member in members {
                groups[groupIndex(of: member.key, bits: bits)].append(member)
            }
            let stem = "\(namespace)/\(folder)/\(namespace).\(folder)."
            let width = max(2, String(count - 1).count)
            for (index, group) in groups.enumerated() where !group.isEmpty {
                let number = String(repeating: "0", count: width - String(index).count) + String(index)
                result.append((stem + number + ".swift", group.sorted { $0.key < $1.key }))
            }
        }
        return result
    }

    /// log2 of the number of group files for a folder of `count` declarations: the smallest
    /// power of two that keeps the average at or below ``FileLayout/groupSize``.
    static func groupBits(count: Int) -> Int {
        var bits = 0
        while (1 << bits) * FileLayout.groupSize < count && bits < 16 { bits += 1 }
        return bits
    }

    /// The group of a declaration: the top `bits` bits of the 64-bit FNV-1a hash of its key's
    /// UTF-8 bytes, mixed by MurmurHash3's 64-bit finalizer (FNV alone spreads keys that differ
    /// only in their last characters badly); the same on every machine and every run.
    static func groupIndex(of key: String, bits: Int) -> Int {
        guard bits > 0 else { return 0 }
        var hash = FileAssembler.stableHash(key)
        hash ^= hash >> 33
        hash = hash &* 0xff51_afd7_ed55_8ccd
        hash ^= hash >> 33
        hash = hash &* 0xc4ce_b9fe_1a85_ec53
        hash ^= hash >> 33
        return Int(hash >> UInt64(64 - bits))
    }
}
