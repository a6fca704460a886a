// ViewLifecycle · HeadlessSwiftUI

/// A transition from transparent to opaque on insertion, and back on removal.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct OpacityTransition: Transition {
    /// Creates the opacity transition.
    public init() {}

    /// The content, opaque at rest and transparent while appearing or once disappeared.
    ///
    /// - Parameters:
    ///   - content: The view.
    ///   - phase: The phase.
    /// - Returns: The view.
    public func body(content: OpacityTransition.Content, phase: TransitionPhase) -> some View {
        content.opacity(phase.isIdentity ? 1 : 0)
    }

    /// A fade does not move its view.
    public static let properties = TransitionProperties(hasMotion: false)
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Transition where Self == OpacityTransition {
    /// A transition from transparent to opaque on insertion, and back on removal.
    public static var opacity: OpacityTransition { Self() }
}
