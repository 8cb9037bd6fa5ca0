// Invariants shared by the fuzz harnesses. A broken one traps, so libFuzzer saves the input.

/// Checks that a fuzz harness applies to the diagnostics a loader returns.
enum FuzzCheck {
    /// Traps unless there is at least one diagnostic, at least one is an error, and every
    /// diagnostic with a position has a line and a column of at least 1 and a line no later
    /// than the input could hold (one line per byte, plus one).
    static func positioned(_ diagnostics: [Diagnostic], inputSize: Int) {
        guard !diagnostics.isEmpty else { trap("a failure without diagnostics") }
        guard diagnostics.contains(where: { $0.severity == .error }) else {
            trap("a failure whose diagnostics hold no error")
        }
        for diagnostic in diagnostics {
            guard let location = diagnostic.location else { continue }
            guard location.line >= 1, location.column >= 1, location.line <= inputSize + 1 else {
                trap("a diagnostic at an impossible position: \(diagnostic)")
            }
        }
    }

    /// Stops the process with a message, so libFuzzer records the input as a crash.
    static func trap(_ message: String) -> Never {
        print("fuzz invariant broken: \(message)")
        preconditionFailure(message)
    }
}
