// ViewLifecycle · CoreGraphics

import Foundation

/// A structure that contains a two-dimensional vector (CoreGraphics', which UIKit re-exports;
/// the toolchain's Foundation has `CGPoint`, `CGSize` and `CGRect` but not this).
@frozen public struct CGVector: Equatable, Sendable {
    /// The x component of the vector.
    public var dx: CGFloat
    /// The y component of the vector.
    public var dy: CGFloat

    /// Creates a vector whose components are both zero.
    public init() {
        dx = 0
        dy = 0
    }

    /// Creates a vector with components specified as floating-point values.
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    /// Creates a vector with components specified as floating-point values.
    public init(dx: Double, dy: Double) {
        self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    /// Creates a vector with components specified as integer values.
    public init(dx: Int, dy: Int) {
        self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    /// The vector whose components are both zero.
    public static var zero: CGVector { CGVector() }
}
