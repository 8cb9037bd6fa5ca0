/// "Did you mean" suggestions: the known name nearest to a misspelled one.
enum Suggestions {
    /// The candidate nearest to `word`, when one is near enough to be a likely typo.
    ///
    /// Nearness is the edit distance (insertions, deletions, substitutions and swaps of
    /// neighbouring Unicode scalars) between lowercased forms, so `Path`, `pth` and `paht` all suggest
    /// `path`. A candidate qualifies when its distance is at most a third of the longer
    /// word's length (and at least 1) and less than the shorter word's length; ties go to the
    /// candidate listed first.
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
            // Replacing every character of a short word is no likely typo: `x` does not suggest `a`.
            if distance <= limit, distance < min(lowered.count, other.count), distance < (best?.distance ?? Int.max) {
                best = (candidate, distance)
            }
        }
        return best?.name
    }

    /// The optimal string alignment distance between two scalar arrays: the Levenshtein
    /// distance where swapping two neighbours (`GTE` → `GET`) also costs 1. O(a·b) time.
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var best = min(table[i - 1][j - 1] + cost, table[i - 1][j] + 1, table[i][j - 1] + 1)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    best = min(best, table[i - 2][j - 2] + 1)
                }
                table[i][j] = best
            }
        }
        return table[a.count][b.count]
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
