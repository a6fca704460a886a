// ViewLifecycle · HeadlessUIKit

/// UIKit's `UIViewInvalidating` from the SDK: its requirements as declared.
@available(iOS 15, *)
public protocol UIViewInvalidating {
    /// Apple's `invalidate` requirement.
    func invalidate(view: UIView)
}
