// ViewLifecycle · HeadlessSwiftUI

import Foundation

extension Anchor.Source where Value == CGPoint {
    /// A point in the view's own coordinate space.
    ///
    /// - Parameter p: The point, from the view's top leading corner.
    /// - Returns: The source of the point.
    public static func point(_ p: CGPoint) -> Anchor<Value>.Source {
        Anchor<CGPoint>.Source { frame in
            Anchor(value: CGPoint(x: frame.minX + p.x, y: frame.minY + p.y), translate: Self.moved)
        }
    }

    /// A unit point of the view's bounds.
    ///
    /// - Parameter p: The unit point (0 to 1 along each axis of the view's size).
    /// - Returns: The source of the point.
    public static func unitPoint(_ p: UnitPoint) -> Anchor<Value>.Source {
        Anchor<CGPoint>.Source { frame in
            Anchor(
                value: CGPoint(x: frame.minX + p.x * frame.width, y: frame.minY + p.y * frame.height),
                translate: Self.moved)
        }
    }

    /// The top leading corner of the view's bounds.
    public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
    /// The middle of the top edge of the view's bounds.
    public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
    /// The top trailing corner of the view's bounds.
    public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
    /// The middle of the leading edge of the view's bounds.
    public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
    /// The center of the view's bounds.
    public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
    /// The middle of the trailing edge of the view's bounds.
    public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
    /// The bottom leading corner of the view's bounds.
    public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
    /// The middle of the bottom edge of the view's bounds.
    public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
    /// The bottom trailing corner of the view's bounds.
    public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }

    /// `point` in a space whose origin is at `origin`.
    private static func moved(_ point: CGPoint, _ origin: CGPoint) -> CGPoint {
        CGPoint(x: point.x - origin.x, y: point.y - origin.y)
    }
}
