// ViewLifecycle · HeadlessUIKit

extension UIViewController.PresentationMove {
    /// Where the controller's presentation or dismissal is.
    enum State: Equatable {
        /// Neither being presented nor being dismissed.
        case settled
        /// Its presentation has begun and not finished.
        case beingPresented
        /// Its dismissal has begun and not finished.
        case beingDismissed
        /// Its dismissal began before its presentation finished.
        case beingDismissedWhileBeingPresented
    }
}
