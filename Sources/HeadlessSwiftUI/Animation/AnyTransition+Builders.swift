// ViewLifecycle · HeadlessSwiftUI

import Foundation

/// The transitions built from values and from other transitions. Nothing is animated headlessly:
/// each keeps only whether its removal waits (see ``AnyTransition``).
extension AnyTransition {
    /// Returns a transition that scales the view by the specified amount.
    ///
    /// - Parameters:
    ///   - scale: The scale of the view when it is inserted or removed.
    ///   - anchor: The point the view scales around.
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
        AnyTransition(name: "scale(\(scale))")
    }

    /// Returns a transition that moves the view away, towards the specified edge of the view.
    ///
    /// - Parameter edge: The edge the view moves towards on removal (and in from on insertion).
    public static func move(edge: Edge) -> AnyTransition {
        AnyTransition(name: "move(\(edge))")
    }

    /// Creates a transition that when added to a view will animate the view's insertion by
    /// moving it in from the specified edge while fading it in, and animate its removal by moving
    /// it out towards the opposite edge and fading it out.
    ///
    /// - Parameter edge: The edge the view comes in from.
    public static func push(from edge: Edge) -> AnyTransition {
        AnyTransition(name: "push(\(edge))")
    }

    /// Returns a transition that offsets the view by the specified amount.
    ///
    /// - Parameter offset: The offset of the view when it is inserted or removed.
    public static func offset(_ offset: CGSize) -> AnyTransition {
        AnyTransition(name: "offset(\(offset.width), \(offset.height))")
    }

    /// Returns a transition that offsets the view by the specified x and y values.
    ///
    /// - Parameters:
    ///   - x: The horizontal offset.
    ///   - y: The vertical offset.
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition {
        offset(CGSize(width: x, height: y))
    }

    /// Provides a composite transition that uses a different transition for insertion versus
    /// removal.
    ///
    /// A removal happens at once when `removal` is `.identity`, whatever `insertion` is.
    ///
    /// - Parameters:
    ///   - insertion: The transition used when the view is inserted.
    ///   - removal: The transition used when the view is removed.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition(
            name: "asymmetric(\(insertion.name), \(removal.name))", removesAtOnce: removal.removesAtOnce)
    }

    /// Returns a transition defined between an active modifier and an identity modifier.
    ///
    /// Headlessly neither modifier is ever applied (nothing animates), and the view's removal
    /// waits for the transition as for any other but `.identity`.
    ///
    /// - Parameters:
    ///   - active: The modifier applied while the view is inserted or removed.
    ///   - identity: The modifier applied while the view is at rest.
    public static func modifier<E>(active: E, identity: E) -> AnyTransition where E: ViewModifier {
        AnyTransition(name: "modifier(\(E.self))")
    }

    /// Combines this transition with another, returning a new transition that is the result of
    /// both transitions being applied.
    ///
    /// - Parameter other: The transition applied with this one.
    public func combined(with other: AnyTransition) -> AnyTransition {
        AnyTransition(
            name: "\(name)+\(other.name)", removesAtOnce: removesAtOnce && other.removesAtOnce)
    }

    /// Attaches an animation to this transition.
    ///
    /// - Parameter animation: The animation the transition runs with.
    public func animation(_ animation: Animation?) -> AnyTransition {
        AnyTransition(name: name, removesAtOnce: removesAtOnce)
    }
}
