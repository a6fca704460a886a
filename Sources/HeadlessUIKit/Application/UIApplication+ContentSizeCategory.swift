// ViewLifecycle · HeadlessUIKit

extension UIApplication {
    /// The text size the user chose, as the screen's traits carry it.
    @available(iOS 7.0, *)
    public var preferredContentSizeCategory: UIContentSizeCategory {
        HeadlessWorld.shared.screenTraits.preferredContentSizeCategory
    }
}
