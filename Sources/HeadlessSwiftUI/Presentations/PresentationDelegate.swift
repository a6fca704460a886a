// ViewLifecycle · HeadlessSwiftUI

/// The presentation controller's delegate of a presented hosting controller: tells its
/// ``PresentationBehavior`` when the user's swipe has dismissed it.
///
/// A separate object because a delegate must be an `NSObject`; it holds the behaviour weakly.
@MainActor
final class PresentationDelegate: NSObject, UIAdaptivePresentationControllerDelegate {
    private weak var behavior: PresentationBehavior?

    init(behavior: PresentationBehavior) {
        self.behavior = behavior
    }

    /// Called after a finished swipe and its animations (trace 22, D1); never for a cancelled
    /// tug or a dismissal made in code.
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        behavior?.userDidDismiss()
    }
}
