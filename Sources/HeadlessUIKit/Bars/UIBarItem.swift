// ViewLifecycle · HeadlessUIKit

/// The common base of the items shown in navigation, tool and tab bars.
@MainActor @preconcurrency
open class UIBarItem: NSObject, @preconcurrency UIAccessibilityIdentification {
    /// The identifier UI tests find the item by.
    open var accessibilityIdentifier: String?
    /// Creates an item with no title or image.
    public override init() {
        super.init()
    }

    /// Creates an item from an archive; headlessly the coder is not read.
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// Whether the item responds to taps.
    open var isEnabled = true
    /// The title shown on the item.
    open var title: String?
    /// The image shown on the item.
    open var image: UIImage?
    /// A number the app uses to tell items apart.
    open var tag = 0
}
