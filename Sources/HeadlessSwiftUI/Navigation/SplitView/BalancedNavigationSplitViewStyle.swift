// ViewLifecycle · HeadlessSwiftUI

/// A navigation split style that reduces the size of the detail content to make room when
/// showing the leading column or columns.
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle, Sendable {
    /// Creates an instance of ``BalancedNavigationSplitViewStyle``.
    public init() {}

    /// Creates a view that represents the body of a navigation split view (never drawn).
    ///
    /// - Parameter configuration: The properties of the navigation split view.
    public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}

extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
    /// A navigation split style that reduces the size of the detail content to make room when
    /// showing the leading column or columns.
    public static var balanced: BalancedNavigationSplitViewStyle { BalancedNavigationSplitViewStyle() }
}
