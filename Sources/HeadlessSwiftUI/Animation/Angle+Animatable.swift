// ViewLifecycle · HeadlessSwiftUI

extension Angle: Animatable, _VectorMath {
    /// The angle's radians, the data an animation interpolates.
    public var animatableData: Double {
        get { radians }
        set { radians = newValue }
    }

    /// An angle of zero.
    @inlinable public static var zero: Angle { .init() }
}
