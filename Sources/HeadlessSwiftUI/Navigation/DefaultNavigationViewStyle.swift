// ViewLifecycle · HeadlessSwiftUI

/// The default navigation view style in the current context of the view being styled.
@available(
    iOS, introduced: 13.0, deprecated: 100000.0,
    message: "replace styled NavigationView with NavigationStack or NavigationSplitView instead"
)
public struct DefaultNavigationViewStyle: NavigationViewStyle {
    /// Creates the style.
    public init() {}
}

@available(
    iOS, introduced: 13.0, deprecated: 100000.0,
    message: "replace styled NavigationView with NavigationStack or NavigationSplitView instead"
)
extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
    /// The default navigation view style in the current context of the view being styled.
    public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}
