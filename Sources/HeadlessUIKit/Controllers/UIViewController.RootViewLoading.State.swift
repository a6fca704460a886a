// ViewLifecycle · HeadlessUIKit

extension UIViewController.RootViewLoading {
    /// Where a controller's view loading is.
    enum State: Equatable {
        /// No root view: the next read loads one.
        case notLoaded
        /// `loadView()` is running, `depth` times over when it read `view` before assigning one;
        /// `hasView` once it has assigned one.
        case loading(depth: Int, hasView: Bool)
        /// A root view is in place; `laidOut` once a layout pass in a window has reached it.
        case loaded(laidOut: Bool)
    }
}
