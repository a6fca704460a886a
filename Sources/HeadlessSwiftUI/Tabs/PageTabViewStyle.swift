// ViewLifecycle · HeadlessSwiftUI

/// A tab view style that implements a paged scrolling tab view.
public struct PageTabViewStyle: TabViewStyle {
    /// A style for displaying the page index view.
    public struct IndexDisplayMode: Sendable {
        let rawValue: Int
        /// Displays an index view when there are more than one page.
        public static let automatic = IndexDisplayMode(rawValue: 0)
        /// Always display an index view regardless of page count.
        public static let always = IndexDisplayMode(rawValue: 1)
        /// Never display an index view.
        public static let never = IndexDisplayMode(rawValue: 2)
    }

    let indexDisplayMode: IndexDisplayMode

    /// Creates a new PageTabViewStyle with an index display mode.
    public init(indexDisplayMode: PageTabViewStyle.IndexDisplayMode = .automatic) {
        self.indexDisplayMode = indexDisplayMode
    }
}

extension TabViewStyle where Self == PageTabViewStyle {
    /// A TabViewStyle that implements a paged scrolling TabView.
    public static var page: PageTabViewStyle { PageTabViewStyle() }

    /// A TabViewStyle that implements a paged scrolling TabView with an index display mode.
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
        PageTabViewStyle(indexDisplayMode: indexDisplayMode)
    }
}
