// ViewLifecycle · HeadlessSwiftUI

/// A container that animates its content by automatically cycling through a collection of
/// phases that you provide, each defining a discrete step within an animation.
///
/// Headlessly the content stays at rest: it is built with the first phase, its identity and
/// state kept, and neither time nor a change of the trigger moves it to another phase. The
/// animation closure is stored and never called.
public struct PhaseAnimator<Phase, Content>: View where Phase: Equatable, Content: View {
    let phases: [Phase]
    let content: (Phase) -> Content
    let animation: (Phase) -> Animation?

    /// Cycles through the given phases when the trigger value changes, updating the view
    /// builder closure that you supply.
    ///
    /// - Parameters:
    ///   - phases: Phases defining the states that will be cycled through; must not be empty.
    ///   - trigger: A value to observe for changes; headlessly a change does not animate.
    ///   - content: A view builder closure that takes the current phase as an input.
    ///   - animation: A closure that returns the animation to use when transitioning to the
    ///     next phase; stored and never called headlessly.
    public init(
        _ phases: some Sequence<Phase>, trigger: some Equatable,
        @ViewBuilder content: @escaping (Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) {
        self.phases = Array(phases)
        self.content = content
        self.animation = animation
    }

    /// Cycles through the given phases continuously, updating the content using the view
    /// builder closure that you supply.
    ///
    /// - Parameters:
    ///   - phases: Phases defining the states that will be cycled through; must not be empty.
    ///   - content: A view builder closure that takes the current phase as an input.
    ///   - animation: A closure that returns the animation to use when transitioning to the
    ///     next phase; stored and never called headlessly.
    public init(
        _ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) {
        self.phases = Array(phases)
        self.content = content
        self.animation = animation
    }

    /// The content built with the first phase, the state at rest.
    public var body: some View {
        guard let first = phases.first else {
            fatalError("PhaseAnimator needs at least one phase: pass a non-empty sequence of phases")
        }
        return content(first)
    }
}
