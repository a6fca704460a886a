// ViewLifecycle · HeadlessSwiftUI

/// A navigation split style that attempts to maintain the size of the detail content when
/// hiding or showing the leading columns.
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle, Sendable {
    /// Creates an instance of ``ProminentDetailNavigationSplitViewStyle``.
    public init() {}

    /// Creates a view that represents the body of a navigation split view (never drawn).
    ///
    /// - Parameter configuration: The properties of the navigation split view.
    public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}

extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
    /// A navigation split style that attempts to maintain the size of the detail content when
    /// hiding or showing the leading columns.
    public static var prominentDetail: ProminentDetailNavigationSplitViewStyle {
        ProminentDetailNavigationSplitViewStyle()
    }
}
