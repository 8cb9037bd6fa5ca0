/// Hands out distinct names in one scope (the types of a namespace, the properties of a
/// model, the cases of an enum, the models an OpenAPI document leaves unnamed),
/// deterministically: the first claim of a name gets it, later claims get `2`, `3`...
/// appended, in the order they claim. The one place that decides a clash, so a rename can be
/// reported with the name that is actually generated and the name's holder.
struct NameRegistry {
    /// How two names are compared.
    enum Comparison {
        /// Exactly, as members of one type are (`userId` and `UserId` are two names).
        case exact
        /// Without case, as the types of one namespace are: two types whose names differ only
        /// by case would share a file on a case-insensitive file system (macOS's default).
        case ignoringCase
        /// As the Swift type names they become (``Naming/typeNameKey(_:)``), for spec names
        /// that the resolver turns into types later (`pet_status` and `PetStatus` are one).
        case swiftTypeName
    }

    /// What holds a name, for the message about a rename it causes.
    struct Holder: Hashable {
        /// What kind of thing holds the name, such as `model`.
        var kind: String
        /// Its name in the spec.
        var specName: String
        /// The name it holds, as generated.
        var name: String
        /// Where it is declared, when it is.
        var location: SourceLocation?

        /// The holder in words, such as `model 'post_list'`.
        var what: String { "\(kind) '\(specName)'" }
    }

    private var taken: [String: Holder?] = [:]
    private let comparison: Comparison

    /// Creates a registry where `reserved` names are already taken.
    init(reserved: [String] = [], comparison: Comparison = .exact) {
        self.comparison = comparison
        for name in reserved { taken[key(name)] = .some(nil) }
    }

    /// Creates a registry where `reserved` names are already taken, comparing names without
    /// case when asked.
    init(reserved: [String] = [], caseInsensitive: Bool) {
        self.init(reserved: reserved, comparison: caseInsensitive ? .ignoringCase : .exact)
    }

    /// Claims `candidate`, or the first of `candidate2`, `candidate3`... that is free.
    mutating func claim(_ candidate: String) -> String {
        claim(candidate, by: nil).name
    }

    /// Claims `candidate`, or the first of `candidate2`, `candidate3`... that is free, for
    /// `holder` (whose ``Holder/name`` is set to the name given).
    /// - Returns: The name given, and when it is not `candidate`, the holder of `candidate`
    ///   (`nil` when that is a reserved name).
    mutating func claim(_ candidate: String, by holder: Holder?) -> (name: String, renamedFor: Holder?) {
        var name = candidate
        var counter = 2
        var holder = holder
        holder?.name = candidate
        // `updateValue` both checks and takes the name: one hash per try.
        while let earlier = taken.updateValue(holder, forKey: key(name)) {
            taken[key(name)] = earlier
            name = candidate + String(counter)
            counter += 1
            holder?.name = name
        }
        return (name, name == candidate ? nil : (taken[key(candidate)] ?? nil))
    }

    /// Marks a name as taken without renaming it, by `holder` when given.
    mutating func reserve(_ name: String, by holder: Holder? = nil) {
        taken[key(name)] = .some(holder)
    }

    /// The holder of a name (or of one it clashes with), when it has one.
    func holder(of name: String) -> Holder? {
        taken[key(name)] ?? nil
    }

    /// Whether a name is taken.
    func isTaken(_ name: String) -> Bool {
        taken[key(name)] != nil
    }

    private func key(_ name: String) -> String {
        switch comparison {
        case .exact: name
        case .ignoringCase: name.lowercased()
        case .swiftTypeName: Naming.typeNameKey(name)
        }
    }
}
