// ViewLifecycle · HeadlessSwiftUI

import Foundation

/// What a lazy container measured of the rows it built, so the rows it has not built are planned
/// at the size of those it has, as SwiftUI's lazy stacks estimate unbuilt views from built ones.
///
/// Rows are grouped by run: a `ForEach`'s rows share one estimate, the mean of its built rows'
/// extents; a static row is a run of its own. A row measured again replaces its last extent; a
/// row released is forgotten, so what is kept grows with the rows alive, not with the distance
/// scrolled, and a run whose rows are all released keeps its last mean.
@MainActor
final class LazyRowEstimates {
    /// The extents of one run's live rows, with their sum, and its mean when it had rows last.
    private struct Run {
        var extents: [ChildKey: CGFloat] = [:]
        var sum: CGFloat = 0
        var lastMean: CGFloat?

        var mean: CGFloat? { extents.isEmpty ? lastMean : sum / CGFloat(extents.count) }
    }

    private var runs: [[ChildTag]: Run] = [:]
    /// The run each measured row belongs to.
    private var runOfRow: [ChildKey: [ChildTag]] = [:]
    /// The sum and count of the runs' means, for runs nothing was built of.
    private var meansSum: CGFloat = 0
    private var meansCount = 0

    /// Records that the built row `row` of the run `run` measures `extent`.
    func record(_ extent: CGFloat, of row: ChildKey, inRun run: [ChildTag]) {
        var entry = runs[run] ?? Run()
        let before = entry.mean
        if let old = entry.extents[row] {
            guard old != extent else { return }
            entry.sum -= old
        }
        entry.extents[row] = extent
        entry.sum += extent
        runOfRow[row] = run
        update(run, to: entry, meanBefore: before)
    }

    /// Forgets the row `row`, released or gone from the content.
    func forget(_ row: ChildKey) {
        guard let run = runOfRow.removeValue(forKey: row), var entry = runs[run],
            let extent = entry.extents[row]
        else { return }
        let before = entry.mean
        if entry.extents.count == 1 { entry.lastMean = before }
        entry.extents[row] = nil
        entry.sum -= extent
        update(run, to: entry, meanBefore: before)
    }

    /// The estimate of the run `run`'s rows: the mean of its built rows, `nil` before any is built.
    func estimate(ofRun run: [ChildTag]) -> CGFloat? { runs[run]?.mean }

    /// The estimate of a run nothing was built of: the mean of the other runs' estimates.
    var anyRunEstimate: CGFloat? { meansCount == 0 ? nil : meansSum / CGFloat(meansCount) }

    /// Stores `entry` for `run`, keeping the sum of the runs' means.
    private func update(_ run: [ChildTag], to entry: Run, meanBefore before: CGFloat?) {
        runs[run] = entry
        if let before { meansSum -= before } else { meansCount += 1 }
        meansSum += entry.mean ?? 0
    }
}
