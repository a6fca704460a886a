// ViewLifecycle · HeadlessSwiftUI

/// The default TabView style.
public struct DefaultTabViewStyle: TabViewStyle {
    /// Creates the style.
    public init() {}
}

extension TabViewStyle where Self == DefaultTabViewStyle {
    /// The default TabView style.
    public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}
