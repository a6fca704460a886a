// ViewLifecycle · HeadlessSwiftUI

import Foundation

extension CGPoint {
    /// The point moved by a projective transform: the homogeneous product, divided by its w.
    ///
    /// - Parameter m: The transform.
    /// - Returns: The moved point.
    public func applying(_ m: ProjectionTransform) -> CGPoint {
        let px = x * m.m11 + y * m.m21 + m.m31
        let py = x * m.m12 + y * m.m22 + m.m32
        let w = x * m.m13 + y * m.m23 + m.m33
        return w == 1 ? CGPoint(x: px, y: py) : CGPoint(x: px / w, y: py / w)
    }
}
