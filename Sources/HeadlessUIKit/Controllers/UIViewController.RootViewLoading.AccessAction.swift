// ViewLifecycle · HeadlessUIKit

extension UIViewController.RootViewLoading {
    /// What to do when `view` is read.
    enum AccessAction: Equatable {
        /// Call `loadView()`, then report `loadViewReturned()`.
        case load
        /// Return the view in place.
        case useView
    }
}
