// ViewLifecycle · HeadlessSwiftUI

/// A type that specifies the appearance and interaction of navigation split views within a view
/// hierarchy.
public protocol NavigationSplitViewStyle {
    /// A view that represents the body of a navigation split view.
    associatedtype Body: View

    /// Creates a view that represents the body of a navigation split view.
    ///
    /// - Parameter configuration: The properties of the instance being created.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body

    /// The properties of a navigation split view instance.
    typealias Configuration = NavigationSplitViewStyleConfiguration
}
