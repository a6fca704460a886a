// ViewLifecycle · HeadlessSwiftUI

extension View {
    /// Sets the style for navigation split views within this view.
    ///
    /// - Parameter style: The style to set.
    /// - Returns: A view that uses the specified navigation split view style.
    public func navigationSplitViewStyle<S>(_ style: S) -> some View where S: NavigationSplitViewStyle {
        let kind: NavigationSplitViewStyleKind =
            switch style {
            case is BalancedNavigationSplitViewStyle: .balanced
            case is ProminentDetailNavigationSplitViewStyle: .prominentDetail
            default: .automatic
            }
        return environment(\.navigationSplitViewStyleKind, kind)
    }

    /// Sets a fixed, preferred width for the column containing this view (kept, never laid out).
    ///
    /// - Parameter width: The preferred width for the column.
    /// - Returns: A view that sets the column's width.
    public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View {
        modifier(_NavigationSplitViewColumnWidthModifier(min: nil, ideal: width, max: nil))
    }

    /// Sets a flexible, preferred width for the column containing this view (kept, never laid out).
    ///
    /// - Parameters:
    ///   - min: The minimum allowed width for the column.
    ///   - ideal: The initial width of the column.
    ///   - max: The maximum allowed width for the column.
    /// - Returns: A view that sets the column's width.
    public func navigationSplitViewColumnWidth(
        min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil
    ) -> some View {
        modifier(_NavigationSplitViewColumnWidthModifier(min: min, ideal: ideal, max: max))
    }
}
