// ViewLifecycle · HeadlessUIKit

extension UIViewController.ContainmentMove {
    /// Where the controller's move in or out of a container is.
    enum State: Equatable {
        /// Neither joining nor leaving.
        case settled
        /// From `addChild` (or a push) until `didMove(toParent:)`.
        case joining
        /// From `willMove(toParent: nil)` (or a pop) until `removeFromParent()`.
        case leaving
        /// Leaving before the join finished.
        case leavingWhileJoining
    }
}
