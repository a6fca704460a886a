// ViewLifecycle · HeadlessUIKit

extension UIViewController.RootViewLoading {
    /// What to do once `loadView()` has returned.
    enum ReturnAction: Equatable {
        /// Call `viewDidLoad()`, with or without a view (trace 07 F).
        case callViewDidLoad
        /// Do nothing.
        case refuse(Refusal)
    }
}
