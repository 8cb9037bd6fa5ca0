/// Hands out distinct names in one scope (the types of a namespace, the properties of a
/// model, the cases of an enum), deterministically: the first claim of a name gets it, later
/// claims get `2`, `3`... appended, in the order they claim.
///
/// Names compare case-insensitively when asked, so that two types never differ only by case
/// (their files would collide on case-insensitive file systems such as macOS's default).
struct NameRegistry {
    private var taken: Set<String> = []
    private let caseInsensitive: Bool

    /// Creates a registry where `reserved` names are already taken.
    init(reserved: [String] = [], caseInsensitive: Bool = false) {
        self.caseInsensitive = caseInsensitive
        for name in reserved { taken.insert(key(name)) }
    }

    /// Claims `candidate`, or the first of `candidate2`, `candidate3`... that is free.
    mutating func claim(_ candidate: String) -> String {
        var name = candidate
        var counter = 2
        // `insert` both checks and takes the name: one hash per try.
        while !taken.insert(key(name)).inserted {
            name = candidate + String(counter)
            counter += 1
        }
        return name
    }

    /// Marks a name as taken without renaming it.
    mutating func reserve(_ name: String) {
        taken.insert(key(name))
    }

    /// Whether a name is taken.
    func isTaken(_ name: String) -> Bool {
        taken.contains(key(name))
    }

    private func key(_ name: String) -> String {
        caseInsensitive ? name.lowercased() : name
    }
}
