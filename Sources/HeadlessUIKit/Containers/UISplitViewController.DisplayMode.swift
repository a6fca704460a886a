// ViewLifecycle · HeadlessUIKit

extension UISplitViewController {
    /// Which columns an expanded split view controller shows, and how.
    public enum DisplayMode: Int, @unchecked Sendable {
        /// The split view chooses a mode for the space it has.
        case automatic = 0
        /// Only the secondary column.
        case secondaryOnly = 1
        /// One column tiled beside the secondary one.
        case oneBesideSecondary = 2
        /// One column over the secondary one.
        case oneOverSecondary = 3
        /// Two columns tiled beside the secondary one.
        case twoBesideSecondary = 4
        /// Two columns over the secondary one.
        case twoOverSecondary = 5
        /// Two columns beside a displaced, dimmed secondary one.
        case twoDisplaceSecondary = 6

        /// The primary column hidden.
        @available(
            iOS, introduced: 8.0, deprecated: 14.0, renamed: "UISplitViewController.DisplayMode.secondaryOnly"
        )
        public static var primaryHidden: DisplayMode { .secondaryOnly }
        /// Every column visible.
        @available(
            iOS, introduced: 8.0, deprecated: 14.0,
            renamed: "UISplitViewController.DisplayMode.oneBesideSecondary"
        )
        public static var allVisible: DisplayMode { .oneBesideSecondary }
        /// The primary column over the secondary one.
        @available(
            iOS, introduced: 8.0, deprecated: 14.0,
            renamed: "UISplitViewController.DisplayMode.oneOverSecondary"
        )
        public static var primaryOverlay: DisplayMode { .oneOverSecondary }
    }
}
