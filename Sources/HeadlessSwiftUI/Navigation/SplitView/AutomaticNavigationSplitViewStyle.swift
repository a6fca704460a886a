// ViewLifecycle · HeadlessSwiftUI

/// A navigation split style that resolves its appearance automatically based on the current
/// context.
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle, Sendable {
    /// Creates an instance of the automatic navigation split view style.
    public init() {}

    /// Creates a view that represents the body of a navigation split view (never drawn).
    ///
    /// - Parameter configuration: The properties of the navigation split view.
    public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}

extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
    /// A navigation split style that resolves its appearance automatically based on the current
    /// context.
    public static var automatic: AutomaticNavigationSplitViewStyle { AutomaticNavigationSplitViewStyle() }
}
