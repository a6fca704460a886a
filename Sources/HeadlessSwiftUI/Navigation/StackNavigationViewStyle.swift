// ViewLifecycle · HeadlessSwiftUI

/// A navigation view style represented by a view stack that only shows a single top view at a
/// time.
@available(
    iOS, introduced: 13.0, deprecated: 100000.0,
    message: "replace stack-styled NavigationView with NavigationStack"
)
public struct StackNavigationViewStyle: NavigationViewStyle {
    /// Creates the style.
    public init() {}
}

@available(
    iOS, introduced: 13.0, deprecated: 100000.0,
    message: "replace stack-styled NavigationView with NavigationStack"
)
extension NavigationViewStyle where Self == StackNavigationViewStyle {
    /// A navigation view style represented by a view stack that only shows a single top view
    /// at a time.
    public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}
