// ViewLifecycle · HeadlessSwiftUI

/// What a transition does, as the system needs to know it (whether it moves the view, which
/// Reduce Motion may replace); stored as given.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct TransitionProperties: Sendable {
    /// Creates transition properties.
    ///
    /// - Parameter hasMotion: Whether the transition moves the view.
    public init(hasMotion: Bool = true) { self.hasMotion = hasMotion }

    /// Whether the transition moves the view.
    public var hasMotion: Bool
}
