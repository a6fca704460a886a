// ViewLifecycle · HeadlessUIKit

/// The guide a controller's `topLayoutGuide` or `bottomLayoutGuide` gives: the strip of its
/// root view that the safe area leaves out at that edge.
final class LayoutSupportGuide: UILayoutGuide, UILayoutSupport {
    /// The strip's height: the root view's safe-area inset at that edge.
    var length: CGFloat { layoutFrame.height }
}
