// ViewLifecycle · HeadlessSwiftUI

import Foundation

extension Anchor.Source where Value == CGRect {
    /// A rectangle in the view's own coordinate space.
    ///
    /// - Parameter r: The rectangle, from the view's top leading corner.
    /// - Returns: The source of the rectangle.
    public static func rect(_ r: CGRect) -> Anchor<Value>.Source {
        Anchor<CGRect>.Source { frame in
            Anchor(value: r.offsetBy(dx: frame.minX, dy: frame.minY), translate: Self.moved)
        }
    }

    /// The view's bounds.
    public static var bounds: Anchor<CGRect>.Source {
        Anchor<CGRect>.Source { frame in Anchor(value: frame, translate: Self.moved) }
    }

    /// `rect` in a space whose origin is at `origin`.
    private static func moved(_ rect: CGRect, _ origin: CGPoint) -> CGRect {
        rect.offsetBy(dx: -origin.x, dy: -origin.y)
    }
}
