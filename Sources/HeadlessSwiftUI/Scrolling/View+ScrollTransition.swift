// ViewLifecycle · HeadlessSwiftUI

extension View {
    /// Applies the given transition, animating between the phases of the transition as this
    /// view appears and disappears within the visible region of the containing scroll view.
    ///
    /// Drawn only: one inert node, and the transition closure is never called (nothing is
    /// measured against the visible region headlessly).
    ///
    /// - Parameters:
    ///   - configuration: The configuration of the transition.
    ///   - axis: The axis of the scroll view the transition follows, or `nil` for the view's.
    ///   - transition: The effects for a phase.
    /// - Returns: A view with the scroll transition.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public func scrollTransition(
        _ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil,
        transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect
    ) -> some View {
        inert(.scrollTransition, api: "View.scrollTransition(_:axis:transition:)")
    }

    /// Applies the given transition, with a configuration for each edge of the visible region.
    ///
    /// Drawn only, like ``View/scrollTransition(_:axis:transition:)``.
    ///
    /// - Parameters:
    ///   - topLeading: The configuration at the top or leading edge.
    ///   - bottomTrailing: The configuration at the bottom or trailing edge.
    ///   - axis: The axis of the scroll view the transition follows, or `nil` for the view's.
    ///   - transition: The effects for a phase.
    /// - Returns: A view with the scroll transition.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public func scrollTransition(
        topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration,
        axis: Axis? = nil,
        transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect
    ) -> some View {
        inert(.scrollTransition, api: "View.scrollTransition(topLeading:bottomTrailing:axis:transition:)")
    }
}
