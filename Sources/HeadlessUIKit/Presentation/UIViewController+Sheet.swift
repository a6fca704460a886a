// ViewLifecycle · HeadlessUIKit

extension UIViewController {
    /// The sheet presentation controller, while the controller's style is a page or form sheet
    /// (`.automatic` is a page sheet); `nil` for any other style.
    @available(iOS 15.0, *)
    public var sheetPresentationController: UISheetPresentationController? {
        let style = modalPresentationStyle.resolved
        guard style == .pageSheet || style == .formSheet else { return nil }
        return ownPresentationController as? UISheetPresentationController
    }
}
