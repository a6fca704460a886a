// ViewLifecycle · HeadlessUIKit

/// A view or a controller, as the trait system walks them: top down, a controller just before its
/// root view.
@MainActor
enum TraitEnvironmentNode {
    case view(UIView)
    case controller(UIViewController)

    /// The node's object.
    var object: AnyObject {
        switch self {
        case .view(let view): view
        case .controller(let controller): controller
        }
    }

    /// The node's current traits.
    var traitCollection: UITraitCollection {
        switch self {
        case .view(let view): view.traitCollection
        case .controller(let controller): controller.traitCollection
        }
    }

    /// The node's overrides and registrations.
    var traitChanges: TraitChangeState {
        switch self {
        case .view(let view): view.traitChanges
        case .controller(let controller): controller.traitChanges
        }
    }

    /// Calls the node's deprecated `traitCollectionDidChange(_:)`, which iOS 17 still sends.
    func traitCollectionDidChange(_ previous: UITraitCollection) {
        switch self {
        case .view(let view): view.traitCollectionDidChange(previous)
        case .controller(let controller): controller.traitCollectionDidChange(previous)
        }
    }

    /// Visits this node and everything below it, top down: a view's controller just before the
    /// view, then its subviews in order. Subviews are read after the visit, so a container that
    /// rearranges its views when visited (a split view collapsing) has its new views visited.
    ///
    /// - Parameter visit: Called for each node.
    func walk(_ visit: (TraitEnvironmentNode) -> Void) {
        var pending: [UIView]
        switch self {
        case .controller(let controller):
            guard let view = controller.viewIfLoaded, view.owningController === controller else {
                visit(self)
                return
            }
            pending = [view]
        case .view(let view):
            pending = [view]
        }
        while let view = pending.popLast() {
            if let controller = view.owningController { visit(.controller(controller)) }
            visit(.view(view))
            pending.append(contentsOf: view.storedSubviews.reversed())
        }
    }
}
