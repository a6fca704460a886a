// ViewLifecycle · HeadlessSwiftUI

extension View {
    /// Sets the style for navigation views within this view (inert: navigation views are
    /// stacks).
    @available(
        iOS, introduced: 13.0, deprecated: 100000.0,
        message: "replace styled NavigationView with NavigationStack or NavigationSplitView instead"
    )
    @inlinable public func navigationViewStyle<S>(_ style: S) -> some View where S: NavigationViewStyle {
        inert(.navigationViewStyle, api: "View.navigationViewStyle(_:)")
    }
}
