/// How the generated models and requests declare their stored properties
/// (`storedProperties:` in the config file, `--stored-properties` on the command line).
///
/// `var` (the default) lets a caller change a decoded model or a built request in place; `let`
/// makes them immutable values, built whole by their initialisers and by decoding. `let` is
/// cheaper to compile: the compiler synthesizes no setter and `_modify` accessor for a `let`,
/// and on the GitHub REST API client that took about a third off the module-wide
/// `-emit-module` job, most of an incremental build (Benchmarks/README.md, issue 17).
public enum StoredPropertyKeyword: String, Sendable, Hashable, CaseIterable {
    /// `var`: properties can be set after the value is made.
    case `var`
    /// `let`: properties are set once, by an initialiser or by decoding.
    case `let`

    /// The message for a value that is neither `var` nor `let`, as written.
    static func unknown(_ text: String) -> String {
        "must be var or let, not '\(text)'"
    }
}
