// ViewLifecycle · HeadlessSwiftUI

extension Angle: Animatable {
    /// The angle's radians, the data an animation interpolates.
    public var animatableData: Double {
        get { radians }
        set { radians = newValue }
    }

    /// An angle of zero.
    public static var zero: Angle { Angle() }

    /// The sum of two angles.
    public static func + (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians + rhs.radians) }

    /// The difference of two angles.
    public static func - (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians - rhs.radians) }

    /// The opposite angle.
    public static prefix func - (angle: Angle) -> Angle { Angle(radians: -angle.radians) }

    /// Adds an angle to this one.
    public static func += (lhs: inout Angle, rhs: Angle) { lhs.radians += rhs.radians }

    /// Subtracts an angle from this one.
    public static func -= (lhs: inout Angle, rhs: Angle) { lhs.radians -= rhs.radians }

    /// An angle scaled by a factor.
    public static func * (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians * rhs) }

    /// An angle divided by a factor.
    public static func / (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians / rhs) }
}
