// ViewLifecycle · HeadlessUIKit

extension UIView {
    /// The layout guides a view holds: its safe area and margins guides, made on first use,
    /// and those the app added.
    struct LayoutGuides {
        /// The safe-area guide, once asked for.
        var safeArea: UILayoutGuide?
        /// The margins guide, once asked for.
        var margins: UILayoutGuide?
        /// The guides a controller's `topLayoutGuide` and `bottomLayoutGuide` give, once asked for.
        var topSupport: UILayoutGuide?
        var bottomSupport: UILayoutGuide?
        /// The guides added with `addLayoutGuide(_:)`, in order.
        var added: [UILayoutGuide] = []
    }
}
