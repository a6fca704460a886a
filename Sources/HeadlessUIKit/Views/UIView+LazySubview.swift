// ViewLifecycle · HeadlessUIKit

extension UIView {
    /// The subview kept in `slot`, made by `make` and added to this view the first time it is
    /// asked for: how UIKit's cells and headers make their built-in labels and image views.
    func lazySubview<Subview: UIView>(_ slot: inout Subview?, make: () -> Subview) -> Subview {
        if let subview = slot { return subview }
        let subview = make()
        slot = subview
        addSubview(subview)
        return subview
    }
}
