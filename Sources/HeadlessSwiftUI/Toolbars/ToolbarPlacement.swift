// ViewLifecycle · HeadlessSwiftUI

/// The placement of a toolbar.
public struct ToolbarPlacement: Sendable {
    @usableFromInline let name: String

    /// The primary toolbar.
    public static var automatic: ToolbarPlacement { .init(name: "automatic") }
    /// The bottom toolbar of an app.
    public static var bottomBar: ToolbarPlacement { .init(name: "bottomBar") }
    /// The navigation bar of an app.
    public static var navigationBar: ToolbarPlacement { .init(name: "navigationBar") }
    /// The tab bar of an app.
    public static var tabBar: ToolbarPlacement { .init(name: "tabBar") }
}
