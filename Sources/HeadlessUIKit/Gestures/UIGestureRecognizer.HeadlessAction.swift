// ViewLifecycle · HeadlessUIKit

extension UIGestureRecognizer {
    /// A closure a test attached with `Headless.addAction(to:_:)`.
    ///
    /// A struct rather than a bare closure in the recognizer's array: an incremental Swift 6.3 build
    /// mangled `[@MainActor (UIGestureRecognizer) -> Void]` differently in the file declaring the
    /// property and in subclasses' files, which then failed to link.
    struct HeadlessAction {
        /// What the action does, given the recognizer.
        let run: @MainActor (UIGestureRecognizer) -> Void
    }
}
