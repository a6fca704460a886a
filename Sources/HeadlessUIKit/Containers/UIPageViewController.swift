// ViewLifecycle · HeadlessUIKit

/// A container that shows one page (a child controller) at a time and turns pages by a scroll
/// or a page curl, from `setViewControllers(_:direction:animated:completion:)` or a user's swipe
/// (`Headless.beginInteractivePageTurn(_:direction:)`).
@MainActor @preconcurrency
open class UIPageViewController: UIViewController {
    /// How pages turn.
    public enum TransitionStyle: Int, @unchecked Sendable {
        /// The page curls like paper.
        case pageCurl = 0
        /// Pages scroll side by side.
        case scroll = 1
    }

    /// The axis pages turn along.
    public enum NavigationOrientation: Int, @unchecked Sendable {
        /// Left and right.
        case horizontal = 0
        /// Up and down.
        case vertical = 1
    }

    /// Which way a turn goes.
    public enum NavigationDirection: Int, @unchecked Sendable {
        /// To the next page.
        case forward = 0
        /// To the previous page.
        case reverse = 1
    }

    /// Keys of the options dictionary given at creation.
    public struct OptionsKey: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
        /// The key's name.
        public let rawValue: String
        /// Creates a key.
        ///
        /// - Parameter rawValue: The key's name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The spine location of a page curl.
        public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
        /// The space between scrolled pages.
        public static let interPageSpacing = OptionsKey(
            rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    }

    /// How pages turn.
    public let transitionStyle: UIPageViewController.TransitionStyle
    /// The axis pages turn along.
    public let navigationOrientation: UIPageViewController.NavigationOrientation
    /// The object told when the user's swipe starts and ends a turn; held weakly.
    open weak var delegate: (any UIPageViewControllerDelegate)?
    /// The object asked for the pages around the current one when the user swipes; held weakly.
    open weak var dataSource: (any UIPageViewControllerDataSource)?
    var pages: [UIViewController]?

    /// Creates a page view controller.
    ///
    /// - Parameters:
    ///   - style: How pages turn.
    ///   - navigationOrientation: The axis pages turn along.
    ///   - options: Spine location or inter-page spacing (kept, unused).
    public init(
        transitionStyle style: UIPageViewController.TransitionStyle,
        navigationOrientation: UIPageViewController.NavigationOrientation,
        options: [UIPageViewController.OptionsKey: Any]? = nil
    ) {
        transitionStyle = style
        self.navigationOrientation = navigationOrientation
        super.init(nibName: nil, bundle: nil)
    }

    /// Creates a page view controller from an archive: scroll style, horizontal.
    ///
    /// - Parameter coder: The archive (unused).
    public required init?(coder: NSCoder) {
        transitionStyle = .scroll
        navigationOrientation = .horizontal
        super.init(coder: coder)
    }

    /// The controllers of the pages on screen (one, headlessly).
    open var viewControllers: [UIViewController]? { pages }

    /// Shows `viewControllers`' first page; on screen the old page leaves as the new one arrives.
    ///
    /// - Parameters:
    ///   - viewControllers: The pages to show.
    ///   - direction: Which way the turn goes.
    ///   - animated: Whether the turn is animated.
    ///   - completion: Called with whether the turn finished.
    open func setViewControllers(
        _ viewControllers: [UIViewController]?, direction: UIPageViewController.NavigationDirection,
        animated: Bool, completion: ((Bool) -> Void)? = nil
    ) {
        performSetPages(viewControllers, animated: animated, completion: completion)
    }

    override func prepareForAppearance() {
        guard let page = pages?.first else { return }
        showChildViewQuietly(page, among: children)
    }
}
