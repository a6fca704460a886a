// ViewLifecycle · HeadlessSwiftUI

import Foundation

/// The modifier behind `scrollPosition(id:anchor:)`: a new id in the binding scrolls the scroll
/// view below to that row; a scroll (the driver's, or `scrollTo`) writes back the id of the
/// row at the anchor (the top by default) of the first lazy container inside.
struct _ScrollPositionModifier<ID: Hashable>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let id: Binding<ID?>
    let anchor: UnitPoint?

    func update(_ node: ViewNode, graph: ViewGraph) {
        let behavior = node.behavior as? ScrollPositionBehavior ?? ScrollPositionBehavior()
        node.behavior = behavior
        guard let state = ScrollState.first(below: node) else { return }
        let binding = id
        let anchor = anchor
        state.positionObserver = { [weak state] in
            guard let state, let value = state.rowID(at: anchor)?.base as? ID else { return }
            if binding.wrappedValue != value { binding.wrappedValue = value }
        }
        let wanted = id.wrappedValue.map { AnyHashable($0) }
        guard wanted != behavior.applied else { return }
        behavior.applied = wanted
        guard let wanted,
            let (offset, axis) = state.resolve(.row(wanted, anchor: anchor ?? .top))
        else { return }
        state.scroll(to: offset, along: axis, notifying: false)
    }
}

/// What a `scrollPosition(id:)` keeps: the id it last scrolled to, so only a new one scrolls.
final class ScrollPositionBehavior: NodeBehavior {
    var applied: AnyHashable?
}

extension View {
    /// Associates a binding to be updated when a scroll view within this view scrolls.
    ///
    /// Headless: setting the binding scrolls to that row of the first lazy container; a scroll
    /// writes the id of the row at `anchor` (the top when `nil`).
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public func scrollPosition(id: Binding<(some Hashable)?>, anchor: UnitPoint? = nil) -> some View {
        modifier(_ScrollPositionModifier(id: id, anchor: anchor))
    }

    /// Configures the outermost layout as a scroll target layout (inert: rows of lazy
    /// containers are the targets headlessly).
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public func scrollTargetLayout(isEnabled: Bool = true) -> some View {
        inert(.scrollTargetLayout(isEnabled), api: "View.scrollTargetLayout(isEnabled:)")
    }

    /// Associates an anchor to control which part of the scroll view's content should be
    /// rendered by default (inert: a scroll view starts at the top).
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View {
        inert(.defaultScrollAnchor(anchor), api: "View.defaultScrollAnchor(_:)")
    }
}
