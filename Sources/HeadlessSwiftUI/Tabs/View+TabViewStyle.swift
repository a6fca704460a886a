// ViewLifecycle · HeadlessSwiftUI

extension View {
    /// Sets the style for the tab view within the current environment.
    ///
    /// `.page` makes the tab views below pages turned by a swipe (`Headless.swipePage(_:)`);
    /// `.automatic` keeps the tab bar.
    ///
    /// - Parameter style: The style to apply to this tab view.
    /// - Returns: A view that uses the specified tab view style.
    public func tabViewStyle<S>(_ style: S) -> some View where S: TabViewStyle {
        environment(\.tabViewStyleKind, TabViewStyleKind(style))
    }

    /// Sets the style for the index view within the current environment (inert).
    @inlinable public func indexViewStyle<S>(_ style: S) -> some View where S: IndexViewStyle {
        inert(.indexViewStyle, api: "View.indexViewStyle(_:)")
    }
}
