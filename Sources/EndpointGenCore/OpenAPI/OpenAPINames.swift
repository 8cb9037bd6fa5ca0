import Foundation

/// Readable, deterministic names for what an OpenAPI document leaves unnamed: operations
/// without an `operationId` and inline schemas that become models.
enum OpenAPINames {
    /// The words of a text: runs of letters and digits, split at every other character.
    /// `api.v2010.account` → `api`, `v2010`, `account`; `{owner}` → `owner`.
    static func words(_ text: String) -> [String] {
        var words: [String] = []
        var current = ""
        for character in text {
            if character.isLetter || character.isNumber {
                current.append(character)
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// A word with its first character uppercased, the rest unchanged (`repos` → `Repos`,
    /// `iOS` → `IOS`).
    static func capitalized(_ word: String) -> String {
        guard let first = word.first else { return word }
        return first.uppercased() + word.dropFirst()
    }

    /// The UpperCamelCase joining of the words of every part: `("Pet", "owner_info")` →
    /// `PetOwnerInfo`. Empty when no part holds a letter or digit.
    static func typeName(_ parts: String...) -> String {
        typeName(parts)
    }

    /// The UpperCamelCase joining of the words of every part.
    static func typeName(_ parts: [String]) -> String {
        if parts.allSatisfy(OpenAPIText.isASCII) {
            // ASCII: one pass over the bytes, the first byte of each word uppercased.
            var bytes: [UInt8] = []
            for part in parts {
                var startOfWord = true
                for byte in part.utf8 {
                    if OpenAPIText.isWordByte(byte) {
                        bytes.append(startOfWord ? OpenAPIText.uppercased(byte) : byte)
                        startOfWord = false
                    } else {
                        startOfWord = true
                    }
                }
            }
            return String(decoding: bytes, as: UTF8.self)
        }
        return parts.flatMap(words).map(capitalized).joined()
    }

    /// The name of an operation that has no `operationId`: the method in lowercase, then every
    /// word of the path capitalized. `GET /users/{id}/repos` → `getUsersIdRepos`; `GET /` →
    /// `getRoot`.
    static func operationName(method: Spec.Method, path: String) -> String {
        let rest = typeName(path)
        return method.rawValue.lowercased() + (rest.isEmpty ? "Root" : rest)
    }

    /// The function name of an `operationId` in the form FastAPI generates when the
    /// application names none: the function's name, then the path with every character that
    /// is not a letter, digit or `_` made `_`, then `_` and the method in lowercase
    /// (`read_item_items__item_id__get` for `read_item` at `GET /items/{item_id}`). `nil` when
    /// the `operationId` is not exactly that, so a name a person chose is kept as written.
    static func fastAPIFunctionName(_ operationID: String, method: Spec.Method, path: String) -> String? {
        let words = String(path.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
        let suffix = words + "_" + method.rawValue.lowercased()
        guard path.hasPrefix("/"), operationID.count > suffix.count, operationID.hasSuffix(suffix) else { return nil }
        let function = operationID.dropLast(suffix.count)
        guard let first = function.first, first.isLetter || first == "_" else { return nil }
        return String(function)
    }

    /// A name for what a `$ref` points to, from the pointer's last token
    /// (`#/components/responses/not_found` → `NotFound`) with `suffix` added unless the name
    /// already ends in it; `nil` when the node is not a `$ref` or the token has no letters.
    static func referenceHint(_ node: OpenAPINode, suffix: String = "") -> String? {
        guard let reference = node.reference else { return nil }
        let token: String
        if let hash = reference.firstIndex(of: "#"), reference.index(after: hash) != reference.endIndex {
            guard let slash = reference[hash...].lastIndex(of: "/") else { return nil }
            token = OpenAPIText.unescapedPointerToken(reference[reference.index(after: slash)...])
        } else {
            // A whole file (`responses/not_found.yaml`, `errors.yaml#`): its base name.
            token = OpenAPIPaths.baseName(String(reference.prefix { $0 != "#" }))
        }
        let name = typeName(token)
        guard !name.isEmpty, name.first?.isNumber == false else { return nil }
        return name.hasSuffix(suffix) ? name : name + suffix
    }

    /// The form two names are compared in for collisions: letters and digits only, lowercased,
    /// since the generator turns `foo-bar`, `fooBar` and `FooBar` into one Swift name.
    static func collisionKey(_ name: String) -> String {
        if OpenAPIText.isASCII(name) {
            var bytes: [UInt8] = []
            bytes.reserveCapacity(name.utf8.count)
            for byte in name.utf8 where OpenAPIText.isWordByte(byte) { bytes.append(OpenAPIText.lowercased(byte)) }
            return String(decoding: bytes, as: UTF8.self)
        }
        return String(name.lowercased().filter { $0.isLetter || $0.isNumber })
    }
}

/// The set of names in use, compared by ``OpenAPINames/collisionKey(_:)``.
struct OpenAPINameSet {
    private var keys: Set<String> = []

    /// Marks a name as taken.
    mutating func reserve(_ name: String) {
        keys.insert(OpenAPINames.collisionKey(name))
    }

    /// Whether a name (or one that collides with it) is taken.
    func contains(_ name: String) -> Bool {
        keys.contains(OpenAPINames.collisionKey(name))
    }

    /// Takes `base` when free, else the first free `base2`, `base3`, …; an empty base becomes
    /// `Model`. The name returned is reserved.
    mutating func unique(_ base: String) -> String {
        let base = base.isEmpty ? "Model" : base
        var candidate = base
        var counter = 2
        while contains(candidate) {
            candidate = base + String(counter)
            counter += 1
        }
        reserve(candidate)
        return candidate
    }
}
