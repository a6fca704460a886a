// ViewLifecycle · HeadlessSwiftUI

/// A transition that leaves its view as it is: a removal under it happens at once.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct IdentityTransition: Transition {
    /// Creates the identity transition.
    public init() {}

    /// The content, unchanged in every phase.
    ///
    /// - Parameters:
    ///   - content: The view.
    ///   - phase: The phase.
    /// - Returns: The view.
    public func body(
        content: IdentityTransition.Content, phase: TransitionPhase
    ) -> IdentityTransition.Content {
        content
    }

    /// The identity does not move its view.
    public static let properties = TransitionProperties(hasMotion: false)

    /// The type of the transition's body.
    public typealias Body = IdentityTransition.Content
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Transition where Self == IdentityTransition {
    /// A transition that leaves its view as it is.
    public static var identity: IdentityTransition { Self() }
}
