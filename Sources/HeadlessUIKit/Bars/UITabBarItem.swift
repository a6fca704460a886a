// ViewLifecycle · HeadlessUIKit

/// The item that stands for a controller in a tab bar: its title, image and badge.
@MainActor @preconcurrency
open class UITabBarItem: UIBarItem, UISpringLoadedInteractionSupporting,
    UIPopoverPresentationControllerSourceItem
{
    /// Whether the item takes part in spring-loaded drag interactions (kept; no drag is played).
    @available(iOS 11.0, *)
    open var isSpringLoaded = false
    /// UIKit's system tab items.
    public enum SystemItem: Int, @unchecked Sendable {
        /// The More tab.
        case more = 0
        /// Favorites.
        case favorites = 1
        /// Featured.
        case featured = 2
        /// Top rated.
        case topRated = 3
        /// Recents.
        case recents = 4
        /// Contacts.
        case contacts = 5
        /// History.
        case history = 6
        /// Bookmarks.
        case bookmarks = 7
        /// Search.
        case search = 8
        /// Downloads.
        case downloads = 9
        /// Most recent.
        case mostRecent = 10
        /// Most viewed.
        case mostViewed = 11
    }

    /// The image shown while the tab is selected.
    open var selectedImage: UIImage?
    /// The text of the badge on the item, or `nil` for none.
    open var badgeValue: String?

    /// Creates an item with no title or image.
    public override init() {
        super.init()
    }

    /// Creates an item from an archive; headlessly the coder is not read.
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// Creates an item with a title, an image and a tag.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - image: The image.
    ///   - tag: The app's number for the item.
    public convenience init(title: String?, image: UIImage?, tag: Int) {
        self.init()
        self.title = title
        self.image = image
        self.tag = tag
    }

    /// Creates an item with a title and images for the normal and selected states.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - image: The image.
    ///   - selectedImage: The image while selected.
    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.init()
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }

    /// Creates one of the system items.
    ///
    /// - Parameters:
    ///   - systemItem: Which system item.
    ///   - tag: The app's number for the item.
    public convenience init(tabBarSystemItem systemItem: UITabBarItem.SystemItem, tag: Int) {
        self.init()
        self.tag = tag
    }
}
