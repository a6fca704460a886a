// ViewLifecycle · HeadlessUIKit

extension UIViewController.RootViewLoading {
    /// Why an input has no meaning in the current state.
    enum Refusal: Equatable {
        /// `loadView()` returned with no load in progress.
        case notLoading
        /// A layout pass reached a controller whose load has not finished.
        case notLoaded
    }
}
