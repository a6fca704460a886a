// ViewLifecycle · HeadlessUIKit

extension UIViewController.ViewLoading {
    /// What to do when `view` is read.
    enum AccessAction: Equatable {
        /// Call `loadView()`, then report `loadViewReturned()`.
        case load
        /// Return the view in place.
        case useView
    }
}
