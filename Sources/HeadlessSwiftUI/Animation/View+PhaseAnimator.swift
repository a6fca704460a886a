// ViewLifecycle · HeadlessSwiftUI

extension View {
    /// Animates effects that you apply to a view over a sequence of phases that change
    /// based on a trigger.
    ///
    /// Headlessly the content stays at rest with the first phase; see `PhaseAnimator`.
    ///
    /// - Parameters:
    ///   - phases: Phases defining the states that will be cycled through; must not be empty.
    ///   - trigger: A value to observe for changes; headlessly a change does not animate.
    ///   - content: A view builder closure that takes this view and the current phase.
    ///   - animation: A closure that returns the animation to use when transitioning to the
    ///     next phase; stored and never called headlessly.
    /// - Returns: A view that builds its content with the first phase.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public func phaseAnimator<Phase>(
        _ phases: some Sequence<Phase>, trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View where Phase: Equatable {
        PhaseAnimator(
            phases, trigger: trigger, content: { content(PlaceholderContentView(content: self), $0) },
            animation: animation)
    }

    /// Animates effects that you apply to a view over a sequence of phases that change
    /// continuously.
    ///
    /// Headlessly the content stays at rest with the first phase; see `PhaseAnimator`.
    ///
    /// - Parameters:
    ///   - phases: Phases defining the states that will be cycled through; must not be empty.
    ///   - content: A view builder closure that takes this view and the current phase.
    ///   - animation: A closure that returns the animation to use when transitioning to the
    ///     next phase; stored and never called headlessly.
    /// - Returns: A view that builds its content with the first phase.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public func phaseAnimator<Phase>(
        _ phases: some Sequence<Phase>,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View where Phase: Equatable {
        PhaseAnimator(
            phases, content: { content(PlaceholderContentView(content: self), $0) }, animation: animation)
    }
}
