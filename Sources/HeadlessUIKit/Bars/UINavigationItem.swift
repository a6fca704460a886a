// ViewLifecycle · HeadlessUIKit

/// What a navigation bar shows for a controller: title, prompt and bar button items.
@MainActor @preconcurrency
open class UINavigationItem: NSObject {
    /// How a large title is shown.
    public enum LargeTitleDisplayMode: Int, @unchecked Sendable {
        /// As the previous item does.
        case automatic = 0
        /// Always large.
        case always = 1
        /// Never large.
        case never = 2
        /// Inline, in the manner of a document title.
        case inline = 3
    }

    /// Creates an item with a title.
    ///
    /// - Parameter title: The title.
    public init(title: String) {
        self.title = title
        super.init()
    }

    /// Creates an untitled item from an archive; the headless runtime keeps no archived state.
    ///
    /// - Parameter coder: The archive (unused).
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// The title shown in the bar.
    open var title: String?
    /// The search controller whose bar the navigation bar shows under the title.
    open var searchController: UISearchController? {
        didSet { searchController?.owningItem = self }
    }
    /// Whether the search bar hides while the content scrolls.
    open var hidesSearchBarWhenScrolling = true
    /// The controller whose item this is, which presents the search controller.
    weak var owningController: UIViewController?
    /// A line of text above the title.
    open var prompt: String?
    /// A view shown instead of the title.
    open var titleView: UIView?
    /// The item the next controller's back button shows.
    open var backBarButtonItem: UIBarButtonItem?
    /// The title of the next controller's back button.
    open var backButtonTitle: String?
    /// Whether the back button is hidden.
    open var hidesBackButton = false
    /// How a large title is shown.
    open var largeTitleDisplayMode: UINavigationItem.LargeTitleDisplayMode = .automatic
    /// The items at the leading edge, in order.
    open var leftBarButtonItems: [UIBarButtonItem]?
    /// The items at the trailing edge, from the edge inwards.
    open var rightBarButtonItems: [UIBarButtonItem]?

    /// The first leading item.
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    /// The first trailing item.
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    /// Sets the leading item.
    ///
    /// - Parameters:
    ///   - item: The item.
    ///   - animated: Whether to animate (no effect headlessly).
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }

    /// Sets the trailing item.
    ///
    /// - Parameters:
    ///   - item: The item.
    ///   - animated: Whether to animate (no effect headlessly).
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }

    /// Sets the leading items.
    ///
    /// - Parameters:
    ///   - items: The items.
    ///   - animated: Whether to animate (no effect headlessly).
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        leftBarButtonItems = items
    }

    /// Sets the trailing items.
    ///
    /// - Parameters:
    ///   - items: The items.
    ///   - animated: Whether to animate (no effect headlessly).
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        rightBarButtonItems = items
    }
}
