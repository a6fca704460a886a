// ViewLifecycle · HeadlessUIKit

/// The bar of tab items; a tab bar controller owns one and is its delegate.
@MainActor @preconcurrency
open class UITabBar: UIView, UISpringLoadedInteractionSupporting {
    /// Whether the tab bar takes part in spring-loaded drag interactions (kept; no drag is played).
    @available(iOS 11.0, *)
    open var isSpringLoaded = false
    /// The object told when the user selects an item; a tab bar controller sets itself.
    open weak var delegate: (any UITabBarDelegate)?
    /// The items, in order.
    open var items: [UITabBarItem]?
    /// The item shown as selected.
    open weak var selectedItem: UITabBarItem?

    /// Replaces the items.
    ///
    /// - Parameters:
    ///   - items: The new items.
    ///   - animated: Whether the bar animates the change (no effect headlessly).
    open func setItems(_ items: [UITabBarItem]?, animated: Bool) {
        self.items = items
    }
}
