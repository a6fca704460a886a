// ViewLifecycle · HeadlessSwiftUI

/// The modifier behind `interactiveDismissDisabled(_:)`: sets `isModalInPresentation` of the
/// presented hosting controller it is in, which is what UIKit consults when the user swipes, and
/// clears it when the modifier leaves the graph (SwiftUI's value holds while a view states it).
struct _InteractiveDismissDisabledModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let isDisabled: Bool

    func update(_ node: ViewNode, graph: ViewGraph) {
        let behavior = node.behavior as? InteractiveDismissBehavior ?? InteractiveDismissBehavior()
        node.behavior = behavior
        guard let controller = node.environment.presentedController?.controller else { return }
        behavior.disabledController = isDisabled ? controller : nil
        if controller.isModalInPresentation != isDisabled { controller.isModalInPresentation = isDisabled }
    }
}

extension View {
    /// Conditionally prevents interactive dismissal of presentations like popovers, sheets, and
    /// inspectors.
    ///
    /// A swipe on a sheet whose content is disabled this way leaves it in place, and its
    /// presentation controller's delegate hears `presentationControllerDidAttemptToDismiss(_:)`.
    ///
    /// - Parameter isDisabled: A Boolean value that indicates whether to prevent nonprogrammatic
    ///   dismissal of the containing view hierarchy when presented in a sheet or popover.
    /// - Returns: The view, with interactive dismissal disabled or enabled.
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
        modifier(_InteractiveDismissDisabledModifier(isDisabled: isDisabled))
    }
}
