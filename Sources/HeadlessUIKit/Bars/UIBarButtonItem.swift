// ViewLifecycle · HeadlessUIKit

/// A button in a navigation bar or toolbar, with a primary action or a menu.
///
/// Target-action initializers need `#selector`, which Swift has only with the Objective-C
/// runtime, so they are left out; `Headless.tap(_:)` runs the primary action.
@MainActor @preconcurrency
open class UIBarButtonItem: UIBarItem {
    /// How an item with a title is drawn.
    public enum Style: Int, @unchecked Sendable {
        /// Plain text.
        case plain = 0
        /// A bordered button (deprecated in iOS 8).
        @available(
            iOS, introduced: 2.0, deprecated: 8.0,
            message: "Use UIBarButtonItemStylePlain when minimum deployment target is iOS7 or later"
        )
        case bordered = 1
        /// Bold text for the action that completes a task.
        case done = 2
    }

    /// UIKit's system items.
    public enum SystemItem: Int, @unchecked Sendable {
        /// The standard items, each drawn with its system title or symbol.
        case done = 0, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action,
            organize, bookmarks, search, refresh, stop, camera, trash, play, pause, rewind,
            fastForward, undo, redo
        /// The page curl item, for a toolbar.
        @available(iOS, introduced: 4.0, deprecated: 11.0)
        case pageCurl = 23
        /// The close item.
        case close = 24
    }

    /// The drawing style.
    open var style: UIBarButtonItem.Style = .plain
    /// The width of a fixed space or custom item.
    open var width: CGFloat = 0
    /// The view shown instead of a title or image.
    open var customView: UIView?
    /// What a tap does.
    open var primaryAction: UIAction?
    /// The menu a tap or long press shows.
    open var menu: UIMenu?
    /// Whether the item is hidden.
    open var isHidden = false
    /// Whether the item shows as selected.
    open var isSelected = false
    /// The system item it was made as, if any.
    private(set) var systemItem: SystemItem?

    /// Creates an empty item.
    public override init() {
        super.init()
    }

    /// Creates a system item with an action or a menu.
    ///
    /// - Parameters:
    ///   - systemItem: Which system item.
    ///   - primaryAction: What a tap does.
    ///   - menu: The menu it shows.
    public convenience init(
        systemItem: UIBarButtonItem.SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil
    ) {
        self.init()
        self.systemItem = systemItem
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// Creates an item with a title or image, and an action or a menu.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - image: The image.
    ///   - primaryAction: What a tap does.
    ///   - menu: The menu it shows.
    public convenience init(
        title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil
    ) {
        self.init()
        self.title = title ?? primaryAction?.title
        self.image = image ?? primaryAction?.image
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// Creates an item that takes its title and image from `primaryAction`.
    ///
    /// - Parameter primaryAction: What a tap does.
    public convenience init(primaryAction: UIAction?) {
        self.init(title: nil, image: nil, primaryAction: primaryAction, menu: nil)
    }

    /// Creates an item showing `customView`.
    ///
    /// - Parameter customView: The view.
    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }
}
