// ViewLifecycle · HeadlessTesting

import Foundation
import HeadlessSwiftUI

extension Headless {
    /// Scrolls a scrollable's content to `target` at once (a programmatic scroll, or a fling
    /// that ends there), then runs until idle: the rows that come into view are built and get
    /// `onAppear`, those that leave get `onDisappear` per the lazy container's rules. Prints
    /// nothing.
    ///
    /// - Parameters:
    ///   - scrollable: Which `ScrollView` or `List` on screen (the first by default).
    ///   - target: The top, the end, an offset, or a row by id.
    /// - Throws: `Headless.DriverError` when no such scrollable is on screen or no row has the id.
    public static func scroll(_ scrollable: Scrollable = .first, to target: ScrollTarget) throws {
        let state = try ScrollDriver.state(scrollable)
        guard let (offset, axis) = state.resolve(target.place) else {
            throw DriverError("No row with id \(ScrollDriver.describe(target)) in the scrollable.")
        }
        ScreenDriver.play { state.scroll(to: offset, along: axis) }
    }

    /// Drags a scrollable's content by `distance` points along its axis (positive: toward the
    /// end, as a finger moving up), in `steps` equal moves, running until idle after each, as
    /// a device lays out each frame of a drag: a row passing through the viewport on the way
    /// is built and appears, then leaves.
    ///
    /// - Parameters:
    ///   - scrollable: Which `ScrollView` or `List` on screen (the first by default).
    ///   - distance: Points to move the content offset by; clamped to the content.
    ///   - steps: How many moves the drag takes (at least 1).
    /// - Throws: `Headless.DriverError` when no such scrollable is on screen.
    public static func scroll(_ scrollable: Scrollable = .first, by distance: CGFloat, steps: Int = 1) throws
    {
        let state = try ScrollDriver.state(scrollable)
        let axis = state.mainAxis
        let count = max(1, steps)
        let start = state.offset(along: axis)
        for step in 1...count {
            let offset = start + distance * CGFloat(step) / CGFloat(count)
            ScreenDriver.play { state.scroll(to: offset, along: axis) }
        }
    }

    /// The content offset of a scrollable on screen along its axis.
    ///
    /// - Parameter scrollable: Which `ScrollView` or `List` on screen (the first by default).
    /// - Returns: The offset in points.
    /// - Throws: `Headless.DriverError` when no such scrollable is on screen.
    public static func scrollOffset(of scrollable: Scrollable = .first) throws -> CGFloat {
        let state = try ScrollDriver.state(scrollable)
        return state.offset(along: state.mainAxis)
    }
}
