/// How the declarations of a spec are spread over files when no fixed number of shards is asked
/// for (see ``GenerationOptions/shards``).
///
/// One file per declaration is the easiest to read, and a change to one endpoint rewrites one
/// file; but the Swift compiler's driver starts one compiler process per 25 files, and each of
/// them parses every file of the module, so for an API of thousands of declarations the build
/// time grows with the square of the file count. Grouped files keep that count small.
public enum FileLayout: String, Sendable, Hashable, CaseIterable {
    /// One file per declaration for an API of at most ``FileLayout/groupingThreshold`` models
    /// and endpoints together, grouped files above that (the default).
    case automatic = "auto"
    /// One file per declaration, whatever the size of the API.
    case perDeclaration = "per-declaration"
    /// The models and the requests in a few group files each, whatever the size of the API.
    case grouped

    /// The largest number of models and endpoints (together) of an API that ``automatic``
    /// writes one file per declaration for.
    public static let groupingThreshold = 200

    /// The most declarations a group file holds on average: the number of group files of a
    /// folder is the smallest power of two that keeps the average at or below it.
    public static let groupSize = 32

    /// Whether an API with this many models and endpoints gets grouped files.
    func groups(declarationCount: Int) -> Bool {
        switch self {
        case .automatic: declarationCount > Self.groupingThreshold
        case .perDeclaration: false
        case .grouped: true
        }
    }
}
