// ViewLifecycle · HeadlessSwiftUI

/// An app's custom animation, kept in an ``Animation`` and compared by value.
@usableFromInline struct CustomAnimationBox: Equatable, @unchecked Sendable {
    /// The animation (a value type the app wrote; kept, never mutated).
    let base: any CustomAnimation

    @usableFromInline static func == (lhs: CustomAnimationBox, rhs: CustomAnimationBox) -> Bool {
        AnyHashable(lhs.base) == AnyHashable(rhs.base)
    }
}

/// A built-in animation as a custom animation: its curve is not modelled headlessly, so the
/// value is at its target from the start, and the animation finishes after its duration.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
struct BuiltInAnimation: CustomAnimation {
    /// The curve's description.
    let name: String
    /// Seconds until the animation is logically complete.
    let duration: Double

    func animate<V>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V?
    where V: VectorArithmetic {
        time < duration ? value : nil
    }
}
