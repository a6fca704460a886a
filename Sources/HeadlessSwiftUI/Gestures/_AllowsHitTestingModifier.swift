// ViewLifecycle · HeadlessSwiftUI

/// The modifier behind `allowsHitTesting(_:)`: when off, its content is drawn (and read by
/// VoiceOver) but takes no touch, so the driver cannot tap, type into or set what is inside.
@frozen public struct _AllowsHitTestingModifier: ViewModifier, PrimitiveModifier {
    /// The body of a primitive modifier.
    public typealias Body = Never
    /// Whether the content takes touches.
    public var allowsHitTesting: Bool

    /// A modifier that lets its content take touches or not.
    ///
    /// - Parameter allowsHitTesting: Whether the content takes touches.
    @inlinable public init(allowsHitTesting: Bool) {
        self.allowsHitTesting = allowsHitTesting
    }
}

extension View {
    /// Configures whether this view participates in hit test operations.
    ///
    /// Off, the view and what it contains stay on screen but the driver's touch gestures (tap,
    /// typing, choosing, setting a value, pulling to refresh) find nothing to act on; VoiceOver's
    /// increment, decrement and named actions remain, as on a device.
    ///
    /// - Parameter enabled: Whether the view takes touches.
    /// - Returns: A view that takes touches or not.
    @inlinable public func allowsHitTesting(_ enabled: Bool) -> some View {
        modifier(_AllowsHitTestingModifier(allowsHitTesting: enabled))
    }
}
