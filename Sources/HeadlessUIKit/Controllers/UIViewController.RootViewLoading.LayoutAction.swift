// ViewLifecycle · HeadlessUIKit

extension UIViewController.RootViewLoading {
    /// What a layout pass does for the controller before `viewWillLayoutSubviews()`.
    enum LayoutAction: Equatable {
        /// Its first layout in a window: call `viewSafeAreaInsetsDidChange()` and
        /// `updateViewConstraints()` first.
        case firstLayout
        /// A later layout: nothing more.
        case layout
        /// Nothing more: no load has finished.
        case refuse(Refusal)
    }
}
