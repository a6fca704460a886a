// ViewLifecycle · HeadlessSwiftUI

/// A type-erased transition.
///
/// Nothing is animated headlessly; what matters is whether a removal waits for its transition
/// (every transition but `.identity`) or happens at once (`.identity`).
@frozen public struct AnyTransition: Sendable {
    /// What the transition is, for `Headless.dump` and debugging.
    let name: String
    /// Whether a removal under this transition happens at once (`.identity`, or an asymmetric
    /// transition whose removal is `.identity`) rather than after the transition.
    let removesAtOnce: Bool

    /// A transition named `name` whose removal waits unless `removesAtOnce`.
    init(name: String, removesAtOnce: Bool = false) {
        self.name = name
        self.removesAtOnce = removesAtOnce
    }

    /// A transition that returns the input view, unmodified, as the output view.
    public static let identity = AnyTransition(name: "identity", removesAtOnce: true)
    /// A transition from transparent to opaque on insertion, and from opaque to transparent on removal.
    public static let opacity = AnyTransition(name: "opacity")
    /// A transition that inserts by moving in from the leading edge, and removes by moving out
    /// towards the trailing edge.
    public static var slide: AnyTransition { AnyTransition(name: "slide") }
    /// Returns a transition that scales the view.
    public static var scale: AnyTransition { AnyTransition(name: "scale") }
}

/// The modifier behind `transition(_:)`.
struct _TransitionModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    var transition: AnyTransition

    func update(_ node: ViewNode, graph: ViewGraph) {
        node.hasIdentityTransition = transition.removesAtOnce
    }
}

extension View {
    /// Associates a transition with the view.
    ///
    /// - Parameter t: The transition for insertions and removals of this view.
    /// - Returns: The view with the transition.
    @_disfavoredOverload public func transition(_ t: AnyTransition) -> some View {
        modifier(_TransitionModifier(transition: t))
    }

    /// Associates a transition with the view.
    ///
    /// - Parameter transition: The transition for insertions and removals of this view.
    /// - Returns: The view with the transition.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public func transition<T>(_ transition: T) -> some View where T: Transition {
        modifier(_TransitionModifier(transition: AnyTransition(transition)))
    }
}
