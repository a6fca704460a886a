// ViewLifecycle · HeadlessSwiftUI

/// A navigation view style that shows its views in columns; inert headlessly, where every
/// navigation view behaves as a stack.
@available(
    iOS, introduced: 15.0, deprecated: 100000.0,
    message: "replace styled NavigationView with NavigationSplitView"
)
@available(
    macOS, introduced: 12.0, deprecated: 100000.0,
    message: "replace styled NavigationView with NavigationSplitView"
)
public struct ColumnNavigationViewStyle: NavigationViewStyle {
    /// The style.
    @usableFromInline init() {}
}

@available(
    iOS, introduced: 15.0, deprecated: 100000.0,
    message: "replace styled NavigationView with NavigationSplitView"
)
@available(
    macOS, introduced: 12.0, deprecated: 100000.0,
    message: "replace styled NavigationView with NavigationSplitView"
)
extension NavigationViewStyle where Self == ColumnNavigationViewStyle {
    /// A navigation view style that shows its views in columns (a stack headlessly).
    public static var columns: ColumnNavigationViewStyle { ColumnNavigationViewStyle() }
}

/// A navigation view style with a primary and a detail column; inert headlessly, where every
/// navigation view behaves as a stack.
@available(
    iOS, introduced: 13.0, deprecated: 100000.0,
    message: "replace styled NavigationView with NavigationStack or NavigationSplitView instead"
)
@available(
    macOS, introduced: 10.15, deprecated: 100000.0,
    message: "replace styled NavigationView with NavigationSplitView instead"
)
public struct DoubleColumnNavigationViewStyle: NavigationViewStyle {
    /// Creates the style.
    public init() {}
}
