// ViewLifecycle · HeadlessUIKit

/// A button in a navigation bar or toolbar, with a primary action or a menu.
///
/// The target-action initializers keep their target and selector, but no selector is sent on Linux
/// (no Objective-C runtime); `Headless.tap(_:)` runs the primary action.
@MainActor @preconcurrency
open class UIBarButtonItem: UIBarItem, UISpringLoadedInteractionSupporting,
    UIPopoverPresentationControllerSourceItem
{
    /// Whether the item takes part in spring-loaded drag interactions (kept; no drag is played).
    @available(iOS 11.0, *)
    open var isSpringLoaded = false
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
    /// The method sent to `target` when the item is tapped (kept; never sent on Linux).
    open var action: Selector?

    /// Creates an empty item.
    public override init() {
        super.init()
    }

    /// Creates an item from an archive; headlessly the coder is not read.
    public required init?(coder: NSCoder) {
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

    /// Creates an item showing `image` that sends `action` to `target` (kept, not sent on Linux).
    public convenience init(image: UIImage?, style: UIBarButtonItem.Style, target: Any?, action: Selector?) {
        self.init()
        self.image = image
        self.style = style
        self.target = target.map { $0 as AnyObject }
        self.action = action
    }

    /// Creates an item showing `image` (and `landscapeImagePhone` in compact bars) that sends `action`
    /// to `target` (kept, not sent on Linux).
    @available(iOS 5.0, *)
    public convenience init(
        image: UIImage?, landscapeImagePhone: UIImage?, style: UIBarButtonItem.Style, target: Any?,
        action: Selector?
    ) {
        self.init(image: image, style: style, target: target, action: action)
        self.landscapeImagePhone = landscapeImagePhone
    }

    /// Creates an item titled `title` that sends `action` to `target` (kept, not sent on Linux).
    public convenience init(title: String?, style: UIBarButtonItem.Style, target: Any?, action: Selector?) {
        self.init()
        self.title = title
        self.style = style
        self.target = target.map { $0 as AnyObject }
        self.action = action
    }

    /// Creates a system item that sends `action` to `target` (kept, not sent on Linux).
    public convenience init(
        barButtonSystemItem systemItem: UIBarButtonItem.SystemItem, target: Any?, action: Selector?
    ) {
        self.init(systemItem: systemItem)
        self.target = target.map { $0 as AnyObject }
        self.action = action
    }

    /// Creates an item with a title or image, a target and action, and a menu.
    @available(iOS 16.0, *)
    public convenience init(
        title: String?, image: UIImage?, target: AnyObject?, action: Selector?, menu: UIMenu? = nil
    ) {
        self.init(title: title, image: image, primaryAction: nil, menu: menu)
        self.target = target
        self.action = action
    }

    /// A fixed space `width` points wide. Only UIBarButtonItem itself makes one headlessly (a subclass
    /// traps), since its initializers are not `required`.
    @available(iOS 14.0, *)
    open class func fixedSpace(_ width: CGFloat) -> Self {
        let item = UIBarButtonItem(systemItem: .fixedSpace)
        item.width = width
        return UIBarButtonItem.cast(item, to: self)
    }

    /// A flexible space. Only UIBarButtonItem itself makes one headlessly (see `fixedSpace(_:)`).
    @available(iOS 14.0, *)
    open class func flexibleSpace() -> Self {
        UIBarButtonItem.cast(UIBarButtonItem(systemItem: .flexibleSpace), to: self)
    }

    /// `item` as `type`, which must be UIBarButtonItem itself.
    private static func cast<T: UIBarButtonItem>(_ item: UIBarButtonItem, to type: T.Type) -> T {
        guard let cast = item as? T else {
            preconditionFailure(
                "\(type).fixedSpace(_:) and flexibleSpace() make UIBarButtonItems only, headlessly")
        }
        return cast
    }
}
