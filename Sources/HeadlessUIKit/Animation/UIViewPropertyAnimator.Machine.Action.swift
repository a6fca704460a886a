// ViewLifecycle · HeadlessUIKit

extension UIViewPropertyAnimator.Machine {
    /// What the animator does after an input.
    enum Action: Equatable {
        /// Nothing.
        case none
        /// Run the pending animation blocks (the first start, or the first scrub), then,
        /// when `remaining` is set, file the end that many seconds from now.
        case begin(remaining: TimeInterval?)
        /// File the end `remaining` seconds from now.
        case resume(remaining: TimeInterval)
        /// Cancel the filed end.
        case cancelEnd
        /// Cancel the filed end and forget the animations and completions.
        case abandon
        /// Run the completions with the position, then forget them.
        case complete(UIViewAnimatingPosition)
        /// The input is not allowed now (UIKit raises an exception for most of these).
        case refused
    }
}
