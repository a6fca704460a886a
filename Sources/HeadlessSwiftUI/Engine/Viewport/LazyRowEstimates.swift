// ViewLifecycle · HeadlessSwiftUI

import Foundation

/// What a lazy container measured of the rows it built, so the rows it has not built are planned
/// at the size of those it has, as SwiftUI's lazy stacks estimate unbuilt views from built ones.
///
/// Rows are grouped by run: a `ForEach`'s rows share one estimate, the mean of its built rows'
/// extents; a static row is a run of its own. A row measured again replaces its last extent.
@MainActor
final class LazyRowEstimates {
    /// The built rows' extents of one run, with their sum.
    private struct Run {
        var extents: [ChildKey: CGFloat] = [:]
        var sum: CGFloat = 0
    }

    private var runs: [[ChildTag]: Run] = [:]
    /// The sum and count of every run's mean, for runs nothing was built of.
    private var allSum: CGFloat = 0
    private var allCount = 0

    /// Records that the built row `row` of the run `run` measures `extent`.
    func record(_ extent: CGFloat, of row: ChildKey, inRun run: [ChildTag]) {
        var entry = runs[run] ?? Run()
        let before = entry.extents.isEmpty ? nil : entry.sum / CGFloat(entry.extents.count)
        if let old = entry.extents[row] {
            guard old != extent else { return }
            entry.sum -= old
        }
        entry.extents[row] = extent
        entry.sum += extent
        runs[run] = entry
        let after = entry.sum / CGFloat(entry.extents.count)
        if let before {
            allSum += after - before
        } else {
            allSum += after
            allCount += 1
        }
    }

    /// The estimate of the run `run`'s rows: the mean of its built rows, `nil` before any is built.
    func estimate(ofRun run: [ChildTag]) -> CGFloat? {
        guard let entry = runs[run], !entry.extents.isEmpty else { return nil }
        return entry.sum / CGFloat(entry.extents.count)
    }

    /// The estimate of a run nothing was built of: the mean of the other runs' estimates.
    var anyRunEstimate: CGFloat? { allCount == 0 ? nil : allSum / CGFloat(allCount) }
}
