// ViewLifecycle · HeadlessSwiftUI

// The bar's display mode, back-button visibility and bar visibility/background are stored inertly.
extension View {
    /// Configures the title display mode for this view.
    @inlinable public func navigationBarTitleDisplayMode(
        _ displayMode: NavigationBarItem.TitleDisplayMode
    ) -> some View {
        inert(.navigationBarTitleDisplayMode(displayMode), api: "View.navigationBarTitleDisplayMode(_:)")
    }

    /// Hides the navigation bar back button for the view.
    @inlinable public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
        inert(.navigationBarBackButtonHidden(hidesBackButton), api: "View.navigationBarBackButtonHidden(_:)")
    }

    /// Specifies the preferred visibility of backgrounds on a bar managed by SwiftUI.
    @inlinable public func toolbarBackground(
        _ visibility: Visibility, for bars: ToolbarPlacement...
    ) -> some View {
        inert(.toolbarBackground(visibility, bars.map(\.name)), api: "View.toolbarBackground(_:for:)")
    }

    /// Specifies the visibility of a bar managed by SwiftUI.
    @inlinable public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        inert(.toolbarVisibility(visibility, bars.map(\.name)), api: "View.toolbar(_:for:)")
    }
}
