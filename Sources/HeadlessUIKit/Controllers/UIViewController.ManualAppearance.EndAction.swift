// ViewLifecycle · HeadlessUIKit

extension UIViewController.ManualAppearance {
    /// What to do on `endAppearanceTransition()`.
    enum EndAction: Equatable {
        /// Send `viewDidAppear` with the `begin`'s animated flag.
        case sendDidAppear(animated: Bool)
        /// Send `viewDidDisappear` with the `begin`'s animated flag.
        case sendDidDisappear(animated: Bool)
        /// No `begin` was open: print UIKit's unbalanced-calls warning and send nothing.
        case warnUnbalanced
    }
}
