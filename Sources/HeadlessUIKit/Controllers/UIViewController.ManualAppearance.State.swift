// ViewLifecycle · HeadlessUIKit

extension UIViewController.ManualAppearance {
    /// Whether a `begin` awaits its `end`, and in which direction.
    enum State: Equatable {
        /// No manual change is open: the controller follows its container and its view.
        case idle
        /// `begin(true, …)` was called; `end` sends `viewDidAppear`.
        case appearing(animated: Bool)
        /// `begin(false, …)` was called; `end` sends `viewDidDisappear`.
        case disappearing(animated: Bool)
    }
}
