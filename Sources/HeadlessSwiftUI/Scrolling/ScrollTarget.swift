// ViewLifecycle · HeadlessSwiftUI

import Foundation

/// A type defining the target in which a scroll view should try and scroll to.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct ScrollTarget {
    /// The rect that a scrollable view should try and have contained.
    public var rect: CGRect
    /// The anchor to which the rect should be aligned within the visible region of the scrollable
    /// view.
    public var anchor: UnitPoint?
}
