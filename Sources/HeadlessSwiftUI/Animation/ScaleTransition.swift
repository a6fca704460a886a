// ViewLifecycle · HeadlessSwiftUI

/// A transition that scales its view from a factor on insertion, and to it on removal.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct ScaleTransition: Transition {
    /// The scale factor while appearing or once disappeared.
    public var scale: Double
    /// The point the view is scaled about.
    public var anchor: UnitPoint

    /// Creates a scale transition.
    ///
    /// - Parameters:
    ///   - scale: The scale factor away from rest.
    ///   - anchor: The point scaled about.
    public init(_ scale: Double, anchor: UnitPoint = .center) {
        self.scale = scale
        self.anchor = anchor
    }

    /// The content at full size at rest, and scaled by ``scale`` otherwise.
    ///
    /// - Parameters:
    ///   - content: The view.
    ///   - phase: The phase.
    /// - Returns: The view.
    public func body(content: ScaleTransition.Content, phase: TransitionPhase) -> some View {
        content.scaleEffect(phase.isIdentity ? 1 : CGFloat(scale), anchor: anchor)
    }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Transition where Self == ScaleTransition {
    /// A transition that scales its view from almost nothing (a factor of 1e-5).
    public static var scale: ScaleTransition { Self(1e-5) }

    /// A transition that scales its view from a factor about an anchor.
    ///
    /// - Parameters:
    ///   - scale: The scale factor away from rest.
    ///   - anchor: The point scaled about.
    /// - Returns: The transition.
    public static func scale(_ scale: Double, anchor: UnitPoint = .center) -> Self {
        Self(scale, anchor: anchor)
    }
}
