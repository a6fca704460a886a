// ViewLifecycle · HeadlessUIKit

import Foundation

/// A timing curve: a cubic Bézier from (0, 0) to (1, 1) through two control points.
open class CAMediaTimingFunction: NSObject {
    private let controlPoints: [Float]

    /// Creates a curve from its two control points.
    ///
    /// - Parameters:
    ///   - c1x: The first point's x.
    ///   - c1y: The first point's y.
    ///   - c2x: The second point's x.
    ///   - c2y: The second point's y.
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        controlPoints = [0, 0, c1x, c1y, c2x, c2y, 1, 1]
        super.init()
    }

    /// Creates one of the system's curves (Core Animation's published control points).
    ///
    /// - Parameter name: The curve.
    public convenience init(name: CAMediaTimingFunctionName) {
        switch name {
        case .easeIn: self.init(controlPoints: 0.42, 0, 1, 1)
        case .easeOut: self.init(controlPoints: 0, 0, 0.58, 1)
        case .easeInEaseOut: self.init(controlPoints: 0.42, 0, 0.58, 1)
        case .default: self.init(controlPoints: 0.25, 0.1, 0.25, 1)
        default: self.init(controlPoints: 0, 0, 1, 1)
        }
    }

    /// Writes control point `idx` (0 to 3) into `ptr`.
    ///
    /// - Parameters:
    ///   - idx: Which point: 0 is (0, 0), 3 is (1, 1).
    ///   - ptr: Where the point's x and y go.
    open func getControlPoint(at idx: Int, values ptr: UnsafeMutablePointer<Float>) {
        ptr[0] = controlPoints[idx * 2]
        ptr[1] = controlPoints[idx * 2 + 1]
    }
}
