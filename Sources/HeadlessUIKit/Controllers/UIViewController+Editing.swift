// ViewLifecycle · HeadlessUIKit

extension UIViewController {
    /// A bar button item titled "Edit" ("Done" while editing) whose tap toggles editing mode
    /// through `setEditing(_:animated:)`.
    public var editButtonItem: UIBarButtonItem {
        let action = UIAction(title: isEditing ? "Done" : "Edit") { [weak self] _ in
            guard let self else { return }
            self.setEditing(!self.isEditing, animated: true)
        }
        return UIBarButtonItem(primaryAction: action)
    }
}
