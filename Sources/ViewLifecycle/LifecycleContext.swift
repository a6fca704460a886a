// ViewLifecycle · ViewLifecycle

/// What surrounds one delivered lifecycle event: how the transition runs and, for a
/// disappearance, why the view is going.
///
/// ```swift
/// Text("Inbox").onLifecycle { event, context in
///     if case .didDisappear = event, context.disappearanceReason == .removed {
///         analytics.closed("Inbox")
///     }
/// }
/// ```
public struct LifecycleContext: Hashable, Sendable {
    /// Whether the transition that caused the event is animated.
    public var isAnimated: Bool
    /// Whether the transition began under the user's finger (an edge swipe, a sheet's drag).
    public var isInteractive: Bool
    /// Whether the event undoes an earlier `will` event because the user cancelled an interactive
    /// transition: a `willAppear` after a `willDisappear` that never finished, or the reverse, and
    /// the `did` event that completes it.
    public var isCancellationReversal: Bool
    /// Why the view is disappearing, for `willDisappear` and `didDisappear`; `nil` otherwise.
    public var disappearanceReason: DisappearanceReason?
    /// Which side spoke: UIKit's (or AppKit's) callbacks, or SwiftUI's own appearance of the view
    /// where UIKit forwards nothing.
    public var source: Source

    /// Creates a context.
    ///
    /// - Parameters:
    ///   - isAnimated: Whether the transition is animated.
    ///   - isInteractive: Whether the transition began interactively.
    ///   - isCancellationReversal: Whether the event reverses a cancelled transition.
    ///   - disappearanceReason: Why the view disappears, for disappearance events.
    ///   - source: Which side spoke.
    public init(
        isAnimated: Bool = false, isInteractive: Bool = false, isCancellationReversal: Bool = false,
        disappearanceReason: DisappearanceReason? = nil, source: Source = .uiKit
    ) {
        self.isAnimated = isAnimated
        self.isInteractive = isInteractive
        self.isCancellationReversal = isCancellationReversal
        self.disappearanceReason = disappearanceReason
        self.source = source
    }
}
