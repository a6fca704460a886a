// ViewLifecycle · HeadlessSwiftUI

import Foundation

/// The transforms behind the transformed shapes, about an anchor of the frame.
enum ShapeTransforms {
    /// The anchor's point in `rect`.
    static func point(_ anchor: UnitPoint, in rect: CGRect) -> CGPoint {
        CGPoint(x: rect.minX + anchor.x * rect.width, y: rect.minY + anchor.y * rect.height)
    }

    /// A scale by `scale` that leaves `anchor`'s point where it is.
    static func scale(_ scale: CGSize, anchor: UnitPoint, in rect: CGRect) -> CGAffineTransform {
        let center = point(anchor, in: rect)
        return CGAffineTransform(
            a: scale.width, b: 0, c: 0, d: scale.height, tx: center.x - scale.width * center.x,
            ty: center.y - scale.height * center.y)
    }

    /// A rotation by `angle` about `anchor`'s point.
    static func rotation(_ angle: Angle, anchor: UnitPoint, in rect: CGRect) -> CGAffineTransform {
        let center = point(anchor, in: rect)
        let (cosine, sine) = (CGFloat(cos(angle.radians)), CGFloat(sin(angle.radians)))
        return CGAffineTransform(
            a: cosine, b: sine, c: -sine, d: cosine, tx: center.x - (cosine * center.x - sine * center.y),
            ty: center.y - (sine * center.x + cosine * center.y))
    }
}
