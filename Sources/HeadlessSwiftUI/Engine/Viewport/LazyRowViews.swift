// ViewLifecycle · HeadlessSwiftUI

import Foundation

/// Where a lazy container's update gets its rows' view values, so a row's view (its `init`)
/// is made only for a row that is shown and needs one, as on a device.
///
/// A row coming in is made. A row that stays on screen keeps its view value, unless the
/// container's parent made the container anew (then SwiftUI re-makes the rows on screen). The
/// extent a `ForEach`'s rows declare (`ViewportLayout.declaredExtent`) is its first row's, read
/// once and kept by the segment's path: it is read again only when that row is on screen and
/// re-made anyway, and a first row made to read it is the one shown, never made twice in one
/// update.
@MainActor
final class LazyRowViews {
    /// The extent the first row of each `ForEach` segment declares (`nil`: none), by the
    /// segment's path.
    private var firstRowExtents: [[ChildTag]: CGFloat?] = [:]
    /// Rows made while planning this update (first rows measured), by key, shown if on screen.
    private var made: [ChildKey: any View] = [:]
    /// The rows on screen before this update, by key.
    private var shown: [ChildKey: ViewNode] = [:]
    /// Whether the container's value is new this update, so the rows on screen are re-made.
    private var remakesShownRows = true
    /// The mark of the container value described last.
    private var mark: ContainerValueMark?

    /// Starts an update of the container with value `mark`, whose node shows `rows`.
    func begin(mark: ContainerValueMark, rows: [ViewNode]) {
        remakesShownRows = mark !== self.mark
        self.mark = mark
        shown.removeAll(keepingCapacity: true)
        for row in rows { shown[row.key] = row }
    }

    /// The extent the rows of the segment at `path` whose first row has `key` declare: the one
    /// kept, else (or when that row is re-made anyway) `measure` of the row `make` returns.
    func extent(
        ofSegmentAt path: [ChildTag], firstRow key: ChildKey, measure: (any View) -> CGFloat?,
        make: () -> any View
    ) -> CGFloat? {
        if let kept = firstRowExtents[path], !(remakesShownRows && shown[key] != nil) { return kept }
        let view = make()
        made[key] = view
        let value = measure(view)
        firstRowExtents[path] = .some(value)
        return value
    }

    /// The view value of the row with `key` this update: the one made while planning, the one
    /// it shows if it stays on screen and its container's value is the same, else `make`'s.
    func view(of key: ChildKey, make: () -> (any View)?) -> (any View)? {
        if let view = made.removeValue(forKey: key) { return view }
        if !remakesShownRows, let row = shown[key] { return row.view }
        return make()
    }

    /// Ends the update: nothing made for it or seen in it is held on to.
    func end() {
        made.removeAll()
        shown.removeAll()
    }
}
