// ViewLifecycle · HeadlessTesting

/// Shrinks a failing list of actions to one that still fails the same way and loses that when
/// any one action is removed (delta debugging: remove chunks, halving their size, then single
/// actions), replaying each candidate from a fresh world.
@MainActor
struct ExplorerShrinker {
    /// The most replays a shrink makes, so a long failing run cannot make it run for ever.
    static let replayLimit = 2_000

    let session: ExplorerSession
    let kind: ExplorerFinding.Kind

    /// The shortest failing list found from `failing`, with its finding.
    func shrink(
        _ failing: [Headless.ExplorerAction], finding: ExplorerFinding
    )
        -> (actions: [Headless.ExplorerAction], finding: ExplorerFinding)
    {
        var current = failing
        var currentFinding = finding
        var replays = 0
        var chunk = max(current.count / 2, 1)
        while replays < Self.replayLimit {
            var removedAny = false
            var start = 0
            while start < current.count, replays < Self.replayLimit {
                var candidate = current
                candidate.removeSubrange(start..<min(start + chunk, current.count))
                replays += 1
                let outcome = session.run(.replay(candidate))
                if let found = outcome.finding, found.kind == kind {
                    // The actions played up to the failure: skipped ones and the tail are gone.
                    current = outcome.played
                    currentFinding = found
                    removedAny = true
                } else {
                    start += chunk
                }
            }
            if chunk == 1 {
                if !removedAny { break }
            } else {
                chunk = max(chunk / 2, 1)
            }
        }
        return (current, currentFinding)
    }
}
