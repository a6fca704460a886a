// ViewLifecycle · HeadlessSwiftUI

/// A description of view changes to apply when a view is added to and removed from the view
/// hierarchy.
///
/// Nothing is animated headlessly: a transition's body is built for the phase asked for
/// (``apply(content:phase:)``), and a removal waits for its transition unless it is the
/// identity.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public protocol Transition {
    /// The type of view the transition's body returns.
    associatedtype Body: View

    /// Returns the view for the content in a phase of the transition.
    ///
    /// - Parameters:
    ///   - content: The view transitioned.
    ///   - phase: The phase.
    /// - Returns: The view in that phase.
    @ViewBuilder @MainActor @preconcurrency func body(
        content: Self.Content, phase: TransitionPhase
    ) -> Self.Body

    /// What the transition does.
    static var properties: TransitionProperties { get }

    /// The content of a transition: the view it is applied to.
    typealias Content = PlaceholderContentView<Self>
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Transition {
    /// A transition moves its view unless it says otherwise.
    public static var properties: TransitionProperties { TransitionProperties() }

    /// Returns the transition's view for `content` in `phase`.
    ///
    /// - Parameters:
    ///   - content: The view.
    ///   - phase: The phase.
    /// - Returns: The view in that phase.
    @MainActor @preconcurrency public func apply<V>(content: V, phase: TransitionPhase) -> some View
    where V: View {
        body(content: PlaceholderContentView(content: content), phase: phase)
    }

    /// Returns a transition that applies this transition, then `other` to its result.
    ///
    /// - Parameter other: The transition applied second.
    /// - Returns: The combined transition.
    public func combined<T>(with other: T) -> some Transition where T: Transition {
        CombinedTransition(first: self, second: other)
    }

    /// Returns the transition run with a particular animation (kept: nothing is animated
    /// headlessly).
    ///
    /// - Parameter animation: The animation, or `nil` for none.
    /// - Returns: The transition.
    public func animation(_ animation: Animation?) -> some Transition {
        AnimatedTransition(base: self, animation: animation)
    }
}

/// Two transitions applied one after the other, as `combined(with:)` returns.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
struct CombinedTransition<First: Transition, Second: Transition>: Transition {
    let first: First
    let second: Second

    func body(content: Content, phase: TransitionPhase) -> some View {
        second.apply(content: first.apply(content: content, phase: phase), phase: phase)
    }

    static var properties: TransitionProperties {
        TransitionProperties(hasMotion: First.properties.hasMotion || Second.properties.hasMotion)
    }
}

/// A transition with its own animation, as `animation(_:)` returns.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
struct AnimatedTransition<Base: Transition>: Transition {
    let base: Base
    let animation: Animation?

    func body(content: Content, phase: TransitionPhase) -> some View {
        base.apply(content: content, phase: phase)
    }

    static var properties: TransitionProperties { Base.properties }
}
