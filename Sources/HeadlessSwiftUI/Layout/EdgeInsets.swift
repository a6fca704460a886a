// ViewLifecycle · HeadlessSwiftUI

import Foundation

/// The inset distances for the sides of a rectangle.
@frozen public struct EdgeInsets: Equatable, Sendable {
    /// The four distances, kept as UIKit's directional insets: the same sides with the same
    /// meaning, so converting between the two (as SwiftUI offers) is a copy.
    var directional: NSDirectionalEdgeInsets

    /// The inset at the top.
    public var top: CGFloat {
        get { directional.top }
        set { directional.top = newValue }
    }

    /// The inset at the leading edge.
    public var leading: CGFloat {
        get { directional.leading }
        set { directional.leading = newValue }
    }

    /// The inset at the bottom.
    public var bottom: CGFloat {
        get { directional.bottom }
        set { directional.bottom = newValue }
    }

    /// The inset at the trailing edge.
    public var trailing: CGFloat {
        get { directional.trailing }
        set { directional.trailing = newValue }
    }

    /// Creates insets with the given distances.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        directional = NSDirectionalEdgeInsets(top: top, leading: leading, bottom: bottom, trailing: trailing)
    }

    /// Creates insets of zero on every side.
    public init() {
        directional = NSDirectionalEdgeInsets()
    }
}
