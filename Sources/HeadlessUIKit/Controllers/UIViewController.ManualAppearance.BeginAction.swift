// ViewLifecycle · HeadlessUIKit

extension UIViewController.ManualAppearance {
    /// What to do on `beginAppearanceTransition(_:animated:)`.
    enum BeginAction: Equatable {
        /// Send the `will` callback of the new direction.
        case begin
        /// A `begin` was already open: print UIKit's unbalanced-calls warning, then begin.
        case warnUnbalancedThenBegin
    }
}
