// ViewLifecycle · HeadlessSwiftUI

/// The placement of a search field in a view hierarchy.
public struct SearchFieldPlacement: Sendable {
    let name: String

    /// The search field is placed automatically depending on the platform.
    public static let automatic = SearchFieldPlacement(name: "automatic")
    /// The search field is placed in the toolbar.
    public static let toolbar = SearchFieldPlacement(name: "toolbar")
    /// The search field is placed in the sidebar of a navigation view.
    public static let sidebar = SearchFieldPlacement(name: "sidebar")
    /// The search field is placed in the navigation bar.
    public static func navigationBarDrawer(
        displayMode: SearchFieldPlacement.NavigationBarDrawerDisplayMode
    )
        -> SearchFieldPlacement
    { .init(name: "navigationBarDrawer") }
    /// The search field is placed in an drawer of the navigation bar.
    public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")

    /// A type that defines how the search field in a navigation bar drawer is displayed.
    public struct NavigationBarDrawerDisplayMode: Sendable {
        let always: Bool
        /// Display the search field only when the user scrolls.
        public static let automatic = NavigationBarDrawerDisplayMode(always: false)
        /// Always display the search field regardless of the scroll activity.
        public static let always = NavigationBarDrawerDisplayMode(always: true)
    }
}
