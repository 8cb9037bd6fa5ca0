/// A comparison protocol the generated models may conform to beside `Codable` and `Sendable`
/// (`conformances:` in the config file, `--conformances` on the command line).
///
/// Models are `Hashable` (and so `Equatable`) by default, as a person would write them: tests
/// compare values with `==`, SwiftUI diffs them, sets and dictionary keys hash them. The
/// compiler pays for synthesized `==` and `hash(into:)` in every model whether or not a caller
/// uses them (on the GitHub REST API client, about a sixth of a clean debug build,
/// Benchmarks/README.md), so `conformances: []` (or `--conformances ''`) opts out; without them
/// a generated model still decodes, encodes, and crosses concurrency domains, and string and
/// integer enums still compare with `==` through their `RawRepresentable` raw values.
public enum ModelConformance: String, Sendable, Hashable, CaseIterable {
    /// `Equatable`: values compare with `==` (synthesized member by member).
    case equatable = "Equatable"
    /// `Hashable` (and so `Equatable`): values can also be dictionary keys and set members.
    case hashable = "Hashable"

    /// The protocols of a generated model type (struct or enum) for the chosen conformances, as
    /// Swift text: `Codable, Sendable`, `Codable, Equatable, Sendable` or
    /// `Codable, Hashable, Sendable`.
    static func declarationList(_ chosen: Set<ModelConformance>) -> String {
        protocols(chosen).joined(separator: ", ")
    }

    /// The same protocols as a composition, for a generic requirement:
    /// `Codable & Hashable & Sendable`.
    static func composition(_ chosen: Set<ModelConformance>) -> String {
        protocols(chosen).joined(separator: " & ")
    }

    /// `Codable`, the strongest chosen conformance (`Hashable` implies `Equatable`), `Sendable`.
    private static func protocols(_ chosen: Set<ModelConformance>) -> [String] {
        let comparison = chosen.contains(.hashable) ? [hashable.rawValue] : chosen.map(\.rawValue)
        return ["Codable"] + comparison + ["Sendable"]
    }

    /// Reads a list of protocol names (`Equatable`, `Hashable`), as the config file and
    /// `--conformances` give it.
    /// - Returns: The conformances, or the first name that is not one (as written).
    static func parse(_ names: [String]) -> Result<Set<ModelConformance>, UnknownName> {
        var chosen: Set<ModelConformance> = []
        for name in names {
            guard let conformance = ModelConformance(rawValue: name) else { return .failure(UnknownName(name: name)) }
            chosen.insert(conformance)
        }
        return .success(chosen)
    }

    /// A name in a list of conformances that is neither `Equatable` nor `Hashable`.
    struct UnknownName: Error, Hashable {
        /// The name as written.
        var name: String
        /// The message to print, naming the allowed values.
        var message: String { "a conformance must be Equatable or Hashable, not '\(name)'" }
    }
}
