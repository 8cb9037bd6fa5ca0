/// "Did you mean" suggestions: the known name nearest to a misspelled one.
enum Suggestions {
    /// The candidate nearest to `word`, when one is near enough to be a likely typo.
    ///
    /// Nearness is the Levenshtein edit distance (insertions, deletions and substitutions of
    /// Unicode scalars) between lowercased forms, so `Path`, `pth` and `paht` all suggest
    /// `path`. A candidate qualifies when its distance is at most a third of the longer
    /// word's length (and at least 1); ties go to the candidate listed first.
    /// - Parameters:
    ///   - word: What the file says.
    ///   - candidates: The names that would have been valid, in a stable order.
    /// - Returns: The suggestion, or `nil` when no candidate is near enough or `word` is one.
    static func nearest(to word: String, in candidates: [String]) -> String? {
        let lowered = Array(word.lowercased().unicodeScalars)
        var best: (name: String, distance: Int)?
        for candidate in candidates where candidate != word {
            let other = Array(candidate.lowercased().unicodeScalars)
            let limit = max(1, max(lowered.count, other.count) / 3)
            let distance = editDistance(lowered, other)
            if distance <= limit, distance < (best?.distance ?? Int.max) {
                best = (candidate, distance)
            }
        }
        return best?.name
    }

    /// The Levenshtein distance between two scalar arrays, in O(a·b) time and O(b) space.
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for (i, x) in a.enumerated() {
            current[0] = i + 1
            for (j, y) in b.enumerated() {
                let substitution = previous[j] + (x == y ? 0 : 1)
                current[j + 1] = min(substitution, previous[j + 1] + 1, current[j] + 1)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }

    /// A note suggesting `name`, or listing the valid names when there is no near one.
    /// - Parameters:
    ///   - word: What the file says.
    ///   - candidates: The valid names, in the order to list them.
    ///   - listing: Whether to list every candidate when none is near (for short closed sets
    ///     such as the keys of a mapping).
    static func note(for word: String, in candidates: [String], listing: Bool) -> [Diagnostic.Note] {
        if let near = nearest(to: word, in: candidates) {
            return [Diagnostic.Note("did you mean '\(near)'?")]
        }
        if listing, !candidates.isEmpty {
            return [Diagnostic.Note("expected one of: \(candidates.joined(separator: ", "))")]
        }
        return []
    }
}
